#!/usr/bin/env python3
"""Strings must not stand in for types: counts the string comparisons with internal words left in
the libraries and front ends, and fails over a budget or on one not listed with its reason.

How it counts (issue 22):
- Internal words are the names judgekit gives its own kinds of things: every word of an enum's name
  table in the sources (each `{Enum::value, "word"}` pair, as db/name_table.hpp tables are
  written), every game pack's id (games/<id>/), and the ids a pack declares for its procedures,
  tiebreakers, rule kinds and setup scenarios (games/*/game.xml).
- A comparison is `==` or `!=` with such a word as a string literal on either side
  (`x == "legal"`, `"swiss" != stage`), or `.compare(`, `.rfind(` (at 0) or `starts_with(` with one.
  Comparisons through a name table (`parse_in(table, text)`) compare a variable, not a literal, and
  are the one place a word is read, as the rule wants.
- Read: every .cpp and .hpp under cli db decklint event judge pairing reports rulings web; a
  comment (from // to the end of the line) is not code.
- Each comparison left must be in tests/style/string_compares.allow as `file|the comparison|why`
  (the comparison as the source writes it, e.g. `value == kDraw`); at most BUDGET may be left.
  An allowlist line that matches nothing fails too, so the list never outgrows the code.

Usage: string_compares.py SOURCE_DIR [--list]   (--list prints every comparison found)
"""
import pathlib
import re
import sys

BUDGET = 20
DIRS = ["cli", "db", "decklint", "event", "judge", "pairing", "reports", "rulings", "web"]


def vocabulary(src: pathlib.Path) -> set:
    words = set()
    pair = re.compile(r'\{\s*[A-Z][A-Za-z0-9_]*(?:::[A-Za-z0-9_]+)+\s*,\s*"([^"\\]+)"\s*\}')
    for d in DIRS:
        for f in sorted((src / d).rglob("*")):
            if f.suffix in (".cpp", ".hpp"):
                words.update(pair.findall(f.read_text(encoding="utf-8")))
    for pack in sorted((src / "games").iterdir()):
        if not (pack / "game.xml").exists():
            continue
        words.add(pack.name)
        xml = (pack / "game.xml").read_text(encoding="utf-8")
        for element in ("procedure", "tiebreaker", "setup"):
            words.update(re.findall(r"<%s\b[^>]*\bid=\"([^\"]+)\"" % element, xml))
        words.update(re.findall(r'<rule\b[^>]*\bkind="([^"]+)"', xml))
    return words


def strip_comment(line: str) -> str:
    # Drops a // comment, leaving string literals that contain // alone.
    out, quote, i = [], False, 0
    while i < len(line):
        c = line[i]
        if c == '"' and (i == 0 or line[i - 1] != "\\"):
            quote = not quote
        if not quote and line.startswith("//", i):
            break
        out.append(c)
        i += 1
    return "".join(out)


def comparisons(src: pathlib.Path, words: set):
    lit = r'"((?:[^"\\]|\\.)*)"'
    operand = r'[A-Za-z_][A-Za-z0-9_:.>\-\[\]()*]*'
    # Each pattern with the group that holds the literal.
    patterns = [
        (re.compile(r'(' + operand + r')\s*(==|!=)\s*' + lit), 3),
        (re.compile(lit + r'\s*(==|!=)\s*(' + operand + r')'), 1),
        (re.compile(r'(' + operand + r')\.(compare|rfind)\(\s*(?:\d+\s*,\s*\d+\s*,\s*)?' + lit), 3),
        (re.compile(r'(' + operand + r')\.(starts_with|ends_with)\(\s*' + lit), 3),
    ]
    found = []
    for d in DIRS:
        for f in sorted((src / d).rglob("*")):
            if f.suffix not in (".cpp", ".hpp"):
                continue
            rel = f.relative_to(src).as_posix()
            for n, raw in enumerate(f.read_text(encoding="utf-8").splitlines(), 1):
                line = strip_comment(raw)
                for p, literal in patterns:
                    for m in p.finditer(line):
                        if m.group(literal) in words:
                            found.append((rel, n, m.group(0).strip(), m.group(literal)))
    return found


def main() -> int:
    src = pathlib.Path(sys.argv[1])
    words = vocabulary(src)
    found = comparisons(src, words)
    if "--list" in sys.argv:
        for rel, n, text, word in found:
            print(f"{rel}:{n}: {text}")
        print(f"{len(found)} comparisons with internal words ({len(words)} words)")
        return 0
    allow_file = src / "tests/style/string_compares.allow"
    allowed = []
    for line in allow_file.read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        parts = line.split("|")
        if len(parts) != 3 or not parts[2].strip():
            print(f"{allow_file}: '{line}': write file|comparison|reason")
            return 1
        allowed.append((parts[0].strip(), parts[1].strip()))
    status = 0
    used = set()
    for rel, n, text, word in found:
        key = next((a for a in allowed if a[0] == rel and a[1] in text), None)
        if key is None:
            print(f"{rel}:{n}: '{text}' compares the internal word \"{word}\" as a string; parse it once into its enum "
                  f"(one name table) where it enters, or list it in tests/style/string_compares.allow with the reason")
            status = 1
        else:
            used.add(key)
    for a in allowed:
        if a not in used:
            print(f"tests/style/string_compares.allow: '{a[0]}|{a[1]}' matches no comparison any more; remove it")
            status = 1
    if len(found) > BUDGET:
        print(f"{len(found)} string comparisons with internal words; the budget is {BUDGET}")
        status = 1
    if status == 0:
        print(f"string comparisons with internal words: {len(found)} (budget {BUDGET}), each listed with its reason")
    return status


if __name__ == "__main__":
    sys.exit(main())
