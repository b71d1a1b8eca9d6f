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

    public init(
        infoPlist: InfoPlist = InfoPlist(),
        supportedInterfaceOrientationsForWindow: InterfaceOrientationMask? = nil,
        legacyAutorotationBridge: Bool = false,
        linkedAgainst: SystemVersion? = nil
    ) {
        self.infoPlist = infoPlist
        self.supportedInterfaceOrientationsForWindow = supportedInterfaceOrientationsForWindow
        self.legacyAutorotationBridge = legacyAutorotationBridge
        self.linkedAgainst = linkedAgainst
    }
}
