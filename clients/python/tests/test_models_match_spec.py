"""The models are written by hand (README: why), so this keeps them equal to openapi.yaml: every model has
exactly its schema's members under their wire names, the same required members, and every enum the same
values. Editing a schema without the model (or the other way round) fails here."""

import dataclasses
import typing
from pathlib import Path

import pytest
import yaml

from orientation_client import requests as rq
from orientation_client import responses as rs
from orientation_client import vocabulary as vocab
from orientation_client._codec import wire_fields

SPEC = yaml.safe_load((Path(__file__).resolve().parents[3] / "openapi.yaml").read_text(encoding="utf-8"))


def resolve(node):
    while isinstance(node, dict) and "$ref" in node:
        node = at(node["$ref"].lstrip("#/"))
    return node


def at(path):
    node = SPEC
    for part in path.split("/"):
        node = resolve(node)
        node = node[int(part)] if isinstance(node, list) else node[part.replace("~1", "/")]
    return resolve(node)


def members(schema):
    """(properties, required) of an object schema, merging allOf parts."""
    schema = resolve(schema)
    props, required = dict(schema.get("properties", {})), set(schema.get("required", []))
    for part in schema.get("allOf", []):
        p, r = members(part)
        props.update(p)
        required |= r
    return props, required


S = "components/schemas/"
MODELS = [
    # requests
    (rq.Device, S + "Device"), (rq.InfoPlist, S + "InfoPlist/anyOf/0"), (rq.App, S + "App"),
    (rq.UIViewController, S + "ViewController"), (rq.UIWindow, S + "Window"), (rq.DecideRequest, S + "DecideRequest"),
    (rq.LintRequest, S + "LintRequest"), (rq.SimulateRequest, S + "SimulateRequest"),
    (rq.TimelineScreens, S + "TimelineScreens"), (rq.ScreenSize, S + "ScreenSize"),
    (rq.TimelineObserver, S + "TimelineObserver"),
    (rq.DeviceOrientationEvent, S + "DeviceOrientationEvent"), (rq.PresentEvent, S + "PresentEvent"),
    (rq.DismissEvent, S + "DismissEvent"), (rq.PushEvent, S + "PushEvent"), (rq.PopEvent, S + "PopEvent"),
    (rq.SelectTabEvent, S + "SelectTabEvent"), (rq.UpdateAnswersEvent, S + "UpdateAnswersEvent"),
    (rq.SetDeviceOrientationValueEvent, S + "SetDeviceOrientationValueEvent"),
    (rq.RequestGeometryUpdateEvent, S + "RequestGeometryUpdateEvent"),
    (rq.SetStatusBarOrientationEvent, S + "SetStatusBarOrientationEvent"), (rq.ConnectScreenEvent, S + "ConnectScreenEvent"),
    (rq.LaunchEvent, S + "NoArgumentEvent"), (rq.DisconnectScreenEvent, S + "NoArgumentEvent"),
    (rq.MakeKeyWindowEvent, S + "WindowEvent"), (rq.ShowWindowEvent, S + "WindowEvent"), (rq.HideWindowEvent, S + "WindowEvent"),
    # responses
    (rs.Problem, S + "Problem"), (rs.OrientationMask, S + "OrientationMask"),
    (rs.ApplicationOrientations, S + "Decision/properties/applicationOrientations"),
    (rs.ControllerReference, S + "ControllerReference"), (rs.UIKitException, S + "Exception"),
    (rs.ExplanationStep, S + "ExplanationStep"), (rs.DisputedRule, S + "DisputedClaim"),
    (rs.DisputedAlternative, S + "DisputedClaim/properties/alternatives/items"),
    (rs.Claim, S + "Claim"), (rs.Evidence, S + "Claim/properties/evidence/items"),
    (rs.Decision, S + "Decision"), (rs.ScreenBounds, S + "ScreenSize"),
    (rs.InitialState, S + "SimulateResult/properties/initial"), (rs.FinalState, S + "SimulateResult/properties/final"),
    (rs.WindowState, S + "TimelineEntry/properties/windows/items"),
    (rs.OrientationQuery, S + "TimelineEntry/properties/queries/items"),
    (rs.Callback, S + "TimelineEntry/properties/callbacks/items"),
    (rs.SceneError, S + "TimelineEntry/properties/error/anyOf/0"), (rs.TimelineEntry, S + "TimelineEntry"),
    (rs.SimulateResult, S + "SimulateResult"), (rs.LintTarget, S + "LintTarget"),
    (rs.LintSummary, S + "LintReport/properties/summary"), (rs.LintExploration, S + "LintReport/properties/exploration"),
    (rs.LintFinding, S + "LintFinding"), (rs.LintReport, S + "LintReport"),
    (rs.BatchResponse, S + "BatchResponse"),
    (rs.DecisionSummary, S + "DecisionSummary"), (rs.DisputedClaimSummary, S + "DisputedClaimSummary"),
    (rs.TimelineEntrySummary, S + "TimelineEntrySummary"), (rs.SimulateSummary, S + "SimulateSummary"),
    (rs.BatchSummary, S + "BatchSummary"),
    (rs.Reference, S + "Reference"), (rs.Rule, S + "RuleTable/properties/rules/items"),
    (rs.LintCodeInfo, S + "RuleTable/properties/lintCodes/items"), (rs.RuleTable, S + "RuleTable"),
    (rs.References, "paths//v1~1references/get/responses/200/content/application~1json/schema"),
    (rs.VersionInfo, "paths//version/get/responses/200/content/application~1json/schema"),
    (rs.Health, "paths//healthz/get/responses/200/content/application~1json/schema"),
]


def schema_members(path):
    if path.startswith("paths//"):
        rest = path[len("paths//"):]
        route, _, tail = rest.partition("/get/")
        node = SPEC["paths"]["/" + route.replace("~1", "/")]["get"]
        for part in tail.split("/"):
            node = node[part.replace("~1", "/")]
        return members(node)
    return members(at(path))


def model_members(cls):
    names = {name for name, _, _ in wire_fields(cls)}
    required = {name for name, f, _ in wire_fields(cls)
                if f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING}
    if getattr(cls, "TYPE", None) is not None:
        names.add("type")
        required.add("type")
    return names, required


@pytest.mark.parametrize("cls, path", MODELS, ids=[c.__name__ + ("" if c.__module__.endswith("requests") else "Response") for c, _ in MODELS])
def test_the_model_has_exactly_the_schemas_members(cls, path):
    props, _ = schema_members(path)
    names, _ = model_members(cls)
    assert names == set(props), f"only in the model: {sorted(names - set(props))}; only in openapi.yaml: {sorted(set(props) - names)}"


@pytest.mark.parametrize("cls, path", MODELS, ids=[c.__name__ + ("" if c.__module__.endswith("requests") else "Response") for c, _ in MODELS])
def test_the_model_requires_exactly_the_schemas_required_members(cls, path):
    _, required = schema_members(path)
    assert model_members(cls)[1] == required


def test_batch_result_is_one_model_for_both_alternatives():
    # A decision (200) or a problem (4xx): the model has the members of both, and requires what both require.
    alternatives = [members(a) for a in at(S + "BatchResult")["oneOf"]]
    assert model_members(rs.BatchResult)[0] == set().union(*(props for props, _ in alternatives))
    assert model_members(rs.BatchResult)[1] == set.intersection(*(required for _, required in alternatives))


def test_batch_summary_result_is_one_model_for_both_alternatives():
    alternatives = [members(a) for a in at(S + "BatchSummary/properties/results/items")["oneOf"]]
    assert model_members(rs.BatchSummaryResult)[0] == set().union(*(props for props, _ in alternatives))
    assert model_members(rs.BatchSummaryResult)[1] == set.intersection(*(required for _, required in alternatives))


def test_every_timeline_event_of_the_api_has_a_model():
    spec_types = set()
    for alternative in at(S + "TimelineEvent")["oneOf"]:
        kind = members(alternative)[0]["type"]
        spec_types |= {kind["const"]} if "const" in kind else set(kind["enum"])
    assert {e.TYPE for e in rq.EVENT_TYPES} == spec_types


ENUMS = [
    (vocab.UIInterfaceOrientation, S + "InterfaceOrientationName"),
    (vocab.UIDeviceOrientation, S + "DeviceOrientationName"),
    (vocab.LintSeverity, S + "LintSeverity"),
    (vocab.Outcome, S + "Decision/properties/outcome"),
    (vocab.Certainty, S + "ExplanationStep/properties/certainty"),
    (vocab.UIUserInterfaceIdiom, S + "LintTarget/properties/idiom"),
    (vocab.WindowScreen, S + "TimelineEntry/properties/windows/items/properties/screen"),
    (vocab.Environment, S + "Device/properties/environment/anyOf/0"),
    (vocab.ControllerKind, S + "ViewController/properties/kind/anyOf/0"),
    (vocab.Forwarding, S + "ViewController/properties/forwarding/anyOf/0"),
]


@pytest.mark.parametrize("enum, path", ENUMS, ids=[e.__name__ for e, _ in ENUMS])
def test_the_enum_has_exactly_the_schemas_values(enum, path):
    assert {m.value for m in enum} == set(at(path)["enum"])


def test_the_modal_presentation_styles_are_the_documented_examples():
    assert {s.value for s in vocab.UIModalPresentationStyle} == set(at(S + "ViewController/properties/modalPresentationStyle")["examples"])


def test_the_mask_bits_are_the_documented_bits():
    description = at(S + "OrientationMaskInput")["description"]
    for name in ("portrait", "portraitUpsideDown", "landscapeRight", "landscapeLeft"):
        assert f"{name} {int(vocab.UIInterfaceOrientationMask[name])}" in description


def test_every_request_member_type_is_resolvable():
    for cls, _ in MODELS:
        typing.get_type_hints(cls)
