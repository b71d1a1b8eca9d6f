import OrientationImport
import OrientationPolicy

/// `preferred-orientation-unknown`: a method UIKit asks for the orientation to present in returns
/// `UIInterfaceOrientationUnknown` on some path (`ImportedApp.unknownPreferredOrientations`), reported at the
/// `return` on the app's targets from iOS 6, where UIKit first asks. Unknown is in no mask, so the answer never
/// matches a supported orientation and UIKit raises `UIApplicationInvalidInterfaceOrientation` ("preferred
/// InterfaceOrientationForPresentation 'unknown' must match a supported interface orientation") whenever it takes
/// the answer for a full-screen presentation. Read from the source alone: whether the path runs is not known, so
/// the finding is a bug, not a proven crash.
struct PreferredUnknownLint {
    var app: ImportedApp
    /// The requested targets, before they are fitted to the app.
    var requested: [Device]

    /// The first version that asks `preferredInterfaceOrientationForPresentation`.
    static let since = SystemVersion(6)

    func findings() -> [(finding: LintFinding, location: SourceLocation)] {
        guard !app.unknownPreferredOrientations.isEmpty else { return [] }
        let targets = AppLintTargets.targets(requested, for: app, idiom: nil).filter {
            $0.systemVersion >= Self.since && AppLintTargets.asksMasks($0, app: app)
        }
        guard !targets.isEmpty else { return [] }
        return app.unknownPreferredOrientations.map { u in
            let owner = u.inClass.map { "\($0).\(u.member)" } ?? u.member
            let finding = LintFinding(
                code: .preferredOrientationUnknown, pointer: "",
                message: "\(owner) can return UIInterfaceOrientationUnknown as the orientation to present in. Unknown "
                    + "is in no mask, so when UIKit takes this answer for a full-screen presentation it raises "
                    + "UIApplicationInvalidInterfaceOrientation ('preferredInterfaceOrientationForPresentation "
                    + "'unknown' must match a supported interface orientation').",
                targets: targets)
            return (finding, u.location)
        }
    }
}
