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
        // Most Swift files have a character outside ASCII somewhere (a comment's dash or emoji), and the
        // Character-wise reading of each whole function was a twentieth of a large export's Swift reading; it runs
        // only when the bytes could hold a gate.
        if let may = text.utf8.withContiguousStorageIfAvailable(Self.mayBeGated), !may { return false }
        return isGatedCharacters(text)
    }

    /// False only when `isGatedCharacters` is false: the bytes without ASCII whitespace and without any byte outside
    /// ASCII (every whitespace Character is made of those, and the words and digits looked for are ASCII) hold no
    /// gating word and no `available(iOS` followed by digits worth 16 or more (more digits only make it larger).
    private static func mayBeGated(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var kept: [UInt8] = []
        kept.reserveCapacity(bytes.count)
        for b in bytes where b < 0x80 && b != 0x20 && !(0x09...0x0D).contains(b) { kept.append(b) }
        var i = 0
        while i < kept.count {
            let b = kept[i]
            for w in gatingWordBytes where w[0] == b && starts(kept, at: i, with: w) { return true }
            if b == markerBytes[0], starts(kept, at: i, with: markerBytes) {
                var j = i + markerBytes.count
                var value = 0
                while j < kept.count, (0x30...0x39).contains(kept[j]) {
                    value = min(value * 10 + Int(kept[j] - 0x30), 16)
                    j += 1
                }
                if value >= 16 { return true }
            }
            i += 1
        }
        return false
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
        // One pass, each position tried only against the words starting with its byte: the seven separate
        // searches were most of this reading, once per function that creates a type.
        let words = gatingWordBytes
        let marker = markerBytes
        var i = 0
        while i < compact.count {
            let b = compact[i]
            for w in words where w[0] == b && starts(compact, at: i, with: w) { return true }
            if b == marker[0], starts(compact, at: i, with: marker) {
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

    private static let gatingWordBytes = gatingWords.map { Array($0.utf8) }
    private static let markerBytes = Array("available(iOS".utf8)

    private static func starts(_ haystack: [UInt8], at i: Int, with needle: [UInt8]) -> Bool {
        guard i + needle.count <= haystack.count else { return false }
        var k = 0
        while k < needle.count, haystack[i + k] == needle[k] { k += 1 }
        return k == needle.count
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
