"""How scripts/recall judges one bug from the findings at the fix's parent and at the fix.

A bug is found only when a finding at the defect's lines at the parent is gone at the fix, matched across the two
commits as the baseline matches findings (code, file and the members it names; without members, its message
without numbers), never by line. No binary and no repository: the lint reports are written here.
"""
import importlib.machinery
import importlib.util
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def load(name, path):
    loader = importlib.machinery.SourceFileLoader(name, str(path))
    spec = importlib.util.spec_from_loader(name, loader)
    module = importlib.util.module_from_spec(spec)
    loader.exec_module(module)
    return module


recall = load("recall_script", ROOT / "scripts" / "recall")
precision = load("precision_script", ROOT / "scripts" / "precision")

BUG = {"staticallyDetectable": True, "defect": [{"file": "App/Player.swift", "lines": [40, 45]}]}


def finding(code="device-orientation-kvc-ignored", line=42, file="App/Player.swift", members=(("Player", "enter"),),
            severity="bug", message="Setting UIDevice's orientation by key-value coding does nothing (line 42)"):
    return {"code": code, "severity": severity, "message": message,
            "location": {"file": file, "line": line},
            "dependsOn": [{"className": c, "member": m} for c, m in members]}


def report(*findings):
    return {"apps": [{"name": "App", "findings": list(findings)}], "projectFindings": []}


def verdict(parent, fix, bug=BUG):
    return recall.judge(bug, recall.findings_of(parent, precision), recall.findings_of(fix, precision))


@pytest.mark.parametrize("parent, fix, expected", [
    # the finding at the defect's lines disappears with the fix
    (report(finding()), report(), "found"),
    # the same code, file and members at the fix, on a line that moved: it stays
    (report(finding()), report(finding(line=51)), "missed"),
    # the only finding is outside the defect's lines
    (report(finding(line=80)), report(), "missed"),
    # at the defect's lines, but in another file of the same name elsewhere
    (report(finding(file="Other/Player.swift")), report(), "missed"),
    # a note about lint's own limits is not a finding about the defect
    (report(finding(code="unread-value", severity="info")), report(), "missed"),
    # two equal findings at the parent, one left at the fix: one of them is gone
    (report(finding(), finding(line=44)), report(finding(line=44)), "found"),
], ids=["gone", "moved-but-stays", "outside-lines", "other-file", "limit-note", "counted"])
def test_a_detectable_bug_is_found_only_when_a_finding_at_its_lines_is_gone_at_the_fix(parent, fix, expected):
    assert verdict(parent, fix)["verdict"] == expected


def test_a_finding_naming_no_member_is_matched_by_its_message_without_numbers():
    parent = finding(members=(), message="UISupportedInterfaceOrientations~ipad lists 2 orientations (line 42)")
    fix = finding(members=(), line=47, message="UISupportedInterfaceOrientations~ipad lists 2 orientations (line 47)")
    assert verdict(report(parent), report(fix))["verdict"] == "missed"


def test_a_finding_naming_other_members_at_the_fix_is_another_finding():
    fix = finding(members=(("Player", "exit"),))
    assert verdict(report(finding()), report(fix))["verdict"] == "found"


def test_a_bug_not_statically_detectable_is_never_counted_found():
    bug = dict(BUG, staticallyDetectable=False)
    assert verdict(report(finding()), report(), bug)["verdict"] == "not statically detectable"


def test_a_lint_that_aborts_is_a_miss_for_a_detectable_bug():
    assert recall.judge(BUG, None, [])["verdict"] == "missed"

