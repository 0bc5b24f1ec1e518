#!/bin/sh
# Answers the first check-sat, then dies by SIGSEGV.
echo sat
kill -SEGV $$
