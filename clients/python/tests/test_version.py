"""The client reads the server's version and refuses an API major version it does not know."""

import asyncio

import httpx
import pytest

from orientation_client import (
    API_MAJOR_VERSIONS,
    AsyncOrientationClient,
    OrientationClient,
    ProblemError,
    UnsupportedServerVersion,
)
from stubs import version_transport

SCENARIO = {"window": {"rootViewController": {"name": "Root"}}}


def test_the_client_reports_the_servers_version(orientation):
    info = orientation.version()
    assert info.major in API_MAJOR_VERSIONS
    assert orientation.server_version == info


def test_the_first_api_call_checks_the_version(orientation_service):
    with OrientationClient(orientation_service.url) as client:
        assert client.server_version is None
        client.decide(SCENARIO)
        assert client.server_version is not None


def test_a_server_of_an_unknown_major_version_is_refused_before_any_api_call():
    seen = []
    with OrientationClient("http://orientation.test", transport=httpx.MockTransport(version_transport("2.0.0", seen))) as client:
        with pytest.raises(UnsupportedServerVersion) as caught:
            client.decide(SCENARIO)
    assert seen == ["/version"]
    message = str(caught.value)
    assert "reports version '2.0.0', API major version 2" in message
    assert "speaks API major version 1 only" in message


def test_a_version_that_does_not_start_with_a_number_is_refused():
    with OrientationClient("http://orientation.test", transport=httpx.MockTransport(version_transport("dev-build"))) as client:
        with pytest.raises(UnsupportedServerVersion, match="'dev-build'"):
            client.rules()


def test_a_newer_minor_version_of_a_known_major_is_accepted():
    with OrientationClient("http://orientation.test", transport=httpx.MockTransport(version_transport("1.7.2"))) as client:
        assert client.version().major == 1


def test_the_check_can_be_turned_off_for_a_server_under_development():
    seen = []
    transport = httpx.MockTransport(version_transport("2.0.0", seen))
    with OrientationClient("http://orientation.test", transport=transport, check_version=False) as client:
        with pytest.raises(ProblemError):
            client.decide(SCENARIO)  # the stub answers 404: the point is that the request was sent
    assert seen == ["/v1/decide"]


def test_health_and_readiness_need_no_version_check():
    seen = []
    with OrientationClient("http://orientation.test", transport=httpx.MockTransport(version_transport("2.0.0", seen))) as client:
        with pytest.raises(ProblemError):
            client.health()
    assert seen == ["/healthz"]


def test_the_async_client_refuses_an_unknown_major_version_too():
    async def run():
        transport = httpx.MockTransport(version_transport("3.1.0"))
        async with AsyncOrientationClient("http://orientation.test", transport=transport) as client:
            await client.decide(SCENARIO)

    with pytest.raises(UnsupportedServerVersion, match="API major version 3"):
        asyncio.run(run())
