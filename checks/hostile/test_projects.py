"""Hostile projects against `orientation-server lint` and the live server's upload endpoints.

Every family of project-reader attack (parser recursion and backtracking, files that block, YAML alias bombs,
backtracking globs, paths that leave the project, names and folders that cannot be read, oversized files), at
its reported size and at ten times it: the command line ends within seconds with a finding or a clear error and
no signal, under 1 GB; the server answers every upload with a status (never a dropped connection), keeps
answering /healthz while the upload is read and afterwards, and stops within its grace period when SIGTERM
arrives in the middle of a read.

Run by scripts/test-extra (ORIENTATION_SERVER_BIN names the binary; default .build/debug/orientation-server).
"""
import io
import json
import os
import re
import resource
import signal
import stat
import shutil
import subprocess
import tarfile
import tempfile
import threading
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest

BIN = os.environ.get("ORIENTATION_SERVER_BIN", ".build/debug/orientation-server")
# Generous for a debug build on a loaded 2-core machine; the release binary takes a fraction of it.
SECONDS = 60
GIB = 1 << 30

INFO_PLIST = """<?xml version="1.0" encoding="UTF-8"?>
<plist version="1.0"><dict>
<key>UISupportedInterfaceOrientations</key><array><string>UIInterfaceOrientationPortrait</string></array>
</dict></plist>
"""
VIEW_CONTROLLER = """import UIKit
final class PlayerViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
}
"""


def swift_nesting(times):
    return "let x = " + "[(" * times + "\n"


def objc_sends(depth):
    return "@implementation A\n- (void)f {\n  " + "[a b:" * depth + "c" + "]" * depth + ";\n}\n@end\n"


def alias_bomb(levels):
    """The billion-laughs shape: each level a list of ten aliases of the level before."""
    lines = ['a0: &a0 ["lol"]']
    for i in range(1, levels + 1):
        lines.append(f"a{i}: &a{i} [" + ", ".join([f"*a{i - 1}"] * 10) + "]")
    return "\n".join(lines) + "\n"


# name -> (extra files {path: text}, the size factor's effect). Each project also has App/Info.plist and a
# controller, so a reader that skips the hostile file still lints an app.
SOURCE_FAMILIES = {
    "swift-type-lookahead-crash": lambda k: {"App/Bad.swift": swift_nesting(500 * k)},
    "swift-type-lookahead-hang": lambda k: {"App/Bad.swift": swift_nesting(30 * k)},
    "objc-deep-message-sends-crash": lambda k: {"App/Deep.m": objc_sends(30_000 * k)},
    "objc-deep-message-sends-slow": lambda k: {"App/Deep.m": objc_sends(10_000 * k)},
}


def write_project(root: Path, files):
    (root / "App").mkdir(parents=True, exist_ok=True)
    (root / "App/Info.plist").write_text(INFO_PLIST)
    (root / "App/PlayerViewController.swift").write_text(VIEW_CONTROLLER)
    for path, text in files.items():
        target = root / path
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text)


def run_lint(args, cwd=None):
    """Runs the command line; returns (status, stdout, stderr, seconds, peak RSS bytes of the child)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    started = time.monotonic()
    proc = subprocess.run([os.path.abspath(BIN), "lint"] + args, capture_output=True, text=True, errors="replace",
                          timeout=SECONDS, cwd=cwd, stdin=subprocess.DEVNULL)
    elapsed = time.monotonic() - started
    peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss * 1024
    return proc.returncode, proc.stdout, proc.stderr, elapsed, max(peak, before * 1024)


def assert_ended_cleanly(status, stderr):
    assert status in (0, 1, 2), f"ended by signal {-status}: {stderr[-2000:]}"
    assert "Fatal error" not in stderr and "Program crashed" not in stderr, stderr[-2000:]


@pytest.mark.parametrize("factor", [1, 10])
@pytest.mark.parametrize("family", sorted(SOURCE_FAMILIES))
def test_command_line_survives_hostile_sources(tmp_path, family, factor):
    write_project(tmp_path, SOURCE_FAMILIES[family](factor))
    status, out, err, _, peak = run_lint([str(tmp_path), "--format", "json", "--quiet"])
    assert_ended_cleanly(status, err)
    assert peak < GIB, f"peak RSS {peak >> 20} MiB"
    # The hostile file is named as not read (or read), and the rest of the app is still linted.
    assert "Bad.swift" in out + err or "Deep.m" in out + err, (out[-2000:], err[-2000:])
    assert "App/Info.plist" in out, out[-2000:]


@pytest.mark.parametrize("factor", [1, 10])
def test_command_line_bounds_yaml_aliases(tmp_path, factor):
    write_project(tmp_path, {})
    (tmp_path / ".orientation-lint.yml").write_text(alias_bomb(9 + (1 if factor == 10 else 0)))
    status, out, err, _, peak = run_lint([str(tmp_path), "--quiet"])
    assert status == 2, (status, err)
    assert ".orientation-lint.yml" in err and "alias" in err.lower(), err
    assert peak < GIB


@pytest.mark.parametrize("segments", [8, 80])
def test_command_line_matches_globs_in_linear_time(tmp_path, segments):
    write_project(tmp_path, {"/".join(["d"] * 30) + "/X.swift": VIEW_CONTROLLER.replace("Player", "Deep")})
    pattern = "/".join(["**"] * segments) + "/nothing-matches"
    (tmp_path / ".orientation-lint.yml").write_text(f'excluded:\n  - "{pattern}"\n')
    status, out, err, elapsed, _ = run_lint([str(tmp_path), "--quiet", "--format", "json"])
    assert_ended_cleanly(status, err)
    assert status in (0, 1), err


# Project descriptions the importer reads in place of a checked-in .xcodeproj (XcodeGen's project.yml, Tuist's
# Project.swift): name -> (files, whether the output must name the file). Each project also has App/Info.plist, so
# the app is still linted past the hostile description.
GENERATOR_FAMILIES = {
    "xcodegen-flow-nested-100000-deep": ({"project.yml": "name: A\ntargets: " + "[" * 100_000 + "]" * 100_000 + "\n"}, True),
    "xcodegen-blocks-nested-3000-deep": ({"project.yml": "name: A\n" + "".join(" " * i + f"k{i}:\n" for i in range(3000))}, True),
    "xcodegen-alias-bomb": ({"project.yml": "name: A\n" + alias_bomb(9)}, True),
    "xcodegen-include-loop": ({"project.yml": "name: A\ninclude: [b.yml]\n", "b.yml": "include: [project.yml]\n"}, False),
    "xcodegen-include-outside": ({"project.yml": "name: A\ninclude:\n  - path: ../../etc/passwd\n"}, True),
    "xcodegen-template-loop": ({"project.yml": "name: A\ntargetTemplates:\n  T: {templates: [U]}\n  U: {templates: [T]}\n"
                                "targets:\n  App: {type: application, platform: iOS, templates: [T]}\n"}, False),
    "xcodegen-50-mb-line": ({"project.yml": "name: A\nsettings: {base: {X: \"" + "a" * (50 << 20) + "\"}}\n"}, True),
    "tuist-manifest-nested-100000-deep": ({"Project.swift": "import ProjectDescription\nlet project = Project(name: \"A\", "
                                           "targets: [" + "[" * 100_000 + "]" * 100_000 + "])\n"}, True),
    # Local Swift packages, read as text to attribute their files to the apps that link them: the manifests are
    # never run, and a `.package(path:)` is only matched against the project's own folders, never opened.
    "package-manifest-nested-100000-deep": ({"Pkg/Package.swift": "import PackageDescription\nlet p = Package(name: \"P\", "
                                             "products: [" + "(" * 100_000 + ")" * 100_000 + "])\n"}, False),
    "package-manifest-100000-path-dependencies": ({"Pkg/Package.swift": "import PackageDescription\nlet p = Package(name: \"P\", "
                                                   "dependencies: [" + ".package(path: \"../../../etc\"), " * 100_000 + "])\n"}, False),
    "package-manifest-dependency-loop": ({"A/Package.swift": "import PackageDescription\nlet p = Package(name: \"A\", "
                                          "products: [.library(name: \"A\", targets: [\"A\"])], dependencies: [.package(path: \"../B\")])\n",
                                          "B/Package.swift": "import PackageDescription\nlet p = Package(name: \"B\", "
                                          "products: [.library(name: \"B\", targets: [\"B\"])], dependencies: [.package(path: \"../A\")])\n"}, False),
    "package-manifest-50-mb-line": ({"Pkg/Package.swift": "import PackageDescription\nlet p = Package(name: \"" + "a" * (50 << 20) + "\")\n"}, False),
}


@pytest.mark.parametrize("family", sorted(GENERATOR_FAMILIES))
def test_command_line_survives_hostile_project_descriptions(tmp_path, family):
    files, named = GENERATOR_FAMILIES[family]
    write_project(tmp_path, files)
    status, out, err, _, peak = run_lint([str(tmp_path), "--format", "json", "--quiet"])
    assert_ended_cleanly(status, err)
    assert peak < GIB, f"peak RSS {peak >> 20} MiB"
    if named:
        assert any(name in out + err for name in files), (out[-2000:], err[-2000:])
    assert "App/Info.plist" in out, out[-2000:]


FIFO_PLACES = {
    "config": ".orientation-lint.yml",
    "info-plist": "App/Info.plist",
    "xcodegen-spec": "project.yml",
    "tuist-manifest": "Project.swift",
}


@pytest.mark.parametrize("place", sorted(FIFO_PLACES))
def test_command_line_never_blocks_on_a_fifo(tmp_path, place):
    write_project(tmp_path, {})
    target = tmp_path / FIFO_PLACES[place]
    if target.exists():
        target.unlink()
    os.mkfifo(target)
    status, out, err, elapsed, _ = run_lint([str(tmp_path), "--quiet"])
    assert_ended_cleanly(status, err)
    assert FIFO_PLACES[place].split("/")[-1] in out + err, (out, err)


def test_command_line_refuses_a_baseline_outside_the_project(tmp_path):
    write_project(tmp_path, {})
    secret = tmp_path.parent / (tmp_path.name + "-secret.json")
    secret.write_text("SECRET-CONTENT-THAT-MUST-NOT-BE-PRINTED")
    (tmp_path / ".orientation-lint.yml").write_text(f"baseline: ../{secret.name}\n")
    status, out, err, _, _ = run_lint([str(tmp_path), "--quiet"])
    assert_ended_cleanly(status, err)
    assert "SECRET" not in out + err
    assert secret.name in out + err, (out, err)


def test_command_line_lints_the_rest_past_an_unreadable_folder():
    # Root reads a folder whatever its mode, so as root (CI) the command runs as nobody, from a folder every
    # user may enter.
    root = Path(tempfile.mkdtemp(prefix="hostile-locked-"))
    os.chmod(root, 0o755)
    write_project(root, {"Locked/Inner.swift": VIEW_CONTROLLER})
    for folder, _, files in os.walk(root):
        os.chmod(folder, 0o755)
        for f in files:
            os.chmod(os.path.join(folder, f), 0o644)
    locked = root / "Locked"
    os.chmod(locked, 0)
    binary = os.path.abspath(BIN)
    as_user = ["setpriv", "--reuid=nobody", "--regid=nogroup", "--clear-groups"] if os.geteuid() == 0 else []
    if as_user:
        copy = Path(tempfile.mkdtemp(prefix="hostile-bin-"))
        os.chmod(copy, 0o755)
        shutil.copy(binary, copy / "orientation-server")
        binary = str(copy / "orientation-server")
    try:
        proc = subprocess.run(as_user + [binary, "lint", str(root), "--quiet", "--format", "json"], capture_output=True,
                              text=True, errors="replace", timeout=SECONDS, stdin=subprocess.DEVNULL)
    finally:
        os.chmod(locked, stat.S_IRWXU)
        shutil.rmtree(root)
        if as_user:
            shutil.rmtree(Path(binary).parent)
    status, out, err = proc.returncode, proc.stdout, proc.stderr
    assert_ended_cleanly(status, err)
    assert "App/Info.plist" in out, out[-2000:]
    assert "Locked" in out + err


def test_command_line_lints_the_rest_past_a_file_name_that_is_not_utf8(tmp_path):
    write_project(tmp_path, {})
    (tmp_path / "App").joinpath(os.fsdecode(b"bad-\xff-name.swift")).write_text(VIEW_CONTROLLER)
    status, out, err, _, _ = run_lint([str(tmp_path), "--quiet", "--format", "json"])
    assert_ended_cleanly(status, err)
    assert status in (0, 1), err
    assert "App/Info.plist" in out, out[-2000:]


# --- the live server ---------------------------------------------------------------------------------------------


class Server:
    def __init__(self, *args):
        self.proc = subprocess.Popen([os.path.abspath(BIN), "--port", "0", "--log-level", "warning", *args],
                                     stderr=subprocess.PIPE, text=True)
        for line in self.proc.stderr:
            match = re.search(r"listening on http://[^:]+:(\d+)", line)
            if match:
                self.port = int(match.group(1))
                break
        threading.Thread(target=lambda: [None for _ in self.proc.stderr], daemon=True).start()

    def request(self, path, body=None, content_type="application/x-tar", timeout=SECONDS):
        req = urllib.request.Request(f"http://127.0.0.1:{self.port}{path}", data=body,
                                     headers={"Content-Type": content_type} if body is not None else {})
        try:
            with urllib.request.urlopen(req, timeout=timeout) as r:
                return r.status, r.read()
        except urllib.error.HTTPError as e:
            return e.code, e.read()

    def healthy(self):
        # Generous: on a machine busy with other work an answer can take seconds; a dead server never answers.
        return self.request("/healthz", timeout=15)[0] == 200

    def stop(self):
        self.proc.send_signal(signal.SIGTERM)
        return self.proc.wait(timeout=30)


def tar_of(files):
    data = io.BytesIO()
    with tarfile.open(fileobj=data, mode="w") as tar:
        for path, text in {"App/Info.plist": INFO_PLIST, "App/PlayerViewController.swift": VIEW_CONTROLLER,
                           **files}.items():
            raw = text.encode()
            info = tarfile.TarInfo(path)
            info.size = len(raw)
            tar.addfile(info, io.BytesIO(raw))
    return data.getvalue()


@pytest.fixture(scope="module")
def server():
    s = Server("--import-timeout", "30", "--max-upload-bytes", str(64 << 20))
    yield s
    assert s.stop() == 0


@pytest.mark.parametrize("factor", [1, 10])
@pytest.mark.parametrize("family", sorted(SOURCE_FAMILIES))
@pytest.mark.parametrize("path", ["/v1/lint", "/v1/import"])
def test_server_answers_hostile_uploads_and_stays_healthy(server, family, factor, path):
    body = tar_of(SOURCE_FAMILIES[family](factor))
    answered = {}
    reader = threading.Thread(target=lambda: answered.update(r=server.request(path, body)))
    reader.start()
    while reader.is_alive():
        assert server.healthy(), "/healthz stopped answering while an upload was read"
        reader.join(0.2)
    status, raw = answered["r"]
    assert status in (200, 422), raw[:500]
    if status == 422:
        problem = json.loads(raw)
        assert problem["code"] in ("import-reader-failed",), problem
    assert server.healthy()


def test_server_stops_within_its_grace_period_while_an_upload_is_read():
    s = Server("--import-timeout", "120", "--shutdown-grace-period", "3")
    big = {f"App/F{i}.swift": "".join(f"func f{i}_{j}() -> Int {{ [1, 2].map {{ $0 + {j} }}.count }}\n"
                                      for j in range(3000)) for i in range(6)}
    body = tar_of(big)
    answered = {}
    reader = threading.Thread(target=lambda: answered.update(r=s.request("/v1/lint", body)))
    reader.start()
    time.sleep(1.0)
    started = time.monotonic()
    s.proc.send_signal(signal.SIGTERM)
    assert s.proc.wait(timeout=30) == 0
    assert time.monotonic() - started < 3 + 2
    reader.join(10)
    status, raw = answered["r"]
    assert status in (200, 503), raw[:300]
    if status == 503:
        assert json.loads(raw)["code"] == "import-interrupted"
