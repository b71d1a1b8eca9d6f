/// Lint: explores every state an app can reach and reports orientation hazards before it ships.
///
/// Lint never re-implements a rule: every state is evaluated with the engine itself (`Policy.state(of:)`,
/// `Policy.decide`, `Policy.decideAfterDismissal`, `Policy.ignoresControllerOrientations`, ...) on modified
/// scenarios, and a finding is a property of those results. Whether an override is ignored is measured the same
/// way: the override is changed (portrait vs landscape) in every configuration and lint checks whether any
/// decision changes.
public enum Lint {
    /// The device orientations tried in every state: none (the state as reached), then the four upright ones.
    /// Face up/down and unknown never move the interface, so they add nothing.
    static let deviceOrientations: [DeviceOrientation?] = [nil, .portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]
    /// The most states one configuration costs on one target: (launch + 4 current orientations) x 5 device
    /// orientations, plus one dismissal from each of the 4 current orientations. The configuration cap is
    /// `maxStates / (targets x this)`, so `statesExplored` never exceeds `maxStates`.
    static let statesPerConfiguration = 29

    /// Lints `scenario` on `targets` (empty: `defaultTargets`) exploring at most `maxStates` states (clamped to
    /// 1...`maximumMaxStates`). The request's own device, current and device orientations are not used: lint
    /// tries them all. Deterministic: the same input gives the same report, findings in `reportOrder`.
    public static func run(_ scenario: Scenario, targets: [Device] = [], maxStates: Int = defaultMaxStates) -> LintReport {
        let targets = targets.isEmpty ? defaultTargets : targets
        let limit = min(max(maxStates, 1), maximumMaxStates)
        // Targets where UIKit ignores the masks (iOS 27 resizable environments) are not explored, so they take
        // no share of the states.
        let explored = targets.filter { asksMasks(on: $0, infoPlist: scenario.app.infoPlist) }
        let shares = max(1, explored.count)
        var collector = LintCollector()
        var truncated = false
        var variants: [LintVariant] = []
        let window = Policy.decidingWindowIndex(in: scenario)
        if let w = window, let root = scenario.windows[w].rootViewController {
            let cap = max(1, limit / (shares * statesPerConfiguration))
            variants = Lint.variants(of: root, window: w, windowsFromArray: scenario.windowsFromArray, cap: cap, truncated: &truncated)
        }
        var states = 0
        var probesTruncated = false
        for t in targets {
            var s = scenario
            s.device = t
            checkInfoPlist(s, into: &collector)
            guard explored.contains(t) else { continue }
            checkUpsideDown(s, into: &collector)
            if let w = window, !variants.isEmpty {
                var explorer = LintExplorer(
                    scenario: s, window: w, variants: variants, truncated: truncated, budget: limit / shares)
                explorer.run(into: &collector)
                states += explorer.states
                if explorer.probesTruncated {
                    probesTruncated = true
                    collector.add(
                        .explorationTruncated, pointer: "",
                        message: "The override checks ran out of states (maxStates \(limit)); some ignored overrides may not be reported.",
                        target: t)
                }
            }
            if truncated {
                collector.add(
                    .explorationTruncated, pointer: "",
                    message:
                        "Only \(variants.count) controller-tree configurations were explored per target (maxStates \(limit)); findings may be missing.",
                    target: t)
            }
        }
        return LintReport(
            findings: collector.findings, targets: targets, statesExplored: states, configurations: variants.count,
            maxStates: limit, truncated: truncated || probesTruncated)
    }

    /// "phone iOS 26.0 (no home button)", "phone iOS 27.0 (iPhone app on iPad)": names a target in examples.
    static func describe(_ t: Device) -> String {
        var s = "\(t.idiom.name) iOS \(t.systemVersion)"
        if let e = t.environment, e != .fullScreen { return s + " (\(describe(e)))" }
        if t.idiom == .phone && !t.hasHomeButton { s += " (no home button)" }
        if t.idiom == .pad && t.supportsMultitasking && t.systemVersion >= Policy.multitaskingSince { s += " (multitasking)" }
        return s
    }

    /// An example state: target, configuration notes, orientations.
    static func example(_ t: Device, _ notes: [String], current: InterfaceOrientation? = nil, device: DeviceOrientation? = nil) -> String {
        var parts = [describe(t)]
        parts.append(notes.isEmpty ? "controllers as written" : notes.joined(separator: ", "))
        if let current { parts.append("interface \(current.name)") }
        if let device { parts.append("device \(device.name)") }
        return parts.joined(separator: "; ")
    }
}
