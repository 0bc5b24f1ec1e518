#!/usr/bin/env bash
# The three examples the triggering-terms paper (FM 2021) times, recreated at the size of the files
# they came from by bench/TriggersBenchFiles.java (seed 1): the search's seconds (results.jsonl
# `seconds`: preprocessing and search), assay triggers' wall time to the term and the CPU time
# (user + sys) of its whole process tree (JVM, solver workers, z3), medians of ROUNDS runs, beside
# the paper's wall time and the ratios (see bench/README.md). Needs jq and /usr/bin/time. On a
# loaded machine compare the CPU times: wall times follow the load.
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
printf '%-18s %-6s %-10s %8s %8s %8s %8s %11s %10s %10s  %s\n' file config status "search s" "wall s" \
  "CPU s" "paper s" "paper/search" "paper/wall" "paper/CPU" terms
# file, configuration (Fig. 11 needs the type-based constraints of C3), the paper's seconds
while read -r name config paper; do
  searches=()
  walls=()
  cpus=()
  statuses=()
  terms=""
  for r in $(seq "$rounds"); do
    set +e
    /usr/bin/time -f "%e %U %S" -o "$out/time.txt" "$root/assay" triggers "$out/files/$name" \
      --config "$config" --timeout 120 --solver "$solver" --out "$out/run-$name-$r" \
      >/dev/null 2>"$out/stderr.txt"
    set -e
    walls+=("$(awk '{print $1}' "$out/time.txt" | tail -1)")
    cpus+=("$(awk '{print $2 + $3}' "$out/time.txt" | tail -1)")
    searches+=("$(jq -r .seconds "$out/run-$name-$r/results.jsonl")")
    statuses+=("$(jq -r .status "$out/run-$name-$r/results.jsonl")")
    terms="$(jq -r '.terms | join(" ")' "$out/run-$name-$r/results.jsonl")"
  done
  median() { sort -g | awk '{a[NR]=$1} END {print (NR % 2) ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2}'; }
  # each status with its count of rounds: found:3, or found:2,timeout:1
  status="$(printf '%s\n' "${statuses[@]}" | sort | uniq -c | awk '{printf "%s%s:%s", (NR > 1 ? "," : ""), $2, $1}')"
  search="$(printf '%s\n' "${searches[@]}" | median)"
  wall="$(printf '%s\n' "${walls[@]}" | median)"
  cpu="$(printf '%s\n' "${cpus[@]}" | median)"
  awk -v n="$name" -v c="$config" -v s="$status" -v e="$search" -v w="$wall" -v u="$cpu" -v p="$paper" \
    -v t="$terms" 'BEGIN { printf "%-18s %-6s %-10s %8.2f %8.2f %8.2f %8d %10.1fx %9.1fx %9.1fx  %s\n",
      n, c, s, e, w, u, p, p / e, p / w, p / u, t }'
done <<'ROWS'
fstar-div.smt2 C0 60
gobra-option.smt2 C3 13
vcc-both-ptr.smt2 C0 7
ROWS
echo "median of $rounds run(s); search s: results.jsonl seconds (preprocessing and search); wall and CPU:"
echo "the whole command (JVM and solver start-up, store, report); solver $solver; load: $(cut -d' ' -f1-3 /proc/loadavg)"
