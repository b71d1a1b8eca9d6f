"""Where a server's CPU time per request goes natively: `perf record` samples turned into microseconds per request
(BENCHMARKS.md, "Where the time goes natively"; `scripts/bench --only native`).

Callgrind counts instructions, which is what the CI guard needs, but it cannot see what an instruction costs: an
atomic retain, a cache miss, the kernel's network path, or a context switch. Sampling the running server under the
benchmark's load can. A sample's share of all samples, times the process's measured CPU per request
(utime + stime from /proc), is that code's CPU time per request; counted inclusively, a function's figure holds
everything it called.

Input: the text of `perf script -F ip,sym`, piped through `swift demangle --simplified`: one block per sample, one
line per frame (address, then symbol), the leaf first, blocks separated by a blank line.
"""
from collections import Counter

# The rows of the report: a label, the symbol prefixes whose samples it counts, and C functions counted by their
# whole name (the C reference's static `handler`; a prefix would also take `handle_softirqs`). A sample counts once
# per row however many of its frames match. Symbols are demangled (`swift demangle --simplified`), so Swift's read
# as written, "specialized" and "static" included.
ROWS = (
    ("request handler (the server's own callbacks, libmicrohttpd excluded)",
     ("@objc accessHandler(", "accessHandler(", "specialized accessHandler(", "requestCompleted(",
      "specialized requestCompleted("), ("handler", "completed")),
    ("  Service.handle", ("Service.handle(",), ()),
    ("    decode the request", ("StreamingScenarioDecoder.decode", "ScenarioDecoder.decode", "SimulateDecoder."), ()),
    ("    decide", ("static Policy.decide(", "static Policy.decideOutcome(", "static Policy.simulate"), ()),
    ("    encode the answer", ("static DecisionEncoder.encode", "specialized static DecisionEncoder.encode",
                               "static SimulateEncoder."), ()),
    ("  access line", ("APIAdapter.log(", "closure #1 in APIAdapter.log(", "partial apply for closure #1 in APIAdapter.log("),
     ()),
    ("swift_retain and swift_release (leaf)", None, ()),
    ("memset (leaf; mostly libmicrohttpd clearing its connection pool)", None, ()),
    ("send the answer (kernel, with the loopback delivery to the client)", ("__libc_sendmsg", "__libc_send"), ()),
    ("read the request (kernel)", ("__libc_recv",), ()),
    ("wait for connections (epoll_wait)", ("epoll_wait",), ()),
    ("context switches (kernel, finish_task_switch)", ("finish_task_switch",), ()),
    ("  of which preempted on the way out of a system call", ("exit_to_user_mode_loop",), ()),
)

# Rows counted from the sample's leaf frame only (exclusive time), by prefix of the leaf's symbol.
LEAF_ROWS = {
    "swift_retain and swift_release (leaf)": ("swift_retain", "swift_release", "swift_bridgeObjectRetain",
                                              "swift_bridgeObjectRelease"),
    "memset (leaf; mostly libmicrohttpd clearing its connection pool)": ("__memset_", "memset"),
}


def parse(text):
    """The samples of `perf script -F ip,sym` output: a list of stacks, each a list of symbols, leaf first. A frame
    without a symbol keeps its address-only line out (perf prints `[unknown]` for those, which is kept)."""
    samples = []
    for block in text.split("\n\n"):
        frames = []
        for line in block.strip().split("\n"):
            parts = line.strip().split(None, 1)
            if len(parts) == 2:
                frames.append(parts[1].strip())
        if frames:
            samples.append(frames)
    return samples


def _matches(symbol, prefixes, names=()):
    return symbol in names or any(symbol.startswith(p) for p in prefixes)


def rows(samples, cpu_us_per_request):
    """(label, microseconds per request) for every row of ROWS, in order: the share of samples the row counts
    times the CPU time per request."""
    if not samples:
        return [(label, 0.0) for label, _, _ in ROWS]
    counts = Counter()
    for frames in samples:
        for label, prefixes, names in ROWS:
            if prefixes is None:
                if _matches(frames[0], LEAF_ROWS[label]):
                    counts[label] += 1
            elif any(_matches(f, prefixes, names) for f in frames):
                counts[label] += 1
    return [(label, counts[label] / len(samples) * cpu_us_per_request) for label, _, _ in ROWS]


def kernel_symbols(text):
    """The symbols `perf script` printed at a kernel address (ffffffff...): the kernel's own functions."""
    names = set()
    for line in text.split("\n"):
        parts = line.strip().split(None, 1)
        if len(parts) == 2 and parts[0].startswith("ffffffff"):
            names.add(parts[1].strip())
    return names


def top_symbols(samples, cpu_us_per_request, limit, leave_out=frozenset()):
    """The `limit` symbols with the most inclusive time per request (a symbol counts once per sample), leaving out
    `leave_out` (the kernel's, when the question is which of the server's own functions cost most) and frames perf
    could not name."""
    counts = Counter()
    for frames in samples:
        counts.update(set(frames) - leave_out - {"[unknown]"})
    n = max(len(samples), 1)
    return [(symbol, c / n * cpu_us_per_request) for symbol, c in counts.most_common(limit)]
