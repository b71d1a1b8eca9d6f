import SwiftParser
import SwiftSyntax

/// Reads the orientation facts of one Swift file with swift-syntax: classes and their superclass, the
/// orientation overrides (Swift 2 methods and Swift 3+ properties), extensions of UIKit containers that override
/// them, the app delegate's `application(_:supportedInterfaceOrientationsFor:)`, transitions written in code,
/// calls that force a rotation, swizzles of the orientation selectors, and window roots set in code.
/// docs/importer.md lists exactly what is recognised. Any text is accepted: the parser recovers from errors and
/// the recogniser reads what it can.
package enum SwiftRecognizer {
    /// `idiomHelpers`: the project's own idiom tests (`UIDevice.isPhone`) found in every file, so that a body
    /// choosing on one is read as an idiom switch; the file's own helpers are in `facts.idiomHelpers`.
    package static func facts(in source: String, file: String, idiomHelpers: [IdiomHelper] = []) -> SourceFacts {
        let tree = Parser.parse(source: source)
        let collector = SwiftFactCollector(file: file, tree: tree, idiomHelpers: IdiomHelper.table(idiomHelpers))
        collector.walk(tree)
        var facts = collector.facts
        let helpers = SwiftIdiomHelpers(file: file, tree: tree)
        helpers.walk(tree)
        facts.idiomHelpers = helpers.helpers
        let testOnly = TestOnlyCode.lines(in: source)
        facts.windowRoots.removeAll { testOnly.contains($0.location.line) }
        facts.deferredWindowRoots.removeAll { testOnly.contains($0.location.line) }
        facts.windowSubviews.removeAll { testOnly.contains($0.location.line) }
        let writes = SwiftVariableWrites(file: file, tree: tree)
        writes.walk(tree)
        facts.variableWrites = writes.writes
        facts.literalCalls = writes.calls
        let swiftUI = SwiftUIViews(file: file, tree: tree)
        swiftUI.walk(tree)
        facts.swiftUI = swiftUI.facts
        return facts
    }
}
