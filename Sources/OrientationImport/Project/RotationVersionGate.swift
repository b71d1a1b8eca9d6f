/// Whether a function's text chooses by iOS version around iOS 16: `#available(iOS 16.0, *)`, `#unavailable(iOS 16)`,
/// `@available(iOS 16.0, *)` (any version from 16), or a hand-written comparison of the system version
/// (`UIDevice.current.systemVersion`, `isOperatingSystemAtLeast`). The forced-rotation calls are usually written in
/// one branch of such a check (the KVC hack below iOS 16, `requestGeometryUpdate` from 16).
enum RotationVersionGate {
    /// The classes an Objective-C body allocates: `[X alloc]`, `X.alloc`, `[X new]`, `X.new`.
    static func created(in tokens: [String]) -> Set<String> {
        var out: Set<String> = []
        for i in tokens.indices.dropFirst() where tokens[i] == "alloc" || tokens[i] == "new" {
            let before = tokens[i - 1] == "." && i >= 2 ? tokens[i - 2] : tokens[i - 1]
            if SwiftNames.looksLikeType(before) { out.insert(before) }
        }
        return out
    }

    /// The requests with `versionGated` set also where their class is created only under a version check.
    static func gatingByCreation(_ requests: [ImportedRotationRequest], _ facts: SourceFacts) -> [ImportedRotationRequest] {
        requests.map { r in
            guard let c = r.inClass, facts.createdUnderVersionCheck.contains(c), !facts.createdElsewhere.contains(c) else { return r }
            var gated = r
            gated.versionGated = true
            return gated
        }
    }

    static func isGated(_ text: String) -> Bool {
        // Read as bytes when the text is ASCII, as code almost always is: the text is a whole function's, once per
        // function that creates a type, and a Character-wise filter and search over it was a tenth of a large
        // repository's lint. Other text takes the Character-wise reading, whose whitespace includes Unicode's.
        if let gated = text.utf8.withContiguousStorageIfAvailable(Self.isGatedASCII), let gated { return gated }
        return isGatedCharacters(text)
    }

    /// `isGated` on ASCII bytes; nil when a byte is not ASCII.
    private static func isGatedASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
        var compact: [UInt8] = []
        compact.reserveCapacity(bytes.count)
        for b in bytes {
            if b >= 0x80 { return nil }
            // Character.isWhitespace's ASCII members: tab, line feed, vertical tab, form feed, carriage return, space.
            if b == 0x20 || (0x09...0x0D).contains(b) { continue }
            compact.append(b)
        }
        for word in gatingWords where contains(compact, Array(word.utf8)) { return true }
        let marker = Array("available(iOS".utf8)
        var i = 0
        while i + marker.count <= compact.count {
            if compact[i] == marker[0], compact[i..<(i + marker.count)].elementsEqual(marker) {
                var j = i + marker.count
                var major = 0
                var digits = 0
                while j < compact.count, (0x30...0x39).contains(compact[j]), digits < 9 {
                    major = major * 10 + Int(compact[j] - 0x30)
                    digits += 1
                    j += 1
                }
                if digits > 0, major >= 16 { return true }
            }
            i += 1
        }
        return false
    }

    private static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        guard let first = needle.first, needle.count <= haystack.count else { return false }
        var i = 0
        while i + needle.count <= haystack.count {
            if haystack[i] == first, haystack[i..<(i + needle.count)].elementsEqual(needle) { return true }
            i += 1
        }
        return false
    }

    /// A version check by hand (`systemVersion`, `isOperatingSystemAtLeast`), or the iOS 16 API beside the old one
    /// (`respondsToSelector:@selector(setNeedsUpdateOfSupportedInterfaceOrientations)`, a `requestGeometryUpdate` in
    /// the other branch, `__IPHONE_16_0` checks the preprocessor kept apart): the function handles iOS 16 its own way.
    static let gatingWords = [
        "systemVersion", "isOperatingSystemAtLeast", "setNeedsUpdateOfSupportedInterfaceOrientations", "requestGeometryUpdate",
        "__IPHONE_16", "__IPHONE_OS_VERSION",
    ]

    static func isGatedCharacters(_ text: String) -> Bool {
        let compact = String(text.filter { !$0.isWhitespace })
        if gatingWords.contains(where: { compact.contains($0) }) { return true }
        let marker = "available(iOS"
        var i = compact.startIndex
        while i < compact.endIndex {
            if compact[i...].hasPrefix(marker) {
                let after = compact.index(i, offsetBy: marker.count)
                if let major = Int(compact[after...].prefix { $0.isNumber }), major >= 16 { return true }
            }
            i = compact.index(after: i)
        }
        return false
    }
}
