#!/usr/bin/env bash
# The three examples the triggering-terms paper (FM 2021) times, recreated at the size of the files
# they came from by bench/TriggersBenchFiles.java (seed 1): assay triggers' wall time to the term,
# median of ROUNDS runs, beside the paper's time and the ratio (see bench/README.md).
# Usage: bench/triggers-paper.sh [ROUNDS [SOLVER]]
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
rounds="${1:-3}"
solver="${2:-bundled}"
jar="$root/target/assay.jar"
"$root/assay" --version >/dev/null # builds the jar if needed
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
java -cp "$jar" "$root/bench/TriggersBenchFiles.java" "$out/files" 1
printf '%-18s %-6s %-8s %12s %10s %8s  %s\n' file config status "median s" "paper s" ratio terms
# file, configuration (Fig. 11 needs the type-based constraints of C3), the paper's seconds
while read -r name config paper; do
  times=()
  status=""
  terms=""
  for r in $(seq "$rounds"); do
    start=$(date +%s%N)
    set +e
    "$root/assay" triggers "$out/files/$name" --config "$config" --timeout 120 --solver "$solver" \
      --out "$out/run-$name-$r" >/dev/null 2>"$out/stderr.txt"
    set -e
    end=$(date +%s%N)
    times+=("$(( (end - start) / 1000000 ))")
    status="$(jq -r .status "$out/run-$name-$r/results.jsonl")"
    terms="$(jq -r '.terms | join(" ")' "$out/run-$name-$r/results.jsonl")"
  done
  median_ms="$(printf '%s\n' "${times[@]}" | sort -n | awk '{a[NR]=$1} END {print (NR % 2) ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2}')"
  awk -v n="$name" -v c="$config" -v s="$status" -v m="$median_ms" -v p="$paper" -v t="$terms" \
    'BEGIN { printf "%-18s %-6s %-8s %12.2f %10d %7.1fx  %s\n", n, c, s, m / 1000, p, p / (m / 1000), t }'
done <<'ROWS'
fstar-div.smt2 C0 60
gobra-option.smt2 C3 13
vcc-both-ptr.smt2 C0 7
ROWS
echo "median of $rounds run(s) of the whole command (JVM and solver start-up included), solver $solver"
