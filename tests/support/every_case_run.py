#!/usr/bin/env python3
"""Every test case of a folder's test program is run by exactly one ctest name (tests/CMakeLists.txt,
jk_add_test): the program's whole list against the lists its names select (Catch2's file tags).
A file that gains its first TEST_CASE after cmake last ran, or a case named twice, fails here.

Usage: every_case_run.py PROGRAM SPEC...   (each SPEC as jk_add_test gave it to ctest)"""
import collections
import subprocess
import sys


def names(program, *spec):
    out = subprocess.run([program, "-#", "--list-test-names-only", *spec], capture_output=True, text=True, check=False).stdout
    return [line.strip() for line in out.splitlines() if line.strip()]


program, specs = sys.argv[1], sys.argv[2:]
every = names(program)
runs = collections.Counter(n for spec in specs for n in names(program, spec))
missing = [n for n in every if runs[n] == 0]
twice = [n for n, k in runs.items() if k > 1]
for n in missing:
    print(f"not run by any ctest name (reconfigure with cmake, or add its file to a jk_add_test): {n}")
for n in twice:
    print(f"run by {runs[n]} ctest names: {n}")
print(f"{program}: {len(every)} test cases, {len(specs)} ctest names")
sys.exit(1 if missing or twice or not every else 0)
