"""The instruction-count guard's verdict: measured counts against the committed budgets (checks/perf/budgets.json).

Pure functions, no I/O, so test_comparator.py can pin the rule the guard enforces: a count fails when it exceeds
its budget by more than TOLERANCE_PERCENT (3 %, issue 35); at or under that it passes, and a count more than 3 %
under its budget passes with a note to lower the budget (a one-line commit). A measured case without a budget, or
a budget whose case was not measured, fails too: the budgets and the cases must name the same things.
"""
from dataclasses import dataclass

TOLERANCE_PERCENT = 3


@dataclass(frozen=True)
class Verdict:
    case: str
    count: int | None
    budget: int | None
    passed: bool
    message: str

    @property
    def change_percent(self) -> float | None:
        """How far the count is from its budget, in percent of the budget (positive: more instructions)."""
        if self.count is None or not self.budget:
            return None
        return 100.0 * (self.count - self.budget) / self.budget


def limit(budget: int) -> int:
    """The largest count that still passes: the budget plus 3 %, rounded down (integer arithmetic, no float
    rounding at the edge)."""
    return budget * (100 + TOLERANCE_PERCENT) // 100


def judge(case: str, count: int | None, budget: int | None) -> Verdict:
    if budget is None:
        return Verdict(case, count, None, False,
                       f"no budget for {case}: add \"{case}\": {count} to checks/perf/budgets.json")
    if count is None:
        return Verdict(case, None, budget, False, f"{case} has a budget but was not measured")
    if count > limit(budget):
        return Verdict(case, count, budget, False,
                       f"{case}: {count:,} instructions per call, over its budget of {budget:,} by more than "
                       f"{TOLERANCE_PERCENT} % (at most {limit(budget):,}); find the cost, or raise the budget in "
                       f"the commit that adds it, with the reason in the commit message")
    if count * 100 < budget * (100 - TOLERANCE_PERCENT):
        return Verdict(case, count, budget, True,
                       f"{case}: {count:,}, more than {TOLERANCE_PERCENT} % under its budget of {budget:,}: "
                       f"lower the budget to {count} (one-line commit)")
    return Verdict(case, count, budget, True, f"{case}: {count:,} within its budget of {budget:,}")


def compare(counts: dict[str, int], budgets: dict[str, int], only: set[str] | None = None) -> list[Verdict]:
    """One verdict per case in `counts` or `budgets` (restricted to `only` when given), in budget order."""
    names = list(budgets) + [c for c in counts if c not in budgets]
    if only is not None:
        names = [n for n in names if n in only]
    return [judge(n, counts.get(n), budgets.get(n)) for n in names]


def passed(verdicts: list[Verdict]) -> bool:
    return all(v.passed for v in verdicts)
