extension SystemVersion {
    /// Parses "major[.minor[.patch]]" (the API `device.systemVersion`): one to three dot-separated decimal
    /// components, each at most 4 digits, no sign, no empty component ("17", "17.0", "8.3.1"). Versions
    /// outside what the engine models are accepted here; range policy is the engine's business.
    ///
    /// The components are kept in a tuple, not an array: every `/v1/decide` request parses one version, and an
    /// array was an allocation and about 1,300 instructions of it (callgrind, BENCHMARKS.md).
    public init(parsing text: String) throws(VocabularyError) {
        var parts = (0, 0, 0)
        var completed = 0
        var current = 0
        var digits = 0
        for b in text.utf8 {
            if b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") {
                digits += 1
                if digits > 4 { throw .invalidSystemVersion(text) }
                current = current * 10 + Int(b - UInt8(ascii: "0"))
            } else if b == UInt8(ascii: ".") {
                if digits == 0 || completed == 2 { throw .invalidSystemVersion(text) }
                if completed == 0 { parts.0 = current } else { parts.1 = current }
                completed += 1
                current = 0
                digits = 0
            } else {
                throw .invalidSystemVersion(text)
            }
        }
        if digits == 0 { throw .invalidSystemVersion(text) }
        switch completed {
        case 0: parts.0 = current
        case 1: parts.1 = current
        default: parts.2 = current
        }
        self.init(parts.0, parts.1, parts.2)
    }
}
