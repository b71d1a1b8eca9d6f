import Testing

@testable import OrientationPolicy

/// `CertaintyTable` answers what the ledger's definition derives, on every version: a rule, a timeline rule and a
/// claim looked up per version era have the certainty recomputed from the claims' spans and evidence each time.
@Suite("Certainty table: looked up once per era, the same as derived")
struct CertaintyTableTests {
    /// Every minor version from 1.0 to 28.9, with patches 0, 1 and 5, and every era boundary itself.
    static let versions: [SystemVersion] = {
        var all: [SystemVersion] = []
        for major in 1...28 { for minor in 0...9 { for patch in [0, 1, 5] { all.append(SystemVersion(major, minor, patch)) } } }
        return all + CertaintyTable.boundaries
    }()

    @Test("a version's era is the number of era boundaries at or below it, also right around each boundary and past the table's majors")
    func eraCountsTheBoundariesAtOrBelow() {
        var versions = Self.versions + [SystemVersion(-1, 0, 0), SystemVersion(0, 0, 0), SystemVersion(99, 0, 0)]
        versions += [SystemVersion(Int.max, 0, 0), SystemVersion(Int.min, 0, 0)]
        for b in CertaintyTable.boundaries {
            versions += [
                SystemVersion(b.major, b.minor, b.patch &- 1), SystemVersion(b.major, b.minor, b.patch &+ 1),
                SystemVersion(b.major, Int.min, Int.min), SystemVersion(b.major, Int.max, Int.max),
            ]
        }
        for v in versions {
            #expect(CertaintyTable.era(of: v) == CertaintyTable.boundaries.filter { $0 <= v }.count, "\(v)")
        }
    }

    @Test("a rule's certainty on a version is the weakest of its core claims that apply there")
    func rulesOnEveryVersion() {
        for v in Self.versions {
            for rule in Rule.allCases {
                #expect(rule.certainty(on: v) == Derivation.weakestCore(rule.claims, on: v), "\(rule.id) on \(v)")
            }
        }
    }

    @Test("a version's row of rule certainties holds each rule's derived certainty there, also past the table's majors")
    func ruleRowsOnEveryVersion() {
        for v in Self.versions + [SystemVersion(0, 0, 0), SystemVersion(99, 0, 0)] {
            let row = RuleCertainties(on: v)
            for rule in Rule.allCases {
                #expect(row[rule] == Derivation.weakestCore(rule.claims, on: v), "\(rule.id) on \(v)")
            }
        }
    }

    @Test("a timeline rule's certainty on a version is the weakest of its core claims that apply there")
    func timelineRulesOnEveryVersion() {
        for v in Self.versions {
            for rule in TimelineRule.allCases {
                #expect(rule.certainty(on: v) == Derivation.weakestCore(rule.claims, on: v), "\(rule.id) on \(v)")
            }
        }
    }

    @Test("a ledger claim's certainty on a version is the one its span and evidence give there")
    func claimsOnEveryVersion() {
        for v in Self.versions {
            for claim in ClaimLedger.all {
                #expect(CertaintyTable.certainty(ofClaim: claim.id, on: v) == Derivation.on(claim, v), "\(claim.id) on \(v)")
                #expect(claim.certainty(on: v) == Derivation.on(claim, v), "\(claim.id) on \(v)")
            }
        }
    }

    @Test("a claim's and a rule's certainty over the whole span are the derived ones, reasoning chains included")
    func wholeSpans() {
        for claim in ClaimLedger.all {
            #expect(claim.certainty == Derivation.whole(claim), "\(claim.id)")
            #expect(claim.evidenceCertainty == Derivation.evidence(claim), "\(claim.id)")
        }
        for rule in Rule.allCases { #expect(rule.certainty == rule.claims.map(Derivation.whole).weakest, "\(rule.id)") }
        for rule in TimelineRule.allCases { #expect(rule.certainty == rule.claims.map(Derivation.whole).weakest, "\(rule.id)") }
    }

    @Test("a situational claim named by a decision weakens its rule's step as derived")
    func situationalClaimsInDecisions() {
        let situational = Rule.allCases.flatMap { r in r.claims.filter { !$0.isCore }.map { (r, $0) } }
        #expect(!situational.isEmpty)
        for v in Self.versions where v >= .oldestModelled && v.minor >= 0 {
            let plain = Policy.decide(scenario(phone(v)))
            for (rule, claim) in situational {
                var decision = plain
                decision.claimsUsed = [ClaimUse(rule: rule, claim: claim)]
                let expected = [Derivation.weakestCore(rule.claims, on: v), Derivation.on(claim, v)].compactMap { $0 }.weakest
                #expect(decision.certainty(of: rule) == expected, "\(rule.id) with \(claim.id) on \(v)")
            }
        }
    }

    @Test("an id no ledger claim has gets no certainty")
    func unknownClaim() {
        #expect(CertaintyTable.certainty(ofClaim: "no-such-claim", on: SystemVersion(17, 0)) == nil)
    }

    @Test("a timeline rule's ordinal is its position in allCases, so the table's rows line up")
    func timelineOrdinalIsPosition() {
        for (i, rule) in TimelineRule.allCases.enumerated() { #expect(rule.ordinal == i, "\(rule.id)") }
    }
}

/// The certainty derivation as `Claim` documents it, recomputed through `ClaimLedger.claim(_:)` on every call,
/// without `CertaintyTable`: the oracle the table is checked against.
private enum Derivation {
    static func whole(_ c: Claim) -> Certainty {
        c.conflict != nil || !c.versions.boundsKnown ? .disputed : evidence(c)
    }

    static func evidence(_ c: Claim) -> Certainty {
        var best: Certainty?
        for e in c.evidence {
            var k = e.kind.strongestCertainty
            if e.kind == .reasoning {
                for id in e.restsOn {
                    if let other = ClaimLedger.claim(id), other.id != c.id { k = k.capped(at: whole(other)) }
                }
            }
            if best.map({ k > $0 }) ?? true { best = k }
        }
        return best ?? .disputed
    }

    static func on(_ c: Claim, _ v: SystemVersion) -> Certainty? {
        switch c.versions.placement(of: v) {
        case .outside: nil
        case .unknownBound: .disputed
        case .inside: c.conflict != nil ? .disputed : evidence(c)
        case .pastLastSeen: c.conflict != nil ? .disputed : evidence(c).capped(at: .inferred)
        }
    }

    static func weakestCore(_ claims: [Claim], on v: SystemVersion) -> Certainty {
        claims.filter(\.isCore).compactMap { on($0, v) }.weakest
    }
}
