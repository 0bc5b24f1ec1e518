#!/usr/bin/env bash
# Saves each solver's own description of its options under raw/, as the input of
# ExtractOptionCatalogs.java (see README.md). Run once per solver release; the files are checked in
# so that the catalogs can be rebuilt and reviewed without the solvers.
#   cvc5: --help, --show-config, and --OPTION=help for every option taking a MODE
#   cvc4: --help and --OPTION=help for every MODE option
#   z3 binary: -pd (parameter descriptions with defaults)
#   bundled Z3 (tools.aqua:z3-turnkey): parameter descriptions through the Z3 API (DumpZ3Params.java)
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
raw="$here/raw"
mkdir -p "$raw"

modes() { # solver help-file out-file
  : >"$3"
  grep -oE -- '--[a-z0-9-]+=MODE' "$2" | sed 's/=MODE//' | sort -u | while read -r opt; do
    printf '=== %s\n' "$opt" >>"$3"
    "$1" "$opt=help" >>"$3" 2>&1 || true
  done
}

if command -v cvc5 >/dev/null; then
  v="$(cvc5 --version | sed -n 's/.*version \([0-9.]*\).*/\1/p' | head -1)"
  cvc5 --help >"$raw/cvc5-$v-help.txt" 2>&1 || true
  cvc5 --show-config >"$raw/cvc5-$v-show-config.txt" 2>&1 || true
  modes cvc5 "$raw/cvc5-$v-help.txt" "$raw/cvc5-$v-modes.txt"
fi
if command -v cvc4 >/dev/null; then
  v="$(cvc4 --version | sed -n 's/.*version \([0-9.]*\).*/\1/p' | head -1)"
  cvc4 --help >"$raw/cvc4-$v-help.txt" 2>&1 || true
  modes cvc4 "$raw/cvc4-$v-help.txt" "$raw/cvc4-$v-modes.txt"
fi
if command -v z3 >/dev/null; then
  v="$(z3 --version | sed -n 's/.*version \([0-9.]*\).*/\1/p' | head -1)"
  z3 -pd >"$raw/z3-$v-pd.txt" 2>&1 || true
fi
cp="$(cd "$root" && mvn -q -o dependency:build-classpath -Dmdep.outputFile=/dev/stdout)"
java -cp "$cp" "$here/DumpZ3Params.java" >"$raw/z3-bundled-pd.txt"
v="$(sed -n 's/^# Z3 version \([0-9.]*\)$/\1/p' "$raw/z3-bundled-pd.txt")"
mv "$raw/z3-bundled-pd.txt" "$raw/z3-$v-api-pd.txt"
echo "raw option lists written to $raw"
