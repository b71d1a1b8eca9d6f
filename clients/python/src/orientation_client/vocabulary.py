"""UIKit's orientation vocabulary, named as UIKit names it.

Members are spelled like the Swift cases (``UIInterfaceOrientation.landscapeLeft``) so a test reads like the
app code it checks. Raw values are the short names the service answers with; ``UIInterfaceOrientationMask``
uses UIKit's bits (UIApplication.h: ``1 << UIInterfaceOrientation…``), so ``int(mask)`` is what UIKit uses.

Remember UIKit's trap (UIDevice.h, UIApplication.h): device ``landscapeLeft`` is interface ``landscapeRight``.
"""

from __future__ import annotations

import enum


class UIInterfaceOrientation(str, enum.Enum):
    """UIInterfaceOrientation (UIApplication.h); UIKit's raw values are in ``raw_value``."""

    unknown = "unknown"
    portrait = "portrait"
    portraitUpsideDown = "portraitUpsideDown"
    landscapeLeft = "landscapeLeft"
    landscapeRight = "landscapeRight"

    @property
    def raw_value(self) -> int:
        return ["unknown", "portrait", "portraitUpsideDown", "landscapeRight", "landscapeLeft"].index(self.value)

    def __str__(self) -> str:
        return self.value


class UIDeviceOrientation(str, enum.Enum):
    """UIDeviceOrientation (UIDevice.h)."""

    unknown = "unknown"
    portrait = "portrait"
    portraitUpsideDown = "portraitUpsideDown"
    landscapeLeft = "landscapeLeft"
    landscapeRight = "landscapeRight"
    faceUp = "faceUp"
    faceDown = "faceDown"

    @property
    def raw_value(self) -> int:
        return list(UIDeviceOrientation).index(self)

    def __str__(self) -> str:
        return self.value


class UIInterfaceOrientationMask(enum.IntFlag):
    """UIInterfaceOrientationMask (UIApplication.h): one bit per interface orientation."""

    portrait = 1 << 1
    portraitUpsideDown = 1 << 2
    landscapeRight = 1 << 3
    landscapeLeft = 1 << 4
    landscape = landscapeLeft | landscapeRight
    all = portrait | portraitUpsideDown | landscapeLeft | landscapeRight
    allButUpsideDown = portrait | landscapeLeft | landscapeRight

    @classmethod
    def of(cls, *orientations: UIInterfaceOrientation | str) -> "UIInterfaceOrientationMask":
        """The mask holding exactly these interface orientations."""
        mask = cls(0)
        for o in orientations:
            o = UIInterfaceOrientation(o)
            if o is UIInterfaceOrientation.unknown:
                raise ValueError("unknown is not an orientation a mask can hold")
            mask |= cls[o.value]
        return mask

    @property
    def orientations(self) -> list[UIInterfaceOrientation]:
        """The orientations in the mask, in the order the service lists them."""
        order = ["portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight"]
        return [UIInterfaceOrientation(name) for name in order if self & type(self)[name]]


class UIUserInterfaceIdiom(str, enum.Enum):
    """UIUserInterfaceIdiom, the two idioms the service models."""

    phone = "phone"
    pad = "pad"

    def __str__(self) -> str:
        return self.value


class UIModalPresentationStyle(str, enum.Enum):
    """UIModalPresentationStyle (UIViewController.h): the styles the service models."""

    fullScreen = "fullScreen"
    pageSheet = "pageSheet"
    formSheet = "formSheet"
    currentContext = "currentContext"
    custom = "custom"
    overFullScreen = "overFullScreen"
    overCurrentContext = "overCurrentContext"
    popover = "popover"
    automatic = "automatic"

    def __str__(self) -> str:
        return self.value


class ControllerKind(str, enum.Enum):
    """Which UIKit class a controller is: containers decide differently (UINavigationController asks nobody
    by default, UITabBarController forwards, ...)."""

    viewController = "viewController"
    navigationController = "navigationController"
    tabBarController = "tabBarController"
    splitViewController = "splitViewController"
    pageViewController = "pageViewController"

    def __str__(self) -> str:
        return self.value


class Forwarding(str, enum.Enum):
    """How a container's override forwards the orientation questions to a child (the usual category or
    subclass an app adds)."""

    none = "none"
    topViewController = "topViewController"
    visibleViewController = "visibleViewController"
    selectedViewController = "selectedViewController"
    allChildren = "allChildren"

    def __str__(self) -> str:
        return self.value


class Environment(str, enum.Enum):
    """Where the app's scene runs (``device.environment``): full screen on its own idiom, an iPad app in a resizable
    window, an iPhone-only app on iPad, iPhone Mirroring on a Mac."""

    fullScreen = "fullScreen"
    resizableWindow = "resizableWindow"
    iPhoneAppOnIPad = "iPhoneAppOnIPad"
    iPhoneMirroring = "iPhoneMirroring"

    def __str__(self) -> str:
        return self.value


class WindowScreen(str, enum.Enum):
    main = "main"
    external = "external"

    def __str__(self) -> str:
        return self.value


class Outcome(str, enum.Enum):
    """What UIKit did: rotated, left the interface where it was, raised, or the app never launched (built with the
    iOS 27 SDK without a scene configuration, on iOS 27)."""

    rotated = "rotated"
    unchanged = "unchanged"
    exception = "exception"
    doesNotLaunch = "doesNotLaunch"

    def __str__(self) -> str:
        return self.value


class Certainty(str, enum.Enum):
    documented = "documented"
    observed = "observed"
    inferred = "inferred"
    disputed = "disputed"

    def __str__(self) -> str:
        return self.value


class LintSeverity(str, enum.Enum):
    crash = "crash"
    bug = "bug"
    warning = "warning"
    info = "info"

    def __str__(self) -> str:
        return self.value
