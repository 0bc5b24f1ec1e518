#!/usr/bin/env bash
# Campaigns against the newest releases Assay can run (docs/findings.md, "On the newest
# releases"): cvc5 1.3.2 (bundled-cvc5) or Z3 5.1.0 (z3-wasm@5.2.0), every technique that fits, one
# after the other, on one worker at nice 10 (the machine's two cores are shared):
#   generate  random option profiles and incremental scripts, FloatingPoint drawn often, then
#             without FloatingPoint (every other theory), so that FloatingPoint's known problems do
#             not take the whole budget
#   fuzz      weakening/strengthening mutants of ../shared/corpus/smt
#   strings   the strings-by-construction suite (stopped after STRINGS_TIME if not done)
#   horn      HornFuzz on ../shared/corpus/chc (Z3 only: the CHC engine is Z3's Spacer)
# Findings land in each run folder's store (assay findings list OUT/NAME); every wrong status is
# confirmed before it counts.
# cvc5 runs with --fp-exp (FloatingPoint beyond Float32/Float64) and --arrays-exp (constant arrays,
# which cvc5 1.3.2 refuses without it).
# Usage: bench/releases-campaign.sh cvc5|z3 OUT [PARTS]
#   PARTS: which parts to run, e.g. "generate fuzz strings" (default: all)
#   ASSAY=CMD runs another Assay (e.g. "java -jar /tmp/assay.jar", so that rebuilding the work tree
#   does not change the jar under a running campaign); GEN_TIME, FUZZ_TIME, STRINGS_TIME,
#   HORN_TIME set the parts' durations (default 20m, 20m, 12m, 8m, 10m: about an hour).
set -uo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
which="${1:?cvc5 or z3}"
out="${2:?output folder}"
read -r -a assay <<<"${ASSAY:-$root/assay}"
corpus="$root/../shared/corpus"
gen="${GEN_TIME:-20m}"
fuzz_time="${FUZZ_TIME:-12m}"
strings_time="${STRINGS_TIME:-8m}"
horn_time="${HORN_TIME:-10m}"
case "$which" in
  cvc5) solver='bundled-cvc5 --strings-exp --fp-exp --arrays-exp' ;;
  z3) solver='z3-wasm@5.2.0' ;;
  *) echo "usage: $0 cvc5|z3 OUT" >&2; exit 2 ;;
esac
parts=" ${3:-generate-fp generate fuzz strings horn} "
mkdir -p "$out"
part() {
  local name="$1"
  shift
  [[ "$parts" == *" $name "* ]] || return 0
  echo "== $name: started $(date -u +%FT%TZ); uptime: $(uptime)" >>"$out/parts.log"
  nice -n 10 "$@" --out "$out/$name" >"$out/$name.log" 2>&1
  echo "== $name: ended $(date -u +%FT%TZ), exit $?" >>"$out/parts.log"
}
common=(-j 1 --no-progress --timeout 5)
part generate-fp "${assay[@]}" generate --solver "$solver" "${common[@]}" --time "$gen" --seed 11 \
  --option-profiles 3 --incremental-share 0.2 --theories all,fp:6
part generate "${assay[@]}" generate --solver "$solver" "${common[@]}" --time "$gen" --seed 12 \
  --option-profiles 3 --incremental-share 0.2 --theories ints,reals,strings,bv,arrays,datatypes,uf
part fuzz "${assay[@]}" fuzz --solver "$solver" "${common[@]}" --time "$fuzz_time" --seed 13 "$corpus/smt"
part strings timeout -s INT "$strings_time" "${assay[@]}" strings --solver "$solver" "${common[@]}"
if [ "$which" = z3 ]; then
  part horn "${assay[@]}" horn --solver "$solver" "${common[@]}" --time "$horn_time" --seed 14 "$corpus/chc"
fi
echo "findings: ${assay[*]} findings list $out/NAME"
