#!/bin/sh
# A tiny interactive solver for session tests, one command per line:
# (check-sat) -> sat, (echo "m") -> m; a line with crash-now dies by SIGSEGV, hang-now hangs
# ignoring SIGTERM, (exit) exits. $1: file to record its process id in.
echo $$ >> "$1"
while IFS= read -r line; do
  case "$line" in
    *crash-now*) kill -SEGV $$ ;;
    *hang-now*) trap '' TERM; while :; do sleep 1; done ;;
    *'(exit)'*) exit 0 ;;
    *'(check-sat)'*) echo sat ;;
    *'(echo "'*) m=${line#*\"}; m=${m%%\"*}; echo "$m" ;;
  esac
done
