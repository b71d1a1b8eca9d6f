import HTTPHeaders
import Testing

@Suite("Header fields kept as bytes")
struct HeaderFieldsTests {
    static let fields: HeaderFields = [
        ("Host", "127.0.0.1:8080"), ("Content-Type", "application/json"), ("Prefer", "return=minimal"),
        ("prefer", "respond-async"), ("X-Request-Id", "trace-7"),
    ]

    @Test(
        "A field is found whatever the case of the name asked for (RFC 9110 section 5.1)",
        arguments: ["content-type", "Content-Type", "CONTENT-TYPE", "cOnTeNt-TyPe"])
    func nameCaseIsIgnored(name: String) {
        #expect(Self.fields.first(name) == "application/json")
    }

    @Test(
        "A name that differs in more than case finds nothing",
        arguments: ["Content-Typ", "Content-Types", "Content_Type", "Content-Type ", "", "Content-Type\0"])
    func otherNamesFindNothing(name: String) {
        #expect(Self.fields.first(name) == nil)
    }

    @Test("A field appended from bytes reads back as those bytes, after the fields before it")
    func appendBytes() {
        var fields = HeaderFields()
        fields.append("Content-Type", constant: "application/json")
        let value: StaticString = "3fa0c2d1-1a"
        fields.append("X-Request-Id", bytes: UnsafeBufferPointer(start: value.utf8Start, count: value.utf8CodeUnitCount))
        #expect(fields.list.map { "\($0.name): \($0.value)" } == ["Content-Type: application/json", "X-Request-Id: 3fa0c2d1-1a"])
    }

    @Test("The first of repeated fields is the one returned")
    func firstOfRepeatedFields() {
        #expect(Self.fields.first("PREFER") == "return=minimal")
    }

    @Test("Every field of one name is read in order, until the reader stops")
    func everyValueOfOneName() {
        var seen: [String] = []
        Self.fields.forEachValue(named: "Prefer") { value in
            seen.append(String(decoding: value, as: UTF8.self))
            return true
        }
        #expect(seen == ["return=minimal", "respond-async"])
        seen = []
        Self.fields.forEachValue(named: "Prefer") { value in
            seen.append(String(decoding: value, as: UTF8.self))
            return false
        }
        #expect(seen == ["return=minimal"])
    }

    @Test("The fields come back in arrival order, spelled as received")
    func orderAndSpellingAreKept() {
        let list = Self.fields.list
        #expect(list.map(\.name) == ["Host", "Content-Type", "Prefer", "prefer", "X-Request-Id"])
        #expect(list.map(\.value) == ["127.0.0.1:8080", "application/json", "return=minimal", "respond-async", "trace-7"])
        #expect(Self.fields.count == 5)
    }

    @Test("An empty value is a field with an empty value, not a missing field")
    func emptyValue() {
        let fields: HeaderFields = [("X-Empty", ""), ("Accept", "*/*")]
        #expect(fields.first("x-empty") == "")
        #expect(fields.first("Accept") == "*/*")
    }

    @Test("Invalid UTF-8 in a value becomes U+FFFD, as String(cString:) makes it")
    func invalidUTF8IsRepaired() {
        let bytes: [UInt8] = [0x61, 0xFF, 0x62]
        let fields = HeaderFields(byteCapacity: HeaderFields.bytesNeeded(nameCount: 1, valueCount: 3)) { writer in
            let name: [UInt8] = [0x58]
            _ = name.withUnsafeBytes { name in bytes.withUnsafeBytes { writer.append(name: name, value: $0) } }
        }
        let terminated = bytes + [0]
        let expected = terminated.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { String(cString: $0.baseAddress!) }
        }
        #expect(fields.first("X") == expected)
        #expect(expected == "a\u{FFFD}b")
    }

    @Test(
        "The first value is compared with a constant ignoring ASCII case; nil without the field",
        arguments: [
            ([("Content-Type", "application/json")], true),
            ([("Content-Type", "Application/JSON")], true),
            ([("Content-Type", "application/json; charset=utf-8")], false),
            ([("Content-Type", "text/plain"), ("Content-Type", "application/json")], false),
            ([("Accept", "application/json")], nil),
        ] as [([(name: String, value: String)], Bool?)])
    func firstValueComparison(fields: [(name: String, value: String)], expected: Bool?) {
        #expect(HeaderFields(fields).first("content-type", equalsIgnoringCase: "application/json") == expected)
    }

    @Test("A field that does not fit the buffer is left out and the ones before it kept")
    func writerRefusesWhatDoesNotFit() {
        let fields = HeaderFields(byteCapacity: HeaderFields.bytesNeeded(nameCount: 1, valueCount: 1) + 3) { writer in
            let one: [UInt8] = [0x41]
            let two: [UInt8] = [0x42, 0x42]
            #expect(one.withUnsafeBytes { one in writer.append(name: one, value: one) })
            #expect(!two.withUnsafeBytes { two in writer.append(name: two, value: two) })
        }
        #expect(fields.count == 1)
        #expect(fields.list.map(\.name) == ["A"])
    }
}
