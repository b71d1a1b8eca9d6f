/// A JSON value as the conformance harness reads it: objects keep their members in file order (a vector's
/// request body is sent exactly as written, so error vectors that depend on member order stay meaningful),
/// numbers keep their literal text (re-sent verbatim) and their value (compared numerically).
///
/// The harness has its own reader on purpose: it must not share code with the service it checks
/// (`OrientationAPI.JSONReader`), or a reader bug would hide itself.
enum ConformanceJSON: Sendable, Hashable {
    case null
    case bool(Bool)
    case number(literal: String, value: Double)
    case string(String)
    case array([ConformanceJSON])
    case object([ConformanceMember])

    /// The member named `key`, when this is an object that has one.
    subscript(key: String) -> ConformanceJSON? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    var stringValue: String? {
        if case .string(let s) = self { return s }
        return nil
    }

    var intValue: Int? {
        if case .number(_, let v) = self, v.rounded() == v { return Int(v) }
        return nil
    }

    var arrayValue: [ConformanceJSON]? {
        if case .array(let a) = self { return a }
        return nil
    }

    var members: [ConformanceMember]? {
        if case .object(let m) = self { return m }
        return nil
    }

    /// Compact JSON text: members in order, number literals as written, strings escaped per RFC 8259.
    var serialized: String {
        var out = ""
        write(into: &out)
        return out
    }

    private func write(into out: inout String) {
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let literal, _): out += literal
        case .string(let s): Self.writeString(s, into: &out)
        case .array(let items):
            out += "["
            for (i, item) in items.enumerated() {
                if i > 0 { out += "," }
                item.write(into: &out)
            }
            out += "]"
        case .object(let members):
            out += "{"
            for (i, m) in members.enumerated() {
                if i > 0 { out += "," }
                Self.writeString(m.key, into: &out)
                out += ":"
                m.value.write(into: &out)
            }
            out += "}"
        }
    }

    private static func writeString(_ s: String, into out: inout String) {
        out += "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
    }

    /// A short rendering for failure messages.
    var brief: String {
        let s = serialized
        return s.count > 300 ? String(s.prefix(300)) + "…" : s
    }
}

struct ConformanceMember: Sendable, Hashable {
    var key: String
    var value: ConformanceJSON
}

/// Why a vector file or response body could not be read as JSON.
struct ConformanceJSONError: Error, CustomStringConvertible {
    var offset: Int
    var message: String
    var description: String { "JSON error at byte \(offset): \(message)" }
}

/// A small strict RFC 8259 reader producing `ConformanceJSON`.
struct ConformanceJSONReader {
    private let bytes: [UInt8]
    private var i = 0

    static func parse(_ bytes: [UInt8]) throws -> ConformanceJSON {
        var r = ConformanceJSONReader(bytes: bytes)
        r.skipSpace()
        let v = try r.value(depth: 0)
        r.skipSpace()
        guard r.i == bytes.count else { throw r.error("trailing characters") }
        return v
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private func error(_ message: String) -> ConformanceJSONError { ConformanceJSONError(offset: i, message: message) }

    private mutating func skipSpace() {
        while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x0A || bytes[i] == 0x0D || bytes[i] == 0x09 { i += 1 }
    }

    private mutating func literal(_ word: String, _ v: ConformanceJSON) throws -> ConformanceJSON {
        let w = Array(word.utf8)
        guard i + w.count <= bytes.count, Array(bytes[i..<(i + w.count)]) == w else { throw error("bad literal") }
        i += w.count
        return v
    }

    private mutating func value(depth: Int) throws -> ConformanceJSON {
        guard depth < 512 else { throw error("too deep") }
        guard i < bytes.count else { throw error("unexpected end") }
        switch bytes[i] {
        case UInt8(ascii: "{"):
            i += 1
            var members: [ConformanceMember] = []
            skipSpace()
            if i < bytes.count, bytes[i] == UInt8(ascii: "}") { i += 1; return .object(members) }
            while true {
                skipSpace()
                guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") else { throw error("expected a key") }
                let key = try string()
                skipSpace()
                guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else { throw error("expected ':'") }
                i += 1
                skipSpace()
                members.append(ConformanceMember(key: key, value: try value(depth: depth + 1)))
                skipSpace()
                guard i < bytes.count else { throw error("unterminated object") }
                if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
                if bytes[i] == UInt8(ascii: "}") { i += 1; return .object(members) }
                throw error("expected ',' or '}'")
            }
        case UInt8(ascii: "["):
            i += 1
            var items: [ConformanceJSON] = []
            skipSpace()
            if i < bytes.count, bytes[i] == UInt8(ascii: "]") { i += 1; return .array(items) }
            while true {
                skipSpace()
                items.append(try value(depth: depth + 1))
                skipSpace()
                guard i < bytes.count else { throw error("unterminated array") }
                if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
                if bytes[i] == UInt8(ascii: "]") { i += 1; return .array(items) }
                throw error("expected ',' or ']'")
            }
        case UInt8(ascii: "\""):
            return .string(try string())
        case UInt8(ascii: "t"): return try literal("true", .bool(true))
        case UInt8(ascii: "f"): return try literal("false", .bool(false))
        case UInt8(ascii: "n"): return try literal("null", .null)
        default:
            return try number()
        }
    }

    private mutating func number() throws -> ConformanceJSON {
        let start = i
        func isNumberByte(_ b: UInt8) -> Bool {
            (b >= 0x30 && b <= 0x39) || b == UInt8(ascii: "-") || b == UInt8(ascii: "+") || b == UInt8(ascii: ".")
                || b == UInt8(ascii: "e") || b == UInt8(ascii: "E")
        }
        while i < bytes.count, isNumberByte(bytes[i]) { i += 1 }
        let text = String(decoding: bytes[start..<i], as: UTF8.self)
        guard !text.isEmpty, let v = Double(text) else { i = start; throw error("bad number") }
        return .number(literal: text, value: v)
    }

    private mutating func hex4() throws -> UInt32 {
        guard i + 4 <= bytes.count else { throw error("short \\u escape") }
        guard let v = UInt32(String(decoding: bytes[i..<(i + 4)], as: UTF8.self), radix: 16) else {
            throw error("bad \\u escape")
        }
        i += 4
        return v
    }

    private mutating func string() throws -> String {
        i += 1  // opening quote
        var out: [UInt8] = []
        while true {
            guard i < bytes.count else { throw error("unterminated string") }
            let b = bytes[i]
            i += 1
            if b == UInt8(ascii: "\"") { break }
            if b != UInt8(ascii: "\\") { out.append(b); continue }
            guard i < bytes.count else { throw error("unterminated escape") }
            let e = bytes[i]
            i += 1
            switch e {
            case UInt8(ascii: "\""): out.append(0x22)
            case UInt8(ascii: "\\"): out.append(0x5C)
            case UInt8(ascii: "/"): out.append(0x2F)
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "u"):
                var code = try hex4()
                if (0xD800..<0xDC00).contains(code), i + 6 <= bytes.count, bytes[i] == 0x5C, bytes[i + 1] == UInt8(ascii: "u") {
                    i += 2
                    let low = try hex4()
                    code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                }
                let scalar = Unicode.Scalar(code) ?? "\u{FFFD}"
                out.append(contentsOf: Array(String(Character(scalar)).utf8))
            default: throw error("bad escape")
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
