/// A situational claim a decision rests on (`Claim.situation`): the engine names it where the situation arises
/// (several windows, an exception's text, a sheet on a phone in landscape), so the answer is judged by it and,
/// where it is disputed on the scenario's version, names the other answers the sources allow.
public struct ClaimUse: Sendable, Hashable {
    /// The rule whose step the claim belongs to.
    public var rule: Rule
    /// The claim's id (`ClaimLedger`).
    public var claim: String
    /// The other answers a disputed claim allows (both exception texts, both orientations); empty otherwise.
    public var alternatives: [Alternative]

    public init(rule: Rule, claim: Claim, alternatives: [Alternative] = []) {
        self.rule = rule
        self.claim = claim.id
        self.alternatives = alternatives
    }

    /// Another answer a disputed claim allows.
    public struct Alternative: Sendable, Hashable {
        /// The answer in one sentence.
        public var summary: String
        /// The interface orientation under that answer, when it differs.
        public var interfaceOrientation: InterfaceOrientation?
        /// The exception under that answer (nil: none is raised).
        public var exception: UIKitException?

        public init(summary: String, interfaceOrientation: InterfaceOrientation? = nil, exception: UIKitException? = nil) {
            self.summary = summary
            self.interfaceOrientation = interfaceOrientation
            self.exception = exception
        }
    }
}

extension Decision {
    /// How sure the step of `rule` is in this decision: the rule's core claims on the decision's version, weakened
    /// by any situational claim of that rule the decision names.
    public func certainty(of rule: Rule) -> Certainty {
        var c = rule.certainty(on: systemVersion)
        for use in claimsUsed where use.rule == rule {
            if let k = CertaintyTable.certainty(ofClaim: use.claim, on: systemVersion) { c = c.capped(at: k) }
        }
        return c
    }

    /// The weakest certainty of the steps the decision took (its rules and the situational claims it names).
    public var certainty: Certainty {
        var c = Certainty.documented
        for step in explanation {
            if let r = step.knownRule { c = c.capped(at: certainty(of: r)) }
        }
        return c
    }
}
