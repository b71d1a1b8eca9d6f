import OrientationImport
import OrientationPolicy

/// `mask-changed-without-update`: the app delegate's `application(_:supportedInterfaceOrientationsFor:)` or a
/// controller's `supportedInterfaceOrientations` only returns a stored `var`, the code reassigns it at run time, and
/// nothing calls `setNeedsUpdateOfSupportedInterfaceOrientations()` after the assignment: not the function that
/// assigns, a function it calls, a function that calls it, nor the variable's `didSet`/`willSet`. From iOS 16 UIKit
/// keeps the supported orientations it last read until it is told, so the new mask is not applied until something
/// else makes UIKit ask again (tidepool-org/Loop#534). Reported at the assignment, on targets from iOS 16.
///
/// Read conservatively: a controller's own variable counts only when the controller assigns it itself (`lock =
/// …`, `self.lock = …`) outside the set-up UIKit runs before it first asks (`viewDidLoad`, `loadView`,
/// `awakeFromNib`, initialisers, and functions only they call); `vc.lock = …` is most often set before `vc` is
/// shown. The app delegate's
/// variable counts wherever it is assigned, but not while the app launches (`application(…)`, `scene(…)`).
///
/// Objective-C is read the same way (`ObjCMaskNotices`): `-supportedInterfaceOrientations` or
/// `application:supportedInterfaceOrientationsForWindow:` returning an instance variable or property, assigned as
/// `_mask = …`, `self.mask = …` or `[self setMask:…]`; a setter that calls the update tells UIKit for the property
/// forms, which run it, and a property whose getter the code implements is computed.
struct MaskUpdateLint {
    var app: ImportedApp
    /// The requested targets, before they are fitted to the app.
    var requested: [Device]

    /// The first version that keeps the mask until told.
    static let since = SystemVersion(16)
    /// Functions that run before UIKit first reads the answer, or at launch.
    static let setUp: Set<String> = ["viewDidLoad", "loadView", "awakeFromNib", "application", "scene", "init"]

    func findings() -> [(finding: LintFinding, location: SourceLocation, related: [SourceLocation])] {
        let n = app.maskNotices
        guard !n.answers.isEmpty, !n.assignments.isEmpty else { return [] }
        let targets = AppLintTargets.targets(requested, for: app, idiom: nil).filter {
            $0.systemVersion >= Self.since && AppLintTargets.asksMasks($0, app: app)
        }
        guard !targets.isEmpty else { return [] }
        var out: [(finding: LintFinding, location: SourceLocation, related: [SourceLocation])] = []
        var reported: Set<SourceLocation> = []
        for answer in n.answers.sorted(by: { $0.location < $1.location }) {
            guard let name = answer.path.last, n.storedVariables.contains(name), !n.observedVariables.contains(name),
                !n.computedVariables.contains(name)
            else { continue }
            let isController = answer.member == "supportedInterfaceOrientations"
            for a in n.assignments where a.name == name && !reported.contains(a.location) {
                guard let function = a.function, !Self.setUp.contains(function), !Self.onlySetUp(function, n) else { continue }
                if isController, !a.receiver.isEmpty { continue }
                if Self.notifies(function, n) { continue }
                reported.insert(a.location)
                let returned = answer.path.joined(separator: ".")
                let finding = LintFinding(
                    code: .maskChangedWithoutUpdate, pointer: "",
                    message: "`\(name)` is reassigned here in \(function)(), and \(answer.className).\(answer.member) "
                        + "returns `\(returned)`, but nothing calls setNeedsUpdateOfSupportedInterfaceOrientations() "
                        + "after the change (not this function, the functions it calls or that call it, nor a didSet "
                        + "of `\(name)`). From iOS 16 UIKit keeps the supported orientations it last read until it is "
                        + "told, so the new mask is not applied until something else makes UIKit ask again.",
                    targets: targets)
                out.append((finding, a.location, [answer.location]))
            }
        }
        return out.sorted { $0.location < $1.location }
    }

    /// Whether every function that calls `function` is set-up (`commonInit()` called from `init`): it runs before
    /// UIKit first reads the answer too. False when nothing in the project calls it.
    static func onlySetUp(_ function: String, _ n: MaskNotices) -> Bool {
        let callers = n.functions.filter { $0.value.calls.contains(function) }.map(\.key)
        return !callers.isEmpty && callers.allSatisfy(setUp.contains)
    }

    /// Whether `function`, a function it calls, or a function that calls it calls the update.
    static func notifies(_ function: String, _ n: MaskNotices) -> Bool {
        if let f = n.functions[function] {
            if f.notifies { return true }
            if f.calls.contains(where: { n.functions[$0]?.notifies == true }) { return true }
        }
        return n.functions.values.contains { $0.notifies && $0.calls.contains(function) }
    }
}
