#!/usr/bin/env bash
# Generation campaigns against the solvers of this machine (see bench/README.md and
# docs/findings.md): assay generate --solver with random option profiles and incremental scripts,
# one campaign per solver, each for DURATION on JOBS workers. z3 and cvc5 get every theory with
# FloatingPoint drawn often; CVC4 1.8 (Debian builds it without FloatingPoint) every other theory,
# code points up to 255. Findings land in each run folder's store (assay findings list DIR); every
# wrong status is confirmed before it counts.
# Then a fourth campaign on z3, FloatingPoint with bit-vectors and arithmetic only, for FP_DURATION
# (default 25m) on 2 workers.
# Usage: bench/generate-campaign.sh [DURATION] [JOBS] [OUT] [--parallel]
#   default 1h, 2 workers, bench-out/...; --parallel runs the three campaigns at the same time
#   (docs/findings.md: 1h 1 OUT --parallel on the 2-core machine)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
duration="${1:-1h}"
jobs="${2:-2}"
out="${3:-bench-out/generate-campaign-$(date +%Y%m%d-%H%M%S)}"
parallel="${4:-}"
mkdir -p "$out"
common=(--time "$duration" -j "$jobs" --no-progress --seed 1 --option-profiles 3
  --incremental-share 0.2 --timeout 5)
run() {
  local name="$1"
  shift
  "$root/assay" generate "${common[@]}" --out "$out/$name" "$@" >"$out/$name.log" 2>&1 || true
  echo "== $name"
  tail -12 "$out/$name.log"
}
pids=()
launch() {
  if [ "$parallel" = "--parallel" ]; then
    run "$@" &
    pids+=($!)
  else
    run "$@"
  fi
}
command -v cvc4 >/dev/null && launch cvc4 --solver 'cvc4 --strings-exp' --max-char 255
command -v cvc5 >/dev/null && launch cvc5 --solver 'cvc5 --strings-exp --fp-exp' --theories all,fp:6
command -v z3 >/dev/null && launch z3 --solver z3 --theories all,fp:6
for p in "${pids[@]}"; do wait "$p"; done
command -v z3 >/dev/null && "$root/assay" generate --solver z3 --theories fp:6,bv:2,reals:2,ints:1 \
  --time "${FP_DURATION:-25m}" -j 2 --no-progress --seed 2 --option-profiles 2 \
  --incremental-share 0.2 --timeout 5 --out "$out/z3-fp" >"$out/z3-fp.log" 2>&1 || true
echo "== z3-fp"
tail -12 "$out/z3-fp.log" 2>/dev/null || true
echo "findings: $root/assay findings list $out/NAME"
