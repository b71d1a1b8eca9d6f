import OrientationPolicy
import Testing

@testable import OrientationAPI

/// `/v1/decide` decodes a request into the flat form (`FlatScenario`) and decides that; simulate, lint and the
/// engine's other callers decide the tree form (`Scenario`). Both run the same rules (`ScenarioModel`), so over every
/// decide vector the conformance suite has, the two forms must give the same decision, explanation and claims
/// included.
@Suite("The flat and the tree form decide alike")
struct FlatScenarioDecideTests {
    /// Every decide vector the decoder accepts, as the tree decoder builds it and as `/v1/decide` reads it.
    static let scenarios: [(String, Scenario, FlatScenario)] = ConformanceVector.loadAll().compactMap { v in
        guard v.endpoint == "decide", v.path == "/v1/decide", let s = try? ScenarioDecoder().decode(body: v.body),
            let f = try? ScenarioDecoder().decodeFlat(body: v.body)
        else { return nil }
        return (v.description, s, f)
    }

    @Test("over every decide vector, the flat form's decision is the tree form's")
    func sameDecision() {
        #expect(Self.scenarios.count > 100)
        for (name, tree, flat) in Self.scenarios {
            #expect(Policy.decide(flat) == Policy.decide(tree), "\(name)")
        }
    }

    @Test("over every decide vector, the flat form's short decision is the tree form's")
    func sameShortDecision() {
        for (name, tree, flat) in Self.scenarios {
            #expect(Policy.decideOutcome(flat) == Policy.decideOutcome(tree), "\(name)")
        }
    }

    @Test("over every decide vector, the flat form read by /v1/decide is the tree decoder's scenario")
    func sameScenario() {
        for (name, tree, flat) in Self.scenarios {
            #expect(flat.scenario == tree, "\(name)")
            #expect(FlatScenario(tree).scenario == tree, "\(name)")
        }
    }
}
