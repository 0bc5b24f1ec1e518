#!/usr/bin/env bash
# Items per second of one campaign on --engine local (-j 2) and on Spark (local[2] and a real
# local-cluster[2,1,1024]: a master, two workers and two executor JVMs apart from the driver), side
# by side in one run on this machine, and the driver's own cost per item (the time its writer spends
# recording: store rows, folders, statistics). Two workloads, each the same items on every engine:
#   fuzz  — assay fuzz on the QF_LIA and QF_S seeds of CORPUS (default ../shared/corpus/smt) with
#           z3 (Debian's, on PATH), --iterations 3 --seed 1: one item per seed, real solver work;
#   check — assay check of N generated one-line files (default 400) with a fake solver that answers
#           at once: items that cost almost nothing but what the engine and the driver add.
# Then the same fuzz campaign once more on local-cluster through Spark's own submit class
# (org.apache.spark.deploy.SparkSubmit, what bin/spark-submit runs), with the shaded
# assay-spark.jar as the application jar: the recipe of docs/distributed.md.
# With PG_URL (a PostgreSQL store, jdbc:postgresql://...), the check workload also runs on local and
# local-cluster into it: the driver's cost per item on the store shared between machines.
# Results (a table) are printed; run folders go to OUT (default a temporary folder).
# Usage: bench/distributed.sh [CORPUS [N]]
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
corpus="${1:-$root/../shared/corpus/smt}"
n="${2:-400}"
out="${OUT:-$(mktemp -d)}"
mkdir -p "$out"
(cd "$root" && mvn -q -B -DskipTests -Dspotless.check.skip=true install >/dev/null)
(cd "$root/assay-spark" && mvn -q -B -DskipTests package >/dev/null \
  && mvn -q -B dependency:build-classpath -Dmdep.outputFile="$out/classpath.txt" >/dev/null)
cp="$root/assay-spark/target/classes:$(cat "$out/classpath.txt")"
export SPARK_HOME="$out/spark-home" SPARK_LOCAL_IP=127.0.0.1
mkdir -p "$SPARK_HOME/jars"
# what Spark's launcher gives a Java 17 JVM (JavaModuleOptions): the @argfile ./assay uses too
jvm=(-Xss16m "@$root/assay-spark/java17.args")

seeds="$out/seeds"
mkdir -p "$seeds"
cp "$corpus"/QF_LIA/*.smt2 "$corpus"/QF_S/*.smt2 "$seeds"/
files="$out/files"
mkdir -p "$files"
for i in $(seq 1 "$n"); do
  printf '(set-info :status sat)\n(declare-const x Int)\n(assert (> x %d))\n(check-sat)\n' "$i" \
    >"$files/f$i.smt2"
done
fake="$out/sat.sh"
printf '#!/bin/sh\ncase "$1" in --version) echo "sat 1.0"; exit 0 ;; esac\necho sat\n' >"$fake"
chmod +x "$fake"

run() { # name engine command args...
  local name="$1" engine="$2"; shift 2
  local start end
  start=$(date +%s.%N)
  java "${jvm[@]}" -cp "$cp" dev.assay.spark.AssaySpark "$@" --engine "$engine" -j 2 \
    --no-report --no-progress --out "$out/$name" >"$out/$name.out" 2>"$out/$name.err" || true
  end=$(date +%s.%N)
  echo "$end - $start" | bc >"$out/$name.time"
}
for engine in local spark:local[2] "spark:local-cluster[2,1,1024]"; do
  tag="${engine//[^a-z0-9]/-}"
  run "fuzz-$tag" "$engine" fuzz "$seeds" --solver z3 --iterations 3 --seed 1
  run "check-$tag" "$engine" check "$files" --solver "fake=cmd:$fake"
done
if [ -n "${PG_URL:-}" ]; then
  run "check-pg-local" local check "$files" --solver "fake=cmd:$fake" --store "$PG_URL"
  run "check-pg-spark-local-cluster-2-1-1024-" "spark:local-cluster[2,1,1024]" check "$files" \
    --solver "fake=cmd:$fake" --store "$PG_URL"
fi
# the spark-submit recipe: the shaded jar as the application, Spark's submit class as the launcher
start=$(date +%s.%N)
java "${jvm[@]}" -cp "$(cat "$out/classpath.txt")" org.apache.spark.deploy.SparkSubmit \
  --master "local-cluster[2,1,1024]" --class dev.assay.spark.AssaySpark \
  "$root/assay-spark/target/assay-spark.jar" fuzz "$seeds" --solver z3 --iterations 3 --seed 1 \
  --engine spark --no-report --no-progress --out "$out/fuzz-submit" \
  >"$out/fuzz-submit.out" 2>"$out/fuzz-submit.err" || true
echo "$(date +%s.%N) - $start" | bc >"$out/fuzz-submit.time"

python3 - "$out" <<'PY'
import json, os, re, sys
out = sys.argv[1]
def row(name):
    d = f"{out}/{name}"
    if not os.path.exists(d + "/results.jsonl"):
        return None
    items = set()
    verdicts = {}
    for line in open(d + "/results.jsonl", encoding="utf-8"):
        r = json.loads(line)
        items.add(r["item"])
        verdicts[(r["item"], r["case"], r["solver"])] = r["verdict"]
    wall = float(open(d + ".time").read())
    err = open(d + ".err").read()
    m = re.search(r"context up in ([0-9.]+) s; the driver recorded (\d+) items in ([0-9.]+) s \(([0-9.]+) ms", err)
    return items, verdicts, wall, m
print(f"run folders: {out}\n")
print("| workload | engine | items | wall s | items/s | / local | Spark start s | driver ms/item | runs with another verdict than local |")
print("| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
for w in ("fuzz", "check", "check-pg"):
    base = row(f"{w}-local")
    for name, label in (("local", "local -j 2"), ("spark-local-2-", "spark:local[2]"),
                        ("spark-local-cluster-2-1-1024-", "spark:local-cluster[2,1,1024]"),
                        ("submit", "SparkSubmit, local-cluster[2,1,1024]")):
        r = row(f"{w}-{name}")
        if r is None:
            continue
        items, verdicts, wall, m = r
        rate = len(items) / wall
        ratio = rate / (len(base[0]) / base[2]) if base else float("nan")
        start = m.group(1) if m else "-"
        per = m.group(4) if m else "-"
        same = "-" if name == "local" or not base else str(
            sum(1 for k in set(verdicts) | set(base[1]) if verdicts.get(k) != base[1].get(k)))
        print(f"| {w} | {label} | {len(items)} | {wall:.1f} | {rate:.2f} | {ratio:.2f} | {start} | {per} | {same} |")
PY
