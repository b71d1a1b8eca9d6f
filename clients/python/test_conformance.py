"""Every conformance vector, over HTTP, against the built orientation-server, through orientation_client.

A vector with a JSON request for a typed endpoint goes through the typed method (``client.decide(...)``,
``client.batch([...])``, ...); the answer is decoded strictly into the response models (an unknown member or
value fails the vector) and compared as ``model.to_json()``, so the vector proves the models as well as the
server. A problem comes back as ``ProblemError`` and is compared as its ``Problem``. Vectors that send raw
bytes, another method or path, or their own headers go through ``client.send`` and ``client.interpret``,
the same decoding without the request side.
"""

import glob
import json
import os

import jsonschema
import pytest

from orientation_client import OrientationClient, ProblemError, TransportError, UnexpectedResponse
from orientation_conformance import CONFORMANCE, exchange, load_vectors, mismatches

VECTORS = load_vectors()
TYPED = {"decide", "simulate", "lint", "batch"}
SARIF = {"Accept": "application/sarif+json"}
PATHS = {"/v1/decide": "decide", "/v1/simulate": "simulate", "/v1/lint": "lint", "/v1/batch": "batch",
         "/healthz": "health", "/readyz": "ready", "/version": "version", "/v1/rules": "rules",
         "/v1/references": "references"}


class Recorder:
    def __init__(self):
        self.last = None

    def __call__(self, response):
        self.last = response


@pytest.fixture(scope="module")
def client(orientation_service):
    recorder = Recorder()
    with OrientationClient(orientation_service.url, strict=True, timeout=30, on_response=recorder) as c:
        c.recorder = recorder
        yield c


def _typed_call(client, v):
    """The typed method and its arguments for this vector, or None when it must go raw."""
    if v.endpoint not in TYPED or v.method != "POST" or v.path != "/v1/" + v.endpoint or v.raw or v.request is None:
        return None
    sarif = v.headers == {**SARIF, "Content-Type": "application/json"}
    if v.headers not in ({"Content-Type": "application/json"},) and not sarif:
        return None
    if v.endpoint == "batch":
        if not (isinstance(v.request, dict) and set(v.request) == {"requests"} and isinstance(v.request["requests"], list)):
            return None
        return lambda: client.batch(v.request["requests"])
    if not isinstance(v.request, dict):
        return None
    if v.endpoint == "lint":
        return lambda: client.lint(v.request, sarif=sarif)
    return lambda: getattr(client, v.endpoint)(v.request)


def _body(model):
    value = model.to_json() if hasattr(model, "to_json") else model
    return json.dumps(value, ensure_ascii=False).encode("utf-8")


def _exchange(client, v):
    call = _typed_call(client, v)
    if call is not None:
        try:
            body = _body(call())
        except ProblemError as e:
            body = _body(e.problem)
        response = client.recorder.last
        return response.status_code, list(response.headers.items()), body
    try:
        response = client.send(v.method, v.path, v.body or None, v.headers)
    except TransportError:
        # An oversized body can be answered (413) and the connection closed before it is all sent; the
        # standard-library exchange reads that early answer.
        return exchange(client.base_url, v)
    operation = PATHS.get(v.path) if v.method in ("GET", "POST") else None
    sarif = v.headers.get("Accept") == SARIF["Accept"]
    try:
        result = client.interpret(operation, response, sarif=sarif)
        body = response.content if result is response else _body(result)
    except ProblemError as e:
        body = _body(e.problem)
    except UnexpectedResponse:
        body = response.content  # an answer the endpoint does not document: the vector's expectation judges it
    return response.status_code, list(response.headers.items()), body


def test_vector_set_is_large_enough():
    assert len(VECTORS) >= 150
    names = [v.name for v in VECTORS]
    assert len(names) == len(set(names)), "vector names must be unique"


SCHEMA = json.load(open(os.path.join(CONFORMANCE, "schema", "vector.schema.json"), encoding="utf-8"))
FILES = sorted(p for p in glob.glob(os.path.join(CONFORMANCE, "**", "*.json"), recursive=True)
               if os.sep + "schema" + os.sep not in p)


@pytest.mark.parametrize("path", FILES, ids=[os.path.relpath(p, CONFORMANCE) for p in FILES])
def test_vector_file_matches_the_schema(path):
    with open(path, encoding="utf-8") as f:
        doc = json.load(f)
    errors = [f"{list(e.absolute_path)}: {e.message}" for e in jsonschema.Draft202012Validator(SCHEMA).iter_errors(doc)]
    assert not errors, "\n".join(errors)


@pytest.mark.parametrize("vector", VECTORS, ids=[v.id for v in VECTORS])
def test_vector(client, vector):
    status, headers, body = _exchange(client, vector)
    problems = mismatches(vector.expect, status, headers, body)
    assert not problems, f"{vector.id} [{vector.rule}] ({vector.source})\n  " + "\n  ".join(problems)
