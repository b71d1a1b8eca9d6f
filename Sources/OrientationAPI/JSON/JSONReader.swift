/// A strict, byte-level RFC 8259 reader: one pass over the bytes, no Foundation.
///
/// Why hand-written: Foundation's `JSONDecoder` costs 28-69 µs per request on the target machine and
/// caps the service at about 0.17x the bare libmicrohttpd limit (BENCHMARKS.md), where
/// the service's budget for decode + encode is 20 µs. Strictness: invalid UTF-8, lone surrogates, control
/// characters in strings, leading zeros, `NaN`/`Infinity`, trailing data and duplicate keys are all refused,
/// so every server built on this reader agrees with every other strict parser on what a body means.
package struct JSONReader: Sendable {
    /// The maximum nesting of arrays and objects (the document's top-level value is depth 1).
    package var maxDepth: Int

    package init(maxDepth: Int = 64) {
        self.maxDepth = maxDepth
    }

    /// Parses one complete JSON document.
    package func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
        let r: Result<JSONValue, JSONSyntaxError> = bytes.withUnsafeBufferPointer { buf in
            var p = Parser(buf, maxDepth: maxDepth)
            do throws(JSONSyntaxError) {
                return .success(try p.document())
            } catch {
                return .failure(error)
            }
        }
        return try r.get()
    }
}

private struct Parser {
    let b: UnsafeBufferPointer<UInt8>
    var i = 0
    var depth = 0
    let maxDepth: Int
    let interns = InternTable.shared

    init(_ b: UnsafeBufferPointer<UInt8>, maxDepth: Int) {
        self.b = b
        self.maxDepth = maxDepth
    }

    mutating func document() throws(JSONSyntaxError) -> JSONValue {
        skipWhitespace()
        if i == b.count { throw JSONSyntaxError(.empty, offset: 0, "the body is empty; send a JSON object") }
        let v = try value()
        skipWhitespace()
        if i != b.count { throw fail("unexpected data after the JSON document") }
        return v
    }

    @inline(__always) mutating func skipWhitespace() {
        while i < b.count {
            switch b[i] {
            case 0x20, 0x0A, 0x0D, 0x09: i += 1
            default: return
            }
        }
    }

    func fail(_ message: String) -> JSONSyntaxError {
        if i < b.count, b[i] >= 0x80, !validUTF8At(i) {
            return JSONSyntaxError(.invalidUTF8, offset: i, "invalid UTF-8 at byte \(i)")
        }
        let found = i < b.count ? describe(b[i]) : "end of input"
        return JSONSyntaxError(.malformed, offset: i, "\(message) at byte \(i) (found \(found))")
    }

    func describe(_ c: UInt8) -> String {
        (0x21...0x7E).contains(c) ? "'\(Character(Unicode.Scalar(c)))'" : "byte 0x\(String(c, radix: 16))"
    }

    func validUTF8At(_ at: Int) -> Bool {
        let end = Swift.min(b.count, at + 4)
        for n in 2...4 where at + n <= end {
            if String(validating: UnsafeBufferPointer(rebasing: b[at..<(at + n)]), as: UTF8.self) != nil {
                return true
            }
        }
        return false
    }

    mutating func value() throws(JSONSyntaxError) -> JSONValue {
        guard i < b.count else { throw fail("expected a value") }
        switch b[i] {
        case UInt8(ascii: "{"): return try object()
        case UInt8(ascii: "["): return try array()
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
        default: throw fail("expected a value")
        }
    }

    mutating func literal(_ word: StaticString) throws(JSONSyntaxError) {
        let n = word.utf8CodeUnitCount
        guard i + n <= b.count else { throw fail("expected '\(word)'") }
        let p = word.utf8Start
        for k in 0..<n where b[i + k] != p[k] {
            i += k
            throw fail("expected '\(word)'")
        }
        i += n
    }

    mutating func enter() throws(JSONSyntaxError) {
        depth += 1
        if depth > maxDepth {
            throw JSONSyntaxError(
                .nestingTooDeep, offset: i,
                "arrays and objects are nested deeper than \(maxDepth) levels at byte \(i)")
        }
    }

    mutating func object() throws(JSONSyntaxError) -> JSONValue {
        try enter()
        i += 1
        var members: [JSONMember] = []
        members.reserveCapacity(8)
        skipWhitespace()
        if i < b.count, b[i] == UInt8(ascii: "}") {
            i += 1
            depth -= 1
            return .object(members)
        }
        var seen: Set<String>? = nil
        while true {
            skipWhitespace()
            guard i < b.count, b[i] == UInt8(ascii: "\"") else { throw fail("expected a string key") }
            let keyOffset = i
            let (key, id) = try stringAndKey()
            // Duplicate detection: linear for the small objects requests are made of, a set beyond that so a
            // hostile object with 100k keys stays linear.
            // Two interned keys are the same name exactly when their ids are; only a name the table does not
            // know (or one written with escapes) needs a string comparison.
            if members.count < 16 {
                if id != .unknown {
                    for m in members where m.id == id || (m.id == .unknown && m.key == key) { throw duplicate(key, keyOffset) }
                } else {
                    for m in members where m.key == key { throw duplicate(key, keyOffset) }
                }
            } else {
                if seen == nil { seen = Set(members.map(\.key)) }
                if !seen!.insert(key).inserted { throw duplicate(key, keyOffset) }
            }
            skipWhitespace()
            guard i < b.count, b[i] == UInt8(ascii: ":") else { throw fail("expected ':' after an object key") }
            i += 1
            skipWhitespace()
            let v = try value()
            members.append(JSONMember(key: key, id: id, value: v))
            skipWhitespace()
            guard i < b.count else { throw fail("expected ',' or '}'") }
            if b[i] == UInt8(ascii: ",") { i += 1; continue }
            if b[i] == UInt8(ascii: "}") { i += 1; break }
            throw fail("expected ',' or '}'")
        }
        depth -= 1
        return .object(members)
    }

    func duplicate(_ key: String, _ at: Int) -> JSONSyntaxError {
        JSONSyntaxError(
            .duplicateKey, offset: at,
            "the key \(VocabularyQuote.quote(key)) appears twice in one object (byte \(at))")
    }

    mutating func array() throws(JSONSyntaxError) -> JSONValue {
        try enter()
        i += 1
        var items: [JSONValue] = []
        skipWhitespace()
        if i < b.count, b[i] == UInt8(ascii: "]") {
            i += 1
            depth -= 1
            return .array(items)
        }
        // Request arrays are short (orientation lists, child controllers): one allocation instead of growing
        // through capacities 1, 2 and 4.
        items.reserveCapacity(4)
        while true {
            skipWhitespace()
            items.append(try value())
            skipWhitespace()
            guard i < b.count else { throw fail("expected ',' or ']'") }
            if b[i] == UInt8(ascii: ",") { i += 1; continue }
            if b[i] == UInt8(ascii: "]") { i += 1; break }
            throw fail("expected ',' or ']'")
        }
        depth -= 1
        return .array(items)
    }

    /// A string starting at the opening quote. The fast path (no escapes, all ASCII) scans with a raw
    /// pointer, returns the interned immortal `String` for known names and vocabulary (no allocation), and
    /// otherwise builds the `String` straight from the bytes; non-ASCII bytes are validated as UTF-8.
    @inline(__always)
    mutating func string() throws(JSONSyntaxError) -> String {
        try stringAndKey().0
    }

    mutating func stringAndKey() throws(JSONSyntaxError) -> (String, JSONKey) {
        i += 1
        let start = i
        let base = b.baseAddress!
        let count = b.count
        // A known name or vocabulary word is recognised from its first bytes, without scanning for its end.
        if let n = interns.entry(at: base + start, available: count - start) {
            i = start + interns.length(at: n) + 1
            return (interns.string(at: n), interns.key(at: n))
        }
        var high: UInt8 = 0
        var j = endOfPlainASCII(base, from: i, count: count)
        while j < count {
            let c = base[j]
            if c == 0x22 || c == 0x5C || c < 0x20 { break }
            high |= c
            j += 1
        }
        i = j
        guard j < count else { throw fail("unterminated string") }
        let c = base[j]
        if c == 0x5C { return (try escapedString(from: start), .unknown) }
        if c < 0x20 { throw fail("control character in a string (escape it)") }
        i = j + 1
        let length = j - start
        if high < 0x80 {
            // Not interned: `entry(at:available:)` above matches every interned string written plainly.
            return (String(decoding: UnsafeBufferPointer(start: base + start, count: length), as: UTF8.self), .unknown)
        }
        guard let v = String(validating: UnsafeBufferPointer(start: base + start, count: length), as: UTF8.self) else {
            throw JSONSyntaxError(.invalidUTF8, offset: start, "invalid UTF-8 in the string at byte \(start)")
        }
        return (v, .unknown)
    }

    mutating func escapedString(from start: Int) throws(JSONSyntaxError) -> String {
        var out: [UInt8] = Array(UnsafeBufferPointer(rebasing: b[start..<i]))
        while i < b.count {
            let c = b[i]
            if c == UInt8(ascii: "\"") {
                i += 1
                guard let v = String(validating: out, as: UTF8.self) else {
                    throw JSONSyntaxError(.invalidUTF8, offset: start, "invalid UTF-8 in the string at byte \(start)")
                }
                return v
            }
            if c < 0x20 { throw fail("control character in a string (escape it)") }
            if c != UInt8(ascii: "\\") {
                out.append(c)
                i += 1
                continue
            }
            i += 1
            guard i < b.count else { throw fail("unterminated escape") }
            switch b[i] {
            case UInt8(ascii: "\""): out.append(0x22)
            case UInt8(ascii: "\\"): out.append(0x5C)
            case UInt8(ascii: "/"): out.append(0x2F)
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "u"):
                i += 1
                var scalar = try hex4()
                if (0xD800...0xDBFF).contains(scalar) {
                    guard i + 1 < b.count, b[i] == UInt8(ascii: "\\"), b[i + 1] == UInt8(ascii: "u") else {
                        throw fail("lone high surrogate escape")
                    }
                    i += 2
                    let low = try hex4()
                    guard (0xDC00...0xDFFF).contains(low) else { throw fail("lone high surrogate escape") }
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                } else if (0xDC00...0xDFFF).contains(scalar) {
                    throw fail("lone low surrogate escape")
                }
                out.append(contentsOf: String(Character(Unicode.Scalar(scalar)!)).utf8)
                continue
            default:
                throw fail("invalid escape")
            }
            i += 1
        }
        throw fail("unterminated string")
    }

    mutating func hex4() throws(JSONSyntaxError) -> UInt32 {
        guard i + 4 <= b.count else { throw fail("expected 4 hex digits") }
        var v: UInt32 = 0
        for _ in 0..<4 {
            let c = b[i]
            let d: UInt32
            switch c {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): d = UInt32(c - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): d = UInt32(c - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): d = UInt32(c - UInt8(ascii: "A") + 10)
            default: throw fail("expected 4 hex digits")
            }
            v = v << 4 | d
            i += 1
        }
        return v
    }

    /// `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`. Integers of up to 18 digits are exact; anything else
    /// goes through the standard library's correctly rounded conversion.
    mutating func number() throws(JSONSyntaxError) -> JSONNumber {
        let start = i
        var negative = false
        if b[i] == UInt8(ascii: "-") {
            negative = true
            i += 1
        }
        guard i < b.count, isDigit(b[i]) else { throw fail("expected a digit") }
        var digits = 0
        var int = 0
        if b[i] == UInt8(ascii: "0") {
            i += 1
            if i < b.count, isDigit(b[i]) { throw fail("leading zero in a number") }
            digits = 1
        } else {
            while i < b.count, isDigit(b[i]) {
                if digits < 18 { int = int * 10 + Int(b[i] - UInt8(ascii: "0")) }
                digits += 1
                i += 1
            }
        }
        var isInteger = true
        if i < b.count, b[i] == UInt8(ascii: ".") {
            isInteger = false
            i += 1
            guard i < b.count, isDigit(b[i]) else { throw fail("expected a digit after '.'") }
            while i < b.count, isDigit(b[i]) { i += 1 }
        }
        if i < b.count, b[i] == UInt8(ascii: "e") || b[i] == UInt8(ascii: "E") {
            isInteger = false
            i += 1
            if i < b.count, b[i] == UInt8(ascii: "+") || b[i] == UInt8(ascii: "-") { i += 1 }
            guard i < b.count, isDigit(b[i]) else { throw fail("expected a digit in the exponent") }
            while i < b.count, isDigit(b[i]) { i += 1 }
        }
        if isInteger, digits <= 18 {
            let v = negative ? -int : int
            return JSONNumber(double: Double(v), integer: v)
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: b[start..<i]), as: UTF8.self)
        guard let d = Double(text), d.isFinite else {
            throw JSONSyntaxError(
                .numberOutOfRange, offset: start,
                "the number at byte \(start) is too large to represent")
        }
        return JSONNumber(double: d, integer: isInteger ? Int(text) : nil)
    }

    @inline(__always) func isDigit(_ c: UInt8) -> Bool { c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") }
}

/// Shortens a client-supplied value for echoing in a message (same rule as `VocabularyError`).
enum VocabularyQuote {
    static func quote(_ v: String) -> String {
        let s = v.utf8.count > 64 ? String(v.prefix(64)) + "…" : v
        return "'" + s + "'"
    }
}
