"""The docs-example checker fails where it must: run with ORIENTATION_URL set (scripts/with-server)."""
import json
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


def check(tmp_path, text, **options):
    count, problems, _ = C.check_page(BASE, page(tmp_path, text), answers=tmp_path / "answers", **options)
    return count, problems


def complete_answer(tmp_path, name, value):
    (tmp_path / "answers").mkdir(exist_ok=True)
    (tmp_path / "answers" / f"{name}.json").write_text(json.dumps(value), encoding="utf-8")


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


# Abbreviated answers: … stands for left-out members (in an object) and runs of items (in an array).
SERVER = {"outcome": "rotated", "flag": True, "count": 1,
          "explanation": [{"rule": "a", "detail": "x"}, {"rule": "b", "detail": "y"}, {"rule": "c", "detail": "z"}]}


@pytest.mark.parametrize("shown", [
    '{"outcome": "rotated", …}',
    '{…, "outcome": "rotated"}',
    '{"explanation": [{"rule": "a", …}, …], …}',
    '{"explanation": […, {"rule": "b", "detail": "y"}, …], …}',
    '{"explanation": […, {"rule": "c", …}], …}',
    '{"explanation": [{"rule": "a", …}, …, {"rule": "c", …}], …}',
    '{"explanation": [{"rule": "a", …}, {"rule": "b", …}, {"rule": "c", …}, …], …}',
    '{"explanation": […], …}',
    '{"outcome": "rotated", "flag": true, "count": 1, "explanation": [{"rule": "a", "detail": "x"}, …]}',
    '{"count": 1.0, …}',
])
def test_shown_lines_that_are_in_the_answer_match(shown):
    assert C.shown_mismatch(C.parse_abbreviated(shown, "page"), SERVER) is None


@pytest.mark.parametrize("shown, message", [
    ('{"outcome": "unchanged", …}', "/outcome: shown \"unchanged\""),
    ('{"exception": null, …}', "no member 'exception'"),
    ('{"outcome": "rotated", "flag": true, "count": 1}', "shown without …"),
    ('{"flag": 1, …}', "/flag: shown 1"),
    ('{"count": true, …}', "/count: shown true"),
    ('{"explanation": [{"rule": "a", …}], …}', "1 items shown without …, the server has 3"),
    ('{"explanation": [{"rule": "b", …}, …], …}', '/explanation/0/rule: shown "b", the server has "a"'),
    ('{"explanation": […, {"rule": "b", …}], …}', '/explanation/2/rule: shown "b", the server has "c"'),
    ('{"explanation": [{"rule": "a", …}, {"rule": "a", …}, {"rule": "a", …}, {"rule": "a", …}, …], …}',
     "4 items shown, the server has 3"),
    ('{"explanation": […, {"rule": "c", …}, {"rule": "b", …}, …], …}', "not in this order"),
    ('{"explanation": […, {"rule": "d", …}, …], …}', "no item of the server's 3"),
    ('{"explanation": [{"rule": "a"}, …], …}', "/explanation/0: the server's object has the members"),
    ('{"explanation": {…}, …}', "/explanation: shown an object"),
])
def test_shown_lines_that_are_not_in_the_answer_are_reported(shown, message):
    assert message in C.shown_mismatch(C.parse_abbreviated(shown, "page"), SERVER)


def test_an_ellipsis_inside_a_string_is_text_not_a_gap():
    text = '{"detail": "use the UIInterfaceOrientationMask… constant"}'
    assert not C.is_abbreviated(text)
    assert C.is_abbreviated('{"detail": "…", …}')
    assert C.shown_mismatch(C.parse_abbreviated('{"detail": "…", …}', "page"), {"detail": "other"}) is not None


def test_a_bare_ellipsis_outside_any_object_or_array_is_malformed():
    with pytest.raises(C.DocError, match="outside any object or array"):
        C.parse_abbreviated('…', "page")


@needs_server
def test_an_abbreviated_answer_with_its_complete_answer_passes(tmp_path):
    complete_answer(tmp_path, "healthz", {"status": "ok"})
    count, problems = check(tmp_path, """
        <!-- example: healthz -->
        ~~~sh
        curl -s localhost:8080/healthz
        ~~~
        ~~~json
        {"status": "ok", …}
        ~~~
        """)
    assert (count, problems) == (1, [])


@needs_server
def test_a_wrong_shown_line_is_reported_even_when_the_complete_answer_matches(tmp_path):
    complete_answer(tmp_path, "healthz", {"status": "ok"})
    _, problems = check(tmp_path, """
        <!-- example: healthz -->
        ~~~sh
        curl -s localhost:8080/healthz
        ~~~
        ~~~json
        {"status": "fine", …}
        ~~~
        """)
    assert len(problems) == 1 and "shown lines are not in the server's answer" in problems[0]


@needs_server
def test_a_complete_answer_that_differs_is_reported(tmp_path):
    complete_answer(tmp_path, "healthz", {"status": "ok", "uptime": 1})
    _, problems = check(tmp_path, """
        <!-- example: healthz -->
        ~~~sh
        curl -s localhost:8080/healthz
        ~~~
        ~~~json
        {"status": "ok", …}
        ~~~
        """)
    assert len(problems) == 1 and "complete answer" in problems[0] and "differs" in problems[0]


@needs_server
def test_an_abbreviated_answer_without_its_complete_answer_is_reported(tmp_path):
    _, problems = check(tmp_path, """
        <!-- example: healthz -->
        ~~~sh
        curl -s localhost:8080/healthz
        ~~~
        ~~~json
        {"status": "ok", …}
        ~~~
        """)
    assert len(problems) == 1 and "healthz.json" in problems[0]


@needs_server
def test_an_abbreviated_http_body_is_checked_with_its_headers_and_complete_answer(tmp_path):
    complete_answer(tmp_path, "wrong-method", {})
    _, problems = check(tmp_path, """
        <!-- example: wrong-method -->
        ~~~sh
        curl -s -i -X DELETE localhost:8080/healthz
        ~~~
        ~~~http
        HTTP/1.1 405 Method Not Allowed
        Content-Type: application/problem+json

        {"status": 405, …}
        ~~~
        """)
    assert any("headers differ" in p for p in problems)
    assert any("complete answer" in p for p in problems)
    assert not any("shown lines" in p for p in problems)


def test_a_complete_answer_no_abbreviated_example_uses_is_reported(tmp_path):
    complete_answer(tmp_path, "used", {})
    complete_answer(tmp_path, "renamed", {})
    used = (tmp_path / "answers" / "used.json").resolve()
    problems = C.unclaimed_answers(tmp_path / "answers", {used})
    assert len(problems) == 1 and "renamed.json" in problems[0]


def test_the_complete_answers_of_a_page_under_docs_are_in_a_folder_named_after_it():
    assert C.answers_folder(C.ROOT / "docs" / "api" / "decide.md") == C.ANSWERS / "api" / "decide"
    assert C.answers_folder(C.ROOT / "README.md") == C.ANSWERS / "README"
