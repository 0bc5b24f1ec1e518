#!/usr/bin/env bash
# Strings suite generation benchmark (see bench/README.md): generating the whole assay strings
# suite without solving, in memory (bench/StringsGenerate.java: first run in a fresh JVM and best
# of R warm runs) and as a whole command writing every test (assay strings --list), against the
# budget of 2 s.
# Usage: bench/strings-generate.sh [ROUNDS]
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
jar="$root/target/assay.jar"
if [ ! -f "$jar" ] || [ -n "$(find "$root/src/main" "$root/pom.xml" -newer "$jar" -print -quit)" ]; then
  (cd "$root" && mvn -q -B -DskipTests package >&2)
fi
# The JVM flags of the assay launcher for this subcommand (quick JIT, serial GC).
flags="-XX:TieredStopAtLevel=1 -XX:+UseSerialGC"
java $flags -cp "$jar" "$root/bench/StringsGenerate.java" "${1:-5}"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
start=$(date +%s%N)
java $flags -jar "$jar" strings --list --out "$out/suite" | head -1
end=$(date +%s%N)
echo "assay strings --list (generate and write $(find "$out/suite" -name '*.smt2' | wc -l) files): $(( (end - start) / 1000000 )) ms wall, budget for generation alone 2000 ms"
