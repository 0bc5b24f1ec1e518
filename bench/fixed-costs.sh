#!/usr/bin/env bash
# The fixed costs of Assay, side by side with z3 on the same files, in one run (bench/README.md,
# "fixed-costs.sh"):
#   (1) `assay check ONE.smt2` (bundled Z3, HTML report included) against `z3 ONE.smt2`;
#   (2) `assay check` of N one-line files on the bundled Z3: -j 1 against a shell loop of `z3 FILE`,
#       -j 2 against `xargs -P 2 z3`;
#   (3) the harness share of a SECONDS-long campaign at -j 1: fuzz (seeds CORPUS/smt), generate
#       --solver bundled and horn (CORPUS/chc): wall time minus the solver time its runs record
#       (results.jsonl wall_ms), over wall time;
#   (4) the three timed triggers examples against the paper's times (bench/triggers-paper.sh 1).
# Wall times are medians of ROUNDS rounds, run interleaved; CPU is user + sys of the whole process
# tree (the JVM, its solver workers, z3). The machine's load is printed before and after each part:
# on a loaded machine compare CPU times, wall times follow the load.
# Usage: bench/fixed-costs.sh [ROUNDS [SECONDS [N [CORPUS]]]]   (defaults: 5 120 3000 ../shared/corpus)
# PARTS=1,2,3,4 chooses the parts (default all); CAMPAIGNS=fuzz,generate,horn the campaigns of
# part 3 (default all three).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
rounds="${1:-5}"
seconds="${2:-120}"
n="${3:-3000}"
corpus="${4:-$root/../shared/corpus}"
parts="${PARTS:-1,2,3,4}"
campaigns="${CAMPAIGNS:-fuzz,generate,horn}"
assay="$root/assay"
"$assay" --version >/dev/null # builds the jar (and its class-data sharing archives) if needed
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
load() { echo "load: $(cut -d' ' -f1-3 /proc/loadavg)"; }
median() { sort -g | awk '{a[NR]=$1} END {print (NR % 2) ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2}'; }
# timed NAME CMD...: runs CMD, appending "wall cpu" to $out/NAME.times
timed() {
  local name="$1"
  shift
  /usr/bin/time -f "%e %U %S" -o "$out/time.txt" "$@" >/dev/null 2>"$out/stderr.txt" || true
  awk '{printf "%s %.3f\n", $1, $2 + $3}' "$out/time.txt" | tail -1 >>"$out/$name.times"
}
wall() { awk '{print $1}' "$out/$1.times" | median; }
cpu() { awk '{print $2}' "$out/$1.times" | median; }
row() { # row LABEL ASSAY REFERENCE TARGET
  local aw ac rw rc
  aw="$(wall "$2")"; ac="$(cpu "$2")"; rw="$(wall "$3")"; rc="$(cpu "$3")"
  awk -v l="$1" -v aw="$aw" -v ac="$ac" -v rw="$rw" -v rc="$rc" -v t="$4" 'BEGIN {
    printf "%-34s %8.2f %8.2f %8.2f %8.2f %8.2fx  %s\n", l, aw, ac, rw, rc, rw / aw, t }'
}
header() {
  printf '%-34s %8s %8s %8s %8s %9s  %s\n' "" "wall s" "CPU s" "ref wall" "ref CPU" "ref/assay" target
}

if [[ ",$parts," == *,1,* ]]; then
  echo "== (1) one file: assay check vs z3 ($rounds rounds) == $(load)"
  one="$root/examples/smt/lia-bounds-sat.smt2"
  for r in $(seq "$rounds"); do
    rm -rf "$out/one"
    timed one-assay "$assay" check "$one" --out "$out/one"
    timed one-z3 z3 "$one"
  done
  grep -q '^report: ' <("$assay" check "$one" --out "$out/one-check" 2>/dev/null) ||
    echo "warning: assay check wrote no report"
  header
  row "assay check ONE.smt2 (report incl.)" one-assay one-z3 "< 1.0 s wall, < 1.5 s CPU"
  echo "$(load)"
fi

if [[ ",$parts," == *,2,* ]]; then
  echo "== (2) $n one-line files: assay check (bundled Z3) vs z3 == $(load)"
  files="$out/oneline"
  mkdir -p "$files"
  for i in $(seq 0 $((n - 1))); do
    if ((i % 2 == 0)); then
      echo "(set-info :status sat)(declare-const x Int)(assert (and (> x $i) (< x $((i + 5)))))(check-sat)"
    else
      echo "(set-info :status unsat)(declare-const x Int)(assert (and (> x $i) (< x (- $i 3))))(check-sat)"
    fi >"$files/q$i.smt2"
  done
  r2=$(((rounds + 1) / 2)) # minutes per round: fewer rounds
  for r in $(seq "$r2"); do
    rm -rf "$out/j1" "$out/j2"
    timed many-assay-j1 "$assay" check "$files" -j 1 --no-progress --out "$out/j1"
    timed many-z3-loop bash -c 'for f in "$1"/*.smt2; do z3 "$f"; done' _ "$files"
    timed many-assay-j2 "$assay" check "$files" -j 2 --no-progress --out "$out/j2"
    timed many-z3-xargs bash -c 'ls "$1"/*.smt2 | xargs -P 2 -n 1 z3' _ "$files"
  done
  ok="$(grep -c '"verdict":"ok"' "$out/j1/results.jsonl" || true)"
  header
  row "check $n files -j 1 / z3 loop" many-assay-j1 many-z3-loop ">= 3x"
  row "check $n files -j 2 / xargs -P 2 z3" many-assay-j2 many-z3-xargs ">= 3x"
  echo "($ok of $n runs ok at -j 1; median of $r2 round(s)) $(load)"
fi

if [[ ",$parts," == *,3,* ]]; then
  echo "== (3) harness share of ${seconds}-second campaigns at -j 1 == $(load)"
  # share LABEL DIR: the harness share as the runs record it: (wall - runs' wall_ms) / wall, and
  # (wall - runs' wall_ms - other) / wall, other being the solver time beyond the recorded runs:
  # the engine's own account of every solver call it timed ("other solver calls" on its time line
  # on standard error: model checks, fresh confirmations, reductions, the technique's own queries,
  # and the run the budget cut, which has no result line), so that what is left is Assay's own
  # work; the cases' other_solver_ms in results.jsonl count all of these but the cut run
  share() {
    local w s o
    w="$(awk '{print $1}' "$out/time.txt" | tail -1)"
    s="$(jq -s 'map(.wall_ms // 0) | add / 1000' "$2/results.jsonl")"
    o="$(sed -n 's/.*other solver calls \([0-9.]*\) s.*/\1/p' "$out/stderr.txt" | tail -1)"
    [ -n "$o" ] || o="$(jq -s 'map(.other_solver_ms // 0) | add / 1000' "$2/results.jsonl")"
    t="$(jq -s 'map(select(.outcome == "timeout")) | length' "$2/results.jsonl")"
    awk -v l="$1" -v w="$w" -v s="$s" -v o="${o:-0}" -v r="$(wc -l <"$2/results.jsonl")" \
      -v t="${t:-0}" 'BEGIN {
      printf "%-26s %7.1f %6d %5d %9.1f %9.1f %9.1f%% %9.1f%%  < 10%%\n", l, w, r, t, s, o,
        100 * (w - s) / w, 100 * (w - s - o) / w }'
  }
  campaign() { # campaign LABEL ARGS...: one of CAMPAIGNS
    local label="$1"
    shift
    [[ ",$campaigns," == *,"$label",* ]] || return 0
    /usr/bin/time -f "%e %U %S" -o "$out/time.txt" "$assay" "$@" --time "${seconds}s" -j 1 \
      --no-progress --out "$out/$label" >/dev/null 2>"$out/stderr.txt" || true
    share "$label" "$out/$label"
  }
  printf '%-26s %7s %6s %5s %9s %9s %10s %10s  %s\n' "" "wall s" runs t/o "runs s" "other s" \
    harness "Assay's" target
  campaign fuzz fuzz "$corpus/smt"
  campaign generate generate --solver bundled
  campaign horn horn "$corpus/chc"
  echo "t/o: runs that reached their time limit; harness: (wall - runs s) / wall, runs s the runs'"
  echo "wall_ms in results.jsonl; Assay's:"
  echo "(wall - runs s - other s) / wall, other s the engine's 'other solver calls' (model checks,"
  echo "fresh confirmations, reductions, the technique's own queries, the run the budget cut)"
  echo "$(load)"
fi

if [[ ",$parts," == *,4,* ]]; then
  echo "== (4) the paper's three timed triggers examples == $(load)"
  "$root/bench/triggers-paper.sh" 1
fi
