#!/usr/bin/env python3
"""No behaviour keyed on a game's id outside games/ and judge/ (issue 22): a front end, the event
library and the other modules ask the pack for a capability (Game::has_procedure, pods, the
play-order walk), never "is this Economica?".

What it refuses, in every .cpp and .hpp under cli db decklint event pairing reports rulings web
(comments, from // to the end of the line, are not code):
- a string literal that is a game's id or alias as the packs declare them (games/<id>/ and each
  game.xml's <alias>), in any use: a comparison, a constant to compare later, a map key;
- a comparison (== != .compare .rfind .find .starts_with .ends_with) whose literal is the start of
  a game id ("scp", "scp-", "roe"), which is how an id is tested by its prefix.
judge/ (each game's adjudication) and games/ (the data) may name their games.

Usage: game_ids.py SOURCE_DIR    (exit 1 and one line per use found)
"""
import pathlib
import re
import sys

DIRS = ["cli", "db", "decklint", "event", "pairing", "reports", "rulings", "web"]
LITERAL = re.compile(r'"((?:[^"\\]|\\.)*)"')
COMPARED = re.compile(
    r'(?:(?:==|!=)\s*"((?:[^"\\]|\\.)*)")|(?:"((?:[^"\\]|\\.)*)"\s*(?:==|!=))'
    r'|(?:\.(?:compare|rfind|find|starts_with|ends_with)\(\s*(?:\d+\s*,\s*\d+\s*,\s*)?"((?:[^"\\]|\\.)*)")')


def game_ids(src: pathlib.Path):
    ids, names = set(), set()
    for pack in sorted((src / "games").iterdir()):
        xml = pack / "game.xml"
        if not xml.exists():
            continue
        ids.add(pack.name)
        names.add(pack.name)
        names.update(a.strip() for a in re.findall(r"<alias>([^<]+)</alias>", xml.read_text(encoding="utf-8")))
    return ids, names


def code_of(line: str) -> str:
    # The line without its // comment (a // inside a string literal is kept).
    quote = False
    for i, c in enumerate(line):
        if c == '"' and (i == 0 or line[i - 1] != "\\"):
            quote = not quote
        if not quote and line.startswith("//", i):
            return line[:i]
    return line


def main() -> int:
    src = pathlib.Path(sys.argv[1])
    ids, names = game_ids(src)
    found = []
    for d in DIRS:
        for f in sorted((src / d).rglob("*")):
            if f.suffix not in (".cpp", ".hpp"):
                continue
            rel = f.relative_to(src).as_posix()
            for n, raw in enumerate(f.read_text(encoding="utf-8").splitlines(), 1):
                line = code_of(raw)
                for lit in LITERAL.findall(line):
                    if lit in names:
                        found.append(f"{rel}:{n}: the game id \"{lit}\" in code: {line.strip()}")
                for groups in COMPARED.findall(line):
                    lit = next(g for g in groups if g) if any(groups) else ""
                    if lit and lit not in names and len(lit) >= 3 and any(i.startswith(lit) for i in ids):
                        found.append(f"{rel}:{n}: compares with the start of a game id (\"{lit}\"): {line.strip()}")
    for line in found:
        print(line)
    if found:
        print(f"{len(found)} uses of a game id outside games/ and judge/: let the pack declare a capability "
              "(db/pack.hpp) and ask for it")
        return 1
    print(f"no game id compared outside games/ and judge/ ({len(ids)} games, {len(names)} ids and aliases)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
