import OrientationPolicy

/// The values a member can take that the project writes (the literals of `ImportedValue.oneOf`, or the literals
/// assigned to the variable a body returns), typed by member.
package enum PlausibleCandidates: Sendable, Hashable {
    case masks([InterfaceOrientationMask])
    case booleans([Bool])
    case orientations([InterfaceOrientation])
    /// Presentation styles (an assigned `modalPresentationStyle`).
    case styles([ModalPresentationStyle])

    /// The candidates of a `oneOf`'s values, whatever member type they have; nil for a type lint does not vary.
    static func of<V>(_ values: [V]) -> PlausibleCandidates? {
        if let m = values as? [InterfaceOrientationMask] { return .masks(m) }
        if let b = values as? [Bool] { return .booleans(b) }
        if let o = values as? [InterfaceOrientation] { return .orientations(o) }
        if let s = values as? [ModalPresentationStyle] { return .styles(s) }
        return nil
    }

    /// The probe values lint tries for a member the importer could not read at all, to learn whether a finding
    /// depends on it: the answers real apps give (portrait only, landscape only, all but upside down, all; YES and
    /// NO; portrait and the two landscapes; for a presentation style, full screen and the two sheets, which UIKit
    /// has had since iOS 3.2). No finding is ever reported on one of them.
    package static func generic(forMember member: String) -> PlausibleCandidates {
        switch member {
        case "shouldAutorotate": .booleans([true, false])
        case "modalPresentationStyle": .styles([.fullScreen, .pageSheet, .formSheet])
        case "preferredInterfaceOrientationForPresentation": .orientations([.portrait, .landscapeLeft, .landscapeRight])
        default: .masks([.portrait, .landscape, .allButUpsideDown, .all])
        }
    }

    /// Each value as a choice for one of lint's worlds.
    package var values: [SlotChoice.Value] {
        switch self {
        case .masks(let values): values.map { .mask($0) }
        case .booleans(let values): values.map { .bool($0) }
        case .orientations(let values): values.map { .orientation($0) }
        case .styles(let values): values.map { .style($0) }
        }
    }

    /// How many values there are.
    var count: Int {
        switch self {
        case .masks(let values): values.count
        case .booleans(let values): values.count
        case .orientations(let values): values.count
        case .styles(let values): values.count
        }
    }

    /// Each value as Swift spells it (`.portrait`, `[.portrait, .landscapeLeft]`, `true`), in order.
    package var spelled: [String] {
        switch self {
        case .masks(let masks): masks.map(Self.spell)
        case .booleans(let values): values.map { $0 ? "true" : "false" }
        case .orientations(let values): values.map { "." + $0.name }
        case .styles(let values): values.map { "." + $0.name }
        }
    }

    package static func spell(_ mask: InterfaceOrientationMask) -> String {
        let named: [(InterfaceOrientationMask, String)] = [
            (.all, ".all"), (.allButUpsideDown, ".allButUpsideDown"), (.landscape, ".landscape"),
        ]
        if let n = named.first(where: { $0.0 == mask }) { return n.1 }
        let parts = InterfaceOrientation.allCases.filter { !$0.mask.isEmpty && mask.contains($0.mask) }.map { "." + $0.name }
        return parts.count == 1 ? parts[0] : "[" + parts.joined(separator: ", ") + "]"
    }
}
