import SwiftParser
import SwiftSyntax

/// Reads the orientation facts of one Swift file with swift-syntax: classes and their superclass, the
/// orientation overrides (Swift 2 methods and Swift 3+ properties), extensions of UIKit containers that override
/// them, the app delegate's `application(_:supportedInterfaceOrientationsFor:)`, transitions written in code,
/// calls that force a rotation, swizzles of the orientation selectors, and window roots set in code.
/// docs/importer.md lists exactly what is recognised. Any text is accepted: the parser recovers from errors and
/// the recogniser reads what it can.
///
/// A file nested deeper than `SourceReadLimits` allows is refused before it is parsed or walked
/// (`import-source-too-deep`), and one that outruns its CPU budget is refused once it has (`import-source-too-complex`):
/// the parser and every walk recurse once per level, so reading such a file could overflow the stack, and one
/// bracket shape makes swift-syntax 603's lookahead exponential (docs/robustness.md). Call it on a thread with a
/// stack of `SourceReadLimits.stackBytes` (`ReaderThreads`).
package enum SwiftRecognizer {
    /// `idiomHelpers`: the project's own idiom tests (`UIDevice.isPhone`) found in every file, so that a body
    /// choosing on one is read as an idiom switch; the file's own helpers are in `facts.idiomHelpers`.
    static func read(
        _ source: String, file: String, idiomHelpers: [IdiomHelper] = [], maskConstants: [MaskConstant] = [],
        budget: ReadBudget = .unlimited
    ) throws(ImportError) -> SourceFacts {
        let tree = try parse(source, file: file)
        // One converter for the four walks: each one made walks the whole tree, and four cost half the parse.
        let converter = SourceLocationConverter(fileName: file, tree: tree)
        let helperTable = IdiomHelper.table(idiomHelpers)
        let collector = SwiftFactCollector(
            file: file, tree: tree, idiomHelpers: helperTable, projectMasks: MaskConstant.table(maskConstants),
            converter: converter)
        collector.budget = budget
        collector.walk(tree)
        var facts = collector.facts
        try budget.check(file)
        let helpers = SwiftIdiomHelpers(file: file, tree: tree, converter: converter)
        helpers.walk(tree)
        facts.idiomHelpers = helpers.helpers
        facts.maskConstants = SwiftMaskConstants.constants(
            in: tree, file: file, converter: converter, idiomHelpers: helperTable)
        let testOnly = TestOnlyCode.lines(in: source)
        facts.windowRoots.removeAll { testOnly.contains($0.location.line) }
        facts.deferredWindowRoots.removeAll { testOnly.contains($0.location.line) }
        facts.windowSubviews.removeAll { testOnly.contains($0.location.line) }
        try budget.check(file)
        let writes = SwiftVariableWrites(file: file, tree: tree, converter: converter)
        writes.walk(tree)
        facts.variableWrites = writes.writes
        facts.literalCalls = writes.calls
        facts.maskNotices.append(writes.notices)
        try budget.check(file)
        let swiftUI = SwiftUIViews(file: file, tree: tree, converter: converter)
        swiftUI.walk(tree)
        facts.swiftUI = swiftUI.facts
        try budget.check(file)
        return facts
    }

    /// The file's syntax tree, parsed only when `SwiftNestingScan` lets it through, and returned only when it is
    /// shallow enough for the recursive walks that follow: every reader of Swift text (sources, Tuist manifests)
    /// parses through here, so each gets the same protections. Throws `import-source-too-deep` at the line where
    /// a limit was passed.
    static func parse(_ source: String, file: String) throws(ImportError) -> SourceFileSyntax {
        let scan = SwiftNestingScan(
            maxNesting: SourceReadLimits.swiftNesting, maxSquareNesting: SourceReadLimits.swiftSquareNesting)
        switch scan.refusal(in: source) {
        case .nesting(let line)?:
            throw ImportError(
                .sourceTooDeep, file: file, line: line,
                "brackets nest more than \(SourceReadLimits.swiftNesting) deep here; the file is not read")
        case .squareNesting(let line)?:
            throw ImportError(
                .sourceTooDeep, file: file, line: line,
                "`[` nests more than \(SourceReadLimits.swiftSquareNesting) deep here without a `{` between, which "
                    + "swift-syntax cannot parse in reasonable time; the file is not read")
        case .chain(let chain, let line)?:
            let what =
                switch chain {
                case .prefixKeywords: "prefix keywords (`try`, `await`, `some`, ...) in a row"
                case .arrows: "function arrows `->` in one type"
                case .elseIf: "`else if` in one block"
                }
            let limit = chain == .elseIf ? SourceReadLimits.swiftElseIf : SourceReadLimits.swiftChain
            throw ImportError(
                .sourceTooDeep, file: file, line: line,
                "more than \(limit) \(what) here, each one parser call deeper; the file is not read")
        case nil: break
        }
        var parser = Parser(source, maximumNestingLevel: SourceReadLimits.swiftNesting)
        let tree = SourceFileSyntax.parse(from: &parser)
        // Before the checks below pass, nothing may walk the tree recursively (`SourceLocationConverter` does).
        func line(_ node: Syntax) -> Int { SwiftTreeDepth.line(of: node, in: source) }
        // `<` and `#if` count towards the parser's nesting level but not the scan's.
        if let overflow = SwiftTreeDepth.nestingOverflow(in: Syntax(tree)) {
            throw ImportError(
                .sourceTooDeep, file: file, line: line(overflow),
                "brackets, generic arguments and `#if` nest more than \(SourceReadLimits.swiftNesting) deep here; "
                    + "the file is not read")
        }
        if let deep = SwiftTreeDepth.node(deeperThan: SourceReadLimits.swiftTreeDepth, in: Syntax(tree)) {
            throw ImportError(
                .sourceTooDeep, file: file, line: line(deep),
                "the code nests more than \(SourceReadLimits.swiftTreeDepth) syntax levels deep here (a chain of "
                    + "members, calls or operators); the file is not read")
        }
        return tree
    }

    /// The facts `read` gives, or none for a file it refuses; on a reader thread of its own, so that callers
    /// outside an import (tests, fixtures) need not choose a stack.
    package static func facts(in source: String, file: String, idiomHelpers: [IdiomHelper] = []) -> SourceFacts {
        ReaderThreads.run { (try? read(source, file: file, idiomHelpers: idiomHelpers)) ?? SourceFacts() }
    }
}
