/// The iOS versions a claim holds on, with its bounds as sure as the evidence makes them.
public struct VersionSpan: Sendable, Hashable {
    /// A version boundary: exactly known, or somewhere between two versions (the evidence brackets it).
    public struct Bound: Sendable, Hashable {
        /// The earliest version the boundary can be.
        public let earliest: SystemVersion
        /// The latest version the boundary can be; equal to `earliest` when the boundary is known.
        public let latest: SystemVersion
        /// The version the engine switches at, inside `earliest...latest`.
        public let engineUses: SystemVersion

        public static func exactly(_ v: SystemVersion) -> Bound { Bound(earliest: v, latest: v, engineUses: v) }

        /// A boundary the evidence only brackets: after `earliest` is seen one way and by `latest` the other.
        public static func between(_ earliest: SystemVersion, _ latest: SystemVersion, engineUses: SystemVersion) -> Bound {
            precondition(earliest < latest && (earliest...latest).contains(engineUses))
            return Bound(earliest: earliest, latest: latest, engineUses: engineUses)
        }

        public var isKnown: Bool { earliest == latest }
    }

    /// How far the claim is known to hold.
    public enum Upper: Sendable, Hashable {
        /// Holds on the newest version modelled: a current Apple page says so, or a recent report shows it.
        case current
        /// Shown to hold through this version; whether it still holds later is unknown (nothing says it changed).
        case lastSeen(SystemVersion)
        /// No longer holds from this boundary on.
        case until(Bound)
    }

    /// The first version the claim holds on.
    public let since: Bound
    public let through: Upper

    public init(since: Bound, through: Upper) {
        self.since = since
        self.through = through
    }

    /// Since `v`, known to hold today.
    public static func since(_ v: SystemVersion) -> VersionSpan { VersionSpan(since: .exactly(v), through: .current) }
    /// Every version modelled, known to hold today.
    public static let always = VersionSpan(since: .exactly(.oldestModelled), through: .current)

    /// True when both bounds are known (an upper `lastSeen` is a known bound of what was shown).
    public var boundsKnown: Bool {
        guard since.isKnown else { return false }
        if case .until(let b) = through { return b.isKnown }
        return true
    }

    /// Where `v` lies: outside the span, inside it, in an unknown boundary's bracket, or past what was shown.
    public enum Placement: Sendable, Hashable { case outside, inside, unknownBound, pastLastSeen }

    public func placement(of v: SystemVersion) -> Placement {
        if v < since.earliest { return .outside }
        if v < since.latest { return .unknownBound }
        switch through {
        case .current: return .inside
        case .lastSeen(let last): return v.major > last.major ? .pastLastSeen : .inside
        case .until(let end):
            if v >= end.latest { return .outside }
            if v >= end.earliest { return .unknownBound }
            return .inside
        }
    }

    /// For people: "iOS 6.0+", "iOS 8.0-15.x", "iOS 9.x-10.x to 16.0+ (start unknown: between 9.3 and 10.3)".
    public var text: String {
        var s = since.isKnown ? "iOS \(since.earliest)" : "iOS \(since.earliest)-\(since.latest) (start unknown)"
        switch through {
        case .current: s += "+"
        case .lastSeen(let last): s += "+ (last seen on \(last), unknown after)"
        case .until(let end):
            s += end.isKnown ? " until \(end.earliest)" : " until \(end.earliest)-\(end.latest) (end unknown)"
        }
        return s
    }
}
