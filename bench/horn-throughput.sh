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
#   bench/horn-throughput.sh [SECONDS] [JOBS]
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
seconds="${1:-180}"
jobs="${2:-1}"
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
    --reduce-tests 0 --no-progress --out "$out/$name" "$@" >"$out/$name.txt" 2>"$out/$name.err" || true
  python3 - "$name" "$out/$name" "$seconds" <<'PY'
import json, sys
name, run, seconds = sys.argv[1], sys.argv[2], float(sys.argv[3])
s = json.load(open(run + "/statistics.json"))
# every run is in results.jsonl; statistics.json counts finished visits only (the budget cuts the
# last one short)
runs = sum(1 for _ in open(run + "/results.jsonl"))
paper = {"naive": 146083, "full": 47304}[name]
per24 = runs * 86400 / seconds
print(f"{name:6} {runs:7d} runs in {seconds:.0f} s ({s['seed_runs']} seed runs), "
      f"{runs * 3600 / seconds:8.0f} runs/h, {per24:9.0f} per 24 h; paper {paper} per 24 h; "
      f"ratio {per24 / paper:.3f}; unique traces {len(s['traces'])}; verdicts {s['verdicts']}")
PY
}
run naive --mutations own,rewrites --heuristic default
run full --mutations own,rewrites,params --heuristic rare-transitions
echo "run folders: $out"
