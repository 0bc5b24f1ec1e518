#!/usr/bin/env bash
# Mutation throughput benchmark (see bench/README.md): Algorithm 1 (i=300, wl=50) over the seed
# corpus on one thread, no solver; mutants/s as scripts and as printed .smt2, against the target
# of 10 000 mutants/s per core.
# Usage: bench/mutation-throughput.sh [CORPUS [SECONDS]]
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
jar="$root/target/assay.jar"
if [ ! -f "$jar" ] || [ -n "$(find "$root/src/main" "$root/pom.xml" -newer "$jar" -print -quit)" ]; then
  (cd "$root" && mvn -q -B -o -DskipTests package >&2)
fi
corpus="${1:-$root/../shared/corpus/smt}"
exec java -Xss8m -cp "$jar" "$root/bench/MutationThroughput.java" "$corpus" "${2:-20}"
