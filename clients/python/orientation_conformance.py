#!/usr/bin/env python3
"""Runs the language-neutral conformance vectors (conformance/**/*.json) against the real orientation-server
binary over HTTP. Standard library only, so it also runs without pytest:

    python3 clients/python/orientation_conformance.py            # prints "N passed, N failed"

The binary comes from ORIENTATION_SERVER_BIN (default .build/debug/orientation-server, relative to the repository
root); it is started with --port 0 and the port is read from its "listening on http://HOST:PORT" line. Set
ORIENTATION_SERVER_URL instead to test a server that is already running.

Matching rules are those of conformance/README.md and must stay in step with
Tests/OrientationAPITests/ConformanceMatcher.swift.
"""

import base64
import glob
import http.client
import json
import os
import re
import subprocess
import sys
import threading
import time
import urllib.parse

REPO = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
CONFORMANCE = os.path.join(REPO, "conformance")
LISTENING = re.compile(r"listening on (http://[^\s]+)")
RESERVED = {"status", "headers"}
FINDING_KEYS = {"findingCodes", "findingCodesInclude", "findingCodesExclude"}


class Vector:
    """One case: where it comes from, the HTTP request to send, and the expected fields."""

    def __init__(self, entry, file):
        self.file = file
        self.name = entry["name"]
        self.rule = entry["rule"]
        self.source = entry["source"]
        self.endpoint = entry.get("endpoint", "decide")
        self.method = entry.get("method", "POST")
        self.path = entry.get("path", "/v1/" + self.endpoint)
        self.headers = dict(entry.get("headers", {}))
        self.expect = entry["expect"]
        self.request = entry.get("request")  # the JSON request, when the vector gives one (not raw bytes)
        self.raw = any(k in entry for k in ("rawBody", "rawBodyBase64", "repeatBody"))
        if "rawBody" in entry:
            self.body = entry["rawBody"].encode("utf-8")
        elif "rawBodyBase64" in entry:
            self.body = base64.b64decode(entry["rawBodyBase64"])
        elif "repeatBody" in entry:
            self.body = entry["repeatBody"]["text"].encode("utf-8") * entry["repeatBody"]["count"]
        elif "request" in entry:
            self.body = json.dumps(entry["request"], separators=(",", ":"), ensure_ascii=False).encode("utf-8")
        else:
            self.body = b""
        if self.body and not any(k.lower() == "content-type" for k in self.headers):
            self.headers["Content-Type"] = "application/json"

    @property
    def id(self):
        return f"{self.file}::{self.name}"


def load_vectors(root=CONFORMANCE):
    """Every vector under conformance/ except the schema, files in path order."""
    vectors = []
    for path in sorted(glob.glob(os.path.join(root, "**", "*.json"), recursive=True)):
        rel = os.path.relpath(path, root)
        if rel.startswith("schema" + os.sep):
            continue
        with open(path, encoding="utf-8") as f:
            doc = json.load(f)
        for entry in doc["vectors"]:
            vectors.append(Vector(entry, rel))
    return vectors


# ---------------------------------------------------------------------------------------------- matching

def _brief(value):
    s = json.dumps(value, separators=(",", ":"), ensure_ascii=False)
    return s if len(s) <= 300 else s[:300] + "…"


def _is_number(x):
    return isinstance(x, (int, float)) and not isinstance(x, bool)


def match_value(expected, actual, path, present=True):
    """Partial deep match; see conformance/README.md."""
    if expected is None:
        return [] if (not present or actual is None) else [f"{path}: expected null, got {_brief(actual)}"]
    if not present:
        return [f"{path}: missing (expected {_brief(expected)})"]
    if isinstance(expected, dict):
        if not isinstance(actual, dict):
            return [f"{path}: expected an object, got {_brief(actual)}"]
        out = []
        for k, v in expected.items():
            out += match_value(v, actual.get(k), f"{path}/{k}", k in actual)
        return out
    if isinstance(expected, list):
        if not isinstance(actual, list):
            return [f"{path}: expected an array, got {_brief(actual)}"]
        if len(actual) != len(expected):
            return [f"{path}: expected {len(expected)} elements {_brief(expected)}, got {len(actual)}: {_brief(actual)}"]
        out = []
        for i, (e, a) in enumerate(zip(expected, actual)):
            out += match_value(e, a, f"{path}/{i}")
        return out
    if _is_number(expected):
        if _is_number(actual) and actual == expected:
            return []
        if isinstance(actual, dict) and _is_number(actual.get("rawValue")) and actual["rawValue"] == expected:
            return []
        return [f"{path}: expected {_brief(expected)}, got {_brief(actual)}"]
    if type(actual) is type(expected) and actual == expected:
        return []
    return [f"{path}: expected {_brief(expected)}, got {_brief(actual)}"]


def header_matches(name, expected, actual):
    if name.lower() == "content-type":
        return actual.split(";")[0].strip().lower() == expected.lower()
    tokens = lambda s: {t.strip().lower() for t in s.split(",")}
    return tokens(expected) <= tokens(actual)


def mismatches(expect, status, headers, body):
    """The list of mismatches between a response and a vector's expect object (empty when it conforms)."""
    out = []
    if expect.get("status") != status:
        out.append(f"status: expected {expect.get('status')}, got {status}")
    lower = {k.lower(): v for k, v in headers}
    for name, want in expect.get("headers", {}).items():
        got = lower.get(name.lower())
        if got is None:
            out.append(f"header {name}: missing (expected {want})")
        elif not header_matches(name, want, got):
            out.append(f"header {name}: expected {want}, got {got}")
    body_keys = [k for k in expect if k not in RESERVED]
    if not body_keys:
        return out
    try:
        doc = json.loads(body.decode("utf-8"))
    except (ValueError, UnicodeDecodeError) as e:
        return out + [f"body is not JSON ({e}): {body[:200]!r}"]
    for k in body_keys:
        if k in FINDING_KEYS:
            findings = doc.get("findings") if isinstance(doc, dict) else None
            if not isinstance(findings, list):
                out.append(f"{k}: the body has no findings array: {_brief(doc)}")
                continue
            got = {f.get("code") for f in findings if isinstance(f, dict) and isinstance(f.get("code"), str)}
            want = set(expect[k])
            if k == "findingCodesInclude" and not want <= got:
                out.append(f"{k}: {sorted(want - got)} not reported; got {sorted(got)}")
            elif k == "findingCodesExclude" and want & got:
                out.append(f"{k}: {sorted(want & got)} reported; got {sorted(got)}")
            elif k == "findingCodes" and want != got:
                out.append(f"{k}: expected {sorted(want)}, got {sorted(got)}")
            continue
        present = isinstance(doc, dict) and k in doc
        out += match_value(expect[k], doc.get(k) if isinstance(doc, dict) else None, "/" + k, present)
    return out


# ---------------------------------------------------------------------------------------------- HTTP

def exchange(base_url, vector, timeout=30):
    """Sends one vector's request on a fresh connection; returns (status, [(name, value)], body bytes)."""
    u = urllib.parse.urlsplit(base_url)
    conn = http.client.HTTPConnection(u.hostname, u.port, timeout=timeout)
    try:
        headers = dict(vector.headers)
        headers["Connection"] = "close"
        if vector.body or vector.method in ("POST", "PUT", "PATCH"):
            headers["Content-Length"] = str(len(vector.body))
        try:
            conn.request(vector.method, vector.path, body=vector.body or None, headers=headers)
        except (BrokenPipeError, ConnectionResetError):
            pass  # the server may answer (413) and close before reading an oversized body
        r = conn.getresponse()
        return r.status, r.getheaders(), r.read()
    finally:
        conn.close()


class Server:
    """The built orientation-server on a free port (--port 0), or an already running one."""

    def __init__(self, binary=None, url=None):
        self.proc = None
        self.url = url or os.environ.get("ORIENTATION_SERVER_URL")
        self.binary = binary or os.environ.get("ORIENTATION_SERVER_BIN", os.path.join(REPO, ".build", "debug", "orientation-server"))
        self.log = []

    def __enter__(self):
        if self.url:
            return self
        if not os.path.isfile(self.binary):
            raise RuntimeError(f"server binary not found: {self.binary} (build it with `swift build` or set ORIENTATION_SERVER_BIN)")
        self.proc = subprocess.Popen([self.binary, "--host", "127.0.0.1", "--port", "0"],
                                     stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        found = threading.Event()

        def drain():  # keeps reading stderr so the server never blocks on a full pipe
            for raw in self.proc.stderr:
                line = raw.decode("utf-8", "replace").rstrip()
                self.log.append(line)
                m = LISTENING.search(line)
                if m and not found.is_set():
                    self.url = m.group(1).rstrip(".,;")
                    found.set()

        threading.Thread(target=drain, daemon=True).start()
        deadline = time.time() + 30
        while not found.wait(0.1):
            if self.proc.poll() is not None or time.time() > deadline:
                self.__exit__(None, None, None)
                raise RuntimeError("server did not print its listening line:\n" + "\n".join(self.log[-20:]))
        return self

    def __exit__(self, *exc):
        if self.proc and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        return False


def run_vector(base_url, vector):
    status, headers, body = exchange(base_url, vector)
    return mismatches(vector.expect, status, headers, body)


def main(argv=None):
    vectors = load_vectors()
    passed = failed = 0
    with Server() as server:
        for v in vectors:
            try:
                problems = run_vector(server.url, v)
            except Exception as e:  # a transport failure is a failed vector, not a crash of the harness
                problems = [f"request failed: {e!r}"]
            if problems:
                failed += 1
                print(f"FAIL {v.id} [{v.rule}]")
                for p in problems:
                    print(f"    {p}")
            else:
                passed += 1
    print(f"{passed} passed, {failed} failed")
    return 1 if failed or not vectors else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
