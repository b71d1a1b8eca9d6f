"""The clients: ``OrientationClient`` (blocking) and ``AsyncOrientationClient`` (asyncio), over httpx.

Both share everything but the I/O: ``_Operation`` says what each endpoint takes and answers, ``_encode``
checks and serialises the caller's request, ``_interpret`` turns an HTTP response into a model or raises the
right exception. Before its first API call a client reads ``GET /version`` and refuses a server whose API
major version it does not know (``UnsupportedServerVersion``), so a harness fails with one clear message
instead of a stream of puzzling mismatches.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Callable, Mapping, Sequence
from typing import Any

import httpx

from . import validation
from ._codec import DecodingError, encode
from .errors import (
    InvalidRequest,
    ProblemError,
    ServiceTimeout,
    ServiceUnreachable,
    UnexpectedResponse,
    UnsupportedServerVersion,
)
from .requests import DecideRequest, LintRequest, SimulateRequest
from .responses import (
    BatchResponse,
    BatchSummary,
    Decision,
    DecisionSummary,
    Health,
    LintReport,
    Problem,
    Reference,
    References,
    RuleTable,
    SimulateResult,
    SimulateSummary,
    VersionInfo,
)

__version__ = "1.0.0"
#: The API major versions this client speaks (the first component of ``GET /version``'s ``version``).
API_MAJOR_VERSIONS: tuple[int, ...] = (1,)
DEFAULT_TIMEOUT = 10.0
SARIF = "application/sarif+json"
#: RFC 7240: asks decide, simulate and batch for the short answer (no explanation, ``disputed`` in brief).
PREFER_MINIMAL = "return=minimal"


@dataclasses.dataclass(frozen=True)
class _Operation:
    name: str
    method: str
    path: str
    response: type | None
    request: type | None = None
    validate: Callable[[Any], None] | None = None
    versioned: bool = True  # checks the server's API version first
    minimal: type | None = None  # the short answer's model (``Prefer: return=minimal``), where there is one


OPERATIONS = {
    op.name: op
    for op in [
        _Operation("decide", "POST", "/v1/decide", Decision, DecideRequest, validation.decide_request,
                   minimal=DecisionSummary),
        _Operation("simulate", "POST", "/v1/simulate", SimulateResult, SimulateRequest, validation.simulate_request,
                   minimal=SimulateSummary),
        _Operation("lint", "POST", "/v1/lint", LintReport, LintRequest, validation.lint_request),
        _Operation("batch", "POST", "/v1/batch", BatchResponse, minimal=BatchSummary),
        _Operation("rules", "GET", "/v1/rules", RuleTable),
        _Operation("references", "GET", "/v1/references", References),
        _Operation("health", "GET", "/healthz", Health, versioned=False),
        _Operation("ready", "GET", "/readyz", Health, versioned=False),
        _Operation("version", "GET", "/version", VersionInfo, versioned=False),
    ]
}


def _encode(op: _Operation, payload: Any) -> Any:
    """The JSON value to send: a typed request is validated and encoded, a mapping is sent as written."""
    if hasattr(payload, "as_request"):  # a builders.Scenario
        payload = payload.as_request(op.request)
    if dataclasses.is_dataclass(payload) and not isinstance(payload, type):
        if op.request is not None and not isinstance(payload, op.request):
            if op.request is LintRequest and type(payload) is DecideRequest:
                payload = LintRequest(**{f.name: getattr(payload, f.name) for f in dataclasses.fields(DecideRequest)})
            else:
                raise InvalidRequest("", f"{op.name} takes a {op.request.__name__}, not a {type(payload).__name__}")
        if op.validate is not None:
            op.validate(payload)
        return encode(payload)
    if isinstance(payload, Mapping):
        return payload
    raise InvalidRequest("", f"{op.name} takes a {op.request.__name__ if op.request else 'request'} or a dict, "
                             f"not {type(payload).__name__}")


def _batch_body(items: Sequence[Any]) -> dict:
    if isinstance(items, (str, bytes, Mapping)) or not isinstance(items, Sequence):
        raise InvalidRequest("/requests", "batch takes a sequence of requests")
    validation.batch(items)
    decide = OPERATIONS["decide"]
    out = []
    for i, item in enumerate(items):
        try:
            out.append(_encode(decide, item))
        except InvalidRequest as e:
            raise InvalidRequest(f"/requests/{i}{e.pointer}", e.message) from None
    return {"requests": out}


def _json_bytes(value: Any) -> bytes:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":")).encode("utf-8")


def _media_type(response: httpx.Response) -> str:
    return response.headers.get("content-type", "").split(";")[0].strip().lower()


def _interpret(op: _Operation | None, response: httpx.Response, strict: bool, sarif: bool = False) -> Any:
    """The model for a response, or the exception it means."""
    status = response.status_code
    media = _media_type(response)
    request_id = response.headers.get("x-request-id")
    if status >= 400 and not (op is not None and op.name == "ready" and status == 503):
        if media != "application/problem+json":
            raise UnexpectedResponse(f"{status} answer with Content-Type {media or 'none'} (expected "
                                     "application/problem+json)", status, response.content)
        try:
            problem = Problem.from_json(response.json(), strict)
        except (ValueError, DecodingError) as e:
            raise UnexpectedResponse(f"{status} answer is not an RFC 9457 problem: {e}", status, response.content) from None
        raise ProblemError(problem, request_id)
    if op is None or op.response is None:
        return response
    expected = SARIF if sarif else "application/json"
    if media != expected:
        raise UnexpectedResponse(f"{op.method} {op.path} answered {status} with Content-Type {media or 'none'} "
                                 f"(expected {expected})", status, response.content)
    try:
        data = response.json()
    except ValueError as e:
        raise UnexpectedResponse(f"{op.method} {op.path} answered invalid JSON: {e}", status, response.content) from None
    if sarif:
        return data
    # The short model only when the server says it sent the short answer: one that does not know the preference
    # answers in full, and the full model is what that answer is.
    applied = response.headers.get("preference-applied", "")
    model = op.minimal if op.minimal is not None and _applies_minimal(applied) else op.response
    try:
        return model.from_json(data, strict)
    except DecodingError as e:
        raise UnexpectedResponse(f"{op.method} {op.path} answered a body that does not match the API: {e}",
                                 status, response.content) from None


def _applies_minimal(preference_applied: str) -> bool:
    """Whether a ``Preference-Applied`` field value (RFC 7240 section 3) lists ``return=minimal``."""
    for element in preference_applied.split(","):
        name, _, value = element.split(";")[0].partition("=")
        if name.strip().lower() == "return" and value.strip().strip('"') == "minimal":
            return True
    return False


def _readiness(response: httpx.Response) -> bool:
    if response.status_code not in (200, 503):
        raise UnexpectedResponse(f"GET /readyz answered {response.status_code} (expected 200 or 503)",
                                 response.status_code, response.content)
    return response.status_code == 200


def _check_version(url: str, info: VersionInfo, check: bool) -> VersionInfo:
    if check:
        try:
            major = info.major
        except ValueError:
            major = None
        if major not in API_MAJOR_VERSIONS:
            raise UnsupportedServerVersion(url, info.version, API_MAJOR_VERSIONS, __version__)
    return info


class _Base:
    def __init__(self, base_url: str, *, timeout: float | httpx.Timeout | None = DEFAULT_TIMEOUT,
                 check_version: bool = True, strict: bool = False, headers: Mapping[str, str] | None = None,
                 on_response: Callable[[httpx.Response], None] | None = None):
        if not isinstance(base_url, str) or not base_url.startswith(("http://", "https://")):
            raise InvalidRequest("", f"base_url must be an http:// or https:// URL, not {base_url!r}")
        if isinstance(timeout, (int, float)) and not isinstance(timeout, bool) and timeout <= 0:
            raise InvalidRequest("", f"timeout must be positive seconds, not {timeout!r}")
        self.base_url = base_url.rstrip("/")
        self.timeout = timeout
        self.check_version = check_version
        self.strict = strict
        self.server_version: VersionInfo | None = None
        self._on_response = on_response
        self._headers = {"User-Agent": f"orientation_client/{__version__}", "Accept": "application/json",
                         **(headers or {})}

    def _request_args(self, op: _Operation, body: Any, sarif: bool, timeout: Any, minimal: bool = False) -> dict:
        headers = dict(self._headers)
        if sarif:
            headers["Accept"] = SARIF
        if minimal:
            headers["Prefer"] = PREFER_MINIMAL
        args: dict[str, Any] = {"method": op.method, "url": self.base_url + op.path, "headers": headers}
        if body is not None:
            headers["Content-Type"] = "application/json"
            args["content"] = _json_bytes(body)
        if timeout is not _UNSET:
            args["timeout"] = timeout
        return args

    def _seen(self, response: httpx.Response) -> httpx.Response:
        if self._on_response is not None:
            self._on_response(response)
        return response

    def interpret(self, operation: str | None, response: httpx.Response, *, sarif: bool = False) -> Any:
        """The model a raw response (from ``send``) stands for, or the exception it means: what the typed
        methods do after their request. ``operation`` is a method name (``"decide"``, ...) or None."""
        return _interpret(OPERATIONS[operation] if operation else None, response, self.strict, sarif)


_UNSET: Any = object()


def _transport_errors(call):
    try:
        return call()
    except httpx.TimeoutException as e:
        raise ServiceTimeout(f"no answer within the timeout: {e!r}") from e
    except httpx.TransportError as e:
        raise ServiceUnreachable(f"cannot reach the orientation-service: {e!r}") from e


class OrientationClient(_Base):
    """A blocking client. Use it as a context manager, or call ``close()``.

    >>> with OrientationClient("http://127.0.0.1:8080", timeout=5) as client:
    ...     decision = client.decide(scenario)
    """

    def __init__(self, base_url: str, *, transport: httpx.BaseTransport | None = None, **kwargs: Any):
        super().__init__(base_url, **kwargs)
        self._http = httpx.Client(timeout=self.timeout, transport=transport)

    def __enter__(self) -> "OrientationClient":
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()

    def close(self) -> None:
        self._http.close()

    def send(self, method: str, path: str, body: bytes | None = None, headers: Mapping[str, str] | None = None,
             *, timeout: Any = _UNSET) -> httpx.Response:
        """Sends exactly these bytes and returns the raw response (for tests of the HTTP layer itself)."""
        extra = {} if timeout is _UNSET else {"timeout": timeout}
        return _transport_errors(lambda: self._seen(self._http.request(
            method, self.base_url + path, content=body, headers=dict(headers or {}), **extra)))

    def _call(self, name: str, body: Any = None, *, sarif: bool = False, timeout: Any = _UNSET,
              minimal: bool = False) -> Any:
        op = OPERATIONS[name]
        if op.versioned and self.check_version and self.server_version is None:
            self.version()
        args = self._request_args(op, body, sarif, timeout, minimal)
        response = _transport_errors(lambda: self._seen(self._http.request(**args)))
        return _interpret(op, response, self.strict, sarif)

    def version(self, *, timeout: Any = _UNSET) -> VersionInfo:
        """``GET /version``; also checks (once) that this client speaks the server's API major version."""
        info = self._call("version", timeout=timeout)
        self.server_version = _check_version(self.base_url, info, self.check_version)
        return info

    def decide(self, request: Any, *, minimal: bool = False, timeout: Any = _UNSET) -> Decision | DecisionSummary:
        """What UIKit does with one app state (a DecideRequest, a builders.Scenario, or a dict). ``minimal`` asks
        for the short answer (``Prefer: return=minimal``): a ``DecisionSummary`` without the explanation, for
        harnesses that run thousands of cases (a server that does not apply it answers a full ``Decision``)."""
        return self._call("decide", _encode(OPERATIONS["decide"], request), timeout=timeout, minimal=minimal)

    def simulate(self, request: Any, *, minimal: bool = False,
                 timeout: Any = _UNSET) -> SimulateResult | SimulateSummary:
        """Replays a timeline of events (a SimulateRequest, ``Scenario.then(...)``, or a dict); ``minimal``: a
        ``SimulateSummary``, no explanation in any entry."""
        return self._call("simulate", _encode(OPERATIONS["simulate"], request), timeout=timeout, minimal=minimal)

    def lint(self, request: Any, *, sarif: bool = False, timeout: Any = _UNSET) -> Any:
        """Every orientation hazard of an app: a LintReport, or the SARIF 2.1.0 log (a dict) with ``sarif``."""
        return self._call("lint", _encode(OPERATIONS["lint"], request), sarif=sarif, timeout=timeout)

    def batch(self, requests: Sequence[Any], *, minimal: bool = False,
              timeout: Any = _UNSET) -> BatchResponse | BatchSummary:
        """Up to 1000 decide requests at once; each item gets its own decision or problem (``minimal``: each
        decision a ``DecisionSummary``)."""
        return self._call("batch", _batch_body(requests), timeout=timeout, minimal=minimal)

    def rules(self, *, timeout: Any = _UNSET) -> RuleTable:
        return self._call("rules", timeout=timeout)

    def references(self, *, timeout: Any = _UNSET) -> list[Reference]:
        return self._call("references", timeout=timeout).references

    def health(self, *, timeout: Any = _UNSET) -> Health:
        return self._call("health", timeout=timeout)

    def ready(self, *, timeout: Any = _UNSET) -> bool:
        """Whether ``/readyz`` answers 200 (it answers 503 while the server drains)."""
        return _readiness(self.send("GET", "/readyz", timeout=timeout))


class AsyncOrientationClient(_Base):
    """The asyncio client: the same methods as ``OrientationClient``, awaited.

    >>> async with AsyncOrientationClient(url) as client:
    ...     decisions = await asyncio.gather(*(client.decide(s) for s in scenarios))
    """

    def __init__(self, base_url: str, *, transport: httpx.AsyncBaseTransport | None = None, **kwargs: Any):
        super().__init__(base_url, **kwargs)
        self._http = httpx.AsyncClient(timeout=self.timeout, transport=transport)

    async def __aenter__(self) -> "AsyncOrientationClient":
        return self

    async def __aexit__(self, *exc: Any) -> None:
        await self.aclose()

    async def aclose(self) -> None:
        await self._http.aclose()

    async def _request(self, **args: Any) -> httpx.Response:
        try:
            return self._seen(await self._http.request(**args))
        except httpx.TimeoutException as e:
            raise ServiceTimeout(f"no answer within the timeout: {e!r}") from e
        except httpx.TransportError as e:
            raise ServiceUnreachable(f"cannot reach the orientation-service: {e!r}") from e

    async def send(self, method: str, path: str, body: bytes | None = None,
                   headers: Mapping[str, str] | None = None, *, timeout: Any = _UNSET) -> httpx.Response:
        extra = {} if timeout is _UNSET else {"timeout": timeout}
        return await self._request(method=method, url=self.base_url + path, content=body,
                                   headers=dict(headers or {}), **extra)

    async def _call(self, name: str, body: Any = None, *, sarif: bool = False, timeout: Any = _UNSET,
                    minimal: bool = False) -> Any:
        op = OPERATIONS[name]
        if op.versioned and self.check_version and self.server_version is None:
            await self.version()
        response = await self._request(**self._request_args(op, body, sarif, timeout, minimal))
        return _interpret(op, response, self.strict, sarif)

    async def version(self, *, timeout: Any = _UNSET) -> VersionInfo:
        info = await self._call("version", timeout=timeout)
        self.server_version = _check_version(self.base_url, info, self.check_version)
        return info

    async def decide(self, request: Any, *, minimal: bool = False, timeout: Any = _UNSET) -> Decision | DecisionSummary:
        return await self._call("decide", _encode(OPERATIONS["decide"], request), timeout=timeout, minimal=minimal)

    async def simulate(self, request: Any, *, minimal: bool = False,
                       timeout: Any = _UNSET) -> SimulateResult | SimulateSummary:
        return await self._call("simulate", _encode(OPERATIONS["simulate"], request), timeout=timeout, minimal=minimal)

    async def lint(self, request: Any, *, sarif: bool = False, timeout: Any = _UNSET) -> Any:
        return await self._call("lint", _encode(OPERATIONS["lint"], request), sarif=sarif, timeout=timeout)

    async def batch(self, requests: Sequence[Any], *, minimal: bool = False,
                    timeout: Any = _UNSET) -> BatchResponse | BatchSummary:
        return await self._call("batch", _batch_body(requests), timeout=timeout, minimal=minimal)

    async def rules(self, *, timeout: Any = _UNSET) -> RuleTable:
        return await self._call("rules", timeout=timeout)

    async def references(self, *, timeout: Any = _UNSET) -> list[Reference]:
        return (await self._call("references", timeout=timeout)).references

    async def health(self, *, timeout: Any = _UNSET) -> Health:
        return await self._call("health", timeout=timeout)

    async def ready(self, *, timeout: Any = _UNSET) -> bool:
        return _readiness(await self.send("GET", "/readyz", timeout=timeout))
