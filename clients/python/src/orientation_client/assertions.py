"""``assert_decision``: compares the parts of a decision a test cares about and, when one differs, shows the
service's explanation, step by step with the public source of each rule, so the failure says *why* UIKit
behaves as it does rather than only *that* it differs.
"""

from __future__ import annotations

from typing import Any

from .responses import Decision, ExplanationStep, SimulateResult
from .vocabulary import UIInterfaceOrientationMask

_UNSET: Any = object()


def explain(steps: list[ExplanationStep]) -> str:
    """The explanation as numbered lines: ``1. [rule] detail (source)``."""
    return "\n".join(f"  {n}. [{s.rule}] {s.detail}\n       source: {s.source}" for n, s in enumerate(steps, 1))


def _same(expected: Any, actual: Any) -> bool:
    if isinstance(expected, UIInterfaceOrientationMask):
        return int(expected) == int(actual)
    return str(expected) == str(actual) if expected is not None and actual is not None else expected is actual


def _mask(value: Any) -> UIInterfaceOrientationMask:
    if isinstance(value, (list, tuple)):
        return UIInterfaceOrientationMask.of(*value)
    if isinstance(value, str):
        return UIInterfaceOrientationMask[value]
    return UIInterfaceOrientationMask(value)


def _names(mask: UIInterfaceOrientationMask) -> str:
    return ", ".join(o.value for o in mask.orientations) or "none"


def assert_decision(decision: Decision, *, outcome: Any = _UNSET, interface_orientation: Any = _UNSET,
                    supported: Any = _UNSET, topmost: Any = _UNSET, exception_reason_contains: str | None = None) -> None:
    """Asserts the given parts of ``decision`` (outcome, interface orientation, supported mask, the name of
    the top-most controller, a fragment of the exception's reason); ``supported`` is a mask, its name, or a
    list of orientations. On a difference it raises AssertionError
    listing every differing part and the explanation."""
    if not isinstance(decision, Decision):
        raise TypeError(f"assert_decision takes a Decision, not {type(decision).__name__}")
    diffs = []
    if outcome is not _UNSET and not _same(outcome, decision.outcome):
        diffs.append(f"outcome: expected {outcome}, got {decision.outcome}")
    if interface_orientation is not _UNSET and not _same(interface_orientation, decision.interface_orientation):
        diffs.append(f"interface orientation: expected {interface_orientation}, got {decision.interface_orientation}")
    if supported is not _UNSET:
        want = _mask(supported)
        got = decision.supported_interface_orientations
        if int(want) != got.raw_value:
            diffs.append(f"supported orientations: expected {_names(want)}, got {_names(got.mask)}")
    if topmost is not _UNSET:
        got_name = decision.topmost_view_controller.name if decision.topmost_view_controller else None
        if got_name != topmost:
            diffs.append(f"top-most controller: expected {topmost}, got {got_name}")
    if exception_reason_contains is not None:
        reason = decision.exception.reason if decision.exception else None
        if reason is None or exception_reason_contains not in reason:
            diffs.append(f"exception reason: expected it to contain {exception_reason_contains!r}, got {reason!r}")
    if diffs:
        raise AssertionError("the decision differs:\n  " + "\n  ".join(diffs)
                             + "\nthe service's explanation:\n" + explain(decision.explanation))


def assert_timeline(result: SimulateResult, *, outcome: Any = _UNSET, final_orientation: Any = _UNSET,
                    exception_reason_contains: str | None = None) -> None:
    """Asserts a timeline's outcome and final interface orientation; on a difference shows every event with
    its orientation change and the explanation of the last event."""
    diffs = []
    if outcome is not _UNSET and str(outcome) != str(result.outcome):
        diffs.append(f"outcome: expected {outcome}, got {result.outcome}")
    if final_orientation is not _UNSET and not _same(final_orientation, result.final.interface_orientation):
        diffs.append(f"final interface orientation: expected {final_orientation}, got {result.final.interface_orientation}")
    if exception_reason_contains is not None:
        reason = result.exception.reason if result.exception else None
        if reason is None or exception_reason_contains not in reason:
            diffs.append(f"exception reason: expected it to contain {exception_reason_contains!r}, got {reason!r}")
    if diffs:
        events = "\n".join(f"  {e.index}. {e.type} ({e.status}): {e.interface_orientation_before} -> "
                           f"{e.interface_orientation_after}" for e in result.timeline)
        last = result.timeline[-1].explanation if result.timeline else []
        raise AssertionError("the timeline differs:\n  " + "\n  ".join(diffs) + "\nevents:\n" + events
                             + "\nthe last event's explanation:\n" + explain(last))
