/// The sources of lint's iOS 27 readiness codes beyond the shared iOS 27 ones (`Reference+iOS27`).
extension Reference {
    public static let configurationForConnectingDoc = Reference(
        id: "uiapplicationdelegate-configurationforconnecting",
        title: "UIApplicationDelegate application(_:configurationForConnecting:options:) (Apple Developer Documentation)",
        publisher: "Apple", year: 2026,
        url: "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:configurationforconnecting:options:)",
        kind: .documentation,
        supports:
            "An app delegate returns the scene configuration from this method (iOS 13+), which Apple says to implement when the Info.plist has no scene-configuration data."
    )
    public static let uiScreenMainDoc = Reference(
        id: "uiscreen-main",
        title: "UIScreen main (Apple Developer Documentation)",
        publisher: "Apple", year: 2026,
        url: "https://developer.apple.com/documentation/uikit/uiscreen/main",
        kind: .documentation,
        supports:
            "Apple discourages UIScreen.main (deprecated, available 2.0-26.0): use the screen found through context, such as the window scene's screen."
    )

    /// The references above, in the order docs list them.
    static let readiness: [Reference] = [
        configurationForConnectingDoc, uiScreenMainDoc,
    ]
}
