"""Runs an orientation-server for a test session: the built binary on a free loopback port, or a container
image with podman. Start waits for ``/readyz``; stop sends SIGTERM (``podman stop`` for a container) and
checks that the server drained and exited 0, since a server that crashes on shutdown is a failure too.
"""

from __future__ import annotations

import os
import re
import shutil
import signal
import socket
import subprocess
import threading
import time
import urllib.error
import urllib.request

LISTENING = re.compile(r"listening on (http://[^\s]+)")
DEFAULT_BINARY = os.path.join(".build", "debug", "orientation-server")


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class ServiceError(RuntimeError):
    """The server could not be started, did not become ready, or did not stop cleanly. The message ends
    with the last lines the server logged."""


class OrientationService:
    """One orientation-server process (or container) and its URL.

    >>> with OrientationService(binary=".build/debug/orientation-server") as service:
    ...     OrientationClient(service.url).health()
    """

    def __init__(self, binary: str | None = None, *, image: str | None = None, startup_timeout: float = 60.0,
                 stop_timeout: float = 15.0, extra_args: list[str] | None = None):
        self.binary = binary or DEFAULT_BINARY
        self.image = image
        self.startup_timeout = startup_timeout
        self.stop_timeout = stop_timeout
        self.extra_args = list(extra_args or [])
        self.url: str | None = None
        self.exit_status: int | None = None
        self.log: list[str] = []
        self._proc: subprocess.Popen | None = None
        self._container: str | None = None

    # ---------------------------------------------------------------------------------------------- start

    def start(self) -> "OrientationService":
        if self.image:
            self._start_container()
        else:
            self._start_binary()
        self._wait_ready()
        return self

    def _start_binary(self) -> None:
        if not os.path.isfile(self.binary) or not os.access(self.binary, os.X_OK):
            raise ServiceError(f"orientation-server binary not found or not executable: {self.binary} (build it "
                               "with `swift build`, or give --orientation-server-bin / ORIENTATION_SERVER_BIN)")
        self._proc = subprocess.Popen([self.binary, "--host", "127.0.0.1", "--port", "0", *self.extra_args],
                                      stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        found = threading.Event()

        def drain() -> None:  # keeps reading stderr so the server never blocks on a full pipe
            assert self._proc is not None and self._proc.stderr is not None
            for raw in self._proc.stderr:
                line = raw.decode("utf-8", "replace").rstrip()
                self.log.append(line)
                m = LISTENING.search(line)
                if m and not found.is_set():
                    self.url = m.group(1).rstrip(".,;")
                    found.set()

        threading.Thread(target=drain, daemon=True, name="orientation-server-log").start()
        deadline = time.monotonic() + self.startup_timeout
        while not found.wait(0.05):
            if self._proc.poll() is not None:
                raise ServiceError(f"orientation-server exited with {self._proc.returncode} before listening"
                                   + self._log_tail())
            if time.monotonic() > deadline:
                self._kill()
                raise ServiceError(f"orientation-server printed no 'listening on' line in {self.startup_timeout:g} s"
                                   + self._log_tail())

    def _start_container(self) -> None:
        # Host network and a free loopback port passed as flags (ORIENTATION_PORT too, for the image's
        # HEALTHCHECK): works for rootful and rootless podman alike, with no port forwarding to set up.
        podman = shutil.which("podman")
        if podman is None:
            raise ServiceError(f"podman is not installed; it is needed to run the image {self.image}")
        port = _free_port()
        run = subprocess.run([podman, "run", "--detach", "--network", "host", "--env", f"ORIENTATION_PORT={port}",
                              self.image, "--host", "127.0.0.1", "--port", str(port), *self.extra_args],
                             capture_output=True, text=True)
        if run.returncode != 0:
            raise ServiceError(f"podman run {self.image} failed ({run.returncode}): {run.stderr.strip()}")
        self._container = run.stdout.strip().splitlines()[-1]
        self.url = f"http://127.0.0.1:{port}"

    def _wait_ready(self) -> None:
        deadline = time.monotonic() + self.startup_timeout
        last = "no answer"
        while time.monotonic() < deadline:
            if self._proc is not None and self._proc.poll() is not None:
                raise ServiceError(f"orientation-server exited with {self._proc.returncode} before it was ready"
                                   + self._log_tail())
            if self._container and not self._container_running():
                self.stop(check=False)
                raise ServiceError(f"the container of {self.image} exited (status {self.exit_status}) before it "
                                   "was ready" + self._log_tail())
            try:
                with urllib.request.urlopen(self.url + "/readyz", timeout=2) as r:
                    if r.status == 200:
                        return
                    last = f"status {r.status}"
            except urllib.error.HTTPError as e:
                last = f"status {e.code}"
            except OSError as e:
                last = repr(e)
            time.sleep(0.1)
        self.stop(check=False)
        raise ServiceError(f"{self.url}/readyz did not answer 200 within {self.startup_timeout:g} s ({last})"
                           + self._log_tail())

    # ---------------------------------------------------------------------------------------------- stop

    def stop(self, check: bool = True) -> None:
        """SIGTERM, wait for the drain, and (``check``) raise unless the server exited 0."""
        if self._container:
            self._stop_container(check)
        elif self._proc is not None and self.exit_status is None:
            if self._proc.poll() is None:
                self._proc.send_signal(signal.SIGTERM)
                try:
                    self._proc.wait(self.stop_timeout)
                except subprocess.TimeoutExpired:
                    self._kill()
                    raise ServiceError(f"orientation-server did not exit within {self.stop_timeout:g} s of SIGTERM"
                                       + self._log_tail()) from None
            self.exit_status = self._proc.returncode
            if check and self.exit_status != 0:
                raise ServiceError(f"orientation-server exited with {self.exit_status} after SIGTERM (expected 0)"
                                   + self._log_tail())

    def _stop_container(self, check: bool) -> None:
        podman = shutil.which("podman") or "podman"
        subprocess.run([podman, "stop", "--time", str(int(self.stop_timeout)), self._container], capture_output=True)
        inspect = subprocess.run([podman, "inspect", "--format", "{{.State.ExitCode}}", self._container],
                                 capture_output=True, text=True)
        logs = subprocess.run([podman, "logs", self._container], capture_output=True, text=True)
        self.log.extend((logs.stdout + logs.stderr).splitlines())
        self._remove_container()
        try:
            self.exit_status = int(inspect.stdout.strip())
        except ValueError:
            self.exit_status = None
        if check and self.exit_status != 0:
            raise ServiceError(f"the container exited with {self.exit_status} after podman stop (expected 0)"
                               + self._log_tail())

    def _container_running(self) -> bool:
        state = subprocess.run([shutil.which("podman") or "podman", "inspect", "--format", "{{.State.Running}}",
                                self._container], capture_output=True, text=True)
        return state.stdout.strip() == "true"

    def _remove_container(self) -> None:
        if self._container:
            subprocess.run([shutil.which("podman") or "podman", "rm", "--force", self._container], capture_output=True)
            self._container = None

    def _kill(self) -> None:
        if self._proc is not None and self._proc.poll() is None:
            self._proc.kill()
            self._proc.wait()

    def _log_tail(self, lines: int = 20) -> str:
        return ("\nserver log:\n  " + "\n  ".join(self.log[-lines:])) if self.log else ""

    def __enter__(self) -> "OrientationService":
        return self.start()

    def __exit__(self, exc_type, *exc) -> None:
        # A failed test body keeps its own exception; a clean one also checks the shutdown.
        self.stop(check=exc_type is None)
