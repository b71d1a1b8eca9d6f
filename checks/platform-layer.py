#!/usr/bin/env python3
"""Fails when a tracked Swift file breaks the platform layer's two rules:

1. a C library module is named in a call (`Glibc.write`, `Musl.exit`, `Darwin.open`) only in a module's
   platform file, `POSIX.swift` (elsewhere the call cannot compile on the other C libraries);
2. every `import Glibc` sits in `#if canImport(Glibc)` with `#elseif canImport(Musl)` and
   `#elseif canImport(Darwin)` branches beside it, so the file builds on Linux (glibc or musl) and on macOS.
"""
import re
import subprocess
import sys

PLATFORM_FILE = "POSIX.swift"
QUALIFIED = re.compile(r"\b(Glibc|Musl|Darwin)\.[a-z_]")

files = subprocess.run(["git", "ls-files", "-z", "--", "*.swift"], check=True, capture_output=True).stdout
files = [f for f in files.decode().split("\0") if f]
problems = []
imports = 0
for path in files:
    with open(path, encoding="utf-8") as handle:
        lines = handle.read().split("\n")
    for number, line in enumerate(lines, 1):
        code = line.split("//", 1)[0]
        if QUALIFIED.search(code) and not path.endswith("/" + PLATFORM_FILE):
            problems.append(f"{path}:{number}: '{QUALIFIED.search(code).group(0)}...' outside {PLATFORM_FILE}")
        if line.strip() == "import Glibc":
            imports += 1
            block = [l.strip() for l in lines[max(0, number - 2) : number + 6]]
            if block[:1] != ["#if canImport(Glibc)"]:
                problems.append(f"{path}:{number}: 'import Glibc' is not the branch of '#if canImport(Glibc)'")
                continue
            end = block.index("#endif") if "#endif" in block else len(block)
            for other in ("Musl", "Darwin"):
                if f"#elseif canImport({other})" not in block[:end] or f"import {other}" not in block[:end]:
                    problems.append(f"{path}:{number}: 'import Glibc' has no '#elseif canImport({other})' branch")
if problems:
    print("platform layer:\n  " + "\n  ".join(problems), file=sys.stderr)
    sys.exit(1)
print(f"platform-layer: {len(files)} Swift files; C library calls named only in {PLATFORM_FILE}; "
      f"{imports} 'import Glibc' each with Musl and Darwin branches")
