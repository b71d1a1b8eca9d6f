"""The docs-example checker fails where it must: run with ORIENTATION_URL set (scripts/with-server)."""
import os
import textwrap

import pytest

import check_examples as C

BASE = os.environ.get("ORIENTATION_URL", "")
needs_server = pytest.mark.skipif(not BASE, reason="needs ORIENTATION_URL (run under scripts/with-server)")
FENCE = "```"


def page(tmp_path, text):
    p = tmp_path / "page.md"
    p.write_text(textwrap.dedent(text).replace("~~~", FENCE), encoding="utf-8")
    return p


def check(tmp_path, text):
    return C.check_page(BASE, page(tmp_path, text))


@needs_server
def test_a_matching_example_passes(tmp_path):
    count, problems = check(tmp_path, """
        <!-- example: healthz -->
        ~~~sh
        curl -s localhost:8080/healthz
        ~~~
        ~~~json
        {"status": "ok"}
        ~~~
        """)
    assert (count, problems) == (1, [])


@needs_server
def test_a_different_answer_is_reported(tmp_path):
    _, problems = check(tmp_path, """
        <!-- example: healthz -->
        ~~~sh
        curl -s localhost:8080/healthz
        ~~~
        ~~~json
        {"status": "fine"}
        ~~~
        """)
    assert len(problems) == 1 and "differs" in problems[0]


@needs_server
def test_a_missing_member_is_reported(tmp_path):
    _, problems = check(tmp_path, """
        <!-- example: lint-invalid-idiom -->
        ~~~sh
        curl -s localhost:8080/v1/lint -d '{"targets": [{"idiom": "watch"}]}'
        ~~~
        ~~~json
        {"type": "urn:orientation-service:problem:invalid-idiom", "status": 422, "code": "invalid-idiom"}
        ~~~
        """)
    assert len(problems) == 1


@needs_server
def test_only_the_listed_volatile_values_are_ignored(tmp_path):
    count, problems = check(tmp_path, """
        <!-- example: version -->
        ~~~sh
        curl -s localhost:8080/version
        ~~~
        ~~~json
        {"version": "0.0.0", "gitCommit": "any", "buildDate": "any"}
        ~~~
        """)
    assert (count, problems) == (1, [])


@needs_server
def test_headers_are_compared_except_the_volatile_ones(tmp_path):
    _, problems = check(tmp_path, """
        <!-- example: wrong-method -->
        ~~~sh
        curl -s -i -X DELETE localhost:8080/healthz
        ~~~
        ~~~http
        HTTP/1.1 405 Method Not Allowed
        Content-Type: application/problem+json

        {}
        ~~~
        """)
    assert any("headers differ" in p for p in problems)


@pytest.mark.parametrize("text, message", [
    ("""
     <!-- example: no-answer -->
     ~~~sh
     curl -s localhost:8080/healthz
     ~~~
     Some prose.
     """, "response block of example 'no-answer' is missing"),
    ("""
     <!-- example: not-curl -->
     ~~~sh
     wget localhost:8080/healthz
     ~~~
     ~~~json
     {}
     ~~~
     """, "one curl command"),
    ("""
     <!-- example: console -->
     ~~~console
     $ curl -s localhost:8080/healthz
     ~~~
     ~~~json
     {}
     ~~~
     """, "must be ```sh"),
    ("""
     <!-- example: yaml -->
     ~~~sh
     curl -s localhost:8080/healthz
     ~~~
     ~~~yaml
     status: ok
     ~~~
     """, "must be ```json, ```http or ```text"),
    ("""
     <!-- example: other-host -->
     ~~~sh
     curl -s example.com/healthz
     ~~~
     ~~~json
     {}
     ~~~
     """, "must be localhost:8080"),
    ("""
     <!-- example: missing-file -->
     ~~~sh
     curl -s localhost:8080/v1/decide -d @absent.json
     ~~~
     ~~~json
     {}
     ~~~
     """, "no <!-- example-file: absent.json --> block"),
    ("""
     <!-- example: include-without-http -->
     ~~~sh
     curl -s -i localhost:8080/healthz
     ~~~
     ~~~json
     {}
     ~~~
     """, "curl -i goes with an ```http response block"),
    ("""
     <!-- exampel: typo -->
     """, "malformed example marker"),
    ("""
     ~~~json
     {"status": "ok"}
     ~~~
     """, "not part of a marked example"),
    ("""
     ~~~
     HTTP/1.1 200 OK
     ~~~
     """, "not part of a marked example"),
    ("""
     ~~~sh
     curl -s localhost:8080/healthz
     ~~~
     """, "not part of a marked example"),
])
def test_malformed_or_unmarked_examples_fail(tmp_path, text, message):
    with pytest.raises(C.DocError, match=message.replace("?", r"\?").replace("*", r"\*")):
        C.check_page(BASE or "http://127.0.0.1:9", page(tmp_path, text))
