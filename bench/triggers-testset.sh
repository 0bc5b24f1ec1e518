#!/usr/bin/env bash
# Success rate and median time of the configurations C0-C4 of assay triggers on the test set
# (src/test/resources/triggers: the paper's figures and verifier-style axiomatizations), beside
# the paper's rates (see bench/README.md and docs/triggers.md). Needs jq.
# Usage: bench/triggers-testset.sh [TIMEOUT_SECONDS [JOBS [SOLVER]]]
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
timeout="${1:-60}"
jobs="${2:-1}"
solver="${3:-bundled}"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
set +e
"$root/assay" triggers "$root/src/test/resources/triggers" --config all --timeout "$timeout" \
  -j "$jobs" --solver "$solver" --out "$out/run" >"$out/stdout.txt" 2>"$out/stderr.txt"
code=$?
set -e
if [ "$code" -gt 1 ]; then
  cat "$out/stderr.txt" >&2
  echo "assay triggers exited with $code" >&2
  exit "$code"
fi
echo "assay triggers on $(ls "$root"/src/test/resources/triggers/*.smt2 | wc -l) files, --timeout $timeout, -j $jobs, solver $solver"
printf '%-6s %8s %10s %14s %16s\n' config found rate "median s (all)" "median s (found)"
for c in C0 C1 C2 C3 C4; do
  jq -r --arg c "$c" 'select(.config == $c) | "\(.status) \(.seconds)"' "$out/run/results.jsonl" |
    sort -k2 -g | awk -v c="$c" '
      { n++; all[n] = $2; if ($1 == "found") { f++; fs[f] = $2 } }
      function med(a, k) { if (k == 0) return "-"; return (k % 2) ? a[(k + 1) / 2] : (a[k / 2] + a[k / 2 + 1]) / 2 }
      END { printf "%-6s %5d/%-2d %9.1f%% %14.2f %16s\n", c, f, n, 100 * f / n, med(all, n), med(fs, f) }'
done
echo "paper (FM 2021, Table 1): 65.6% on verifier suites, 47.5% on SMT-COMP suites"
echo "not found or timed out:"
jq -r 'select(.status != "found") | "  \(.config) \(.status) \(.file | split("/") | last)"' \
  "$out/run/results.jsonl"
