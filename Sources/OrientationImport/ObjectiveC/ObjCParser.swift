/// Parses method bodies (statements and expressions) from tokens: messages, C calls, dot syntax, casts, the
/// C operators, blocks. Anything it does not understand becomes `.opaque` and parsing resumes at the next
/// statement; it always advances, so it cannot hang.
///
/// Every construct that nests (a message, a unary operator or cast, a parenthesised expression, a block, an
/// `if`/`else` chain) goes through `descend()`, so the parser's recursion, and with it the depth of the trees it
/// builds and of every walk over them, stays within `maxDepth`. A construct deeper than that is skipped as one
/// opaque piece by a flat scan to its end (each token is skipped once, so deep nesting costs linear time), and
/// `tooDeep` records where, for the recogniser to refuse the file.
struct ObjCParser {
    let tokens: [ObjCToken]
    var index: Int
    let end: Int
    var depth = 0
    /// The token where nesting first went past `maxDepth`; nil when it never did.
    private(set) var tooDeep: Int?
    /// The deepest nesting entered.
    private(set) var deepest = 0
    /// When set and spent, the statements left are skipped (`ReadBudget`).
    var budget: ReadBudget?

    static let maxDepth = SourceReadLimits.objectiveCNesting
    /// Binary operators in one expression beyond this are skipped: no orientation expression is that long.
    static let maxOperators = 256

    init(tokens: [ObjCToken], range: Range<Int>) {
        self.tokens = tokens
        self.index = range.lowerBound
        self.end = min(range.upperBound, tokens.count)
    }

    // MARK: Cursor (statements in ObjCParser+Statements.swift, expressions in ObjCParser+Expressions.swift)

    var current: ObjCToken? { index < end ? tokens[index] : nil }
    func peek(_ offset: Int) -> ObjCToken? { index + offset < end ? tokens[index + offset] : nil }
    func at(_ p: String) -> Bool { current?.isPunctuation(p) ?? false }
    mutating func eat(_ p: String) -> Bool {
        if at(p) { index += 1; return true }
        return false
    }

    // MARK: Nesting

    /// Enters one level of nesting, to be left with `ascend()` whatever the result: false beyond `maxDepth`, when
    /// the caller skips its construct instead of parsing it.
    mutating func descend() -> Bool {
        depth += 1
        deepest = max(deepest, depth)
        guard depth < Self.maxDepth else {
            if tooDeep == nil { tooDeep = index }
            return false
        }
        return true
    }

    mutating func ascend() { depth -= 1 }

    // MARK: Recovery

    /// Skips to the `;` ending the statement (or stops before a `}` that closes the enclosing block).
    mutating func endStatement() {
        var level = 0
        while let t = current {
            if t.kind == .punctuation {
                switch t.text {
                case ";" where level == 0: index += 1; return
                case "}" where level == 0: return
                case "(", "[", "{": level += 1
                case ")", "]", "}": level -= 1
                default: break
                }
            }
            index += 1
        }
    }

    mutating func skipTo(_ close: String) {
        var level = 0
        while let t = current {
            if t.kind == .punctuation {
                if t.text == close && level == 0 { index += 1; return }
                switch t.text {
                case "(", "[", "{": level += 1
                case ")", "]", "}":
                    if level == 0 { return }
                    level -= 1
                default: break
                }
            }
            index += 1
        }
    }

    /// From an opening bracket at `from`, moves past its matching close (or to the end).
    mutating func skipBalanced(from: Int) {
        index = from
        var level = 0
        while let t = current {
            index += 1
            if t.kind == .punctuation {
                switch t.text {
                case "(", "[", "{": level += 1
                case ")", "]", "}":
                    level -= 1
                    if level <= 0 { return }
                default: break
                }
            }
        }
    }
}
