"""The Xcode Run Script phases in docs/command-line.md ("In Xcode: a Run Script build phase"), run as they stand.

Xcode turns a build script's output line `PATH:LINE:COLUMN: error|warning|note: MESSAGE` into an issue on that line
of that file, and needs the path absolute. Xcode runs the phase with `SRCROOT` set to the project folder
(Xcode Build Settings Reference, SRCROOT) and fails the build on an `error:` line or a non-zero exit status. The
scripts run here on the conformance project tab-game-center, whose storyboard presents a portrait-only controller
over a landscape-only app (a crash finding), with the built orientation-server on PATH.
"""
import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
DOC = ROOT / "docs/command-line.md"
BIN = Path(os.environ.get("ORIENTATION_SERVER_BIN", ROOT / ".build/debug/orientation-server")).resolve()
FIXTURE = ROOT / "conformance/projects/tab-game-center"
# An issue line as Xcode reads it from a script's output.
ISSUE = re.compile(r"^(?P<path>[^:]+):(?P<line>\d+):(?P<column>\d+): (?P<kind>error|warning|note): (?P<message>.+)$")
WARNINGS_ONLY = "# Xcode Run Script phase: orientation lint, warnings only"
CRASHES_FAIL = "# Xcode Run Script phase: orientation lint, crashes fail the build"


def script(first_line):
    """The fenced sh block of the doc whose first line is `first_line`."""
    blocks = re.findall(r"^```sh\n(.*?)^```", DOC.read_text(), flags=re.M | re.S)
    matching = [b for b in blocks if b.startswith(first_line + "\n")]
    assert len(matching) == 1, f"expected one block starting {first_line!r} in {DOC}"
    return matching[0]


@pytest.fixture
def srcroot(tmp_path):
    root = tmp_path / "My Game"  # a space in the path, as in many Xcode project folders
    shutil.copytree(FIXTURE, root)
    return root


def run_phase(first_line, srcroot, with_binary=True):
    bin_dir = srcroot.parent / "bin"
    bin_dir.mkdir(exist_ok=True)
    if with_binary and not (bin_dir / "orientation-server").exists():
        (bin_dir / "orientation-server").symlink_to(BIN)
    # The phase's PATH without the server unless given; what the script adds itself comes first.
    env = {"SRCROOT": str(srcroot), "PATH": f"{bin_dir}:/usr/bin:/bin", "HOME": str(srcroot.parent)}
    # Xcode runs the phase with its Shell field, /bin/sh by default, which is bash (in POSIX mode) on macOS.
    return subprocess.run(["bash", "--posix", "-c", script(first_line)], cwd=srcroot, env=env, capture_output=True,
                          text=True, timeout=120)


def issues(output):
    return [m for m in map(ISSUE.match, output.splitlines()) if m]


def test_binary_is_built():
    assert BIN.is_file(), f"build the server first (swift build): {BIN}"


@pytest.mark.parametrize("first_line", [WARNINGS_ONLY, CRASHES_FAIL])
def test_every_issue_line_names_an_existing_file_by_absolute_path(first_line, srcroot):
    found = issues(run_phase(first_line, srcroot).stdout)
    assert found
    for issue in found:
        path = Path(issue["path"])
        assert path.is_absolute() and path.is_file(), issue.group(0)
        assert path.is_relative_to(srcroot), issue.group(0)


@pytest.mark.parametrize("first_line", [WARNINGS_ONLY, CRASHES_FAIL])
def test_every_finding_and_related_place_of_the_report_becomes_an_issue(first_line, srcroot):
    report = subprocess.run([str(BIN), "lint", str(srcroot), "--quiet", "--fail-on", "never"],
                            capture_output=True, text=True, timeout=120).stdout
    expected = [line.strip() for line in report.splitlines() if ISSUE.match(line.strip())]
    found = issues(run_phase(first_line, srcroot).stdout)
    assert len(found) == len(expected)
    assert [i["line"] + ":" + i["column"] for i in found] == [ISSUE.match(e)["line"] + ":" + ISSUE.match(e)["column"]
                                                             for e in expected]


def test_the_warnings_only_phase_exits_0_with_no_error_line(srcroot):
    done = run_phase(WARNINGS_ONLY, srcroot)
    assert done.returncode == 0, done.stderr
    assert not [i for i in issues(done.stdout) if i["kind"] == "error"]


def test_the_warnings_only_phase_shows_the_crash_as_a_warning_on_its_line(srcroot):
    found = issues(run_phase(WARNINGS_ONLY, srcroot).stdout)
    crash = [i for i in found if i["message"].endswith("[invalid-orientation-on-presentation]")]
    assert crash and all(i["kind"] == "warning" for i in crash)
    assert crash[0]["path"] == str(srcroot / "App/Sources/LeaderboardViewController.swift")
    assert (crash[0]["line"], crash[0]["column"]) == ("8", "18")


def test_the_warnings_only_phase_warns_and_passes_without_the_binary(srcroot):
    done = run_phase(WARNINGS_ONLY, srcroot, with_binary=False)
    assert done.returncode == 0
    assert done.stdout.startswith("warning: orientation-server is not installed")


def test_the_failing_phase_exits_1_with_the_crash_as_an_error(srcroot):
    done = run_phase(CRASHES_FAIL, srcroot)
    assert done.returncode == 1
    crash = [i for i in issues(done.stdout) if i["message"].endswith("[invalid-orientation-on-presentation]")]
    assert crash and all(i["kind"] == "error" for i in crash)
