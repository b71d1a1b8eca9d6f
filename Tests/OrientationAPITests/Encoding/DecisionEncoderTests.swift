import OrientationPolicy
import Testing

@testable import OrientationAPI

/// The decision encoder copies engine text without escaping it and writes explanation sentences and paths piece
/// by piece; these pin that the bytes equal the plain path (read `detail` and `path`, escape every string).
@Suite("Decision encoder: pieces and pre-encoded text")
struct DecisionEncoderTests {
    /// Requests whose explanations cover presentations, containers, windows arrays, rotation and the exception.
    static let bodies = [
        #"{"device": {"idiom": "phone", "systemVersion": "6.0"}, "app": {"infoPlist": {"UISupportedInterfaceOrientations": ["UIInterfaceOrientationLandscapeLeft", "UIInterfaceOrientationLandscapeRight"]}}, "window": {"rootViewController": {"name": "GameViewController", "supportedInterfaceOrientations": "landscape", "presentedViewController": {"name": "GKHostedAuthenticateViewController", "modalPresentationStyle": "fullScreen", "supportedInterfaceOrientations": "portrait"}}}, "interfaceOrientation": "landscapeRight"}"#,
        #"{"device": {"idiom": "phone", "systemVersion": "17.0"}, "window": {"rootViewController": {"name": "Main\"Nav\\", "kind": "navigationController", "viewControllers": [{"name": "List"}, {"name": "Player", "supportedInterfaceOrientations": "landscape"}]}}, "interfaceOrientation": "portrait", "deviceOrientation": "landscapeLeft"}"#,
        #"{"device": {"idiom": "pad", "systemVersion": "5.1"}, "windows": [{"rootViewController": {"name": "Tabs", "kind": "tabBarController", "selectedIndex": 1, "viewControllers": [{"name": "A"}, {"name": "B", "presentedViewController": {"name": "Sheet\u0001", "modalPresentationStyle": "formSheet"}}]}}], "deviceOrientation": "portraitUpsideDown"}"#,
    ]

    @Test("a decision encodes to the same bytes as the same decision with its text spelt out")
    func piecesEqualSpeltText() throws {
        for body in Self.bodies {
            let decision = Policy.decide(try ScenarioDecoder().decode(body: Array(body.utf8)))
            var spelt = decision
            spelt.explanation = decision.explanation.map { ExplanationStep(rule: $0.rule, detail: $0.detail, source: $0.source) }
            spelt.topmostViewController = decision.topmostViewController.map { ControllerReference(name: $0.name, path: $0.path) }
            #expect(spelt.explanation.allSatisfy { $0.knownRule == nil } && decision.explanation.allSatisfy { $0.knownRule != nil })
            let encoded = DecisionEncoder.encode(decision)
            #expect(encoded == DecisionEncoder.encode(spelt), "\(String(decoding: encoded, as: UTF8.self))")
        }
    }

    @Test(
        "a decision encoded on its own, also handed over to have its steps' details moved out, has the bytes it has inside a batch, and the caller's copy is untouched"
    )
    func encodeEqualsWrite() throws {
        // The three bodies, an app mask of 0 (a disputed core claim) and iPhone Mirroring on iOS 27 (a disputed
        // situational claim with alternatives), so `disputed` is written both ways.
        let disputed = [
            #"{"device": {"idiom": "phone", "systemVersion": "17.0"}, "app": {"supportedInterfaceOrientationsForWindow": 0}, "window": {"rootViewController": {"name": "RootViewController"}}, "interfaceOrientation": "portrait", "deviceOrientation": "landscapeLeft"}"#,
            #"{"device": {"idiom": "phone", "systemVersion": "27.0", "environment": "iPhoneMirroring"}, "app": {"infoPlist": {"UISupportedInterfaceOrientations": ["UIInterfaceOrientationLandscapeRight", "UIInterfaceOrientationLandscapeLeft"], "UIRequiresFullScreen": true}}, "window": {"rootViewController": {"name": "GameViewController", "supportedInterfaceOrientations": "landscape"}}}"#,
        ]
        for body in Self.bodies + disputed {
            let decision = Policy.decide(try ScenarioDecoder().decode(body: Array(body.utf8)))
            if disputed.contains(body) { #expect(!String(decoding: DecisionEncoder.encode(decision), as: UTF8.self).contains(#""disputed":[]"#)) }
            let details = decision.explanation.map(\.detail)
            var w = JSONWriter()
            DecisionEncoder.write(decision, to: &w)
            let written = w.bytes
            #expect(DecisionEncoder.encode(decision) == written, "\(String(decoding: written, as: UTF8.self))")
            #expect(DecisionEncoder.encode(taking: decision) == written, "\(String(decoding: written, as: UTF8.self))")
            #expect(decision.explanation.map(\.detail) == details)
        }
    }

    @Test("every rule's pre-encoded step text is its id and source escaped like any string")
    func stepTextPerRule() {
        for rule in Rule.allCases {
            var plain = JSONWriter()
            DecisionEncoder.writeExplanation([ExplanationStep(rule: rule.id, detail: "d", source: rule.source)], to: &plain)
            let text = DecisionEncoder.stepText[rule.ordinal]
            let head: [UInt8] = Array("[".utf8) + Array(text.first) + Array("d".utf8)
            let table: [UInt8] = head + Array(text.tail(rule.certainty)) + Array("]".utf8)
            let expected = plain.bytes
            #expect(table == expected, "\(rule)")
            #expect(Array(text.next) == Array(",".utf8) + Array(text.first), "\(rule)")
        }
    }

    @Test("engine steps and steps built from text mix in one explanation with the same commas")
    func mixedSteps() throws {
        let decision = Policy.decide(Scenario(interfaceOrientation: .portrait, deviceOrientation: .landscapeLeft))
        let steps = decision.explanation
        try #require(steps.count >= 3)
        let asText = { (s: ExplanationStep) in ExplanationStep(rule: s.rule, detail: s.detail, source: s.source) }
        for pattern in [[true, false, true], [false, true, false], [false, false, true]] {
            var mixed = Array(steps.prefix(3))
            var spelt = mixed.map(asText)
            for (i, engine) in pattern.enumerated() where !engine { mixed[i] = spelt[i] }
            spelt = spelt.map(asText)
            var a = JSONWriter()
            var b = JSONWriter()
            DecisionEncoder.writeExplanation(mixed, to: &a)
            DecisionEncoder.writeExplanation(spelt, to: &b)
            #expect(a.bytes == b.bytes, "\(pattern)")
        }
    }
}
