/// The claims of `window-without-root-view-controller`: what becomes of a window whose controllers' views are
/// added as subviews, with no root view controller.
extension Claim {
    private typealias R = Reference
    private typealias V = SystemVersion

    public static let rootlessWindowNotAsked = Claim(
        "rootless-window-not-asked",
        "From iOS 6, when no root view controller is assigned to the app's window, the application object alone decides the supported orientations and view controllers are not notified of orientation changes.",
        versions: .since(V(6)),
        evidence: [
            Evidence(
                .appleDocumentation, R.qa1688,
                says:
                    "Developers are discouraged from adding a view controller's view to UIWindow as a subview; beginning with iOS 6, if no root view controller is assigned to the app's window, orientations are determined only by the UIApplication object and view controllers are not notified of orientation changes."
            )
        ])
    public static let rootlessWindowRaisesAtLaunch = Claim(
        "rootless-window-raises-at-launch",
        "From iOS 9, an app whose window has no root view controller at the end of launch terminates with NSInternalInconsistencyException, 'Application windows are expected to have a root view controller at the end of application launch'.",
        versions: VersionSpan(since: .exactly(V(9)), through: .lastSeen(V(11))),
        when: "the window is on screen when application:didFinishLaunchingWithOptions: returns, in an app built with the iOS 9 SDK or later",
        evidence: [
            Evidence(
                .crashLog, R.rrfpsBar10,
                says:
                    "Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Application windows are expected to have a root view controller at the end of application launch' (iOS 9)."
            ),
            Evidence(
                .crashLog, R.iosGuitarTuner2,
                says:
                    "The same exception on iOS 9 once built with Xcode 7; a commenter suggests setting the window's root view controller instead of adding a subview (not confirmed in the thread)."
            ),
            Evidence(
                .crashLog, R.shmup7,
                says:
                    "The same exception at startup on iOS 11; the fix moves the root view controller's assignment into applicationDidFinishLaunching."
            ),
        ])
}
