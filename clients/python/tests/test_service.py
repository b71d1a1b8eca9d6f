"""The service runner and the pytest plugin: start on a free port, wait for /readyz, stop with SIGTERM and
insist on exit status 0; and the README's example, run as a user would run it."""

import os
import re
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from orientation_client import OrientationClient, OrientationService, ServiceError

README = Path(__file__).resolve().parents[1] / "README.md"


def server_binary():
    return os.environ["ORIENTATION_SERVER_BIN"]


def script(tmp_path, body):
    path = tmp_path / "fake-server"
    path.write_text("#!/bin/sh\n" + body)
    path.chmod(path.stat().st_mode | stat.S_IEXEC)
    return str(path)


def run_pytest(tmp_path, test_source, *args):
    (tmp_path / "test_example.py").write_text(test_source)
    env = dict(os.environ)
    env.pop("ORIENTATION_SERVER_URL", None)
    return subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", str(tmp_path), *args],
                          capture_output=True, text=True, env=env, timeout=300)


def test_the_service_serves_on_a_free_port_and_exits_0_on_sigterm():
    service = OrientationService(server_binary()).start()
    try:
        assert re.fullmatch(r"http://127\.0\.0\.1:\d+", service.url)
        with OrientationClient(service.url) as client:
            assert client.ready()
    finally:
        service.stop()
    assert service.exit_status == 0


def test_a_missing_binary_is_a_clear_error():
    with pytest.raises(ServiceError, match="binary not found or not executable: /nonexistent/orientation-server"):
        OrientationService("/nonexistent/orientation-server").start()


def test_a_binary_that_exits_at_start_is_reported_with_its_log(tmp_path):
    binary = script(tmp_path, "echo 'error: address already in use' >&2\nexit 1\n")
    with pytest.raises(ServiceError, match=r"(?s)exited with 1 before listening.*address already in use"):
        OrientationService(binary).start()


def test_a_server_that_exits_nonzero_on_sigterm_fails_the_stop(tmp_path, orientation_service):
    # Announces the real server's address (so /readyz answers) but exits 3 on SIGTERM.
    binary = script(tmp_path, f"echo 'listening on {orientation_service.url}' >&2\n"
                              "trap 'exit 3' TERM\nwhile :; do sleep 0.05; done\n")
    service = OrientationService(binary).start()
    with pytest.raises(ServiceError, match=r"exited with 3 after SIGTERM \(expected 0\)"):
        service.stop()


def readme_example():
    blocks = re.findall(r"```python\n(.*?)```", README.read_text(encoding="utf-8"), re.S)
    return next(b for b in blocks if "def test_" in b)


def test_the_readme_example_is_ten_lines_at_most():
    assert len(readme_example().strip().splitlines()) <= 10


def test_the_readme_example_passes_with_the_installed_plugin(tmp_path):
    result = run_pytest(tmp_path, readme_example(), "--orientation-server-bin", server_binary())
    assert result.returncode == 0, result.stdout + result.stderr
    assert re.search(r"\b1 passed\b", result.stdout)


def test_the_plugin_uses_a_running_server_when_given_its_url(tmp_path, orientation_service):
    result = run_pytest(tmp_path, "def test_health(orientation):\n    assert orientation.health().status == 'ok'\n",
                        "--orientation-url", orientation_service.url)
    assert result.returncode == 0, result.stdout + result.stderr


def test_the_plugin_fails_the_session_when_the_binary_is_missing(tmp_path):
    result = run_pytest(tmp_path, "def test_health(orientation):\n    orientation.health()\n",
                        "--orientation-server-bin", "/nonexistent/orientation-server")
    assert result.returncode != 0
    assert "binary not found or not executable: /nonexistent/orientation-server" in result.stdout
