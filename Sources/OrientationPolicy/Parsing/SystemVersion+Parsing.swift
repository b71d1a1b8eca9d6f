extension SystemVersion {
    /// Parses "major[.minor[.patch]]" (api-v1 `device.systemVersion`): one to three dot-separated decimal
    /// components, each at most 4 digits, no sign, no empty component ("17", "17.0", "8.3.1"). Versions
    /// outside what the engine models are accepted here; range policy is the engine's business.
    public init(parsing text: String) throws(VocabularyError) {
        var parts: [Int] = []
        var current = 0
        var digits = 0
        for b in text.utf8 {
            if b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") {
                digits += 1
                if digits > 4 { throw .invalidSystemVersion(text) }
                current = current * 10 + Int(b - UInt8(ascii: "0"))
            } else if b == UInt8(ascii: ".") {
                if digits == 0 || parts.count == 2 { throw .invalidSystemVersion(text) }
                parts.append(current)
                current = 0
                digits = 0
            } else {
                throw .invalidSystemVersion(text)
            }
        }
        if digits == 0 { throw .invalidSystemVersion(text) }
        parts.append(current)
        self.init(parts[0], parts.count > 1 ? parts[1] : 0, parts.count > 2 ? parts[2] : 0)
    }
}
