"""Stand-ins for a server, for the behaviours a real orientation-server cannot show: another API version, an
answer outside the API, silence. Real sockets where timing matters; httpx.MockTransport otherwise."""

import json
import socket
import threading

import httpx


def version_transport(version, seen=None):
    """A transport whose /version reports ``version``; every other path answers 404 and is recorded."""

    def handle(request):
        if seen is not None:
            seen.append(request.url.path)
        if request.url.path == "/version":
            return httpx.Response(200, json={"version": version, "gitCommit": "abc1234", "buildDate": "2026-01-01T00:00:00Z"})
        return httpx.Response(404, headers={"Content-Type": "application/problem+json"},
                              content=json.dumps({"type": "urn:orientation-service:problem:not-found",
                                                  "title": "Not found", "status": 404, "code": "not-found"}))

    return handle


def answering(status, body, content_type="application/json", version="1.0.0"):
    """A transport answering every API call with this status, body and type (and /version with ``version``)."""

    def handle(request):
        if request.url.path == "/version":
            return httpx.Response(200, json={"version": version, "gitCommit": "x", "buildDate": "x"})
        content = body if isinstance(body, bytes) else json.dumps(body).encode()
        return httpx.Response(status, headers={"Content-Type": content_type}, content=content)

    return handle


class SilentServer:
    """Accepts connections on a loopback port, reads, and never answers (until closed)."""

    def __init__(self):
        self.sock = socket.socket()
        self.sock.bind(("127.0.0.1", 0))
        self.sock.listen(16)
        self.url = f"http://127.0.0.1:{self.sock.getsockname()[1]}"
        self.connections = []
        self.stopped = threading.Event()
        threading.Thread(target=self._accept, daemon=True).start()

    def _accept(self):
        while not self.stopped.is_set():
            try:
                conn, _ = self.sock.accept()
            except OSError:
                return
            self.connections.append(conn)

    def close(self):
        self.stopped.set()
        self.sock.close()
        for c in self.connections:
            c.close()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()


def closed_port_url():
    """A loopback URL nobody listens on."""
    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]
    s.close()
    return f"http://127.0.0.1:{port}"
