import HTTPHeaders

/// The `return` preference of a request's `Prefer` header fields (RFC 7240 section 4.2): `return=minimal` asks
/// `/v1/decide`, `/v1/simulate` and `/v1/batch` for the short answer (no explanation, `disputed` in brief), for
/// harnesses that run thousands of cases and read only the outcome; `return=representation` asks for the full
/// answer, which is also what a request without the preference gets.
///
/// Parsed as RFC 7240 section 2 says: the fields are one comma-separated list (several `Prefer` fields are the
/// same as one with their values joined), each preference is `token [= word] *(; parameter)`, names compare
/// case-insensitively and values case-sensitively (a token and the same quoted-string are the same value), only
/// the first instance of a preference counts, and a preference the server does not know, a value it does not
/// know and a malformed element are ignored: a preference never makes a request fail.
package enum ReturnPreference: Sendable, Equatable {
    case representation
    case minimal

    /// The header that says the short answer was sent (RFC 7240 section 3).
    package static let appliedMinimal: (name: StaticString, value: StaticString) = ("Preference-Applied", "return=minimal")
    /// The answers of the three endpoints differ by `Prefer`, so caches must key on it (RFC 9110 section 12.5.5).
    package static let vary: (name: StaticString, value: StaticString) = ("Vary", "Prefer")

    /// The request's `return` preference; nil when it names none (or only a value this server does not know).
    package static func of(_ request: APIRequest) -> ReturnPreference? {
        var preference: ReturnPreference?
        // Read in place from the request's fields. The first `return` of all the fields decides, even when its value is
        // one this server ignores.
        request.fields.forEachValue(named: "Prefer") { value in
            guard let found = PreferParser.returnValue(in: value) else { return true }
            preference = found
            return false
        }
        return preference
    }

    /// `of(_:)` over the text of one `Prefer` field value (tests, and callers that hold the joined list).
    package static func parse(_ fieldValue: String) -> ReturnPreference? {
        var value = fieldValue
        return value.withUTF8 { PreferParser.returnValue(in: $0) } ?? nil
    }
}

/// A reader of one `Prefer` field value (RFC 7240 section 2):
///
///     Prefer     = 1#preference
///     preference = token [ BWS "=" BWS word ] *( OWS ";" [ OWS parameter ] )
///     parameter  = token [ BWS "=" BWS word ]
///     word       = token / quoted-string
///
/// Works on the field's bytes without building strings; a malformed element is skipped up to the next comma that
/// is not inside a quoted string.
struct PreferParser {
    let bytes: UnsafeBufferPointer<UInt8>
    var i = 0

    init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    /// The first `return` preference of one field value (see `returnValue()`).
    static func returnValue(in bytes: UnsafeBufferPointer<UInt8>) -> ReturnPreference?? {
        // The field as the test harnesses send it, `return=minimal` and nothing else, is answered without the
        // general parse (which gives the same answer for it).
        let common: StaticString = "return=minimal"
        if bytes.count == common.utf8CodeUnitCount, let base = bytes.baseAddress,
            memcmpBytes(base, common.utf8Start, count: bytes.count)
        {
            return .some(.minimal)
        }
        var parser = PreferParser(bytes: bytes)
        return parser.returnValue()
    }

    /// `.some(value)` for the first `return` preference in the field (`.some(nil)` when its value is not one this
    /// server knows), `.none` when the field has no `return` preference.
    mutating func returnValue() -> ReturnPreference?? {
        while i < bytes.count {
            skipWhitespace()
            if i < bytes.count, bytes[i] == UInt8(ascii: ",") {
                i += 1
                continue
            }
            let nameStart = i
            skipToken()
            let name = nameStart..<i
            guard !name.isEmpty else {
                skipElement()
                continue
            }
            skipWhitespace()
            var value: Range<Int>?
            var quoted = false
            var wellFormed = true
            if i < bytes.count, bytes[i] == UInt8(ascii: "=") {
                i += 1
                skipWhitespace()
                (value, quoted, wellFormed) = readWord()
            }
            // Parameters (`; name[=word]`) qualify a preference; `return` has none this server reads.
            while wellFormed {
                skipWhitespace()
                guard i < bytes.count, bytes[i] == UInt8(ascii: ";") else { break }
                i += 1
                skipWhitespace()
                skipToken()
                skipWhitespace()
                if i < bytes.count, bytes[i] == UInt8(ascii: "=") {
                    i += 1
                    skipWhitespace()
                    wellFormed = readWord().wellFormed
                }
            }
            skipWhitespace()
            if i < bytes.count, bytes[i] != UInt8(ascii: ",") { wellFormed = false }
            if !wellFormed {
                skipElement()
                continue
            }
            guard equalsIgnoringCase(name, "return") else { continue }
            guard let value else { return .some(nil) }
            return .some(known(value, quoted: quoted))
        }
        return .none
    }

    /// Whether the `count` bytes at `a` and `b` are equal.
    @inline(__always) static func memcmpBytes(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, count: Int) -> Bool {
        for k in 0..<count where a[k] != b[k] { return false }
        return true
    }

    /// `minimal` or `representation`, compared case-sensitively (RFC 7240 section 2); a quoted value is read with
    /// its escapes removed, which for these two words means it must be the word itself.
    func known(_ value: Range<Int>, quoted: Bool) -> ReturnPreference? {
        if spells(value, quoted: quoted, "minimal") { return .minimal }
        if spells(value, quoted: quoted, "representation") { return .representation }
        return nil
    }

    /// Whether the value at `value` is `word` once a quoted-string's escapes are removed, compared in place:
    /// every `/v1/decide` with `Prefer` asks this, and collecting the value into an array first cost an
    /// allocation per request (about 1,700 instructions of a short answer's 52k).
    func spells(_ value: Range<Int>, quoted: Bool, _ word: StaticString) -> Bool {
        let w = word.utf8Start
        let n = word.utf8CodeUnitCount
        var matched = 0
        var k = value.lowerBound
        while k < value.upperBound {
            if quoted, bytes[k] == UInt8(ascii: "\\"), k + 1 < value.upperBound { k += 1 }
            guard matched < n, bytes[k] == w[matched] else { return false }
            matched += 1
            k += 1
        }
        return matched == n
    }

    /// A token or a quoted-string; the range is the value without the quotes. Not well formed: nothing there, or a
    /// quoted-string without its closing quote.
    mutating func readWord() -> (value: Range<Int>?, quoted: Bool, wellFormed: Bool) {
        if i < bytes.count, bytes[i] == UInt8(ascii: "\"") {
            i += 1
            let start = i
            while i < bytes.count {
                switch bytes[i] {
                case UInt8(ascii: "\""):
                    let value = start..<i
                    i += 1
                    return (value, true, true)
                case UInt8(ascii: "\\"): i += 2
                default: i += 1
                }
            }
            return (nil, true, false)
        }
        let start = i
        skipToken()
        return start == i ? (nil, false, false) : (start..<i, false, true)
    }

    /// Past the rest of a malformed element: up to the next comma outside a quoted string.
    mutating func skipElement() {
        var inQuotes = false
        while i < bytes.count {
            let c = bytes[i]
            if inQuotes {
                if c == UInt8(ascii: "\\") {
                    i += 1
                } else if c == UInt8(ascii: "\"") {
                    inQuotes = false
                }
            } else if c == UInt8(ascii: "\"") {
                inQuotes = true
            } else if c == UInt8(ascii: ",") {
                i += 1
                return
            }
            i += 1
        }
    }

    mutating func skipWhitespace() {
        while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x09 { i += 1 }
    }

    mutating func skipToken() {
        while i < bytes.count, Self.isTokenCharacter(bytes[i]) { i += 1 }
    }

    func equalsIgnoringCase(_ range: Range<Int>, _ word: StaticString) -> Bool {
        guard range.count == word.utf8CodeUnitCount else { return false }
        let w = word.utf8Start
        for k in 0..<range.count {
            let c = bytes[range.lowerBound + k]
            let lower = c >= 0x41 && c <= 0x5A ? c | 0x20 : c
            if lower != w[k] { return false }
        }
        return true
    }

    /// `tchar` of RFC 9110 section 5.6.2: visible ASCII except the delimiters `"(),/:;<=>?@[\]{}`.
    static func isTokenCharacter(_ c: UInt8) -> Bool {
        switch c {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "z"),
            UInt8(ascii: "A")...UInt8(ascii: "Z"):
            return true
        case UInt8(ascii: "!"), UInt8(ascii: "#"), UInt8(ascii: "$"), UInt8(ascii: "%"), UInt8(ascii: "&"),
            UInt8(ascii: "'"), UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."),
            UInt8(ascii: "^"), UInt8(ascii: "_"), UInt8(ascii: "`"), UInt8(ascii: "|"), UInt8(ascii: "~"):
            return true
        default:
            return false
        }
    }
}
