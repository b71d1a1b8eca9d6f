/// A finding is as sure as its weakest link: the claims of its code, the core claims of the rules it applies
/// (its code's and the ones that shaped its state), judged on each of its targets' iOS versions; a finding merged
/// over several targets is as sure as it is on the target where it is surest. Severity stays what UIKit would do
/// if the claims hold; confidence says how sure that is.
extension LintFinding {
    /// How sure the finding is: on each target, the weakest claim on its path; over its targets, the surest of
    /// those (the finding holds at least where it is surest). Documented when every link is.
    public var confidence: Certainty { bestTarget?.certainty ?? .documented }

    /// The target where the finding is surest, with its weakest link there.
    var bestTarget: (certainty: Certainty, weakest: Claim?, version: SystemVersion)? {
        var best: (certainty: Certainty, weakest: Claim?, version: SystemVersion)?
        for t in targets {
            var here: (certainty: Certainty, weakest: Claim?) = (.documented, nil)
            func consider(_ claim: Claim) {
                if let k = claim.certainty(on: t.systemVersion), k < here.certainty { here = (k, claim) }
            }
            for c in code.ownClaims + pathClaims { consider(c) }
            for r in code.rules + pathRules { for c in r.claims where c.isCore { consider(c) } }
            if best.map({ here.certainty > $0.certainty }) ?? true { best = (here.certainty, here.weakest, t.systemVersion) }
        }
        return best
    }

    /// The weak link named in words, for text, JSON and SARIF: nil when the finding is documented or observed on
    /// one of its targets.
    public var confidenceNote: String? {
        guard let best = bestTarget, best.certainty < .observed, let claim = best.weakest else { return nil }
        let why = claim.weakness(on: best.version).map { " \($0)" } ?? ""
        return "Rests on \(best.certainty == .inferred ? "an inferred" : "a disputed") claim, \(claim.id): \(claim.statement)\(why)"
    }
}
