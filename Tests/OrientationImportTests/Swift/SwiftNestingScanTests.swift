import Testing

@testable import OrientationImport

/// The scan before parsing counts the brackets swift-syntax will nest through, and only those: brackets in
/// comments and string literals are text, an interpolation is code.
@Suite struct SwiftNestingScanTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var source: String
        var nesting: Int
        var squareNesting: Int
        var testDescription: String { source }
    }

    static let unlimited = SwiftNestingScan(maxNesting: .max, maxSquareNesting: .max)

    @Test(arguments: [
        Case(source: "let x = f(a[b], { c })", nesting: 2, squareNesting: 1),
        Case(source: "let x = [[[1]], [[2]]]", nesting: 3, squareNesting: 3),
        Case(source: "let x = [([(1)])]", nesting: 4, squareNesting: 2),
        // A brace ends the run of `[` the type lookahead follows.
        Case(source: "let x = [{ [{ [1] }] }]", nesting: 5, squareNesting: 1),
        Case(source: "let s = \"((([[[\" // ((([[[\n/* [[[ /* ((( */ ]]] */ f()", nesting: 1, squareNesting: 0),
        Case(source: "let s = \"\"\"\n  ((( \" [[[\n  \"\"\"\nf()", nesting: 1, squareNesting: 0),
        Case(source: "let s = #\"(( \"[[ \"# ; [1]", nesting: 1, squareNesting: 1),
        Case(source: "let s = \"a \\\" (( \"", nesting: 0, squareNesting: 0),
        // An interpolation is code: its brackets count, and they open inside the string's own.
        Case(source: "let s = \"\\(f([1]))\"", nesting: 3, squareNesting: 1),
        Case(source: "let s = #\"\\(x) \\#(f(1))\"#", nesting: 2, squareNesting: 0),
        // A single-line string ends at the line's end, as the lexer ends it.
        Case(source: "let s = \"(((\nf()", nesting: 1, squareNesting: 0),
        // Unbalanced closers do not go below zero.
        Case(source: ")))]]]}}} f([1])", nesting: 2, squareNesting: 1),
    ])
    func bracketsAreCountedOnlyInCode(_ c: Case) {
        let m = Self.unlimited.measure(c.source)
        #expect(m.refusal == nil)
        #expect(m.nesting == c.nesting)
        #expect(m.squareNesting == c.squareNesting)
    }

    @Test func nestingPastTheLimitIsRefusedAtTheLineWhereItPassed() {
        let source = "func f() {\n  g(\n    (((\n      1)))\n  )\n}\n"
        #expect(SwiftNestingScan(maxNesting: 4, maxSquareNesting: 10).refusal(in: source) == .nesting(line: 3))
        #expect(SwiftNestingScan(maxNesting: 5, maxSquareNesting: 10).refusal(in: source) == nil)
    }

    @Test func squareBracketsPastTheirLimitAreRefusedAtTheLineWhereTheyPassed() {
        let source = "let a = [\n  [\n    [1]]]\n"
        #expect(SwiftNestingScan(maxNesting: 100, maxSquareNesting: 2).refusal(in: source) == .squareNesting(line: 3))
        #expect(SwiftNestingScan(maxNesting: 100, maxSquareNesting: 3).refusal(in: source) == nil)
    }

    @Test func aFileOfOnlyOpeningBracketsIsRefusedWithoutReadingItAll() {
        let source = String(repeating: "(", count: 1_000_000)
        #expect(SwiftNestingScan(maxNesting: 128, maxSquareNesting: 10).refusal(in: source) == .nesting(line: 1))
    }
}
