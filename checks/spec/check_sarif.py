#!/usr/bin/env python3
"""Validates `orientation-server lint --format sarif` against the official SARIF 2.1.0 JSON schema.

Runs the built binary on the fixture project conformance/projects/tab-game-center, as a folder and as a .tar.gz
archive, and checks that:
1. each log is valid against checks/spec/sarif/sarif-schema-2.1.0.json (OASIS, draft-04);
2. every result has a physicalLocation with a project-relative artifactLocation.uri based on %SRCROOT% and a
   region with startLine and startColumn, and the relatedLocations are physical too;
3. the Game Center style crash (a portrait-only controller presented full screen in a landscape-only app) is
   reported on the line of the override that causes it;
4. the exit status is 1 (the crash is at or above the default --fail-on);
5. on a copy with the crash silenced by an `orientation-lint:` comment, the log is valid too, the crash results
   carry an `inSource` suppression with the comment's reason, and the exit status is 0;
6. with a baseline written from the fixture minus nothing and one made-up entry, the log is valid, every result
   is `unchanged` and the made-up entry comes back as an `absent` result.

Usage: check_sarif.py [BINARY]   (default .build/debug/orientation-server)
"""
import io
import json
import shutil
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

from jsonschema import Draft4Validator

ROOT = Path(__file__).resolve().parents[2]
FIXTURE = ROOT / "conformance" / "projects" / "tab-game-center"
SCHEMA = ROOT / "checks" / "spec" / "sarif" / "sarif-schema-2.1.0.json"


def lint(binary, path, *extra, status=1):
    run = subprocess.run([binary, "lint", str(path), "--format", "sarif", "--quiet", *extra],
                         capture_output=True, timeout=300)
    assert run.returncode == status, f"lint {path}: exit {run.returncode}, stderr: {run.stderr.decode()[:500]}"
    return json.loads(run.stdout)


def check_suppressed(binary):
    """The crash silenced in the source: still valid SARIF, the results marked as suppressed in the source."""
    with tempfile.TemporaryDirectory() as tmp:
        copy = Path(tmp) / "project"
        shutil.copytree(FIXTURE, copy)
        source = copy / "App" / "Sources" / "LeaderboardViewController.swift"
        lines = source.read_text().splitlines(keepends=True)
        lines.insert(7, "    // orientation-lint:disable-next-line invalid-orientation-on-presentation -- a sheet\n")
        source.write_text("".join(lines))
        log = lint(binary, copy, status=0)
    errors = list(Draft4Validator(json.loads(SCHEMA.read_text())).iter_errors(log))
    assert not errors, "suppressed: not valid SARIF 2.1.0: " + "; ".join(e.message for e in errors[:5])
    crashes = [r for r in log["runs"][0]["results"] if r["ruleId"] == "invalid-orientation-on-presentation"]
    assert crashes and all(r["suppressions"][0]["kind"] == "inSource"
                           and r["suppressions"][0]["justification"] == "a sheet" for r in crashes), crashes
    print(f"suppressed: valid SARIF 2.1.0, {len(crashes)} crash results suppressed in the source")


def check(log, label, expect_root_uri):
    validator = Draft4Validator(json.loads(SCHEMA.read_text()))
    errors = sorted(validator.iter_errors(log), key=lambda e: list(e.path))
    assert not errors, f"{label}: not valid SARIF 2.1.0: " + "; ".join(
        f"{'/'.join(map(str, e.path))}: {e.message}" for e in errors[:5])
    run = log["runs"][0]
    base = run["originalUriBaseIds"]["%SRCROOT%"]
    assert ("uri" in base) == expect_root_uri, f"{label}: %SRCROOT% uri {base}"
    results = run["results"]
    assert results, f"{label}: no results"
    for r in results:
        for loc in r["locations"][:1] + r.get("relatedLocations", []):
            phys = loc["physicalLocation"]
            art = phys["artifactLocation"]
            assert art["uriBaseId"] == "%SRCROOT%", f"{label}: {art}"
            assert not art["uri"].startswith("/") and (FIXTURE / art["uri"]).is_file(), f"{label}: {art['uri']}"
            assert phys["region"]["startLine"] >= 1 and phys["region"]["startColumn"] >= 1
    crashes = [r for r in results if r["ruleId"] == "invalid-orientation-on-presentation"]
    assert crashes, f"{label}: the Game Center style crash is missing"
    where = crashes[0]["locations"][0]["physicalLocation"]
    line = where["region"]["startLine"]
    source = (FIXTURE / where["artifactLocation"]["uri"]).read_text().splitlines()[line - 1]
    assert "supportedInterfaceOrientations" in source, f"{label}: the crash points at line {line}: {source!r}"
    print(f"{label}: valid SARIF 2.1.0, {len(results)} results, the crash at "
          f"{where['artifactLocation']['uri']}:{line}")


def check_baseline(binary):
    """--baseline: baselineState on every result, and an absent result for what the baseline has in excess."""
    with tempfile.TemporaryDirectory() as tmp:
        baseline = Path(tmp) / "baseline.json"
        subprocess.run([binary, "lint", str(FIXTURE), "--quiet", "--write-baseline", str(baseline)],
                       capture_output=True, timeout=300)
        data = json.loads(baseline.read_text())
        data["findings"].append({"code": "dead-orientation", "app": "Tab Game", "file": "App/Info.plist",
                                 "message": "a finding fixed since", "symbols": [], "count": 1})
        baseline.write_text(json.dumps(data))
        log = lint(binary, FIXTURE, "--baseline", str(baseline), status=0)
    errors = list(Draft4Validator(json.loads(SCHEMA.read_text())).iter_errors(log))
    assert not errors, "baseline: not valid SARIF 2.1.0: " + "; ".join(e.message for e in errors[:5])
    states = [r["baselineState"] for r in log["runs"][0]["results"]]
    assert states.count("absent") == 1 and set(states) == {"unchanged", "absent"}, states
    print(f"baseline: valid SARIF 2.1.0, {states.count('unchanged')} unchanged results and 1 absent")


def main():
    binary = sys.argv[1] if len(sys.argv) > 1 else str(ROOT / ".build" / "debug" / "orientation-server")
    check(lint(binary, FIXTURE), "folder", expect_root_uri=True)
    with tempfile.TemporaryDirectory() as tmp:
        archive = Path(tmp) / "tab-game-center.tar.gz"
        with tarfile.open(archive, "w:gz") as tar:
            tar.add(FIXTURE, arcname="tab-game-center")
        check(lint(binary, archive, "--strip-components", "1"), "tar.gz", expect_root_uri=False)
    check_suppressed(binary)
    check_baseline(binary)


if __name__ == "__main__":
    main()
