#!/usr/bin/env python3
"""The instruction-count guard (issue 35; BENCHMARKS.md, "The instruction-count guard").

Builds the harness (Sources/OrientationPerfGuard) in release mode in its own scratch directory, then counts the
instructions of `Service.handle` under callgrind for each case below and compares the count per call with
checks/perf/budgets.json (comparator.py: more than 3 % over a budget fails). Instruction counts do not depend on
the machine's load, so the guard is not a timed test: the same binary on the same request counts the same.

What is counted: `measureServiceHandle` and what it calls (`--toggle-collect`), and the importer's reader threads
(`ReaderThreads.readerThreadMain`, a second toggle: the Swift and Objective-C files of an upload are parsed there,
on threads of their own). Each case runs twice, with N and 2N calls, and the count per call is the difference of
the two totals divided by N: process start-up, the two warm-up calls (whose reader threads the second toggle also
counts) and any one-time work (type metadata, lazy globals) cancel out.
What keeps the count repeatable: Swift's per-process hash seed fixed (SWIFT_DETERMINISTIC_HASHING), glibc's string
functions pinned to their SSE2 variants on every x86-64 machine (GLIBC_TUNABLES), one CPU (taskset: the reader
threads then take the files in one order), a fixed environment, and the lint upload built byte for byte the
same (sorted members, fixed owner and time).

Usage: scripts/perf-guard [--no-build] [--binary PATH] [--case NAME ...] [--runs N] [--iterations N]
Exit status: 0 when every count is within its budget, 1 when one is over (or a case lacks a budget), 2 when the
measurement itself failed.
"""
import argparse
import io
import json
import os
import re
import shutil
import subprocess
import sys
import tarfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import comparator  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
BUDGETS = ROOT / "checks" / "perf" / "budgets.json"
SCRATCH = ROOT / ".build-perf"
WORK = SCRATCH / "perf-guard"
PRODUCT = "OrientationPerfGuard"
LINT_FIXTURE = ROOT / "conformance" / "projects" / "tab-game-center"
LINT_ARCHIVE = WORK / "tab-game-center.tar"
MEASURED_FUNCTION = "*measureServiceHandle*"
# The function every reader thread of the importer runs (Sources/OrientationImport/Project/ReaderThreads.swift).
READER_THREAD_FUNCTION = "*readerThreadMain*"

# name -> the request `Service.handle` answers. The bodies are the load benchmark's (bench/requests/README.md) and
# the conformance fixture project as a tar upload. Iterations: enough calls that the per-call figure averages out
# anything that varies from call to call (the request id's length, the latency bucket), few enough that the lint
# (milliseconds natively, about 50 times that under valgrind) stays quick.
CASES = {
    "decide": {"path": "/v1/decide", "body": "bench/requests/decide.json", "iterations": 20},
    "simulate": {"path": "/v1/simulate", "body": "bench/requests/simulate.json", "iterations": 20},
    "batch": {"path": "/v1/batch", "body": "bench/requests/batch.json", "iterations": 10},
    "decide-minimal": {"path": "/v1/decide", "body": "bench/requests/decide.json", "iterations": 20,
                       "headers": ["Prefer: return=minimal"], "expect_headers": ["Preference-Applied: return=minimal"]},
    "lint-tab-game-center": {"path": "/v1/lint", "body": str(LINT_ARCHIVE.relative_to(ROOT)),
                             "content_type": "application/x-tar", "iterations": 3},
}

# glibc picks memcpy, memset, strlen & co. by the CPU's features (AVX2, AVX-512, SSSE3, SSE4, ERMS, FSRM and the
# preferences it derives from them); valgrind passes most of them through, so without this the same binary would
# count differently on an AMD and an Intel CI machine. Masked, every x86-64 machine runs the SSE2 variants
# (glibc 2.36's names, sysdeps/x86/cpu-tunables.c; other glibc versions ignore the names they do not know).
GLIBC_TUNABLES = ("glibc.cpu.hwcaps=-AVX,-AVX2,-AVX512F,-AVX512VL,-AVX512BW,-AVX512DQ,-AVX_Fast_Unaligned_Load,"
                  "-SSSE3,-SSE4_1,-SSE4_2,-ERMS,-FSRM,-BMI1,-BMI2,-LZCNT,-MOVBE,-RTM,-Fast_Unaligned_Copy,"
                  "-Prefer_ERMS,-Prefer_FSRM")


def log(message):
    print(message, flush=True)


def build():
    """A release build of the harness and what it links (the API, the importer, the engine, swift-syntax): nothing
    else, in its own scratch directory, so it neither waits for nor disturbs the debug build of `make test`."""
    started = time.monotonic()
    subprocess.run(["swift", "build", "-c", "release", "--scratch-path", str(SCRATCH), "--product", PRODUCT],
                   cwd=ROOT, check=True)
    log(f"perf-guard: release build of {PRODUCT} took {time.monotonic() - started:.0f} s")
    return SCRATCH / "release" / PRODUCT


def valgrind_copy(binary):
    """The binary without its debug sections (symbols kept, so callgrind still finds the measured function by
    name): Debian 12's valgrind 3.19 gives up on the DWARF 5 that swift-syntax's C shims bring in ("unhandled dwarf2
    abbrev form code 0x25"). The code is the same, so are the counts."""
    WORK.mkdir(parents=True, exist_ok=True)
    copy = WORK / (binary.name + "-nodebug")
    subprocess.run(["objcopy", "--strip-debug", str(binary), str(copy)], check=True)
    return copy


def lint_archive_bytes(fixture=LINT_FIXTURE):
    """The fixture project as an uncompressed tar, the same bytes on every run: members sorted, owner 0, mode and
    time fixed (the importer's work, not gzip's, is what the lint case measures)."""
    buffer = io.BytesIO()
    with tarfile.open(fileobj=buffer, mode="w", format=tarfile.USTAR_FORMAT) as tar:
        for path in sorted(p for p in fixture.rglob("*") if p.is_file()):
            data = path.read_bytes()
            info = tarfile.TarInfo(path.relative_to(fixture).as_posix())
            info.size, info.mode, info.mtime = len(data), 0o644, 0
            info.uid = info.gid = 0
            info.uname = info.gname = ""
            tar.addfile(info, io.BytesIO(data))
    return buffer.getvalue()


def count(binary, name, case, iterations=None):
    """Instructions per `Service.handle` call for one case: callgrind's totals for N and 2N calls, their difference
    divided by N, rounded to the nearest instruction."""
    n = iterations or case["iterations"]
    return round((total(binary, name, case, 2 * n) - total(binary, name, case, n)) / n)


def total(binary, name, case, n):
    """Callgrind's total for the toggled functions over a run of `n` measured calls (plus the warm-up calls' reader
    threads)."""
    out = WORK / f"callgrind-{name}-{n}.out"
    # On one CPU, so that the reader threads take the files in the same order on every run.
    cpu = min(os.sched_getaffinity(0))
    argv = ["taskset", "--cpu-list", str(cpu), "valgrind", "--tool=callgrind", f"--toggle-collect={MEASURED_FUNCTION}",
            f"--toggle-collect={READER_THREAD_FUNCTION}", f"--callgrind-out-file={out}",
            str(binary), "--path", case["path"], "--body", case["body"], "--iterations", str(n),
            "--content-type", case.get("content_type", "application/json")]
    for field in case.get("headers", []):
        argv += ["--header", field]
    for field in case.get("expect_headers", []):
        argv += ["--expect-header", field]
    env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "LC_ALL": "C", "SWIFT_DETERMINISTIC_HASHING": "1",
           "GLIBC_TUNABLES": GLIBC_TUNABLES}
    run = subprocess.run(argv, cwd=ROOT, env=env, capture_output=True, text=True, timeout=1800)
    if run.returncode != 0:
        raise RuntimeError(f"{name}: the harness under valgrind exited {run.returncode}:\n{run.stdout}{run.stderr[-3000:]}")
    totals = re.search(r"^(?:summary|totals):\s*(\d+)", out.read_text(), re.MULTILINE)
    if not totals or int(totals.group(1)) == 0:
        raise RuntimeError(f"{name}: callgrind counted nothing in {MEASURED_FUNCTION} (renamed or inlined?)")
    return int(totals.group(1))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--no-build", action="store_true", help="use the harness already built in .build-perf")
    parser.add_argument("--binary", type=Path, help="measure this harness binary (implies --no-build)")
    parser.add_argument("--case", action="append", choices=sorted(CASES), help="measure only these cases")
    parser.add_argument("--runs", type=int, default=1, help="measure each case this many times (repeatability)")
    parser.add_argument("--iterations", type=int, help="calls per case instead of each case's own number")
    args = parser.parse_args()

    if not shutil.which("valgrind"):
        log("perf-guard: valgrind is not installed (apt-get install valgrind)")
        return 2
    budgets = json.loads(BUDGETS.read_text())
    try:
        binary = args.binary or (SCRATCH / "release" / PRODUCT if args.no_build else build())
        binary = valgrind_copy(binary)
        WORK.mkdir(parents=True, exist_ok=True)
        LINT_ARCHIVE.write_bytes(lint_archive_bytes())
        names = args.case or list(CASES)
        counts = {}
        for name in names:
            started = time.monotonic()
            runs = [count(binary, name, CASES[name], args.iterations) for _ in range(args.runs)]
            counts[name] = max(runs)
            repeat = f" (runs: {', '.join(f'{r:,}' for r in runs)})" if args.runs > 1 else ""
            log(f"perf-guard: {name}: {counts[name]:,} instructions per call{repeat}, "
                f"{time.monotonic() - started:.0f} s under callgrind")
    except (RuntimeError, subprocess.CalledProcessError, subprocess.TimeoutExpired) as error:
        log(f"perf-guard: the measurement failed: {error}")
        return 2

    verdicts = comparator.compare(counts, budgets, only=set(names) if args.case else None)
    log("\n| case | instructions per call | budget | change | verdict |")
    log("| --- | ---: | ---: | ---: | --- |")
    for v in verdicts:
        change = f"{v.change_percent:+.2f} %" if v.change_percent is not None else ""
        log(f"| {v.case} | {v.count or 0:,} | {v.budget or 0:,} | {change} | {'ok' if v.passed else '**over**'} |")
    log("")
    for v in verdicts:
        log(("  " if v.passed else "FAIL ") + v.message)
    if comparator.passed(verdicts):
        log(f"perf-guard: every count within {comparator.TOLERANCE_PERCENT} % of its budget")
        return 0
    log("perf-guard: over budget (BENCHMARKS.md, \"The instruction-count guard\", says how to find or accept a cost)")
    return 1


if __name__ == "__main__":
    sys.exit(main())
