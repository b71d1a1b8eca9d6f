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
    /// (Apple doc; seed 000 listing 8-2), validated against the effective mask: an unsupported or `unknown`
    /// value raises `UIApplicationInvalidInterfaceOrientation` with the version's text (uikit-facts §2b;
    /// HHTransition#16 for unknown). Not overridden: "the system presents the view controller using the current
    /// orientation of the status bar" (Apple doc); when that is unsupported the engine's documented fallback,
    /// read from UIKit's `_preferredInterfaceOrientationGivenStatusBarAndDeviceAndOrientation:`, is the device
    /// orientation if supported, else the first supported orientation in response order (portrait,
    /// portraitUpsideDown, landscapeLeft, landscapeRight). The fallback order is unverified (uikit-facts §3).
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
}
