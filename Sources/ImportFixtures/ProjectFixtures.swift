import OrientationPolicy

@testable import OrientationImport

/// Readers' output built by hand, so assembly and project lint are specified without going through the file
/// readers: a landscape-only game (its Info.plist), a storyboard whose initial controller is a tab bar of two
/// navigation controllers, and Swift sources read by the real recogniser.
enum ProjectFixtures {
    static let plistPath = "Game/Info.plist"
    static let storyboardPath = "Game/Base.lproj/Main.storyboard"

    static func at(_ file: String, _ line: Int, _ column: Int = 1) -> SourceLocation {
        SourceLocation(file: file, line: line, column: column)
    }

    /// The Info.plist of a landscape-only app, `UISupportedInterfaceOrientations` at line 20.
    static func landscapeGamePlist(mainStoryboard: String? = "Main") -> ImportedInfoPlist {
        ImportedInfoPlist(
            path: plistPath, declaresApp: true, bundleName: "Game",
            infoPlist: InfoPlist(supportedInterfaceOrientations: [.landscapeLeft, .landscapeRight]),
            keyLocations: ["UISupportedInterfaceOrientations": at(plistPath, 20, 2)],
            mainStoryboard: mainStoryboard.map { Located($0, at: at(plistPath, 30, 2)) })
    }

    static func controller(
        _ id: String, _ kind: ControllerKind, _ uikit: String, custom: String? = nil, line: Int,
        identifier: String? = nil
    ) -> StoryboardController {
        StoryboardController(
            id: id, kind: kind, uikitClass: uikit, customClass: custom,
            storyboardIdentifier: identifier, location: at(storyboardPath, line, 9))
    }

    static func segue(
        _ id: String, _ kind: StoryboardSegue.Kind, from: String, to: String, line: Int,
        style: ModalPresentationStyle? = nil
    ) -> StoryboardSegue {
        StoryboardSegue(
            id: id, kind: kind, sourceID: from, destinationID: to, modalPresentationStyle: style,
            location: at(storyboardPath, line, 25))
    }

    /// Tab bar (initial) -> [Navigation -> Levels, Navigation -> Settings]; Levels shows Level and presents the
    /// portrait-only LoginViewController full screen.
    static func tabStoryboard(presentationStyle: ModalPresentationStyle? = .fullScreen) -> ImportedStoryboard {
        ImportedStoryboard(
            path: storyboardPath, name: "Main", initialViewControllerID: "tab",
            controllers: [
                controller("tab", .tabBarController, "UITabBarController", line: 10),
                controller("nav1", .navigationController, "UINavigationController", line: 20),
                controller("nav2", .navigationController, "UINavigationController", line: 30),
                controller("levels", .viewController, "UIViewController", custom: "LevelsViewController", line: 40),
                controller("settings", .viewController, "UITableViewController", custom: "SettingsViewController", line: 50),
                controller("level", .viewController, "UIViewController", custom: "LevelViewController", line: 60),
                controller("login", .viewController, "UIViewController", custom: "LoginViewController", line: 70),
            ],
            segues: [
                segue("s1", .relationship("viewControllers"), from: "tab", to: "nav1", line: 12),
                segue("s2", .relationship("viewControllers"), from: "tab", to: "nav2", line: 13),
                segue("s3", .relationship("rootViewController"), from: "nav1", to: "levels", line: 22),
                segue("s4", .relationship("rootViewController"), from: "nav2", to: "settings", line: 32),
                segue("s5", .show, from: "levels", to: "level", line: 44),
                segue("s6", .present, from: "levels", to: "login", line: 45, style: presentationStyle),
            ])
    }

    static var gameSources: String { gameSources(loginMask: ".portrait") }

    /// The game's classes; `loginMask` is LoginViewController's `supportedInterfaceOrientations` body (line 10),
    /// `loginMembers` further members of that class (after the override).
    static func gameSources(loginMask: String, loginMembers: String = "") -> String {
        """
        import UIKit

        class LevelsViewController: UIViewController {}

        class LevelViewController: UIViewController {
            override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
        }

        class LoginViewController: UIViewController {
            override var supportedInterfaceOrientations: UIInterfaceOrientationMask { \(loginMask) }
            \(loginMembers)
        }

        class SettingsViewController: UITableViewController {}
        """
    }

    /// A Swift scene delegate that creates its window and makes `root()` its root view controller, as
    /// `scene(_:willConnectTo:options:)` does in Xcode's app template once a coordinator or code sets the root.
    static func sceneDelegateSettingRoot(_ root: String) -> String {
        """
        import UIKit

        class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                guard let windowScene = scene as? UIWindowScene else { return }
                let window = UIWindow(windowScene: windowScene)
                window.rootViewController = \(root)()
                self.window = window
                window.makeKeyAndVisible()
            }
        }
        """
    }

    static func files(
        plists: [ImportedInfoPlist] = [landscapeGamePlist()], storyboards: [ImportedStoryboard] = [tabStoryboard()],
        swift: [String: String] = ["Game/Sources/Game.swift": gameSources]
    ) -> ProjectFiles {
        var sources = SourceFacts()
        for (file, text) in swift.sorted(by: { $0.key < $1.key }) {
            sources.append(SwiftRecognizer.facts(in: text, file: file))
        }
        return ProjectFiles(infoPlists: plists, storyboards: storyboards, sources: sources)
    }

    static func assemble(_ files: ProjectFiles) throws -> ImportedProject {
        try ProjectAssembler(files: files).assemble()
    }

    /// The scenario whose description ends with `step` (`presentation segue -> LoginViewController`).
    static func scenario(endingWith step: String, in app: ImportedApp) -> Int? {
        app.scenarioDescriptions.firstIndex { $0.hasSuffix(step) }
    }
}
