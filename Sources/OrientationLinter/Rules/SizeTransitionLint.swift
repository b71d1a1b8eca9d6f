import OrientationImport
import OrientationPolicy

/// `size-transition-not-forwarded`: an override of `viewWillTransition(to:with:)` that never calls super's
/// (`ImportedApp.superlessTransitions`), reported at the override on the app's targets from iOS 8, where UIKit
/// first calls the method. Apple's documentation of the method (UIContentContainer) asks every override to call
/// super, because UIKit's implementation is what passes the size change on to the controller's views and child
/// controllers; without it a container's children keep the old size's layout when the device turns.
struct SizeTransitionLint {
    var app: ImportedApp
    /// The requested targets, before they are fitted to the app.
    var requested: [Device]

    /// The first version that calls `viewWillTransition(to:with:)`.
    static let since = SystemVersion(8)

    func findings() -> [(finding: LintFinding, location: SourceLocation)] {
        guard !app.superlessTransitions.isEmpty else { return [] }
        let targets = AppLintTargets.targets(requested, for: app, idiom: nil).filter { $0.systemVersion >= Self.since }
        guard !targets.isEmpty else { return [] }
        return app.superlessTransitions.map { t in
            let owner = t.inClass ?? "This controller"
            let finding = LintFinding(
                code: .sizeTransitionNotForwarded, pointer: "",
                message: "\(owner) overrides viewWillTransition(to:with:) without calling super's, which Apple's "
                    + "documentation asks every override to do: UIKit's implementation is what passes a size change "
                    + "(the device turning) on to the controller's views and child view controllers, so its children "
                    + "keep the layout of the old size.",
                targets: targets)
            return (finding, t.location)
        }
    }
}
