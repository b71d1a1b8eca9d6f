"""Errors: the server's problems arrive as ProblemError with status, code and pointer; answers outside the API
and transport failures have their own exceptions."""

import httpx
import pytest

from orientation_client import (
    OrientationClient,
    ProblemError,
    ServiceUnreachable,
    UnexpectedResponse,
)
from stubs import answering, closed_port_url

BAD_MASK = {"window": {"rootViewController": {"name": "Root", "supportedInterfaceOrientations": 1}}}


def test_an_invalid_value_is_a_problem_error_with_status_code_and_pointer(orientation):
    with pytest.raises(ProblemError) as caught:
        orientation.decide(BAD_MASK)
    e = caught.value
    assert (e.status, e.code, e.pointer) == (422, "invalid-orientation-mask", "/window/rootViewController/supportedInterfaceOrientations")


def test_a_problem_error_message_names_status_code_and_pointer(orientation):
    with pytest.raises(ProblemError, match=r"^422 invalid-orientation-mask at /window/rootViewController/supportedInterfaceOrientations: "):
        orientation.decide(BAD_MASK)


def test_a_problem_error_carries_the_request_id_the_server_logged(orientation):
    with pytest.raises(ProblemError) as caught:
        orientation.decide(BAD_MASK)
    assert caught.value.request_id


def test_malformed_json_sent_raw_is_interpreted_as_a_400_problem(orientation):
    response = orientation.send("POST", "/v1/decide", b'{"window": }', {"Content-Type": "application/json"})
    with pytest.raises(ProblemError) as caught:
        orientation.interpret("decide", response)
    assert (caught.value.status, caught.value.code) == (400, "malformed-json")


def test_an_unknown_path_is_a_404_problem(orientation):
    with pytest.raises(ProblemError) as caught:
        orientation.interpret(None, orientation.send("GET", "/v1/nope"))
    assert (caught.value.status, caught.value.code) == (404, "not-found")


def test_a_batch_item_gets_its_own_problem_with_an_absolute_pointer(orientation):
    result = orientation.batch([{"window": {"rootViewController": {"name": "Root"}}}, BAD_MASK])
    assert (result.succeeded, result.failed) == (1, 1)
    assert result.results[0].decision is not None
    problem = result.results[1].problem
    assert (problem.status, problem.pointer) == (422, "/requests/1/window/rootViewController/supportedInterfaceOrientations")


def test_an_error_answer_that_is_not_problem_json_is_an_unexpected_response():
    transport = httpx.MockTransport(answering(502, b"<html>Bad gateway</html>", "text/html"))
    with OrientationClient("http://orientation.test", transport=transport) as client:
        with pytest.raises(UnexpectedResponse, match="502 answer with Content-Type text/html"):
            client.decide({})


def test_a_success_answer_of_the_wrong_shape_is_an_unexpected_response():
    transport = httpx.MockTransport(answering(200, {"outcome": "rotated"}))
    with OrientationClient("http://orientation.test", transport=transport) as client:
        with pytest.raises(UnexpectedResponse, match="/interfaceOrientation: required member of Decision is missing"):
            client.decide({})


def test_a_strict_client_refuses_a_member_the_api_does_not_document():
    transport = httpx.MockTransport(answering(200, {"status": "ok", "uptime": 3}))
    with OrientationClient("http://orientation.test", transport=transport, strict=True) as client:
        with pytest.raises(UnexpectedResponse, match="/uptime: member not in Health"):
            client.health()


def test_a_lenient_client_ignores_a_member_a_newer_server_adds():
    transport = httpx.MockTransport(answering(200, {"status": "ok", "uptime": 3}))
    with OrientationClient("http://orientation.test", transport=transport) as client:
        assert client.health().status == "ok"


def test_a_server_that_is_not_there_raises_service_unreachable():
    with OrientationClient(closed_port_url(), timeout=5) as client:
        with pytest.raises(ServiceUnreachable, match="cannot reach the orientation-service"):
            client.health()


def test_a_base_url_without_a_scheme_is_refused():
    with pytest.raises(ValueError, match="base_url must be an http:// or https:// URL"):
        OrientationClient("127.0.0.1:8080")
