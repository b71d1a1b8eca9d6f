/// The sources of `mask-changed-without-update` beyond Apple's documentation of
/// `setNeedsUpdateOfSupportedInterfaceOrientations()`.
extension Reference {
    public static let loop534 = Reference(
        id: "github-loop-534",
        title: "tidepool-org/Loop#534 \"Use new iOS 16 method to notify VC of supported orientation change update\" (GitHub pull request)",
        publisher: "GitHub", year: 2022, url: "https://github.com/tidepool-org/Loop/pull/534", kind: .issue,
        supports:
            "On iOS 16 an app delegate that returns a stored mask its code reassigns kept the old orientations until the app called setNeedsUpdateOfSupportedInterfaceOrientations() on the root view controller; the fix calls it in the variable's didSet."
    )

    /// The references above, in the order docs list them.
    static let maskUpdate: [Reference] = [loop534]
}
