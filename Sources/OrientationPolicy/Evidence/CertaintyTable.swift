/// Every certainty the ledger's claims and the rules made of them can take, computed once, the first time one is
/// asked for: a claim's, a rule's and a timeline rule's certainty over its whole span, and on each version era.
///
/// Why: an answer judges every step's rule on the scenario's version, and deriving that walks the rule's claims,
/// each claim's evidence and the reasoning chains it rests on (issue 35 measured 35 % of a decide request's
/// instructions there). None of it changes while the process runs, so it is looked up instead.
///
/// Why eras are exact: a claim's placement on a version (`VersionSpan.placement(of:)`) only compares the version
/// with its span's bounds: `v < since.earliest`, `v < since.latest`, `v >= end.earliest`, `v >= end.latest`, and
/// `v.major > last.major`, which is `v >= (last.major + 1, Int.min, Int.min)`. Between two consecutive bounds of all
/// the ledger's claims (an era) every comparison comes out the same, so every claim, and every rule built from
/// them, has the same certainty on every version of the era; the table holds it computed on the era's first
/// version (CertaintyTableTests checks the table against the derivation on every version from 1.0 to 28.9).
enum CertaintyTable {
    /// The versions where an era begins, ascending, each once. Versions before the first are era 0; a version in
    /// `boundaries[i - 1]..<boundaries[i]` is era `i`.
    static let boundaries: [SystemVersion] = {
        var all: [SystemVersion] = []
        for claim in ClaimLedger.all {
            let span = claim.versions
            all += [span.since.earliest, span.since.latest]
            switch span.through {
            case .current: break
            case .lastSeen(let last): all.append(SystemVersion(last.major + 1, Int.min, Int.min))
            case .until(let end): all += [end.earliest, end.latest]
            }
        }
        var unique: [SystemVersion] = []
        for v in all.sorted() where unique.last != v { unique.append(v) }
        return unique
    }()

    /// The era `version` lies in: how many boundaries are at or below it. An answer asks it once per step and
    /// per claim it judges (about 30 times for a decide request, 4 % of its instructions as a binary search over
    /// all the boundaries), so the search is narrowed to the boundaries of the version's major release
    /// (`majorEras`), none or a few.
    static func era(of version: SystemVersion) -> Int {
        let eras = majorEras
        var low = 0
        var high = boundaries.count
        if version.major >= 0, version.major < eras.count {
            (low, high) = eras[version.major]
            if low == high { return low }
        }
        while low < high {
            let mid = (low + high) / 2
            if boundaries[mid] <= version { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// For each major release `m` up to the last one a boundary names (and one past it), the eras its versions lie
    /// in, `first...last`: the era of `m` with the smallest minor and patch, and of `m` with the largest. Every
    /// boundary below `first` is at or below any version of `m`, and every one from `last` on above it, so `era(of:)`
    /// searches only `boundaries[first..<last]`.
    static let majorEras: [(first: Int, last: Int)] = {
        let top = min(max((boundaries.last?.major ?? 0) + 1, 0), 1000)
        return (0...top).map { m in
            (fullSearch(SystemVersion(m, Int.min, Int.min)), fullSearch(SystemVersion(m, Int.max, Int.max)))
        }
    }()

    /// `era(of:)` as a binary search over every boundary (what `majorEras` is built from).
    static func fullSearch(_ version: SystemVersion) -> Int {
        var low = 0
        var high = boundaries.count
        while low < high {
            let mid = (low + high) / 2
            if boundaries[mid] <= version { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// A version of each era, the one its certainties are computed on: its first, and for era 0 one before every
    /// boundary.
    static let eraVersions: [SystemVersion] = {
        guard let first = boundaries.first else { return [.oldestModelled] }
        return [SystemVersion(first.major - 1, 0, 0)] + boundaries
    }()

    /// The position of each ledger claim in `ClaimLedger.all`, by id.
    static let index: [String: Int] = {
        var index: [String: Int] = [:]
        for (i, claim) in ClaimLedger.all.enumerated() where index[claim.id] == nil { index[claim.id] = i }
        return index
    }()

    /// Each ledger claim's certainty over its whole span (`Claim.certainty`), in ledger order. Derived here with
    /// the claims a reasoning rests on resolved through this same table as it fills, so the derivation never asks
    /// the table for itself.
    static let whole: [Certainty] = {
        var memo: [Certainty?] = Array(repeating: nil, count: ClaimLedger.all.count)
        func certainty(_ i: Int) -> Certainty {
            if let known = memo[i] { return known }
            let claim = ClaimLedger.all[i]
            let k: Certainty =
                claim.conflict != nil || !claim.versions.boundsKnown
                ? .disputed : claim.evidenceCertainty(restingOn: { id in index[id].map(certainty) })
            memo[i] = k
            return k
        }
        return ClaimLedger.all.indices.map(certainty)
    }()

    /// Each ledger claim's `evidenceCertainty`, in ledger order.
    static let evidence: [Certainty] = ClaimLedger.all.map { claim in
        claim.evidenceCertainty(restingOn: { id in index[id].map { whole[$0] } })
    }

    /// `[era][claim]`: each ledger claim's `certainty(on:)` on each era (nil where it does not apply).
    static let claimsOnEra: [[Certainty?]] = eraVersions.map { version in
        ClaimLedger.all.indices.map { i in certainty(ofClaimAt: i, on: version) }
    }

    /// `[era][rule ordinal]`: each rule's certainty on each era, the weakest core claim that applies there.
    static let rulesOnEra: [[Certainty]] = claimsOnEra.map { era in
        Rule.allCases.map { rule in weakestCore(rule.claims, in: era) }
    }

    /// `[era][timeline rule ordinal]`, as `rulesOnEra`.
    static let timelineRulesOnEra: [[Certainty]] = claimsOnEra.map { era in
        TimelineRule.allCases.map { rule in weakestCore(rule.claims, in: era) }
    }

    /// Each rule's certainty over every version and situation, by ordinal: its weakest claim's.
    static let rulesWhole: [Certainty] = Rule.allCases.map { rule in weakest(rule.claims) }
    /// Each timeline rule's, by ordinal.
    static let timelineRulesWhole: [Certainty] = TimelineRule.allCases.map { rule in weakest(rule.claims) }

    /// The certainty of the ledger's claim `id` on `version`: nil when it does not apply there, or when no ledger
    /// claim has that id.
    static func certainty(ofClaim id: String, on version: SystemVersion) -> Certainty? {
        guard let i = index[id] else { return nil }
        return claimsOnEra[era(of: version)][i]
    }

    /// `Claim.certainty(on:)` for the ledger's claim at `i`, with its evidence's certainty from the table.
    private static func certainty(ofClaimAt i: Int, on version: SystemVersion) -> Certainty? {
        let claim = ClaimLedger.all[i]
        switch claim.versions.placement(of: version) {
        case .outside: return nil
        case .unknownBound: return .disputed
        case .inside: return claim.conflict != nil ? .disputed : evidence[i]
        case .pastLastSeen: return claim.conflict != nil ? .disputed : evidence[i].capped(at: .inferred)
        }
    }

    /// The weakest of the core claims among `claims` that apply in an era's row (documented when none does).
    private static func weakestCore(_ claims: [Claim], in era: [Certainty?]) -> Certainty {
        var c = Certainty.documented
        for claim in claims where claim.isCore {
            if let i = index[claim.id], let k = era[i] { c = c.capped(at: k) }
        }
        return c
    }

    /// The weakest whole-span certainty among `claims` (documented when there are none).
    private static func weakest(_ claims: [Claim]) -> Certainty {
        claims.compactMap { index[$0.id].map { whole[$0] } }.weakest
    }
}
