import OrientationPolicy
import Testing

@testable import OrientationImport

/// The recogniser reads whatever a repository holds: it never crashes and never hangs, and recovers what it
/// can from broken files.
@Suite struct SwiftHostileInputTests {
    @Test(arguments: [
        "", "\n\n", "}}}}{{{", "class", "class : {", "override var supportedInterfaceOrientations",
        "\u{0}\u{1}\u{FFFD}ÿ", "extension { override var shouldAutorotate: Bool { } }",
        "class A: B { override var supportedInterfaceOrientations: UIInterfaceOrientationMask { return",
    ])
    func oddTextGivesNoFactsOrPartialFactsWithoutCrashing(source: String) {
        let facts = SwiftRecognizer.facts(in: source, file: "Odd.swift")
        #expect(facts.transitions.isEmpty && facts.swizzles.isEmpty)
    }

    @Test func aClassAfterASyntaxErrorIsStillRead() {
        let facts = SwiftFixtures.facts(
            """
            func broken( {
            class Player: UIViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
            }
            """)
        #expect(
            facts.classes.first { $0.name == "Player" }?.overrides.supportedInterfaceOrientations?.value
                == .value(.landscape))
    }

    @Test func deeplyNestedCodeIsReadWithoutExhaustingTheStack() {
        let depth = 2_000
        let source =
            "class A: UIViewController { func f() { let x = " + String(repeating: "(", count: depth) + "1"
            + String(repeating: ")", count: depth) + " } override var shouldAutorotate: Bool { false } }"
        let facts = SwiftRecognizer.facts(in: source, file: "Deep.swift")
        #expect(facts.classes.map(\.name) == ["A"])
    }

    @Test func aLongOperatorChainIsNotFoldedRecursively() {
        let chain = (0..<20_000).map { "x\($0)" }.joined(separator: " + ")
        let facts = SwiftFixtures.facts(
            """
            class A: UIViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { return \(chain) }
            }
            """)
        guard case .unknown? = facts.classes.first?.overrides.supportedInterfaceOrientations?.value else {
            Issue.record("a 20,000-term sum should be unknown")
            return
        }
    }

    @Test func aLargeGeneratedFileIsReadWhole() {
        var source = ""
        var i = 0
        while source.utf8.count < 400_000 {
            source += """
                final class Generated\(i): UIViewController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { i % 2 == 0 ? .portrait : .all }
                    func open() { let vc = Detail\(i)(); vc.modalPresentationStyle = .fullScreen; present(vc, animated: true) }
                }

                """
            i += 1
        }
        let facts = SwiftRecognizer.facts(in: source, file: "Generated.swift")
        #expect(facts.classes.count == i)
        #expect(facts.transitions.count == i)
    }
}
