import Testing

@testable import ImportFixtures
@testable import OrientationImport

@Suite struct SwiftWindowRootTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var body: String
        var className: String
        var children: [String] = []
        /// The line of the `rootViewController` token in `SwiftWindowRootTests.sceneDelegate(body)`.
        var line: Int
        var testDescription: String { body }
    }

    /// `body` as the statements of Swift 5's `scene(_:willConnectTo:options:)`, from line 4.
    static func sceneDelegate(_ body: String) -> String {
        """
        class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        \(body)
            }
        }
        """
    }

    /// The assignment and assigned value as written in public iOS code, and the class and children read from it.
    static let cases: [Case] = [
        Case(body: "window?.rootViewController = HomeViewController()", className: "HomeViewController", line: 4),
        Case(
            body: "self.window!.rootViewController = HomeViewController(nibName: \"Home\", bundle: nil)",
            className: "HomeViewController", line: 4),
        Case(
            body: """
                guard let windowScene = scene as? UIWindowScene else { return }
                let window = UIWindow(windowScene: windowScene)
                window.rootViewController = UINavigationController(rootViewController: HomeViewController())
                self.window = window
                window.makeKeyAndVisible()
                """, className: "UINavigationController", children: ["HomeViewController"], line: 6),
        Case(
            body: """
                let home = HomeViewController()
                let nav = UINavigationController(rootViewController: home)
                window?.rootViewController = nav
                """, className: "UINavigationController", children: ["HomeViewController"], line: 6),
        Case(
            body: """
                let tabs = UITabBarController()
                tabs.viewControllers = [FeedViewController(), UINavigationController(rootViewController: SettingsViewController())]
                window?.rootViewController = tabs
                """, className: "UITabBarController", children: ["FeedViewController", "UINavigationController"], line: 6),
        Case(
            body: """
                let tabs = MainTabBarController()
                window?.rootViewController = tabs
                tabs.viewControllers = [FeedViewController(), ProfileViewController()]
                """, className: "MainTabBarController", children: ["FeedViewController", "ProfileViewController"], line: 5),
        Case(
            body: """
                let tabs = UITabBarController()
                tabs.setViewControllers([FeedViewController(), ProfileViewController()], animated: false)
                window?.rootViewController = tabs
                """, className: "UITabBarController", children: ["FeedViewController", "ProfileViewController"], line: 6),
        Case(
            body: """
                window?.rootViewController = UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController() as? MainTabBarController
                """, className: "MainTabBarController", line: 4),
        Case(
            body: "window?.rootViewController = sidebarViewController", className: "SPSidebarContainerViewController",
            line: 4),
        Case(body: "window?.rootViewController = self.onboarding", className: "OnboardingViewController", line: 4),
        Case(
            body: "UIApplication.shared.windows.first?.rootViewController = LoginViewController()",
            className: "LoginViewController", line: 4),
        Case(
            body: "window?.rootViewController = UIHostingController(rootView: ContentView())",
            className: "UIHostingController", line: 4),
    ]

    @Test(arguments: cases)
    func theRootAssignedInTheSceneDelegateIsRead(_ c: Case) {
        let source = Self.sceneDelegate(c.body).replacingOccurrences(
            of: "}\n}",
            with: """
                }
                    var sidebarViewController: SPSidebarContainerViewController!
                    lazy var onboarding = OnboardingViewController()
                }
                """)
        let roots = SwiftFixtures.facts(source).windowRoots
        #expect(roots.count == 1)
        #expect(roots.first?.className == c.className)
        #expect(roots.first?.childClassNames == c.children)
        #expect(roots.first?.inClass == "SceneDelegate")
        #expect(roots.first?.location.line == c.line)
    }

    @Test func theSwift2AppDelegateSpellingIsReadWithTheTokenColumn() {
        let roots = SwiftFixtures.facts(
            """
            @UIApplicationMain
            class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func application(application: UIApplication, didFinishLaunchingWithOptions launchOptions: [NSObject: AnyObject]?) -> Bool {
                    window = UIWindow(frame: UIScreen.mainScreen().bounds)
                    window!.rootViewController = UINavigationController(rootViewController: ListViewController(style: .Plain))
                    window!.makeKeyAndVisible()
                    return true
                }
            }
            """
        ).windowRoots
        #expect(
            roots == [
                ImportedWindowRoot(
                    className: "UINavigationController", childClassNames: ["ListViewController"], inClass: "AppDelegate",
                    location: SourceLocation(file: "App/Source.swift", line: 6, column: 17))
            ])
    }

    @Test func aVariableDeclaredAsUIWindowIsAWindowWhateverItsName() {
        let roots = SwiftFixtures.facts(
            """
            class AppDelegate: UIResponder, UIApplicationDelegate {
                func start() {
                    let w: UIWindow = UIWindow(frame: .zero)
                    w.rootViewController = HomeViewController()
                }
            }
            """
        ).windowRoots
        #expect(roots.map(\.className) == ["HomeViewController"])
    }

    /// Code that mentions `rootViewController` without setting a window's root.
    static let negatives: [String] = [
        "let root = window?.rootViewController",
        "if window?.rootViewController == nil { return }",
        "// window?.rootViewController = HomeViewController()",
        "print(\"window?.rootViewController = HomeViewController()\")",
        "coordinator.rootViewController = HomeViewController()",
        "window?.rootViewController = nil",
        "window?.rootViewController = makeRootController()",
        "window?.rootViewController = UIStoryboard(name: \"Main\", bundle: nil).instantiateInitialViewController()",
        "window?.rootViewController = undeclaredProperty",
    ]

    @Test(arguments: negatives)
    func codeThatDoesNotAssignAKnownControllerGivesNoRoot(body: String) {
        #expect(SwiftFixtures.facts(Self.sceneDelegate(body)).windowRoots.isEmpty)
    }

    @Test func aTabBarControllerListedAmongItsOwnChildrenIsReadOnce() {
        let roots = SwiftFixtures.facts(
            Self.sceneDelegate(
                """
                let tabs = UITabBarController()
                tabs.viewControllers = [tabs, FeedViewController()]
                window?.rootViewController = tabs
                """)
        ).windowRoots
        #expect(roots.map(\.className) == ["UITabBarController"])
        #expect(roots.first?.childClassNames == ["UITabBarController", "FeedViewController"])
    }

    @Test func anAssignmentOutsideAClassHasNoEnclosingClass() {
        let roots = SwiftFixtures.facts(
            """
            func install(in window: UIWindow) {
                window.rootViewController = HomeViewController()
            }
            """
        ).windowRoots
        #expect(roots.map(\.className) == ["HomeViewController"])
        #expect(roots.first?.inClass == nil)
    }

    @Test func anAppWithoutAStoryboardStartsAtTheRootItsSceneDelegateSets() throws {
        let files = ProjectFixtures.files(
            plists: [ProjectFixtures.landscapeGamePlist(mainStoryboard: nil)], storyboards: [],
            swift: [
                "Game/Sources/Game.swift": ProjectFixtures.gameSources,
                "Game/Sources/SceneDelegate.swift": Self.sceneDelegate(
                    """
                    let window = UIWindow(windowScene: scene as! UIWindowScene)
                    window.rootViewController = UINavigationController(rootViewController: LevelsViewController())
                    self.window = window
                    """),
            ])
        let app = try #require(try ProjectFixtures.assemble(files).apps.first)
        let root = try #require(app.scenarios.first?.windows.first?.rootViewController)
        #expect(root.kind == .navigationController)
        #expect(root.viewControllers.map(\.name) == ["LevelsViewController"])
    }
}
