#!/usr/bin/env bash
# How far past --time each campaign command ends: fuzz (corpus seeds), generate --solver and horn
# (CHC corpus) with the same budget, on the bundled Z3, one after another.
#
#   bench/budget-overrun.sh [BUDGET_SECONDS=120] [TIMEOUT=10] [JOBS=2]
#
# The promise (README, docs/campaigns.md): a campaign ends within its budget plus one solver
# timeout plus 10 s for start-up and the final writes. Prints one row per command: wall time,
# overrun past the budget, the promise, and whether it held; and the machine's load.
set -euo pipefail
cd "$(dirname "$0")/.."
budget="${1:-120}"; timeout="${2:-10}"; jobs="${3:-2}"
smt=../shared/corpus/smt
chc=../shared/corpus/chc
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
./assay solvers >/dev/null 2>&1 || true   # build once, outside the measurement

run() { # name, then the command's arguments
  local name="$1"; shift
  local start end
  start=$(date +%s.%N)
  ./assay "$@" --time "${budget}s" --timeout "$timeout" -j "$jobs" --no-progress \
    --out "$work/$name" >"$work/$name.out" 2>"$work/$name.err" || true
  end=$(date +%s.%N)
  awk -v n="$name" -v s="$start" -v e="$end" -v b="$budget" -v t="$timeout" \
    'BEGIN { w = e - s; o = w - b; p = t + 10;
             printf "| %-8s | %7.1f | %6.1f | %5.0f | %s |\n", n, w, o, p, (o <= p ? "yes" : "NO") }'
}

echo "load before: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "| command | wall (s) | overrun (s) | promise (s) | kept |"
echo "| --- | ---: | ---: | ---: | --- |"
run fuzz fuzz "$smt"
run generate generate --solver bundled --theories ints,reals,strings,bv
run horn horn "$chc"
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
