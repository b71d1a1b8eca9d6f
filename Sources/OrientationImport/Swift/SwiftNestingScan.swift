/// Measures, in one pass over a Swift file's bytes and before any parsing, the shapes swift-syntax 603's parser
/// recurses through (or, for one, takes exponential time on), so that a file it cannot read safely is refused
/// instead of parsed. swift-syntax bounds its recursion only at brackets (`maximumNestingLevel`); the rest is
/// bounded here:
///
/// - brackets `(`, `[`, `{` and string interpolations `\(` nested deeper than `maxNesting`;
/// - `[` nested inside `[` with no `{` between them deeper than `maxSquareNesting`: the type lookahead takes twice
///   as long for each such level (`let x = ` followed by `[(` thirty times runs for minutes);
/// - chains the parser follows by recursion with no bracket: prefix keywords (`try try try ... x`, `await`,
///   `consume`, `some`), function arrows (`A -> A -> ... A`), and `else if` (each one call deeper), longer than
///   `maxChain` (`else if`: `maxElseIf` in one block).
///
/// docs/robustness.md has the reduced cases. Comments (nested `/* */` included) and string literals (multi-line
/// and raw ones, `#"..."#`) are skipped, their interpolations read as code, so a bracket or keyword in a string
/// never counts. The pass is linear and keeps at most `maxNesting` frames.
struct SwiftNestingScan {
    /// What the scan refuses, at the 1-based line where the limit was passed.
    enum Refusal: Equatable {
        case nesting(line: Int)
        case squareNesting(line: Int)
        case chain(Chain, line: Int)
    }

    enum Chain: Equatable {
        case prefixKeywords, arrows, elseIf
    }

    var maxNesting: Int
    var maxSquareNesting: Int
    var maxChain: Int = SourceReadLimits.swiftChain
    var maxElseIf: Int = SourceReadLimits.swiftElseIf

    /// The refusal, and the most of each kind seen up to it (in the whole file when there is none).
    struct Measure: Equatable {
        var refusal: Refusal?
        var nesting = 0
        var squareNesting = 0
        var prefixKeywords = 0
        var arrows = 0
        var elseIf = 0
    }

    /// Keywords the parser reads as a prefix of the expression or type after them, by a call per keyword.
    static let prefixKeywords: Set<String> = [
        "try", "await", "consume", "copy", "each", "repeat", "some", "any", "inout", "borrowing", "consuming",
        "sending", "unsafe", "_move", "_borrow",
    ]

    /// Words that start a declaration or statement, ending a run of function arrows (a protocol's requirements
    /// each have their arrow, with no brace between them).
    static let declarationKeywords: Set<String> = [
        "func", "var", "let", "init", "subscript", "case", "typealias", "associatedtype", "return", "class", "struct",
        "enum", "protocol", "extension", "actor", "import", "static", "macro", "deinit", "operator",
    ]

    private struct Frame {
        enum Kind { case paren, square, brace, interpolation, string }
        var kind: Kind
        /// `[` frames since the nearest `{`, interpolation or string below (this one included).
        var squares: Int
        /// `->` since the last brace, `;`, `=`, `,`, `:` or declaration keyword at this level.
        var arrows = 0
        /// `else if` directly in this block.
        var elseIfs = 0
        /// For a string: its `#` count (raw strings) and whether it is multi-line.
        var hashes = 0
        var multiline = false
    }

    func refusal(in source: String) -> Refusal? {
        measure(source).refusal
    }

    func measure(_ source: String) -> Measure {
        var source = source
        return source.withUTF8 { measure($0) }
    }

    func measure(_ bytes: UnsafeBufferPointer<UInt8>) -> Measure {
        var measure = Measure()
        measure.refusal = scan(bytes, &measure)
        return measure
    }

    private static func isWordByte(_ b: UInt8) -> Bool {
        (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z")) || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z"))
            || (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")) || b == UInt8(ascii: "_") || b >= 0x80
    }

    private func scan(_ bytes: UnsafeBufferPointer<UInt8>, _ measure: inout Measure) -> Refusal? {
        let n = bytes.count
        // The file itself is the bottom frame, never closed.
        var stack: [Frame] = [Frame(kind: .brace, squares: 0)]
        var depth = 0
        var line = 1
        var i = 0
        /// Prefix keywords in a row, and whether the last token was `else`.
        var prefixRun = 0
        var afterElse = false
        func at(_ j: Int) -> UInt8 { j < n ? bytes[j] : 0 }
        /// Consecutive `#` from `j`.
        func hashes(from j: Int) -> Int {
            var k = j
            while k < n, bytes[k] == UInt8(ascii: "#") { k += 1 }
            return k - j
        }
        while i < n {
            let c = bytes[i]
            if c == UInt8(ascii: "\n") { line += 1 }
            let top = stack[stack.count - 1]
            if top.kind == .string {
                switch c {
                case UInt8(ascii: "\\"):
                    let h = hashes(from: i + 1)
                    guard h == top.hashes else {
                        i += 1
                        continue
                    }
                    let next = i + 1 + h
                    if at(next) == UInt8(ascii: "(") {
                        depth += 1
                        measure.nesting = max(measure.nesting, depth)
                        if depth > maxNesting { return .nesting(line: line) }
                        stack.append(Frame(kind: .interpolation, squares: 0))
                        i = next + 1
                    } else {
                        // An escape: the character after it is never a delimiter (a `\n` still counts as a line).
                        if at(next) == UInt8(ascii: "\n") { line += 1 }
                        i = next + 1
                    }
                case UInt8(ascii: "\""):
                    let quotes = top.multiline ? 3 : 1
                    var closes = true
                    for q in 0..<quotes where at(i + q) != UInt8(ascii: "\"") { closes = false }
                    if closes, hashes(from: i + quotes) >= top.hashes {
                        stack.removeLast()
                        i += quotes + top.hashes
                    } else {
                        i += 1
                    }
                case UInt8(ascii: "\n") where !top.multiline:
                    // The lexer ends a single-line string at the line's end.
                    stack.removeLast()
                    i += 1
                default:
                    i += 1
                }
                continue
            }
            if c == UInt8(ascii: " ") || c == UInt8(ascii: "\t") || c == UInt8(ascii: "\n") || c == UInt8(ascii: "\r") {
                i += 1
                continue
            }
            if Self.isWordByte(c) {
                let start = i
                while i < n, Self.isWordByte(bytes[i]) { i += 1 }
                let word = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self)
                if Self.prefixKeywords.contains(word) {
                    prefixRun += 1
                    measure.prefixKeywords = max(measure.prefixKeywords, prefixRun)
                    if prefixRun > maxChain { return .chain(.prefixKeywords, line: line) }
                    // `try?` and `try!` are one prefix.
                    if word == "try", at(i) == UInt8(ascii: "?") || at(i) == UInt8(ascii: "!") { i += 1 }
                } else {
                    prefixRun = 0
                }
                if word == "if", afterElse {
                    stack[stack.count - 1].elseIfs += 1
                    measure.elseIf = max(measure.elseIf, stack[stack.count - 1].elseIfs)
                    if stack[stack.count - 1].elseIfs > maxElseIf { return .chain(.elseIf, line: line) }
                }
                afterElse = word == "else"
                if Self.declarationKeywords.contains(word) { stack[stack.count - 1].arrows = 0 }
                continue
            }
            // Any other token ends a run of keywords; comments (below) do not.
            let comment = c == UInt8(ascii: "/") && (at(i + 1) == UInt8(ascii: "/") || at(i + 1) == UInt8(ascii: "*"))
            if !comment {
                prefixRun = 0
                afterElse = false
            }
            switch c {
            case UInt8(ascii: "/") where at(i + 1) == UInt8(ascii: "/"):
                while i < n, bytes[i] != UInt8(ascii: "\n") { i += 1 }
            case UInt8(ascii: "/") where at(i + 1) == UInt8(ascii: "*"):
                var level = 0
                while i < n {
                    if bytes[i] == UInt8(ascii: "/"), at(i + 1) == UInt8(ascii: "*") {
                        level += 1
                        i += 2
                    } else if bytes[i] == UInt8(ascii: "*"), at(i + 1) == UInt8(ascii: "/") {
                        level -= 1
                        i += 2
                        if level == 0 { break }
                    } else {
                        if bytes[i] == UInt8(ascii: "\n") { line += 1 }
                        i += 1
                    }
                }
            case UInt8(ascii: "-") where at(i + 1) == UInt8(ascii: ">"):
                stack[stack.count - 1].arrows += 1
                measure.arrows = max(measure.arrows, stack[stack.count - 1].arrows)
                if stack[stack.count - 1].arrows > maxChain { return .chain(.arrows, line: line) }
                i += 2
            case UInt8(ascii: ";"), UInt8(ascii: "="), UInt8(ascii: ","), UInt8(ascii: ":"):
                stack[stack.count - 1].arrows = 0
                i += 1
            case UInt8(ascii: "#"), UInt8(ascii: "\""):
                let h = c == UInt8(ascii: "#") ? hashes(from: i) : 0
                guard at(i + h) == UInt8(ascii: "\"") else {
                    i += max(h, 1)
                    continue
                }
                let multiline = at(i + h + 1) == UInt8(ascii: "\"") && at(i + h + 2) == UInt8(ascii: "\"")
                stack.append(Frame(kind: .string, squares: 0, hashes: h, multiline: multiline))
                i += h + (multiline ? 3 : 1)
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                measure.nesting = max(measure.nesting, depth)
                if depth > maxNesting { return .nesting(line: line) }
                let square = c == UInt8(ascii: "[")
                let below = top.kind == .paren || top.kind == .square ? top.squares : 0
                let squares = square ? below + 1 : (c == UInt8(ascii: "(") ? below : 0)
                measure.squareNesting = max(measure.squareNesting, squares)
                if squares > maxSquareNesting { return .squareNesting(line: line) }
                if c == UInt8(ascii: "{") { stack[stack.count - 1].arrows = 0 }
                stack.append(Frame(kind: square ? .square : c == UInt8(ascii: "(") ? .paren : .brace, squares: squares))
                i += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                // Unbalanced code (a file with a syntax error) closes whatever is open, never the file's own frame.
                if stack.count > 1 {
                    stack.removeLast()
                    depth -= 1
                    if c == UInt8(ascii: "}") { stack[stack.count - 1].arrows = 0 }
                }
                i += 1
            default:
                i += 1
            }
        }
        return nil
    }
}
