/// One thing a rule says UIKit does, on which versions and devices, with the evidence for it. A rule is a few
/// claims; its certainty is that of its weakest claim, and the certainty of a claim is derived from its
/// evidence, never written by hand:
///
/// - `documented` only where Apple's own text (a documentation page, a header) says it;
/// - `observed` where crash logs, console logs or developers' reports show it;
/// - `inferred` where it rests on reverse engineering or on reasoning from other claims;
/// - `disputed` where the sources conflict (`conflict`) or a version bound is unknown.
public struct Claim: Sendable, Hashable, Identifiable {
    /// A stable kebab-case identifier, unique across the ledger.
    public let id: String
    /// What UIKit does, in one sentence.
    public let statement: String
    public let versions: VersionSpan
    /// Which devices the claim is about, for people ("all", "phones", "iPads").
    public let devices: String
    public let evidence: [Evidence]
    /// What the sources disagree about, and which side the engine takes; nil when they agree.
    public let conflict: String?
    /// Nil when the claim is used whenever its rule is applied (a core claim); otherwise the situation in which
    /// it is used ("with several windows"). A situational claim weakens an answer only when the engine names it
    /// as used (`Decision.claimsUsed`), so a single-window answer does not inherit the doubts about several.
    public let situation: String?

    public init(
        _ id: String, _ statement: String, versions: VersionSpan = .always, devices: String = "all",
        when situation: String? = nil, evidence: [Evidence], conflict: String? = nil
    ) {
        self.id = id
        self.statement = statement
        self.versions = versions
        self.devices = devices
        self.situation = situation
        self.evidence = evidence
        self.conflict = conflict
    }

    public var isCore: Bool { situation == nil }

    /// What the evidence alone supports: the strongest of its pieces, where reasoning is no stronger than
    /// inferred nor than the claims it rests on (the ledger's, their certainty read from `CertaintyTable`).
    public var evidenceCertainty: Certainty {
        evidenceCertainty(restingOn: { id in CertaintyTable.index[id].map { CertaintyTable.whole[$0] } })
    }

    /// `evidenceCertainty` with the certainty of each claim a reasoning rests on given by `resolve` (nil: no such
    /// claim, which weakens nothing); the claim itself is never among them. `CertaintyTable` derives its table
    /// with this before the table exists.
    func evidenceCertainty(restingOn resolve: (String) -> Certainty?) -> Certainty {
        var best: Certainty?
        for e in evidence {
            var c = e.kind.strongestCertainty
            if e.kind == .reasoning {
                for id in e.restsOn where id != self.id {
                    if let other = resolve(id) { c = c.capped(at: other) }
                }
            }
            if best.map({ c > $0 }) ?? true { best = c }
        }
        return best ?? .disputed
    }

    /// The claim's certainty over its whole span: disputed when sources conflict or a bound is unknown.
    public var certainty: Certainty {
        if conflict != nil || !versions.boundsKnown { return .disputed }
        return evidenceCertainty
    }

    /// The claim's certainty for an answer on `version`: nil when the claim does not apply there, disputed
    /// inside an unknown bound's bracket, at most inferred past the last version it was shown on.
    public func certainty(on version: SystemVersion) -> Certainty? {
        switch versions.placement(of: version) {
        case .outside: return nil
        case .unknownBound: return .disputed
        case .inside: return conflict != nil ? .disputed : evidenceCertainty
        case .pastLastSeen: return conflict != nil ? .disputed : evidenceCertainty.capped(at: .inferred)
        }
    }
}

extension Array where Element == Claim {
    /// The weakest certainty of the core claims that apply on `version` (documented when none applies): how
    /// sure a step of the rule is before any situational claim is named.
    public func certainty(on version: SystemVersion) -> Certainty {
        var c = Certainty.documented
        for claim in self where claim.isCore { if let k = claim.certainty(on: version) { c = c.capped(at: k) } }
        return c
    }

    /// The weakest certainty of the claims over their whole spans.
    public var certainty: Certainty { map(\.certainty).weakest }

    /// The claim that is weakest on `version`, for naming the weak link in a finding.
    public func weakest(on version: SystemVersion) -> Claim? {
        var found: (Claim, Certainty)?
        for claim in self {
            guard let k = claim.certainty(on: version) else { continue }
            if found.map({ k < $0.1 }) ?? true { found = (claim, k) }
        }
        return found?.0
    }
}

extension Claim {
    /// Why the claim is disputed on `version`, for the `disputed` list of an answer: the sources' conflict, or
    /// which version bound is unknown.
    public func disputeNote(on version: SystemVersion) -> String {
        if let conflict { return conflict }
        let s = versions.since
        if !s.isKnown, version >= s.earliest, version < s.latest {
            return
                "\(statement) The sources show it only from iOS \(s.latest) and not before iOS \(s.earliest); iOS \(version) lies between, and the engine applies it from iOS \(s.engineUses)."
        }
        if case .until(let end) = versions.through, !end.isKnown {
            return
                "\(statement) The sources show it up to iOS \(end.earliest) and no longer by iOS \(end.latest); iOS \(version) lies between, and the engine applies it until iOS \(end.engineUses)."
        }
        return statement
    }
}

extension Claim {
    /// Why the claim is weaker than documented, in one sentence; nil when it is documented.
    public var weakness: String? {
        switch certainty {
        case .documented: return nil
        case .disputed:
            if let conflict { return conflict }
            let s = versions.since
            if !s.isKnown {
                return
                    "Its first version is unknown: the sources show it by iOS \(s.latest) and not at iOS \(s.earliest); the engine applies it from iOS \(s.engineUses)."
            }
            if case .until(let end) = versions.through, !end.isKnown {
                return
                    "Its last version is unknown: the sources show it at iOS \(end.earliest) and no longer by iOS \(end.latest); the engine applies it until iOS \(end.engineUses)."
            }
            return "The sources disagree."
        case .observed, .inferred: return evidenceWeakness
        }
    }

    /// Why the kind of the claim's evidence makes it weaker than documented; nil for Apple's own text.
    var evidenceWeakness: String? {
        switch evidenceCertainty {
        case .documented, .disputed: return nil
        case .observed: return "Apple does not document it; public crash logs or developers' reports show it."
        case .inferred:
            return evidence.contains { $0.kind == .reverseEngineering }
                ? "It rests on reverse engineering (private symbols or UIKit's machine code), not on anything Apple states or a report shows."
                : "It is reasoned from other claims; no source states or shows it."
        }
    }
}

extension Claim {
    /// Why the claim is weaker than documented for an answer on `version`: the unknown bound it lies in, the
    /// version it was last shown on, or the kind of its evidence; nil when it is documented there.
    public func weakness(on version: SystemVersion) -> String? {
        guard let k = certainty(on: version), k < .documented else { return nil }
        switch versions.placement(of: version) {
        case .unknownBound: return disputeNote(on: version)
        case .pastLastSeen:
            if case .lastSeen(let last) = versions.through, evidenceCertainty > .inferred {
                return "It was last shown on iOS \(last); nothing shows whether iOS \(version) still does it."
            }
        default: break
        }
        if let conflict { return conflict }
        return evidenceWeakness ?? weakness
    }
}

extension Array where Element == Claim {
    /// The weaknesses of the claims, each as "claim-id: why"; nil when every claim is documented.
    public var weaknessNote: String? {
        let parts = compactMap { c in c.weakness.map { "\(c.id): \($0)" } }
        return parts.isEmpty ? nil : parts.joined(separator: " ")
    }
}
