"""pytest wiring for the conformance harness: one server per session, and the "N passed, N failed" line."""

import os
import sys

import pytest

sys.path.insert(0, os.path.dirname(__file__))

from orientation_conformance import Server  # noqa: E402


@pytest.fixture(scope="session")
def server():
    with Server() as s:
        yield s


def pytest_terminal_summary(terminalreporter):
    passed = len(terminalreporter.stats.get("passed", []))
    failed = len(terminalreporter.stats.get("failed", [])) + len(terminalreporter.stats.get("error", []))
    terminalreporter.write_line(f"{passed} passed, {failed} failed")
