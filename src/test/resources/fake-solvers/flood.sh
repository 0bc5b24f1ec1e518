#!/bin/sh
# Answers, then prints one gigabyte of garbage on stdout.
echo sat
yes garbage-garbage-garbage | head -c 1000000000
