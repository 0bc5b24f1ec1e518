#!/bin/sh
# Answers something that is no SMT-LIB response.
echo 'banana split'
