#!/bin/sh
# Answers and exits normally, leaving a child running that holds stdout open.
# $1: file to record the child's process id in.
sleep 1000 &
echo $! >> "$1"
echo unsat
