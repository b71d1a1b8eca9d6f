import OrientationPolicy
import Testing

@testable import ImportFixtures
@testable import OrientationImport

/// Xcode's app template leaves a main storyboard whose initial controller is an empty `UIViewController`. UIKit
/// installs that controller before `scene(_:willConnectTo:options:)` and `application(_:didFinishLaunchingWithOptions:)`
/// run, and an assignment to the window's `rootViewController` there replaces it ("rootViewController", UIWindow,
/// Apple's UIKit documentation): such an app shows the controller its code sets. A storyboard controller with any
/// content of the app's own keeps its place as the app's first screen.
@Suite struct TemplateStoryboardRootTests {
    typealias F = ProjectFixtures

    static let mainTabBarController = """
        class MainTabBarController: UITabBarController {
            override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
        }
        """

    static let sceneDelegate = F.sceneDelegateSettingRoot("MainTabBarController") + "\n" + mainTabBarController

    static func storyboard(_ controllers: [StoryboardController], segues: [StoryboardSegue] = []) -> ImportedStoryboard {
        ImportedStoryboard(
            path: F.storyboardPath, name: "Main", initialViewControllerID: controllers.first?.id,
            controllers: controllers, segues: segues)
    }

    /// The first scenario's root and its description, for the game's Info.plist naming Main.storyboard.
    static func entry(_ sb: ImportedStoryboard) throws -> (root: ViewController?, description: String) {
        let files = F.files(storyboards: [sb], swift: ["Game/Sources/SceneDelegate.swift": sceneDelegate])
        let app = try #require(try F.assemble(files).apps.first)
        return (app.scenarios.first?.windows.first?.rootViewController, app.scenarioDescriptions.first ?? "")
    }

    @Test func theCodeRootReplacesTheTemplatesEmptyStoryboardController() throws {
        let (root, description) = try Self.entry(
            Self.storyboard([F.controller("BYZ-38-t0r", .viewController, "UIViewController", line: 12)]))
        #expect(root?.name == "MainTabBarController")
        #expect(root?.supportedInterfaceOrientations == .portrait)
        #expect(description.hasPrefix("window.rootViewController set at Game/Sources/SceneDelegate.swift:"))
    }

    @Test func aStoryboardControllerOfTheProjectsOwnClassStaysTheFirstScreen() throws {
        let (root, description) = try Self.entry(
            Self.storyboard([
                F.controller("BYZ-38-t0r", .viewController, "UIViewController", custom: "LevelsViewController", line: 12)
            ]))
        #expect(root?.name == "LevelsViewController")
        #expect(description == "Main.storyboard initial controller")
    }

    @Test func anEmptyControllerWithASegueOutStaysTheFirstScreen() throws {
        let (root, description) = try Self.entry(
            Self.storyboard(
                [
                    F.controller("BYZ-38-t0r", .viewController, "UIViewController", line: 12),
                    F.controller("login", .viewController, "UIViewController", custom: "LoginViewController", line: 30),
                ],
                segues: [F.segue("s1", .present, from: "BYZ-38-t0r", to: "login", line: 14)]))
        #expect(root?.name == "UIViewController")
        #expect(description.hasPrefix("Main.storyboard initial controller"))
    }

    @Test func aStockContainerInTheStoryboardStaysTheFirstScreen() throws {
        let (root, description) = try Self.entry(
            Self.storyboard(
                [
                    F.controller("nav", .navigationController, "UINavigationController", line: 12),
                    F.controller("levels", .viewController, "UIViewController", custom: "LevelsViewController", line: 20),
                ],
                segues: [F.segue("s1", .relationship("rootViewController"), from: "nav", to: "levels", line: 14)]))
        #expect(root?.name == "UINavigationController")
        #expect(description == "Main.storyboard initial controller")
    }
}
