"""assert_decision and assert_timeline: silent when the parts match, and the service's explanation when not."""

import pytest

from orientation_client import UIInterfaceOrientation as O, UIInterfaceOrientationMask as Mask, assert_decision, assert_timeline
from orientation_client.builders import Scenario, app_supporting, iphone, turn_device, view_controller

PORTRAIT_APP = Scenario(device=iphone("17.0"), app=app_supporting(O.portrait),
                        root=view_controller("RootViewController")).in_orientation(O.portrait).with_device_turned_to("landscapeLeft")


def test_matching_parts_pass_silently(orientation):
    assert_decision(orientation.decide(PORTRAIT_APP), outcome="unchanged", interface_orientation=O.portrait,
                    supported=Mask.portrait, topmost="RootViewController")


def test_a_mask_can_be_given_as_a_list_of_orientations(orientation):
    assert_decision(orientation.decide(PORTRAIT_APP), supported=[O.portrait])


def test_a_difference_lists_every_differing_part(orientation):
    with pytest.raises(AssertionError) as caught:
        assert_decision(orientation.decide(PORTRAIT_APP), outcome="rotated", interface_orientation=O.landscapeRight)
    message = str(caught.value)
    assert "outcome: expected rotated, got unchanged" in message
    assert "interface orientation: expected landscapeRight, got portrait" in message


def test_a_difference_shows_the_explanation_steps_with_their_sources(orientation):
    decision = orientation.decide(PORTRAIT_APP)
    with pytest.raises(AssertionError) as caught:
        assert_decision(decision, supported=Mask.all)
    message = str(caught.value)
    assert "supported orientations: expected portrait, portraitUpsideDown, landscapeLeft, landscapeRight, got portrait" in message
    for n, step in enumerate(decision.explanation, 1):
        assert f"{n}. [{step.rule}] {step.detail}" in message
        assert f"source: {step.source}" in message


def test_a_timeline_difference_lists_every_event(orientation):
    result = orientation.simulate(PORTRAIT_APP.then(turn_device("landscapeLeft"), turn_device("portrait")))
    with pytest.raises(AssertionError) as caught:
        assert_timeline(result, final_orientation=O.landscapeRight)
    message = str(caught.value)
    assert "final interface orientation: expected landscapeRight, got portrait" in message
    assert "0. deviceOrientation" in message and "1. deviceOrientation" in message
