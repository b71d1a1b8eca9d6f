/// The iOS 27 sources: Apple's WWDC 2026 session on modernizing UIKit apps, the scene delegate's mask and the
/// scene life-cycle technote. These identifiers are shared with the iOS 27 request side (environments, the scene
/// delegate's mask, the scene life-cycle outcome), so each source is listed once.
extension Reference {
    public static let wwdc2026ModernizeYourUIKitApp = Reference(
        id: "wwdc2026-278-modernize-your-uikit-app",
        title: "Modernize your UIKit app (WWDC 2026 session 278)",
        publisher: "Apple", year: 2026,
        url: "https://developer.apple.com/videos/play/wwdc2026/278",
        kind: .documentation,
        supports:
            "The scene life cycle is required when building with the latest SDK; an iPhone app on iPad and in iPhone Mirroring is fully resizable and its supported orientations are a preference there; Mirroring always runs the app in the portrait interface orientation; interface orientation is no longer useful for layout decisions; UIRequiresFullScreen enables discrete resizing that honours the supported orientations."
    )
    public static let sceneDelegateSupportedInterfaceOrientations = Reference(
        id: "uiwindowscenedelegate-supportedinterfaceorientations",
        title: "UIWindowSceneDelegate supportedInterfaceOrientations(for:) (Apple Developer Documentation)",
        publisher: "Apple", year: 2026,
        url: "https://developer.apple.com/documentation/uikit/uiwindowscenedelegate/supportedinterfaceorientations(for:)",
        kind: .documentation,
        supports:
            "From iOS 27 a scene delegate's mask replaces the Info.plist list for its scene (the Info.plist value is used when it is not implemented); the app delegate's method is deprecated in 27."
    )
    public static let tn3187SceneLifeCycle = Reference(
        id: "tn3187", title: "TN3187: Migrating to the UIKit scene-based life cycle", publisher: "Apple", year: 2025,
        url: "https://developer.apple.com/documentation/technotes/tn3187-migrating-to-the-uikit-scene-based-life-cycle",
        kind: .technote,
        supports:
            "In the release after iOS 26, apps built with the latest SDK must adopt the scene life cycle or they do not launch; an app adopts it with a UIApplicationSceneManifest in its Info.plist."
    )

    /// The references above, in the order docs list them.
    static let iOS27: [Reference] = [
        wwdc2026ModernizeYourUIKitApp, sceneDelegateSupportedInterfaceOrientations, tn3187SceneLifeCycle,
    ]
}
