// The example an iOS team pastes into its test target: describe the app's situation, ask the service, assert
// what UIKit does. On iOS the orientation types below are UIKit's own.
import OrientationClient
import XCTest

final class GameCenterExampleTests: XCTestCase {
    func testGameCenterSignInCrashesALandscapeOnlyGameOnIOS6() async throws {
        let service = try liveService()
        let game = ViewController("GameViewController", supportedInterfaceOrientations: .landscape)
            .presenting(ViewController("GKHostedAuthenticateViewController", supportedInterfaceOrientations: .portrait))
        let scenario = Scenario(
            device: .iPhone("6.0"), supportedInterfaceOrientations: [.landscapeLeft, .landscapeRight],
            rootViewController: game, interfaceOrientation: .landscapeRight)

        let decision = try await service.decide(scenario)

        XCTAssertEqual(decision.outcome, .exception, decision.explanationText)
        XCTAssertEqual(decision.exception?.name, "UIApplicationInvalidInterfaceOrientation")
        XCTAssertTrue(decision.exception?.reason.contains("no common orientation") == true, decision.explanationText)
    }
}
