import Foundation
import OrientationPolicy
import Testing

@testable import OrientationAPI

@Suite("API decide: response shape per the API")
struct APIDecideResponseTests {
    static let memberOrder = [
        "outcome", "interfaceOrientation", "supportedInterfaceOrientations", "applicationOrientations",
        "topmostViewController", "preferredInterfaceOrientationForPresentation", "exception", "explanation", "disputed",
    ]

    func decide(_ body: String) throws -> (APIResponse, [String: Any]) {
        let r = APITest.post(body)
        #expect(r.status == 200, "\(String(decoding: r.body, as: UTF8.self))")
        return (r, try #require(APITest.object(r)))
    }

    @Test("members come in the API's order with explicit nulls")
    func memberOrderAndNulls() throws {
        let (r, o) = try decide(#"{"window":{"rootViewController":{"name":"RootVC"}}}"#)
        guard case .object(let members) = try JSONReader().parse(r.body) else { Issue.record("not an object"); return }
        #expect(members.map(\.key) == Self.memberOrder)
        #expect(o["exception"] is NSNull)
        #expect(o["preferredInterfaceOrientationForPresentation"] is NSNull)
        let mask = try #require(o["supportedInterfaceOrientations"] as? [String: Any])
        #expect(Set(mask.keys) == ["rawValue", "orientations"])
    }

    @Test("a portrait-only app does not rotate to landscape (Info.plist is the app mask)")
    func portraitOnlyApp() throws {
        let (_, o) = try decide(
            #"""
            {"app": {"infoPlist": {"UISupportedInterfaceOrientations": ["UIInterfaceOrientationPortrait"]}},
             "window": {"rootViewController": {"name": "RootVC"}},
             "interfaceOrientation": "portrait", "deviceOrientation": "landscapeLeft"}
            """#)
        #expect(o["outcome"] as? String == "unchanged")
        #expect(o["interfaceOrientation"] as? String == "portrait")
        let mask = try #require(o["supportedInterfaceOrientations"] as? [String: Any])
        #expect(mask["rawValue"] as? Int == 2)
        #expect(mask["orientations"] as? [String] == ["portrait"])
        let app = try #require(o["applicationOrientations"] as? [String: Any])
        #expect(app["source"] as? String == "infoPlist")
        #expect(app["rawValue"] as? Int == 2)
        let top = try #require(o["topmostViewController"] as? [String: Any])
        #expect(top["name"] as? String == "RootVC")
        #expect(top["path"] as? String == "window.rootViewController")
        #expect((o["explanation"] as? [[String: Any]])?.isEmpty == false)
    }

    @Test("device landscapeLeft rotates the interface to landscapeRight when allowed (UIKit's naming trap)")
    func rotation() throws {
        let (_, o) = try decide(
            #"""
            {"app": {"supportedInterfaceOrientationsForWindow": "allButUpsideDown"},
             "window": {"rootViewController": {"name": "Player", "supportedInterfaceOrientations": "all"}},
             "interfaceOrientation": "portrait", "deviceOrientation": "UIDeviceOrientationLandscapeLeft"}
            """#)
        #expect(o["outcome"] as? String == "rotated")
        #expect(o["interfaceOrientation"] as? String == "landscapeRight")
        let mask = try #require(o["supportedInterfaceOrientations"] as? [String: Any])
        #expect(mask["rawValue"] as? Int == 26)
        #expect(mask["orientations"] as? [String] == ["portrait", "landscapeLeft", "landscapeRight"], "the API response order")
        #expect((o["applicationOrientations"] as? [String: Any])?["source"] as? String == "delegate")
    }

    @Test("no common orientation is a 200 with outcome exception, not an HTTP error")
    func exception() throws {
        let (_, o) = try decide(
            #"""
            {"app": {"infoPlist": {"UISupportedInterfaceOrientations": ["UIInterfaceOrientationPortrait"]}},
             "window": {"rootViewController": {"name": "Player", "supportedInterfaceOrientations": "landscape"}},
             "interfaceOrientation": "portrait"}
            """#)
        #expect(o["outcome"] as? String == "exception")
        let e = try #require(o["exception"] as? [String: Any])
        #expect(e["name"] as? String == "UIApplicationInvalidInterfaceOrientation")
        #expect((e["reason"] as? String)?.isEmpty == false)
    }

    // MARK: the writer against the Codable oracle

    static func randomDecision(_ g: inout SeededRandom) -> Decision {
        func mask() -> InterfaceOrientationMask { InterfaceOrientationMask(rawValue: UInt.random(in: 0...15, using: &g) << 1) }
        let texts = ["plain", "quote \" and \\ backslash", "control \u{0}\u{1}\u{1f} \n\r\t", "unicode é 😀 \u{2028}", "", "/slash"]
        func text() -> String { texts.randomElement(using: &g)! + texts.randomElement(using: &g)! }
        let orientations = InterfaceOrientation.allCases
        return Decision(
            outcome: Decision.Outcome.allCases.randomElement(using: &g)!,
            interfaceOrientation: orientations.randomElement(using: &g)!,
            supportedInterfaceOrientations: mask(),
            applicationOrientations: ApplicationOrientations(
                mask: mask(), source: ApplicationOrientations.Source.allCases.randomElement(using: &g)!),
            topmostViewController: Bool.random(using: &g) ? ControllerReference(name: text(), path: text()) : nil,
            preferredInterfaceOrientationForPresentation: Bool.random(using: &g) ? orientations.randomElement(using: &g)! : nil,
            exception: Bool.random(using: &g) ? UIKitException(name: text(), reason: text()) : nil,
            explanation: (0..<Int.random(in: 0...4, using: &g)).map { _ in ExplanationStep(rule: text(), detail: text(), source: text()) })
    }

    @Test("the fast writer's output decodes with JSONDecoder to the same value as the Codable encoder's", arguments: 0..<4)
    func writerMatchesCodable(seed: UInt64) throws {
        var g = SeededRandom(seed: 500 + seed)
        for _ in 0..<100 {
            let d = Self.randomDecision(&g)
            let expected = OracleResponse(d)
            let fast = try JSONDecoder().decode(OracleResponse.self, from: Data(DecisionEncoder.encode(d)))
            let viaCodable = try JSONDecoder().decode(OracleResponse.self, from: JSONEncoder().encode(expected))
            #expect(fast == viaCodable)
            #expect(fast == expected)
        }
    }

    @Test("real decisions for random requests encode like the Codable model", arguments: 0..<2)
    func realDecisions(seed: UInt64) throws {
        var gen = RequestGenerator(seed: 700 + seed)
        for _ in 0..<40 {
            let scenario = try ScenarioDecoder().decode(body: gen.request().bytes)
            let d = Policy.decide(scenario)
            let fast = try JSONDecoder().decode(OracleResponse.self, from: Data(DecisionEncoder.encode(d)))
            #expect(fast == OracleResponse(d))
        }
    }
}
