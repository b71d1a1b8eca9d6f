import OrientationPolicy
import Testing

@testable import OrientationAPI

/// The short answer (`Prefer: return=minimal`) is written from a decision made without its explanation
/// (`Policy.decideOutcome`): its `disputed` list is derived from the rules the steps would name
/// (`Decision.rulesWithoutSteps`) instead of the steps.
@Suite("The short answer from a decision without its explanation")
struct DecisionEncoderOutcomeTests {
    /// Every decide vector the decoder accepts: the engine's paths as the conformance suite exercises them.
    static let scenarios: [(String, Scenario)] = ConformanceVector.loadAll().compactMap { v in
        guard v.endpoint == "decide", v.path == "/v1/decide", let s = try? ScenarioDecoder().decode(body: v.body) else { return nil }
        return (v.description, s)
    }

    @Test("over every decide vector, the short answer is byte for byte the one written from the full decision")
    func sameShortAnswer() {
        #expect(Self.scenarios.count > 100)
        var disputed = 0
        for (name, s) in Self.scenarios {
            let full = DecisionEncoder.encodeMinimal(Policy.decide(s))
            #expect(DecisionEncoder.encodeMinimal(Policy.decideOutcome(s)) == full, "\(name)")
            if !String(decoding: full, as: UTF8.self).hasSuffix(#""disputed":[]}"#) { disputed += 1 }
        }
        // Some of them list disputed claims, so the list is compared, not only its absence.
        #expect(disputed > 0)
    }
}
