/// Whether a function's text chooses by iOS version around iOS 16: `#available(iOS 16.0, *)`, `#unavailable(iOS 16)`,
/// `@available(iOS 16.0, *)` (any version from 16), or a hand-written comparison of the system version
/// (`UIDevice.current.systemVersion`, `isOperatingSystemAtLeast`). The forced-rotation calls are usually written in
/// one branch of such a check (the KVC hack below iOS 16, `requestGeometryUpdate` from 16).
enum RotationVersionGate {
    static func isGated(_ text: String) -> Bool {
        let compact = String(text.filter { !$0.isWhitespace })
        if compact.contains("systemVersion") || compact.contains("isOperatingSystemAtLeast") { return true }
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
