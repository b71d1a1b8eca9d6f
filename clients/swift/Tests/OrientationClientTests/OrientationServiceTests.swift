import Foundation
import OrientationClient
import XCTest

final class OrientationServiceTests: XCTestCase {
    func testAFullScreenPlayerOverATabBarTurnsTheInterfaceToLandscapeRight() async throws {
        let tabs = ViewController.tabBarController(viewControllers: [
            .navigationController(viewControllers: [ViewController("FeedViewController")]),
            .navigationController(viewControllers: [ViewController("SettingsViewController")]),
        ]).presenting(ViewController("PlayerViewController", supportedInterfaceOrientations: .allButUpsideDown))
        let scenario = Scenario(
            device: .iPhone("17.0"),
            supportedInterfaceOrientations: [.portrait, .landscapeLeft, .landscapeRight],
            rootViewController: tabs, interfaceOrientation: .portrait, deviceOrientation: .landscapeLeft)

        let decision = try await liveService().decide(scenario)

        // Device landscapeLeft is interface landscapeRight.
        XCTAssertEqual(decision.outcome, .rotated, decision.explanationText)
        XCTAssertEqual(decision.interfaceOrientation, .landscapeRight)
        XCTAssertEqual(decision.supportedInterfaceOrientations, .allButUpsideDown)
        XCTAssertEqual(decision.topmostViewController, "PlayerViewController")
    }

    func testEveryDecisionExplainsItselfWithPublicSources() async throws {
        let decision = try await liveService().decide(Scenario(rootViewController: ViewController("RootViewController")))
        XCTAssertFalse(decision.explanation.isEmpty)
        XCTAssertTrue(decision.explanation.allSatisfy { !$0.rule.isEmpty && !$0.source.isEmpty })
    }

    func testLintReportsTheGameCenterCrash() async throws {
        let game = ViewController("GameViewController", supportedInterfaceOrientations: .landscape)
            .presenting(ViewController("GKHostedAuthenticateViewController", supportedInterfaceOrientations: .portrait))
        let findings = try await liveService().lint(
            Scenario(
                device: .iPhone("6.0"),
                supportedInterfaceOrientations: [.landscapeLeft, .landscapeRight],
                rootViewController: game))
        XCTAssertTrue(findings.contains { $0.code == "invalid-orientation-on-presentation" && $0.severity == "crash" })
    }

    func testAnIndexPastTheTabsIsTheServersProblemWithItsPointer() async throws {
        let tabs = ViewController.tabBarController(viewControllers: [ViewController("A"), ViewController("B")], selectedIndex: 5)
        do {
            _ = try await liveService().decide(Scenario(rootViewController: tabs))
            XCTFail("the server accepted a selectedIndex past the tabs")
        } catch let OrientationServiceError.problem(status, code, pointer, _) {
            XCTAssertEqual(status, 422)
            XCTAssertEqual(code, "out-of-range")
            XCTAssertEqual(pointer, "/window/rootViewController/selectedIndex")
        }
    }

    func testTheServerIsHealthyAndSpeaksAKnownAPIMajorVersion() async throws {
        let service = try liveService()
        let healthy = try await service.isHealthy()
        XCTAssertTrue(healthy)
        let version = try await service.version()
        XCTAssertTrue(version.hasPrefix("1."), version)
    }
}
