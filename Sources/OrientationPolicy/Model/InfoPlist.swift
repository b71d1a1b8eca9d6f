/// The orientation-related keys of an app's Info.plist. Each key is optional: a missing key is different
/// from an empty one (an empty `UISupportedInterfaceOrientations` array is an app-mask of 0).
public struct InfoPlist: Sendable, Hashable {
    /// `UISupportedInterfaceOrientations` (iOS 3.2+), in the order listed (the order matters for launch:
    /// TN2244 "the first orientation that appears under the UISupportedInterfaceOrientations key").
    public var supportedInterfaceOrientations: [InterfaceOrientation]?
    /// `UISupportedInterfaceOrientations~ipad`: replaces the plain key on the pad idiom.
    public var supportedInterfaceOrientationsPad: [InterfaceOrientation]?
    /// `UISupportedInterfaceOrientations~iphone`: replaces the plain key on the phone idiom.
    public var supportedInterfaceOrientationsPhone: [InterfaceOrientation]?
    /// `UIRequiresFullScreen` (iOS 9+; deprecated in iPadOS 26): opts an iPad app out of multitasking.
    public var requiresFullScreen: Bool?
    /// `UIRequiresFullScreen~ipad`, which the pad idiom prefers to the plain key.
    public var requiresFullScreenPad: Bool?
    /// `UIRequiresFullScreenIgnoredStartingWithVersion` (iPadOS 26.2+): the system ignores `UIRequiresFullScreen`
    /// from this version on ("UIRequiresFullScreenIgnoredStartingWithVersion", Apple Developer Documentation).
    public var requiresFullScreenIgnoredStartingWithVersion: SystemVersion?
    /// `UIInterfaceOrientation`, the old initial-orientation key: "If you add the
    /// UISupportedInterfaceOrientations key to the information property list, the system ignores this key."
    public var initialInterfaceOrientation: InterfaceOrientation?

    public init(
        supportedInterfaceOrientations: [InterfaceOrientation]? = nil,
        supportedInterfaceOrientationsPad: [InterfaceOrientation]? = nil,
        supportedInterfaceOrientationsPhone: [InterfaceOrientation]? = nil,
        requiresFullScreen: Bool? = nil,
        requiresFullScreenPad: Bool? = nil,
        initialInterfaceOrientation: InterfaceOrientation? = nil,
        requiresFullScreenIgnoredStartingWithVersion: SystemVersion? = nil
    ) {
        self.supportedInterfaceOrientations = supportedInterfaceOrientations
        self.supportedInterfaceOrientationsPad = supportedInterfaceOrientationsPad
        self.supportedInterfaceOrientationsPhone = supportedInterfaceOrientationsPhone
        self.requiresFullScreen = requiresFullScreen
        self.requiresFullScreenPad = requiresFullScreenPad
        self.initialInterfaceOrientation = initialInterfaceOrientation
        self.requiresFullScreenIgnoredStartingWithVersion = requiresFullScreenIgnoredStartingWithVersion
    }
}
