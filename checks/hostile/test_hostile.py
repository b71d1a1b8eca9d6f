"""Hostile clients against the live server (issue 6 item 3).

Every case must get the right 4xx (or be cut off cleanly where HTTP allows), and the server must keep serving:
each test ends by checking that a normal request still gets its 200.

Run through scripts/with-server, which sets ORIENTATION_URL.
"""
import json
import os
import socket
import threading
import time
from urllib.parse import urlparse

import pytest

URL = urlparse(os.environ.get("ORIENTATION_URL", "http://127.0.0.1:8080"))
HOST, PORT = URL.hostname, URL.port

VALID = json.dumps({"window": {"rootViewController": {"name": "RootViewController"}},
                    "deviceOrientation": "landscapeLeft"}).encode()


def connect(timeout=10.0):
    s = socket.create_connection((HOST, PORT), timeout=timeout)
    s.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
    return s


_leftover = {}


def read_response(sock):
    """Reads one HTTP/1.1 response (Content-Length framed) and keeps any bytes after it for the next call,
    so pipelined responses are not lost. Returns (status, headers, body)."""
    buf = _leftover.pop(sock.fileno(), b"")
    while b"\r\n\r\n" not in buf:
        chunk = sock.recv(65536)
        if not chunk:
            raise ConnectionError("closed before headers: %r" % buf[:200])
        buf += chunk
    head, rest = buf.split(b"\r\n\r\n", 1)
    lines = head.decode("latin-1").split("\r\n")
    status = int(lines[0].split()[1])
    headers = {}
    for line in lines[1:]:
        k, v = line.split(":", 1)
        headers[k.strip().lower()] = v.strip()
    length = int(headers.get("content-length", "0"))
    while len(rest) < length:
        chunk = sock.recv(65536)
        if not chunk:
            raise ConnectionError("closed mid-body")
        rest += chunk
    if len(rest) > length:
        _leftover[sock.fileno()] = rest[length:]
    return status, headers, rest[:length]


def request(method, path, body=b"", headers=None, sock=None):
    own = sock is None
    sock = sock or connect()
    try:
        h = {"Host": f"{HOST}:{PORT}", "Content-Type": "application/json"}
        h.update(headers or {})
        if body or method == "POST":
            h["Content-Length"] = str(len(body))
        raw = f"{method} {path} HTTP/1.1\r\n" + "".join(f"{k}: {v}\r\n" for k, v in h.items()) + "\r\n"
        sock.sendall(raw.encode("latin-1") + body)
        return read_response(sock)
    finally:
        if own:
            _leftover.pop(sock.fileno(), None)
            sock.close()


def decide(body, **kw):
    return request("POST", "/v1/decide", body, **kw)


def problem(resp):
    status, headers, body = resp
    assert headers["content-type"].startswith("application/problem+json"), headers
    doc = json.loads(body)
    assert doc["status"] == status
    return doc


@pytest.fixture(autouse=True)
def server_still_serves():
    yield
    status, _, body = decide(VALID)
    assert status == 200, body
    assert json.loads(body)["outcome"] in ("rotated", "unchanged")


@pytest.mark.parametrize("body,code", [
    (b"{", "malformed-json"),
    (b"{\"window\": }", "malformed-json"),
    (b"[1, 2,]", "malformed-json"),
    (b"{\"a\":1} trailing", "malformed-json"),
    (b"", None),
    (b"\xff\xfe{}", None),
    (b"{\"window\": {\"rootViewController\": {\"name\": \"\xc3\x28\"}}}", None),
])
def test_malformed_json_is_a_400_problem(body, code):
    doc = problem(decide(body))
    assert doc["status"] == 400
    if code:
        assert doc["code"] == code


@pytest.mark.parametrize("body,pointer", [
    ({"window": {"rootViewController": {"name": 5}}}, "/window/rootViewController/name"),
    ({"window": {"rootViewController": {"supportedInterfaceOrientations": "sideways"}}},
     "/window/rootViewController/supportedInterfaceOrientations"),
    ({"window": {"rootViewController": {"supportedInterfaceOrientations": 1}}},
     "/window/rootViewController/supportedInterfaceOrientations"),
    ({"window": {"rootViewController": {"supportedInterfaceOrientations": 1e308}}},
     "/window/rootViewController/supportedInterfaceOrientations"),
    ({"window": {"rootViewController": {"supportedInterfaceOrientations": 123456789012345678901234567890}}},
     "/window/rootViewController/supportedInterfaceOrientations"),
    ({"interfaceOrientation": 7}, "/interfaceOrientation"),
    ({"deviceOrientation": -1}, "/deviceOrientation"),
    ({"device": {"systemVersion": "seventeen"}}, "/device/systemVersion"),
    ({"device": {"idiom": "watch"}}, "/device/idiom"),
    ({"window": {"rootViewController": {"kind": "tabBarController", "selectedIndex": 3,
                                        "viewControllers": [{"name": "A"}]}}},
     "/window/rootViewController/selectedIndex"),
    ({"window": {"rootViewController": {"supportedInterfaceOrientation": "all"}}},
     "/window/rootViewController/supportedInterfaceOrientation"),
])
def test_invalid_values_are_a_422_problem_naming_the_field(body, pointer):
    doc = problem(decide(json.dumps(body).encode()))
    assert doc["status"] == 422
    assert doc["pointer"] == pointer
    assert doc["code"]


def test_deep_nesting_is_refused_without_recursion():
    body = b"[" * 100_000 + b"]" * 100_000
    doc = problem(decide(body))
    assert doc["status"] == 400


def test_deeply_nested_controllers_are_refused():
    depth = 2000
    body = ('{"window": {"rootViewController": '
            + '{"kind": "navigationController", "viewControllers": [' * depth + '{"name": "Leaf"}' + ']}' * depth
            + '}}')
    doc = problem(decide(body.encode()))
    assert doc["status"] in (400, 422)


def test_body_over_the_limit_is_413():
    body = b"{\"pad\": \"" + b"x" * (2 << 20) + b"\"}"
    try:
        status, headers, payload = decide(body)
    except (ConnectionError, BrokenPipeError, ConnectionResetError):
        return  # cut off cleanly after the early 413 is allowed by HTTP
    assert status == 413


def test_huge_url_is_refused():
    s = connect()
    try:
        s.sendall(b"GET /" + b"a" * 200_000 + b" HTTP/1.1\r\nHost: x\r\n\r\n")
        try:
            status, _, _ = read_response(s)
            assert status == 414  # libmicrohttpd's answer once the line outgrows its per-connection pool
        except (ConnectionError, ConnectionResetError, BrokenPipeError):
            pass
    finally:
        s.close()


def test_huge_header_is_refused():
    s = connect()
    try:
        s.sendall(b"GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: " + b"b" * 200_000 + b"\r\n\r\n")
        try:
            status, _, _ = read_response(s)
            assert status == 431
        except (ConnectionError, ConnectionResetError, BrokenPipeError):
            pass
    finally:
        s.close()


def test_pipelined_requests_are_answered_in_order():
    s = connect()
    try:
        one = (f"POST /v1/decide HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
               f"Content-Length: {len(VALID)}\r\n\r\n").encode() + VALID
        bad = b"GET /nope HTTP/1.1\r\nHost: x\r\n\r\n"
        health = b"GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n"
        s.sendall(one + bad + health + one)
        statuses = [read_response(s)[0] for _ in range(4)]
        assert statuses == [200, 404, 200, 200]
    finally:
        _leftover.pop(s.fileno(), None)
        s.close()


def test_chunked_body_in_many_pieces():
    s = connect()
    try:
        s.sendall(b"POST /v1/decide HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                  b"Transfer-Encoding: chunked\r\n\r\n")
        for i in range(0, len(VALID), 7):
            piece = VALID[i:i + 7]
            s.sendall(b"%x\r\n" % len(piece) + piece + b"\r\n")
        s.sendall(b"0\r\n\r\n")
        status, _, body = read_response(s)
        assert status == 200
        assert json.loads(body)["outcome"] == "unchanged" or json.loads(body)["outcome"] == "rotated"
    finally:
        s.close()


def test_slow_clients_do_not_starve_a_normal_client():
    slow = []
    stop = threading.Event()
    try:
        for _ in range(200):
            s = connect()
            s.sendall(b"POST /v1/decide HTTP/1.1\r\nHo")
            slow.append(s)

        def dribble():
            while not stop.is_set():
                for s in slow:
                    try:
                        s.sendall(b"s")
                    except OSError:
                        pass
                time.sleep(0.2)

        t = threading.Thread(target=dribble, daemon=True)
        t.start()
        for _ in range(5):
            started = time.monotonic()
            status, _, _ = decide(VALID)
            elapsed = time.monotonic() - started
            assert status == 200
            assert elapsed < 1.0, f"a normal request took {elapsed:.3f}s behind 200 slow clients"
    finally:
        stop.set()
        for s in slow:
            s.close()


def test_thousands_of_connections_opened_and_dropped():
    for i in range(3000):
        s = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        s.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, b"\x01\x00\x00\x00\x00\x00\x00\x00")  # RST on close
        try:
            s.connect((HOST, PORT))
            if i % 3 == 1:
                s.sendall(b"POST /v1/decide HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n{\"wi")
        finally:
            s.close()


def test_unknown_route_and_wrong_method():
    doc = problem(request("GET", "/v2/decide"))
    assert doc["status"] == 404
    status, headers, body = request("GET", "/v1/decide")
    assert status == 405
    assert "POST" in headers["allow"]


def test_unsupported_media_type_is_415():
    doc = problem(decide(VALID, headers={"Content-Type": "text/xml"}))
    assert doc["status"] == 415


def test_every_response_carries_nosniff_and_a_request_id():
    status, headers, _ = request("GET", "/healthz", headers={"X-Request-Id": "abc-123"})
    assert status == 200
    assert headers["x-content-type-options"] == "nosniff"
    assert headers["x-request-id"] == "abc-123"
