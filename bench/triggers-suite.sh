#!/usr/bin/env bash
# assay triggers on a set of real verifier files, one campaign per solver (C0, TIMEOUT s per file,
# -j JOBS), then the independent check of every found term (bench/TriggersRecheck.java: every
# set-option of the file dropped, E-matching only, default seeds, the term through a fresh
# predicate must give unsat and the file without it must not) on z3 on PATH and on the bundled Z3,
# and one table row per solver: found, found and holding per solver, the other statuses, the pairs
# that overran their budget by more than a second, and where the time went (the share of each
# phase of results.jsonl's `phases`, summed over the pairs).
# The default set is the paper's 57 SMT-COMP inputs (../shared/corpus/triggers/smt-comp), 45 s.
# Usage: bench/triggers-suite.sh [DIR [TIMEOUT [JOBS [SOLVERS [OUT]]]]]   SOLVERS: "z3 bundled"
# Needs jq. Prints the load average before and after each campaign (other builds load the machine).
# ASSAY_JAR=FILE runs that jar instead of the worktree's (a build measured while the sources change).
# HINTS_WITH="cvc5 z3 bundled" adds `--hints-with` for each solver named but the one searching (the
# hints of cvc5's refutations, or of another Z3 release's, after those of the search's own Z3).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
dir="${1:-$root/../shared/corpus/triggers/smt-comp}"
timeout="${2:-45}"
jobs="${3:-2}"
solvers="${4:-z3 bundled}"
out="${5:-$(mktemp -d)}"
mkdir -p "$out"
if [ -n "${ASSAY_JAR:-}" ]; then
  jar="$ASSAY_JAR"
  assay() { java -Xss16m -jar "$jar" "$@"; }
else
  jar="$root/target/assay.jar"
  "$root/assay" --version >/dev/null # builds the jar if needed
  assay() { "$root/assay" "$@"; }
fi
dir="$(cd "$dir" && pwd)"
inputs="$(dirname "$dir")"
files="$(find "$dir" -name '*.smt2' | wc -l)"
load() { cut -d' ' -f1-3 /proc/loadavg; }
printf '%-22s %-8s %7s %7s %9s %9s %9s %8s %9s %7s %6s %5s %6s\n' solver "budget" found \
  holds-z3 holds-bund not-valid not-found timeout error over+1s wall-s load phases
for s in $solvers; do
  run="$out/$s"
  hints=()
  for h in ${HINTS_WITH:-}; do
    [ "$h" = "$s" ] || hints+=(--hints-with "$h")
  done
  before="$(load)"
  start="$(date +%s.%N)"
  set +e
  assay triggers "$dir" --config C0 --timeout "$timeout" -j "$jobs" --solver "$s" \
    "${hints[@]}" --out "$run" --no-report >"$out/$s.stdout" \
    2>"$out/$s.stderr"
  set -e
  wall="$(echo "$(date +%s.%N) - $start" | bc)"
  after="$(load)"
  java -cp "$jar" "$root/bench/TriggersRecheck.java" "$run/results.jsonl" "$inputs" z3 bundled \
    >"$out/$s.recheck.tsv"
  r="$run/results.jsonl"
  count() { jq -r --arg s "$1" 'select(.status == $s) | .file' "$r" | wc -l; }
  holds() { awk -F'\t' -v x="$1" '$3 == x && $6 == "holds"' "$out/$s.recheck.tsv" | wc -l; }
  over="$(jq -r --argjson t "$timeout" 'select(.seconds > $t + 1) | .file' "$r" | wc -l)"
  label="$(jq -r '.solver' "$r" | head -1)"
  printf '%-22s %-8s %3d/%-3d %7d %9d %9d %9d %8d %9d %7d %6.0f %s\n' "$label" "${timeout} s" \
    "$(count found)" "$files" "$(holds z3)" "$(holds bundled)" "$(count not-validated)" \
    "$(count not-found)" "$(count timeout)" "$(count error)" "$over" "$wall" "$before -> $after"
  # phase shares: each phase's seconds over all pairs, over the pairs' seconds
  jq -s -r '
    (map(.seconds) | add) as $total
    | [ .[] | (.phases // {}) | to_entries[] ] | group_by(.key)
    | map({k: .[0].key, v: (map(.value) | add)}) | sort_by(-.v)
    | map("\(.k) \((100 * .v / $total) | floor)%") | "    phases: " + join(", ")' "$r"
  # a term from the MBQI hints' batch says so in its minimization summary (docs/triggers.md)
  hinted="$(jq -r 'select(.status == "found" and (.minimized // "" | startswith("from the MBQI") or startswith("from the hints"))) | .file' "$r" | wc -l)"
  echo "    found by the MBQI hints' batch: $hinted; by the paper's search: $(($(count found) - hinted))"
done
echo "files: $dir ($files); C0, --timeout $timeout, -j $jobs; results and rechecks under $out"
echo "holds-z3 / holds-bund: found terms that the independent check confirms on z3 $(z3 --version | cut -d' ' -f3) / the bundled Z3"
