"""pytest wiring for clients/python: the conformance harness' imports and its "N passed, N failed" line.

The server comes from the orientation_client pytest plugin (fixture ``orientation_service``): the binary in
ORIENTATION_SERVER_BIN (clients/python/run sets it), started once per session and stopped with SIGTERM.
"""

import os
import sys

sys.path.insert(0, os.path.dirname(__file__))


def pytest_terminal_summary(terminalreporter):
    passed = len(terminalreporter.stats.get("passed", []))
    failed = len(terminalreporter.stats.get("failed", [])) + len(terminalreporter.stats.get("error", []))
    terminalreporter.write_line(f"{passed} passed, {failed} failed")
