import OrientationImport
import OrientationPolicy

/// The calls that force a rotation, judged at the call on the targets that run iOS 16 or later, with the timeline
/// engine's own replay of the call (`Timeline.run()`):
///
/// - the `UIDevice` `orientation` KVC hack: for an app linked against the iOS 16 SDK or later UIKit logs "BUG IN
///   CLIENT OF UIKIT: Setting UIDevice.orientation is not supported" and nothing turns (iOS 16 release notes; WebKit's
///   commit b751dd03: a no-op "for all apps linked on or after iOS 16"). Lint assumes the app is rebuilt with today's
///   SDK (`currentSDK`).
/// - `attemptRotationToDeviceOrientation()`: deprecated from iOS 16.0 (its Apple Developer Documentation page).
/// - `requestGeometryUpdate` for orientations the mask at the call lacks: the error handler gets UISceneErrorDomain
///   code 101 and nothing turns (seen in public logs; Apple documents only that the request can fail). Judged only
///   when the call's orientations are a literal and the mask at the call is known: the app mask is read (or the
///   same function assigns the lock the app delegate returns a literal and calls
///   `setNeedsUpdateOfSupportedInterfaceOrientations()` before the request), and the controller on screen is the
///   call's own class, or every controller of the app is a hosting controller with UIKit's defaults.
///
/// A call in a function that chooses by iOS version (`RotationVersionGate`) gives no KVC or deprecation finding.
struct ForcedRotationLint {
    /// The SDK lint assumes an app is built with: today's.
    static let currentSDK = SystemVersion.newestModelled

    var app: ImportedApp
    /// The requested targets, before they are fitted to the app.
    var requested: [Device]

    struct Result {
        var finding: LintFinding
        var location: SourceLocation
        var related: [SourceLocation]
        /// The unread value a conditional finding assumes (the lock's value UIKit last read).
        var dependsOn: [UnknownValue] = []
    }

    func findings() -> [Result] {
        var out: [Result] = []
        for r in app.rotationRequests {
            switch r.kind {
            case .deviceOrientationKVC where !r.versionGated:
                if let f = kvc(r) { out.append(f) }
            case .attemptRotationToDeviceOrientation where !r.versionGated:
                let targets = modernTargets(idiom: nil)
                guard !targets.isEmpty else { continue }
                out.append(
                    Result(
                        finding: LintFinding(
                            code: .attemptRotationDeprecated, pointer: "",
                            message: "attemptRotationToDeviceOrientation() is deprecated from iOS 16: on iOS 16 and later call "
                                + "setNeedsUpdateOfSupportedInterfaceOrientations() on the controller whose supported orientations changed.",
                            targets: targets), location: r.location, related: []))
            case .requestGeometryUpdate:
                if let f = geometry(r) { out.append(f) }
            default:
                continue
            }
        }
        return out
    }

    /// The app's targets (raised to its deployment target, its devices only) that run iOS 16 or later.
    private func modernTargets(idiom: Idiom?) -> [Device] {
        AppLintTargets.targets(requested, for: app, idiom: idiom).filter { $0.systemVersion >= Policy.modernUIKit }
    }

    private func kvc(_ r: ImportedRotationRequest) -> Result? {
        guard let scenario = app.scenarios.first else { return nil }
        let idiom = app.scenarioIdioms.first ?? nil
        let ignored = modernTargets(idiom: idiom).filter { target in
            var s = scenario
            s.device = target
            let timeline = Timeline(scenario: s, events: [.setDeviceOrientationValue(.landscapeLeft)], linkedAgainst: Self.currentSDK)
            guard let entry = try? timeline.run().entries.first else { return false }
            return entry.status == .ignored && entry.logs.contains(Timeline.deviceOrientationBugInClient)
        }
        guard !ignored.isEmpty else { return nil }
        return Result(
            finding: LintFinding(
                code: .deviceOrientationKVCIgnored, pointer: "",
                message: "Setting UIDevice's orientation by key-value coding does nothing on iOS 16 and later in an app built "
                    + "with the iOS 16 SDK or later: UIKit logs \"\(Timeline.deviceOrientationBugInClient)\" and the interface "
                    + "does not turn.",
                targets: ignored), location: r.location, related: [])
    }

    /// The app delegate's answer in a scenario's pointers.
    static let appPointer = "/app/supportedInterfaceOrientationsForWindow"

    private func geometry(_ r: ImportedRotationRequest) -> Result? {
        guard let requestedMask = r.requestedOrientations, !requestedMask.isEmpty,
            let (index, base) = scenarioAtCall(r)
        else { return nil }
        let slots = app.unknownSlots.indices.contains(index) ? app.unknownSlots[index] : [:]
        // Any other value the scenario's controllers could not read leaves the mask at the call unknown.
        guard slots.keys.allSatisfy({ $0 == Self.appPointer || !Self.isInside($0, base) }) else { return nil }
        let idiom = app.scenarioIdioms.indices.contains(index) ? app.scenarioIdioms[index] : nil
        var scenario = base
        var related: [SourceLocation] = []
        if let lock = slots[Self.appPointer] {
            // The lock the delegate returns, assigned a literal in the same function and refreshed before the request.
            let variable = Self.variable(of: lock)
            guard let write = r.precedingWrite, write.refreshed, variable == write.variable else {
                return staleLock(r, requestedMask, lock: lock, variable: variable, idiom: idiom, scenario: base)
            }
            scenario.app.supportedInterfaceOrientationsForWindow = write.mask
            related.append(write.location)
        }
        let (denied, supported) = deniedTargets(requestedMask, in: scenario, idiom: idiom)
        guard !denied.isEmpty else { return nil }
        let provenance = app.provenance.indices.contains(index) ? app.provenance[index] : [:]
        if let at = provenance[Self.appPointer] { related.append(at) }
        let supportedText = supported.map { PlausibleCandidates.spell($0) } ?? "none of them"
        return Result(
            finding: LintFinding(
                code: .geometryRequestUnsupported, pointer: "",
                message: "requestGeometryUpdate asks for \(PlausibleCandidates.spell(requestedMask)), which the mask at this call "
                    + "(\(supportedText)) does not include: the error handler gets UISceneErrorDomain code 101 (observed in "
                    + "logs, not documented) and the interface does not turn.",
                targets: denied), location: r.location, related: related)
    }

    /// The app's iOS 16+ targets on which the timeline engine denies the request in `scenario`, and the supported
    /// mask it judged the first denial against.
    private func deniedTargets(_ requested: InterfaceOrientationMask, in scenario: Scenario, idiom: Idiom?)
        -> (targets: [Device], supported: InterfaceOrientationMask?)
    {
        var supported: InterfaceOrientationMask?
        let denied = modernTargets(idiom: idiom).filter { target in
            var s = scenario
            s.device = target
            guard let entry = try? Timeline(scenario: s, events: [.requestGeometryUpdate(requested)]).run().entries.first,
                entry.status == .denied
            else { return false }
            if supported == nil { supported = entry.supportedInterfaceOrientations }
            return true
        }
        return (denied, supported)
    }

    /// A request made before the action assigns the lock (`requestGeometryUpdate` first, `orientationLock =
    /// .landscape` after it, with no `setNeedsUpdateOfSupportedInterfaceOrientations()` after the assignment): when
    /// the request is judged, the lock still holds its value from before the action, which only the app's history
    /// tells (claim `request-judged-before-later-assignment`, inferred: capawesome-team/capacitor-plugins#100 logs code
    /// 101 from a plugin of this shape, but its fix removed a different request). So the
    /// request is judged once per value the project writes to the lock, and the finding names the values under which
    /// it fails, as a condition. A lock assigned before the request without that call is not judged: whether UIKit
    /// reads the lock again at the request is reported only during transitions (`supportedMaskCachedUntilUpdate`).
    private func staleLock(
        _ r: ImportedRotationRequest, _ requestedMask: InterfaceOrientationMask, lock: UnknownValue, variable: String?,
        idiom: Idiom?, scenario base: Scenario
    ) -> Result? {
        // A refresh after the late assignment may reach UIKit before it handles the request; no source says.
        guard let variable, r.precedingWrite?.variable != variable, let change = r.followingWrite,
            change.variable == variable, !change.refreshed
        else { return nil }
        var denied: [Device] = []
        var failing: [SlotChoice] = []
        for choice in PlausibleValues.choices(for: lock, at: Self.appPointer) where choice.writtenAt != nil {
            guard case .mask(let mask) = choice.value else { continue }
            var scenario = base
            scenario.app.supportedInterfaceOrientationsForWindow = mask
            let targets = deniedTargets(requestedMask, in: scenario, idiom: idiom).targets
            guard !targets.isEmpty else { continue }
            failing.append(choice)
            for t in targets where !denied.contains(t) { denied.append(t) }
        }
        guard !failing.isEmpty else { return nil }
        let values = failing.map { c in c.spelled + (c.writtenAt.map { " (\($0))" } ?? "") }.joined(separator: " or ")
        var finding = LintFinding(
            code: .geometryRequestUnsupported, pointer: "",
            message: "If \(variable) is still \(values) when this runs: requestGeometryUpdate asks for "
                + "\(PlausibleCandidates.spell(requestedMask)), but \(variable) is set to \(PlausibleCandidates.spell(change.mask)) "
                + "only after the request (\(change.location)), so the request is judged against its earlier value, which "
                + "does not include it: the error handler gets UISceneErrorDomain code 101 (observed in logs, not "
                + "documented) and the interface does not turn.",
            targets: denied, pathClaims: [Claim.requestJudgedBeforeLaterAssignment])
        finding.fixOverride =
            "Assign \(variable) first, then call setNeedsUpdateOfSupportedInterfaceOrientations() on the "
            + "controller, then request the orientation, all in the same action."
        return Result(
            finding: finding, location: r.location, related: [change.location] + failing.compactMap(\.writtenAt),
            dependsOn: [lock])
    }

    /// The scenario whose top-most controller makes the call: one whose front-most controller is the call's class;
    /// else, when every controller of the app is a hosting controller answering with UIKit's defaults (a SwiftUI
    /// app), the first scenario with its presentations removed (each would answer the same).
    private func scenarioAtCall(_ r: ImportedRotationRequest) -> (Int, Scenario)? {
        if let c = r.inClass {
            for (i, s) in app.scenarios.enumerated() where Self.front(s).map(Self.subtree)?.contains(where: { $0.name == c }) ?? false {
                return (i, s)
            }
        }
        let all = app.scenarios.flatMap { Self.chain($0) }
        guard !all.isEmpty, all.allSatisfy(Self.isDefaultHosting), var first = app.scenarios.first else { return nil }
        first.windows[0].rootViewController?.presentedViewController = nil
        return (0, first)
    }

    static func chain(_ s: Scenario) -> [ViewController] {
        var out: [ViewController] = []
        var vc = s.windows.first?.rootViewController
        while let c = vc {
            out.append(c)
            out += c.viewControllers
            vc = c.presentedViewController
        }
        return out
    }

    static func front(_ s: Scenario) -> ViewController? {
        var vc = s.windows.first?.rootViewController
        while let next = vc?.presentedViewController { vc = next }
        return vc
    }

    /// A controller and its children, recursively.
    static func subtree(_ vc: ViewController) -> [ViewController] {
        [vc] + vc.viewControllers.flatMap(subtree)
    }

    static func isDefaultHosting(_ vc: ViewController) -> Bool {
        vc.name.hasPrefix("UIHostingController<") && vc.supportedInterfaceOrientations == nil && vc.shouldAutorotate == nil
            && vc.preferredInterfaceOrientationForPresentation == nil && vc.forwarding == .none
    }

    /// Whether an unknown's pointer is a controller still in the scenario (a presentation removed above is not).
    static func isInside(_ pointer: String, _ s: Scenario) -> Bool {
        guard pointer.hasPrefix("/window") else { return pointer.hasPrefix("/app") }
        let depth = pointer.components("/presentedViewController")
        var presented = 0
        var vc = s.windows.first?.rootViewController
        while let next = vc?.presentedViewController { presented += 1; vc = next }
        return depth <= presented
    }

    /// The variable the app delegate's unknown mask returns (`orientationLock`).
    static func variable(of unknown: UnknownValue) -> String? {
        let reason = unknown.reason.split(separator: ",", maxSplits: 1).first.map(String.init) ?? unknown.reason
        return VariableCandidates.variable(in: reason)
    }
}

extension String {
    /// How many times `part` occurs.
    fileprivate func components(_ part: String) -> Int {
        var count = 0
        var i = startIndex
        while i < endIndex {
            if self[i...].hasPrefix(part) { count += 1 }
            i = index(after: i)
        }
        return count
    }
}
