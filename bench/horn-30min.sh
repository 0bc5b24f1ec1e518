#!/usr/bin/env bash
# The HornFuzz acceptance run: `assay horn` on the whole CHC corpus with Debian's z3 4.8.12, two
# workers, 30 minutes (all mutation groups, default heuristic, bundled Z3 4.14.1 as the
# independent solver). Then checks, from the run folder:
#  - the seed phase gives invalid-model on exactly the seeds SOURCES.md lists as having an invalid
#    default model (status.tsv column model_check "default model INVALID...");
#  - the seeds (others than those) with a confirmed mutation-caused invalid model (goal: >= 4);
#  - findings are reduced with at most 30 bug tests each (--reduce-tests 30), so reductions do not
#    eat the half hour;
#  - unconfirmed wrong statuses reported as findings (must be 0: an unconfirmed one is unchecked).
#
#   bench/horn-30min.sh [DURATION] [OUT]      (default 30m, target/bench/horn-30min)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
duration="${1:-30m}"
out="${2:-$root/target/bench/horn-30min}"
corpus="$root/../shared/corpus/chc"
command -v z3 >/dev/null || { echo "bench: z3 not found (apt-get install z3)" >&2; exit 2; }
"$root/assay" --version >/dev/null   # builds the jar if needed
rm -rf "$out"; mkdir -p "$(dirname "$out")"
echo "z3: $(z3 --version); $(nproc) cores; load: $(cut -d' ' -f1-3 /proc/loadavg); start $(date -u)"
"$root/assay" horn "$corpus" --solver z3 --model-check-solver bundled --time "$duration" -j 2 \
  --seed 1 --reduce-tests 30 --no-progress --out "$out" | tee "$out.txt" || true
python3 - "$out" "$corpus/status.tsv" <<'PY'
import csv, json, sys
out, status = sys.argv[1], sys.argv[2]
listed = sorted(r["file"].split("/")[-1][:-5] for r in csv.DictReader(open(status), delimiter="\t")
                if r["model_check"].startswith("default model INVALID"))
seed_invalid, mutation_invalid, wrong = set(), set(), []
for line in open(out + "/results.jsonl"):
    d = json.loads(line)
    case, verdict = d["case"], d["verdict"]
    name = d.get("seed", "").split("/")[-1].removesuffix(".smt2")
    if case.startswith("seed/") and verdict == "invalid-model":
        seed_invalid.add(name)
    elif case.startswith("visit-") and "/m" in case and verdict == "invalid-model" \
            and "seed's own model was invalid" not in d.get("note", ""):
        mutation_invalid.add(name)
    if verdict == "wrong-status" and not d.get("confirmation", "").startswith("confirmed"):
        wrong.append(case)
print(f"seed phase invalid-model: {len(seed_invalid)} (listed in SOURCES.md: {len(listed)})")
print("  exactly the listed ones:", sorted(seed_invalid) == listed)
print("  missing:", sorted(set(listed) - seed_invalid), "extra:", sorted(seed_invalid - set(listed)))
others = sorted(mutation_invalid - set(listed))
print(f"seeds with a confirmed mutation-caused invalid model (not listed): {len(others)} {others}")
print(f"unconfirmed wrong-status findings: {len(wrong)} {wrong[:5]}")
runs = sum(1 for _ in open(out + "/results.jsonl"))
print(f"runs: {runs}")
PY
