import Foundation
import Hummingbird
import OrientationPolicy

/// The `POST /v1/decide` answer as Codable structs, encoded by Foundation's `JSONEncoder` (Hummingbird's default
/// response encoder): the same members and values as the service's response for the same request, in the same
/// order (`scripts/bench` compares the two as parsed JSON before it times anything).
struct DecideResponse: ResponseEncodable {
    var outcome: String
    var interfaceOrientation: String
    var supportedInterfaceOrientations: Mask
    var applicationOrientations: ApplicationMask
    var topmostViewController: ControllerReferenceModel?
    var preferredInterfaceOrientationForPresentation: String?
    var exception: Exception?
    var explanation: [Step]
    var disputed: [DisputedClaim]

    struct Mask: Encodable {
        var rawValue: UInt
        var orientations: [String]
    }

    struct ApplicationMask: Encodable {
        var rawValue: UInt
        var orientations: [String]
        var source: String
    }

    struct ControllerReferenceModel: Encodable {
        var name: String
        var path: String
    }

    struct Exception: Encodable {
        var name: String
        var reason: String
    }

    struct Step: Encodable {
        var rule: String
        var detail: String
        var source: String
        var references: [String]
        /// Left out (the synthesized encoder skips a nil optional) for a rule the catalog does not know, as the
        /// service does.
        var certainty: String?
    }

    /// One disputed claim the decision rests on: `{"rule","claim","note","alternatives"}`, as the service lists them.
    struct DisputedClaim: Encodable {
        var rule: String
        var claim: String
        var note: String
        var alternatives: [Alternative]
    }

    /// Another answer a disputed claim allows; `interfaceOrientation` and `exception` are explicit `null`s when absent.
    struct Alternative: Encodable {
        var summary: String
        var interfaceOrientation: String?
        var exception: Exception?

        enum CodingKeys: String, CodingKey { case summary, interfaceOrientation, exception }

        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(summary, forKey: .summary)
            try c.encode(interfaceOrientation, forKey: .interfaceOrientation)
            try c.encode(exception, forKey: .exception)
        }
    }

    enum CodingKeys: String, CodingKey {
        case outcome, interfaceOrientation, supportedInterfaceOrientations, applicationOrientations,
            topmostViewController, preferredInterfaceOrientationForPresentation, exception, explanation, disputed
    }

    /// Written by hand only because the API spells an absent value as an explicit `null`, where the synthesized
    /// encoder would leave the member out.
    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(outcome, forKey: .outcome)
        try c.encode(interfaceOrientation, forKey: .interfaceOrientation)
        try c.encode(supportedInterfaceOrientations, forKey: .supportedInterfaceOrientations)
        try c.encode(applicationOrientations, forKey: .applicationOrientations)
        try c.encode(topmostViewController, forKey: .topmostViewController)
        try c.encode(preferredInterfaceOrientationForPresentation, forKey: .preferredInterfaceOrientationForPresentation)
        try c.encode(exception, forKey: .exception)
        try c.encode(explanation, forKey: .explanation)
        try c.encode(disputed, forKey: .disputed)
    }
}

extension DecideResponse {
    /// The response for one engine decision.
    init(_ d: Decision) {
        outcome = d.outcome.rawValue
        interfaceOrientation = d.interfaceOrientation.name
        supportedInterfaceOrientations = Mask(
            rawValue: d.supportedInterfaceOrientations.rawValue,
            orientations: d.supportedInterfaceOrientations.orientations.map(\.name))
        applicationOrientations = ApplicationMask(
            rawValue: d.applicationOrientations.mask.rawValue,
            orientations: d.applicationOrientations.mask.orientations.map(\.name),
            source: d.applicationOrientations.source.rawValue)
        topmostViewController = d.topmostViewController.map { ControllerReferenceModel(name: $0.name, path: $0.path) }
        preferredInterfaceOrientationForPresentation = d.preferredInterfaceOrientationForPresentation?.name
        exception = d.exception.map { Exception(name: $0.name, reason: $0.reason) }
        // Each step's certainty on the decision's version, weakened by the situational claims the decision names.
        explanation = d.explanation.map { step in
            Step(
                rule: step.rule, detail: step.detail, source: step.source,
                references: (RuleCatalog.references(forRule: step.rule) ?? []).map(\.id),
                certainty: (step.knownRule.map { d.certainty(of: $0) }
                    ?? RuleCatalog.certainty(forRule: step.rule, on: d.systemVersion))?.rawValue)
        }
        // Each disputed claim once: the core claims of the steps' rules disputed on this version, then the
        // situational claims the decision names that are disputed, with the other answers they allow.
        var disputed: [DisputedClaim] = []
        func add(_ rule: Rule, _ claim: Claim, _ alternatives: [ClaimUse.Alternative]) {
            guard !disputed.contains(where: { $0.claim == claim.id }) else { return }
            disputed.append(
                DisputedClaim(
                    rule: rule.id, claim: claim.id, note: claim.disputeNote(on: d.systemVersion),
                    alternatives: alternatives.map {
                        Alternative(
                            summary: $0.summary, interfaceOrientation: $0.interfaceOrientation?.name,
                            exception: $0.exception.map { Exception(name: $0.name, reason: $0.reason) })
                    }))
        }
        for step in d.explanation {
            guard let rule = step.knownRule, rule.certainty(on: d.systemVersion) == .disputed else { continue }
            for claim in rule.claims where claim.isCore && claim.certainty(on: d.systemVersion) == .disputed {
                add(rule, claim, [])
            }
        }
        for use in d.claimsUsed {
            guard let claim = ClaimLedger.claim(use.claim), claim.certainty(on: d.systemVersion) == .disputed else { continue }
            add(use.rule, claim, use.alternatives)
        }
        self.disputed = disputed
    }
}
