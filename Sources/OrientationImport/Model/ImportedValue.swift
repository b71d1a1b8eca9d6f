import OrientationPolicy

/// What an override's body was recognised to return. The importer never guesses: a body it cannot read
/// statically is `unknown`, with the reason, and lint explores the plausible values instead.
package enum ImportedValue<Value: Sendable & Hashable>: Sendable, Hashable {
    /// A literal (`.portrait`, `[.landscapeLeft, .landscapeRight]`, `UIInterfaceOrientationMaskAll`, `true`).
    case value(Value)
    /// An idiom switch (`UIDevice.current.userInterfaceIdiom == .pad ? ... : ...`): one value per idiom.
    case perIdiom(phone: Value, pad: Value)
    /// The body hands the question to a child (`topViewController?.supportedInterfaceOrientations ?? ...`).
    case forwarded(ChildForwarding)
    /// A choice between literals on a condition the importer cannot read (`if window is AppLockWindow { return
    /// .portrait } else { return .all }`): one of `values`, which lint tries instead of the generic plausible ones.
    /// `orInherited`: a branch returns `super`'s answer instead (`if allowsLandscape { return
    /// super.supportedInterfaceOrientations } else { return .portrait }`), which is one more value it can take.
    case oneOf([Value], reason: String, orInherited: Bool = false)
    /// Anything else: a stored property, a singleton, a computation. `reason` says what was seen.
    case unknown(reason: String)
}

extension ImportedValue {
    /// The value per idiom of an idiom switch whose phone branch gives `phone` and pad branch `pad` (nil: the
    /// branch returns the inherited value). Shared by the Swift and Objective-C body readers.
    static func perIdiom(phone: ImportedValue?, pad: ImportedValue?) -> ImportedValue? {
        switch (phone, pad) {
        case (nil, nil): return nil
        case (nil, _), (_, nil): return .unknown(reason: "returns the inherited value on one idiom only")
        case (.unknown?, _), (.oneOf?, _): return phone
        case (_, .unknown?), (_, .oneOf?): return pad
        case (.forwarded(let a)?, .forwarded(let b)?) where a == b: return phone
        case (.forwarded?, _), (_, .forwarded?): return .unknown(reason: "forwards to a child on one idiom only")
        default:
            guard let p = phone?.value(onPhone: true), let q = pad?.value(onPhone: false) else {
                return .unknown(reason: "an idiom switch the importer cannot read")
            }
            return p == q ? .value(p) : .perIdiom(phone: p, pad: q)
        }
    }

    /// A choice on a condition the importer cannot read (`if window is AppLockWindow { return .portrait }
    /// else { return .all }`): when both branches give literals, the body returns one of them, and lint tries
    /// exactly those; otherwise the body is unknown. `reason` names the condition.
    static func choice(_ a: ImportedValue?, _ b: ImportedValue?, reason: String) -> ImportedValue {
        // One branch returns `super`'s answer (nil), the other literals.
        if a == nil || b == nil, let x = (a ?? b)?.literals {
            return .oneOf(x, reason: reason, orInherited: true)
        }
        guard let x = a?.literals, let y = b?.literals else { return .unknown(reason: reason) }
        var values: [Value] = []
        for v in x + y where !values.contains(v) { values.append(v) }
        return values.count == 1 ? .value(values[0]) : .oneOf(values, reason: reason)
    }

    /// Whether the code fixes the value: a literal, or one per idiom (no choice the importer cannot settle, no child).
    var isFixed: Bool {
        switch self {
        case .value, .perIdiom: true
        case .forwarded, .oneOf, .unknown: false
        }
    }

    /// Every literal this value can be: one, one per idiom, or the choices; nil for a forwarding or unknown.
    var literals: [Value]? {
        switch self {
        case .value(let v): [v]
        case .perIdiom(let p, let q): p == q ? [p] : [p, q]
        case .oneOf(let values, _, let inherited): inherited ? nil : values
        case .forwarded, .unknown: nil
        }
    }

    private func value(onPhone: Bool) -> Value? {
        switch self {
        case .value(let v): v
        case .perIdiom(let p, let q): onPhone ? p : q
        default: nil
        }
    }
}
