#!/usr/bin/env python3
"""Fails when a tracked Swift file in Sources/ outside Sources/OrientationPolicy declares something `public`.

Only OrientationPolicy is a library product (Package.swift); the other modules are used by this package's own
modules alone, so what they share is `package`. A declaration that something outside the package truly needs
(a C symbol a C library or the linker looks up) stays `public` with a `// public: <why>` comment in the
comment and attribute lines directly above it. Comments and string literals (the embedded openapi.yaml) are not
code and are skipped; the C shim modules have no Swift files.
"""
import re
import subprocess
import sys

LIBRARY = "Sources/OrientationPolicy/"
REASON = re.compile(r"^\s*//\s*public:\s*\S")
IDENT = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
# A multi-line literal's opening delimiter ends its line; `#"""#` is a one-line raw string holding a quote.
OPEN_STRING = re.compile(r'(#*)("""(?=[ \t]*\n)|")')


def code_idents(text):
    """(offset, identifier) for every identifier in code: outside comments and string literals, inside
    interpolations."""
    out = []
    _code(text, 0, out, nested=False)
    return out


def _code(text, i, out, nested):
    n, depth = len(text), 0
    while i < n:
        c = text[i]
        if text.startswith("//", i):
            j = text.find("\n", i)
            i = n if j < 0 else j
        elif text.startswith("/*", i):
            level, i = 1, i + 2
            while i < n and level:
                if text.startswith("/*", i):
                    level, i = level + 1, i + 2
                elif text.startswith("*/", i):
                    level, i = level - 1, i + 2
                else:
                    i += 1
        elif (m := OPEN_STRING.match(text, i)) and (c == '"' or m.group(1)):
            i = _string(text, m.end(), m.group(1), m.group(2), out)
        elif nested and c == "(":
            depth, i = depth + 1, i + 1
        elif nested and c == ")":
            if depth == 0:
                return i + 1
            depth, i = depth - 1, i + 1
        elif (m := IDENT.match(text, i)) and (i == 0 or not (text[i - 1].isalnum() or text[i - 1] in "_$`.")):
            out.append((i, m.group(0)))
            i = m.end()
        else:
            i += 1
    return i


def _string(text, i, hashes, quote, out):
    n, close, escape = len(text), quote + hashes, "\\" + hashes
    while i < n:
        if text.startswith(close, i):
            return i + len(close)
        if text.startswith(escape + "(", i):
            i = _code(text, i + len(escape) + 1, out, nested=True)
        elif text.startswith(escape, i):
            i += len(escape) + 1
        elif quote == '"' and text[i] == "\n":
            return i
        else:
            i += 1
    return i


def has_reason(lines, index):
    """Whether the comment and attribute lines directly above line `index` (0-based) hold a `// public:`."""
    for line in reversed(lines[:index]):
        stripped = line.strip()
        if REASON.match(stripped):
            return True
        if not (stripped.startswith("//") or stripped.startswith("@")):
            return False
    return False


files = subprocess.run(["git", "ls-files", "-z", "--", "Sources/*.swift"], check=True, capture_output=True).stdout
files = [f for f in files.decode().split("\0") if f and not f.startswith(LIBRARY)]
problems = []
kept = 0
for path in files:
    with open(path, encoding="utf-8") as handle:
        text = handle.read()
    lines = text.split("\n")
    for offset, word in code_idents(text):
        if word != "public":
            continue
        index = text.count("\n", 0, offset)
        if has_reason(lines, index):
            kept += 1
        else:
            problems.append(f"{path}:{index + 1}: 'public' outside {LIBRARY} (use 'package', or say why with "
                            f"'// public: ...' above it)")
if problems:
    print("package access:\n  " + "\n  ".join(problems), file=sys.stderr)
    sys.exit(1)
print(f"package-access: {len(files)} Swift files outside {LIBRARY}; no 'public' but {kept} with a '// public:' reason")
