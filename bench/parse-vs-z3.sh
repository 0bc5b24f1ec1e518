#!/usr/bin/env bash
# Parser benchmark: reading and sort-checking a 20 MB string-heavy file with `assay parse`
# against `z3 -in` reading the same file, side by side, several rounds, interleaved.
#
#   bench/parse-vs-z3.sh [ROUNDS] [MEGABYTES]
#
# Prints each run's wall and CPU time and the median ratio z3/assay (higher is better for Assay).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
rounds="${1:-5}"
mb="${2:-20}"
z3="${Z3:-z3}"
file="$root/target/bench/strings-${mb}mb.smt2"
command -v "$z3" >/dev/null || { echo "bench: $z3 not found (apt-get install z3)" >&2; exit 2; }
"$root/assay" --version >/dev/null   # builds the jar if needed
mkdir -p "$(dirname "$file")"
[ -f "$file" ] || java -cp "$root/target/assay.jar" "$root/bench/GenStringBench.java" "$file" "$mb" 1
echo "file: $file ($(stat -c %s "$file") bytes); z3: $("$z3" --version); $(nproc) cores; load: $(cut -d' ' -f1-3 /proc/loadavg)"
tmp="$(mktemp)"
for i in $(seq "$rounds"); do
  /usr/bin/time -f "assay %e %U %S" -o "$tmp" "$root/assay" parse "$file" >/dev/null; cat "$tmp"
  /usr/bin/time -f "z3 %e %U %S" -o "$tmp" "$z3" -in <"$file" >/dev/null; cat "$tmp"
done | tee "$tmp.all"
python3 - "$tmp.all" "$(stat -c %s "$file")" <<'PY'
import sys, statistics
rows = [l.split() for l in open(sys.argv[1])]
size = int(sys.argv[2]) / 1e6
med = {}
for tool in ("assay", "z3"):
    wall = [float(r[1]) for r in rows if r[0] == tool]
    cpu = [float(r[2]) + float(r[3]) for r in rows if r[0] == tool]
    med[tool] = (statistics.median(wall), statistics.median(cpu))
    print(f"{tool:6s} median wall {med[tool][0]:.2f} s ({size / med[tool][0]:.1f} MB/s), median cpu {med[tool][1]:.2f} s")
print(f"ratio z3/assay: wall {med['z3'][0] / med['assay'][0]:.2f}x, cpu {med['z3'][1] / med['assay'][1]:.2f}x")
PY
rm -f "$tmp" "$tmp.all"
