"""The guard's inputs stay fixed (guard.py): the lint case's upload is the same bytes every time it is built, and
every case has a committed budget."""
import io
import json
import tarfile

import guard


def test_the_lint_upload_is_the_same_bytes_every_time_it_is_built():
    assert guard.lint_archive_bytes() == guard.lint_archive_bytes()


def test_the_lint_upload_holds_every_file_of_the_fixture_project_at_its_relative_path():
    with tarfile.open(fileobj=io.BytesIO(guard.lint_archive_bytes())) as tar:
        names = sorted(tar.getnames())
    files = sorted(p.relative_to(guard.LINT_FIXTURE).as_posix() for p in guard.LINT_FIXTURE.rglob("*") if p.is_file())
    assert names == files and "App/Info.plist" in names


def test_every_case_has_a_committed_budget_and_every_budget_a_case():
    budgets = json.loads(guard.BUDGETS.read_text())
    assert sorted(budgets) == sorted(guard.CASES)
    assert all(isinstance(v, int) and v > 0 for v in budgets.values())
