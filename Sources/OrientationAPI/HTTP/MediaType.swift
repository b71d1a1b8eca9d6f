/// Which request `Content-Type`s `POST` endpoints take as JSON.
///
/// Accepted: no `Content-Type` at all; `application/json`; any `type/subtype+json` (RFC 6839 section 3.1); and
/// `application/x-www-form-urlencoded`, because `curl -d @file` sends that and the README promises
/// `curl -s localhost:8080/v1/decide -d @x` works. Parameters are allowed, but a `charset` other than UTF-8
/// is refused (RFC 8259 section 8.1: JSON exchanged between systems is UTF-8).
enum MediaType {
    static func acceptsJSON(_ contentType: String?) -> Bool {
        guard let contentType else { return true }
        // The common case, checked without splitting or allocating: exactly `application/json` (any case).
        if APIRequest.asciiCaseInsensitiveEqual(contentType, "application/json") { return true }
        var parts = contentType.utf8.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
        guard !parts.isEmpty else { return true }
        let essence = lowerTrimmed(parts.removeFirst())
        if essence.isEmpty { return true }
        let ok =
            essence == "application/json" || essence == "application/x-www-form-urlencoded"
            || (essence.hasSuffix("+json") && essence.contains("/"))
        guard ok else { return false }
        for p in parts {
            let param = lowerTrimmed(p)
            if param.hasPrefix("charset=") {
                var value = param.dropFirst("charset=".count)
                if value.hasPrefix("\"") && value.hasSuffix("\"") && value.count >= 2 { value = value.dropFirst().dropLast() }
                if value != "utf-8" && value != "utf8" { return false }
            }
        }
        return true
    }

    private static func lowerTrimmed(_ bytes: Substring.UTF8View.SubSequence) -> String {
        String(decoding: bytes, as: UTF8.self).trimmingSpaces().lowercased()
    }
}

extension String {
    func trimmingSpaces() -> String {
        let u = Array(utf8)
        var a = 0
        var b = u.count
        while a < b, u[a] == 0x20 || u[a] == 0x09 { a += 1 }
        while b > a, u[b - 1] == 0x20 || u[b - 1] == 0x09 { b -= 1 }
        return String(decoding: u[a..<b], as: UTF8.self)
    }
}
