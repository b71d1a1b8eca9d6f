/// Lint's own claims beyond the engine rules it applies: what Info.plist checks and dismissal findings rest on.
extension Claim {
    private typealias R = Reference
    private typealias V = SystemVersion

    public static let emptyListIsZeroMask = Claim(
        "empty-list-is-zero-mask",
        "An empty UISupportedInterfaceOrientations array gives the app a mask of 0 rather than the idiom default.",
        versions: .since(V(6)),
        evidence: [
            .reasoning(
                from: ["app-mask-must-not-be-zero"],
                says: "Apple says the app's mask must not be 0, not how UIKit reads an empty list.")
        ],
        conflict:
            "No public source shows what UIKit does with an empty list: a mask of 0, or the key treated as absent (the idiom default). The engine reads it as 0."
    )
    public static let requestJudgedBeforeLaterAssignment = Claim(
        "request-judged-before-later-assignment",
        "A geometry request is judged against the mask the app gives when the request is made: a lock the same action assigns only after the request does not count for it.",
        versions: .since(V(16)), when: "a geometry request made before the lock it needs is assigned",
        evidence: [
            // The maintainers' fix removed a later request for the device's current orientation, not the order
            // this claim blames, and the log fits that request as well: inferred, not observed.
            .reasoning(
                from: ["geometry-request-denied"],
                says:
                    "capacitor-plugins#100 logs code 101 ('Requested: portrait; Supported: landscapeRight') from a plugin that requests before it assigns its lock; the maintainers' fix removed a later request for the device's current orientation instead, so which request failed is not shown."
            )
        ])
    public static let presenterLeftUnrotated = Claim(
        "presenter-left-unrotated",
        "After a dismissal UIKit can leave a presenter that cannot rotate back in an orientation it does not support.",
        versions: VersionSpan(since: .exactly(V(8)), through: .lastSeen(V(9))),
        evidence: [
            Evidence(
                .developerReport, R.radar18176955,
                says: "On iOS 8 betas a portrait-only presenter stayed in landscape after a dismissal; iOS 7 rotated it back."),
            Evidence(
                .developerReport, R.radar22401547,
                says: "On iOS 9 beta 5 a portrait-only presenter stayed in landscape after a custom presentation was dismissed."),
        ],
        conflict:
            "Both reports are bugs of pre-release builds or custom presentations; whether a released UIKit leaves a presenter unrotated, and when, is unknown."
    )
    public static let requiresFullScreenOnIOS27 = Claim(
        "requires-full-screen-on-ios27",
        "On iOS 27 UIRequiresFullScreen no longer opts an app out of resizing: in a resizable environment it enables discrete resizing that honours the supported orientations, on iPhone as on iPad.",
        versions: .since(V(27)), devices: "iPads and phones",
        evidence: [
            Evidence(
                .appleDocumentation, R.wwdc2026ModernizeYourUIKitApp,
                says:
                    "UIRequiresFullScreen is honoured on iPhone in resizable environments from iOS 27; it no longer opts out of resizing but enables discrete resizing that honours the supported orientations."
            ),
            Evidence(
                .developerReport, R.expo48175,
                says: "As of iOS 27 the key no longer opts out of resizing; it requests discrete resizing honouring the orientations, on iPhone too."),
            Evidence(.developerReport, R.capgoResizability, says: "Lists UIRequiresFullScreen as ignored on iOS 27."),
            Evidence(.appleDocumentation, R.tn3192, says: "Deprecated in iPadOS 26 and to be ignored in a future release."),
        ])
}
