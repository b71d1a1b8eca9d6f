/// Every claim the service rests on, looked up by id: the engine's rules, the timeline's rules and lint's own
/// claims. A reasoning claim names others by id; `claim(_:)` resolves them.
public enum ClaimLedger {
    /// Every claim, each once, in rule order.
    public static let all: [Claim] = {
        var seen = Set<String>()
        var out: [Claim] = []
        func add(_ claims: [Claim]) {
            for c in claims where seen.insert(c.id).inserted { out.append(c) }
        }
        for r in Rule.allCases { add(r.claims) }
        for r in TimelineRule.allCases { add(r.claims) }
        for c in LintCode.allCases { add(c.ownClaims) }
        return out
    }()

    static let byID: [String: Claim] = Dictionary(all.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })

    /// The claim with this id, if any.
    public static func claim(_ id: String) -> Claim? { byID[id] }
}
