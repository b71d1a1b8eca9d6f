/// The source of `size-transition-not-forwarded`.
extension Reference {
    public static let viewWillTransitionDoc = Reference(
        id: "uicontentcontainer-viewwilltransition",
        title: "UIContentContainer viewWillTransition(to:with:) (Apple Developer Documentation)",
        publisher: "Apple", year: 2026,
        url: "https://developer.apple.com/documentation/uikit/uicontentcontainer/viewwilltransition(to:with:)",
        kind: .documentation,
        supports:
            "UIKit calls the method before a view controller's view changes size (iOS 8+); an override must call super so that the change reaches the controller's views and children, or a presentation controller's presented controller."
    )

    /// The references above, in the order docs list them.
    static let sizeTransition: [Reference] = [viewWillTransitionDoc]
}
