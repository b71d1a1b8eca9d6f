import Foundation
import HTTPTypes
import OpenAPIRuntime
import OrientationClient
import XCTest

/// A transport answering /version, and /v1/decide with a fixed body and headers, recording the decide request's
/// `Prefer` field.
final class DecideStubTransport: ClientTransport, @unchecked Sendable {
    let body: String
    let preferenceApplied: String?
    private let lock = NSLock()
    private var prefers: [String?] = []

    init(body: String, preferenceApplied: String?) {
        self.body = body
        self.preferenceApplied = preferenceApplied
    }

    var sentPrefer: [String?] { lock.withLock { prefers } }

    func send(_ request: HTTPRequest, body: HTTPBody?, baseURL: URL, operationID: String) async throws -> (HTTPResponse, HTTPBody?) {
        var response = HTTPResponse(status: .ok)
        response.headerFields[.contentType] = "application/json"
        if request.path == "/version" {
            return (response, HTTPBody(#"{"version":"1.0.0","gitCommit":"abc1234","buildDate":"2026-01-01T00:00:00Z"}"#))
        }
        lock.withLock { prefers.append(request.headerFields[HTTPField.Name("Prefer")!]) }
        response.headerFields[HTTPField.Name("Vary")!] = "Prefer"
        if let preferenceApplied { response.headerFields[HTTPField.Name("Preference-Applied")!] = preferenceApplied }
        return (response, HTTPBody(self.body))
    }
}

final class DecisionSummaryTests: XCTestCase {
    let url = URL(string: "http://orientation.test")!
    let scenario = Scenario(rootViewController: ViewController("RootViewController"))
    static let short =
        #"{"outcome":"exception","interfaceOrientation":"landscapeRight","supportedInterfaceOrientations":{"rawValue":0,"orientations":[]},"applicationOrientations":{"rawValue":24,"orientations":["landscapeLeft","landscapeRight"],"source":"infoPlist"},"topmostViewController":{"name":"Auth","path":"window.rootViewController.presentedViewController"},"preferredInterfaceOrientationForPresentation":null,"exception":{"name":"UIApplicationInvalidInterfaceOrientation","reason":"Supported orientations has no common orientation with the application, and [Auth shouldAutorotate] is returning YES"},"disputed":[{"rule":"legacy-bridge","claim":"some-claim","summary":"One sentence."}]}"#

    func testTheBriefDecisionAsksForReturnMinimalAndReadsTheShortAnswer() async throws {
        let stub = DecideStubTransport(body: Self.short, preferenceApplied: "return=minimal")
        let summary = try await OrientationService(serverURL: url, transport: stub).decideInBrief(scenario)
        XCTAssertEqual(stub.sentPrefer, ["return=minimal"])
        XCTAssertEqual(summary.outcome, .exception)
        XCTAssertEqual(summary.interfaceOrientation, .landscapeRight)
        XCTAssertEqual(summary.supportedInterfaceOrientations, [])
        XCTAssertEqual(summary.topmostViewController, "Auth")
        XCTAssertEqual(summary.exception?.name, "UIApplicationInvalidInterfaceOrientation")
        XCTAssertEqual(summary.disputedClaims, [.init(rule: "legacy-bridge", claim: "some-claim", summary: "One sentence.")])
    }

    func testTheFullDecisionSendsNoPreference() async throws {
        let full = Self.short.replacingOccurrences(of: #","disputed":"#, with: #","explanation":[],"disputed":"#)
            .replacingOccurrences(of: #""summary":"One sentence.""#, with: #""note":"Why.","alternatives":[]"#)
        let stub = DecideStubTransport(body: full, preferenceApplied: nil)
        let decision = try await OrientationService(serverURL: url, transport: stub).decide(scenario)
        XCTAssertEqual(stub.sentPrefer, [nil])
        XCTAssertEqual(decision.outcome, .exception)
    }

    func testAServerThatAnswersInFullIsReadInBrief() async throws {
        let full = Self.short.replacingOccurrences(of: #","disputed":"#, with: #","explanation":[],"disputed":"#)
            .replacingOccurrences(of: #""summary":"One sentence.""#, with: #""note":"Why.","alternatives":[]"#)
        let summary = try await OrientationService(
            serverURL: url, transport: DecideStubTransport(body: full, preferenceApplied: nil)
        ).decideInBrief(scenario)
        XCTAssertEqual(summary.outcome, .exception)
        XCTAssertEqual(summary.disputedClaims, [.init(rule: "legacy-bridge", claim: "some-claim", summary: "Why.")])
    }

    func testTheLiveServersBriefAnswerAgreesWithItsFullOne() async throws {
        let game = ViewController("GameViewController", supportedInterfaceOrientations: .landscape)
            .presenting(ViewController("GKHostedAuthenticateViewController", supportedInterfaceOrientations: .portrait))
        let scenario = Scenario(
            device: .iPhone("6.0"), supportedInterfaceOrientations: [.landscapeLeft, .landscapeRight],
            rootViewController: game, interfaceOrientation: .landscapeRight)
        let service = try liveService()
        let summary = try await service.decideInBrief(scenario)
        let decision = try await service.decide(scenario)
        XCTAssertEqual(summary.outcome, decision.outcome)
        XCTAssertEqual(summary.outcome, .exception)
        XCTAssertEqual(summary.interfaceOrientation, decision.interfaceOrientation)
        XCTAssertEqual(summary.supportedInterfaceOrientations, decision.supportedInterfaceOrientations)
        XCTAssertEqual(summary.topmostViewController, decision.topmostViewController)
        XCTAssertEqual(summary.exception, decision.exception)
    }
}
