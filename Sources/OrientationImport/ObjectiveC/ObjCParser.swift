/// Parses method bodies (statements and expressions) from tokens: messages, C calls, dot syntax, casts, the
/// C operators, blocks. Anything it does not understand becomes `.opaque` and parsing resumes at the next
/// statement; it always advances, and nesting deeper than `maxDepth` is skipped, so it cannot hang or exhaust
/// the stack on hostile input.
struct ObjCParser {
    let tokens: [ObjCToken]
    var index: Int
    let end: Int
    var depth = 0

    static let maxDepth = 128
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
