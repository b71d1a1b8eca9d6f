import OrientationPolicy
import Testing

@testable import ImportFixtures
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

    struct Deep: CustomTestStringConvertible, Sendable {
        var name: String
        var source: String
        var line: Int
        var testDescription: String { name }
    }

    static func repeated(_ piece: String, _ count: Int) -> String { String(repeating: piece, count: count) }

    /// Nesting past the readers' limits (`SourceReadLimits`), with brackets or without, is refused with the line
    /// where it passed them, never parsed into a stack overflow.
    @Test(arguments: [
        Deep(name: "parentheses x2000", source: "class A {}\nlet x = " + repeated("(", 2_000) + "1" + repeated(")", 2_000), line: 2),
        Deep(name: "closures x1000", source: "let x = " + repeated("{ ", 1_000) + repeated("}", 1_000), line: 1),
        Deep(name: "generic arguments x1000", source: "let x: " + repeated("A<", 1_000) + "B" + repeated(">", 1_000), line: 1),
        Deep(name: "member chain x20000", source: "let x = a" + repeated(".b", 20_000), line: 1),
        Deep(name: "call chain x20000", source: "let x = f" + repeated("()", 20_000), line: 1),
        Deep(name: "try x100000", source: "let x = " + repeated("try ", 100_000) + "y", line: 1),
        Deep(name: "await x100000", source: "let x = " + repeated("await ", 100_000) + "y", line: 1),
        Deep(name: "function arrows x100000", source: "let f: " + repeated("A ->\n", 100_000) + "A", line: 65),
        Deep(name: "else-if chain x100000", source: "func f() {\n" + repeated("if a {} else ", 100_000) + "{}\n}", line: 2),
    ])
    func nestingPastTheLimitsIsRefusedNamingTheLine(_ d: Deep) throws {
        let error = try #require(SourceReadFixtures.refusal(SourceReadFixtures.swift(d.source)))
        #expect(error.code == .sourceTooDeep)
        #expect(error.file == "App/Deep.swift")
        #expect(error.line == d.line)
    }

    struct Limit: CustomTestStringConvertible, Sendable {
        var name: String
        var limit: Int
        var source: @Sendable (Int) -> String
        var testDescription: String { name }
    }

    /// Each limit lets code nested exactly that deep through (and read on the reader thread's stack, the deepest
    /// shape it accepts), and refuses one level more.
    @Test(arguments: [
        Limit(name: "brackets", limit: SourceReadLimits.swiftNesting) { "let x = " + repeated("(", $0) + "1" + repeated(")", $0) },
        Limit(name: "square brackets", limit: SourceReadLimits.swiftSquareNesting) { "let x = " + repeated("[", $0) + "1" + repeated("]", $0) },
        Limit(name: "prefix keywords", limit: SourceReadLimits.swiftChain) { "let x = " + repeated("try ", $0) + "y" },
        Limit(name: "function arrows", limit: SourceReadLimits.swiftChain) { "let f: " + repeated("A -> ", $0) + "A" },
        Limit(name: "else if", limit: SourceReadLimits.swiftElseIf) { "func f() { if a {} " + repeated("else if a {} ", $0) + "}" },
    ])
    func codeExactlyAtALimitIsReadAndOneLevelMoreIsRefused(_ l: Limit) throws {
        _ = try SourceReadFixtures.swift("class A {}\n" + l.source(l.limit)).get()
        let error = SourceReadFixtures.refusal(SourceReadFixtures.swift("class A {}\n" + l.source(l.limit + 1)))
        #expect(error?.code == .sourceTooDeep)
        #expect(error?.line == 2)
    }

    /// The deepest syntax tree the limit accepts, a member chain, is walked by every reader on the reader stack.
    @Test func aMemberChainJustUnderTheTreeDepthLimitIsRead() throws {
        _ = try SourceReadFixtures.swift("let x = a" + Self.repeated(".b", SourceReadLimits.swiftTreeDepth - 20)).get()
    }

    /// The lenient entry point, for callers that read one file outside an import, gives no facts for a refused file.
    @Test func aRefusedFileGivesNoFacts() {
        let facts = SwiftRecognizer.facts(in: "class A: UIViewController {}\nlet x = " + Self.repeated("[(", 500), file: "Deep.swift")
        #expect(facts.classes.isEmpty)
    }

    /// Real code nests far less than the limits (docs/robustness.md), and is read whole: a SwiftUI body 40 brackets
    /// deep, collection literals 8 deep, and an override after them.
    @Test func realisticNestingIsRead() throws {
        let view = Self.repeated("VStack { HStack(alignment: .top) { ", 10) + "Text(\"x\")" + Self.repeated(" } }", 10)
        let literal = Self.repeated("[", 8) + "1" + Self.repeated("]", 8)
        let source = """
            struct Screen: View { var body: some View { \(view) } }
            let table = \(literal)
            class Player: UIViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
            }
            """
        let facts = try SourceReadFixtures.swift(source).get()
        #expect(facts.classes.first { $0.name == "Player" }?.overrides.supportedInterfaceOrientations?.value == .value(.landscape))
    }

    /// An override whose body chains `if` statements recurses over the statements, not the tree: up to
    /// `SourceReadLimits.bodyRecursion` the body is read (every branch returns `.portrait`), past it (here four
    /// times it) the evaluator stops and the value is unknown.
    @Test(arguments: [(100, true), (4 * SourceReadLimits.bodyRecursion, false)])
    func aBodyOfChainedStatementsIsReadUpToTheRecursionLimit(count: Int, read: Bool) throws {
        let body = (0..<count).map { "if a\($0) { return .portrait }" }.joined(separator: "\n")
        let source = """
            class Player: UIViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
            \(body)
                    return .portrait
                }
            }
            """
        let facts = try SourceReadFixtures.swift(source).get()
        let value = try #require(facts.classes.first?.overrides.supportedInterfaceOrientations?.value)
        if read {
            #expect(value == .value(.portrait))
        } else if case .unknown = value {
        } else {
            Issue.record("past the recursion limit the body should be unknown, got \(value)")
        }
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
