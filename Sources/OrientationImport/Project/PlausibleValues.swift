import OrientationPolicy

/// The scenarios lint tries for a member the importer could not read: the member set to each of its candidates
/// (`PlausibleCandidates`: the literals a body chooses between, else the generic answers real apps give), so a
/// finding that follows from one of them is reported with the assumption it rests on.
enum PlausibleValues {
    /// How many variants `variants(of:settingMemberAt:candidates:)` gives for a member pointer.
    static func count(forMember pointer: String, candidates: PlausibleCandidates? = nil) -> Int {
        (candidates ?? .generic(forMember: member(of: pointer))).count
    }

    /// The member a pointer ends in (`supportedInterfaceOrientations`).
    static func member(of pointer: String) -> String {
        pointer.split(separator: "/").last.map(String.init) ?? ""
    }

    /// The scenario with the member at `pointer` set to each candidate, with the value as Swift spells it:
    /// `candidates` when the body chooses between literals, else the generic ones. Empty when the pointer names
    /// no member of the scenario.
    static func variants(of scenario: Scenario, settingMemberAt pointer: String,
                         candidates: PlausibleCandidates? = nil) -> [(String, Scenario)] {
        let values = candidates ?? .generic(forMember: member(of: pointer))
        let names = values.spelled
        if pointer == "/app/supportedInterfaceOrientationsForWindow" {
            guard case .masks(let masks) = values else { return [] }
            return zip(names, masks).map { name, mask in
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
        func each<V>(_ values: [V], _ set: (inout ViewController, V) -> Void) -> [(String, Scenario)] {
            zip(names, values).compactMap { name, v in with { set(&$0, v) }.map { (name, $0) } }
        }
        switch (member, values) {
        case ("shouldAutorotate", .booleans(let b)):
            return each(b) { $0.shouldAutorotate = $1 }
        case ("preferredInterfaceOrientationForPresentation", .orientations(let o)):
            return each(o) { $0.preferredInterfaceOrientationForPresentation = $1 }
        case ("shouldAutorotateToInterfaceOrientation", .masks(let m)):
            return each(m) { $0.shouldAutorotateToInterfaceOrientation = $1 }
        case ("supportedInterfaceOrientations", .masks(let m)):
            return each(m) { $0.supportedInterfaceOrientations = $1 }
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
