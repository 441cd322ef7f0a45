#!/usr/bin/env python3
"""Fails when a C++ function outside tests/ is longer than the limit (120 lines).

Usage: long_functions.py SOURCE_DIR [--allow FILE] [--limit N]

A function's length counts its lines from the first line of its signature to its closing brace.
Every *.cpp, *.hpp and *.h under SOURCE_DIR is read except tests/ (test cases may be long), games/
(data), hidden folders and build trees (a folder holding CMakeCache.txt). Member functions defined
in a class count; a lambda counts as part of the function it is written in.

The allowlist (tests/style/long_functions_allowed.txt) names the functions that may stay long for
now, one a line: `file function reason` (file relative to SOURCE_DIR, # starts a comment). An
entry whose function is no longer over the limit fails too, so the list only shrinks.

Prints `file:line: function is N lines (limit L)` for each function over the limit.
"""
import os
import re
import sys

IDENT = re.compile(r"[A-Za-z_~][A-Za-z_0-9]*(?:\s*::\s*~?[A-Za-z_][A-Za-z_0-9]*)*\s*$")
OPERATOR = re.compile(r"(?:[A-Za-z_][A-Za-z_0-9]*\s*::\s*)*operator\s*(?:\(\)|[^\s(]+|\s+[A-Za-z_][\w:\s*&<>]*?)\s*$")
CLASS_KEY = re.compile(r"(?:^|[^\w])(class|struct|union|enum)(?:[^\w]|$)")


def strip_code(text):
    """The source with comments, string and character literals and preprocessor lines blanked
    (newlines kept, so offsets still give the right line numbers)."""
    out = []
    i, n = 0, len(text)
    line_start = True
    while i < n:
        c = text[i]
        if line_start and c == "#":
            # A preprocessor line (with its continuations).
            while i < n and text[i] != "\n":
                if text[i] == "\\" and i + 1 < n and text[i + 1] == "\n":
                    out.append(" \n")
                    i += 2
                    continue
                out.append(" ")
                i += 1
            continue
        if c == "\n":
            out.append(c)
            line_start = True
            i += 1
            continue
        if c in " \t\r":
            out.append(c)
            i += 1
            continue
        line_start = False
        if text.startswith("//", i):
            while i < n and text[i] != "\n":
                out.append(" ")
                i += 1
            continue
        if text.startswith("/*", i):
            end = text.find("*/", i + 2)
            end = n if end < 0 else end + 2
            out.append("".join(ch if ch == "\n" else " " for ch in text[i:end]))
            i = end
            continue
        m = re.match(r'(?:u8|u|U|L)?R"([^()\\ ]{0,16})\(', text[i:i + 24])
        if m and (i == 0 or not (text[i - 1].isalnum() or text[i - 1] == "_")):
            close = ")" + m.group(1) + '"'
            end = text.find(close, i + m.end())
            end = n if end < 0 else end + len(close)
            out.append('""' + "".join(ch if ch == "\n" else " " for ch in text[i + 2:end]))
            i = end
            continue
        if c == '"' or (c == "'" and not (i > 0 and text[i - 1].isalnum())):  # 1'000 is a digit separator
            j = i + 1
            while j < n and text[j] != c and text[j] != "\n":
                j += 2 if text[j] == "\\" else 1
            j = min(j, n)
            closed = j < n and text[j] == c
            out.append(c + " " * (j - i - 1) + (c if closed else ""))
            i = j + 1 if closed else j
            continue
        out.append(c)
        i += 1
    return "".join(out)


def function_name(header):
    """The name of the function whose signature is `header` (the text before its `{`), or None
    when the brace does not open a function body."""
    h = header.strip()
    if not h or h.endswith("=") or h.endswith(","):
        return None
    if re.match(r"^(namespace\b|extern\s*\"\"|extern\b)", h):
        return None
    # The parameter list: the last top-level (...) group before the qualifiers.
    depth, close = 0, -1
    for k in range(len(h) - 1, -1, -1):
        ch = h[k]
        if ch == ")":
            if depth == 0 and close < 0:
                close = k
            depth += 1
        elif ch == "(":
            depth -= 1
            if depth == 0 and close >= 0:
                tail = h[close + 1:]
                if not re.fullmatch(r"[\s\w:<>,*&\[\]]*(?:->[\s\w:<>,*&()\[\]]*)?", tail):
                    return None
                before = h[:k].rstrip()
                if before.endswith("]"):  # a lambda at namespace scope: name it after its variable
                    m = re.search(r"([A-Za-z_]\w*)\s*=\s*\[[^\]]*\]$", before)
                    return m.group(1) if m else "lambda"
                m = OPERATOR.search(before) or IDENT.search(before)
                if not m:
                    return None
                name = re.sub(r"\s+", "", m.group(0))
                if name in ("if", "for", "while", "switch", "catch", "return", "sizeof", "decltype", "alignas"):
                    return None
                return name
    return None


def is_class_header(header):
    h = re.sub(r"template\s*<.*?>", " ", header, flags=re.S)
    paren = h.find("(")
    m = CLASS_KEY.search(h)
    return bool(m) and (paren < 0 or m.start() < paren)


ACCESS = re.compile(r"^\s*(?:(?:public|private|protected)\s*:(?!:)\s*)+")


def constructor_split(header):
    """For `Name(params) : member(x), other` the index just after the parameter list's `)`, else None."""
    depth = 0
    for k, ch in enumerate(header):
        if ch == "(":
            depth += 1
        elif ch == ")":
            depth -= 1
            if depth == 0 and re.match(r"\s*(?:noexcept\s*)?:(?!:)", header[k + 1:]):
                return k + 1
    return None


def functions(text):
    """(name, first line, last line) of every function body in `text`, outermost only."""
    code = strip_code(text)
    line_of = []
    line = 1
    for ch in code:
        line_of.append(line)
        if ch == "\n":
            line += 1
    found = []
    # "scope": a namespace or class (functions may open inside); "skip": a function's inner block
    # or an initializer; a tuple: a function body being read.
    stack = []
    header_start = 0
    parens = 0  # ( depth in a header: a brace there is a default argument, not a block
    ctor_init = None  # (name, first line) while reading a constructor's member initializers
    after_try = None  # (name, first line) of the function just closed: a `catch` may follow
    for i, c in enumerate(code):
        in_body = bool(stack) and stack[-1] != "scope"
        if in_body and c not in "{}":
            continue
        if c == "(":
            parens += 1
        elif c == ")":
            parens = max(0, parens - 1)
        elif c == ";" and not parens:
            header_start = i + 1
            ctor_init = after_try = None
        elif c == "{" and parens and not in_body:
            parens += 1000  # a braced default argument: `= {}` (closed by the matching })
        elif c == "}" and parens >= 1000 and not in_body:
            parens -= 1000
        elif c == "{":
            raw = code[header_start:i]
            header = ACCESS.sub("", raw)
            first = header_start + len(raw) - len(header.lstrip())
            if in_body:
                stack.append("skip")
            elif ctor_init and re.search(r"[\w>]\s*$", header):
                stack.append("skip")  # a member initializer: m_{x}
            elif ctor_init:
                stack.append(("function",) + ctor_init)
                ctor_init = None
            elif after_try and re.match(r"\s*catch\s*\(", header):
                stack.append(("function",) + after_try)  # a function-try-block's handler
            elif is_class_header(header) or re.match(r"\s*(namespace\b|extern\b)", header):
                stack.append("scope")
            elif (split := constructor_split(header)) is not None and function_name(header[:split]):
                name = function_name(header[:split])
                if re.search(r"[)}]\s*$", header):
                    stack.append(("function", name, line_of[first]))
                else:
                    ctor_init = (name, line_of[first])
                    stack.append("skip")
            else:
                is_try = re.search(r"\)[^()]*\btry\s*$", header)
                name = function_name(header[:is_try.start() + 1] if is_try else header)
                stack.append("skip" if name is None else ("function", name, line_of[first]))
            header_start = i + 1
            after_try = None
        elif c == "}":
            after_try = None
            if stack:
                top = stack.pop()
                if isinstance(top, tuple):
                    if found and found[-1][:2] == top[1:3]:
                        found.pop()  # the catch of a function-try-block ends the function
                    found.append((top[1], top[2], line_of[i]))
                    after_try = top[1:3]
            header_start = i + 1
    return found


def source_files(root):
    for dirpath, dirnames, filenames in os.walk(root):
        rel = os.path.relpath(dirpath, root)
        keep = []
        for d in sorted(dirnames):
            if d.startswith(".") or (rel == "." and d in ("tests", "games")):
                continue
            if os.path.exists(os.path.join(dirpath, d, "CMakeCache.txt")):
                continue
            keep.append(d)
        dirnames[:] = keep
        for f in sorted(filenames):
            if f.endswith((".cpp", ".hpp", ".h")):
                yield os.path.normpath(os.path.join(rel, f))


def read_allowlist(path):
    allowed = {}
    if not path:
        return allowed
    with open(path, encoding="utf-8") as f:
        for number, raw in enumerate(f, 1):
            line = raw.split("#", 1)[0].strip()
            if not line:
                continue
            parts = line.split(None, 2)
            if len(parts) < 3:
                print(f"{path}:{number}: give `file function reason`", file=sys.stderr)
                sys.exit(2)
            allowed[(parts[0], parts[1])] = number
    return allowed


def main(argv):
    args = argv[1:]
    allow, limit = None, 120
    if "--allow" in args:
        k = args.index("--allow")
        allow = args[k + 1]
        del args[k:k + 2]
    if "--limit" in args:
        k = args.index("--limit")
        limit = int(args[k + 1])
        del args[k:k + 2]
    if len(args) != 1:
        print(__doc__.strip().splitlines()[2], file=sys.stderr)
        return 2
    root = args[0]
    allowed = read_allowlist(allow)
    used = set()
    over = []
    for rel in source_files(root):
        with open(os.path.join(root, rel), encoding="utf-8", errors="replace") as f:
            text = f.read()
        for name, first, last in functions(text):
            lines = last - first + 1
            if lines <= limit:
                continue
            if (rel, name) in allowed:
                used.add((rel, name))
                continue
            over.append(f"{rel}:{first}: {name} is {lines} lines (limit {limit})")
    for line in over:
        print(line)
    stale = sorted(set(allowed) - used, key=lambda k: allowed[k])
    for rel, name in stale:
        print(f"{allow}:{allowed[(rel, name)]}: {rel} {name} is no longer over {limit} lines (or is gone): remove the line")
    if over:
        print(f"FAIL: {len(over)} function(s) over {limit} lines; split them (one step per function), "
              f"or, in a file you do not own, list them in {os.path.basename(allow or 'the allowlist')} for the owner")
    return 1 if over or stale else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
