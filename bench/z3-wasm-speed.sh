#!/usr/bin/env bash
# Z3's WebAssembly build (z3-wasm@5.2.0, Z3 5.1.0 under node) against the native bundled Z3 4.14.1
# (z3-turnkey's JNI library in a worker JVM), side by side in one `assay check` run on the corpus:
# every file runs on both, one worker, fresh state per query; wall time per run from results.jsonl,
# peak resident memory of each solver's worker processes sampled every 0.2 s. Other work on the
# machine slows both alike; the script prints `uptime` before and after (bench/README.md).
# Usage: bench/z3-wasm-speed.sh [CORPUS] [OUT] [TIMEOUT]
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
corpus="${1:-$root/../shared/corpus/smt}"
out="${2:-$root/bench-out/z3-wasm-speed-$(date +%Y%m%d-%H%M%S)}"
timeout="${3:-20}"
read -r -a assay <<<"${ASSAY:-$root/assay}"
mkdir -p "$(dirname "$out")"
echo "before: $(uptime)"
"${assay[@]}" solvers --solver bundled --solver z3-wasm@5.2.0 | head -3
peaks="$out.rss"
: >"$peaks"
(
  while true; do
    ps -eo rss=,args= | awk '/BundledZ3Worker/ && !/awk/ {j+=$1} /z3-wasm\/worker-/ && !/awk/ {w+=$1}
      END {print j+0, w+0}' >>"$peaks"
    sleep 0.2
  done
) &
sampler=$!
trap 'kill "$sampler" 2>/dev/null || true' EXIT
start=$(date +%s.%N)
"${assay[@]}" check "$corpus" --solver bundled --solver z3-wasm@5.2.0 -j 1 --mode fresh \
  --timeout "$timeout" --no-report --no-progress --out "$out" >"$out.log" 2>&1 || true
end=$(date +%s.%N)
kill "$sampler" 2>/dev/null || true
echo "after: $(uptime)"
sed -n '/^solver/,/^$/p' "$out.log"
python3 - "$out/results.jsonl" "$peaks" "$start" "$end" <<'PY'
import json, statistics, sys
runs = {}
for line in open(sys.argv[1]):
    r = json.loads(line)
    runs.setdefault(r["case"], {})[r["solver"]] = r
native, wasm = "bundled-z3", "z3-wasm@5.2.0"
both = [c for c, v in runs.items() if native in v and wasm in v]
decided = lambda r: r["verdict"] in ("ok", "unchecked", "wrong-status", "invalid-model")
same = [c for c in both if decided(runs[c][native]) and decided(runs[c][wasm])]
tn = sum(runs[c][native]["wall_ms"] for c in same) / 1000
tw = sum(runs[c][wasm]["wall_ms"] for c in same) / 1000
ratios = sorted(runs[c][wasm]["wall_ms"] / max(runs[c][native]["wall_ms"], 0.1) for c in same)
print(f"files run on both: {len(both)}; decided by both: {len(same)}")
print(f"wall time on those: native {tn:.1f} s, wasm {tw:.1f} s, ratio {tw / tn:.2f}")
q = lambda p: ratios[min(len(ratios) - 1, int(p * len(ratios)))]
print(f"per-file ratio wasm/native: median {statistics.median(ratios):.2f}, p10 {q(0.1):.2f},"
      f" p90 {q(0.9):.2f}, max {ratios[-1]:.2f}")
for s in (native, wasm):
    counts = {}
    for c in both:
        v = runs[c][s]["verdict"]
        counts[v] = counts.get(v, 0) + 1
    print(s, dict(sorted(counts.items())))
diff = [c for c in both if runs[c][native]["verdict"] != runs[c][wasm]["verdict"]]
for c in diff:
    print("  differs:", c, runs[c][native]["verdict"], "vs", runs[c][wasm]["verdict"])
pk = [tuple(map(int, l.split())) for l in open(sys.argv[2]) if l.strip()]
print(f"peak resident memory of the workers: native {max(p[0] for p in pk) / 1024:.0f} MB,"
      f" wasm {max(p[1] for p in pk) / 1024:.0f} MB")
print(f"whole run: {float(sys.argv[4]) - float(sys.argv[3]):.0f} s")
PY
