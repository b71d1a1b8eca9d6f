import OrientationPolicy

/// `window-without-root-view-controller`: a controller's view added to the app's window as a subview while nothing
/// gives the window a root view controller (`ImportedApp.rootlessWindowSubviews`), reported at the `addSubview`
/// call on the app's targets from iOS 6. Apple's Technical Q&A QA1688 ("Why won't my UIViewController rotate with
/// the device?"): from iOS 6, without a root view controller the application object alone decides the orientations
/// and controllers are not notified of orientation changes. From iOS 9 UIKit also raises
/// NSInternalInconsistencyException at the end of launch when the window has no root (public crash logs, not
/// Apple's text). Before iOS 6 the first controller whose view was added got the rotation callbacks, so older
/// targets are not reported.
struct WindowRootLint {
    var app: ImportedApp
    /// The requested targets, before they are fitted to the app.
    var requested: [Device]

    /// The first version where only a root view controller is told of rotations.
    static let since = SystemVersion(6)

    func findings() -> [(finding: LintFinding, location: SourceLocation)] {
        guard !app.rootlessWindowSubviews.isEmpty else { return [] }
        let targets = AppLintTargets.targets(requested, for: app, idiom: nil).filter { $0.systemVersion >= Self.since }
        guard !targets.isEmpty else { return [] }
        return app.rootlessWindowSubviews.map { s in
            let finding = LintFinding(
                code: .windowWithoutRootViewController, pointer: "",
                message: "\(s.controller)'s view is added to \(s.window) as a subview, and nothing in the app gives the "
                    + "window a root view controller (no storyboard or main nib that sets one, no rootViewController assignment): from iOS 6 "
                    + "UIKit does not tell \(s.controller) of orientation changes, so its interface does not rotate "
                    + "with the device (QA1688), and from iOS 9 the app terminates at the end of launch with "
                    + "NSInternalInconsistencyException \"Application windows are expected to have a root view "
                    + "controller at the end of application launch\" (observed in crash logs).",
                targets: targets)
            return (finding, s.location)
        }
    }
}
