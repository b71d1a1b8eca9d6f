/// The claim of `size-transition-not-forwarded`: a container passes a size change on to its children only
/// through its superclass's implementation of `viewWillTransition(to:with:)`.
extension Claim {
    private typealias R = Reference
    private typealias V = SystemVersion

    public static let sizeTransitionForwardedBySuper = Claim(
        "size-transition-forwarded-by-super",
        "A view controller passes a size change (the device turning, a split view resizing) on to its views and child view controllers, and a presentation controller to the controller it presents, in UIKit's own viewWillTransition(to:with:); an override that never calls super's keeps the change from them.",
        versions: .since(V(8)),
        evidence: [
            Evidence(
                .appleDocumentation, R.viewWillTransitionDoc,
                says:
                    "Overrides should call super at some point so that UIKit can forward the size change: view controllers forward it to their views and child view controllers, presentation controllers to their presented view controller."
            )
        ])
}
