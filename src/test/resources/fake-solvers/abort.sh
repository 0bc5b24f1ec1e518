#!/bin/sh
# Reports a failed internal assertion the way C++ solvers do, then aborts.
echo 'z3: ../src/smt/theory_lra.cpp:1234: void check(): Assertion `m_valid'"'"' failed.' >&2
kill -ABRT $$
