import Testing

@testable import OrientationAPI

@Suite("API codec: strict RFC 8259 reader")
struct APIJSONReaderTests {
    func parse(_ s: String) throws(JSONSyntaxError) -> JSONValue { try JSONReader().parse(Array(s.utf8)) }

    func kind(_ bytes: [UInt8], maxDepth: Int = 64) -> JSONSyntaxError.Kind? {
        do {
            _ = try JSONReader(maxDepth: maxDepth).parse(bytes)
            return nil
        } catch {
            return error.kind
        }
    }

    @Test("accepts every JSON value form and keeps object members in document order")
    func accepts() throws {
        let v = try parse(#" {"b": [1, -2.5e3, true, false, null, "x"], "a": {}, "c": [] } "#)
        guard case .object(let m) = v else { Issue.record("not an object"); return }
        #expect(m.map(\.key) == ["b", "a", "c"])
        #expect(
            v["b"]
                == .array([
                    .number(JSONNumber(1)), .number(JSONNumber(double: -2500, integer: nil)),
                    .bool(true), .bool(false), .null, .string("x"),
                ]))
        #expect(try parse("0") == .number(JSONNumber(0)))
        #expect(try parse("-0.0e+0") == .number(JSONNumber(double: -0.0, integer: nil)))
    }

    @Test("decodes escapes, including surrogate pairs, to the right scalars")
    func escapes() throws {
        #expect(try parse(#""a\"b\\c\/d\b\f\n\r\t\u00e9\ud83d\ude00""#) == .string("a\"b\\c/d\u{8}\u{c}\n\r\t\u{e9}\u{1F600}"))
        #expect(try parse("\"h\u{e9}llo \u{1F600}\"") == .string("h\u{e9}llo \u{1F600}"))
    }

    @Test(
        "refuses what RFC 8259 refuses, each with a stable kind",
        arguments: [
            ("01", JSONSyntaxError.Kind.malformed), ("-", .malformed), ("1.", .malformed), (".5", .malformed),
            ("1e", .malformed), ("+1", .malformed), ("NaN", .malformed), ("Infinity", .malformed),
            ("[1,]", .malformed), ("{\"a\":1,}", .malformed), ("{'a':1}", .malformed), ("{\"a\" 1}", .malformed),
            ("[1] [2]", .malformed), ("{} x", .malformed), ("tru", .malformed), ("nul", .malformed),
            ("\"a\tb\"", .malformed), ("\"a\u{0}b\"", .malformed), ("\"\\ud800\"", .malformed),
            ("\"\\udc00\"", .malformed), ("\"\\ud800\\u0041\"", .malformed), ("\"\\x\"", .malformed),
            ("\"\\u12\"", .malformed), ("\"abc", .malformed), ("", .empty), (" \n\t", .empty),
            ("{\"a\":1,\"a\":2}", .duplicateKey), ("1e400", .numberOutOfRange), ("-1e400", .numberOutOfRange),
        ])
    func refuses(text: String, expected: JSONSyntaxError.Kind) {
        #expect(kind(Array(text.utf8)) == expected)
    }

    @Test(
        "refuses invalid UTF-8: stray continuation, overlong, surrogate code points, truncated sequences",
        arguments: [[0x80], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xE2, 0x82], [0xF5, 0x80, 0x80, 0x80], [0xFF]] as [[UInt8]])
    func invalidUTF8(bad: [UInt8]) {
        #expect(kind([0x22] + bad + [0x22]) == .invalidUTF8)
        #expect(kind([0x22, 0x5C, 0x6E] + bad + [0x22]) == .invalidUTF8, "after an escape")
    }

    @Test(
        "strings are read right wherever an escape, a control character or a non-ASCII byte falls in the 8-byte scan",
        arguments: 0..<20)
    func scanBoundaries(offset: Int) throws {
        let pad = String(repeating: "a", count: offset)
        #expect(try parse("\"" + pad + "\\n" + pad + "\"") == .string(pad + "\n" + pad))
        #expect(try parse("\"" + pad + "é" + pad + "\"") == .string(pad + "é" + pad))
        #expect(try parse("\"" + pad + "\"") == .string(pad))
        #expect(kind(Array(("\"" + pad + "\u{1}" + pad + "\"").utf8)) == .malformed)
        #expect(kind(Array(("\"" + pad).utf8)) == .malformed, "unterminated")
        #expect(kind(Array(("\"" + pad).utf8) + [0xFF] + Array((pad + "\"").utf8)) == .invalidUTF8)
        // Known names come back interned and equal to a freshly built string.
        let known = "supportedInterfaceOrientations"
        #expect(try parse("{\"" + known + "\":\"" + known + pad + "\"}") == .object([JSONMember(key: known, value: .string(known + pad))]))
    }

    @Test("nesting is limited: the limit itself passes, one more level is nesting-too-deep")
    func depth() {
        let ok = String(repeating: "[", count: 64) + String(repeating: "]", count: 64)
        let deep = String(repeating: "[", count: 65) + String(repeating: "]", count: 65)
        #expect(kind(Array(ok.utf8)) == nil)
        #expect(kind(Array(deep.utf8)) == .nestingTooDeep)
        let objects = String(repeating: "{\"a\":", count: 100_000) + "1" + String(repeating: "}", count: 100_000)
        #expect(kind(Array(objects.utf8)) == .nestingTooDeep, "a hostile 100k-deep body is refused, not a stack overflow")
    }

    @Test("duplicate keys are found in large objects too")
    func duplicatesInLargeObjects() {
        let members = (0..<40).map { "\"k\($0)\":\($0)" } + ["\"k7\":0"]
        #expect(kind(Array(("{" + members.joined(separator: ",") + "}").utf8)) == .duplicateKey)
    }

    @Test("a known name written with escapes is still a duplicate of its plain spelling, in either order")
    func duplicatesOfEscapedKnownNames() throws {
        #expect(kind(Array(#"{"name":1,"n\u0061me":2}"#.utf8)) == .duplicateKey)
        #expect(kind(Array(#"{"n\u0061me":1,"name":2}"#.utf8)) == .duplicateKey)
        #expect(kind(Array(#"{"name":1,"kind":2,"name":3}"#.utf8)) == .duplicateKey)
        #expect(kind(Array(#"{"zz":1,"name":2,"zz":3}"#.utf8)) == .duplicateKey)
        #expect(
            try parse(#"{"name":1,"kind":2,"names":3,"nam":4}"#)
                == .object([
                    JSONMember(key: "name", value: .number(JSONNumber(1))), JSONMember(key: "kind", value: .number(JSONNumber(2))),
                    JSONMember(key: "names", value: .number(JSONNumber(3))), JSONMember(key: "nam", value: .number(JSONNumber(4))),
                ]))
    }

    /// RFC 8259 section 7 written out byte by byte: the writer's word-at-a-time scan must produce exactly this.
    static func referenceEscaped(_ s: String) -> [UInt8] {
        var out: [UInt8] = [0x22]
        for c in s.utf8 {
            switch c {
            case 0x22: out += Array("\\\"".utf8)
            case 0x5C: out += Array("\\\\".utf8)
            case 0x0A: out += Array("\\n".utf8)
            case 0x0D: out += Array("\\r".utf8)
            case 0x09: out += Array("\\t".utf8)
            case 0x08: out += Array("\\b".utf8)
            case 0x0C: out += Array("\\f".utf8)
            case ..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                out += Array("\\u00".utf8) + [hex[Int(c >> 4)], hex[Int(c & 0xF)]]
            default: out.append(c)
            }
        }
        return out + [0x22]
    }

    @Test(
        "the writer escapes a special byte wherever it falls in its 8-byte scan, and copies the rest unchanged",
        arguments: 0..<20)
    func writerScanBoundaries(offset: Int) throws {
        let pad = String(repeating: "a", count: offset)
        for special in ["\"", "\\", "\n", "\u{1}", "\u{1f}", "\u{7f}", "é", "😀", "\"\"", "\\\n"] {
            for s in [pad + special, special + pad, pad + special + pad, pad + special + pad + special] {
                var w = JSONWriter()
                w.string(s)
                #expect(w.bytes == Self.referenceEscaped(s), "\(Array(s.utf8))")
                #expect(try JSONReader().parse(w.bytes) == .string(s))
            }
        }
    }

    @Test("integers are exact up to Int, beyond that they are doubles")
    func numbers() throws {
        #expect(try parse("123456789012345678") == .number(JSONNumber(123_456_789_012_345_678)))
        #expect(try parse("9223372036854775807") == .number(JSONNumber(double: 9_223_372_036_854_775_807, integer: Int.max)))
        guard case .number(let big) = try parse("99999999999999999999") else { return }
        #expect(big.integer == nil && big.double == 1e20)
        guard case .number(let f) = try parse("2.0") else { return }
        #expect(f.integer == nil && f.exactInteger == 2)
    }

    @Test("the writer escapes what it must and its output reads back identically")
    func writerRoundTrip() throws {
        let nasty = "q\"b\\s/\n\r\t\u{0}\u{1f}\u{7f}é😀\u{2028}"
        var w = JSONWriter()
        w.beginObject()
        w.key(nasty); w.string(nasty)
        w.key("n"); w.integer(Int.min)
        w.key("m"); w.integer(Int.max)
        w.key("d"); w.number(0.1)
        w.key("a"); w.beginArray(); w.bool(true); w.null(); w.integer(0); w.endArray()
        w.endObject()
        let back = try JSONReader().parse(w.bytes)
        #expect(
            back
                == .object([
                    JSONMember(key: nasty, value: .string(nasty)),
                    JSONMember(key: "n", value: .number(JSONNumber(double: Double(Int.min), integer: Int.min))),
                    JSONMember(key: "m", value: .number(JSONNumber(double: Double(Int.max), integer: Int.max))),
                    JSONMember(key: "d", value: .number(JSONNumber(double: 0.1, integer: nil))),
                    JSONMember(key: "a", value: .array([.bool(true), .null, .number(JSONNumber(0))])),
                ]))
        #expect(!w.bytes.contains(where: { $0 < 0x20 }), "no raw control characters on the wire")
    }

    @Test(
        "JSON Pointer tokens escape ~ before /",
        arguments: [
            ("a/b", "a~1b"), ("m~n", "m~0n"), ("~/", "~0~1"), ("~1", "~01"), ("plain", "plain"), ("", ""),
        ])
    func pointerEscaping(token: String, escaped: String) {
        #expect(JSONPath.escape(token) == escaped)
        var p = JSONPath(base: "/items/3")
        p.push(token)
        p.push(0)
        #expect(p.pointer == "/items/3/" + escaped + "/0")
    }
}
