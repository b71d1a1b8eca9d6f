"""Container mode (``--orientation-image``): podman runs the image on the host network with a free loopback
port given as flags, /readyz is awaited, ``podman stop`` must end it with exit status 0. podman is replaced by
tests/fake_podman.py, which runs the built binary as the image, so these tests check the orchestration (the
commands and the checks around them), not podman itself; scripts/container-check runs the real image."""

import json
import os
import shutil
import sys

import pytest

from orientation_client import OrientationClient, OrientationService

HERE = os.path.dirname(os.path.abspath(__file__))


@pytest.fixture
def fake_podman(tmp_path, monkeypatch):
    bindir = tmp_path / "bin"
    bindir.mkdir()
    podman = bindir / "podman"
    podman.write_text(f"#!/bin/sh\nexec {sys.executable} {os.path.join(HERE, 'fake_podman.py')} \"$@\"\n")
    podman.chmod(0o755)
    state = tmp_path / "state"
    state.mkdir()
    monkeypatch.setenv("PATH", f"{bindir}{os.pathsep}{os.environ['PATH']}")
    monkeypatch.setenv("FAKE_PODMAN_STATE", str(state))
    monkeypatch.setenv("FAKE_PODMAN_BINARY", os.environ["ORIENTATION_SERVER_BIN"])
    assert shutil.which("podman") == str(podman)

    def calls():
        return [json.loads(line) for line in (state / "calls").read_text().splitlines()]

    return calls


def test_the_image_runs_on_the_host_network_on_the_port_it_is_told(fake_podman):
    service = OrientationService(image="localhost/orientation-service:test").start()
    try:
        with OrientationClient(service.url) as client:
            assert client.ready()
    finally:
        service.stop()
    run = next(c for c in fake_podman() if c[0] == "run")
    port = service.url.rsplit(":", 1)[1]
    assert run[run.index("--network") + 1] == "host"
    assert run[run.index("--env") + 1] == f"ORIENTATION_PORT={port}"
    image_at = run.index("localhost/orientation-service:test")
    assert run[image_at + 1:] == ["--host", "127.0.0.1", "--port", port]


def test_the_container_is_stopped_checked_for_exit_0_and_removed(fake_podman):
    service = OrientationService(image="localhost/orientation-service:test").start()
    service.stop()
    assert service.exit_status == 0
    assert [c[0] for c in fake_podman()][-4:] == ["stop", "inspect", "logs", "rm"]
