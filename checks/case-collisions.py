#!/usr/bin/env python3
"""Fails when two tracked paths (files or their folders) differ only by letter case: on macOS's default
case-insensitive file system they would be one path, and the people this project is for use Macs."""
import subprocess
import sys

files = subprocess.run(["git", "ls-files", "-z"], check=True, capture_output=True).stdout.decode().split("\0")
paths = set()
for f in filter(None, files):
    parts = f.split("/")
    paths.update("/".join(parts[: i + 1]) for i in range(len(parts)))
seen = {}
clashes = []
for p in sorted(paths):
    other = seen.setdefault(p.lower(), p)
    if other != p:
        clashes.append(f"{other} <-> {p}")
if clashes:
    print("paths that differ only by letter case:\n  " + "\n  ".join(clashes), file=sys.stderr)
    sys.exit(1)
print(f"case-collisions: {len(paths)} tracked paths, no two differ only by letter case")
