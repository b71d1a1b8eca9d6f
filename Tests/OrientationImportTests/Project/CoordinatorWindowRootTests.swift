import OrientationPolicy
import Testing

@testable import ImportFixtures
@testable import OrientationImport

/// A window's root handed over by a coordinator: `window.rootViewController = mainCoordinator.controller`, where
/// the controller is a property of a type declared in another file.
@Suite struct CoordinatorWindowRootTests {
    typealias F = ProjectFixtures

    /// An app without a main storyboard whose Swift `files` (path: source) are read and assembled; the root of
    /// its first scenario and that scenario's description.
    static func assembled(swift files: [String: String]) throws -> (root: ViewController?, description: String) {
        let plist = F.landscapeGamePlist(mainStoryboard: nil)
        let app = try #require(try F.assemble(F.files(plists: [plist], storyboards: [], swift: files)).apps.first)
        return (app.scenarios.first?.windows.first?.rootViewController, app.scenarioDescriptions.first ?? "")
    }

    static let viewControllers = """
        import UIKit

        class HomeViewController: UIViewController {}
        class MainViewController: UIViewController {
            override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
        }
        class MainTabBarController: UITabBarController {}
        """

    // MARK: What one file records

    struct Receiver: CustomTestStringConvertible, Sendable {
        /// Members of the app delegate (after `var window: UIWindow?`).
        var members: String
        /// Statements of `application(_:didFinishLaunchingWithOptions:)` before `return true`, from line 5.
        var body: String
        var ownerType: String
        var member: String
        var testDescription: String { body.split(separator: "\n").last.map(String.init) ?? body }
    }

    static func appDelegate(members: String, body: String) -> String {
        """
        class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                window = UIWindow(frame: UIScreen.main.bounds)
        \(body)
                return true
            }
            \(members)
        }
        """
    }

    /// The receiver spelled as coordinators are held in public apps, and the type the file gives it.
    static let receivers: [Receiver] = [
        Receiver(
            members: "private let mainCoordinator: MainCoordinator",
            body: "window?.rootViewController = mainCoordinator.controller",
            ownerType: "MainCoordinator", member: "controller"),
        Receiver(
            members: "private let mainCoordinator: MainCoordinator",
            body: "self.window?.rootViewController = self.mainCoordinator.controller",
            ownerType: "MainCoordinator", member: "controller"),
        Receiver(
            members: "var coordinator: AppCoordinator!",
            body: "window?.rootViewController = coordinator!.navigationController",
            ownerType: "AppCoordinator", member: "navigationController"),
        Receiver(
            members: "var coordinator: AppCoordinator?",
            body: "window?.rootViewController = coordinator?.navigationController",
            ownerType: "AppCoordinator", member: "navigationController"),
        Receiver(
            members: "",
            body: """
                let coordinator = AppCoordinator(window: window!)
                window?.rootViewController = coordinator.navigationController
                """,
            ownerType: "AppCoordinator", member: "navigationController"),
        Receiver(
            members: "lazy var router = RootRouter()",
            body: "window?.rootViewController = router.rootViewController",
            ownerType: "RootRouter", member: "rootViewController"),
        Receiver(
            members: """
                private let mainCoordinator: Coordinating
                override init() {
                    mainCoordinator = MainCoordinator(database: .shared)
                    super.init()
                }
                """,
            body: "window?.rootViewController = mainCoordinator.controller",
            ownerType: "MainCoordinator", member: "controller"),
    ]

    @Test(
        "A window root read from a coordinator's property is left to the assembler with the coordinator's type",
        arguments: receivers)
    func aCoordinatorsPropertyIsDeferred(_ r: Receiver) {
        let facts = SwiftFixtures.facts(Self.appDelegate(members: r.members, body: r.body))
        #expect(facts.windowRoots.isEmpty)
        #expect(facts.deferredWindowRoots.map(\.ownerType) == [r.ownerType])
        #expect(facts.deferredWindowRoots.map(\.member) == [r.member])
        #expect(facts.deferredWindowRoots.first?.inClass == "AppDelegate")
        #expect(facts.deferredWindowRoots.first?.location.line == 5 + r.body.filter { $0 == "\n" }.count)
    }

    @Test("A receiver whose type the initialiser alone tells is the type it creates there")
    func theInitialiserTellsTheReceiversType() {
        let facts = SwiftFixtures.facts(
            """
            struct Launching {
                private let window = UIWindow(frame: UIScreen.main.bounds)
                private let mainCoordinator: any Coordinating
                init() {
                    mainCoordinator = MainCoordinator(database: .shared)
                    window.rootViewController = mainCoordinator.controller
                }
            }
            """)
        #expect(facts.deferredWindowRoots.map(\.ownerType) == ["MainCoordinator"])
        #expect(facts.deferredWindowRoots.first?.inClass == nil)
    }

    @Test("A receiver whose type the file does not tell gives no root")
    func aReceiverOfUntoldTypeGivesNoRoot() {
        let facts = SwiftFixtures.facts(
            Self.appDelegate(
                members: "var coordinator = makeCoordinator()",
                body: """
                    window?.rootViewController = coordinator.navigationController
                    window?.rootViewController = undeclared.navigationController
                    window?.rootViewController = AppCoordinator.shared.navigationController
                    """))
        #expect(facts.windowRoots.isEmpty)
        #expect(facts.deferredWindowRoots.isEmpty)
    }

    @Test("A method called on a coordinator is no property and gives no root")
    func aMethodCallGivesNoRoot() {
        let facts = SwiftFixtures.facts(
            Self.appDelegate(
                members: "let router = RootRouter()",
                body: """
                    window?.rootViewController = router.makeRootViewController()
                    window?.rootViewController = self.router.rootViewController()
                    """))
        #expect(facts.deferredWindowRoots.isEmpty)
    }

    struct Declaration: CustomTestStringConvertible, Sendable {
        var members: String
        var property: ImportedProperty?
        var testDescription: String { members.split(separator: "\n").first.map(String.init) ?? members }
    }

    /// A coordinator's property, and what its declaration says it holds.
    static let declarations: [Declaration] = [
        Declaration(
            members: "let controller: MainViewController",
            property: ImportedProperty(
                ownerType: "MainCoordinator", name: "controller",
                declaredType: "MainViewController")),
        Declaration(
            members: "let navigationController = UINavigationController()",
            property: ImportedProperty(
                ownerType: "MainCoordinator", name: "navigationController",
                createdClass: "UINavigationController")),
        Declaration(
            members: "lazy var tabs = MainTabBarController()",
            property: ImportedProperty(
                ownerType: "MainCoordinator", name: "tabs",
                createdClass: "MainTabBarController")),
        Declaration(
            members: "let navigationController: UINavigationController = UINavigationController(rootViewController: HomeViewController())",
            property: ImportedProperty(
                ownerType: "MainCoordinator", name: "navigationController",
                declaredType: "UINavigationController",
                createdClass: "UINavigationController",
                childClassNames: ["HomeViewController"])),
        Declaration(
            members: "var rootViewController: UIViewController { tabBarController }",
            property: ImportedProperty(
                ownerType: "MainCoordinator", name: "rootViewController",
                returnsProperty: "tabBarController")),
        Declaration(
            members: "var rootViewController: UIViewController { return self.tabBarController }",
            property: ImportedProperty(
                ownerType: "MainCoordinator", name: "rootViewController",
                returnsProperty: "tabBarController")),
        Declaration(
            members: "var rootViewController: UIViewController { MainTabBarController() }",
            property: ImportedProperty(
                ownerType: "MainCoordinator", name: "rootViewController",
                createdClass: "MainTabBarController")),
        Declaration(
            members: """
                let controller: UIViewController
                init(database: Database) {
                    self.controller = MainViewController(database: database)
                }
                """,
            property: ImportedProperty(
                ownerType: "MainCoordinator", name: "controller",
                createdClass: "MainViewController")),
        Declaration(
            members: """
                let controller: UIViewController
                init(database: Database?) {
                    if let database { controller = MainViewController(database: database) } else { controller = OnboardingViewController() }
                }
                """,
            property: nil),
        Declaration(members: "let controller: UIViewController", property: nil),
        Declaration(members: "var controller: UIViewController?", property: nil),
        Declaration(members: "static let controller = MainViewController()", property: nil),
    ]

    @Test(
        "A property records the class it is created as, its declared type, or the property its getter returns",
        arguments: declarations)
    func whatAPropertyHolds(_ d: Declaration) {
        let facts = SwiftFixtures.facts("final class MainCoordinator {\n\(d.members)\n}")
        #expect(facts.properties == (d.property.map { [$0] } ?? []))
    }

    // MARK: Resolved when the project is assembled

    @Test("A root held by another file's coordinator is the controller class that coordinator declares")
    func aCoordinatorInAnotherFileGivesTheRoot() throws {
        let (root, description) = try Self.assembled(swift: [
            "Game/Sources/Controllers.swift": Self.viewControllers,
            "Game/Sources/AppStates/Launching.swift": """
            struct Launching {
                private let window: UIWindow = UIWindow(frame: UIScreen.main.bounds)
                private let mainCoordinator: MainCoordinator

                init() {
                    mainCoordinator = MainCoordinator(database: Database.shared)
                    setupWindow()
                }

                private func setupWindow() {
                    window.rootViewController = mainCoordinator.controller
                    window.makeKeyAndVisible()
                }
            }
            """,
            "Game/Sources/MainCoordinator.swift": """
            @MainActor
            final class MainCoordinator {
                let controller: MainViewController

                init(database: Database) {
                    controller = MainViewController(database: database)
                }
            }
            """,
        ])
        #expect(root?.name == "MainViewController")
        #expect(root?.supportedInterfaceOrientations == .portrait)
        #expect(description == "window.rootViewController set at Game/Sources/AppStates/Launching.swift:11:16")
    }

    @Test("A coordinator created in the scene delegate gives the navigation controller it creates")
    func aLocalCoordinatorGivesItsNavigationController() throws {
        let (root, _) = try Self.assembled(swift: [
            "Game/Sources/Controllers.swift": Self.viewControllers,
            "Game/Sources/SceneDelegate.swift": SwiftWindowRootTests.sceneDelegate(
                """
                guard let windowScene = scene as? UIWindowScene else { return }
                let window = UIWindow(windowScene: windowScene)
                let coordinator = AppCoordinator(window: window)
                window.rootViewController = coordinator.navigationController
                coordinator.start()
                """),
            "Game/Sources/AppCoordinator.swift": """
            final class AppCoordinator {
                let navigationController = UINavigationController()
                private let window: UIWindow
                init(window: UIWindow) { self.window = window }
                func start() { navigationController.pushViewController(HomeViewController(), animated: false) }
            }
            """,
        ])
        #expect(root?.kind == .navigationController)
        #expect(root?.name == "UINavigationController")
    }

    @Test("A computed property that returns another property of its coordinator gives that property's controller")
    func aComputedPropertyForwardsToAStoredOne() throws {
        let (root, _) = try Self.assembled(swift: [
            "Game/Sources/Controllers.swift": Self.viewControllers,
            "Game/Sources/AppDelegate.swift": Self.appDelegate(
                members: "private lazy var coordinator = RootCoordinator()",
                body: "window?.rootViewController = coordinator.rootViewController"),
            "Game/Sources/RootCoordinator.swift": """
            protocol Presentable { var rootViewController: UIViewController { get } }

            final class RootCoordinator: Presentable {
                private let tabBarController = MainTabBarController()
                var rootViewController: UIViewController { tabBarController }
            }
            """,
        ])
        #expect(root?.name == "MainTabBarController")
        #expect(root?.kind == .tabBarController)
    }

    @Test("A coordinator's property declared UIViewController, or a protocol, with nothing more specific leaves the root unknown")
    func aPlaceholderTypeLeavesTheRootUnknown() throws {
        let (root, description) = try Self.assembled(swift: [
            "Game/Sources/Controllers.swift": Self.viewControllers,
            "Game/Sources/AppDelegate.swift": Self.appDelegate(
                members: "private let coordinator = AppCoordinator()",
                body: """
                    window?.rootViewController = coordinator.rootViewController
                    window?.rootViewController = coordinator.presentable
                    """),
            "Game/Sources/AppCoordinator.swift": """
            protocol Presentable: AnyObject {}

            final class AppCoordinator {
                let rootViewController: UIViewController
                let presentable: Presentable
                init() {
                    rootViewController = Self.makeRoot()
                    presentable = Self.makeRoot()
                }
            }
            """,
        ])
        #expect(root == nil)
        #expect(description.hasPrefix("no root view controller"))
    }

    @Test("A coordinator type the project does not declare leaves the root unknown")
    func anUndeclaredCoordinatorLeavesTheRootUnknown() throws {
        let (root, _) = try Self.assembled(swift: [
            "Game/Sources/Controllers.swift": Self.viewControllers,
            "Game/Sources/AppDelegate.swift": Self.appDelegate(
                members: "private let coordinator: FrameworkCoordinator",
                body: "window?.rootViewController = coordinator.navigationController"),
        ])
        #expect(root == nil)
    }

    @Test("A property a coordinator inherits from its project superclass is read there")
    func anInheritedPropertyIsReadInTheSuperclass() throws {
        let (root, _) = try Self.assembled(swift: [
            "Game/Sources/Controllers.swift": Self.viewControllers,
            "Game/Sources/AppDelegate.swift": Self.appDelegate(
                members: "private let coordinator = AppCoordinator()",
                body: "window?.rootViewController = coordinator.navigationController"),
            "Game/Sources/Coordinators.swift": """
            class BaseCoordinator {
                let navigationController: UINavigationController
                init(navigationController: UINavigationController) { self.navigationController = navigationController }
            }
            final class AppCoordinator: BaseCoordinator {}
            """,
        ])
        #expect(root?.kind == .navigationController)
    }

    @Test("An overlay window's root read through a coordinator still loses to the main window's")
    func anOverlayCoordinatorsRootLosesToTheAppDelegates() throws {
        let (root, description) = try Self.assembled(swift: [
            "Game/Sources/Controllers.swift": Self.viewControllers + """

                class BannerHostViewController: UIViewController {}
                """,
            "Game/Sources/AppDelegate.swift": Self.appDelegate(
                members: """
                    private let banners = BannerCoordinator()
                    private let overlayWindow = UIWindow(frame: .zero)
                    """,
                body: """
                    overlayWindow.rootViewController = banners.controller
                    window?.rootViewController = HomeViewController()
                    """),
            "Game/Sources/BannerCoordinator.swift": """
            final class BannerCoordinator {
                let controller = BannerHostViewController()
            }
            """,
        ])
        #expect(root?.name == "HomeViewController")
        #expect(description == "window.rootViewController set at Game/Sources/AppDelegate.swift:6:9")
    }

    @Test("An app delegate's root through a coordinator is preferred to one a coordinator class sets")
    func aDelegatesCoordinatorRootOutranksAnotherClasss() throws {
        let (root, _) = try Self.assembled(swift: [
            "Game/Sources/Controllers.swift": Self.viewControllers,
            "Game/Sources/AppDelegate.swift": Self.appDelegate(
                members: "private let coordinator = AppCoordinator()",
                body: "window?.rootViewController = coordinator.controller"),
            "Game/Sources/AppCoordinator.swift": """
            final class AppCoordinator {
                let controller = MainViewController()
            }
            """,
            "Game/Sources/Debug/DebugRouter.swift": """
            final class DebugRouter {
                func install(in window: UIWindow) { window.rootViewController = HomeViewController() }
            }
            """,
        ])
        #expect(root?.name == "MainViewController")
    }

    // MARK: Objective-C

    struct ObjCReceiver: CustomTestStringConvertible, Sendable {
        var body: String
        var ownerType: String
        var member: String
        var testDescription: String { body.split(separator: "\n").last.map(String.init) ?? body }
    }

    static let objcReceivers: [ObjCReceiver] = [
        ObjCReceiver(
            body: "self.window.rootViewController = self.coordinator.navigationController;",
            ownerType: "AppCoordinator", member: "navigationController"),
        ObjCReceiver(
            body: "[self.window setRootViewController:[self.coordinator navigationController]];",
            ownerType: "AppCoordinator", member: "navigationController"),
        ObjCReceiver(
            body: "self.window.rootViewController = _coordinator.rootViewController;",
            ownerType: "AppCoordinator", member: "rootViewController"),
        ObjCReceiver(
            body: """
                RootRouter *router = [[RootRouter alloc] initWithWindow:self.window];
                self.window.rootViewController = router.rootViewController;
                """,
            ownerType: "RootRouter", member: "rootViewController"),
        ObjCReceiver(
            body: """
                self.router = [[RootRouter alloc] initWithWindow:self.window];
                self.window.rootViewController = self.router.rootViewController;
                """,
            ownerType: "RootRouter", member: "rootViewController"),
    ]

    static func objcAppDelegate(_ body: String) -> String {
        ObjCWindowRootTests.appDelegate(
            body,
            properties: """
                @property (nonatomic, strong) AppCoordinator *coordinator;
                @property (nonatomic, strong) id router;
                """)
    }

    @Test(
        "An Objective-C window root read from a coordinator's property is left to the assembler with the coordinator's class",
        arguments: objcReceivers)
    func anObjectiveCCoordinatorsPropertyIsDeferred(_ r: ObjCReceiver) {
        let facts = ObjCFixtures.facts(Self.objcAppDelegate(r.body))
        #expect(facts.windowRoots.isEmpty)
        #expect(facts.deferredWindowRoots.map(\.ownerType) == [r.ownerType])
        #expect(facts.deferredWindowRoots.map(\.member) == [r.member])
        #expect(facts.deferredWindowRoots.first?.inClass == "AppDelegate")
    }

    @Test("An Objective-C coordinator's navigation controller, declared in its header and created in its initialiser, is the root")
    func anObjectiveCCoordinatorGivesTheRoot() throws {
        var sources = SourceFacts()
        sources.append(
            ObjCFixtures.facts(
                Self.objcAppDelegate(
                    "self.window.rootViewController = self.coordinator.navigationController;"), file: "Game/Sources/AppDelegate.m"))
        sources.append(
            ObjCFixtures.facts(
                """
                @interface AppCoordinator : NSObject
                @property (nonatomic, strong, readonly) UINavigationController *navigationController;
                @property (nonatomic, strong, readonly) UIViewController *rootViewController;
                @end
                """, file: "Game/Sources/AppCoordinator.h"))
        sources.append(
            ObjCFixtures.facts(
                """
                @implementation AppCoordinator
                - (instancetype)init {
                    self = [super init];
                    if (self) {
                        _navigationController = [[UINavigationController alloc] initWithRootViewController:[[HomeViewController alloc] init]];
                    }
                    return self;
                }
                - (UIViewController *)rootViewController {
                    return self.navigationController;
                }
                @end
                """, file: "Game/Sources/AppCoordinator.m"))
        sources.append(
            ObjCFixtures.facts(
                """
                @interface HomeViewController : UIViewController
                @end
                """, file: "Game/Sources/HomeViewController.h"))
        let plist = F.landscapeGamePlist(mainStoryboard: nil)
        let app = try #require(try F.assemble(ProjectFiles(infoPlists: [plist], sources: sources)).apps.first)
        let root = try #require(app.scenarios.first?.windows.first?.rootViewController)
        #expect(root.kind == .navigationController)
        #expect(root.viewControllers.map(\.name) == ["HomeViewController"])

        let table = PropertyTable(sources)
        let classes = ClassTable(sources)
        #expect(
            table.controller("rootViewController", of: "AppCoordinator", classes: classes)?.0
                == "UINavigationController")
    }
}
