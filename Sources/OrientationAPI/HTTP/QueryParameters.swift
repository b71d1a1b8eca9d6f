/// A request's query string as name/value pairs (`application/x-www-form-urlencoded`: `&`-separated, `+` is a
/// space, `%XX` a byte), in order. A malformed escape is kept as written rather than guessed at.
package struct QueryParameters: Sendable {
    package var pairs: [(name: String, value: String)]

    package init(_ query: String?) {
        pairs = []
        guard let query, !query.isEmpty else { return }
        for part in query.split(separator: "&") {
            let nameValue = part.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            pairs.append((Self.decode(nameValue[0]), nameValue.count > 1 ? Self.decode(nameValue[1]) : ""))
        }
    }

    /// The last value given for `name` (a later parameter overrides an earlier one, as form handling does).
    package subscript(name: String) -> String? {
        pairs.last { $0.name == name }?.value
    }

    static func decode(_ text: Substring) -> String {
        var bytes: [UInt8] = []
        let u = Array(text.utf8)
        var i = 0
        while i < u.count {
            if u[i] == UInt8(ascii: "+") {
                bytes.append(0x20)
            } else if u[i] == UInt8(ascii: "%"), i + 2 < u.count, let h = hex(u[i + 1]), let l = hex(u[i + 2]) {
                bytes.append(h << 4 | l)
                i += 2
            } else {
                bytes.append(u[i])
            }
            i += 1
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func hex(_ c: UInt8) -> UInt8? {
        switch c {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): c - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): c - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): c - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
