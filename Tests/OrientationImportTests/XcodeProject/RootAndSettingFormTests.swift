import OrientationPolicy
import Testing

@testable import ImportFixtures
@testable import OrientationImport

/// Roots and build settings in the forms public apps write them, resolved as Xcode and the code resolve them.
@Suite struct RootAndSettingFormTests {
    static let appPlist = InfoPlistFixtures.xml(
        "\t<key>CFBundlePackageType</key>\n\t<string>APPL</string>\n"
            + InfoPlistFixtures.orientations("UISupportedInterfaceOrientations", ["UIInterfaceOrientationPortrait"]))

    // MARK: Settings

    /// Xcode reads whatever file `INFOPLIST_FILE` names, whatever it is called (quoted as Xcode writes a value
    /// with `$(...)` in it).
    @Test(arguments: [
        "\"$(SRCROOT)/Shop/Resources/ShopApp.plist\"", "Shop/Resources/ShopApp.plist",
        "\"$(PROJECT_DIR)/Shop/Resources/ShopApp.plist\"", "\"${SRCROOT}/Shop/Resources/ShopApp.plist\"",
    ])
    func aPlistNamedByINFOPLIST_FILEIsTheAppsWhateverItsName(_ setting: String) throws {
        let project = XcodeProjectFixtures.project([.init(name: "Shop", release: ["INFOPLIST_FILE = \(setting);"])])
        let files = try ProjectReaderTests.read([
            "Shop.xcodeproj/project.pbxproj": Array(project.utf8),
            "Shop/Resources/ShopApp.plist": Self.appPlist,
        ])
        #expect(files.infoPlists.filter(\.declaresApp).map(\.path) == ["Shop/Resources/ShopApp.plist"])
    }

    /// A CMake build tree's copy, which a generated project may name, is never an app's Info.plist.
    @Test func aPlistNamedByINFOPLIST_FILEInACMakeBuildTreeIsStillNotRead() throws {
        let path = "Core/cmake/Tests/CMakeFiles/CoreTest.dir/Info.plist"
        let project = XcodeProjectFixtures.project([.init(name: "CoreTest", release: ["INFOPLIST_FILE = \"\(path)\";"])])
        let files = try ProjectReaderTests.read([
            "Core.xcodeproj/project.pbxproj": Array(project.utf8),
            path: Self.appPlist,
        ])
        #expect(files.infoPlists.isEmpty)
    }

    struct Precedence: CustomTestStringConvertible, Sendable {
        var target: [String] = []
        var targetXcconfig: String?
        var project: [String] = []
        var projectXcconfig: String?
        var expected: SystemVersion?
        var testDescription: String { "\(expected.map { "\($0)" } ?? "none")" }
    }

    /// Target, then the target's xcconfig, then the project, then the project's xcconfig (Xcode Help, "Build
    /// settings reference": levels from the target's own settings down to the project's base configuration).
    static let precedence: [Precedence] = [
        Precedence(
            target: ["IPHONEOS_DEPLOYMENT_TARGET = 15.0;"], targetXcconfig: "IPHONEOS_DEPLOYMENT_TARGET = 14.0\n",
            project: ["IPHONEOS_DEPLOYMENT_TARGET = 13.0;"], projectXcconfig: "IPHONEOS_DEPLOYMENT_TARGET = 12.0\n",
            expected: SystemVersion(15, 0)),
        Precedence(
            targetXcconfig: "IPHONEOS_DEPLOYMENT_TARGET = 14.0\n", project: ["IPHONEOS_DEPLOYMENT_TARGET = 13.0;"],
            projectXcconfig: "IPHONEOS_DEPLOYMENT_TARGET = 12.0\n", expected: SystemVersion(14, 0)),
        Precedence(
            project: ["IPHONEOS_DEPLOYMENT_TARGET = 13.0;"], projectXcconfig: "IPHONEOS_DEPLOYMENT_TARGET = 12.0\n",
            expected: SystemVersion(13, 0)),
        Precedence(projectXcconfig: "IPHONEOS_DEPLOYMENT_TARGET = 12.0\n", expected: SystemVersion(12, 0)),
    ]

    @Test(arguments: precedence)
    func theDeploymentTargetIsResolvedThroughEveryLevelInXcodesOrder(_ p: Precedence) throws {
        // Every configuration is based on the target's file, then the project's own on the project's file.
        var pbxproj = XcodeProjectFixtures.project(
            [.init(name: "Shop", release: ["INFOPLIST_FILE = Shop/Info.plist;"] + p.target, debug: ["INFOPLIST_FILE = Shop/Info.plist;"] + p.target)],
            projectRelease: p.project, projectDebug: p.project)
        pbxproj = XcconfigTests.basing(pbxproj, on: "Config/Target.xcconfig")
        let files: [String: String] = ["Config/Target.xcconfig": p.targetXcconfig ?? "", "Config/Project.xcconfig": p.projectXcconfig ?? ""]
        let facts = try XcodeProjectReader.read(
            Array(Self.basingProject(pbxproj).utf8), path: "Shop.xcodeproj/project.pbxproj",
            load: { files[$0].map { Array($0.utf8) } })
        #expect(facts.targets.first?.deploymentTarget == p.expected)
    }

    /// The project-level configurations of `XcodeProjectFixtures.project` based on `Config/Project.xcconfig`.
    static func basingProject(_ pbxproj: String) -> String {
        var text = pbxproj
        let ref = "\t\tFF00000000000000000000BB = {isa = PBXFileReference; path = \"Config/Project.xcconfig\"; sourceTree = SOURCE_ROOT; };\n"
        text = text.replacingAll("/* Begin XCBuildConfiguration section */\n", with: "/* Begin XCBuildConfiguration section */\n" + ref)
        for id in ["A1B2C3D4E5F6000000000002", "A1B2C3D4E5F6000000000003"] {
            text = text.replacingAll(
                "\t\t\(id) /* Debug */ = {\n\t\t\tisa = XCBuildConfiguration;\n\t\t\tbaseConfigurationReference = FF00000000000000000000AA;",
                with: "\t\t\(id) /* Debug */ = {\n\t\t\tisa = XCBuildConfiguration;\n\t\t\tbaseConfigurationReference = FF00000000000000000000BB;")
            text = text.replacingAll(
                "\t\t\(id) /* Release */ = {\n\t\t\tisa = XCBuildConfiguration;\n\t\t\tbaseConfigurationReference = FF00000000000000000000AA;",
                with: "\t\t\(id) /* Release */ = {\n\t\t\tisa = XCBuildConfiguration;\n\t\t\tbaseConfigurationReference = FF00000000000000000000BB;")
        }
        return text
    }

    /// Release is what ships; a project without a Release configuration ships from one of the others, so the
    /// oldest iOS any of them installs on is the floor.
    @Test func withoutAReleaseConfigurationTheLowestDeploymentTargetCounts() throws {
        let pbxproj = XcodeProjectFixtures.project([
            .init(
                name: "Shop",
                release: ["INFOPLIST_FILE = Shop/Info.plist;", "IPHONEOS_DEPLOYMENT_TARGET = 12.0;"],
                debug: ["INFOPLIST_FILE = Shop/Info.plist;", "IPHONEOS_DEPLOYMENT_TARGET = 14.0;"])
        ])
        let renamed = pbxproj.replacingAll("name = Release;", with: "name = AppStore;").replacingAll("/* Release */", with: "/* AppStore */")
        let facts = try XcodeProjectReader.read(Array(renamed.utf8), path: "Shop.xcodeproj/project.pbxproj")
        #expect(facts.targets.first?.deploymentTarget == SystemVersion(12, 0))
        let shipping = XcodeProjectFixtures.project([
            .init(
                name: "Shop",
                release: ["INFOPLIST_FILE = Shop/Info.plist;", "IPHONEOS_DEPLOYMENT_TARGET = 14.0;"],
                debug: ["INFOPLIST_FILE = Shop/Info.plist;", "IPHONEOS_DEPLOYMENT_TARGET = 12.0;"])
        ])
        let released = try XcodeProjectReader.read(Array(shipping.utf8), path: "Shop.xcodeproj/project.pbxproj")
        #expect(released.targets.first?.deploymentTarget == SystemVersion(14, 0))
    }

    // MARK: Window roots

    struct Root: CustomTestStringConvertible, Sendable {
        var name: String
        var file: String
        var source: String
        var className: String
        var children: [String] = []
        var testDescription: String { name }
    }

    static let roots: [Root] = [
        Root(
            name: "[window setRootViewController:x] on a local window", file: "App/AppDelegate.m",
            source: """
                @implementation AppDelegate
                - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
                    UIWindow *window = [[UIWindow alloc] initWithFrame:[UIScreen mainScreen].bounds];
                    [window setRootViewController:[[HomeViewController alloc] init]];
                    self.window = window;
                    return YES;
                }
                @end
                """, className: "HomeViewController"),
        Root(
            name: "a chained assignment through a property", file: "App/AppDelegate.m",
            source: """
                @interface AppDelegate ()
                @property (nonatomic, strong) MainTabBarController *tabbar;
                @end
                @implementation AppDelegate
                - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
                    self.window.rootViewController = self.tabbar = [[MainTabBarController alloc] init];
                    return YES;
                }
                @end
                """, className: "MainTabBarController"),
        Root(
            name: "a stored property passed to UINavigationController(rootViewController:)", file: "App/SceneDelegate.swift",
            source: """
                class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    var window: UIWindow?
                    let homeViewController = HomeViewController()
                    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                        guard let windowScene = scene as? UIWindowScene else { return }
                        window = UIWindow(windowScene: windowScene)
                        window?.rootViewController = UINavigationController(rootViewController: homeViewController)
                        window?.makeKeyAndVisible()
                    }
                }
                """, className: "UINavigationController", children: ["HomeViewController"]),
        Root(
            name: "a declared stored property passed to initWithRootViewController:", file: "App/AppDelegate.m",
            source: """
                @interface AppDelegate ()
                @property (nonatomic, strong) HomeViewController *home;
                @end
                @implementation AppDelegate
                - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
                    self.window.rootViewController = [[UINavigationController alloc] initWithRootViewController:self.home];
                    return YES;
                }
                @end
                """, className: "UINavigationController", children: ["HomeViewController"]),
        Root(
            name: "a scene coordinator's setup method", file: "App/AppCoordinator.swift",
            source: """
                final class AppCoordinator {
                    private let window: UIWindow
                    private let navigationController = UINavigationController()
                    init(window: UIWindow) { self.window = window }
                    func start() {
                        navigationController.setViewControllers([HomeViewController()], animated: false)
                        window.rootViewController = navigationController
                        window.makeKeyAndVisible()
                    }
                }
                """, className: "UINavigationController", children: ["HomeViewController"]),
    ]

    @Test(arguments: roots)
    func theWindowRootIsReadInTheFormsAppsWriteIt(_ r: Root) throws {
        let files = try ProjectReaderTests.read([r.file: Array(r.source.utf8)])
        let root = try #require(files.sources.windowRoots.first)
        #expect(root.className == r.className)
        #expect(root.childClassNames == r.children)
    }

    /// A mock app delegate compiled only for unit tests (`#if TEST`, `#if UNIT_TESTS`) sets the root of a window
    /// no user sees; the app's own delegate is the app's.
    @Test(arguments: ["TEST", "UNIT_TESTS", "DEBUG && TESTING"])
    func aRootInsideATestOnlyConditionIsNotTheApps(_ flag: String) throws {
        let project = try ProjectImporter.importProject(
            InMemoryProjectSource(files: [
                "App/Info.plist": Self.appPlist,
                "App/Sources/AppDelegate.swift": Array(
                    """
                    class AppDelegate: UIResponder, UIApplicationDelegate {
                        var window: UIWindow?
                        func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                            window?.rootViewController = HomeViewController()
                            return true
                        }
                    }
                    """.utf8),
                "App/MockAppDelegate.swift": Array(
                    """
                    #if \(flag)
                    class MockAppDelegate: UIResponder, UIApplicationDelegate {
                        var window: UIWindow?
                        func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                            window?.rootViewController = UIViewController()
                            return true
                        }
                    }
                    #endif
                    """.utf8),
                "App/Home.swift": Array("class HomeViewController: UIViewController {}\n".utf8),
            ]))
        #expect(project.apps.first?.scenarioDescriptions.first?.hasPrefix("window.rootViewController set at App/Sources/AppDelegate.swift") == true)
    }

    @Test func anObjectiveCRootInsideATestOnlyConditionIsNotTheApps() throws {
        let project = try ProjectImporter.importProject(
            InMemoryProjectSource(files: [
                "App/Info.plist": Self.appPlist,
                "App/AppDelegate.m": Array(
                    """
                    @implementation AppDelegate
                    - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
                    #ifdef UNIT_TESTS
                        self.window.rootViewController = [[UIViewController alloc] init];
                    #else
                        self.window.rootViewController = [[HomeViewController alloc] init];
                    #endif
                        return YES;
                    }
                    @end
                    """.utf8),
                "App/Home.swift": Array("class HomeViewController: UIViewController {}\n".utf8),
            ]))
        #expect(project.apps.first?.scenarioDescriptions.first == "window.rootViewController set at App/AppDelegate.m:6:17")
    }
}
