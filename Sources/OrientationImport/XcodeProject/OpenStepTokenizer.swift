/// The tokens of an old-style (OpenStep) text property list, the format of Xcode's `project.pbxproj`: quoted and
/// bare strings, `<hex data>`, and the punctuation `{ } ( ) = ; ,`. Comments (`/* ... */`, `// ...`) are skipped.
/// Every token keeps the 1-based line and byte column of its first character.
struct OpenStepToken: Equatable {
    enum Kind: Equatable {
        case string(String)
        case data
        case punctuation(UInt8)
    }
    var kind: Kind
    var line: Int
    var column: Int
}

struct OpenStepTokenizer {
    private let bytes: [UInt8]
    private let path: String
    private var index = 0
    private var line = 1
    private var lineStart = 0

    init(_ bytes: [UInt8], path: String) {
        self.bytes = bytes
        self.path = path
    }

    /// The next token, nil at the end of the file. Throws for an unterminated string, comment or data.
    mutating func next() throws(ImportError) -> OpenStepToken? {
        try skipSpaceAndComments()
        guard index < bytes.count else { return nil }
        let startLine = line
        let startColumn = index - lineStart + 1
        let b = bytes[index]
        switch b {
        case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "="),
            UInt8(ascii: ";"), UInt8(ascii: ","):
            advance()
            return OpenStepToken(kind: .punctuation(b), line: startLine, column: startColumn)
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            let s = try quoted(b, line: startLine)
            return OpenStepToken(kind: .string(s), line: startLine, column: startColumn)
        case UInt8(ascii: "<"):
            while index < bytes.count, bytes[index] != UInt8(ascii: ">") { advance() }
            guard index < bytes.count else {
                throw ImportError(.malformedPlist, file: path, line: startLine, "<data> is not closed with '>'")
            }
            advance()
            return OpenStepToken(kind: .data, line: startLine, column: startColumn)
        default:
            let start = index
            while index < bytes.count, Self.isBare(bytes[index]) { advance() }
            guard index > start else {
                throw ImportError(
                    .malformedPlist, file: path, line: startLine,
                    "unexpected character '\(Self.printable(b))'")
            }
            return OpenStepToken(
                kind: .string(String(decoding: bytes[start..<index], as: UTF8.self)),
                line: startLine, column: startColumn)
        }
    }

    /// Characters of an unquoted string: anything but white space, quotes and the punctuation. (The format
    /// allows fewer; Xcode only writes letters, digits and `_$+/:.-` unquoted, and reading more does no harm.)
    private static func isBare(_ b: UInt8) -> Bool {
        switch b {
        case 0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C, UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "("),
            UInt8(ascii: ")"), UInt8(ascii: "="), UInt8(ascii: ";"), UInt8(ascii: ","), UInt8(ascii: "\""),
            UInt8(ascii: "'"), UInt8(ascii: "<"), UInt8(ascii: ">"):
            false
        default:
            b >= 0x20
        }
    }

    private static func printable(_ b: UInt8) -> String {
        b >= 0x20 && b < 0x7F ? String(UnicodeScalar(b)) : "\\x" + String(b, radix: 16)
    }

    private mutating func advance() {
        if bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        index += 1
    }

    private mutating func skipSpaceAndComments() throws(ImportError) {
        while index < bytes.count {
            let b = bytes[index]
            if b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D || b == 0x0B || b == 0x0C {
                advance()
            } else if b == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                let startLine = line
                advance(); advance()
                while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) {
                    advance()
                }
                guard index + 1 < bytes.count else {
                    throw ImportError(.malformedPlist, file: path, line: startLine, "a /* comment is not closed")
                }
                advance(); advance()
            } else if b == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { advance() }
            } else {
                return
            }
        }
    }

    /// A quoted string with the format's escapes: `\n \t \r \" \\ \'`, `\a \b \f \v`, octal `\ooo` and `\Uxxxx`.
    private mutating func quoted(_ quote: UInt8, line startLine: Int) throws(ImportError) -> String {
        advance()
        var out: [UInt8] = []
        while index < bytes.count {
            let b = bytes[index]
            if b == quote {
                advance()
                return String(decoding: out, as: UTF8.self)
            }
            if b != UInt8(ascii: "\\") {
                out.append(b)
                advance()
                continue
            }
            advance()
            guard index < bytes.count else { break }
            let e = bytes[index]
            advance()
            switch e {
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "a"): out.append(0x07)
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "v"): out.append(0x0B)
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                var value = Int(e - UInt8(ascii: "0"))
                var digits = 1
                while digits < 3, index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[index]) {
                    value = value * 8 + Int(bytes[index] - UInt8(ascii: "0"))
                    advance()
                    digits += 1
                }
                out.append(UInt8(truncatingIfNeeded: value))
            case UInt8(ascii: "U"):
                var value: UInt32 = 0
                var digits = 0
                while digits < 4, index < bytes.count, let h = Self.hexValue(bytes[index]) {
                    value = value * 16 + UInt32(h)
                    advance()
                    digits += 1
                }
                out.append(contentsOf: Array(String(UnicodeScalar(value).map(Character.init) ?? "\u{FFFD}").utf8))
            default:
                out.append(e)
            }
        }
        throw ImportError(.malformedPlist, file: path, line: startLine, "a quoted string is not closed")
    }

    private static func hexValue(_ b: UInt8) -> UInt8? {
        switch b {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): b - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): b - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): b - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
