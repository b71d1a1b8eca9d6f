/// The sources of what iOS 27 changes for orientation: Apple's WWDC 2026 session and the API pages it points to.
extension Reference {
    public static let wwdc2026ModernizeYourUIKitApp = Reference(
        id: "wwdc2026-278", title: "Modernize your UIKit app (WWDC 2026 session 278, Apple Developer video)",
        publisher: "Apple", year: 2026, url: "https://developer.apple.com/videos/play/wwdc2026/278", kind: .documentation,
        supports:
            "On iOS 27 the scene life cycle is required when building with the latest SDK; an iPhone-only app on iPad is fully resizable under the phone idiom; in iPhone Mirroring the window is resizable and the app always runs in portrait; supported orientations are a preference, ignored in resizable environments; UIRequiresFullScreen is honoured on iPhone in resizable environments and enables discrete resizing that honours the supported orientations."
    )
    /// Apple's `UIWindowSceneDelegate.supportedInterfaceOrientations(for:)` page (the ledger's entry, under the name
    /// the iOS 27 work shares).
    public static var sceneDelegateSupportedInterfaceOrientations: Reference { windowSceneDelegateOrientations }
    /// TN3187, the move to the scene life cycle (the evidence ledger's entry, under the name the iOS 27 work shares).
    public static var tn3187SceneLifeCycle: Reference { tn3187 }

    /// The references above that are new, in the order docs list them (the other two are listed already).
    static let iOS27: [Reference] = [wwdc2026ModernizeYourUIKitApp]
}
