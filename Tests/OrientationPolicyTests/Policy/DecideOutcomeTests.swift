import Testing

@testable import OrientationPolicy

/// `Policy.decideOutcome`: the decision without its explanation, for answers that do not print it
/// (`Prefer: return=minimal`). Everything but the explanation is `decide`'s, and the rules the steps would name
/// are kept in order, because the short answer's `disputed` list is derived from them.
@Suite("A decision without its explanation (Policy.decideOutcome)")
struct DecideOutcomeTests {
    /// Scenarios that take different paths through `decide`: a plain root, a full-screen presentation (preferred
    /// orientation), a sheet on iOS 17, launching, a rotation, the no-common-orientation exception, iPad
    /// multitasking, the iOS 6 bridge (a disputed rule), an app mask of 0, a phone without a home button, and an
    /// over-full-screen chain (coinciding orientations).
    static let scenarios: [(String, Scenario)] = [
        ("root", scenario(root: nav(vc("A"), vc("B")))),
        (
            "full-screen presentation",
            scenario(root: present(vc("Player", .landscape, preferred: .landscapeRight), from: vc("Home"), style: .fullScreen))
        ),
        ("sheet", scenario(root: present(vc("Sheet", .landscape), from: vc("Home", .portrait), style: .pageSheet))),
        ("launch", scenario(root: vc("Root", .landscape), current: nil)),
        ("rotation", scenario(root: vc("Root", .allButUpsideDown), deviceOrientation: .landscapeLeft)),
        ("exception", scenario(plist: plist([.portrait]), root: vc("Player", .landscape))),
        ("multitasking", scenario(pad(), plist: plist(allFour), root: vc("Root", .portrait), deviceOrientation: .landscapeLeft)),
        (
            "bridge", scenario(phone(version(6)), bridge: true, root: vc("Root", legacy: .portrait), deviceOrientation: .landscapeLeft)
        ),
        ("zero app mask", scenario(delegate: [], root: vc("Root"))),
        ("no home button", scenario(phone(homeButton: false), root: vc("Root", .all))),
        (
            "over-full-screen chain",
            scenario(
                root: present(
                    present(vc("Top", .allButUpsideDown), from: vc("Middle", .landscape), style: .overFullScreen),
                    from: vc("Root", .all), style: .fullScreen))
        ),
        ("no root", scenario(root: nil)),
    ]

    @Test("every member but the explanation is decide's", arguments: scenarios.map(\.0))
    func sameAnswer(name: String) throws {
        let s = try #require(Self.scenarios.first { $0.0 == name }?.1)
        let full = Policy.decide(s)
        var short = Policy.decideOutcome(s)
        #expect(short.explanation.isEmpty)
        short.explanation = full.explanation
        short.rulesWithoutSteps = RuleSequence()
        #expect(short == full)
    }

    @Test("the rules kept are the explanation's rules, each once, in the order of their first step", arguments: scenarios.map(\.0))
    func sameRules(name: String) throws {
        let s = try #require(Self.scenarios.first { $0.0 == name }?.1)
        var expected: [String] = []
        for rule in Policy.decide(s).rules where !expected.contains(rule) { expected.append(rule) }
        #expect(Policy.decideOutcome(s).rulesWithoutSteps.map(\.id) == expected)
        #expect(Policy.decide(s).rulesWithoutSteps.isEmpty)
    }
}

@Suite("A rule sequence (the rules of a decision without its explanation)")
struct RuleSequenceTests {
    @Test("every rule comes back as itself")
    func everyRule() {
        for rule in Rule.allCases {
            var s = RuleSequence()
            s.append(rule)
            #expect(Array(s) == [rule])
        }
    }

    @Test("rules are listed in the order they are first appended, each once")
    func orderAndRepeats() {
        var s = RuleSequence()
        for rule in [Rule.outcome, .decidingWindow, .outcome, .appMask, .decidingWindow, .rotation] { s.append(rule) }
        #expect(Array(s) == [.outcome, .decidingWindow, .appMask, .rotation])
    }

    @Test("every rule has a bit of its own in the sequence's set of listed rules")
    func bitPerRule() {
        #expect(Rule.allCases.count <= 64)
    }

    @Test("sixteen rules fit, beyond the eighth in the second word")
    func sixteen() {
        var s = RuleSequence()
        let rules = Array(Rule.allCases.prefix(16))
        for rule in rules { s.append(rule) }
        #expect(Array(s) == rules)
    }
}

@Suite("Reading a controller through its path")
struct ControllerPathReadingTests {
    @Test("every path in a tree leads to a controller of its own, and a path past the tree to none")
    func everyPath() {
        let root = tabs(
            nav(vc("A"), present(vc("B2"), from: vc("B"), style: .fullScreen)),
            present(vc("C2", presents: vc("C3")), from: vc("C"), style: .pageSheet), selected: 1,
            presents: vc("Modal"))
        let s = scenario(root: root)
        var paths: [ControllerPath] = [ControllerPath(window: 0)]
        var i = 0
        while i < paths.count {
            let p = paths[i]
            i += 1
            guard let c = p.controller(in: s) else { continue }
            for k in c.viewControllers.indices { paths.append(ControllerPath(window: 0, steps: p.steps + [.child(k)])) }
            if c.presentedViewController != nil { paths.append(ControllerPath(window: 0, steps: p.steps + [.presented])) }
        }
        #expect(paths.count == 9)
        #expect(Set(paths.compactMap { $0.controller(in: s)?.name }).count == 9)
        for nowhere in [
            ControllerPath(window: 0, steps: [.child(5)]), ControllerPath(window: 0, steps: [.child(0), .presented]),
            ControllerPath(window: 1),
        ] {
            #expect(nowhere.controller(in: s) == nil)
        }
    }
}
