#!/usr/bin/env bash
# Solver throughput benchmark (see bench/README.md): N trivial queries (default 1000) through
# (a) one z3 process per query, (b) Assay fresh-state on the bundled Z3, (c) Assay session mode
# on the z3 binary, (d) one z3 -in fed by hand; median of R interleaved runs (default 3).
# Usage: bench/solver-throughput.sh [N [R]]
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
command -v z3 >/dev/null || { echo "bench: needs z3 on PATH (apt-get install z3)" >&2; exit 2; }
jar="$root/target/assay.jar"
if [ ! -f "$jar" ] || [ -n "$(find "$root/src/main" "$root/pom.xml" -newer "$jar" -print -quit)" ]; then
  (cd "$root" && mvn -q -B -DskipTests package >&2)
fi
exec java -cp "$jar" "$root/bench/SolverThroughput.java" "$@"
