#!/usr/bin/env bash
# fresh, session and push-pop side by side in one run, per solver, on corpus seeds and on mutants:
# `assay check --mode M -j 2 --timeout T` on (a) the seeds of CORPUS (default ../shared/corpus/smt)
# and (b) the mutants of `assay fuzz --dry-run --iterations 6 --seed 3` on its QF_S and QF_SLIA
# seeds. For each solver, set and mode: wall time (and its ratio to fresh), verdict counts, and how
# many cases get the same verdict as fresh ("timeout" and "unknown" count as one: undecided); runs
# that were run again in a fresh process (an error or a finding of a shared process) are counted
# apart. One run of each, in the order set, solver, mode. Environment: SEEDS (subfolders of CORPUS
# for the seed set; default all of CORPUS), ITERATIONS (default 6), SOLVERS (default "z3;cvc5
# --strings-exp;cvc4 --strings-exp"), KEEP=DIR keeps the run folders there (the table is then
# printed from whatever runs have finished: bench/session-modes.sh --table DIR).
# Usage: bench/session-modes.sh [CORPUS [TIMEOUT]] | bench/session-modes.sh --table DIR
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
IFS=';' read -r -a solvers <<<"${SOLVERS:-z3;cvc5 --strings-exp;cvc4 --strings-exp}"
table() {
python3 - "$1" "${solvers[@]}" <<'PY'
import json, os, sys, collections
out, solvers = sys.argv[1], sys.argv[2:]
def load(d):
    v, rerun = {}, 0
    for line in open(d + "/results.jsonl", encoding="utf-8"):
        r = json.loads(line)
        v[r["case"]] = r["verdict"]
        if "session_error" in r or "fresh_rerun" in r:
            rerun += 1
    return v, rerun
def same(a, b):
    undecided = ("timeout", "unknown")
    return a == b or (a in undecided and b in undecided)
print("| set | solver | mode | wall | / fresh | verdicts | same verdict as fresh | re-run fresh |")
print("| --- | --- | --- | ---: | ---: | --- | ---: | ---: |")
for s in ("mutants", "seeds"):
    for i, name in enumerate(solvers):
        base = None
        for mode in ("fresh", "session", "push-pop"):
            d = f"{out}/{s}-{i}-{mode}"
            if not os.path.exists(d + ".time") or not os.path.getsize(d + ".time"):
                continue
            wall = float(open(d + ".time").read().split()[-1])
            v, rerun = load(d)
            counts = collections.Counter(v.values())
            if base is None:
                base, fresh_wall = v, wall
            agree = sum(1 for c in base if c in v and same(base[c], v[c]))
            diff = collections.Counter(f"{base[c]}→{v.get(c)}" for c in base if not same(base[c], v.get(c)))
            text = ", ".join(f"{n} {k}" for k, n in sorted(counts.items()))
            d_text = "" if not diff else " (" + ", ".join(f"{n} {k}" for k, n in sorted(diff.items())) + ")"
            print(f"| {s} | `{name}` | {mode} | {wall:.1f} s | {wall / fresh_wall:.2f} | {text} |"
                  f" {agree}/{len(base)}{d_text} | {rerun} |")
PY
}
if [ "${1:-}" = --table ]; then table "$2"; exit 0; fi
corpus="${1:-$root/../shared/corpus/smt}"
timeout="${2:-5}"
for s in z3 cvc5 cvc4; do
  command -v "$s" >/dev/null || { echo "bench: needs $s on PATH" >&2; exit 2; }
done
"$root/assay" solvers >/dev/null # builds the jar outside the timing
if [ -n "${KEEP:-}" ]; then
  out="$KEEP"
  mkdir -p "$out"
else
  out="$(mktemp -d)"
  trap 'rm -rf "$out"' EXIT
fi
seeds=("$corpus")
if [ -n "${SEEDS:-}" ]; then
  seeds=()
  for s in $SEEDS; do seeds+=("$corpus/$s"); done
fi
"$root/assay" fuzz --dry-run --iterations "${ITERATIONS:-6}" --seed 3 --no-progress \
  --out "$out/fuzz" "$corpus/QF_S" "$corpus/QF_SLIA" >/dev/null 2>&1
for set in mutants seeds; do
  for i in "${!solvers[@]}"; do
    for mode in fresh session push-pop; do
      dir="$out/$set-$i-$mode"
      echo "$set, ${solvers[$i]}, $mode ..." >&2
      if [ "$set" = mutants ]; then input=("$out/fuzz/mutants"); else input=("${seeds[@]}"); fi
      /usr/bin/time -f "%e" -o "$dir.time" "$root/assay" check "${input[@]}" --solver "${solvers[$i]}" \
        --mode "$mode" -j 2 --timeout "$timeout" --no-progress --out "$dir" >/dev/null 2>"$dir.err" ||
        [ $? = 1 ] || { cat "$dir.err" >&2; exit 3; }
    done
  done
done
echo "$(find "${seeds[@]}" -name '*.smt2' | wc -l) seeds, $(find "$out/fuzz/mutants" -name '*.smt2' | wc -l)" \
  "mutants; -j 2, --timeout $timeout; $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg)"
echo "z3 $(z3 --version | awk '{print $3}'), cvc5 $(cvc5 --version | head -1 | awk '{print $NF}')," \
  "cvc4 $(cvc4 --version | head -1 | awk '{print $NF}')"
echo
table "$out"
