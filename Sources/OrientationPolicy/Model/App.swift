/// What the app declares about orientation: its Info.plist and its app delegate.
public struct App: Sendable, Hashable {
    public var infoPlist: InfoPlist
    /// Present when the app delegate implements `application:supportedInterfaceOrientationsForWindow:` (iOS 6+)
    /// and returns this mask for every window that does not give its own answer (see `Window`).
    public var supportedInterfaceOrientationsForWindow: InterfaceOrientationMask?
    /// True when the app installs the Habr article's iOS 6 compatibility bridge (method swizzling): each controller's
    /// `supportedInterfaceOrientations` is synthesized from its `shouldAutorotateToInterfaceOrientation:`
    /// answers, navigation controllers answer with their top controller, and `shouldAutorotate` is NO when no
    /// orientation is accepted.
    public var legacyAutorotationBridge: Bool
    /// The SDK the app was built with; nil means rebuilt with the SDK of the iOS version it runs on (what lint
    /// assumes). UIKit keeps an older SDK's behaviour for the app: built with the iOS 12 SDK, an app keeps
    /// full-screen presentations on iOS 13 ("View Controller Presentation Changes in iOS 13", Geoff Hackworth).
    public var linkedAgainst: SystemVersion?
    /// Present when the scene delegate implements `UIWindowSceneDelegate.supportedInterfaceOrientations(for:)`
    /// (iOS 27+) and returns this mask for every scene that does not give its own answer (see `Window`): "The
    /// returned value replaces the app's UISupportedInterfaceOrientations Info.plist value for this scene. If not
    /// implemented, the Info.plist value is used" (Apple Developer Documentation). Ignored before iOS 27.
    public var supportedInterfaceOrientationsForWindowScene: InterfaceOrientationMask?
    /// False when the app has no scene configuration: no `UIApplicationSceneManifest` in its Info.plist, no
    /// `application(_:configurationForConnecting:options:)`, no SwiftUI `App`. Built with the iOS 27 SDK such an app
    /// does not launch on iOS 27 (TN3187; WWDC 2026 session 278). True (the default) when the app is scene-based or
    /// the request does not say.
    public var usesSceneLifeCycle: Bool

    public init(
        infoPlist: InfoPlist = InfoPlist(),
        supportedInterfaceOrientationsForWindow: InterfaceOrientationMask? = nil,
        legacyAutorotationBridge: Bool = false,
        linkedAgainst: SystemVersion? = nil,
        supportedInterfaceOrientationsForWindowScene: InterfaceOrientationMask? = nil,
        usesSceneLifeCycle: Bool = true
    ) {
        self.infoPlist = infoPlist
        self.supportedInterfaceOrientationsForWindow = supportedInterfaceOrientationsForWindow
        self.legacyAutorotationBridge = legacyAutorotationBridge
        self.linkedAgainst = linkedAgainst
        self.supportedInterfaceOrientationsForWindowScene = supportedInterfaceOrientationsForWindowScene
        self.usesSceneLifeCycle = usesSceneLifeCycle
    }
}
