"""The client's exceptions: one base class, and one class per way a call can fail.

- ``InvalidRequest``: the caller's input is wrong; raised before anything is sent, with the JSON Pointer the
  server would have named.
- ``ProblemError``: the server answered with an RFC 9457 problem (4xx/5xx); carries its ``status``, stable
  ``code`` and ``pointer``.
- ``UnsupportedServerVersion``: the server speaks an API major version this client does not know.
- ``ServiceTimeout`` / ``ServiceUnreachable``: the transport failed (both are ``TransportError``).
- ``UnexpectedResponse``: the server answered something the API does not document.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .responses import Problem


class OrientationError(Exception):
    """Base class of every error the client raises."""


class InvalidRequest(OrientationError, ValueError):
    """The request is invalid; nothing was sent. ``pointer`` names the member (RFC 6901), as the server would."""

    def __init__(self, pointer: str, message: str):
        super().__init__(f"{pointer or '/'}: {message}")
        self.pointer = pointer
        self.message = message


class ProblemError(OrientationError):
    """The server refused the request with a problem+json answer."""

    def __init__(self, problem: "Problem", request_id: str | None = None):
        self.problem = problem
        self.request_id = request_id
        where = f" at {problem.pointer}" if problem.pointer else ""
        detail = f": {problem.detail}" if problem.detail else ""
        super().__init__(f"{problem.status} {problem.code}{where}{detail}")

    @property
    def status(self) -> int:
        return self.problem.status

    @property
    def code(self) -> str:
        return self.problem.code

    @property
    def pointer(self) -> str | None:
        return self.problem.pointer

    @property
    def title(self) -> str:
        return self.problem.title

    @property
    def detail(self) -> str | None:
        return self.problem.detail


class UnsupportedServerVersion(OrientationError):
    """The server's API major version (from ``GET /version``) is not one this client knows."""

    def __init__(self, url: str, server_version: str, known_majors: tuple[int, ...], client_version: str):
        self.url = url
        self.server_version = server_version
        self.known_majors = known_majors
        known = ", ".join(str(m) for m in known_majors)
        super().__init__(
            f"the orientation-service at {url} reports version {server_version!r}, API major version "
            f"{server_version.split('.', 1)[0]}; orientation_client {client_version} speaks API major version "
            f"{known} only. Use a client release for that API version, or point the client at a matching server."
        )


class TransportError(OrientationError):
    """The request did not get an HTTP answer."""


class ServiceTimeout(TransportError, TimeoutError):
    """The server did not answer within the client's timeout."""


class ServiceUnreachable(TransportError, ConnectionError):
    """The connection to the server failed."""


class UnexpectedResponse(OrientationError):
    """An answer the API does not document (a status, media type or shape it does not list)."""

    def __init__(self, message: str, status: int | None = None, body: bytes = b""):
        super().__init__(message)
        self.status = status
        self.body = body
