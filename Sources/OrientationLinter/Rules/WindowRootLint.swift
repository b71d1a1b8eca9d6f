import OrientationImport
import OrientationPolicy

/// `window-without-root-view-controller`: a controller's view added to the app's window as a subview while nothing
/// gives the window a root view controller (`ImportedApp.rootlessWindowSubviews`), reported at the `addSubview`
/// call on the app's targets from iOS 6. Apple's Technical Q&A QA1688 ("Why won't my UIViewController rotate with
/// the device?"): from iOS 6, without a root view controller the application object alone decides the orientations
/// and controllers are not notified of orientation changes. From iOS 9 UIKit also raises
/// NSInternalInconsistencyException at the end of launch when the window has no root (public crash logs, not
/// Apple's text). Before iOS 6 the first controller whose view was added got the rotation callbacks, so older
/// targets are not reported.
///
/// An app that adds no controller's view but shows its window (`makeKeyAndVisible`) holds plain views only: it is
/// reported at that call, on the targets from iOS 9, for the launch exception alone.
struct WindowRootLint {
    var app: ImportedApp
    /// The requested targets, before they are fitted to the app.
    var requested: [Device]

    /// The first version where only a root view controller is told of rotations.
    static let since = SystemVersion(6)
    /// The first version where a window without a root at the end of launch raises.
    static let raisesSince = SystemVersion(9)

    static let exception =
        "NSInternalInconsistencyException \"Application windows are expected to have a root view controller at the end of application launch\""

    func findings() -> [(finding: LintFinding, location: SourceLocation)] {
        let added = app.rootlessWindowSubviews.filter { $0.controller != nil }
        let sites = added.isEmpty ? Array(app.rootlessWindowSubviews.prefix(1)) : added
        guard !sites.isEmpty else { return [] }
        let all = AppLintTargets.targets(requested, for: app, idiom: nil)
        return sites.compactMap { s in
            guard let controller = s.controller else {
                let targets = all.filter { $0.systemVersion >= Self.raisesSince }
                guard !targets.isEmpty else { return nil }
                let finding = LintFinding(
                    code: .windowWithoutRootViewController, pointer: "",
                    message: "\(s.window) is shown with no root view controller, and nothing in the app gives it one (no "
                        + "storyboard or main nib that sets one, no rootViewController assignment): from iOS 9 the app "
                        + "terminates at the end of launch with \(Self.exception) (observed in crash logs).",
                    targets: targets)
                return (finding, s.location)
            }
            let targets = all.filter { $0.systemVersion >= Self.since }
            guard !targets.isEmpty else { return nil }
            let finding = LintFinding(
                code: .windowWithoutRootViewController, pointer: "",
                message: "\(controller)'s view is added to \(s.window) as a subview, and nothing in the app gives the "
                    + "window a root view controller (no storyboard or main nib that sets one, no rootViewController "
                    + "assignment): from iOS 6 UIKit does not tell \(controller) of orientation changes, so its interface "
                    + "does not rotate with the device (QA1688), and from iOS 9 the app terminates at the end of launch "
                    + "with \(Self.exception) (observed in crash logs).",
                targets: targets)
            return (finding, s.location)
        }
    }
}
