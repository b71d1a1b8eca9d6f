/// A project's own idiom test: a computed property, constant or function whose body is an idiom comparison
/// (`extension UIDevice { static var isPhone: Bool { current.userInterfaceIdiom == .phone } }`,
/// `func isIPad() -> Bool { UI_USER_INTERFACE_IDIOM() == .pad }`, Objective-C's `+ (BOOL)isPad` or
/// `#define IS_IPAD (UI_USER_INTERFACE_IDIOM() == UIUserInterfaceIdiomPad)`). A body that chooses on such a helper
/// chooses on the idiom, one level deep: a helper that calls another helper is not read.
package struct IdiomHelper: Sendable, Hashable {
    /// The name a call site ends with: `isPhone` for `UIDevice.isPhone`, `UIDevice.current.isPhone` or `isPhone()`.
    package var name: String
    /// Whether it is true on a phone, and on a pad.
    package var phone: Bool
    package var pad: Bool
    package var location: SourceLocation
    /// False for a declaration of the same kind whose body is not an idiom test (`var isPad: Bool {
    /// view.bounds.width > 700 }`): kept only so that a name it shares with a helper is not read as one.
    package var isIdiomTest = true

    package init(name: String, phone: Bool, pad: Bool, location: SourceLocation) {
        self.name = name
        self.phone = phone
        self.pad = pad
        self.location = location
    }

    /// A declaration named like an idiom test (`isPad`, `isIPhone`) whose body is something else.
    static func other(name: String, location: SourceLocation) -> IdiomHelper {
        var h = IdiomHelper(name: name, phone: false, pad: false, location: location)
        h.isIdiomTest = false
        return h
    }

    /// Whether a name could be taken for an idiom test's: the names other declarations are recorded under.
    static func looksLikeIdiomTest(_ name: String) -> Bool {
        LowercasedSearch.lowercased(name, contains: "pad") || LowercasedSearch.lowercased(name, contains: "phone")
    }

    /// The helpers by name, leaving out any name two definitions disagree on (`isPad` an idiom test in one file
    /// and the opposite, or a layout test, in another): such a call cannot be told without knowing which one it
    /// binds to.
    static func table(_ helpers: [IdiomHelper]) -> [String: SwiftIdiom.Truth] {
        UnambiguousNames.table(helpers.map { h in (h.name, h.isIdiomTest ? SwiftIdiom.Truth(phone: h.phone, pad: h.pad) : nil) })
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
            reasons += [
                o.supportedInterfaceOrientations?.value.unreadReason, o.shouldAutorotate?.value.unreadReason,
                o.preferredInterfaceOrientationForPresentation?.value.unreadReason,
                o.shouldAutorotateToInterfaceOrientation?.value.unreadReason,
            ]
        }
        return reasons.contains { r in r.map { r in names.contains { r.contains($0) } } ?? false }
    }
}
