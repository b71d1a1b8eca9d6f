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
            // Re-read against the source (issue 34): the log is observed, the cause is not. The plugin's code after
            // the fix that closed the issue (capawesome-team/capacitor-plugins#101) still requests before it assigns
            // the lock, so the fix changed something other than the order the claim blames: inferred.
            .reasoning(
                from: ["geometry-request-denied"],
                says:
                    "capawesome-team/capacitor-plugins#100: the plugin requested portrait and only then set its lock, and UIKit logged code 101 with 'Supported: landscapeRight', the lock's earlier value; the plugin's code after the fix still requests before it assigns the lock."
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
