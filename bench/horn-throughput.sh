#!/usr/bin/env bash
# HornFuzz throughput: `assay horn` on z3 4.8.12 in the paper's "naive" configuration (own
# mutations and rewrites, default seed order) and its "full" one (all mutations, rare-transitions
# heuristic), SECONDS each on one worker, over the CHC corpus seeds z3 solves in under 0.1 s
# (LIA-Lin, no arrays); findings are confirmed but not reduced (--reduce-tests 0: reduction is
# not fuzzing throughput, and the paper reduces apart). Prints runs (seed phase included) and runs per hour and per 24 h beside
# the paper's published figures: 146 083 runs per 24 h (naive) and 47 304 (full) on an Intel Core
# i7-4790 (Table 2 of Sukhanova and Sobol, EASE 2023). The original HornFuzz needs a patched Z3
# and cannot run here, so the reference is the published number, not a run on this machine.
#
# Also printed: the paper's "number of runs to open a new trace" (Table 2: 11.9 naive, 9.86
# transition, 5.59 full) and the rounds of visits completed; VISIT_RUNS below the paper's 100 makes
# rounds shorter, so that a short run reaches the rounds that read what earlier ones learned.
#
#   bench/horn-throughput.sh [SECONDS] [JOBS] [VISIT_RUNS] [CONFIGS]   (CONFIGS: naive,full)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
seconds="${1:-180}"
jobs="${2:-1}"
visit_runs="${3:-100}"
configs="${4:-naive,full}"
corpus="$root/../shared/corpus/chc"
command -v z3 >/dev/null || { echo "bench: z3 not found (apt-get install z3)" >&2; exit 2; }
"$root/assay" --version >/dev/null   # builds the jar if needed
mapfile -t seeds < <(awk -F'\t' -v c="$corpus" \
  'NR > 1 && $2 == "LIA-Lin" && $5 == "no" && $4 < 0.1 { print c "/" $1 }' "$corpus/status.tsv")
echo "seeds: ${#seeds[@]}; z3: $(z3 --version); $(nproc) cores; load: $(cut -d' ' -f1-3 /proc/loadavg)"
out="$(mktemp -d)"
run() { # NAME ARGS...
  local name="$1"; shift
  "$root/assay" horn "${seeds[@]}" --solver z3 --time "${seconds}s" -j "$jobs" --seed 1 \
    --visit-runs "$visit_runs" --reduce-tests 0 --no-progress --out "$out/$name" "$@" >"$out/$name.txt" 2>"$out/$name.err" || true
  python3 - "$name" "$out/$name" "$seconds" <<'PY'
import json, sys
name, run, seconds = sys.argv[1], sys.argv[2], float(sys.argv[3])
s = json.load(open(run + "/statistics.json"))
# every run is in results.jsonl; statistics.json counts finished visits only (the budget cuts the
# last one short)
runs = sum(1 for _ in open(run + "/results.jsonl"))
paper = {"naive": 146083, "transition": 120823, "parameter": 52885, "full": 47304}[name]
per_trace = {"naive": 11.9, "transition": 9.86, "parameter": 5.88, "full": 5.59}[name]
per24 = runs * 86400 / seconds
print(f"{name:6} {runs:7d} runs in {seconds:.0f} s ({s['seed_runs']} seed runs), "
      f"{runs * 3600 / seconds:8.0f} runs/h, {per24:9.0f} per 24 h; paper {paper} per 24 h; "
      f"ratio {per24 / paper:.3f}; unique traces {len(s['traces'])}; "
      f"runs per new trace {runs / max(1, len(s['traces'])):.2f} (paper {per_trace}); "
      f"rounds {s.get('rounds_completed')}; verdicts {s['verdicts']}")
PY
}
for c in ${configs//,/ }; do
  case "$c" in
    naive) run naive --mutations own,rewrites --heuristic default ;;
    transition) run transition --mutations own,rewrites --heuristic rare-transitions ;;
    parameter) run parameter --mutations own,rewrites,params --heuristic default ;;
    full) run full --mutations own,rewrites,params --heuristic rare-transitions ;;
    *) echo "bench: unknown configuration $c (naive, transition, parameter, full)" >&2; exit 2 ;;
  esac
done
echo "run folders: $out"
