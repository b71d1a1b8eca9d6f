import SwiftParser
import SwiftSyntax

/// Reads the orientation facts of one Swift file with swift-syntax: classes and their superclass, the
/// orientation overrides (Swift 2 methods and Swift 3+ properties), extensions of UIKit containers that override
/// them, the app delegate's `application(_:supportedInterfaceOrientationsFor:)`, transitions written in code,
/// calls that force a rotation, swizzles of the orientation selectors, and window roots set in code.
/// docs/importer.md lists exactly what is recognised. Any text is accepted: the parser recovers from errors and
/// the recogniser reads what it can.
public enum SwiftRecognizer {
    public static func facts(in source: String, file: String) -> SourceFacts {
        let tree = Parser.parse(source: source)
        let collector = SwiftFactCollector(file: file, tree: tree)
        collector.walk(tree)
        var facts = collector.facts
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
