import OrientationPolicy
import Testing

@testable import ImportFixtures
@testable import OrientationImport

/// Apple's UIWindowSceneDelegate `supportedInterfaceOrientations(for:)` page (iOS 27): the scene delegate's mask
/// replaces the Info.plist list for its scenes. The importer hands it to the engine as the app's
/// `supportedInterfaceOrientationsForWindowScene`, with where it was read.
@Suite("The scene delegate's mask reaches the engine")
struct SceneDelegateMaskImportTests {
    typealias X = XcodeTargetFixtures

    static func project(sceneDelegateBody: String) -> [String: String] {
        [
            "App/Info.plist": X.infoPlist(["Portrait", "LandscapeLeft", "LandscapeRight"]),
            "App/SceneDelegate.swift": """
            import UIKit
            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                    guard let scene = scene as? UIWindowScene else { return }
                    window = UIWindow(windowScene: scene)
                    window?.rootViewController = RootViewController()
                    window?.makeKeyAndVisible()
                }
                func supportedInterfaceOrientations(for windowScene: UIWindowScene) -> UIInterfaceOrientationMask {
                    \(sceneDelegateBody)
                }
            }
            class RootViewController: UIViewController {}
            """,
        ]
    }

    @Test func aSceneDelegateReturningALiteralGivesTheAppItsSceneMask() throws {
        let project = try X.importProject(Self.project(sceneDelegateBody: "return .portrait"))
        let app = try #require(project.apps.first)
        #expect(!app.scenarios.isEmpty)
        #expect(app.scenarios.allSatisfy { $0.app.supportedInterfaceOrientationsForWindowScene == .portrait })
        #expect(app.provenance.allSatisfy { $0["/app/supportedInterfaceOrientationsForWindowScene"]?.file == "App/SceneDelegate.swift" })
    }

    @Test func aSceneDelegateWhoseAnswerCannotBeReadLeavesTheMaskUnknown() throws {
        let project = try X.importProject(Self.project(sceneDelegateBody: "return OrientationLock.shared.mask"))
        let app = try #require(project.apps.first)
        #expect(app.scenarios.allSatisfy { $0.app.supportedInterfaceOrientationsForWindowScene == nil })
        #expect(
            app.unknownSlots.contains { $0["/app/supportedInterfaceOrientationsForWindowScene"]?.member == "supportedInterfaceOrientations(for:)" })
    }
}
