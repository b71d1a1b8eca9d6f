"""The GitHub Action (action.yml) as a runner executes it, with the built orientation-server standing in for the
container image (checks/action/fake-docker; scripts/container-check runs the same steps against the real image).

Each test runs the composite action's steps on a copy of the conformance project tab-game-center, whose storyboard
presents a portrait-only controller over a landscape-only app: UIKit raises UIApplicationInvalidInterfaceOrientation
there, so lint reports crash findings.
"""
import json
import os
import shutil
from pathlib import Path

import pytest

from run_action import ROOT, run

BIN = Path(os.environ.get("ORIENTATION_SERVER_BIN", ROOT / ".build/debug/orientation-server")).resolve()
FIXTURE = ROOT / "conformance/projects/tab-game-center"
UPLOAD = "github/codeql-action/upload-sarif@v4"


@pytest.fixture
def workspace(tmp_path):
    ws = tmp_path / "workspace"
    shutil.copytree(FIXTURE, ws)
    return ws


def run_action(workspace, image_present=True, **inputs):
    bin_dir = workspace.parent / "bin"
    bin_dir.mkdir(exist_ok=True)
    docker = bin_dir / "docker"
    if not docker.exists():
        docker.symlink_to(Path(__file__).with_name("fake-docker"))
    log = workspace.parent / "docker.log"
    log.write_text("")
    env = dict(os.environ, PATH=f"{bin_dir}:{os.environ['PATH']}", FAKE_DOCKER_LOG=str(log),
               FAKE_DOCKER_IMAGE_PRESENT="1" if image_present else "0", ORIENTATION_SERVER_BIN=str(BIN))
    result = run(workspace, {k.replace("_", "-"): v for k, v in inputs.items()}, env=env)
    result["docker"] = log.read_text().splitlines()
    return result


def step(result, name):
    return next(s for s in result["steps"] if s["step"] == name)


def sarif(path):
    log = json.loads(path.read_text())
    assert log["version"] == "2.1.0"
    return log


def test_binary_is_built():
    assert BIN.is_file(), f"build the server first (swift build): {BIN}"


def test_a_crash_finding_fails_the_job_after_the_sarif_is_uploaded(workspace):
    result = run_action(workspace)
    assert not result["passed"]
    assert result["failed_step"] == "Fail on findings at or above fail-on"
    assert result["outputs"]["exit-code"] == "1"
    assert result["uses"] == [{"uses": UPLOAD,
                               "with": {"sarif_file": "orientation-lint.sarif", "category": "orientation-lint"}}]
    rules = {r["ruleId"] for r in sarif(workspace / "orientation-lint.sarif")["runs"][0]["results"]}
    assert "invalid-orientation-on-presentation" in rules


def test_fail_on_never_passes_with_findings_and_still_uploads_them(workspace):
    result = run_action(workspace, fail_on="never")
    assert result["passed"]
    assert result["outputs"]["exit-code"] == "0"
    assert [u["uses"] for u in result["uses"]] == [UPLOAD]
    assert sarif(workspace / "orientation-lint.sarif")["runs"][0]["results"]


def test_the_sarif_source_root_is_the_checkout_path_so_code_scanning_finds_the_files(workspace):
    run_action(workspace, fail_on="never")
    sarif_run = sarif(workspace / "orientation-lint.sarif")["runs"][0]
    assert sarif_run["originalUriBaseIds"]["%SRCROOT%"]["uri"] == f"file://{workspace}/"


def test_a_project_in_a_subfolder_is_linted_there_with_uris_relative_to_the_checkout(tmp_path):
    # Code scanning resolves a relative URI against the checkout and ignores uriBaseId.
    ws = tmp_path / "workspace"
    shutil.copytree(FIXTURE, ws / "ios")
    result = run_action(ws, path="ios", fail_on="never")
    assert result["passed"]
    sarif_run = sarif(ws / "orientation-lint.sarif")["runs"][0]
    assert sarif_run["originalUriBaseIds"]["%SRCROOT%"]["uri"] == f"file://{ws}/"
    primary = [r["locations"][0]["physicalLocation"]["artifactLocation"] for r in sarif_run["results"]]
    related = [loc["physicalLocation"]["artifactLocation"]
               for r in sarif_run["results"] for loc in r.get("relatedLocations", []) if "physicalLocation" in loc]
    assert primary and related
    for location in primary + related:
        assert location["uri"].startswith("ios/App/"), location
        assert (ws / location["uri"]).is_file(), location


def test_the_job_log_shows_the_report_in_the_text_format_by_default(workspace):
    lint = step(run_action(workspace), "Lint the project")
    assert "App/Sources/LeaderboardViewController.swift:8:18: error: " in lint["stdout"]


def test_the_job_log_shows_the_report_in_the_format_asked_for(workspace):
    lint = step(run_action(workspace, format="json"), "Lint the project")
    assert json.loads(lint["stdout"])["apps"]


def test_format_sarif_lints_once_and_keeps_its_verdict(workspace):
    result = run_action(workspace, format="sarif")
    assert result["outputs"]["exit-code"] == "1"
    assert len([line for line in result["docker"] if line.startswith("run ")]) == 1
    assert sarif(workspace / "orientation-lint.sarif")["runs"][0]["results"]


def test_no_upload_when_upload_sarif_is_false(workspace):
    result = run_action(workspace, upload_sarif="false", fail_on="never")
    assert result["passed"]
    assert result["uses"] == []
    assert step(result, "Upload SARIF to code scanning") == {"step": "Upload SARIF to code scanning", "skipped": True}


def test_the_sarif_file_and_category_inputs_reach_the_upload(workspace):
    (workspace / "out").mkdir()
    result = run_action(workspace, sarif_file="out/lint.sarif", category="ios-orientation", fail_on="never")
    assert sarif(workspace / "out/lint.sarif")["runs"][0]["results"]
    assert result["uses"][0]["with"] == {"sarif_file": "out/lint.sarif", "category": "ios-orientation"}


def test_a_project_that_cannot_be_read_fails_the_lint_step_and_uploads_nothing(workspace):
    result = run_action(workspace, path="no-such-folder")
    assert result["failed_step"] == "Lint the project"
    assert step(result, "Lint the project")["exit"] == 2
    assert result["uses"] == []


def test_a_bad_fail_on_value_is_an_error_not_a_verdict(workspace):
    result = run_action(workspace, fail_on="sometimes")
    assert result["failed_step"] == "Lint the project"
    assert step(result, "Lint the project")["exit"] == 2
    assert result["uses"] == []


def test_targets_are_passed_to_lint_only_when_given(workspace):
    given = run_action(workspace, targets="phone@6.0", fail_on="never")
    runs = [line for line in given["docker"] if line.startswith("run ")]
    assert runs and all("--targets phone@6.0" in line for line in runs)
    default = run_action(workspace, fail_on="never")
    assert not any("--targets" in line for line in default["docker"])


def test_the_container_has_no_network_a_read_only_root_and_the_workspace_at_its_own_path(workspace):
    result = run_action(workspace, fail_on="never")
    runs = [line for line in result["docker"] if line.startswith("run ")]
    assert runs
    for line in runs:
        assert "--network none" in line and "--read-only" in line
        assert f"--volume {workspace}:{workspace} --workdir {workspace}" in line


def test_an_image_on_the_runner_is_used_as_it_is(workspace):
    result = run_action(workspace, fail_on="never")
    assert not any(line.startswith(("pull ", "build ")) for line in result["docker"])


def test_an_image_that_cannot_be_pulled_is_built_from_the_action_folder(workspace):
    result = run_action(workspace, image_present=False, image="example.invalid/orientation-service:1", fail_on="never")
    assert result["passed"]
    assert "pull --quiet example.invalid/orientation-service:1" in result["docker"]
    assert f"build --tag example.invalid/orientation-service:1 {ROOT}" in result["docker"]
