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
        let compact = String(text.filter { !$0.isWhitespace })
        if compact.contains("systemVersion") || compact.contains("isOperatingSystemAtLeast") { return true }
        // The iOS 16 API beside the old one (`respondsToSelector:@selector(setNeedsUpdateOfSupportedInterfaceOrientations)`,
        // a `requestGeometryUpdate` in the other branch, `__IPHONE_16_0` checks the preprocessor kept apart): the
        // function handles iOS 16 its own way.
        if compact.contains("setNeedsUpdateOfSupportedInterfaceOrientations") || compact.contains("requestGeometryUpdate")
            || compact.contains("__IPHONE_16") || compact.contains("__IPHONE_OS_VERSION")
        {
            return true
        }
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
