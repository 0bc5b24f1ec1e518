#!/usr/bin/env bash
# Probes every shipped catalog against the solvers on this machine (see README.md) and rewrites the
# probe rows of src/main/resources/dev/assay/solver/options/*-constraints.tsv.
# Usage: tools/option-catalogs/probe.sh [PROFILES]   (default 200 random profiles per solver)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$root"
mvn -q -o -B -DskipTests package
n="${1:-200}"
probe() { java -cp target/assay.jar tools/option-catalogs/ProbeOptions.java "$@" "$n"; }
command -v cvc5 >/dev/null && probe cvc5 1.0.3 cvc5
command -v cvc4 >/dev/null && probe cvc4 1.8 cvc4
command -v z3 >/dev/null && probe z3 4.8.12 z3
probe z3 4.14.1 bundled
