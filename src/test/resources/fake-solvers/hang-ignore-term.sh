#!/bin/sh
# Ignores SIGTERM (its child sleep inherits that) and never answers: only SIGKILL ends it.
# $1: file to record process ids in.
trap '' TERM
echo $$ >> "$1"
sleep 1000 &
echo $! >> "$1"
while :; do sleep 1; done
