#!/usr/bin/env bash
# `assay check` on the corpus as a user runs it (through ./assay, -j 2, default timeout), side by
# side in one run: (a) the bundled Z3 (the default solver), (b) `--solver z3` (the z3 binary on
# PATH), (c) a plain `xargs -P 2 z3` loop over the same files with no judging at all. ROUNDS rounds
# (default 3), interleaved so that load bursts hit every row alike; the median wall and CPU time
# (user + sys of the whole process tree) of each row, and each row's wall time over (b)'s.
# Verdicts per file are compared between the rounds of (a) and between (a) and (b).
# BASELINE=/path/to/other/assay adds a row (a') running that launcher's bundled Z3 (an older
# build, say) and compares its verdicts with (a)'s.
# Usage: bench/check-corpus.sh [ROUNDS [CORPUS]]
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
rounds="${1:-3}"
corpus="${2:-$root/../shared/corpus/smt}"
command -v z3 >/dev/null || { echo "bench: needs z3 on PATH (apt-get install z3)" >&2; exit 2; }
"$root/assay" solvers >/dev/null # builds the jar and its class-data archive outside the timing
if [ -n "${BASELINE:-}" ]; then "$BASELINE" solvers >/dev/null; fi
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
files="$(find "$corpus" -name '*.smt2' | wc -l)"

# run ROW COMMAND...: appends "wall cpu" of one run to $out/ROW.times
run() {
  local row="$1"
  shift
  /usr/bin/time -f "%e %U %S" -o "$out/t" "$@" >/dev/null 2>"$out/$row.err" || {
    code=$?
    # assay check exits 1 when it reports findings: a finished run all the same
    [ "$code" = 1 ] && [ "$row" != xargs ] || { cat "$out/$row.err" >&2; exit "$code"; }
  }
  tail -1 "$out/t" | awk '{ printf "%s %.2f\n", $1, $2 + $3 }' >>"$out/$row.times"
}

for r in $(seq 1 "$rounds"); do
  echo "round $r of $rounds ..." >&2
  run bundled "$root/assay" check "$corpus" -j 2 --out "$out/bundled-$r"
  run z3 "$root/assay" check "$corpus" -j 2 --solver z3 --out "$out/z3-$r"
  # xargs exits 123 when a z3 exited non-zero, as z3 does after an (error ...) in a file
  run xargs sh -c 'find "$1" -name "*.smt2" -print0 | xargs -0 -n 1 -P 2 z3 -smt2 -T:10 ||
    [ $? = 123 ]' sh "$corpus"
  if [ -n "${BASELINE:-}" ]; then
    run baseline "$BASELINE" check "$corpus" -j 2 --out "$out/baseline-$r"
  fi
done

median() { sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
wall() { cut -d' ' -f1 "$out/$1.times" | median; }
cpu() { cut -d' ' -f2 "$out/$1.times" | median; }
ref="$(wall z3)"
echo
echo "$files files, -j 2, $rounds rounds, $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg)"
echo "z3 on PATH: $(z3 --version)"
echo
echo "| row | median wall | median CPU | wall / (b) |"
echo "| --- | ---: | ---: | ---: |"
row() { printf '| %s | %.2f s | %.2f s | %.2fx |\n' "$1" "$(wall "$2")" "$(cpu "$2")" "$(awk -v a="$(wall "$2")" -v b="$ref" 'BEGIN { print a / b }')"; }
row "(a) assay check, bundled Z3 (default)" bundled
if [ -n "${BASELINE:-}" ]; then row "(a') the same, $BASELINE" baseline; fi
row "(b) assay check --solver z3" z3
row "(c) xargs -P 2 z3 (no judging)" xargs

# Verdict per file: the overall verdict of each results.jsonl line.
verdicts() {
  sed -E 's/^\{"case":"([^"]*)".*"mode":"[^"]*","verdict":"([^"]*)".*/\1 \2/' "$1/results.jsonl" | sort
}
echo
for r in $(seq 2 "$rounds"); do
  d="$(diff <(verdicts "$out/bundled-1") <(verdicts "$out/bundled-$r") | grep -c '^>' || true)"
  echo "(a) round $r vs round 1: $d files with another verdict"
done
diff <(verdicts "$out/bundled-1") <(verdicts "$out/z3-1") | grep '^[<>]' |
  sed 's/^</  (a)/; s/^>/  (b)/' | sort -k2 | { echo "(a) vs (b), round 1, files whose verdicts differ:"; cat; }
if [ -n "${BASELINE:-}" ]; then
  diff <(verdicts "$out/baseline-1") <(verdicts "$out/bundled-1") | grep '^[<>]' |
    sed "s/^</  (a')/; s/^>/  (a)/" | sort -k2 | { echo "(a') vs (a), round 1, files whose verdicts differ:"; cat; }
fi
