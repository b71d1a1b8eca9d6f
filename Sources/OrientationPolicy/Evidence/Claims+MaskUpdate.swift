/// The claim of `mask-changed-without-update`: from iOS 16 UIKit re-reads the supported orientations when told.
extension Claim {
    private typealias R = Reference
    private typealias V = SystemVersion

    public static let maskKeptUntilUpdate = Claim(
        "mask-kept-until-update",
        "From iOS 16 UIKit keeps the supported interface orientations it last read (the app delegate's application(_:supportedInterfaceOrientationsFor:) and the controllers' supportedInterfaceOrientations) until the app calls setNeedsUpdateOfSupportedInterfaceOrientations(); a changed answer is not applied before then, unless something else (a presentation, a dismissal) makes UIKit ask again.",
        versions: .since(V(16)),
        evidence: [
            Evidence(
                .appleDocumentation, R.uiViewControllerSetNeedsUpdate,
                says: "Notifies the view controller that a change occurred that affects supported interface orientations (iOS 16+)."),
            Evidence(
                .appleDocumentation, R.ipados16ReleaseNotes,
                says:
                    "setNeedsUpdateOfSupportedInterfaceOrientations replaces attemptRotationToDeviceOrientation for telling UIKit the answers changed."
            ),
            Evidence(
                .developerReport, R.loop534,
                says:
                    "The app delegate's reassigned mask was not applied on iOS 16 until the app called setNeedsUpdateOfSupportedInterfaceOrientations() after the assignment."
            ),
        ])
}
