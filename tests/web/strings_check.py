#!/usr/bin/python3
"""Every text a web page shows through c.t("...") or tr(lang, "...") has its entry in web/strings.cpp
(so a Japanese phone never gets an English word by omission). Usage: strings_check.py SOURCE_DIR"""
import glob
import os
import re
import sys

src = sys.argv[1]
table = open(os.path.join(src, "web", "strings.cpp"), encoding="utf-8").read()
keys = set(re.findall(r'\{"((?:[^"\\]|\\.)*)", "(?:[^"\\]|\\.)*"\}', table))
used = {}
for path in sorted(glob.glob(os.path.join(src, "web", "*.cpp"))):
    text = open(path, encoding="utf-8").read()
    for m in re.finditer(r'\bc\.t\(\s*"((?:[^"\\]|\\.)*)"\s*\)', text):
        used.setdefault(m.group(1), os.path.basename(path))
    # Labels kept in tables and passed to c.t() later: {"cash", "Cash (現金)"}.
    for m in re.finditer(r'\{"[a-z_]+", "((?:[^"\\]|\\.)*)"\}', text):
        if os.path.basename(path) != "strings.cpp" and re.search(r"[A-Z]", m.group(1)[:1]):
            used.setdefault(m.group(1), os.path.basename(path))
missing = sorted(k for k in used if k not in keys)
for k in missing:
    print(f"web/{used[k]}: \"{k}\" has no entry in web/strings.cpp")
print(f"{len(used)} web strings, {len(missing)} without a translation")
sys.exit(1 if missing else 0)
