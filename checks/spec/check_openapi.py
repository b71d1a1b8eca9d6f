#!/usr/bin/env python3
"""Checks openapi.yaml against the running server.

1. The document is valid OpenAPI 3.1 (openapi-spec-validator).
2. /openapi.yaml served by the binary is byte-identical to the repository file.
3. Every documented request example gets a documented status from the real server, and its body validates
   against the documented response schema for that status and media type.

Usage: check_openapi.py BASE_URL   (e.g. http://127.0.0.1:8080)
"""
import json
import sys
import urllib.error
import urllib.request
from pathlib import Path

import yaml
from jsonschema import Draft202012Validator
from openapi_spec_validator import validate as validate_spec

ROOT = Path(__file__).resolve().parents[2]


def fetch(base, method, path, body=None):
    data = None if body is None else json.dumps(body).encode()
    req = urllib.request.Request(base + path, data=data, method=method)
    if data is not None:
        req.add_header("Content-Type", "application/json")
    try:
        with urllib.request.urlopen(req, timeout=10) as r:
            return r.status, r.headers.get("Content-Type", ""), r.read()
    except urllib.error.HTTPError as e:
        return e.code, e.headers.get("Content-Type", ""), e.read()


def schema_validator(spec, schema):
    # Resolve '#/components/...' references against the whole document.
    wrapped = dict(schema)
    wrapped["components"] = spec.get("components", {})
    return Draft202012Validator(wrapped)


def main():
    base = sys.argv[1].rstrip("/")
    raw = (ROOT / "openapi.yaml").read_bytes()
    spec = yaml.safe_load(raw)
    validate_spec(spec)
    print("openapi.yaml: valid OpenAPI", spec["openapi"])

    status, _, served = fetch(base, "GET", "/openapi.yaml")
    assert status == 200, f"/openapi.yaml answered {status}"
    assert served == raw, "/openapi.yaml served by the binary differs from the repository file (run scripts/embed-openapi)"
    print("/openapi.yaml: identical to the repository file")

    checked = 0
    failures = []
    for path, item in spec["paths"].items():
        for method, op in item.items():
            if method not in ("get", "post", "put", "delete", "patch"):
                continue
            bodies = []
            if method == "get":
                bodies.append(("(no body)", None))
            else:
                content = op.get("requestBody", {}).get("content", {})
                for media in content.values():
                    for name, ex in (media.get("examples") or {}).items():
                        bodies.append((name, ex["value"]))
                    if "example" in media:
                        bodies.append(("example", media["example"]))
            for name, body in bodies:
                status, ctype, payload = fetch(base, method.upper(), path, body)
                responses = op["responses"]
                doc = responses.get(str(status))
                label = f"{method.upper()} {path} [{name}]"
                if doc is None:
                    failures.append(f"{label}: undocumented status {status}: {payload[:300]!r}")
                    continue
                if "$ref" in doc:
                    ref = doc["$ref"].split("/")[-1]
                    doc = spec["components"]["responses"][ref]
                media_type = ctype.split(";")[0].strip()
                content = doc.get("content", {})
                if content and media_type not in content:
                    failures.append(f"{label}: content type {media_type!r} not documented for {status}")
                    continue
                schema = content.get(media_type, {}).get("schema")
                if schema and media_type.endswith("json"):
                    errors = list(schema_validator(spec, schema).iter_errors(json.loads(payload)))
                    if errors:
                        failures.append(f"{label}: response does not match schema: {errors[0].message}")
                        continue
                checked += 1
    for f in failures:
        print("FAIL", f)
    print(f"openapi examples: {checked} passed, {len(failures)} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
