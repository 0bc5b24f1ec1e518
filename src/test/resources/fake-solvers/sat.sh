#!/bin/sh
# Answers sat at once (fresh-state mode: $1 is the query file).
case "$1" in --version) echo "sat 1.0"; exit 0 ;; esac
echo sat
