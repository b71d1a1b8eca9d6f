"""The pytest plugin (registered through the ``pytest11`` entry point when the package is installed).

Fixtures:
- ``orientation_service`` (session): a running orientation-server. The built binary on a free loopback port
  (``--orientation-server-bin`` or ORIENTATION_SERVER_BIN, default ``.build/debug/orientation-server``
  under the rootdir or else the working directory), a container image run with podman (``--orientation-image`` or
  ORIENTATION_SERVER_IMAGE), or a server already running (``--orientation-url`` or ORIENTATION_SERVER_URL).
  It waits for ``/readyz`` and at the end of the session sends SIGTERM and fails the session unless the
  server exited 0.
- ``orientation``: an ``OrientationClient`` for that server (one per test, closed after it).
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from types import SimpleNamespace

import pytest

from .client import OrientationClient
from .service import DEFAULT_BINARY, OrientationService


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("orientation", "orientation-service")
    group.addoption("--orientation-server-bin", default=None,
                    help="orientation-server binary to start (env ORIENTATION_SERVER_BIN; default "
                         ".build/debug/orientation-server under the rootdir)")
    group.addoption("--orientation-image", default=None,
                    help="run this container image with podman instead of a binary (env ORIENTATION_SERVER_IMAGE)")
    group.addoption("--orientation-url", default=None,
                    help="use the orientation-service already running at this URL (env ORIENTATION_SERVER_URL)")
    group.addoption("--orientation-timeout", type=float, default=None,
                    help="the clients' timeout in seconds (default 10)")


def _setting(config: pytest.Config, option: str, env: str) -> str | None:
    return config.getoption(option) or os.environ.get(env) or None


@pytest.fixture(scope="session")
def orientation_service(pytestconfig: pytest.Config) -> Iterator[OrientationService | SimpleNamespace]:
    url = _setting(pytestconfig, "orientation_url", "ORIENTATION_SERVER_URL")
    if url:
        yield SimpleNamespace(url=url.rstrip("/"), log=[])
        return
    image = _setting(pytestconfig, "orientation_image", "ORIENTATION_SERVER_IMAGE")
    binary = _setting(pytestconfig, "orientation_server_bin", "ORIENTATION_SERVER_BIN")
    if binary is None:  # the package's build under pytest's rootdir, else under the working directory
        candidates = [os.path.join(str(pytestconfig.rootpath), DEFAULT_BINARY), os.path.abspath(DEFAULT_BINARY)]
        binary = next((c for c in candidates if os.path.isfile(c)), candidates[0])
    service = OrientationService(binary, image=image).start()
    try:
        yield service
    finally:
        service.stop(check=True)


@pytest.fixture
def orientation(orientation_service, pytestconfig: pytest.Config) -> Iterator[OrientationClient]:
    timeout = pytestconfig.getoption("orientation_timeout") or 10.0
    with OrientationClient(orientation_service.url, timeout=timeout) as client:
        yield client
