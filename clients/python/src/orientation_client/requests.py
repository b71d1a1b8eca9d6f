"""Request models: what the app looks like (Info.plist, app delegate, windows, controllers) and what happens.

Every member is optional and ``None`` means "not written", which the API distinguishes from writing UIKit's
default: a controller without ``supported_interface_orientations`` does not override the method, so UIKit's
default for its class and idiom applies. That is why the models carry no defaults of their own.

Orientations and masks accept the vocabulary enums, UIKit's constant names and raw values, as the API does;
``validate`` (called by the clients before sending) refuses what the service would refuse, with the same
JSON Pointer.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import ClassVar, Union

from ._codec import encode, wire
from .vocabulary import (
    ControllerKind,
    Forwarding,
    UIDeviceOrientation,
    UIInterfaceOrientation,
    UIInterfaceOrientationMask,
    UIModalPresentationStyle,
    UIUserInterfaceIdiom,
    Environment,
    WindowScreen,
)

InterfaceOrientationInput = Union[UIInterfaceOrientation, str, int]
DeviceOrientationInput = Union[UIDeviceOrientation, str, int]
# A mask: UIKit's bits, a name ("landscape", "UIInterfaceOrientationMaskAll"), or a list of orientations.
OrientationMaskInput = Union[UIInterfaceOrientationMask, int, str, list[InterfaceOrientationInput]]


class _Model:
    def to_json(self) -> dict:
        """The JSON object the service receives (members left as ``None`` are not written)."""
        return encode(self)


@dataclass
class Device(_Model):
    """The device: idiom, iOS version, home button, iPad multitasking."""

    idiom: UIUserInterfaceIdiom | str | None = None
    system_version: str | None = None
    has_home_button: bool | None = None
    supports_multitasking: bool | None = None
    #: Where the app runs (iOS 27 names these): full screen, a resizable iPad window, an iPhone app on iPad, iPhone Mirroring.
    environment: Environment | str | None = None


@dataclass
class InfoPlist(_Model):
    """The orientation keys of Info.plist, as Xcode writes them."""

    supported_interface_orientations: list[InterfaceOrientationInput] | None = wire("UISupportedInterfaceOrientations", default=None)
    supported_interface_orientations_ipad: list[InterfaceOrientationInput] | None = wire("UISupportedInterfaceOrientations~ipad", default=None)
    supported_interface_orientations_iphone: list[InterfaceOrientationInput] | None = wire("UISupportedInterfaceOrientations~iphone", default=None)
    requires_full_screen: bool | None = wire("UIRequiresFullScreen", default=None)
    requires_full_screen_ipad: bool | None = wire("UIRequiresFullScreen~ipad", default=None)
    requires_full_screen_ignored_starting_with_version: str | None = wire(
        "UIRequiresFullScreenIgnoredStartingWithVersion", default=None)
    interface_orientation: InterfaceOrientationInput | None = wire("UIInterfaceOrientation", default=None)


@dataclass
class App(_Model):
    """The app: its Info.plist (the keys, or a whole plist document as XML text or base64) and its delegate."""

    info_plist: InfoPlist | str | None = None
    supported_interface_orientations_for_window: OrientationMaskInput | None = None
    legacy_autorotation_bridge: bool | None = None
    #: The SDK the app is built with, e.g. ``"12.0"``; default: rebuilt with the SDK of the version it runs on.
    linked_against: str | None = None
    #: The scene delegate's ``supportedInterfaceOrientations(for:)`` (iOS 27+): replaces the Info.plist list per scene.
    supported_interface_orientations_for_window_scene: OrientationMaskInput | None = None
    #: ``False`` when the app has no scene configuration: built with the iOS 27 SDK it does not launch on iOS 27.
    uses_scene_life_cycle: bool | None = None


@dataclass
class UIViewController(_Model):
    """A view controller and the orientation methods it overrides (``None``: not overridden)."""

    name: str | None = None
    kind: ControllerKind | str | None = None
    supported_interface_orientations: OrientationMaskInput | None = None
    should_autorotate: bool | None = None
    preferred_interface_orientation_for_presentation: InterfaceOrientationInput | None = None
    should_autorotate_to_interface_orientation: OrientationMaskInput | None = None
    forwarding: Forwarding | str | None = None
    view_controllers: list[UIViewController] | None = None
    selected_index: int | None = None
    presented_view_controller: UIViewController | None = None
    modal_presentation_style: UIModalPresentationStyle | str | None = None
    should_automatically_forward_rotation_methods: bool | None = None
    implemented_callbacks: list[str] | None = None
    forwards_to_presented_view_controller: bool | None = None
    #: A stock container's delegate answers (iOS 7+): its supported orientations and preferred orientation.
    delegate_supported_interface_orientations: OrientationMaskInput | None = None
    delegate_preferred_interface_orientation_for_presentation: InterfaceOrientationInput | None = None


@dataclass
class UIWindow(_Model):
    """A window with its root view controller."""

    root_view_controller: UIViewController | None = None
    is_key_window: bool | None = None
    screen: WindowScreen | str | None = None
    is_hidden: bool | None = None
    window_level: float | None = None
    supported_interface_orientations_for_window: OrientationMaskInput | None = None
    supported_interface_orientations_for_window_scene: OrientationMaskInput | None = None


@dataclass
class DecideRequest(_Model):
    """One app state and, optionally, one device rotation (``POST /v1/decide``)."""

    device: Device | None = None
    app: App | None = None
    window: UIWindow | None = None
    windows: list[UIWindow] | None = None
    interface_orientation: InterfaceOrientationInput | None = None
    device_orientation: DeviceOrientationInput | None = None


@dataclass
class LintRequest(DecideRequest):
    """An app to explore for orientation hazards (``POST /v1/lint``)."""

    targets: list[Device] | None = None
    max_states: int | None = None


# ------------------------------------------------------------------------------------------------ timelines

@dataclass
class ScreenSize(_Model):
    width: int
    height: int


@dataclass
class TimelineScreens(_Model):
    phone: ScreenSize | None = None
    pad: ScreenSize | None = None
    external: ScreenSize | None = None
    phone_rotation_duration: float | None = None
    pad_rotation_duration: float | None = None


@dataclass
class DeviceOrientationEvent(_Model):
    """The user turns the device (UIDevice posts UIDeviceOrientationDidChangeNotification)."""

    TYPE: ClassVar[str] = "deviceOrientation"
    orientation: DeviceOrientationInput


@dataclass
class PresentEvent(_Model):
    """``present(_:animated:completion:)`` on the controller named ``from_``."""

    TYPE: ClassVar[str] = "present"
    from_: str = wire("from")
    controller: UIViewController
    modal_presentation_style: UIModalPresentationStyle | str | None = None
    animated: bool | None = None


@dataclass
class DismissEvent(_Model):
    """``dismiss(animated:completion:)`` of the named presented controller."""

    TYPE: ClassVar[str] = "dismiss"
    controller: str
    animated: bool | None = None


@dataclass
class PushEvent(_Model):
    TYPE: ClassVar[str] = "push"
    navigation_controller: str
    controller: UIViewController
    animated: bool | None = None


@dataclass
class PopEvent(_Model):
    TYPE: ClassVar[str] = "pop"
    navigation_controller: str
    animated: bool | None = None


@dataclass
class SelectTabEvent(_Model):
    TYPE: ClassVar[str] = "selectTab"
    tab_bar_controller: str
    index: int


@dataclass
class UpdateAnswersEvent(_Model):
    """A controller starts answering the orientation questions differently, then (optionally) tells UIKit."""

    TYPE: ClassVar[str] = "updateAnswers"
    controller: str
    supported_interface_orientations: OrientationMaskInput | None = None
    should_autorotate: bool | None = None
    preferred_interface_orientation_for_presentation: InterfaceOrientationInput | None = None
    should_autorotate_to_interface_orientation: OrientationMaskInput | None = None
    then: str | None = None


@dataclass
class SetDeviceOrientationValueEvent(_Model):
    """``UIDevice.current.setValue(_, forKey: "orientation")``, the private-API trick."""

    TYPE: ClassVar[str] = "setDeviceOrientationValue"
    orientation: DeviceOrientationInput


@dataclass
class RequestGeometryUpdateEvent(_Model):
    """``UIWindowScene.requestGeometryUpdate(.iOS(interfaceOrientations:))`` (iOS 16+)."""

    TYPE: ClassVar[str] = "requestGeometryUpdate"
    interface_orientations: OrientationMaskInput


@dataclass
class SetStatusBarOrientationEvent(_Model):
    TYPE: ClassVar[str] = "setStatusBarOrientation"
    orientation: InterfaceOrientationInput
    animated: bool | None = None


@dataclass
class ConnectScreenEvent(_Model):
    TYPE: ClassVar[str] = "connectScreen"
    window: UIWindow | None = None


@dataclass
class LaunchEvent(_Model):
    TYPE: ClassVar[str] = "launch"


@dataclass
class DisconnectScreenEvent(_Model):
    TYPE: ClassVar[str] = "disconnectScreen"


@dataclass
class MakeKeyWindowEvent(_Model):
    TYPE: ClassVar[str] = "makeKeyWindow"
    window: int


@dataclass
class ShowWindowEvent(_Model):
    TYPE: ClassVar[str] = "showWindow"
    window: int


@dataclass
class HideWindowEvent(_Model):
    TYPE: ClassVar[str] = "hideWindow"
    window: int


TimelineEvent = Union[
    DeviceOrientationEvent, PresentEvent, DismissEvent, PushEvent, PopEvent, SelectTabEvent, UpdateAnswersEvent,
    SetDeviceOrientationValueEvent, RequestGeometryUpdateEvent, SetStatusBarOrientationEvent, ConnectScreenEvent,
    LaunchEvent, DisconnectScreenEvent, MakeKeyWindowEvent, ShowWindowEvent, HideWindowEvent,
]
EVENT_TYPES: tuple[type, ...] = TimelineEvent.__args__  # type: ignore[attr-defined]


@dataclass
class TimelineObserver(_Model):
    """An observer of UIDeviceOrientationDidChangeNotification that runs ``action`` when the device turns
    to ``when`` (an orientation, ``landscape`` or ``portrait``)."""

    action: TimelineEvent
    notification: str | None = None
    when: str | None = None


@dataclass
class SimulateRequest(DecideRequest):
    """An initial state and the events that follow (``POST /v1/simulate``)."""

    linked_against: str | None = None
    screens: TimelineScreens | None = None
    observers: list[TimelineObserver] | None = None
    events: list[TimelineEvent] = dataclasses.field(kw_only=True)
