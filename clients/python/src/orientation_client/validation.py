"""Checks a request model before it is sent, where Python's types cannot: names of orientations, mask bits,
version strings, ranges and counts. Each failure is ``InvalidRequest`` with the JSON Pointer the server would
name for the same mistake, so a harness author sees the mistake at the call, not as a 422 later.

Only typed requests are checked. A ``dict`` is sent as written (that is how the conformance vectors send
deliberately invalid input, and how a caller reaches members this client does not model yet).
"""

from __future__ import annotations

import enum
import re

from ._codec import wire_fields
from .errors import InvalidRequest
from .requests import (
    EVENT_TYPES,
    App,
    DecideRequest,
    Device,
    InfoPlist,
    LintRequest,
    ScreenSize,
    SimulateRequest,
    TimelineObserver,
    TimelineScreens,
    UIViewController,
    UIWindow,
)
from .vocabulary import (
    ControllerKind,
    Environment,
    Forwarding,
    UIDeviceOrientation,
    UIInterfaceOrientation,
    UIInterfaceOrientationMask,
    UIModalPresentationStyle,
    UIUserInterfaceIdiom,
    WindowScreen,
)

MAX_CONTROLLERS = 1000
MAX_EVENTS = 200
MAX_OBSERVERS = 200
MAX_BATCH = 1000
MAX_TARGETS = 32
MAX_STATES = 200_000
SYSTEM_VERSION = re.compile(r"^[0-9]+(\.[0-9]+){0,2}$")

_INTERFACE_NAMES = {o.value for o in UIInterfaceOrientation} | {
    "UIInterfaceOrientation" + o.value[:1].upper() + o.value[1:] for o in UIInterfaceOrientation}
_DEVICE_NAMES = {o.value for o in UIDeviceOrientation} | {
    "UIDeviceOrientation" + o.value[:1].upper() + o.value[1:] for o in UIDeviceOrientation}
_MASK_NAMES = {m.name for m in UIInterfaceOrientationMask} | {
    "UIInterfaceOrientationMask" + m.name[:1].upper() + m.name[1:] for m in UIInterfaceOrientationMask}
_STYLE_NAMES = {s.value for s in UIModalPresentationStyle} | {
    "UIModalPresentation" + s.value[:1].upper() + s.value[1:] for s in UIModalPresentationStyle}


def _enum_value(value, kind: type[enum.Enum], pointer: str, what: str) -> None:
    if isinstance(value, kind):
        return
    if not isinstance(value, str) or value not in {m.value for m in kind}:
        known = ", ".join(m.value for m in kind)
        raise InvalidRequest(pointer, f"{value!r} is not {what} (one of {known})")


def interface_orientation(value, pointer: str) -> None:
    if isinstance(value, UIInterfaceOrientation):
        return
    if isinstance(value, bool) or not (
        (isinstance(value, int) and 0 <= value <= 4) or (isinstance(value, str) and value in _INTERFACE_NAMES)
    ):
        raise InvalidRequest(pointer, f"{value!r} is not an interface orientation (a UIInterfaceOrientation, "
                                      "its short or constant name, or a raw value 0-4)")


def device_orientation(value, pointer: str) -> None:
    if isinstance(value, UIDeviceOrientation):
        return
    if isinstance(value, bool) or not (
        (isinstance(value, int) and 0 <= value <= 6) or (isinstance(value, str) and value in _DEVICE_NAMES)
    ):
        raise InvalidRequest(pointer, f"{value!r} is not a device orientation (a UIDeviceOrientation, its short "
                                      "or constant name, or a raw value 0-6)")


def orientation_mask(value, pointer: str) -> None:
    if isinstance(value, UIInterfaceOrientationMask):
        return
    if isinstance(value, bool):
        raise InvalidRequest(pointer, f"{value!r} is not an interface orientation mask")
    if isinstance(value, int):
        if not 0 <= value <= 30 or value & 1:
            raise InvalidRequest(pointer, f"{value} is not an interface orientation mask: UIKit's bits are "
                                          "portrait 2, portraitUpsideDown 4, landscapeRight 8, landscapeLeft 16")
        return
    if isinstance(value, str):
        if value not in _MASK_NAMES:
            raise InvalidRequest(pointer, f"{value!r} is not an interface orientation mask name (one of "
                                          f"{', '.join(m.name for m in UIInterfaceOrientationMask)})")
        return
    if isinstance(value, (list, tuple)):
        for i, o in enumerate(value):
            interface_orientation(o, f"{pointer}/{i}")
        return
    raise InvalidRequest(pointer, f"{value!r} is not an interface orientation mask")


def _system_version(value, pointer: str) -> None:
    if not isinstance(value, str) or not SYSTEM_VERSION.match(value):
        raise InvalidRequest(pointer, f"{value!r} is not an iOS version (\"major[.minor[.patch]]\", e.g. \"17.0\")")


def _count(items, limit: int, pointer: str, what: str, minimum: int = 0) -> None:
    if len(items) > limit:
        raise InvalidRequest(pointer, f"{len(items)} {what}; the service accepts at most {limit}")
    if len(items) < minimum:
        raise InvalidRequest(pointer, f"{len(items)} {what}; the service needs at least {minimum}")


def _int_range(value, low: int, high: int | None, pointer: str) -> None:
    if isinstance(value, bool) or not isinstance(value, int) or value < low or (high is not None and value > high):
        bound = f"{low}-{high}" if high is not None else f"at least {low}"
        raise InvalidRequest(pointer, f"{value!r} is out of range ({bound})")


def device(d: Device, pointer: str) -> None:
    if d.idiom is not None:
        _enum_value(d.idiom, UIUserInterfaceIdiom, pointer + "/idiom", "an idiom")
    if d.system_version is not None:
        _system_version(d.system_version, pointer + "/systemVersion")
    if d.environment is not None:
        _enum_value(d.environment, Environment, pointer + "/environment", "an environment")


def info_plist(p: InfoPlist | str, pointer: str) -> None:
    if isinstance(p, str):
        if not p.strip():
            raise InvalidRequest(pointer, "an Info.plist document must not be empty")
        return
    for name, f, _ in wire_fields(InfoPlist):
        v = getattr(p, f.name)
        if v is None:
            continue
        if name.startswith("UISupportedInterfaceOrientations"):
            for i, o in enumerate(v):
                interface_orientation(o, f"{pointer}/{name.replace('~', '~0')}/{i}")
        elif name == "UIInterfaceOrientation":
            interface_orientation(v, f"{pointer}/{name}")


def app(a: App, pointer: str) -> None:
    if a.info_plist is not None:
        info_plist(a.info_plist, pointer + "/infoPlist")
    if a.supported_interface_orientations_for_window is not None:
        orientation_mask(a.supported_interface_orientations_for_window, pointer + "/supportedInterfaceOrientationsForWindow")
    if a.supported_interface_orientations_for_window_scene is not None:
        orientation_mask(a.supported_interface_orientations_for_window_scene,
                         pointer + "/supportedInterfaceOrientationsForWindowScene")


def view_controller(vc: UIViewController, pointer: str, counter: list[int]) -> None:
    counter[0] += 1
    if counter[0] > MAX_CONTROLLERS:
        raise InvalidRequest(pointer, f"more than {MAX_CONTROLLERS} view controllers; the service refuses larger hierarchies")
    if vc.kind is not None:
        _enum_value(vc.kind, ControllerKind, pointer + "/kind", "a controller kind")
    if vc.forwarding is not None:
        _enum_value(vc.forwarding, Forwarding, pointer + "/forwarding", "a forwarding")
    for member in ("supported_interface_orientations", "should_autorotate_to_interface_orientation"):
        v = getattr(vc, member)
        if v is not None:
            orientation_mask(v, pointer + "/" + _wire(UIViewController, member))
    if vc.preferred_interface_orientation_for_presentation is not None:
        interface_orientation(vc.preferred_interface_orientation_for_presentation,
                              pointer + "/preferredInterfaceOrientationForPresentation")
    if vc.modal_presentation_style is not None:
        _style(vc.modal_presentation_style, pointer + "/modalPresentationStyle")
    if vc.selected_index is not None:
        _int_range(vc.selected_index, 0, None, pointer + "/selectedIndex")
    for i, child in enumerate(vc.view_controllers or []):
        view_controller(child, f"{pointer}/viewControllers/{i}", counter)
    if vc.presented_view_controller is not None:
        view_controller(vc.presented_view_controller, pointer + "/presentedViewController", counter)


def _style(value, pointer: str) -> None:
    if isinstance(value, UIModalPresentationStyle):
        return
    if not isinstance(value, str) or value not in _STYLE_NAMES:
        raise InvalidRequest(pointer, f"{value!r} is not a modal presentation style (one of "
                                      f"{', '.join(s.value for s in UIModalPresentationStyle)})")


def window(w: UIWindow, pointer: str, counter: list[int]) -> None:
    if w.screen is not None:
        _enum_value(w.screen, WindowScreen, pointer + "/screen", "a screen")
    if w.supported_interface_orientations_for_window is not None:
        orientation_mask(w.supported_interface_orientations_for_window, pointer + "/supportedInterfaceOrientationsForWindow")
    if w.supported_interface_orientations_for_window_scene is not None:
        orientation_mask(w.supported_interface_orientations_for_window_scene,
                         pointer + "/supportedInterfaceOrientationsForWindowScene")
    if w.root_view_controller is not None:
        view_controller(w.root_view_controller, pointer + "/rootViewController", counter)


def decide_request(r: DecideRequest, pointer: str = "") -> None:
    if r.window is not None and r.windows is not None:
        raise InvalidRequest(pointer + "/windows", "give either window or windows, not both")
    if r.device is not None:
        device(r.device, pointer + "/device")
    if r.app is not None:
        app(r.app, pointer + "/app")
    counter = [0]
    if r.window is not None:
        window(r.window, pointer + "/window", counter)
    for i, w in enumerate(r.windows or []):
        window(w, f"{pointer}/windows/{i}", counter)
    if r.interface_orientation is not None:
        interface_orientation(r.interface_orientation, pointer + "/interfaceOrientation")
    if r.device_orientation is not None:
        device_orientation(r.device_orientation, pointer + "/deviceOrientation")


def lint_request(r: LintRequest) -> None:
    decide_request(r)
    if r.targets is not None:
        _count(r.targets, MAX_TARGETS, "/targets", "targets", minimum=1)
        for i, t in enumerate(r.targets):
            device(t, f"/targets/{i}")
    if r.max_states is not None:
        _int_range(r.max_states, 1, MAX_STATES, "/maxStates")


def _screens(s: TimelineScreens, pointer: str) -> None:
    for member in ("phone", "pad", "external"):
        size: ScreenSize | None = getattr(s, member)
        if size is not None:
            _int_range(size.width, 1, 100_000, f"{pointer}/{member}/width")
            _int_range(size.height, 1, 100_000, f"{pointer}/{member}/height")
    for member in ("phone_rotation_duration", "pad_rotation_duration"):
        v = getattr(s, member)
        if v is not None and (isinstance(v, bool) or not isinstance(v, (int, float)) or not 0 <= v <= 60):
            raise InvalidRequest(f"{pointer}/{_wire(TimelineScreens, member)}", f"{v!r} is not a duration of 0-60 seconds")


def event(e, pointer: str) -> None:
    if not isinstance(e, EVENT_TYPES):
        raise InvalidRequest(pointer, f"{type(e).__name__} is not a timeline event")
    for name, f, _ in wire_fields(type(e)):
        v = getattr(e, f.name)
        if v is None:
            continue
        at = f"{pointer}/{name}"
        if name == "orientation":
            (interface_orientation if e.TYPE == "setStatusBarOrientation" else device_orientation)(v, at)
        elif name in ("supportedInterfaceOrientations", "shouldAutorotateToInterfaceOrientation", "interfaceOrientations"):
            orientation_mask(v, at)
        elif name == "preferredInterfaceOrientationForPresentation":
            interface_orientation(v, at)
        elif name == "modalPresentationStyle":
            _style(v, at)
        elif name == "controller" and isinstance(v, UIViewController):
            view_controller(v, at, [0])
        elif name in ("index", "window") and isinstance(v, int):
            _int_range(v, 0, None, at)
        elif name == "window" and isinstance(v, UIWindow):
            window(v, at, [0])


def simulate_request(r: SimulateRequest) -> None:
    decide_request(r)
    if r.linked_against is not None:
        _system_version(r.linked_against, "/linkedAgainst")
    if r.screens is not None:
        _screens(r.screens, "/screens")
    _count(r.events, MAX_EVENTS, "/events", "events")
    for i, e in enumerate(r.events):
        event(e, f"/events/{i}")
    if r.observers is not None:
        _count(r.observers, MAX_OBSERVERS, "/observers", "observers")
        for i, o in enumerate(r.observers):
            if not isinstance(o, TimelineObserver):
                raise InvalidRequest(f"/observers/{i}", f"{type(o).__name__} is not a TimelineObserver")
            event(o.action, f"/observers/{i}/action")


def batch(items) -> None:
    _count(items, MAX_BATCH, "/requests", "batch items")
    for i, item in enumerate(items):
        if isinstance(item, DecideRequest):
            decide_request(item, f"/requests/{i}")


def _wire(cls: type, member: str) -> str:
    return next(name for name, f, _ in wire_fields(cls) if f.name == member)
