/// A small tokenizer for Objective-C: enough to find declarations, method bodies, messages and C calls. Comments
/// and preprocessor lines are skipped (both branches of `#if` are read); it accepts any bytes and never fails.
struct ObjCTokenizer {
    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var lineStart = 0

    init(_ source: String) {
        bytes = Array(source.utf8)
    }

    static func tokens(_ source: String) -> [ObjCToken] {
        var tokenizer = ObjCTokenizer(source)
        var tokens: [ObjCToken] = []
        tokens.reserveCapacity(tokenizer.bytes.count / 4)
        while let t = tokenizer.next() { tokens.append(t) }
        return tokens
    }

    /// Operators of two or three characters, longest first.
    private static let operators: [[UInt8]] = [
        "<<=", ">>=", "...", "==", "!=", "<=", ">=", "&&", "||", "<<", ">>", "->", "++", "--", "+=", "-=", "*=",
        "/=", "|=", "&=", "^=", "%=",
    ].map { Array($0.utf8) }

    private func peek(_ offset: Int = 0) -> UInt8? {
        let i = index + offset
        return i < bytes.count ? bytes[i] : nil
    }

    private mutating func advance() {
        if bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        index += 1
    }

    private static func isIdentifierStart(_ b: UInt8) -> Bool {
        (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || b == UInt8(ascii: "_") || b == UInt8(ascii: "$")
            || b >= 0x80
    }

    private static func isIdentifierPart(_ b: UInt8) -> Bool {
        isIdentifierStart(b) || (b >= 0x30 && b <= 0x39)
    }

    /// Whether only spaces precede `index` on its line (a `#` there starts a preprocessor directive).
    private func atLineStart() -> Bool {
        var i = index - 1
        while i >= lineStart {
            if bytes[i] != UInt8(ascii: " ") && bytes[i] != UInt8(ascii: "\t") { return false }
            i -= 1
        }
        return true
    }

    private mutating func skipTrivia() {
        while let b = peek() {
            if b == UInt8(ascii: " ") || b == UInt8(ascii: "\t") || b == UInt8(ascii: "\n") || b == UInt8(ascii: "\r")
                || b == 0x0B || b == 0x0C
            {
                advance()
            } else if b == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "/") {
                while let c = peek(), c != UInt8(ascii: "\n") { advance() }
            } else if b == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                advance(); advance()
                while let c = peek() {
                    if c == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") { advance(); advance(); break }
                    advance()
                }
            } else if b == UInt8(ascii: "#"), atLineStart() {
                // A directive runs to the end of the line, continued by a trailing backslash.
                while let c = peek() {
                    if c == UInt8(ascii: "\\"), peek(1) == UInt8(ascii: "\n") { advance(); advance(); continue }
                    if c == UInt8(ascii: "\n") { break }
                    if c == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") { break }
                    advance()
                }
            } else {
                return
            }
        }
    }

    private func text(_ from: Int, _ to: Int) -> String {
        String(decoding: bytes[from..<to], as: UTF8.self)
    }

    mutating func next() -> ObjCToken? {
        skipTrivia()
        guard let b = peek() else { return nil }
        let start = index
        let tokenLine = line
        let column = index - lineStart + 1
        func token(_ kind: ObjCToken.Kind, _ text: String) -> ObjCToken {
            ObjCToken(kind: kind, text: text, line: tokenLine, column: column)
        }
        if Self.isIdentifierStart(b) {
            while let c = peek(), Self.isIdentifierPart(c) { advance() }
            return token(.identifier, text(start, index))
        }
        if b >= 0x30 && b <= 0x39 || (b == UInt8(ascii: ".") && (peek(1).map { $0 >= 0x30 && $0 <= 0x39 } ?? false)) {
            while let c = peek(), Self.isIdentifierPart(c) || c == UInt8(ascii: ".") { advance() }
            return token(.number, text(start, index))
        }
        if b == UInt8(ascii: "\"") || b == UInt8(ascii: "'") {
            return token(b == UInt8(ascii: "'") ? .character : .string, quoted())
        }
        if b == UInt8(ascii: "@") {
            if let c = peek(1), c == UInt8(ascii: "\"") {
                advance()
                return token(.string, quoted())
            }
            if let c = peek(1), Self.isIdentifierStart(c) {
                advance()
                while let c = peek(), Self.isIdentifierPart(c) { advance() }
                return token(.atKeyword, text(start, index))
            }
            advance()
            return token(.punctuation, "@")
        }
        for op in Self.operators where index + op.count <= bytes.count && bytes[index..<(index + op.count)].elementsEqual(op) {
            for _ in op { advance() }
            return token(.punctuation, text(start, index))
        }
        advance()
        return token(.punctuation, text(start, index))
    }

    /// A string or character literal from its opening quote; the content between the quotes (escapes kept). An
    /// unterminated literal ends at the end of the line.
    private mutating func quoted() -> String {
        let quote = bytes[index]
        advance()
        let start = index
        while let c = peek(), c != quote, c != UInt8(ascii: "\n") {
            if c == UInt8(ascii: "\\"), index + 1 < bytes.count { advance() }
            advance()
        }
        let content = text(start, index)
        if peek() == quote { advance() }
        return content
    }
}
