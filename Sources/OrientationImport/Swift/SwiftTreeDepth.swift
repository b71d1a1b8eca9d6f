import SwiftSyntax

/// The depth of a syntax tree, measured without recursion (an explicit stack), so that a tree too deep for the
/// recursive walks that follow (every `SyntaxVisitor`) is refused before they start. Brackets are bounded before
/// parsing (`SwiftNestingScan`); this catches the nesting that needs none: a member chain `a.b.c. ...` or a
/// postfix chain `f()()()...` 100,000 long, `!!!!x`, a long `else if` chain.
enum SwiftTreeDepth {
    /// The first node (in no particular order) more than `limit` levels below `root`, or nil when there is none.
    static func node(deeperThan limit: Int, in root: Syntax) -> Syntax? {
        var pending: [(node: Syntax, depth: Int)] = [(root, 0)]
        while let (node, depth) = pending.popLast() {
            if depth > limit { return node }
            for child in node.children(viewMode: .sourceAccurate) { pending.append((child, depth + 1)) }
        }
        return nil
    }

    /// The 1-based line where `node` starts in `source`, found without recursion: its first token is reached by
    /// following first children down, and the lines are counted in the bytes before it.
    static func line(of node: Syntax, in source: String) -> Int {
        var first = node
        while let child = first.children(viewMode: .sourceAccurate).first { first = child }
        let offset = first.positionAfterSkippingLeadingTrivia.utf8Offset
        return 1 + source.utf8.prefix(offset).reduce(0) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
    }

    /// The first node parsing left out because brackets nested deeper than its `maximumNestingLevel` (its
    /// unexpected tokens carry the flag), found by following the flag down from `root`; nil when none was.
    static func nestingOverflow(in root: Syntax) -> Syntax? {
        guard root.hasMaximumNestingLevelOverflow else { return nil }
        var node = root
        while let next = node.children(viewMode: .all).first(where: \.hasMaximumNestingLevelOverflow) { node = next }
        return node
    }
}
