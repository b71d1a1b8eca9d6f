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

    public init(
        infoPlist: InfoPlist = InfoPlist(),
        supportedInterfaceOrientationsForWindow: InterfaceOrientationMask? = nil,
        legacyAutorotationBridge: Bool = false
    ) {
        self.infoPlist = infoPlist
        self.supportedInterfaceOrientationsForWindow = supportedInterfaceOrientationsForWindow
        self.legacyAutorotationBridge = legacyAutorotationBridge
    }
}
