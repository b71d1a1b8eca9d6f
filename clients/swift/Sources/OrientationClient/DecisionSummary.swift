import OrientationServiceAPI

/// What UIKit does with a scenario, in brief (`OrientationService.decideInBrief(_:)`, `Prefer: return=minimal`):
/// the decision without its explanation, for harnesses that run thousands of cases and read only the outcome.
/// `disputedClaims` still says when the answer is uncertain on a device.
public struct DecisionSummary: Sendable, Equatable {
    /// The preference the request carries (RFC 7240).
    static let prefer = "return=minimal"

    /// A disputed claim the answer rests on: its rule, its id (`GET /v1/rules`), and what it says.
    public struct DisputedClaim: Sendable, Equatable {
        public var rule: String
        public var claim: String
        public var summary: String

        public init(rule: String, claim: String, summary: String) {
            self.rule = rule
            self.claim = claim
            self.summary = summary
        }
    }

    public var outcome: Decision.Outcome
    public var interfaceOrientation: UIInterfaceOrientation
    public var supportedInterfaceOrientations: UIInterfaceOrientationMask
    public var topmostViewController: String?
    public var exception: Decision.UIKitException?
    /// Empty when every claim the answer rests on is settled.
    public var disputedClaims: [DisputedClaim]

    /// The short answer, as the facade's types.
    public init(_ d: Components.Schemas.DecisionSummary) throws(OrientationServiceError) {
        guard let outcome = Decision.Outcome(rawValue: d.outcome.rawValue),
            let orientation = UIInterfaceOrientation(serviceName: d.interfaceOrientation.rawValue)
        else {
            throw .undocumentedResponse(status: 200)
        }
        self.outcome = outcome
        self.interfaceOrientation = orientation
        self.supportedInterfaceOrientations = UIInterfaceOrientationMask(rawValue: UInt(d.supportedInterfaceOrientations.rawValue))
        self.topmostViewController = d.topmostViewController?.name
        self.exception = d.exception.map { Decision.UIKitException(name: $0.name.rawValue, reason: $0.reason) }
        self.disputedClaims = d.disputed.map { DisputedClaim(rule: $0.rule, claim: $0.claim, summary: $0.summary) }
    }

    /// The full answer of a server that did not apply the preference, read in brief (the dispute note stands in for
    /// the claim's summary).
    public init(_ d: Components.Schemas.Decision) throws(OrientationServiceError) {
        let full = try Decision(d)
        self.outcome = full.outcome
        self.interfaceOrientation = full.interfaceOrientation
        self.supportedInterfaceOrientations = full.supportedInterfaceOrientations
        self.topmostViewController = full.topmostViewController
        self.exception = full.exception
        self.disputedClaims = (d.disputed ?? []).map { DisputedClaim(rule: $0.rule, claim: $0.claim, summary: $0.note) }
    }
}
