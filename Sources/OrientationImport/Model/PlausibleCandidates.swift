import OrientationPolicy

/// The values a member read as a choice between literals can take (`ImportedValue.oneOf`), typed by member, so
/// lint tries exactly these instead of the generic plausible values.
public enum PlausibleCandidates: Sendable, Hashable {
    case masks([InterfaceOrientationMask])
    case booleans([Bool])
    case orientations([InterfaceOrientation])

    /// The candidates of a `oneOf`'s values, whatever member type they have; nil for a type lint does not vary.
    static func of<V>(_ values: [V]) -> PlausibleCandidates? {
        if let m = values as? [InterfaceOrientationMask] { return .masks(m) }
        if let b = values as? [Bool] { return .booleans(b) }
        if let o = values as? [InterfaceOrientation] { return .orientations(o) }
        return nil
    }

    /// Each value as Swift spells it (`.portrait`, `[.portrait, .landscapeLeft]`, `true`), in order.
    public var spelled: [String] {
        switch self {
        case .masks(let masks): masks.map(Self.spell)
        case .booleans(let values): values.map { $0 ? "true" : "false" }
        case .orientations(let values): values.map { "." + $0.name }
        }
    }

    static func spell(_ mask: InterfaceOrientationMask) -> String {
        let named: [(InterfaceOrientationMask, String)] = [
            (.all, ".all"), (.allButUpsideDown, ".allButUpsideDown"), (.landscape, ".landscape"),
        ]
        if let n = named.first(where: { $0.0 == mask }) { return n.1 }
        let parts = InterfaceOrientation.allCases.filter { !$0.mask.isEmpty && mask.contains($0.mask) }.map { "." + $0.name }
        return parts.count == 1 ? parts[0] : "[" + parts.joined(separator: ", ") + "]"
    }
}
