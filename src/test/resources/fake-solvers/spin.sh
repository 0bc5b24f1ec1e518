#!/bin/sh
# Ignores SIGTERM, forks a child that ignores it too, and both spin on the CPU until killed with
# SIGKILL. $1: a word that marks the run in every command line (forked children keep it).
# Then a query file (fresh-state mode), --version, or nothing: a session that answers the
# (echo "...") commands it reads, so that it starts, and spins at its first check-sat.
case "$2" in --version) echo "spin 1.0"; exit 0 ;; esac
trap '' TERM
spin() {
  (while :; do :; done) &
  while :; do :; done
}
if [ -n "$2" ]; then spin; fi
while IFS= read -r line; do
  case "$line" in
    *'(echo "'*) m="${line#*\(echo \"}"; echo "${m%%\"*}" ;;
    *check-sat*) spin ;;
  esac
done
