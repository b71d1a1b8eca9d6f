import OrientationPolicy
import Testing

@testable import ImportFixtures
@testable import OrientationImport

/// Assembly: from the readers' facts to the scenarios lint explores, each value with the place it was read.
@Suite struct ProjectAssemblerTests {
    typealias F = ProjectFixtures

    @Test func aProjectWhoseInfoPlistsDeclareNoAppIsRefusedWithNoApp() {
        var plist = F.landscapeGamePlist()
        plist.declaresApp = false
        #expect(throws: ImportError.self) { try F.assemble(F.files(plists: [plist])) }
        do {
            _ = try F.assemble(F.files(plists: [plist]))
        } catch let error as ImportError {
            #expect(error.code == .noApp)
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func eachInfoPlistThatDeclaresAnAppIsOneApp() throws {
        var second = F.landscapeGamePlist()
        second.path = "Companion/Info.plist"
        second.bundleName = "Companion"
        let project = try F.assemble(F.files(plists: [F.landscapeGamePlist(), second]))
        #expect(project.apps.map(\.name) == ["Game", "Companion"])
        #expect(project.apps.map(\.infoPlistPath) == ["Game/Info.plist", "Companion/Info.plist"])
    }

    @Test func theInitialTabBarHoldsItsNavigationControllersInStoryboardOrder() throws {
        let app = try #require(try F.assemble(F.files()).apps.first)
        let root = try #require(app.scenarios.first?.windows.first?.rootViewController)
        #expect(root.kind == .tabBarController)
        #expect(root.viewControllers.map(\.kind) == [.navigationController, .navigationController])
        #expect(root.viewControllers.map { $0.viewControllers.first?.name } == ["LevelsViewController", "SettingsViewController"])
    }

    @Test func theInfoPlistKeysKeepTheirLines() throws {
        let app = try #require(try F.assemble(F.files()).apps.first)
        #expect(app.scenarios[0].app.infoPlist.supportedInterfaceOrientations == [.landscapeLeft, .landscapeRight])
        #expect(app.provenance[0]["/app/infoPlist/UISupportedInterfaceOrientations"] == F.at(F.plistPath, 20, 2))
    }

    @Test func aPresentationSegueIsPresentedByTheFrontMostControllerWithItsStyleAndSegueLine() throws {
        let app = try #require(try F.assemble(F.files()).apps.first)
        let i = try #require(F.scenario(endingWith: "presentation segue -> LoginViewController", in: app))
        let root = try #require(app.scenarios[i].windows[0].rootViewController)
        let login = try #require(root.presentedViewController)
        #expect(login.name == "LoginViewController")
        #expect(login.modalPresentationStyle == .fullScreen)
        #expect(login.supportedInterfaceOrientations == .portrait)
        #expect(app.provenance[i]["/window/rootViewController/presentedViewController"] == F.at(F.storyboardPath, 45, 25))
        #expect(
            app.provenance[i]["/window/rootViewController/presentedViewController/supportedInterfaceOrientations"]?.file
                == "Game/Sources/Game.swift")
    }

    @Test func aPresentationWithoutAStyleLeavesItToTheVersionsDefault() throws {
        let app = try #require(try F.assemble(F.files(storyboards: [F.tabStoryboard(presentationStyle: nil)])).apps.first)
        let i = try #require(F.scenario(endingWith: "presentation segue -> LoginViewController", in: app))
        #expect(app.scenarios[i].windows[0].rootViewController?.presentedViewController?.modalPresentationStyle == nil)
    }

    @Test func aShowSeguePushesOntoTheEnclosingNavigationControllerAndSelectsItsTab() throws {
        let app = try #require(try F.assemble(F.files()).apps.first)
        let i = try #require(F.scenario(endingWith: "show segue -> LevelViewController", in: app))
        let root = try #require(app.scenarios[i].windows[0].rootViewController)
        #expect(root.selectedIndex == 0)
        #expect(root.viewControllers[0].viewControllers.map(\.name) == ["LevelsViewController", "LevelViewController"])
        #expect(root.presentedViewController == nil)
    }

    @Test func anOverrideOfACustomClassIsReadWithItsLine() throws {
        let app = try #require(try F.assemble(F.files()).apps.first)
        let i = try #require(F.scenario(endingWith: "show segue -> LevelViewController", in: app))
        let level = try #require(app.scenarios[i].windows[0].rootViewController?.viewControllers[0].viewControllers[1])
        #expect(level.supportedInterfaceOrientations == .landscape)
        let pointer = "/window/rootViewController/viewControllers/0/viewControllers/1/supportedInterfaceOrientations"
        #expect(app.provenance[i][pointer] == F.at("Game/Sources/Game.swift", 6, 18))
    }

    @Test func aSubclassInheritsItsSuperclassesOverrideAcrossFiles() throws {
        let files = F.files(swift: [
            "Game/Sources/Base.swift":
                "class LandscapeBase: UIViewController { override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape } }",
            "Game/Sources/Levels.swift": "class LevelsViewController: LandscapeBase {}",
        ])
        let app = try #require(try F.assemble(files).apps.first)
        let levels = try #require(app.scenarios[0].windows[0].rootViewController?.viewControllers[0].viewControllers[0])
        #expect(levels.name == "LevelsViewController")
        #expect(levels.supportedInterfaceOrientations == .landscape)
    }

    @Test func theCategoryTrickMakesEveryNavigationControllerForwardToItsTop() throws {
        let files = F.files(swift: [
            "Game/Sources/Nav.swift": """
            extension UINavigationController {
                override open var supportedInterfaceOrientations: UIInterfaceOrientationMask {
                    topViewController?.supportedInterfaceOrientations ?? .all
                }
            }
            """
        ])
        let app = try #require(try F.assemble(files).apps.first)
        let root = try #require(app.scenarios[0].windows[0].rootViewController)
        #expect(root.forwarding == .none)
        #expect(root.viewControllers.map(\.forwarding) == [.topViewController, .topViewController])
        #expect(app.provenance[0]["/window/rootViewController/viewControllers/0/forwarding"]?.line == 2)
    }

    @Test func aValueTheImporterCannotReadIsAnUnknownSlotLeftToUIKitsDefault() throws {
        let files = F.files(swift: [
            "Game/Sources/Login.swift": """
            class LoginViewController: UIViewController {
                var orientationLock: UIInterfaceOrientationMask = .portrait
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { orientationLock }
            }
            """
        ])
        let app = try #require(try F.assemble(files).apps.first)
        let i = try #require(F.scenario(endingWith: "presentation segue -> LoginViewController", in: app))
        let pointer = "/window/rootViewController/presentedViewController/supportedInterfaceOrientations"
        #expect(app.scenarios[i].windows[0].rootViewController?.presentedViewController?.supportedInterfaceOrientations == nil)
        let unknown = try #require(app.unknownSlots[i][pointer])
        #expect(unknown.className == "LoginViewController")
        #expect(unknown.location.line == 3)
        #expect(app.unknowns.contains(unknown))
    }

    @Test func anIdiomSwitchGivesSeparatePhoneAndPadScenarios() throws {
        let files = F.files(swift: [
            "Game/Sources/Login.swift": """
            class LoginViewController: UIViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
                    UIDevice.current.userInterfaceIdiom == .pad ? .all : .portrait
                }
            }
            """
        ])
        let app = try #require(try F.assemble(files).apps.first)
        #expect(Set(app.scenarioIdioms) == [.phone, .pad])
        for (i, idiom) in app.scenarioIdioms.enumerated() where app.scenarioDescriptions[i].hasSuffix("LoginViewController") {
            let mask = app.scenarios[i].windows[0].rootViewController?.presentedViewController?.supportedInterfaceOrientations
            #expect(mask == (idiom == .pad ? .all : .portrait))
        }
    }

    @Test func withoutAnIdiomSwitchOneScenarioServesBothIdioms() throws {
        let app = try #require(try F.assemble(F.files()).apps.first)
        #expect(app.scenarioIdioms.allSatisfy { $0 == nil })
    }

    /// An app that also drives an external display sets that window's root in code too; the main window's root
    /// is the one its app or scene delegate sets, and an external display's is never it.
    @Test func theMainWindowRootIsTheDelegatesNotAnExternalDisplaysOrACoordinators() throws {
        let external = ImportedWindowRoot(
            className: "ExternalDisplayController", inClass: "AppCoordinator",
            location: F.at("App/AppCoordinator.m", 180, 9))
        let nonInteractive = ImportedWindowRoot(
            className: "MirrorController", inClass: "NonInteractiveWindowSceneDelegate",
            location: F.at("App/iOS/NonInteractiveWindowSceneDelegate.m", 34, 5))
        let coordinator = ImportedWindowRoot(
            className: "OnboardingController", inClass: "AppCoordinator",
            location: F.at("App/AppCoordinator.m", 90, 9))
        let main = ImportedWindowRoot(
            className: "BottomTabBarController", inClass: "AppSceneDelegate",
            location: F.at("App/iOS/AppSceneDelegate.m", 34, 5))
        let all = [external, nonInteractive, coordinator, main]
        #expect(ProjectAssembler.mainWindowRoot(among: all, near: "Resources/Info.plist") == main)
        #expect(ProjectAssembler.mainWindowRoot(among: [external, coordinator], near: "Resources/Info.plist") == coordinator)
        #expect(ProjectAssembler.mainWindowRoot(among: [external, nonInteractive], near: "Resources/Info.plist") == nil)
        #expect(ProjectAssembler.mainWindowRoot(among: [], near: "Resources/Info.plist") == nil)
    }

    @Test func anOverlayWindowsRootIsNotTheMainWindowsRoot() throws {
        let toast = ImportedWindowRoot(
            className: "ToastHostingController", inClass: "ToastManager",
            location: F.at("Sources/Shared/Toast/ToastView.swift", 74, 25))
        #expect(ProjectAssembler.mainWindowRoot(among: [toast], near: "Sources/App/Info.plist") == nil)
    }

    /// A video-player pod sets the root of its own full-screen rotation window; the app's main window is set by
    /// the app.
    @Test func aWindowRootSetInACheckedInDependencyIsNotTheAppsRoot() throws {
        let pod = ImportedWindowRoot(
            className: "SJRotationFullscreenViewController", inClass: "SJRotationManager",
            location: F.at("Example/Pods/SJBaseVideoPlayer/Common/SJRotationManager.m", 265, 25))
        let app = ImportedWindowRoot(
            className: "SJMainViewController", inClass: "SJHomeCoordinator",
            location: F.at("Example/SJVideoPlayer/SJHomeCoordinator.m", 40, 9))
        #expect(ProjectAssembler.mainWindowRoot(among: [pod], near: "Example/SJVideoPlayer/Info.plist") == nil)
        #expect(ProjectAssembler.mainWindowRoot(among: [pod, app], near: "Example/Pods/Info.plist") == app)
    }

    @Test func aWindowRootSetInATestIsNotTheAppsRoot() throws {
        let test = ImportedWindowRoot(
            className: "AppContainerViewController", inClass: "AppContainerCoordinatorTests",
            location: F.at("Tests/App/Container/AppContainerCoordinatorTests.swift", 17, 16))
        let app = ImportedWindowRoot(
            className: "AppContainerViewController", inClass: "AppCoordinator",
            location: F.at("Sources/App/Container/AppCoordinator.swift", 40, 9))
        #expect(ProjectAssembler.mainWindowRoot(among: [test], near: "Sources/App/Info.plist") == nil)
        #expect(ProjectAssembler.mainWindowRoot(among: [test, app], near: "Sources/App/Info.plist") == app)
    }

    /// Sources CocoaPods and Carthage check in, told by a folder of the path (not the file's own name).
    @Test(arguments: [
        ("Pods/Alamofire/Source/Session.swift", true), ("Example/Carthage/Checkouts/Lib/Lib.m", true),
        ("App/Pods.swift", false), ("PodsKit/Source.swift", false), ("Pods", false), ("//Pods//Lib/A.m", true),
        ("Pods/", false), ("App/Carthage", false),
    ])
    func dependencySourcesAreToldByTheirFolder(path: String, isDependency: Bool) {
        #expect(ProjectPaths.isDependencySource(path) == isDependency)
    }

    /// Test files by the names Xcode's templates give them.
    @Test(arguments: [
        ("GameTests/GameTests.swift", true), ("Tests/App/CoordinatorTests.swift", true), ("GameUITests/Launch.swift", true),
        ("App/LoginSpec.swift", true), ("App/Sources/TestPilotViewController.swift", false),
        ("App/Sources/GameViewController.swift", false), ("Contest/Sources/Entry.m", false),
        ("Test/Mocks/Delegate.m", true), ("Specs/Helpers/Stub.swift", true), ("App/PlayerTest.m", true),
        ("App/Player.Tests.swift", true), ("App/PlayerTests.generated.swift", false), ("App/.Tests", true),
        ("Tests", true), ("", false), ("AppTests", true), ("App/Tests/", true), ("App//UITests//a.m", true),
        ("/", false), ("App/.", false), ("Spec", true),
    ])
    func testSourcesAreToldByTheirFolderOrName(path: String, isTest: Bool) {
        #expect(ProjectPaths.isTestSource(path) == isTest)
    }

    @Test func withoutAStoryboardTheWindowRootSetInCodeIsTheInitialState() throws {
        var sources = F.files(plists: [F.landscapeGamePlist(mainStoryboard: nil)], storyboards: []).sources
        sources.windowRoots = [
            ImportedWindowRoot(
                className: "UINavigationController", childClassNames: ["LevelsViewController"], inClass: "SceneDelegate",
                location: F.at("Game/Sources/SceneDelegate.swift", 12, 9))
        ]
        let files = ProjectFiles(infoPlists: [F.landscapeGamePlist(mainStoryboard: nil)], sources: sources)
        let app = try #require(try F.assemble(files).apps.first)
        let root = try #require(app.scenarios[0].windows[0].rootViewController)
        #expect(root.kind == .navigationController)
        #expect(root.viewControllers.map(\.name) == ["LevelsViewController"])
    }

    @Test func anAppWithNoRootControllerStillHasAScenarioForItsInfoPlist() throws {
        let app = try #require(try F.assemble(F.files(plists: [F.landscapeGamePlist(mainStoryboard: nil)], storyboards: [])).apps.first)
        #expect(app.scenarios.count == 1)
        #expect(app.scenarios[0].windows[0].rootViewController == nil)
        #expect(app.scenarioDescriptions[0].hasPrefix("no root view controller"))
    }

    @Test func aPresentCallInCodeIsFollowedWithTheStyleSetNextToIt() throws {
        let files = F.files(swift: [
            "Game/Sources/Game.swift": F.gameSources + """

                class PlayerViewController: UIViewController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
                }
                extension SettingsViewController {
                    func play() {
                        let player = PlayerViewController()
                        player.modalPresentationStyle = .overFullScreen
                        present(player, animated: true)
                    }
                }
                """
        ])
        let app = try #require(try F.assemble(files).apps.first)
        let i = try #require(F.scenario(endingWith: "present(_:animated:) -> PlayerViewController", in: app))
        let root = try #require(app.scenarios[i].windows[0].rootViewController)
        #expect(root.selectedIndex == 1)
        #expect(root.presentedViewController?.name == "PlayerViewController")
        #expect(root.presentedViewController?.modalPresentationStyle == .overFullScreen)
    }

    @Test func aPresentedSubclassOfUIAlertControllerIsAnAlertAndNotFollowed() throws {
        let files = F.files(swift: [
            "Game/Sources/Game.swift": F.gameSources + """

                class ThemedAlertController: UIAlertController {}
                extension SettingsViewController {
                    func confirm() {
                        let alert = ThemedAlertController()
                        present(alert, animated: true)
                    }
                }
                """
        ])
        let app = try #require(try F.assemble(files).apps.first)
        #expect(F.scenario(endingWith: "present(_:animated:) -> ThemedAlertController", in: app) == nil)
        #expect(app.scenarios.allSatisfy { $0.windows[0].rootViewController?.presentedViewController?.name != "ThemedAlertController" })
    }

    @Test func aStoryboardReferenceLeadsToTheOtherStoryboardsInitialController() throws {
        var main = F.tabStoryboard()
        main.placeholders = [
            StoryboardPlaceholder(id: "ref", storyboardName: "Store", referencedIdentifier: nil, location: F.at(F.storyboardPath, 80))
        ]
        main.segues.append(F.segue("s7", .present, from: "levels", to: "ref", line: 46, style: .fullScreen))
        let store = ImportedStoryboard(
            path: "Game/Base.lproj/Store.storyboard", name: "Store", initialViewControllerID: "shop",
            controllers: [
                StoryboardController(
                    id: "shop", kind: .viewController, uikitClass: "UIViewController",
                    customClass: "ShopViewController", location: F.at("Game/Base.lproj/Store.storyboard", 9))
            ],
            segues: [])
        let app = try #require(try F.assemble(F.files(storyboards: [main, store])).apps.first)
        #expect(F.scenario(endingWith: "presentation segue -> ShopViewController", in: app) != nil)
    }

    @Test func aLoopOfPresentationsIsNotFollowedTwice() throws {
        var sb = F.tabStoryboard()
        sb.segues.append(F.segue("back", .present, from: "login", to: "levels", line: 71, style: .fullScreen))
        let app = try #require(try F.assemble(F.files(storyboards: [sb])).apps.first)
        #expect(app.scenarioDescriptions.allSatisfy { !$0.contains("-> LevelsViewController") })
    }
}
