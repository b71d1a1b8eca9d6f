import OrientationPolicy
import Testing

@Suite("Lint exploration")
struct LintExplorationTests {
    @Test("Every tab is selected, every stack depth visited, every presentation shown and dismissed")
    func variants() {
        let nav = ViewController(
            name: "Nav", kind: .navigationController,
            viewControllers: [lintVC("A"), lintVC("B", presents: lintVC("Modal", style: .fullScreen))])
        let root = ViewController(name: "Tabs", kind: .tabBarController, viewControllers: [nav, lintVC("C")], selectedIndex: 0)
        var truncated = false
        let v = Lint.variants(of: root, window: 0, windowsFromArray: false, cap: 100, truncated: &truncated)
        // Tab 0: depth 2 with Modal shown, depth 2 dismissed, depth 1 (popping B removes its modal) = 3; tab 1 = 1.
        #expect(v.count == 4)
        #expect(!truncated)
        #expect(v.first?.notes == [])
        #expect(v.first?.root == root)
        #expect(v.map { $0.root.selectedIndex } == [0, 0, 0, 1])
    }

    /// A full-screen presentation covers the navigation stack and the tab bar it was made over: the user cannot pop
    /// or switch tabs beneath it, so it is shown over the stack and tab as written only.
    @Test("A presentation the root makes is shown only over the stack and tab it was made over")
    func aPresentationCoversItsStack() {
        let nav = ViewController(
            name: "Nav", kind: .navigationController, viewControllers: [lintVC("A"), lintVC("B")],
            presentedViewController: lintVC("Modal", style: .fullScreen))
        let root = ViewController(name: "Tabs", kind: .tabBarController, viewControllers: [nav, lintVC("C")], selectedIndex: 0)
        var truncated = false
        let v = Lint.variants(of: root, window: 0, windowsFromArray: false, cap: 100, truncated: &truncated)
        let shown = v.filter { $0.root.viewControllers[0].presentedViewController != nil }
        #expect(shown.count == 1)
        #expect(shown.first?.root.viewControllers[0].viewControllers.count == 2)
        #expect(shown.first?.root.selectedIndex == 0)
        // Depth 1 and the other tab are still explored, with the presentation dismissed.
        #expect(v.contains { $0.root.viewControllers[0].viewControllers.count == 1 })
        #expect(v.contains { $0.root.selectedIndex == 1 })
    }

    @Test("The cap truncates the exploration and lint reports it")
    func truncation() {
        let root = lintVC("Root", presents: lintVC("A", presents: lintVC("B", presents: lintVC("C"))))
        let r = Lint.run(lintScenario(root), targets: [lintPhone(17)], maxStates: 1)
        #expect(r.truncated)
        #expect(r.configurations == 1)
        #expect(r.findings(.explorationTruncated).count == 1)
        let full = Lint.run(lintScenario(root), targets: [lintPhone(17)])
        #expect(!full.truncated)
        #expect(full.configurations == 4)
        #expect(full.findings(.explorationTruncated).isEmpty)
        let bounded = Lint.run(lintScenario(root), targets: [lintPhone(17), lintPad(17)], maxStates: 100)
        #expect(bounded.statesExplored <= 100)
        #expect(bounded.configurations == 100 / (2 * 29))
    }

    @Test("Override probes share the state bound: when it runs out they stop and lint says so")
    func probeBudget() {
        let children = (0..<10).map { lintVC("Screen\($0)", .landscape) }
        let root = ViewController(name: "Nav", kind: .navigationController, viewControllers: children)
        let tight = Lint.run(lintScenario(root), targets: [lintPhone(17)], maxStates: 300)
        #expect(tight.configurations == 10)
        #expect(tight.statesExplored <= 300)
        #expect(tight.truncated)
        #expect(tight.findings(.explorationTruncated).map(\.message).contains { $0.contains("override checks") })
        #expect(tight.findings(.childOverrideIgnored).count < 9)
        let roomy = Lint.run(lintScenario(root), targets: [lintPhone(17)])
        #expect(!roomy.truncated)
        // Screen9 is the top at full depth but the container does not forward: all ten children are ignored.
        #expect(roomy.findings(.childOverrideIgnored).count == 10)
    }

    @Test("Findings are de-duplicated across targets and sorted worst first, and runs are deterministic")
    func deterministic() {
        let s = LintCrashFindingTests.gameCenter(style: .fullScreen)
        let a = Lint.run(s)
        let b = Lint.run(s)
        #expect(a == b)
        #expect(a.targets == Lint.defaultTargets)
        let severities = a.findings.map(\.severity)
        #expect(severities == severities.sorted())
        let crash = a.findings(.invalidOrientationOnPresentation)
        // 6.0 phone and pad share the old text; 26.0 phone and (full-screen) pad share the bracketed one.
        #expect(crash.count == 2)
        let old = crash.first { !($0.exception?.reason.contains("[") ?? true) }
        let new = crash.first { $0.exception?.reason.contains("[GKGameCenterViewController shouldAutorotate]") ?? false }
        #expect(old?.targets == [Lint.defaultTargets[2], Lint.defaultTargets[3]])
        #expect(new?.targets == [Lint.defaultTargets[4], Lint.defaultTargets[5]])
        let keys = Set(a.findings.map { "\($0.code)|\($0.pointer)|\($0.message)|\($0.exception?.reason ?? "")" })
        #expect(keys.count == a.findings.count)
    }
}
