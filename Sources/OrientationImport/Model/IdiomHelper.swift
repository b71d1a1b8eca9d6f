/// A project's own idiom test: a computed property, constant or function whose body is an idiom comparison
/// (`extension UIDevice { static var isPhone: Bool { current.userInterfaceIdiom == .phone } }`,
/// `func isIPad() -> Bool { UI_USER_INTERFACE_IDIOM() == .pad }`, Objective-C's `+ (BOOL)isPad` or
/// `#define IS_IPAD (UI_USER_INTERFACE_IDIOM() == UIUserInterfaceIdiomPad)`). A body that chooses on such a helper
/// chooses on the idiom, one level deep: a helper that calls another helper is not read.
public struct IdiomHelper: Sendable, Hashable {
    /// The name a call site ends with: `isPhone` for `UIDevice.isPhone`, `UIDevice.current.isPhone` or `isPhone()`.
    public var name: String
    /// Whether it is true on a phone, and on a pad.
    public var phone: Bool
    public var pad: Bool
    public var location: SourceLocation

    public init(name: String, phone: Bool, pad: Bool, location: SourceLocation) {
        self.name = name
        self.phone = phone
        self.pad = pad
        self.location = location
    }

    /// The helpers by name, leaving out any name two definitions disagree on (`isPad` an idiom test in one file
    /// and the opposite in another): such a call cannot be told without knowing which one it binds to.
    static func table(_ helpers: [IdiomHelper]) -> [String: SwiftIdiom.Truth] {
        var table: [String: SwiftIdiom.Truth] = [:]
        var conflicting: Set<String> = []
        for h in helpers {
            let t = SwiftIdiom.Truth(phone: h.phone, pad: h.pad)
            if let old = table[h.name], old != t { conflicting.insert(h.name) }
            table[h.name] = t
        }
        for n in conflicting { table[n] = nil }
        return table
    }
}

extension ImportedValue {
    /// Why the value could not be read, for a choice or an unknown.
    var unreadReason: String? {
        switch self {
        case .oneOf(_, let reason, _), .unknown(let reason): reason
        case .value, .perIdiom, .forwarded: nil
        }
    }
}

extension SourceFacts {
    /// Whether a body of these facts chose on something named `names` the importer could not read: the file is
    /// read again once the project's helpers are known.
    func choosesOnAny(of names: Set<String>) -> Bool {
        var reasons: [String?] = appDelegateMasks.map(\.mask.value.unreadReason)
        for o in classes.map(\.overrides) + extensions.map(\.overrides) {
            reasons += [o.supportedInterfaceOrientations?.value.unreadReason, o.shouldAutorotate?.value.unreadReason,
                        o.preferredInterfaceOrientationForPresentation?.value.unreadReason,
                        o.shouldAutorotateToInterfaceOrientation?.value.unreadReason]
        }
        return reasons.contains { r in r.map { r in names.contains { r.contains($0) } } ?? false }
    }
}
