import Testing

@testable import OrientationPolicy

/// `decide` keeps explanation details and the top-most path as values and spells them only when read; these
/// tests pin that a lazily rendered value behaves exactly like the text it stands for.
@Suite("Lazily rendered explanations")
struct ExplanationStepTests {
    static let scenario = Scenario(
        device: Device(idiom: .phone, systemVersion: SystemVersion(17, 4), hasHomeButton: false),
        windows: [
            Window(
                rootViewController: ViewController(
                    name: "Tabs", kind: .tabBarController,
                    viewControllers: [ViewController(name: "Feed"), ViewController(name: "Video")], selectedIndex: 1,
                    presentedViewController: ViewController(
                        name: "Player", supportedInterfaceOrientations: .landscape,
                        preferredInterfaceOrientationForPresentation: .landscapeRight, modalPresentationStyle: .fullScreen)))
        ],
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

@Suite("Text piece sinks")
struct TextPieceSinkTests {
    /// Joins what it is given, remembering which pieces came as literals.
    struct Joiner: TextPieceSink {
        var text = ""
        var literals = 0
        mutating func literal(_ s: StaticString) { text += s.description; literals += 1 }
        mutating func text(_ s: String) { text += s }
    }

    @Test("writeDetail and writePath hand a sink exactly the rendered detail and the spelt path")
    func sinkSeesTheText() throws {
        for fromArray in [false, true] {
            var s = ExplanationStepTests.scenario
            s.windowsFromArray = fromArray
            let d = Policy.decide(s)
            var literals = 0
            for step in d.explanation {
                var joiner = Joiner()
                step.writeDetail(to: &joiner)
                #expect(joiner.text == step.detail)
                literals += joiner.literals
            }
            #expect(literals > d.explanation.count)
            let reference = try #require(d.topmostViewController)
            var joiner = Joiner()
            reference.writePath(to: &joiner)
            #expect(joiner.text == reference.path)
            var fromText = Joiner()
            ControllerReference(name: "X", path: "custom.path").writePath(to: &fromText)
            #expect(fromText.text == "custom.path" && fromText.literals == 0)
        }
    }

    @Test("writeDetailEmptying hands a sink the same pieces as writeDetail and leaves the step its rule with an empty detail")
    func emptyingWritesTheSamePieces() {
        for step in Policy.decide(ExplanationStepTests.scenario).explanation {
            var read = Joiner()
            step.writeDetail(to: &read)
            var moved = step
            var emptied = Joiner()
            moved.writeDetailEmptying(to: &emptied)
            #expect(emptied.text == read.text && emptied.literals == read.literals, "\(step.rule)")
            #expect(moved.knownRule == step.knownRule && moved.rule == step.rule && moved.source == step.source)
            #expect(moved.detail == "" && step.detail == read.text)
        }
    }
}

@Suite("Fixed explanation sentences")
struct FixedSentenceTests {
    /// The engine's fixed sentences (`ExplanationDetail.sentence`), one per step that has no values to spell.
    static let sentences: [(Rule, StaticString)] = [
        (.deviceRestriction, "A phone without a home button never supports portraitUpsideDown."),
        (.appMaskZero, "The app mask is 0; modern UIKit treats it as all orientations."),
        (.effectiveMask, "Nothing rotates: effective mask none."),
    ]

    @Test("a fixed sentence reads back as its text and reaches a sink as one literal, which an encoder copies unscanned")
    func fixedSentenceIsOneLiteral() {
        for (rule, sentence) in Self.sentences {
            var step = ExplanationStep(rule: rule, content: .sentence(sentence))
            #expect(step.detail == sentence.description)
            var joiner = TextPieceSinkTests.Joiner()
            step.writeDetail(to: &joiner)
            #expect(joiner.text == sentence.description && joiner.literals == 1, "\(rule)")
            var emptied = TextPieceSinkTests.Joiner()
            step.writeDetailEmptying(to: &emptied)
            #expect(emptied.text == joiner.text && step.detail == "", "\(rule)")
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

@Suite("Literal vocabulary pieces")
struct LiteralNameTests {
    @Test("each literal name piece spells exactly the public name it stands for")
    func literalsMatchNames() {
        for o in InterfaceOrientation.allCases { #expect(o.namePiece.description == o.name) }
        for d in DeviceOrientation.allCases { #expect(d.namePiece.description == d.name) }
        for i in Idiom.allCases { #expect(i.namePiece.description == i.name) }
        for s in ModalPresentationStyle.allCases { #expect(s.namePiece.description == s.name) }
        for f in ChildForwarding.allCases { #expect(f.namePiece.description == f.rawValue) }
        for raw in UInt(0)..<64 {
            let m = InterfaceOrientationMask(rawValue: raw)
            #expect(m.spokenPiece.description == m.spoken, "mask \(raw)")
        }
        for i in [0, 1, 9, 10, 15, 16, 123] { #expect(ControllerPath.indexPiece(i).description == ControllerPath.index(i)) }
    }

    @Test("every literal piece of every sentence needs no JSON escaping")
    func literalsArePlain() {
        for fromArray in [false, true] {
            var s = ExplanationStepTests.scenario
            s.windowsFromArray = fromArray
            for launching in [false, true] {
                s.interfaceOrientation = launching ? nil : .portrait
                for step in Policy.decide(s).explanation {
                    step.forEachDetailPiece { piece in
                        guard case .literal(let text) = piece else { return }
                        let bytes = UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount)
                        #expect(!bytes.contains { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C })
                    }
                }
            }
        }
    }
}

@Suite("Controller path storage")
struct ControllerPathStorageTests {
    static let samples: [[ControllerPath.Step]] = [
        [], [.presented], [.child(0), .presented], [.child(254)], [.child(255)], [.child(300), .presented],
        Array(repeating: .presented, count: 8), Array(repeating: .presented, count: 9),
        [.child(1), .child(2), .child(3), .child(4), .child(5), .child(6), .child(7), .child(8)],
    ]

    @Test("steps read back as given, whether packed or spilled, and spell the same path")
    func roundTrip() {
        for steps in Self.samples {
            let path = ControllerPath(window: 2, steps: steps)
            #expect(path.steps == steps)
            #expect(path.stepCount == steps.count)
            var text = "windows[2].rootViewController"
            for s in steps {
                switch s {
                case .child(let i): text += ".viewControllers[\(i)]"
                case .presented: text += ".presentedViewController"
                }
            }
            #expect(path.string(windowsFromArray: true) == text)
        }
    }

    @Test("a path built step by step, or trimmed back, equals and hashes like the one built from its steps")
    func canonicalForm() {
        for steps in Self.samples {
            var built = ControllerPath(window: 0)
            for s in steps { built.append(s) }
            let direct = ControllerPath(window: 0, steps: steps)
            #expect(built == direct)
            #expect(built.hashValue == direct.hashValue)
            var longer = direct
            longer.append(.child(999))
            #expect(longer != direct)
            longer.removeLast()
            #expect(longer == direct)
            #expect(longer.hashValue == direct.hashValue)
            var assigned = ControllerPath(window: 0, steps: [.child(500)])
            assigned.steps = steps
            #expect(assigned == direct)
        }
    }
}
