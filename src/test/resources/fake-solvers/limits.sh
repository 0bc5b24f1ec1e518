#!/bin/sh
# Reports the address-space limit it runs under (as a comment), then answers.
echo "; $(grep 'Max address space' /proc/$$/limits)"
echo sat
