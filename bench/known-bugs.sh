#!/usr/bin/env bash
# Known bugs caught: runs `assay check FILE --solver 'SOLVER FLAGS'` (one solver, the default
# independent solvers for confirmation) on every reproducer of a manifest and says whether each was
# flagged (exit 1) and flagged with the expected kind.
#
#   bench/known-bugs.sh MANIFEST [OUT]
#
# MANIFEST is a TSV with a header line and the columns
#   file  solver  status  kind  source  [confirmed_by]
# (file relative to the manifest; solver as given to --solver, flags included; status the correct
# status, which the file carries as (set-info :status ...); kind one of wrong-status,
# invalid-model, crash). Prints one line per reproducer, then counts per solver and kind, and the
# misses with Assay's verdict and detail. Needs the solvers on PATH; run from the repository root.
set -euo pipefail
manifest=$(realpath "$1")
out=${2:-$(mktemp -d)}
mkdir -p "$out"
cd "$(dirname "$0")/.."
[ -f target/assay.jar ] || mvn -q -B -o -DskipTests package
base=$(dirname "$manifest")
echo "# $(date -u +%FT%TZ) $(uptime)"
printf 'file\tsolver\texpected\texit\tverdict\tconfirmation\tresult\n' >"$out/results.tsv"
i=0
tail -n +2 "$manifest" | while IFS=$'\t' read -r file solver status kind source _; do
  [ -z "$file" ] && continue
  i=$((i + 1))
  run="$out/run-$i"
  rm -rf "$run"
  set +e
  java -jar target/assay.jar check "$base/$file" --solver "$solver" --timeout 30 --no-report \
    --out "$run" </dev/null >"$run.log" 2>&1
  code=$?
  set -e
  read -r verdict confirmation detail < <(python3 - "$run/results.jsonl" <<'EOF'
import json, sys
try:
    rows = [json.loads(l) for l in open(sys.argv[1]) if l.strip()]
except OSError:
    rows = []
r = next((r for r in rows if r.get("verdict")), rows[0] if rows else {})
v = r.get("verdict") or r.get("status") or "none"
c = (r.get("confirmation") or "-").replace("\t", " ").replace(" ", "_")
d = (r.get("detail") or r.get("error") or "").replace("\t", " ")
print(v, c, d)
EOF
)
  if [ "$code" = 1 ] && [ "$verdict" = "$kind" ]; then result=caught
  elif [ "$code" = 1 ]; then result="flagged-as-$verdict"
  else result=missed; fi
  printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$file" "$solver" "$kind" "$code" "$verdict" \
    "$confirmation" "$result" | tee -a "$out/results.tsv"
  [ "$result" = caught ] || printf '  why: %s\n' "$detail"
done
python3 - "$out/results.tsv" <<'EOF'
import collections, csv, sys
rows = list(csv.DictReader(open(sys.argv[1]), delimiter="\t"))
table = collections.OrderedDict()
for r in rows:
    key = (r["solver"].split()[0], r["expected"])
    t = table.setdefault(key, [0, 0, 0])
    t[0] += 1
    t[1] += r["exit"] == "1"
    t[2] += r["result"] == "caught"
print("\n| solver | expected kind | reproducers | flagged (exit 1) | right kind |")
print("| --- | --- | ---: | ---: | ---: |")
for (s, k), (n, f, c) in sorted(table.items()):
    print(f"| {s} | {k} | {n} | {f} | {c} |")
n = len(rows)
print(f"| all | | {n} | {sum(r['exit'] == '1' for r in rows)} | "
      f"{sum(r['result'] == 'caught' for r in rows)} |")
EOF
echo "results: $out/results.tsv"
