"""Builders for the situations a test describes, so the test reads like the app:

    scenario = Scenario(
        device=iphone("17.0"),
        app=app_supporting(portrait, landscapeLeft, landscapeRight),
        root=tab_bar_controller(
            navigation_controller(view_controller("FeedViewController")),
            navigation_controller(view_controller("SettingsViewController")),
        ).presenting(view_controller("PlayerViewController", supports=allButUpsideDown)),
    ).with_device_turned_to(UIDeviceOrientation.landscapeLeft)

Everything returns the plain request models (``UIViewController``, ``App``, ``Device``, ...), so a builder
and a hand-written model mix freely. Unlike the models, the builders fill in what a real app has: a
container's ``kind`` and a UIKit class name when none is given, and ``fullScreen`` for a presentation.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from .errors import InvalidRequest
from .requests import (
    App,
    DecideRequest,
    Device,
    DeviceOrientationEvent,
    DeviceOrientationInput,
    DismissEvent,
    InfoPlist,
    InterfaceOrientationInput,
    LintRequest,
    OrientationMaskInput,
    PopEvent,
    PresentEvent,
    PushEvent,
    RequestGeometryUpdateEvent,
    SelectTabEvent,
    SimulateRequest,
    TimelineEvent,
    TimelineObserver,
    UIViewController,
    UIWindow,
)
from .vocabulary import ControllerKind, Forwarding, UIModalPresentationStyle, UIUserInterfaceIdiom


# ------------------------------------------------------------------------------------------------ devices

def iphone(system_version: str = "17.0", *, home_button: bool | None = None) -> Device:
    """An iPhone on this iOS version (``home_button=False``: a Face ID phone, no upside-down)."""
    return Device(idiom=UIUserInterfaceIdiom.phone, system_version=system_version, has_home_button=home_button)


def ipad(system_version: str = "17.0", *, multitasking: bool | None = None, home_button: bool | None = None) -> Device:
    """An iPad on this iOS version (``multitasking=False``: an iPad that cannot multitask)."""
    return Device(idiom=UIUserInterfaceIdiom.pad, system_version=system_version,
                  supports_multitasking=multitasking, has_home_button=home_button)


# ------------------------------------------------------------------------------------------------ the app

def app_supporting(*orientations: InterfaceOrientationInput, ipad: list[InterfaceOrientationInput] | None = None,
                   iphone: list[InterfaceOrientationInput] | None = None, requires_full_screen: bool | None = None,
                   delegate_mask: OrientationMaskInput | None = None) -> App:
    """An app whose Info.plist lists these UISupportedInterfaceOrientations (``ipad``/``iphone``: the ``~ipad``
    and ``~iphone`` lists; ``delegate_mask``: what ``application(_:supportedInterfaceOrientationsFor:)``
    returns, when the delegate implements it)."""
    plist = InfoPlist(
        supported_interface_orientations=list(orientations) if orientations else None,
        supported_interface_orientations_ipad=list(ipad) if ipad is not None else None,
        supported_interface_orientations_iphone=list(iphone) if iphone is not None else None,
        requires_full_screen=requires_full_screen,
    )
    return App(info_plist=plist, supported_interface_orientations_for_window=delegate_mask)


def app_with_info_plist(document: str) -> App:
    """An app given its whole Info.plist (XML text, or base64 of a binary or XML plist)."""
    return App(info_plist=document)


# ------------------------------------------------------------------------------------------------ controllers

def _controller(**members: Any) -> "Controller":
    return Controller(**{k: v for k, v in members.items() if v is not None})


@dataclasses.dataclass
class Controller(UIViewController):
    """A ``UIViewController`` model with builder methods; it encodes exactly like its base class."""

    def presenting(self, presented: UIViewController,
                   style: UIModalPresentationStyle | str = UIModalPresentationStyle.fullScreen) -> "Controller":
        """This controller with ``presented`` presented on it (full screen unless ``style`` says otherwise).
        When something is already presented here, ``presented`` goes on top of it, as UIKit presents from the
        top-most presented controller."""
        top = dataclasses.replace(presented, modal_presentation_style=presented.modal_presentation_style or style)
        if self.presented_view_controller is None:
            return dataclasses.replace(self, presented_view_controller=top)
        inner = self.presented_view_controller
        inner = inner if isinstance(inner, Controller) else Controller(**_members(inner))
        return dataclasses.replace(self, presented_view_controller=inner.presenting(top, style))


def _members(vc: UIViewController) -> dict:
    return {f.name: getattr(vc, f.name) for f in dataclasses.fields(UIViewController)}


def view_controller(name: str, *, supports: OrientationMaskInput | None = None, autorotates: bool | None = None,
                    prefers: InterfaceOrientationInput | None = None,
                    legacy_autorotates_to: OrientationMaskInput | None = None,
                    callbacks: list[str] | None = None) -> Controller:
    """A plain controller named like its class. Each keyword is a method it overrides:
    ``supports`` -> ``supportedInterfaceOrientations``, ``autorotates`` -> ``shouldAutorotate``,
    ``prefers`` -> ``preferredInterfaceOrientationForPresentation``, ``legacy_autorotates_to`` -> the
    orientations for which iOS 5's ``shouldAutorotateToInterfaceOrientation:`` returns YES."""
    return _controller(name=name, supported_interface_orientations=supports, should_autorotate=autorotates,
                       preferred_interface_orientation_for_presentation=prefers,
                       should_autorotate_to_interface_orientation=legacy_autorotates_to,
                       implemented_callbacks=callbacks)


def navigation_controller(*stack: UIViewController, name: str = "UINavigationController",
                          supports: OrientationMaskInput | None = None, autorotates: bool | None = None,
                          forwarding: Forwarding | str | None = None) -> Controller:
    """A navigation stack, root first (the last controller is on top). ``forwarding`` models the usual
    subclass or category that answers with its ``topViewController``'s or ``visibleViewController``'s mask."""
    return _controller(name=name, kind=ControllerKind.navigationController, view_controllers=list(stack),
                       supported_interface_orientations=supports, should_autorotate=autorotates, forwarding=forwarding)


def tab_bar_controller(*tabs: UIViewController, selected: int = 0, name: str = "UITabBarController",
                       supports: OrientationMaskInput | None = None, autorotates: bool | None = None,
                       forwarding: Forwarding | str | None = None) -> Controller:
    """A tab bar with these tabs, ``selected`` showing."""
    return _controller(name=name, kind=ControllerKind.tabBarController, view_controllers=list(tabs),
                       selected_index=selected, supported_interface_orientations=supports,
                       should_autorotate=autorotates, forwarding=forwarding)


# ------------------------------------------------------------------------------------------------ timeline events

def turn_device(orientation: DeviceOrientationInput) -> DeviceOrientationEvent:
    return DeviceOrientationEvent(orientation=orientation)


def present(controller: UIViewController, *, on: str,
            style: UIModalPresentationStyle | str = UIModalPresentationStyle.fullScreen) -> PresentEvent:
    """``on.present(controller, animated: true)``."""
    return PresentEvent(from_=on, controller=controller, modal_presentation_style=style)


def dismiss(name: str) -> DismissEvent:
    return DismissEvent(controller=name)


def push(controller: UIViewController, *, on: str) -> PushEvent:
    return PushEvent(navigation_controller=on, controller=controller)


def pop(navigation_controller: str) -> PopEvent:
    return PopEvent(navigation_controller=navigation_controller)


def select_tab(index: int, *, on: str) -> SelectTabEvent:
    return SelectTabEvent(tab_bar_controller=on, index=index)


def request_geometry_update(orientations: OrientationMaskInput) -> RequestGeometryUpdateEvent:
    return RequestGeometryUpdateEvent(interface_orientations=orientations)


# ------------------------------------------------------------------------------------------------ the scenario

@dataclasses.dataclass(frozen=True)
class Scenario:
    """An app on a device with a controller hierarchy in one window: the state a test asks about.

    ``client.decide(scenario)`` asks what UIKit does now; ``client.simulate(scenario.then(event, ...))``
    replays events from it; ``client.lint(scenario)`` explores every state reachable from it.
    """

    root: UIViewController
    device: Device | None = None
    app: App | None = None
    interface_orientation: InterfaceOrientationInput | None = None
    device_orientation: DeviceOrientationInput | None = None

    def in_orientation(self, orientation: InterfaceOrientationInput) -> "Scenario":
        """The interface is currently in this orientation."""
        return dataclasses.replace(self, interface_orientation=orientation)

    def with_device_turned_to(self, orientation: DeviceOrientationInput) -> "Scenario":
        """The device turns to this orientation (``decide`` answers whether the interface follows)."""
        return dataclasses.replace(self, device_orientation=orientation)

    def decide_request(self) -> DecideRequest:
        return DecideRequest(device=self.device, app=self.app, window=UIWindow(root_view_controller=self.root),
                             interface_orientation=self.interface_orientation,
                             device_orientation=self.device_orientation)

    def then(self, *events: TimelineEvent, observers: list[TimelineObserver] | None = None) -> SimulateRequest:
        """A timeline starting in this state."""
        base = self.decide_request()
        return SimulateRequest(**_decide_members(base), events=list(events), observers=observers)

    def lint_request(self, *, targets: list[Device] | None = None, max_states: int | None = None) -> LintRequest:
        return LintRequest(**_decide_members(self.decide_request()), targets=targets, max_states=max_states)

    def as_request(self, kind: type | None) -> Any:
        """The request model a client method takes (used by the clients)."""
        if kind is LintRequest:
            return self.lint_request()
        if kind is SimulateRequest:
            raise InvalidRequest("/events", "simulate needs events: pass scenario.then(event, ...)")
        return self.decide_request()


def _decide_members(r: DecideRequest) -> dict:
    return {f.name: getattr(r, f.name) for f in dataclasses.fields(DecideRequest)}
