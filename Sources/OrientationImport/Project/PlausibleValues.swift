import OrientationPolicy

/// The values lint tries for a member the importer could not read: the answers real apps give (portrait only,
/// landscape only, all but upside down, all; YES and NO; portrait and the two landscapes), so a finding that
/// follows from one of them is reported with the assumption it rests on.
enum PlausibleValues {
    static let masks: [(String, InterfaceOrientationMask)] = [
        (".portrait", .portrait), (".landscape", .landscape), (".allButUpsideDown", .allButUpsideDown), (".all", .all),
    ]
    static let booleans: [(String, Bool)] = [("true", true), ("false", false)]
    static let orientations: [(String, InterfaceOrientation)] = [
        (".portrait", .portrait), (".landscapeLeft", .landscapeLeft), (".landscapeRight", .landscapeRight),
    ]

    /// How many variants `variants(of:settingMemberAt:)` gives for a member pointer.
    static func count(forMember pointer: String, candidates: PlausibleCandidates? = nil) -> Int {
        if let candidates { return candidates.spelled.count }
        return switch pointer.split(separator: "/").last {
        case "shouldAutorotate": booleans.count
        case "preferredInterfaceOrientationForPresentation": orientations.count
        default: masks.count
        }
    }

    /// The scenario with the member at `pointer` set to each plausible value, with the value as Swift spells it:
    /// `candidates` when the body chooses between literals, else the generic lists above. Empty when the pointer
    /// names no member of the scenario.
    static func variants(of scenario: Scenario, settingMemberAt pointer: String,
                         candidates: PlausibleCandidates? = nil) -> [(String, Scenario)] {
        var masks = Self.masks, booleans = Self.booleans, orientations = Self.orientations
        switch candidates {
        case .masks(let m)?: masks = m.map { (PlausibleCandidates.spell($0), $0) }
        case .booleans(let b)?: booleans = b.map { ($0 ? "true" : "false", $0) }
        case .orientations(let o)?: orientations = o.map { ("." + $0.name, $0) }
        case nil: break
        }
        if pointer == "/app/supportedInterfaceOrientationsForWindow" {
            return masks.map { name, mask in
                var s = scenario
                s.app.supportedInterfaceOrientationsForWindow = mask
                return (name, s)
            }
        }
        var parts = pointer.split(separator: "/").map(String.init)
        guard parts.count >= 3, parts[0] == "window", parts[1] == "rootViewController",
              let root = scenario.windows.first?.rootViewController else { return [] }
        let member = parts.removeLast()
        var steps: [ControllerPath.Step] = []
        var k = 2
        while k < parts.count {
            if parts[k] == "presentedViewController" { steps.append(.presented); k += 1 }
            else if parts[k] == "viewControllers", k + 1 < parts.count, let i = Int(parts[k + 1]) { steps.append(.child(i)); k += 2 }
            else { return [] }
        }
        func with(_ change: (inout ViewController) -> Void) -> Scenario? {
            var s = scenario
            guard let changed = Self.modify(root, steps[...], change) else { return nil }
            s.windows[0].rootViewController = changed
            return s
        }
        switch member {
        case "shouldAutorotate":
            return booleans.compactMap { name, v in with { $0.shouldAutorotate = v }.map { (name, $0) } }
        case "preferredInterfaceOrientationForPresentation":
            return orientations.compactMap { name, v in with { $0.preferredInterfaceOrientationForPresentation = v }.map { (name, $0) } }
        case "shouldAutorotateToInterfaceOrientation":
            return masks.compactMap { name, v in with { $0.shouldAutorotateToInterfaceOrientation = v }.map { (name, $0) } }
        case "supportedInterfaceOrientations":
            return masks.compactMap { name, v in with { $0.supportedInterfaceOrientations = v }.map { (name, $0) } }
        default:
            return []
        }
    }

    private static func modify(
        _ vc: ViewController, _ steps: ArraySlice<ControllerPath.Step>, _ change: (inout ViewController) -> Void
    ) -> ViewController? {
        var vc = vc
        guard let step = steps.first else {
            change(&vc)
            return vc
        }
        switch step {
        case .child(let i):
            guard vc.viewControllers.indices.contains(i), let c = modify(vc.viewControllers[i], steps.dropFirst(), change) else { return nil }
            vc.viewControllers[i] = c
        case .presented:
            guard let p = vc.presentedViewController, let c = modify(p, steps.dropFirst(), change) else { return nil }
            vc.presentedViewController = c
        }
        return vc
    }
}
