#!/usr/bin/env python3
"""Checks that every request/response example in the docs is what the running server answers.

Convention (docs/testing.md, "Examples in the docs"): an example is an HTML comment naming it, then a fenced
request block, then a fenced response block; only blank lines and HTML tag lines (such as <details>) may stand
between the comment and the request, and between the request and the response.

    <!-- example: decide-game-center -->
    ```sh
    curl -s localhost:8080/v1/decide -d '{...}'
    ```
    ```json
    { ...the complete body... }
    ```

- The request block (info string `sh`) holds exactly one curl command (lines may end with a backslash). Options
  understood: -s, -i, -X METHOD, -H 'Name: value', -d/--data/--data-binary DATA (DATA may be @FILE).
- The response block is `json` (the body, compared as JSON values: member order and layout are free),
  `http` (needs curl -i: the status line, every header except the volatile ones below, a blank line, the
  body) or `text` (the body, compared exactly).
- `<!-- example-file: NAME -->` before a fenced block makes it the file NAME that requests on the same page
  send with `-d @NAME`.
- Abbreviated answers: in a `json` block (or the JSON body of an `http` block) a bare `…` outside strings stands
  for what the page leaves out: in an object, any other members; in an array, any run of items (zero or more).
  The shown members and items must be in the server's answer as shown (objects without `…` have exactly the
  shown members, arrays without `…` exactly the shown items; items keep their order). The complete answer of an
  abbreviated example is the file docs/examples/answers/PAGE/NAME.json (PAGE: the page's path under docs/
  without .md, README for README.md), compared with the server's body like a complete block; a file there that
  no abbreviated example uses fails the check (when all pages are checked). The checker never writes an answer:
  a complete answer is written by the person who writes the example, from what UIKit does, and only compared.
- Only the volatile values listed below are ignored. A marked example that does not have this shape fails the
  check, and so does any fenced block that looks like an answer or a request to the server (info string json
  or http, a body starting with {, [ or HTTP/, or a line that is a curl command to localhost) but is not part of a marked
  example: an unmarked example could drift silently. (A `markdown` block shows Markdown source and is exempt.)

Usage: check_examples.py BASE_URL [FILE.md ...]   (default: README.md and docs/**/*.md)
"""
import difflib
import http.client
import json
import re
import shlex
import sys
import urllib.parse
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

# Header fields whose values change from one response to the next; they may be shown or left out.
VOLATILE_HEADERS = {"date", "x-request-id"}
# JSON members whose values depend on the build or the moment, by request path: the member must be present,
# its value is not compared.
VOLATILE_MEMBERS = {
    "/version": {"/version", "/gitCommit", "/buildDate"},
}

EXAMPLE = re.compile(r"^<!--\s*example:\s*([a-z0-9][a-z0-9-]*)\s*-->\s*$")
EXAMPLE_FILE = re.compile(r"^<!--\s*example-file:\s*([A-Za-z0-9][A-Za-z0-9._-]*)\s*-->\s*$")
# Any comment that looks like a marker ("<!-- word: ..." or "<!-- example..."), so a misspelt one fails.
ANY_MARKER = re.compile(r"^<!--\s*(?:[A-Za-z-]+\s*:|example)", re.I)
FENCE = re.compile(r"^(`{3,})([^`\s]*)\s*$")
RESPONSE_KINDS = {"json", "http", "text"}
# Abbreviated answers: the complete answers, one file per example, in folders named after the pages.
ANSWERS = ROOT / "docs" / "examples" / "answers"
ELLIPSIS = "\u2026"
# What a bare … becomes while an abbreviated answer is parsed as JSON: no server answer holds a NUL character.
GAP = "\u0000" + ELLIPSIS
LOCAL_ORIGIN = re.compile(r"^(?:http://)?(?:localhost|127\.0\.0\.1):8080(/.*)?$")


class DocError(Exception):
    pass


class Block:
    def __init__(self, info, start, lines):
        self.info = info
        self.start = start          # 1-based line number of the opening fence
        self.lines = lines

    @property
    def text(self):
        return "\n".join(self.lines)


def parse_page(path):
    """Returns [(kind, payload, line)] in page order: ('block', Block), ('marker', (type, name)), ('other', line)."""
    items = []
    lines = path.read_text(encoding="utf-8").split("\n")
    i = 0
    while i < len(lines):
        line = lines[i]
        m = FENCE.match(line)
        if m:
            close = re.compile("^" + m.group(1) + "`*\\s*$")
            j = i + 1
            while j < len(lines) and not close.match(lines[j]):
                j += 1
            if j == len(lines):
                raise DocError(f"{path}:{i + 1}: fenced block is never closed")
            items.append(("block", Block(m.group(2), i + 1, lines[i + 1:j]), i + 1))
            i = j + 1
            continue
        if ANY_MARKER.match(line):
            e, f = EXAMPLE.match(line), EXAMPLE_FILE.match(line)
            if e:
                items.append(("marker", ("example", e.group(1)), i + 1))
            elif f:
                items.append(("marker", ("file", f.group(1)), i + 1))
            else:
                raise DocError(f"{path}:{i + 1}: malformed example marker {line.strip()!r} "
                               "(expected <!-- example: NAME --> or <!-- example-file: NAME -->)")
        elif line.strip() == "" or line.lstrip().startswith("<"):
            items.append(("gap", None, i + 1))
        else:
            items.append(("other", line, i + 1))
        i += 1
    return items


def next_block(items, k, path, what, line):
    """The next block after items[k], allowing only blank and HTML tag lines in between."""
    k += 1
    while k < len(items) and items[k][0] == "gap":
        k += 1
    if k == len(items) or items[k][0] != "block":
        raise DocError(f"{path}:{line}: {what} is missing (only blank lines and HTML tags may come before it)")
    return k, items[k][1]


def looks_like_example(block):
    if block.info == "markdown":     # Markdown source shown as such (docs/testing.md shows this convention)
        return False
    first = next((l.strip() for l in block.lines if l.strip()), "")
    if block.info in ("json", "http"):
        return True
    if first.startswith(("{", "[", "HTTP/")):
        return True
    return any(re.match(r"^(?:\$\s+)?curl\s.*\b(?:localhost|127\.0\.0\.1)", l.strip()) for l in block.lines)


def parse_curl(block, path, name):
    text = re.sub(r"\\\n", " ", block.text).strip()
    where = f"{path}:{block.start}: example {name!r}"
    try:
        argv = shlex.split(text)
    except ValueError as e:
        raise DocError(f"{where}: the request is not one shell command: {e}")
    if not argv or argv[0] != "curl":
        raise DocError(f"{where}: the request block must be one curl command")
    req = {"method": None, "headers": [], "data": None, "include": False, "url": None}
    i = 1
    while i < len(argv):
        a = argv[i]
        if a in ("-s", "--silent", "-sS"):
            pass
        elif a in ("-i", "--include"):
            req["include"] = True
        elif a in ("-si", "-is"):
            req["include"] = True
        elif a in ("-X", "--request", "-H", "--header", "-d", "--data", "--data-binary", "--data-raw"):
            if i + 1 == len(argv):
                raise DocError(f"{where}: {a} needs a value")
            v = argv[i + 1]
            i += 1
            if a in ("-X", "--request"):
                req["method"] = v
            elif a in ("-H", "--header"):
                if ":" not in v:
                    raise DocError(f"{where}: header {v!r} is not 'Name: value'")
                n, _, val = v.partition(":")
                req["headers"].append((n.strip(), val.strip()))
            else:
                req["data"] = (a, v)
        elif a.startswith("-"):
            raise DocError(f"{where}: curl option {a} is not understood by the checker")
        else:
            if req["url"] is not None:
                raise DocError(f"{where}: more than one URL")
            m = LOCAL_ORIGIN.match(a)
            if not m:
                raise DocError(f"{where}: the URL must be localhost:8080/..., found {a!r}")
            req["url"] = m.group(1) or "/"
        i += 1
    if req["url"] is None:
        raise DocError(f"{where}: no URL")
    return req


def request_body(req, files, path, name, line):
    if req["data"] is None:
        return None
    option, value = req["data"]
    if value.startswith("@"):
        fname = value[1:]
        if fname not in files:
            raise DocError(f"{path}:{line}: example {name!r} sends @{fname}, which no "
                           f"<!-- example-file: {fname} --> block on this page defines")
        body = files[fname]
        if option in ("-d", "--data"):
            body = body.replace("\r", "").replace("\n", "")   # what curl -d @file does
        return body.encode()
    return value.encode()


def send(base, req, body):
    u = urllib.parse.urlsplit(base)
    conn = http.client.HTTPConnection(u.hostname, u.port, timeout=30)
    method = req["method"] or ("POST" if body is not None else "GET")
    headers = {"Host": "localhost:8080", "User-Agent": "curl/8", "Accept": "*/*"}
    if body is not None:
        headers["Content-Type"] = "application/x-www-form-urlencoded"   # curl -d's default
    for n, v in req["headers"]:
        for k in [k for k in headers if k.lower() == n.lower()]:
            del headers[k]
        headers[n] = v
    conn.request(method, req["url"], body=body, headers=headers)
    r = conn.getresponse()
    data = r.read()
    conn.close()
    version = {10: "HTTP/1.0", 11: "HTTP/1.1"}.get(r.version, f"HTTP/{r.version}")
    return f"{version} {r.status} {r.reason}", r.getheaders(), data.decode("utf-8")


def mask(value, pointers, prefix=""):
    if prefix in pointers:
        return "<volatile>"
    if isinstance(value, dict):
        return {k: mask(v, pointers, f"{prefix}/{k}") for k, v in value.items()}
    if isinstance(value, list):
        return [mask(v, pointers, f"{prefix}/{i}") for i, v in enumerate(value)]
    return value


def compare_json(documented, actual, url, where):
    try:
        doc = json.loads(documented)
    except ValueError as e:
        raise DocError(f"{where}: the documented body is not JSON: {e}")
    try:
        got = json.loads(actual)
    except ValueError:
        return [f"{where}: the server's body is not JSON:\n{actual}"]
    pointers = VOLATILE_MEMBERS.get(urllib.parse.urlsplit(url).path, set())
    for p in pointers:
        for label, v in (("documented", doc), ("server's", got)):
            node = v
            for token in p.split("/")[1:]:
                node = node.get(token) if isinstance(node, dict) else None
            if node is None:
                return [f"{where}: the {label} body lacks the volatile member {p}"]
    doc, got = mask(doc, pointers), mask(got, pointers)
    if doc == got:
        return []
    diff = difflib.unified_diff(
        json.dumps(doc, indent=2, ensure_ascii=False).split("\n"),
        json.dumps(got, indent=2, ensure_ascii=False).split("\n"),
        "documented", "server", lineterm="", n=2)
    return [f"{where}: the body differs from the server's answer:\n" + "\n".join(diff)]


class OpenObject(dict):
    """An object of an abbreviated answer whose `…` leaves other members out."""


def scan_json_text(text):
    """Yields each character of a JSON text with whether it stands outside strings."""
    in_string, escaped = False, False
    for c in text:
        if in_string:
            yield c, False
            if escaped:
                escaped = False
            elif c == "\\":
                escaped = True
            elif c == '"':
                in_string = False
        else:
            in_string = c == '"'
            yield c, not in_string


def is_abbreviated(text):
    """True when a bare … stands outside the strings of a JSON text."""
    return any(c == ELLIPSIS and bare for c, bare in scan_json_text(text))


def parse_abbreviated(text, where):
    """Parses an abbreviated answer: each bare … becomes a gap item in an array, or marks its object open."""
    out, stack = [], []
    for c, bare in scan_json_text(text):
        if bare and c in "{[":
            stack.append(c)
        elif bare and c in "}]" and stack:
            stack.pop()
        elif bare and c == ELLIPSIS:
            if not stack:
                raise DocError(f"{where}: a bare {ELLIPSIS} stands outside any object or array")
            c = json.dumps(GAP) + (": null" if stack[-1] == "{" else "")
        out.append(c)

    def pairs(members):
        shown = [(k, v) for k, v in members if k != GAP]
        return OpenObject(shown) if len(shown) < len(members) else dict(shown)
    try:
        return json.loads("".join(out), object_pairs_hook=pairs)
    except ValueError as e:
        raise DocError(f"{where}: the documented body is not JSON with {ELLIPSIS} for left-out members and items: {e}")


def same_scalar(a, b):
    # JSON true is not 1, and 1 is 1.0 (Python's == says otherwise on the first, agrees on the second).
    return a == b and isinstance(a, bool) == isinstance(b, bool)


def shown_mismatch(shown, actual, pointer=""):
    """Where the shown part of an abbreviated answer is not in the actual answer: a message, or None."""
    at = pointer or "the top level"
    if isinstance(shown, dict):
        if not isinstance(actual, dict):
            return f"{at}: shown an object, the server has {json.dumps(actual, ensure_ascii=False)[:200]}"
        for key, value in shown.items():
            if key not in actual:
                return f"{at}: the server's object has no member {key!r}"
            problem = shown_mismatch(value, actual[key], f"{pointer}/{key}")
            if problem:
                return problem
        if not isinstance(shown, OpenObject) and set(actual) != set(shown):
            return (f"{at}: the server's object has the members {sorted(actual)}, shown without {ELLIPSIS} are "
                    f"{sorted(shown)}")
        return None
    if isinstance(shown, list):
        if not isinstance(actual, list):
            return f"{at}: shown an array, the server has {json.dumps(actual, ensure_ascii=False)[:200]}"
        return array_mismatch(shown, actual, pointer)
    if not same_scalar(shown, actual):
        return (f"{at}: shown {json.dumps(shown, ensure_ascii=False)}, the server has "
                f"{json.dumps(actual, ensure_ascii=False)}")
    return None


def array_mismatch(shown, actual, pointer):
    """The shown items in order, each gap (…) standing for any run of items, like a glob over the items."""
    at = pointer or "the top level"
    items = [x for x in shown if x != GAP]
    if len(items) == len(shown):
        if len(shown) != len(actual):
            return f"{at}: {len(shown)} items shown without {ELLIPSIS}, the server has {len(actual)}"
        for i, (s, a) in enumerate(zip(shown, actual)):
            problem = shown_mismatch(s, a, f"{pointer}/{i}")
            if problem:
                return problem
        return None
    fits = {}

    def fit(si, ai):
        if (si, ai) not in fits:
            fits[si, ai] = shown_mismatch(shown[si], actual[ai], f"{pointer}/{ai}") is None
        return fits[si, ai]

    done = {}

    def matches(si, ai):
        if (si, ai) not in done:
            if si == len(shown):
                done[si, ai] = ai == len(actual)
            elif shown[si] == GAP:
                done[si, ai] = any(matches(si + 1, k) for k in range(ai, len(actual) + 1))
            else:
                done[si, ai] = ai < len(actual) and fit(si, ai) and matches(si + 1, ai + 1)
        return done[si, ai]

    if matches(0, 0):
        return None
    # The most telling reason first: an end that is shown without … is the server's first or last item.
    for si, ai in ((0, 0), (len(shown) - 1, len(actual) - 1)):
        if shown[si] != GAP and actual and not fit(si, ai):
            return shown_mismatch(shown[si], actual[ai], f"{pointer}/{ai}")
    if len(items) > len(actual):
        return f"{at}: {len(items)} items shown, the server has {len(actual)}"
    for si, item in enumerate(shown):
        if item != GAP and not any(fit(si, ai) for ai in range(len(actual))):
            return (f"{at}: no item of the server's {len(actual)} is "
                    f"{json.dumps(item, ensure_ascii=False)[:300]}")
    return f"{at}: the shown items are in the server's array, but not in this order or not at these ends"


def compare_shown(documented, actual, where):
    """The shown lines of an abbreviated answer against the server's body."""
    shown = parse_abbreviated(documented, where)
    try:
        got = json.loads(actual)
    except ValueError:
        return [f"{where}: the server's body is not JSON:\n{actual}"]
    problem = shown_mismatch(shown, got)
    return [f"{where}: the shown lines are not in the server's answer: {problem}"] if problem else []


def answers_folder(page):
    """Where the complete answers of a page's abbreviated examples are: docs/examples/answers/PAGE/."""
    page = page.resolve()
    docs = ROOT / "docs"
    if page.is_relative_to(docs):
        return ANSWERS / page.relative_to(docs).with_suffix("")
    if page.is_relative_to(ROOT):
        return ANSWERS / page.relative_to(ROOT).with_suffix("")
    return page.parent / "answers" / page.stem


def compare_complete(path, actual, url, where):
    """The complete answer of an abbreviated example (its file) against the server's body."""
    if not path.exists():
        return [f"{where}: the answer is abbreviated ({ELLIPSIS}), so its complete answer belongs in {rel(path)}"]
    return compare_json(path.read_text(encoding="utf-8"), actual, url, f"{where} (complete answer {rel(path)})")


def rel(path):
    return path.relative_to(ROOT) if path.is_relative_to(ROOT) else path


def compare_http(block, status, headers, body, url, where, complete=None):
    lines = block.lines
    if not lines or not lines[0].startswith("HTTP/"):
        raise DocError(f"{where}: an http response block starts with the status line")
    try:
        blank = lines.index("")
    except ValueError:
        blank = len(lines)
    problems = []
    if lines[0].strip() != status:
        problems.append(f"{where}: status line {lines[0].strip()!r}, the server says {status!r}")
    documented = []
    for l in lines[1:blank]:
        if ":" not in l:
            raise DocError(f"{where}: {l!r} is not a header line")
        n, _, v = l.partition(":")
        documented.append((n.strip().lower(), v.strip()))
    keep = lambda hs: sorted((n.lower(), v.strip()) for n, v in hs if n.lower() not in VOLATILE_HEADERS)
    if keep(documented) != keep(headers):
        problems.append(f"{where}: headers differ (volatile ones ignored: {', '.join(sorted(VOLATILE_HEADERS))}):\n"
                        f"  documented: {keep(documented)}\n  server:     {keep(headers)}")
    documented_body = "\n".join(lines[blank + 1:])
    content_type = dict((n.lower(), v) for n, v in headers).get("content-type", "")
    if complete is not None:
        problems += compare_shown(documented_body, body, where) + complete(body)
    elif "json" in content_type:
        problems += compare_json(documented_body, body, url, where)
    elif documented_body.rstrip("\n") != body.rstrip("\n"):
        problems.append(f"{where}: the body differs from the server's answer:\n{body}")
    return problems


def response_body_text(response):
    """The documented body of a response block (an http block's lines after the blank line)."""
    if response.info != "http":
        return response.text
    lines = response.lines
    return "\n".join(lines[lines.index("") + 1:]) if "" in lines else ""


def check_page(base, path, answers=None):
    """Runs a page's examples: (count, problems, the complete-answer files its abbreviated examples use)."""
    answers = answers or answers_folder(path)
    claimed = set()
    items = parse_page(path)
    files, examples, used, names = {}, [], set(), set()
    for k, (kind, payload, line) in enumerate(items):
        if kind != "marker":
            continue
        mtype, name = payload
        if mtype == "file":
            bk, block = next_block(items, k, path, f"the block of example-file {name!r}", line)
            if name in files:
                raise DocError(f"{path}:{line}: example-file {name!r} is defined twice")
            files[name] = block.text
            used.add(bk)
        else:
            if name in names:
                raise DocError(f"{path}:{line}: example {name!r} is defined twice on this page")
            names.add(name)
            rk, request = next_block(items, k, path, f"the request block of example {name!r}", line)
            if request.info != "sh":
                raise DocError(f"{path}:{request.start}: the request block of example {name!r} must be ```sh")
            sk, response = next_block(items, rk, path, f"the response block of example {name!r}", request.start)
            if response.info not in RESPONSE_KINDS:
                raise DocError(f"{path}:{response.start}: the response block of example {name!r} must be "
                               f"```json, ```http or ```text, found ```{response.info}")
            used.update((rk, sk))
            examples.append((name, request, response))
    for k, (kind, block, line) in enumerate(items):
        if kind == "block" and k not in used and looks_like_example(block):
            raise DocError(f"{path}:{line}: this block looks like a request or an answer of the server but is not "
                           "part of a marked example (<!-- example: NAME --> before its request block)")
    problems = []
    for name, request, response in examples:
        where = f"{path}:{response.start}: example {name!r}"
        req = parse_curl(request, path, name)
        if req["include"] != (response.info == "http"):
            raise DocError(f"{where}: curl -i goes with an ```http response block, and only it")
        body = request_body(req, files, path, name, request.start)
        status, headers, answer = send(base, req, body)
        complete = None
        if response.info in ("json", "http") and is_abbreviated(response_body_text(response)):
            file = answers / f"{name}.json"
            claimed.add(file.resolve())
            complete = lambda actual, file=file, url=req["url"], where=where: \
                compare_complete(file, actual, url, where)
        if response.info == "http":
            problems += compare_http(response, status, headers, answer, req["url"], where, complete)
        elif complete is not None:
            problems += compare_shown(response.text, answer, where) + complete(answer)
        elif response.info == "json":
            problems += compare_json(response.text, answer, req["url"], where)
        elif response.text.rstrip("\n") != answer.rstrip("\n"):
            problems.append(f"{where}: the body differs from the server's answer:\n{answer}")
    return len(examples), problems, claimed


def unclaimed_answers(folder, claimed):
    """Complete-answer files under folder that no abbreviated example uses (left over from a renamed example)."""
    files = sorted(f.resolve() for f in folder.rglob("*")) if folder.is_dir() else []
    return [f"{rel(f)}: no abbreviated example uses this complete answer (its page shows the whole answer, or "
            "the example was renamed or removed)" for f in files if f.is_file() and f not in claimed]


def main():
    args = sys.argv[1:]
    if not args:
        print(__doc__, file=sys.stderr)
        return 2
    base = args[0].rstrip("/")
    pages = [Path(p) for p in args[1:]] or [ROOT / "README.md", *sorted((ROOT / "docs").rglob("*.md"))]
    total, problems, claimed, failed_pages = 0, [], set(), False
    for page in pages:
        try:
            count, page_problems, page_claimed = check_page(base, page)
        except DocError as e:
            problems.append(str(e))
            failed_pages = True
            continue
        total += count
        problems += page_problems
        claimed |= page_claimed
        print(f"{page.relative_to(ROOT) if page.is_absolute() else page}: {count} examples")
    if not args[1:] and not failed_pages:
        problems += unclaimed_answers(ANSWERS, claimed)
    if problems:
        print("\n\n".join(problems), file=sys.stderr)
        print(f"\ndocs examples: {len(problems)} problem(s)", file=sys.stderr)
        return 1
    print(f"docs examples: all {total} match the server")
    return 0


if __name__ == "__main__":
    sys.exit(main())
