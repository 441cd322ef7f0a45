#!/usr/bin/env python3
"""Fails when a catalogue's placeholders disagree.

Usage: check_placeholders.py FILE.po...

One placeholder style (issue 22): a msgid holds no printf-style directive (%s, %d, %1$s, ...;
"%%" is a literal percent), and every translated msgstr names exactly the {placeholders} of its
msgid (a plural's msgstr[n] those of msgid_plural or msgid). "{{" and "}}" are literal braces
(jk::format), so they are not placeholders. Prints `file:line: problem` for each entry that fails.
"""
import re
import sys

PRINTF = re.compile(r"%(?:\d+\$)?[-+#0]*\d*(?:\.\d+)?(?:hh|h|ll|l|z|j|t|L)?[diouxXeEfgGcsp]")
NAMED = re.compile(r"\{([A-Za-z_][A-Za-z_0-9]*)\}")


def unquote(s):
    s = s.strip()
    if not (s.startswith('"') and s.endswith('"')):
        return ""
    return bytes(s[1:-1], "utf-8").decode("unicode_escape").encode("latin-1").decode("utf-8")


def entries(path):
    """Yields (line, {field: text}) per entry; field is msgid, msgid_plural, msgstr or msgstr[n]."""
    entry, field, line = {}, None, 0
    with open(path, encoding="utf-8") as f:
        for n, raw in enumerate(f, 1):
            s = raw.rstrip("\n")
            if not s.strip() or s.startswith("#"):
                if entry and not s.strip():
                    yield line, entry
                    entry, field = {}, None
                continue
            m = re.match(r"(msgctxt|msgid_plural|msgid|msgstr(?:\[\d+\])?)\s+(.*)$", s)
            if m:
                if m.group(1) in ("msgid", "msgctxt") and "msgstr" in "".join(entry):
                    yield line, entry
                    entry = {}
                field = m.group(1)
                if field == "msgid":
                    line = n
                entry[field] = unquote(m.group(2))
            elif s.startswith('"') and field:
                entry[field] += unquote(s)
    if entry:
        yield line, entry


def names(text):
    return set(NAMED.findall(text.replace("{{", "").replace("}}", "")))


def check(path):
    problems = []
    for line, e in entries(path):
        msgid = e.get("msgid", "")
        if not msgid:
            continue  # the header
        for key in ("msgid", "msgid_plural"):
            text = e.get(key, "").replace("%%", "")
            if PRINTF.search(text):
                problems.append(f"{path}:{line}: {key} has a printf-style placeholder ({PRINTF.search(text).group(0)}); "
                                f"use a named one, {{n}}: {msgid!r}")
        for key, text in e.items():
            if not key.startswith("msgstr") or not text:
                continue
            source = msgid if key in ("msgstr", "msgstr[0]") or "msgid_plural" not in e else e["msgid_plural"]
            want, got = names(source), names(text)
            if key.startswith("msgstr[") and "msgid_plural" in e:
                want = names(msgid) | names(e["msgid_plural"])
                if got - want:
                    problems.append(f"{path}:{line}: {key} names {sorted(got - want)}, which the msgid does not have: {msgid!r}")
                continue
            if want != got:
                missing, extra = sorted(want - got), sorted(got - want)
                what = "; ".join(x for x in (f"lacks {missing}" if missing else "", f"adds {extra}" if extra else "") if x)
                problems.append(f"{path}:{line}: {key} {what} (placeholders must match the msgid's): {msgid!r}")
    return problems


def main(argv):
    if len(argv) < 2:
        print(__doc__)
        return 2
    problems = [p for path in argv[1:] for p in check(path)]
    for p in problems:
        print(p)
    if problems:
        print(f"FAIL: {len(problems)} catalogue entr{'y' if len(problems) == 1 else 'ies'} with mismatched placeholders")
        return 1
    print(f"placeholders: {len(argv) - 1} catalogue(s) agree")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
