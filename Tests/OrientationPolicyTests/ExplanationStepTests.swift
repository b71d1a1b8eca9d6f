import Testing
@testable import OrientationPolicy

/// `decide` keeps explanation details and the top-most path as values and spells them only when read; these
/// tests pin that a lazily rendered value behaves exactly like the text it stands for.
@Suite("Lazily rendered explanations")
struct ExplanationStepTests {
    static let scenario = Scenario(
        device: Device(idiom: .phone, systemVersion: SystemVersion(17, 4), hasHomeButton: false),
        windows: [Window(rootViewController: ViewController(
            name: "Tabs", kind: .tabBarController,
            viewControllers: [ViewController(name: "Feed"), ViewController(name: "Video")], selectedIndex: 1,
            presentedViewController: ViewController(
                name: "Player", supportedInterfaceOrientations: .landscape,
                preferredInterfaceOrientationForPresentation: .landscapeRight, modalPresentationStyle: .fullScreen)))],
        interfaceOrientation: .portrait, deviceOrientation: .landscapeLeft)

    @Test("a step built by the engine equals, and hashes like, the same step built from its text")
    func stepEqualsItsText() {
        let steps = Policy.decide(Self.scenario).explanation
        #expect(steps.count > 5)
        for step in steps {
            let fromText = ExplanationStep(rule: step.rule, detail: step.detail, source: step.source)
            #expect(step == fromText)
            #expect(step.hashValue == fromText.hashValue)
            #expect(Set([step, fromText]).count == 1)
        }
    }

    @Test("a step differs from one with another sentence, and assigning detail replaces the rendered text")
    func assigningDetail() {
        var step = Policy.decide(Self.scenario).explanation[0]
        let original = step.detail
        #expect(step != ExplanationStep(rule: step.rule, detail: original + " ", source: step.source))
        step.detail = "replaced"
        #expect(step.detail == "replaced")
        #expect(step == ExplanationStep(rule: step.rule, detail: "replaced", source: step.source))
    }

    @Test("the top-most controller's path is spelt like the request and compares equal to the same text")
    func pathSpelling() throws {
        let reference = try #require(Policy.decide(Self.scenario).topmostViewController)
        #expect(reference.path == "window.rootViewController.presentedViewController")
        #expect(reference == ControllerReference(name: "Player", path: "window.rootViewController.presentedViewController"))
        #expect(reference.hashValue == ControllerReference(name: "Player", path: reference.path).hashValue)
        var renamed = reference
        renamed.path = "elsewhere"
        #expect(renamed.path == "elsewhere" && renamed != reference)
    }
}

@Suite("Explanation pieces")
struct ExplanationPiecesTests {
    @Test("the pieces of every step's detail and of the path join to exactly the rendered text")
    func piecesJoinToText() throws {
        for fromArray in [false, true] {
            var s = ExplanationStepTests.scenario
            s.windowsFromArray = fromArray
            s.interfaceOrientation = nil
            let d = Policy.decide(s)
            for step in d.explanation {
                var joined = ""
                step.forEachDetailPiece { joined += $0.description }
                #expect(joined == step.detail)
            }
            let reference = try #require(d.topmostViewController)
            var path = ""
            reference.forEachPathPiece { path += $0 }
            #expect(path == reference.path)
            #expect(path.hasPrefix(fromArray ? "windows[0].rootViewController" : "window.rootViewController"))
        }
    }
}

@Suite("Rule ordinals")
struct RuleOrdinalTests {
    @Test("a rule's ordinal is its position in allCases, so tables indexed by it line up")
    func ordinalIsPosition() {
        for (i, rule) in Rule.allCases.enumerated() { #expect(rule.ordinal == i, "\(rule)") }
    }
}
