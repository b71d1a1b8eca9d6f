"""The guard's rule (comparator.py), one behaviour per test: a count more than 3 % over its budget fails, anything
at or below budget + 3 % passes, and the budgets and the measured cases must name the same things."""
import pytest

import comparator


@pytest.mark.parametrize("count, budget, passes", [
    (90_000, 100_000, True),    # under its budget
    (100_000, 100_000, True),   # exactly its budget
    (102_000, 100_000, True),   # 2 % over: within the tolerance
    (103_000, 100_000, True),   # 3 % over: the edge still passes
    (103_001, 100_000, False),  # one instruction past 3 %
    (110_000, 100_000, False),  # 10 % over
    (1_000_000, 123_825, False),
])
def test_a_count_fails_only_when_it_exceeds_its_budget_by_more_than_three_percent(count, budget, passes):
    assert comparator.judge("decide", count, budget).passed is passes


def test_an_over_budget_count_says_how_far_over_and_where_the_limit_is():
    verdict = comparator.judge("decide", 110_000, 100_000)
    assert "over its budget of 100,000" in verdict.message and "at most 103,000" in verdict.message
    assert verdict.change_percent == pytest.approx(10.0)


def test_a_count_well_under_its_budget_passes_and_asks_for_the_budget_to_be_lowered():
    verdict = comparator.judge("batch", 90_000, 100_000)
    assert verdict.passed and "lower the budget to 90000" in verdict.message


def test_a_count_within_three_percent_under_its_budget_does_not_ask_to_lower_it():
    assert "lower" not in comparator.judge("batch", 98_000, 100_000).message


def test_a_measured_case_without_a_budget_fails():
    verdicts = comparator.compare({"decide": 100, "new-case": 50}, {"decide": 100})
    assert [(v.case, v.passed) for v in verdicts] == [("decide", True), ("new-case", False)]


def test_a_budget_whose_case_was_not_measured_fails():
    verdicts = comparator.compare({"decide": 100}, {"decide": 100, "lint": 5_000})
    assert not comparator.passed(verdicts) and verdicts[1].case == "lint" and not verdicts[1].passed


def test_measuring_some_cases_judges_only_those():
    verdicts = comparator.compare({"decide": 100}, {"decide": 100, "lint": 5_000}, only={"decide"})
    assert [v.case for v in verdicts] == ["decide"] and comparator.passed(verdicts)


def test_one_case_over_budget_fails_the_whole_run():
    verdicts = comparator.compare({"decide": 100, "batch": 200}, {"decide": 100, "batch": 100})
    assert not comparator.passed(verdicts)
