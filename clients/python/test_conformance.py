"""Every conformance vector, over HTTP, against the built orientation-server (issue 5).

Uses requests when it is installed (the harness' own client otherwise), so the check is independent of the
standard-library client the command-line runner uses.
"""

import glob
import json
import os

import jsonschema
import pytest

from orientation_conformance import CONFORMANCE, load_vectors, mismatches, exchange

try:
    import requests
except ImportError:  # pragma: no cover - the run script installs it
    requests = None

VECTORS = load_vectors()


def _send(base_url, v):
    if requests is None:
        return exchange(base_url, v)
    headers = dict(v.headers)
    headers["Connection"] = "close"
    try:
        r = requests.request(v.method, base_url + v.path, data=v.body or None, headers=headers, timeout=30)
    except requests.exceptions.ConnectionError:
        # An oversized body can be answered (413) and the connection closed before it is all sent; the
        # standard-library client reads that response.
        return exchange(base_url, v)
    return r.status_code, list(r.headers.items()), r.content


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
def test_vector(server, vector):
    status, headers, body = _send(server.url, vector)
    problems = mismatches(vector.expect, status, headers, body)
    assert not problems, f"{vector.id} [{vector.rule}] ({vector.source})\n  " + "\n  ".join(problems)
