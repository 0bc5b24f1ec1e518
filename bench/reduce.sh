#!/usr/bin/env bash
# assay reduce on real failures of the solvers on PATH, measured as ddSMT's evaluation measures a
# delta debugger (Kremer, Niemetz and Preiner, CAV 2021; its artifact's results.py): per input
# the reduction 1 - out/in in bytes, then the average and the median over the inputs, and the
# wall time. The failures are those of two short `assay generate` campaigns with fixed seeds:
#   cvc5 1.0.3 --fp-exp on FloatingPoint formulas (crashes by SIGSEGV and wrong unsat answers),
#   z3 4.8.12 on FloatingPoint formulas (wrong answers);
# each failure's original case (original.smt2: the generated file, with its status) is reduced:
#   (a) by Assay's verdict (crash: the same crash message; wrong status: the file's planted witness
#       model, which assay generate writes as a comment, satisfies every smaller file), -j 1;
#   (b) the same with -j 2: the reduced file must be the same, the time is what two jobs save;
#   (c) crashes only, ddSMT's default notion of failing: --exit-code 139 (the exit code a shell
#       reports for SIGSEGV) and nothing else.
# Then the first cvc5 crash again, hidden in a real benchmark: the commands of a corpus file
# (QF_LIA, QF_SLIA; CORPUS, default ../shared/corpus/smt) followed by the crash's, under
# (set-logic ALL): a larger input where most of the text has nothing to do with the failure.
# Usage: bench/reduce.sh [PER_KIND [OUT]]   (PER_KIND inputs of each solver and kind, default 4)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
per="${1:-4}"
out="${2:-$(mktemp -d)}"
corpus="${CORPUS:-$root/../shared/corpus/smt}"
mkdir -p "$out"
assay="$root/assay"
"$assay" --version >/dev/null # built before anything is timed
uptime | sed 's/^/load before: /'
# the campaigns (kept in OUT: a second run of the script reuses them)
campaign() { # NAME SOLVER COUNT
  [ -f "$out/$1/run.json" ] && return 0
  "$assay" generate --solver "$2" --theories fp --count "$3" --seed 3 -j 2 --reduce-tests 1 \
    --no-progress --no-report --out "$out/$1" >"$out/$1.log" 2>&1 || true
}
campaign cvc5-fp 'cvc5 --fp-exp' 150
campaign z3-fp z3 200

# PER_KIND failures of each campaign's solver and kind, in case order
pick() { # RUNDIR SOLVER KIND
  local d
  for d in $(ls -d "$1"/failures/"$2"/*/ 2>/dev/null | sort -V); do
    if grep -q "^verdict: *$3" "$d/README.txt"; then echo "$d"; fi
  done | head -n "$per"
}
row() { # NAME MODE SOLVER-ARGS...: reduce, print a table row
  local name="$1" mode="$2" in="$3"
  local res="$out/$name-$mode.smt2"
  shift 3
  local start end code
  start=$(date +%s.%N)
  code=0
  "$assay" reduce "$in" "$@" -o "$res" >"$out/$name-$mode.log" 2>&1 || code=$?
  end=$(date +%s.%N)
  local before after tests
  # bytes of SMT-LIB, without comment lines (generated files carry a header and their witness)
  before=$(grep -v '^;' "$in" | wc -c)
  if [ "$code" -eq 0 ]; then
    after=$(grep -v '^;' "$res" | wc -c)
    tests=$(sed -n 's/.* in \([0-9]*\) tests.*/\1/p' "$out/$name-$mode.log" | head -n1)
    printf '| %s | %s | %d | %d | %.1f %% | %s | %.1f |\n' "$name" "$mode" "$before" "$after" \
      "$(echo "100 * (1 - $after / $before)" | bc -l)" "$tests" "$(echo "$end - $start" | bc -l)"
  else
    printf '| %s | %s | %d | - | not reduced (exit %d) | - | %.1f |\n' "$name" "$mode" "$before" \
      "$code" "$(echo "$end - $start" | bc -l)"
  fi
}
echo "| input | mode | bytes in | bytes out | reduction | tests | wall s |"
echo "| --- | --- | ---: | ---: | ---: | ---: | ---: |"
for d in $(pick "$out/cvc5-fp" cvc5 crash); do
  n="cvc5-crash-$(basename "$d")"
  row "$n" verdict "$d/original.smt2" --solver 'cvc5 --fp-exp'
  row "$n" verdict-j2 "$d/original.smt2" --solver 'cvc5 --fp-exp' -j 2
  row "$n" exit-code "$d/original.smt2" --solver 'cvc5 --fp-exp' --exit-code 139
done
for spec in "cvc5-fp cvc5 cvc5 --fp-exp" "z3-fp z3 z3"; do
  set -- $spec
  run="$1" solver="$2"
  shift 2
  for d in $(pick "$out/$run" "$solver" wrong-status); do
    n="$solver-wrong-$(basename "$d")"
    row "$n" verdict "$d/original.smt2" --solver "$*"
    row "$n" verdict-j2 "$d/original.smt2" --solver "$*" -j 2
  done
done
embed() { # CORPUS-FILE CRASH-FILE OUT: the crash's commands after the benchmark's
  {
    echo '(set-logic ALL)'
    grep -v -E '^\((set-logic|check-sat|exit|get-model)|:status|smt-lib-version' "$1"
    grep -v '^;' "$2" | grep -v -E '^\((set-logic|check-sat|exit)|:status|smt-lib-version'
    echo '(check-sat)'
  } >"$3"
}
crash="$(pick "$out/cvc5-fp" cvc5 crash | head -n1 || true)"
for bench in QF_LIA/v10_problem__017.smt2.slack.smt2 QF_SLIA/16131.corecstrs.readable.smt2; do
  n="cvc5-crash-in-$(basename "$(dirname "$bench")")"
  embed "$corpus/$bench" "$crash/original.smt2" "$out/$n.smt2"
  row "$n" verdict "$out/$n.smt2" --solver 'cvc5 --fp-exp'
  row "$n" verdict-j2 "$out/$n.smt2" --solver 'cvc5 --fp-exp' -j 2
  row "$n" exit-code "$out/$n.smt2" --solver 'cvc5 --fp-exp' --exit-code 139
done
for f in "$out"/*-verdict-j2.smt2; do
  one="${f%-j2.smt2}.smt2"
  if [ -f "$one" ] && ! cmp -s <(grep -v '^;' "$one") <(grep -v '^;' "$f"); then
    echo "DIFFERENT with -j 2: $f"
  fi
done
uptime | sed 's/^/load after: /'
echo "files: $out"
