#!/usr/bin/env bash
# Generation throughput (see bench/README.md): bench/GenerateThroughput.java (in memory and printed,
# per CPU second of one thread) and assay generate writing N files, against the target of 5 000
# formulas per second per core.
# Usage: bench/generate-throughput.sh [ROUNDS] [N]
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
jar="$root/target/assay.jar"
if [ ! -f "$jar" ] || [ -n "$(find "$root/src/main" "$root/pom.xml" -newer "$jar" -print -quit)" ]; then
  (cd "$root" && mvn -q -B -DskipTests package >&2)
fi
rounds="${1:-5}"
n="${2:-20000}"
java -cp "$jar" "$root/bench/GenerateThroughput.java" "$rounds" "$n"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
/usr/bin/time -f "assay generate --count $n: %e s wall, %U s user + %S s sys CPU" \
  java -jar "$jar" generate --out "$out/files" --count "$n" --seed 1 | head -1
