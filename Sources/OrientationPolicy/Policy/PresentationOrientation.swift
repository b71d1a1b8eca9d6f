/// The orientation a controller is shown in when it becomes the top-most full-screen controller (presented
/// full screen, or shown again after a dismissal), and the exception if its preferred orientation is invalid.
public struct PresentationOrientation: Sendable, Hashable {
    public enum Choice: String, Sendable, Hashable, CaseIterable {
        /// The controller's (overridden or forwarded) `preferredInterfaceOrientationForPresentation`, supported.
        case preferred
        /// The preferred orientation is not supported (or unknown): UIKit raises.
        case invalidPreferred
        /// Not overridden; the current (status bar) orientation is supported.
        case current
        /// Not overridden; the current orientation is unsupported, the device orientation is supported.
        case deviceOrientation
        /// Not overridden; neither is supported: the first supported orientation in response order.
        case firstSupported
        /// Nothing is supported (effective mask 0): the interface stays.
        case nothingSupported
    }

    public var choice: Choice
    /// The orientation shown (the current one on exception).
    public var interfaceOrientation: InterfaceOrientation
    public var exception: UIKitException?

    public init(choice: Choice, interfaceOrientation: InterfaceOrientation, exception: UIKitException? = nil) {
        self.choice = choice
        self.interfaceOrientation = interfaceOrientation
        self.exception = exception
    }
}

extension Policy {
    /// The orientation a controller becomes top-most in.
    ///
    /// Overridden (`preferred` non-nil): "your view controller's view is shown in the preferred orientation"
    /// (Apple doc; Supporting Multiple Interface Orientations listing 8-2), validated against the effective mask: an unsupported or `unknown`
    /// value raises `UIApplicationInvalidInterfaceOrientation` with the version's text (crash reports;
    /// HHTransition#16 for unknown). Not overridden: "the system presents the view controller using the current
    /// orientation of the status bar" (Apple doc); when that is unsupported the engine's documented fallback,
    /// read from UIKit's `_preferredInterfaceOrientationGivenStatusBarAndDeviceAndOrientation:`, is the device
    /// orientation if supported, else the first supported orientation in response order (portrait,
    /// portraitUpsideDown, landscapeLeft, landscapeRight). The fallback order is unverified.
    public static func presentationOrientation(
        preferred: InterfaceOrientation?, supported: InterfaceOrientationMask, current: InterfaceOrientation,
        deviceOrientation: DeviceOrientation?, systemVersion: SystemVersion
    ) -> PresentationOrientation {
        if let p = preferred {
            if supported.contains(p) { return PresentationOrientation(choice: .preferred, interfaceOrientation: p) }
            return PresentationOrientation(
                choice: .invalidPreferred, interfaceOrientation: current,
                exception: .preferredOrientationNotSupported(p, supported: supported, systemVersion: systemVersion))
        }
        if supported.contains(current) { return PresentationOrientation(choice: .current, interfaceOrientation: current) }
        if let d = deviceOrientation?.interfaceOrientation, supported.contains(d) {
            return PresentationOrientation(choice: .deviceOrientation, interfaceOrientation: d)
        }
        if let f = supported.first { return PresentationOrientation(choice: .firstSupported, interfaceOrientation: f) }
        return PresentationOrientation(choice: .nothingSupported, interfaceOrientation: current)
    }

    /// The orientation a controller is shown in when a dismissal makes it top-most again: the one rule that
    /// `decideAfterDismissal`, lint and timelines share.
    ///
    /// Built on `presentationOrientation`, with one difference drawn from the crash reports: from iOS 8, when the
    /// re-shown controller does not override `preferredInterfaceOrientationForPresentation`, UIKit's default
    /// ("the current orientation of the status bar", Apple doc) is used when supported, else the device
    /// orientation when supported (`_preferredInterfaceOrientationGivenStatusBarAndDeviceAndOrientation:`), and
    /// when neither is supported UIKit raises with the current orientation quoted: NYTPhotoViewer#360 (portrait
    /// presenter, dismissed in landscape: "'landscapeRight' must match a supported interface orientation:
    /// 'portrait'!") and Bytedance-UnionAD#105 (landscape presenter, dismissed in portrait). On iOS 6-7 the
    /// interface rotates back to a supported orientation (openradar 18176955: "iOS 7 rotated it back"). With the
    /// device in a supported orientation there is no crash, which is what makes the View Controller Programming Guide's alternate landscape
    /// interface work. Disputed (the general rule is only likely): the iOS 8 cut-over is the
    /// first version with crash reports of this shape.
    public static func reshownOrientation(
        preferred: InterfaceOrientation?, supported: InterfaceOrientationMask, current: InterfaceOrientation,
        deviceOrientation: DeviceOrientation?, systemVersion: SystemVersion
    ) -> PresentationOrientation {
        let po = presentationOrientation(
            preferred: preferred, supported: supported, current: current, deviceOrientation: deviceOrientation,
            systemVersion: systemVersion)
        if po.choice == .firstSupported, systemVersion >= reshownDefaultRaisesSince {
            return PresentationOrientation(
                choice: .invalidPreferred, interfaceOrientation: current,
                exception: .preferredOrientationNotSupported(current, supported: supported, systemVersion: systemVersion))
        }
        return po
    }

    /// From iOS 8 a re-shown controller whose default presentation orientation is unsupported raises instead of
    /// rotating back (openradar 18176955 is the iOS 8 change; NYTPhotoViewer#360 the crash).
    public static let reshownDefaultRaisesSince = SystemVersion(8, 0)
}
