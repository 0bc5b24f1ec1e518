#!/bin/sh
# A bundled worker's fresh-state protocol (solver.WorkerProtocol frames) without its time limits:
# a frame whose text contains hang-now never ends, whatever limit its header carries; any other
# non-empty frame answers sat. The first argument is a file the script appends its pid to; the rest
# (the worker's main class, its flags) are ignored.
echo $$ >>"$1"
while IFS= read -r header; do
  [ -z "$header" ] && continue
  set -- $header
  text=$(dd bs=1 count="$2" 2>/dev/null)
  case "$text" in
    *hang-now*) while :; do sleep 1; done ;;
  esac
  [ -n "$text" ] && echo sat
  echo "$3"
done
