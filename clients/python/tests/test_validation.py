"""Bad input is refused before anything is sent, with the JSON Pointer the server would name: each case is
checked twice, once against the client (nothing may reach the transport) and once against the real server
(the same JSON, sent past the client's checks, must be refused at the same pointer)."""

import json

import httpx
import pytest

from orientation_client import (
    App,
    DecideRequest,
    Device,
    InfoPlist,
    InvalidRequest,
    LintRequest,
    OrientationClient,
    ProblemError,
    SimulateRequest,
    UIViewController,
    UIWindow,
)
from orientation_client._codec import encode
from orientation_client.builders import turn_device, view_controller
from orientation_client.requests import ScreenSize, TimelineScreens


def root(**members):
    return UIWindow(root_view_controller=UIViewController(name="Root", **members))


CASES = [
    ("a mask with bit 0 (UIInterfaceOrientationPortrait used as a mask)", "decide",
     DecideRequest(window=root(supported_interface_orientations=1)), "/window/rootViewController/supportedInterfaceOrientations"),
    ("an interface orientation UIKit does not have", "decide",
     DecideRequest(window=root(), interface_orientation="sideways"), "/interfaceOrientation"),
    ("a device orientation raw value past faceDown", "decide",
     DecideRequest(window=root(), device_orientation=7), "/deviceOrientation"),
    ("an iOS version that is not major.minor.patch", "decide",
     DecideRequest(device=Device(system_version="seventeen"), window=root()), "/device/systemVersion"),
    ("an idiom the service does not model", "decide",
     DecideRequest(device=Device(idiom="watch"), window=root()), "/device/idiom"),
    ("a misspelt orientation in the ~ipad list (the pointer escapes the tilde)", "decide",
     DecideRequest(app=App(info_plist=InfoPlist(supported_interface_orientations_ipad=["UIInterfaceOrientationSideways"])), window=root()),
     "/app/infoPlist/UISupportedInterfaceOrientations~0ipad/0"),
    ("a negative selected index", "decide",
     DecideRequest(window=root(selected_index=-1)), "/window/rootViewController/selectedIndex"),
    ("a presentation style UIKit does not have", "decide",
     DecideRequest(window=root(presented_view_controller=UIViewController(name="Sheet", modal_presentation_style="sideSheet"))),
     "/window/rootViewController/presentedViewController/modalPresentationStyle"),
    ("a controller kind the service does not model", "decide",
     DecideRequest(window=root(kind="collectionViewController")), "/window/rootViewController/kind"),
    ("both window and windows", "decide",
     DecideRequest(window=root(), windows=[UIWindow()]), "/windows"),
    ("an empty Info.plist document", "decide",
     DecideRequest(app=App(info_plist="   "), window=root()), "/app/infoPlist"),
    ("a lint bound of zero states", "lint", LintRequest(window=root(), max_states=0), "/maxStates"),
    ("an empty lint target list", "lint", LintRequest(window=root(), targets=[]), "/targets"),
    ("more than 200 events", "simulate",
     SimulateRequest(window=root(), events=[turn_device("portrait")] * 201), "/events"),
    ("a screen of zero points", "simulate",
     SimulateRequest(window=root(), screens=TimelineScreens(phone=ScreenSize(0, 667)), events=[]), "/screens/phone/width"),
    ("a linked-against SDK that is not a version", "simulate",
     SimulateRequest(window=root(), linked_against="latest", events=[]), "/linkedAgainst"),
]
IDS = [c[0] for c in CASES]


def refusing_transport(request):
    raise AssertionError(f"the client sent {request.method} {request.url.path} although the input is invalid")


@pytest.mark.parametrize("what, operation, request_model, pointer", CASES, ids=IDS)
def test_the_client_refuses_it_before_sending(what, operation, request_model, pointer):
    with OrientationClient("http://orientation.test", transport=httpx.MockTransport(refusing_transport),
                           check_version=False) as client:
        with pytest.raises(InvalidRequest) as caught:
            getattr(client, operation)(request_model)
    assert caught.value.pointer == pointer


@pytest.mark.parametrize("what, operation, request_model, pointer", CASES, ids=IDS)
def test_the_server_refuses_the_same_json_at_the_same_pointer(orientation, what, operation, request_model, pointer):
    response = orientation.send("POST", f"/v1/{operation}", json.dumps(encode(request_model)).encode(),
                                {"Content-Type": "application/json"})
    assert response.status_code == 422, response.text
    assert response.json()["pointer"] == pointer


def test_more_than_1000_batch_items_are_refused_before_sending():
    with OrientationClient("http://orientation.test", transport=httpx.MockTransport(refusing_transport),
                           check_version=False) as client:
        with pytest.raises(InvalidRequest, match="1001 batch items; the service accepts at most 1000"):
            client.batch([DecideRequest(window=root())] * 1001)


def test_an_invalid_typed_batch_item_is_refused_with_its_absolute_pointer():
    with OrientationClient("http://orientation.test", transport=httpx.MockTransport(refusing_transport),
                           check_version=False) as client:
        with pytest.raises(InvalidRequest) as caught:
            client.batch([DecideRequest(window=root()), DecideRequest(window=root(), interface_orientation=9)])
    assert caught.value.pointer == "/requests/1/interfaceOrientation"


def test_a_dict_is_sent_as_written_so_the_server_judges_it(orientation):
    with pytest.raises(ProblemError) as caught:
        orientation.decide({"interfaceOrientation": "sideways"})
    assert (caught.value.status, caught.value.pointer) == (422, "/interfaceOrientation")


def test_a_request_of_another_endpoint_is_refused():
    with OrientationClient("http://orientation.test", transport=httpx.MockTransport(refusing_transport),
                           check_version=False) as client:
        with pytest.raises(InvalidRequest, match="decide takes a DecideRequest, not a Device"):
            client.decide(Device())


def test_a_builder_controller_is_validated_like_a_model():
    with OrientationClient("http://orientation.test", transport=httpx.MockTransport(refusing_transport),
                           check_version=False) as client:
        with pytest.raises(InvalidRequest) as caught:
            client.decide(DecideRequest(window=UIWindow(root_view_controller=view_controller("Root", supports="sideways"))))
    assert caught.value.pointer == "/window/rootViewController/supportedInterfaceOrientations"
