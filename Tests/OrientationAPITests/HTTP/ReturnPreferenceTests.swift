import Testing

@testable import OrientationAPI

@Suite("Prefer: return (RFC 7240)")
struct ReturnPreferenceTests {
    @Test(
        "one Prefer field value gives the return preference RFC 7240 section 2 reads from it",
        arguments: [
            ("return=minimal", ReturnPreference.minimal),
            ("return=representation", .representation),
            ("RETURN=minimal", .minimal),  // preference names compare case-insensitively
            ("Return=minimal", .minimal),
            ("return=Minimal", nil),  // values compare case-sensitively: an unknown value is ignored
            ("return=\"minimal\"", .minimal),  // a quoted-string is the same value as the token
            ("return=\"min\\imal\"", .minimal),  // quoted-pair escapes are removed
            ("return = minimal", .minimal),  // BWS around "="
            ("\treturn=minimal\t", .minimal),
            ("respond-async, return=minimal", .minimal),  // several preferences, comma-separated
            ("wait=10,return=minimal", .minimal),
            ("return=minimal; foo=\"bar, baz\"", .minimal),  // parameters are allowed and ignored
            ("return=minimal;foo", .minimal),
            ("handling=lenient; x=\"a,return=representation\", return=minimal", .minimal),  // a comma in quotes
            (", ,return=minimal,", .minimal),  // empty list elements
            ("return=minimal, return=representation", .minimal),  // only the first instance counts
            ("return=representation, return=minimal", .representation),
            ("return=unknown, return=minimal", nil),  // the first instance counts even with a value ignored
            ("return", nil),
            ("return=", nil),
            ("respond-async", nil),  // unknown preferences are ignored
            ("returned=minimal", nil),
            ("return=minimalist", nil),  // a value is the whole word, not a prefix of it
            ("return=minima", nil),
            ("return=\"minimal\\\"", nil),  // an escaped closing quote leaves the quoted-string unterminated
            ("", nil),
            ("return:minimal, return=minimal", .minimal),  // a malformed element is skipped
            ("return=\"minimal", nil),  // an unterminated quoted-string
            ("return=minimal extra, wait=1", nil),
        ] as [(String, ReturnPreference?)])
    func parse(field: String, expected: ReturnPreference?) {
        #expect(ReturnPreference.parse(field) == expected)
    }

    @Test("several Prefer fields are one list: the first return preference across them decides")
    func severalFields() {
        let request = APIRequest(
            method: "POST", path: "/v1/decide",
            headers: [
                ("Prefer", "respond-async"), ("Content-Type", "application/json"), ("prefer", "return=minimal"),
                ("Prefer", "return=representation"),
            ])
        #expect(ReturnPreference.of(request) == .minimal)
    }

    @Test("the field name Prefer is matched case-insensitively and other fields are not read")
    func fieldName() {
        #expect(ReturnPreference.of(APIRequest(method: "POST", path: "/", headers: [("PREFER", "return=minimal")])) == .minimal)
        #expect(ReturnPreference.of(APIRequest(method: "POST", path: "/", headers: [("Preferx", "return=minimal")])) == nil)
        #expect(ReturnPreference.of(APIRequest(method: "POST", path: "/", headers: [])) == nil)
    }
}
