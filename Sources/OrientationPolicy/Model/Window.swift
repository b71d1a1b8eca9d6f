/// A `UIWindow`. Apple's "Windows" guide (View Programming Guide for iOS): most apps have one window on the main screen; extra windows for an
/// external display or overlays exist, and the key window is the one that receives keyboard events.
public struct Window: Sendable, Hashable {
    /// The screen the window is on.
    public enum Screen: String, Sendable, Hashable, CaseIterable {
        /// `UIScreen.mainScreen`: rotates with the device.
        case main
        /// An external display: its windows never rotate with the device (unverified).
        case external
    }

    /// `rootViewController`, nil when the window has none: then "supported orientations are determined only by
    /// the UIApplication object. Further, view controllers will not be notified of orientation changes" (QA1688).
    public var rootViewController: ViewController?
    public var isKeyWindow: Bool
    public var screen: Screen
    public var isHidden: Bool
    /// `windowLevel` (normal 0, statusBar 1000, alert 2000).
    public var windowLevel: Double
    /// The app delegate's answer for this window, when it differs per window (overrides
    /// `App.supportedInterfaceOrientationsForWindow`).
    public var supportedInterfaceOrientationsForWindow: InterfaceOrientationMask?
    /// The scene delegate's `supportedInterfaceOrientations(for:)` answer for this window's scene (iOS 27+), when
    /// it differs per scene (overrides `App.supportedInterfaceOrientationsForWindowScene`).
    public var supportedInterfaceOrientationsForWindowScene: InterfaceOrientationMask?

    public init(
        rootViewController: ViewController? = nil,
        isKeyWindow: Bool = true,
        screen: Screen = .main,
        isHidden: Bool = false,
        windowLevel: Double = 0,
        supportedInterfaceOrientationsForWindow: InterfaceOrientationMask? = nil,
        supportedInterfaceOrientationsForWindowScene: InterfaceOrientationMask? = nil
    ) {
        self.supportedInterfaceOrientationsForWindowScene = supportedInterfaceOrientationsForWindowScene
        self.rootViewController = rootViewController
        self.isKeyWindow = isKeyWindow
        self.screen = screen
        self.isHidden = isHidden
        self.windowLevel = windowLevel
        self.supportedInterfaceOrientationsForWindow = supportedInterfaceOrientationsForWindow
    }
}
