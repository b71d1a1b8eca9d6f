"""Timeouts: a server that does not answer raises ServiceTimeout instead of hanging the test run."""

import asyncio

import pytest

from orientation_client import AsyncOrientationClient, InvalidRequest, OrientationClient, ServiceTimeout
from stubs import SilentServer


def test_a_server_that_never_answers_raises_service_timeout():
    with SilentServer() as server, OrientationClient(server.url, timeout=0.3) as client:
        with pytest.raises(ServiceTimeout, match="no answer within the timeout"):
            client.health()


def test_a_timeout_is_also_a_builtin_timeout_error():
    with SilentServer() as server, OrientationClient(server.url, timeout=0.3) as client:
        with pytest.raises(TimeoutError):
            client.health()


def test_a_per_call_timeout_overrides_the_clients():
    with SilentServer() as server, OrientationClient(server.url, timeout=600) as client:
        with pytest.raises(ServiceTimeout):
            client.health(timeout=0.3)


def test_the_async_client_times_out_too():
    async def run():
        with SilentServer() as server:
            async with AsyncOrientationClient(server.url, timeout=0.3) as client:
                await client.health()

    with pytest.raises(ServiceTimeout):
        asyncio.run(run())


@pytest.mark.parametrize("timeout", [0, -1])
def test_a_timeout_that_is_not_positive_is_refused(timeout):
    with pytest.raises(InvalidRequest, match="timeout must be positive seconds"):
        OrientationClient("http://127.0.0.1:1", timeout=timeout)
