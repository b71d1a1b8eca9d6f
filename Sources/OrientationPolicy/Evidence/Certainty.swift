/// How sure the service is of a claim, a rule or a finding, so a user knows which answers to double-check on a
/// device. Never typed by hand for a claim: `Claim.certainty` derives it from the claim's evidence, and a rule or
/// finding is as sure as the weakest claim it rests on.
public enum Certainty: String, Sendable, Hashable, CaseIterable, Comparable {
    /// Apple says so: documentation pages, SDK headers, release notes, technical notes or Q&As.
    case documented
    /// Not written down by Apple, but shown by public crash logs, console logs or developers' reports.
    case observed
    /// Resting on reverse engineering (a private selector's name, decompiled code) or on reasoning from other
    /// claims: plausible, never seen stated or shown.
    case inferred
    /// Public sources disagree, or a version bound is unknown: the answer names the alternatives.
    case disputed

    /// Stronger first: `documented > observed > inferred > disputed`.
    public static func < (a: Certainty, b: Certainty) -> Bool { a.strength < b.strength }

    /// 3 for documented down to 0 for disputed.
    public var strength: Int {
        switch self {
        case .documented: 3
        case .observed: 2
        case .inferred: 1
        case .disputed: 0
        }
    }

    /// The weaker of two certainties.
    public func capped(at other: Certainty) -> Certainty { Swift.min(self, other) }
}

extension Sequence where Element == Certainty {
    /// The weakest certainty in the sequence; documented when it is empty (nothing weakens it).
    public var weakest: Certainty { self.min() ?? .documented }
}
