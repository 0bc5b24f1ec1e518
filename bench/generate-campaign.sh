#!/usr/bin/env bash
# Generation campaigns against the solvers of this machine (see bench/README.md and
# docs/generate.md): assay generate --solver with random option profiles and incremental scripts,
# one campaign per solver, each for DURATION on JOBS workers. Findings land in each run folder's
# store (assay findings list DIR); every wrong status is confirmed before it counts.
# Usage: bench/generate-campaign.sh [DURATION] [JOBS] [OUT]   (default 1h, 2 workers, bench-out/)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
duration="${1:-1h}"
jobs="${2:-2}"
out="${3:-bench-out/generate-campaign-$(date +%Y%m%d-%H%M%S)}"
mkdir -p "$out"
common=(--time "$duration" -j "$jobs" --no-progress --seed 1 --option-profiles 3
  --incremental-share 0.2 --timeout 10)
run() {
  local name="$1"
  shift
  echo "== $name"
  "$root/assay" generate "${common[@]}" --out "$out/$name" "$@" | tail -12 || true
}
command -v cvc4 >/dev/null && run cvc4 --solver 'cvc4 --strings-exp' --max-char 255
command -v cvc5 >/dev/null && run cvc5 --solver 'cvc5 --strings-exp'
command -v z3 >/dev/null && run z3 --solver z3
echo "findings: $root/assay findings list $out/NAME"
