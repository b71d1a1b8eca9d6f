/// How deep and how long the Swift and Objective-C readers go into one file before they refuse it, and the stack
/// they run on. Both readers recurse as deep as the code nests (swift-syntax's parser and its `SyntaxVisitor`, our
/// own Objective-C parser and the walks over what they build), so a file nested deeper than any real code (a few
/// kilobytes of `[(` or of message sends) would otherwise overflow the stack and end the process, and one shape
/// (`[(` repeated, see docs/robustness.md) makes swift-syntax 603's type lookahead exponential. Every limit is far
/// above what real code needs: docs/robustness.md records the deepest nesting found in real projects beside them.
package enum SourceReadLimits {
    /// Stack of each thread that reads sources (64 MiB). Only the pages a parse touches are resident; the
    /// deepest file the limits below let through uses well under half of it in a debug build.
    package static let stackBytes = 64 << 20

    /// Brackets (`(`, `[`, `{`, string interpolations) nested in a Swift file. swift-syntax is given the same
    /// limit (`maximumNestingLevel`, which also counts `<` and `#if`), so it never drops the rest of a file.
    package static let swiftNesting = 128

    /// `[` nested inside `[` with no `{` between them (`[[[[1]]]]`, `[([(`): each level doubles the time of
    /// swift-syntax 603's type lookahead (`canParseCollectionTypeBody` tries an inline-array type, then a type,
    /// over the same tokens), so the nesting is refused before parsing. Real code nests collection literals a
    /// few levels deep.
    package static let swiftSquareNesting = 10

    /// Prefix keywords in a row (`try try ... x`, `await`, `consume`, `some`) and function arrows in one type
    /// (`A -> A -> ... A`): swift-syntax's parser recurses once for each, with no bracket to count, so 100,000 of
    /// them (600 KB) overflow even a 64 MiB stack. Real code writes two or three.
    package static let swiftChain = 64

    /// `else if` directly in one block: the parser recurses once for each (100,000 overflow the stack, and 10,000
    /// take seconds); a chain longer than about 600 is refused by `swiftTreeDepth` after parsing anyway.
    package static let swiftElseIf = 1_000

    /// Depth of a Swift syntax tree (nodes from the file down to a token). Nesting without brackets builds deep
    /// trees too (`a.b.c. ...` 100,000 times, `!!!!x`, `else if` chains), and every `SyntaxVisitor` walk recurses
    /// once per level.
    package static let swiftTreeDepth = 2_000

    /// Levels a body evaluator recurses (`RecursionGuard`): nested statements, the statements after an `if` or
    /// `guard`, variables bound to variables. Deeper, the body's value is unknown.
    package static let bodyRecursion = 256

    /// Nesting the Objective-C parser follows (messages, parentheses, blocks, `if`/`else` chains, unary
    /// operators). Deeper code is skipped as one opaque piece, in linear time, and the file is refused.
    package static let objectiveCNesting = 128
}
