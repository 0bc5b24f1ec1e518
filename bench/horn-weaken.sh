#!/usr/bin/env bash
# The weakening/strengthening group of `assay horn` as incompleteness testing of a CHC solver:
# `assay horn` with z3 4.8.12 on the CHC corpus seeds it decides in under a second (status.tsv),
# `--mutations own,weaken` (own mutations keep the status; weakenings of sat systems and
# strengthenings of unsat ones too), for DURATION on JOBS workers. Prints the runs, the verdicts,
# the incompleteness findings (an unknown or timeout right after a weakening/strengthening step,
# confirmed by running the pair again fresh) and the ones the rerun did not confirm, per seed and
# rule, and the soundness findings.
#
# VISIT_RUNS (default 20) mutant runs per visit, so that a short run visits many seeds.
#
#   bench/horn-weaken.sh [DURATION] [JOBS] [TIMEOUT] [VISIT_RUNS] [OUT]
#   (default 15m 1 10 20 target/bench/horn-weaken)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
duration="${1:-15m}"
jobs="${2:-1}"
timeout="${3:-10}"
visit_runs="${4:-20}"
out="${5:-$root/target/bench/horn-weaken}"
corpus="$root/../shared/corpus/chc"
command -v z3 >/dev/null || { echo "bench: z3 not found (apt-get install z3)" >&2; exit 2; }
"$root/assay" --version >/dev/null   # builds the jar if needed
rm -rf "$out"; mkdir -p "$(dirname "$out")"
mapfile -t seeds < <(awk -F'\t' -v c="$corpus" \
  'NR > 1 && ($3 == "sat" || $3 == "unsat") && $4 < 1 { print c "/" $1 }' "$corpus/status.tsv")
echo "seeds: ${#seeds[@]}"
echo "z3: $(z3 --version); $(nproc) cores; load: $(cut -d' ' -f1-3 /proc/loadavg); start $(date -u)"
"$root/assay" horn "${seeds[@]}" --solver z3 --model-check-solver bundled --mutations own,weaken \
  --time "$duration" -j "$jobs" --timeout "$timeout" --seed 1 --reduce-tests 30 \
  --visit-runs "$visit_runs" --no-progress --no-report --out "$out" > "$out.txt" 2>&1 || true
grep -E "^(solver runs|unique traces|verdicts|rounds|findings)" "$out.txt" || true
python3 - "$out" <<'PY'
import collections, json, sys
out = sys.argv[1]
found, unconfirmed, soundness = collections.Counter(), collections.Counter(), []
for line in open(out + "/results.jsonl"):
    d = json.loads(line)
    rule = d.get("chain", "").split(" ; ")[-1].split("(")[0]
    seed = d.get("seed", "").split("/")[-1].removesuffix(".smt2")
    if d["verdict"] == "incompleteness":
        found[(seed, rule)] += 1
    elif d["verdict"] == "unchecked" and d["detail"].startswith("unconfirmed incompleteness"):
        unconfirmed[(seed, rule)] += 1
    elif d.get("finding"):
        soundness.append((d["verdict"], seed, d["case"]))
print(f"incompleteness findings (confirmed by a fresh rerun): {sum(found.values())}")
for (seed, rule), n in sorted(found.items()):
    print(f"  {seed}  {rule}  x{n}")
print(f"unconfirmed (the rerun decided, or the previous system was not decided again): "
      f"{sum(unconfirmed.values())}")
for (seed, rule), n in sorted(unconfirmed.items()):
    print(f"  {seed}  {rule}  x{n}")
print(f"other findings: {len(soundness)} {soundness[:8]}")
PY
