/// The sources of the forced-rotation lint codes: what became of the `UIDevice` orientation hack, the deprecation
/// of `attemptRotationToDeviceOrientation`, and the error a geometry request for an unsupported orientation gets.
extension Reference {
    public static let webKitLinkedOnIOS16 = Reference(
        id: "webkit-b751dd03", title: "WebKit commit b751dd03 \"[iOS 16] All layout tests in fast/events/ios/rotation time out\"",
        publisher: "WebKit (GitHub)", year: 2022,
        url: "https://github.com/WebKit/WebKit/commit/b751dd03ccdb9abb0eefb3baa75d3cfe0ddc877a", kind: .issue,
        supports:
            "For apps linked on or after iOS 16, setting UIDevice's orientation is a no-op; requestGeometryUpdateWithPreferences:errorHandler: replaces it."
    )
    public static let firefoxIOS15687 = Reference(
        id: "github-firefox-ios-15687", title: "mozilla-mobile/firefox-ios#15687 (GitHub issue)", publisher: "GitHub", year: 2023,
        url: "https://github.com/mozilla-mobile/firefox-ios/issues/15687", kind: .issue,
        supports:
            "A Swift app's UIDevice.current.setValue(_:forKey: \"orientation\") logs \"BUG IN CLIENT OF UIKIT: Setting UIDevice.orientation is not supported. Please use UIWindowScene.requestGeometryUpdate(_:)\"."
    )
    public static let capawesomePlugins100 = Reference(
        id: "github-capawesome-plugins-100", title: "capawesome-team/capacitor-plugins#100 (GitHub issue)", publisher: "GitHub",
        year: 2023, url: "https://github.com/capawesome-team/capacitor-plugins/issues/100", kind: .issue,
        supports:
            "requestGeometryUpdate for portrait while only landscapeRight is supported fails with UISceneErrorDomain code 101, \"None of the requested orientations are supported by the view controller\"."
    )

    /// The references above, in the order docs list them.
    static let forcedRotation: [Reference] = [
        webKitLinkedOnIOS16, firefoxIOS15687, capawesomePlugins100,
    ]
}
