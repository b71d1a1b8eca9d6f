"""The short answer: ``minimal=True`` sends ``Prefer: return=minimal`` (RFC 7240) and reads the short models, which
hold what the full answer holds except the explanation; a server that does not apply it gets the full model."""

import asyncio
import json

import httpx

from orientation_client import (
    AsyncOrientationClient,
    BatchSummary,
    Decision,
    DecisionSummary,
    OrientationClient,
    SimulateSummary,
    UIInterfaceOrientation as O,
    UIInterfaceOrientationMask as Mask,
)
from orientation_client.builders import Scenario, app_supporting, iphone, turn_device, view_controller

PLAYER = Scenario(device=iphone("17.0"), app=app_supporting(O.portrait, O.landscapeLeft, O.landscapeRight),
                  root=view_controller("Root").presenting(view_controller("Player", supports=Mask.landscape)))
GAME_CENTER = Scenario(device=iphone("6.0"), app=app_supporting(O.landscapeLeft, O.landscapeRight),
                       root=view_controller("Game", supports=Mask.landscape).presenting(
                           view_controller("GKHostedAuthenticateViewController", supports=Mask.portrait)),
                       ).in_orientation(O.landscapeRight)
# The iOS 6 swizzling bridge: an answer with a disputed step.
BRIDGE = {"device": {"idiom": "phone", "systemVersion": "6.0"}, "app": {"legacyAutorotationBridge": True},
          "window": {"rootViewController": {"name": "Root", "shouldAutorotateToInterfaceOrientation": ["portrait"]}},
          "interfaceOrientation": "portrait", "deviceOrientation": "landscapeLeft"}


def recording(client_class, url, **kwargs):
    seen = []
    return client_class(url, on_response=seen.append, **kwargs), seen


def test_decide_minimal_sends_prefer_and_reads_the_short_answer(orientation_service):
    client, seen = recording(OrientationClient, orientation_service.url)
    with client:
        short = client.decide(GAME_CENTER, minimal=True)
        full = client.decide(GAME_CENTER)
    assert isinstance(short, DecisionSummary) and isinstance(full, Decision)
    assert seen[-2].request.headers["prefer"] == "return=minimal"
    assert seen[-2].headers["preference-applied"] == "return=minimal"
    assert "prefer" not in seen[-1].request.headers
    assert "explanation" not in short.to_json()
    assert {k: v for k, v in full.to_json().items() if k not in ("explanation", "disputed")} == \
        {k: v for k, v in short.to_json().items() if k != "disputed"}
    assert short.raised and short.exception.name == "UIApplicationInvalidInterfaceOrientation"


def test_the_short_disputed_list_names_the_same_claims_as_the_full_one(orientation):
    short = orientation.decide(BRIDGE, minimal=True)
    full = orientation.decide(BRIDGE)
    assert short.disputed, "the bridge answer rests on a disputed claim"
    assert [(d.rule, d.claim) for d in short.disputed] == [(d.rule, d.claim) for d in full.disputed]
    assert all(d.summary for d in short.disputed)


def test_simulate_minimal_has_no_explanation_in_any_entry(orientation):
    request = PLAYER.in_orientation(O.landscapeRight).then(turn_device("portrait"), turn_device("landscapeLeft"))
    short = orientation.simulate(request, minimal=True)
    full = orientation.simulate(request)
    assert isinstance(short, SimulateSummary)
    assert len(short.timeline) == len(full.timeline) == 2
    expected = full.to_json()
    for entry in expected["timeline"]:
        del entry["explanation"]
    assert short.to_json() == expected


def test_batch_minimal_answers_each_item_in_brief(orientation):
    short = orientation.batch([GAME_CENTER, {"deviceOrientation": "sideways"}], minimal=True)
    assert isinstance(short, BatchSummary)
    assert (short.succeeded, short.failed) == (1, 1)
    assert isinstance(short.results[0].decision, DecisionSummary)
    assert short.results[0].decision.to_json() == orientation.decide(GAME_CENTER, minimal=True).to_json()
    assert short.results[1].problem.code == "invalid-device-orientation"


def test_the_async_client_asks_for_the_short_answer_too(orientation_service):
    async def decide():
        async with AsyncOrientationClient(orientation_service.url) as client:
            return await client.decide(GAME_CENTER, minimal=True)

    assert isinstance(asyncio.run(decide()), DecisionSummary)


def test_a_server_that_does_not_apply_the_preference_gets_read_as_the_full_answer(orientation_service):
    with OrientationClient(orientation_service.url) as real:
        full_body = real.decide(GAME_CENTER).to_json()
    sent = []

    def handle(request):
        if request.url.path == "/version":
            return httpx.Response(200, json={"version": "1.0.0", "gitCommit": "x", "buildDate": "x"})
        sent.append(request.headers.get("prefer"))
        return httpx.Response(200, headers={"Content-Type": "application/json"}, content=json.dumps(full_body).encode())

    with OrientationClient("http://stub", transport=httpx.MockTransport(handle)) as client:
        decision = client.decide(GAME_CENTER, minimal=True)
    assert sent == ["return=minimal"]
    assert isinstance(decision, Decision) and decision.explanation
