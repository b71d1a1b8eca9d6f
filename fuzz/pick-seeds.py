#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Folds the most useful fuzzer finds into the committed seed corpus, keeping it small.

libFuzzer's -merge=1 keeps every input that adds coverage (hundreds after a long run). This script runs the
merge once to learn each input's features (from the merge control file), then picks greedily, on top of what
fuzz/corpus already covers, the at most N inputs (each at most MAX_BYTES) that add the most new features,
and copies them to fuzz/corpus as found-<sha1>.
Usage: fuzz/pick-seeds.py [N] [MAX_BYTES] (defaults 30, 2048), after scripts/fuzz has filled fuzz/corpus-new.
"""
import hashlib
import os
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FUZZER = os.environ.get("FUZZER", os.path.join(ROOT, ".build-fuzz/debug/OrientationFuzz"))
N = int(sys.argv[1]) if len(sys.argv) > 1 else 30
MAX_BYTES = int(sys.argv[2]) if len(sys.argv) > 2 else 2048


def main():
    seeds, found = os.path.join(ROOT, "fuzz/corpus"), os.path.join(ROOT, "fuzz/corpus-new")
    with tempfile.TemporaryDirectory() as tmp:
        out, control = os.path.join(tmp, "out"), os.path.join(tmp, "control")
        shutil.copytree(seeds, out)
        subprocess.run([FUZZER, "-merge=1", f"-merge_control_file={control}", "-max_len=8192",
                        out, found], check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        with open(control) as f:
            lines = f.read().splitlines()
    count, first = int(lines[0]), int(lines[1])
    paths = lines[2:2 + count]
    features, current = {}, None
    for line in lines[2 + count:]:
        parts = line.split()
        if parts[0] == "STARTED":
            current = int(parts[1])
        elif parts[0] == "FT" and current is not None:
            features[int(parts[1])] = set(map(int, parts[2:]))
    covered = set().union(*(features.get(i, set()) for i in range(first)))
    candidates = {i: features.get(i, set()) - covered for i in range(first, count)
                  if os.path.getsize(paths[i]) <= MAX_BYTES}
    picked = []
    while len(picked) < N and candidates:
        best = max(candidates, key=lambda i: (len(candidates[i]), -os.path.getsize(paths[i])))
        gain = candidates.pop(best) - covered
        if not gain:
            break
        covered |= gain
        picked.append((best, len(gain)))
        candidates = {i: f - covered for i, f in candidates.items()}
    for i, gain in picked:
        data = open(paths[i], "rb").read()
        name = "found-" + hashlib.sha1(data).hexdigest()[:12]
        shutil.copyfile(paths[i], os.path.join(seeds, name))
        print(f"pick-seeds: {name} ({len(data)} bytes, +{gain} features)")
    print(f"pick-seeds: {len(picked)} inputs added to fuzz/corpus")


if __name__ == "__main__":
    main()
