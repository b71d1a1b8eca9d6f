/// The sources of `preferred-orientation-unknown` beyond the preferred-orientation rule's.
extension Reference {
    public static let hbdNavigationBar88 = Reference(
        id: "github-hbdnavigationbar-88",
        title: "listenzz/HBDNavigationBar#88 (GitHub issue: crash presenting an HBDNavigationController)",
        publisher: "GitHub", year: 2019, url: "https://github.com/listenzz/HBDNavigationBar/issues/88", kind: .issue,
        supports:
            "Presenting a navigation controller whose delegate answers navigationControllerPreferredInterfaceOrientationForPresentation: with UIInterfaceOrientationUnknown raises 'preferredInterfaceOrientationForPresentation 'unknown' must match a supported interface orientation: 'portrait'!'; the fix returns UIInterfaceOrientationPortrait instead."
    )

    /// The references above, in the order docs list them.
    static let preferredUnknown: [Reference] = [hbdNavigationBar88]
}
