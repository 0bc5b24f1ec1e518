#!/bin/sh
# A bundled worker's fresh-state protocol (solver.WorkerProtocol frames) without its time limits:
# a frame whose text contains hang-now never ends, whatever limit its header carries; any other
# non-empty frame answers sat. Arguments (the worker's main class, its flags) are ignored.
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
