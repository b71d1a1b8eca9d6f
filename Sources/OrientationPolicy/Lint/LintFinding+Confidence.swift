/// A finding is as sure as its weakest link: the claims of its code, the core claims of the rules it applies
/// (its code's and the ones that shaped its state), judged on each of its targets' iOS versions. Severity stays
/// what UIKit would do if the claims hold; confidence says how sure that is.
extension LintFinding {
    /// Every claim the finding rests on with its certainty on one of the finding's targets, weakest first.
    public var weakLinks: [(claim: Claim, certainty: Certainty, version: SystemVersion)] {
        var links: [(claim: Claim, certainty: Certainty, version: SystemVersion)] = []
        func consider(_ claim: Claim) {
            for t in targets {
                guard let k = claim.certainty(on: t.systemVersion) else { continue }
                if let i = links.firstIndex(where: { $0.claim.id == claim.id }) {
                    if k < links[i].certainty { links[i] = (claim, k, t.systemVersion) }
                } else {
                    links.append((claim, k, t.systemVersion))
                }
            }
        }
        for c in code.ownClaims { consider(c) }
        for r in code.rules + pathRules { for c in r.claims where c.isCore { consider(c) } }
        return links.sorted { $0.certainty < $1.certainty }
    }

    /// The weakest certainty on the finding's path; documented when every link is.
    public var confidence: Certainty { weakLinks.first?.certainty ?? .documented }

    /// The weak link named in words, for text, JSON and SARIF: nil when the whole path is documented or observed.
    public var confidenceNote: String? {
        guard let (claim, certainty, version) = weakLinks.first, certainty < .observed else { return nil }
        let why = claim.weakness(on: version).map { " \($0)" } ?? ""
        return "Rests on \(certainty == .inferred ? "an inferred" : "a disputed") claim, \(claim.id): \(claim.statement)\(why)"
    }
}
