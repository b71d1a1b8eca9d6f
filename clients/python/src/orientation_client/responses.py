"""Response models: the service's answers, typed.

Each class mirrors one schema of openapi.yaml member for member (tests/test_models_match_spec.py keeps them in
step). ``to_json()`` gives back the JSON the server sent, which the conformance vectors check, so every vector
also proves these models.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Union

from ._codec import decode, encode, wire
from .vocabulary import (
    Certainty,
    LintSeverity,
    Outcome,
    UIDeviceOrientation,
    UIInterfaceOrientation,
    UIInterfaceOrientationMask,
    UIUserInterfaceIdiom,
    WindowScreen,
)


class _Response:
    @classmethod
    def from_json(cls, data: Any, strict: bool = False):
        """Decodes the server's JSON; ``strict`` also refuses members and values the model does not know."""
        return decode(cls, data, "", strict)

    def to_json(self) -> Any:
        return encode(self)


@dataclass
class Problem(_Response):
    """An RFC 9457 problem: the stable ``code`` and, when a field is at fault, its JSON Pointer."""

    type: str
    title: str
    status: int
    code: str
    detail: str | None = None
    pointer: str | None = None
    instance: str | None = None


@dataclass
class OrientationMask(_Response):
    """A mask as the service answers it: UIKit's raw value and the orientations it holds."""

    raw_value: int
    orientations: list[UIInterfaceOrientation]

    @property
    def mask(self) -> UIInterfaceOrientationMask:
        return UIInterfaceOrientationMask(self.raw_value)

    def __contains__(self, orientation: UIInterfaceOrientation | str) -> bool:
        return UIInterfaceOrientation(orientation) in self.orientations


@dataclass
class ApplicationOrientations(OrientationMask):
    """The app's mask and where it came from (``delegate``, ``infoPlist``, ``infoPlist~ipad``, ...)."""

    source: str


@dataclass
class ControllerReference(_Response):
    name: str
    path: str


@dataclass
class UIKitException(_Response):
    """The exception UIKit raises (``UIApplicationInvalidInterfaceOrientation``) with its reason text."""

    name: str
    reason: str


@dataclass
class ExplanationStep(_Response):
    """One rule applied on the way to the answer, with the titles of its public sources."""

    rule: str
    detail: str
    source: str
    references: list[str] | None = None
    certainty: Certainty | None = None

    def __str__(self) -> str:
        return f"[{self.rule}] {self.detail} ({self.source})"


@dataclass
class DisputedAlternative(_Response):
    """Another answer a disputed claim allows (the other exception text, the other orientation)."""

    summary: str
    interface_orientation: UIInterfaceOrientation | None
    exception: UIKitException | None


@dataclass
class DisputedRule(_Response):
    """A disputed claim the answer rests on: why, the side the engine takes, and the other answers."""

    rule: str
    claim: str
    note: str
    alternatives: list[DisputedAlternative]


@dataclass
class Decision(_Response):
    """What UIKit does with one app state (``POST /v1/decide``)."""

    outcome: Outcome
    interface_orientation: UIInterfaceOrientation
    supported_interface_orientations: OrientationMask
    application_orientations: ApplicationOrientations
    topmost_view_controller: ControllerReference | None
    preferred_interface_orientation_for_presentation: UIInterfaceOrientation | None
    exception: UIKitException | None
    explanation: list[ExplanationStep]
    disputed: list[DisputedRule] | None = None

    @property
    def raised(self) -> bool:
        return self.outcome == Outcome.exception


@dataclass
class DisputedClaimSummary(_Response):
    """A disputed claim in the short answer: which rule and claim, and what the claim says in one sentence."""

    rule: str
    claim: str
    summary: str


@dataclass
class DecisionSummary(_Response):
    """The short answer to ``decide(..., minimal=True)`` (``Prefer: return=minimal``): a ``Decision`` without the
    explanation, ``disputed`` in brief."""

    outcome: Outcome
    interface_orientation: UIInterfaceOrientation
    supported_interface_orientations: OrientationMask
    application_orientations: ApplicationOrientations
    topmost_view_controller: ControllerReference | None
    preferred_interface_orientation_for_presentation: UIInterfaceOrientation | None
    exception: UIKitException | None
    disputed: list[DisputedClaimSummary]

    @property
    def raised(self) -> bool:
        return self.outcome == Outcome.exception


# ------------------------------------------------------------------------------------------------ timelines

@dataclass
class ScreenBounds(_Response):
    width: int
    height: int


@dataclass
class InitialState(_Response):
    interface_orientation: UIInterfaceOrientation
    device_orientation: UIDeviceOrientation


@dataclass
class FinalState(_Response):
    interface_orientation: UIInterfaceOrientation
    status_bar_orientation: UIInterfaceOrientation
    device_orientation: UIDeviceOrientation


@dataclass
class WindowState(_Response):
    index: int
    screen: WindowScreen
    is_key_window: bool
    is_hidden: bool
    bounds: ScreenBounds
    root_view_controller: str | None


@dataclass
class OrientationQuery(_Response):
    """A question UIKit asked (``supportedInterfaceOrientations``, ``shouldAutorotate``, ...) and the answer."""

    receiver: str
    method: str
    answer: Union[OrientationMask, bool, UIInterfaceOrientation]
    overridden: bool
    argument: UIInterfaceOrientation | None = None


@dataclass
class Callback(_Response):
    """A rotation callback UIKit delivered, in order."""

    controller: str
    path: str
    method: str
    orientation: UIInterfaceOrientation | None = None
    duration: float | None = None
    size: ScreenBounds | None = None
    reappeared: bool | None = None


@dataclass
class SceneError(_Response):
    """The error handed to ``requestGeometryUpdate``'s error handler (UISceneErrorDomain 101)."""

    domain: str
    code: int
    localized_description: str


@dataclass
class TimelineEntrySummary(_Response):
    """A timeline entry of the short answer: a ``TimelineEntry`` without its explanation."""

    index: int
    type: str
    status: str
    interface_orientation_before: UIInterfaceOrientation
    interface_orientation_after: UIInterfaceOrientation
    status_bar_orientation: UIInterfaceOrientation
    device_orientation: UIDeviceOrientation
    supported_interface_orientations: OrientationMask
    topmost_view_controller: ControllerReference | None
    windows: list[WindowState]
    notifications: list[str]
    queries: list[OrientationQuery]
    callbacks: list[Callback]
    logs: list[str]
    error: SceneError | None
    exception: UIKitException | None


@dataclass
class TimelineEntry(TimelineEntrySummary):
    """A timeline entry: what the short answer's entry holds, and the explanation of each step."""

    explanation: list[ExplanationStep]


@dataclass
class SimulateResult(_Response):
    """A replayed timeline (``POST /v1/simulate``)."""

    outcome: str
    initial: InitialState
    timeline: list[TimelineEntry]
    final: FinalState

    @property
    def exception(self) -> UIKitException | None:
        """The exception that stopped the timeline, if one did."""
        return next((e.exception for e in self.timeline if e.exception is not None), None)


@dataclass
class SimulateSummary(_Response):
    """The short answer to ``simulate(..., minimal=True)``: a ``SimulateResult`` without explanations."""

    outcome: str
    initial: InitialState
    timeline: list[TimelineEntrySummary]
    final: FinalState

    @property
    def exception(self) -> UIKitException | None:
        """The exception that stopped the timeline, if one did."""
        return next((e.exception for e in self.timeline if e.exception is not None), None)


# ------------------------------------------------------------------------------------------------ lint

@dataclass
class LintTarget(_Response):
    idiom: UIUserInterfaceIdiom
    system_version: str
    has_home_button: bool
    supports_multitasking: bool
    #: Where the app runs, when the target names it (iOS 27 environments).
    environment: str | None = None


@dataclass
class LintSummary(_Response):
    crash: int | None = None
    bug: int | None = None
    warning: int | None = None
    info: int | None = None


@dataclass
class LintExploration(_Response):
    targets: list[LintTarget] | None = None
    configurations: int | None = None
    states: int | None = None
    max_states: int | None = None
    truncated: bool | None = None


@dataclass
class LintFinding(_Response):
    code: str
    severity: LintSeverity
    title: str
    pointer: str
    message: str
    targets: list[LintTarget]
    exception: UIKitException | None
    fix: str
    source: str
    example: str | None
    references: list[str] | None = None
    certainty: Certainty | None = None
    #: How sure this finding is: the weakest claim on its path on its targets' versions.
    confidence: Certainty | None = None
    #: The weak link in words when ``confidence`` is inferred or disputed.
    confidence_note: str | None = None
    #: The example as a complete ``POST /v1/simulate`` body (launch scenario and events); ``None`` for findings
    #: that are not about a state. Kept as JSON so it can be posted back as is.
    trace: dict[str, Any] | None = None


@dataclass
class LintReport(_Response):
    """Every orientation hazard found in the reachable states (``POST /v1/lint``)."""

    summary: LintSummary
    exploration: LintExploration
    findings: list[LintFinding]

    @property
    def codes(self) -> set[str]:
        return {f.code for f in self.findings}


# ------------------------------------------------------------------------------------------------ batch

@dataclass
class BatchResult(_Response):
    """One batch item: a decision (status 200) or the item's own problem (4xx)."""

    status: int
    decision: Decision | None = None
    problem: Problem | None = None


@dataclass
class BatchResponse(_Response):
    results: list[BatchResult]
    succeeded: int
    failed: int


@dataclass
class BatchSummaryResult(_Response):
    """One item of the short batch answer: a ``DecisionSummary`` (status 200) or the item's own problem (4xx)."""

    status: int
    decision: DecisionSummary | None = None
    problem: Problem | None = None


@dataclass
class BatchSummary(_Response):
    """The short answer to ``batch(..., minimal=True)``: each decision a ``DecisionSummary``."""

    results: list[BatchSummaryResult]
    succeeded: int
    failed: int


# ------------------------------------------------------------------------------------------------ reference data

@dataclass
class Reference(_Response):
    """A public source the rules rest on."""

    id: str
    title: str
    publisher: str
    year: int | None
    url: str | None
    kind: str
    supports: str


@dataclass
class Evidence(_Response):
    """One piece of evidence for a claim: its kind, its reference (none for reasoning) and what it says."""

    kind: str
    reference: str | None
    says: str
    rests_on: list[str]


@dataclass
class Claim(_Response):
    """One thing a rule says UIKit does, with its evidence; its certainty is derived from the evidence."""

    id: str
    statement: str
    ios_versions: str = wire("iOSVersions")
    devices: str
    situation: str | None
    certainty: Certainty
    weakness: str | None
    evidence: list[Evidence]


@dataclass
class Rule(_Response):
    id: str
    kind: str
    summary: str
    ios_versions: str = wire("iOSVersions")
    certainty: Certainty
    note: str | None
    references: list[str]
    claims: list[Claim]


@dataclass
class LintCodeInfo(_Response):
    code: str
    title: str
    certainty: Certainty
    references: list[str]
    rules: list[str]
    claims: list[Claim]


@dataclass
class RuleTable(_Response):
    rules: list[Rule]
    lint_codes: list[LintCodeInfo]
    references: list[Reference]


@dataclass
class References(_Response):
    references: list[Reference]


@dataclass
class VersionInfo(_Response):
    """The binary's version, git commit and build date (``GET /version``)."""

    version: str
    git_commit: str
    build_date: str

    @property
    def major(self) -> int:
        """The API major version: the first component of ``version``."""
        head = self.version.split(".", 1)[0]
        if not head.isdigit():
            raise ValueError(f"the server's version {self.version!r} does not start with a major version number")
        return int(head)


@dataclass
class Health(_Response):
    status: str
