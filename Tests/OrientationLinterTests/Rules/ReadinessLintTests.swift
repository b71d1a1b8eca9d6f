import OrientationPolicy
import Testing

@testable import ImportFixtures
@testable import OrientationImport
@testable import OrientationLinter

/// The iOS 27 readiness codes, on hand-written projects read the way `orientation-server lint` reads a folder.
/// Apple (WWDC 2026 session 278, "Modernize your UIKit app"; TN3187; the API pages): built with the iOS 27 SDK an
/// app without the scene life cycle does not launch; the app delegate's orientation method is deprecated in 27 in
/// favour of the scene delegate's; an iPhone app on iPad and in iPhone Mirroring is resizable and its orientations
/// are a preference there; interface orientation is no longer useful for layout decisions.
@Suite struct ReadinessLintTests {
    static let phone27 = Device(idiom: .phone, systemVersion: SystemVersion(27, 0), hasHomeButton: false)
    static let pad27 = Device(idiom: .pad, systemVersion: SystemVersion(27, 0), hasHomeButton: false, supportsMultitasking: true)
    static let phone26 = Device(idiom: .phone, systemVersion: SystemVersion(26, 0), hasHomeButton: false)
    static let targets = [phone27, pad27]

    static let manifest = """
            <key>UIApplicationSceneManifest</key>
            <dict>
                <key>UIApplicationSupportsMultipleScenes</key>
                <false/>
            </dict>
        """
    static let allOrientations = """
            <key>UISupportedInterfaceOrientations</key>
            <array>
                <string>UIInterfaceOrientationPortrait</string>
                <string>UIInterfaceOrientationLandscapeLeft</string>
                <string>UIInterfaceOrientationLandscapeRight</string>
            </array>
        """

    static func plist(_ keys: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
            <key>UIMainStoryboardFile</key>
            <string>Main</string>
        \(keys)
        </dict>
        </plist>
        """
    }

    static func found(
        _ code: LintCode, plist keys: String = manifest + allOrientations, files: [String: String] = [:],
        targets: [Device] = targets, sdk: SystemVersion = SystemVersion(27, 0)
    ) throws -> [ProjectLintFinding] {
        let project = try ProjectImporter.importProject(
            InMemoryProjectSource(textFiles: ["App/Info.plist": plist(keys)].merging(files) { _, new in new }))
        return ProjectLint.run(project, targets: targets, linkedAgainst: sdk).apps.flatMap(\.findings)
            .filter { $0.finding.code == code }
    }

    static func readiness(_ files: [String: String]) throws -> AppReadiness {
        let project = try ProjectImporter.importProject(
            InMemoryProjectSource(textFiles: ["App/Info.plist": plist(manifest + allOrientations)].merging(files) { _, new in new }))
        return try #require(project.apps.first).readiness
    }

    static let swiftAppDelegate = """
        import UIKit
        @main
        final class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
        }
        """

    // MARK: scene-life-cycle-required

    @Test func anAppWithoutASceneConfigurationIsReportedAtItsInfoPlist() throws {
        let found = try Self.found(.sceneLifeCycleRequired, plist: Self.allOrientations, files: ["App/AppDelegate.swift": Self.swiftAppDelegate])
        let f = try #require(found.first)
        #expect(found.count == 1)
        #expect(f.location?.file == "App/Info.plist")
        #expect(f.finding.severity == .bug)
        #expect(f.finding.message.contains("does not launch"))
        #expect(f.finding.targets.map(\.idiom) == [.phone, .pad])
        #expect(f.finding.targets.allSatisfy { $0.systemVersion == SystemVersion(27, 0) })
    }

    @Test(
        "An app that adopts the scene life cycle where apps keep it is not reported",
        arguments: [
            ("manifest", ["App/AppDelegate.swift": swiftAppDelegate]),
            (
                "",
                [
                    "App/AppDelegate.swift": """
                    import UIKit
                    @main
                    final class AppDelegate: UIResponder, UIApplicationDelegate {
                        func application(
                            _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                            options: UIScene.ConnectionOptions
                        ) -> UISceneConfiguration {
                            UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
                        }
                    }
                    """
                ]
            ),
            (
                "",
                [
                    "App/AppDelegate.m": """
                    #import "AppDelegate.h"
                    @implementation AppDelegate
                    - (UISceneConfiguration *)application:(UIApplication *)application
                        configurationForConnectingSceneSession:(UISceneSession *)connectingSceneSession
                                                       options:(UISceneConnectionOptions *)options {
                        return [[UISceneConfiguration alloc] initWithName:@"Default" sessionRole:connectingSceneSession.role];
                    }
                    @end
                    """
                ]
            ),
            (
                "",
                [
                    "App/MyApp.swift": """
                    import SwiftUI
                    @main
                    struct MyApp: App {
                        var body: some Scene {
                            WindowGroup { ContentView() }
                        }
                    }
                    """
                ]
            ),
        ])
    func sceneBasedAppsAreNotReported(manifest: String, files: [String: String]) throws {
        let keys = (manifest.isEmpty ? "" : Self.manifest) + Self.allOrientations
        #expect(try Self.found(.sceneLifeCycleRequired, plist: keys, files: files).isEmpty)
    }

    /// The requirement is tied to the SDK the app is built with and is checked by UIKit 27.
    @Test func anAppBuiltWithAnOlderSDKOrLintedOnOlderSystemsIsNotReported() throws {
        let files = ["App/AppDelegate.swift": Self.swiftAppDelegate]
        #expect(try Self.found(.sceneLifeCycleRequired, plist: Self.allOrientations, files: files, sdk: SystemVersion(26, 0)).isEmpty)
        #expect(try Self.found(.sceneLifeCycleRequired, plist: Self.allOrientations, files: files, targets: [Self.phone26]).isEmpty)
    }

    // MARK: app-delegate-orientation-method-deprecated

    static let swiftMaskDelegate = """
        import UIKit
        final class AppDelegate: UIResponder, UIApplicationDelegate {
            func application(
                _ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?
            ) -> UIInterfaceOrientationMask {
                Self.lock
            }
        }
        """
    static let swiftSceneDelegate = """
        import UIKit
        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func supportedInterfaceOrientations(for windowScene: UIWindowScene) -> UIInterfaceOrientationMask {
                .portrait
            }
        }
        """

    @Test func aSwiftAppDelegatesOrientationMethodIsReportedAtItsNameEvenWhenItsValueIsUnread() throws {
        let found = try Self.found(.appDelegateOrientationMethodDeprecated, files: ["App/AppDelegate.swift": Self.swiftMaskDelegate])
        let f = try #require(found.first)
        #expect(found.count == 1)
        #expect(f.location?.file == "App/AppDelegate.swift")
        #expect(f.location?.line == 3)
        #expect(f.finding.severity == .warning)
        #expect(f.finding.fix.hasPrefix("Implement supportedInterfaceOrientations(for:) on the window scene delegate"))
    }

    @Test func anObjectiveCAppDelegatesOrientationMethodIsReported() throws {
        let delegate = """
            @implementation AppDelegate
            - (UIInterfaceOrientationMask)application:(UIApplication *)application
                supportedInterfaceOrientationsForWindow:(UIWindow *)window {
                return UIInterfaceOrientationMaskPortrait;
            }
            @end
            """
        let found = try Self.found(.appDelegateOrientationMethodDeprecated, files: ["App/AppDelegate.m": delegate])
        #expect(found.map { $0.location?.line } == [2])
    }

    /// The scene delegate already answers: the note stays (the method is deprecated), the advice is not "move it".
    @Test func anAppWhoseSceneDelegateAlsoAnswersIsToldToRemoveTheOldMethodNotToMoveIt() throws {
        let found = try Self.found(
            .appDelegateOrientationMethodDeprecated,
            files: ["App/AppDelegate.swift": Self.swiftMaskDelegate, "App/SceneDelegate.swift": Self.swiftSceneDelegate])
        let f = try #require(found.first)
        #expect(f.finding.fix.hasPrefix("Keep the scene delegate's supportedInterfaceOrientations(for:)"))
        #expect(f.finding.message.contains("already implements it"))
    }

    @Test func anAppDelegateMethodIsNotReportedForAnOlderSDK() throws {
        let files = ["App/AppDelegate.swift": Self.swiftMaskDelegate]
        #expect(try Self.found(.appDelegateOrientationMethodDeprecated, files: files, sdk: SystemVersion(26, 0)).isEmpty)
    }

    // MARK: the scene delegate's mask in the importer's model

    @Test func aSwiftSceneDelegatesMaskIsReadPerClass() throws {
        let r = try Self.readiness(["App/SceneDelegate.swift": Self.swiftSceneDelegate])
        #expect(r.sceneDelegateMasks.map(\.className) == ["SceneDelegate"])
        #expect(r.sceneDelegateMasks.first?.mask == .value(.portrait))
        #expect(r.sceneDelegateMasks.first?.location.line == 4)
    }

    @Test func anObjectiveCSceneDelegatesMaskIsReadPerClass() throws {
        let r = try Self.readiness([
            "App/SceneDelegate.m": """
            @implementation GameSceneDelegate
            - (UIInterfaceOrientationMask)supportedInterfaceOrientationsForWindowScene:(UIWindowScene *)windowScene {
                return UIInterfaceOrientationMaskLandscape;
            }
            @end
            """
        ])
        #expect(r.sceneDelegateMasks.map(\.className) == ["GameSceneDelegate"])
        #expect(r.sceneDelegateMasks.first?.mask == .value(.landscape))
        #expect(r.sceneDelegateMasks.first?.language == .objectiveC)
    }

    /// A method of the same name that is not about a window scene is not a scene delegate's mask.
    @Test func aSupportedInterfaceOrientationsForAWindowIsNotASceneDelegatesMask() throws {
        let r = try Self.readiness([
            "App/Lock.swift": """
            final class OrientationLock {
                func supportedInterfaceOrientations(for window: UIWindow?) -> UIInterfaceOrientationMask { .portrait }
            }
            """
        ])
        #expect(r.sceneDelegateMasks.isEmpty)
    }

    // MARK: iphone-masks-ignored-when-resizable

    static func list(_ names: [String], key: String = "UISupportedInterfaceOrientations") -> String {
        "<key>\(key)</key><array>" + names.map { "<string>UIInterfaceOrientation\($0)</string>" }.joined() + "</array>"
    }

    @Test(
        "A portrait-only or landscape-only iPhone app is reported at its orientation list, on the phone targets",
        arguments: [["Portrait"], ["LandscapeLeft", "LandscapeRight"], ["Portrait", "PortraitUpsideDown"]])
    func oneAspectIPhoneAppsAreReported(orientations: [String]) throws {
        let found = try Self.found(.iPhoneMasksIgnoredWhenResizable, plist: Self.manifest + Self.list(orientations))
        let f = try #require(found.first)
        #expect(found.count == 1)
        #expect(f.location?.file == "App/Info.plist")
        #expect(f.finding.targets.map(\.idiom) == [.phone])
        #expect(f.finding.fix.contains("UIRequiresFullScreen"))
    }

    @Test func theIPhoneListWinsOverThePlainOne() throws {
        let keys = Self.manifest + Self.allOrientations + Self.list(["Portrait"], key: "UISupportedInterfaceOrientations~iphone")
        #expect(try Self.found(.iPhoneMasksIgnoredWhenResizable, plist: keys).count == 1)
    }

    /// A scene delegate that makes `MainTabBarController` the window's root; the class answers `mask`.
    static func rootTabBar(mask: String) -> [String: String] {
        [
            "App/SceneDelegate.swift": ProjectFixtures.sceneDelegateSettingRoot("MainTabBarController"),
            "App/MainTabBarController.swift": """
            import UIKit
            final class MainTabBarController: UITabBarController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
                    \(mask)
                }
            }
            """,
        ]
    }

    @Test(
        "An app that lists both aspects but whose window root answers one on iPhone is reported at the root's answer",
        arguments: [".portrait", "UIDevice.current.userInterfaceIdiom == .phone ? .portrait : .all"])
    func aOneAspectRootIsReportedAtItsOverride(mask: String) throws {
        let found = try Self.found(.iPhoneMasksIgnoredWhenResizable, files: Self.rootTabBar(mask: mask))
        let f = try #require(found.first)
        #expect(found.count == 1)
        #expect(f.location?.file == "App/MainTabBarController.swift")
        #expect(f.location?.line == 3)
        #expect(f.finding.message.hasPrefix("The app's root view controller, MainTabBarController, supports only portrait on iPhone."))
    }

    @Test(
        "Near miss: a root that answers both aspects on iPhone is not reported",
        arguments: [".allButUpsideDown", "UIDevice.current.userInterfaceIdiom == .pad ? .portrait : .all"])
    func aRootAnsweringBothAspectsOnIPhoneIsNotReported(mask: String) throws {
        #expect(try Self.found(.iPhoneMasksIgnoredWhenResizable, files: Self.rootTabBar(mask: mask)).isEmpty)
    }

    @Test func aOneAspectRootOfAnAppThatSetsUIRequiresFullScreenIsNotReported() throws {
        let keys = Self.manifest + Self.allOrientations + "<key>UIRequiresFullScreen</key><true/>"
        #expect(try Self.found(.iPhoneMasksIgnoredWhenResizable, plist: keys, files: Self.rootTabBar(mask: ".portrait")).isEmpty)
    }

    @Test func anAppThatAlreadySetsUIRequiresFullScreenIsNotReported() throws {
        let keys = Self.manifest + Self.list(["Portrait"]) + "<key>UIRequiresFullScreen</key><true/>"
        #expect(try Self.found(.iPhoneMasksIgnoredWhenResizable, plist: keys).isEmpty)
    }

    @Test func anAppThatSupportsBothAspectsIsNotReported() throws {
        #expect(try Self.found(.iPhoneMasksIgnoredWhenResizable).isEmpty)
    }

    @Test func anIPadOnlyAppIsNotReported() throws {
        let keys = Self.manifest + Self.list(["Portrait"]) + "<key>UIDeviceFamily</key><array><integer>2</integer></array>"
        #expect(try Self.found(.iPhoneMasksIgnoredWhenResizable, plist: keys).isEmpty)
    }

    @Test func aPortraitOnlyAppBuiltWithAnOlderSDKIsNotReported() throws {
        let keys = Self.manifest + Self.list(["Portrait"])
        #expect(try Self.found(.iPhoneMasksIgnoredWhenResizable, plist: keys, sdk: SystemVersion(26, 0)).isEmpty)
    }

    // MARK: layout-branches-on-orientation

    static func swiftController(_ members: String) -> [String: String] {
        [
            "App/FeedViewController.swift": """
            import UIKit
            final class FeedViewController: UIViewController {
            \(members)
            }
            """
        ]
    }

    @Test(
        "A read of the orientation or the main screen's bounds that decides a layout is reported at the read",
        arguments: [
            // In a layout callback.
            "    override func viewWillLayoutSubviews() {\n        cardWidth = UIScreen.main.bounds.width - 32\n    }",
            // A branch on the device orientation in a size transition.
            "    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {\n        stack.axis = UIDevice.current.orientation.isLandscape ? .horizontal : .vertical\n    }",
            // The scene's orientation, in a statement that sets a frame.
            "    override func viewDidLoad() {\n        if view.window?.windowScene?.interfaceOrientation.isLandscape == true { header.frame.size.height = 44 }\n    }",
            // A view sized to the screen.
            "    override func viewDidLoad() {\n        let cover = UIView(frame: UIScreen.main.bounds)\n        view.addSubview(cover)\n    }",
        ])
    func layoutReadsAreReported(members: String) throws {
        let found = try Self.found(.layoutBranchesOnOrientation, files: Self.swiftController(members))
        let f = try #require(found.first)
        #expect(found.count == 1)
        #expect(f.location?.line == 4)
        #expect(f.finding.message.hasPrefix("FeedViewController "))
    }

    @Test(
        "A read that decides no layout (analytics, a scale factor, a camera's video orientation) is not reported",
        arguments: [
            "    override func viewDidLoad() {\n        Analytics.log(\"screen\", width: UIScreen.main.bounds.width)\n    }",
            "    let scale = UIScreen.main.bounds.width / 375",
            "    func capture() {\n        connection.videoOrientation = AVCaptureVideoOrientation(UIDevice.current.orientation)\n    }",
            "    override func viewDidAppear(_ animated: Bool) {\n        tracker.track(orientation: view.window?.windowScene?.interfaceOrientation)\n    }",
        ])
    func nonLayoutReadsAreNotReported(members: String) throws {
        #expect(try Self.found(.layoutBranchesOnOrientation, files: Self.swiftController(members)).isEmpty)
    }

    @Test func objectiveCLayoutReadsAreReportedAndOtherReadsAreNot() throws {
        let controller = """
            @implementation FeedView
            - (void)layoutSubviews {
                [super layoutSubviews];
                CGFloat w = [UIScreen mainScreen].bounds.size.width;
            }
            - (void)setUp {
                self.cover.frame = [[UIScreen mainScreen] bounds];
                NSLog(@"%f", [UIScreen mainScreen].bounds.size.width);
                if (UIDeviceOrientationIsLandscape([UIDevice currentDevice].orientation)) { self.header.frame = CGRectZero; }
            }
            @end
            """
        let found = try Self.found(.layoutBranchesOnOrientation, files: ["App/FeedView.m": controller])
        #expect(found.compactMap { $0.location?.line }.sorted() == [4, 7, 9])
    }

    /// The app delegate's window made with the screen's bounds (the pre-scene template) is the window UIKit sizes, not
    /// a layout the app decides.
    @Test func aWindowMadeWithTheScreensBoundsIsNotALayoutDecision() throws {
        let swift = """
            import UIKit
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    window = UIWindow(frame: UIScreen.main.bounds)
                    return true
                }
            }
            """
        let objC = """
            @implementation AppDelegate
            - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
                self.window = [[UIWindow alloc] initWithFrame:[[UIScreen mainScreen] bounds]];
                return YES;
            }
            @end
            """
        #expect(try Self.found(.layoutBranchesOnOrientation, files: ["App/AppDelegate.swift": swift]).isEmpty)
        #expect(try Self.found(.layoutBranchesOnOrientation, files: ["App/AppDelegate.m": objC]).isEmpty)
    }

    /// `if o == .portrait || o == .portraitUpsideDown` is one decision: one finding for the line.
    @Test func twoReadsOnOneLineAreOneFinding() throws {
        let files = Self.swiftController(
            "    func size() -> CGSize {\n        if UIDevice.current.orientation == .portrait || UIDevice.current.orientation == .portraitUpsideDown { return CGSize(width: 1, height: 1) }\n        return .zero\n    }"
        )
        #expect(try Self.found(.layoutBranchesOnOrientation, files: files).count == 1)
    }

    @Test func layoutReadsAreNotReportedForAnOlderSDK() throws {
        let files = Self.swiftController("    override func viewWillLayoutSubviews() {\n        w = UIScreen.main.bounds.width\n    }")
        #expect(try Self.found(.layoutBranchesOnOrientation, files: files, sdk: SystemVersion(26, 0)).isEmpty)
    }

    // MARK: status-bar-orientation-deprecated

    @Test(
        "Reading or setting statusBarOrientation is reported, the setter as such",
        arguments: [
            ("        let o = UIApplication.shared.statusBarOrientation", false),
            ("        UIApplication.shared.statusBarOrientation = .landscapeRight", true),
            ("        UIApplication.shared.setStatusBarOrientation(.portrait, animated: false)", true),
        ])
    func swiftStatusBarOrientationIsReported(line: String, isSetter: Bool) throws {
        let files = Self.swiftController("    func turn() {\n\(line)\n    }")
        let found = try Self.found(.statusBarOrientationDeprecated, files: files)
        let f = try #require(found.first)
        #expect(found.count == 1)
        #expect(f.location?.line == 4)
        #expect(f.finding.message.contains("sets the status bar orientation") == isSetter)
    }

    @Test func objectiveCStatusBarOrientationIsReported() throws {
        let controller = """
            @implementation Player
            - (void)turn {
                UIInterfaceOrientation o = [[UIApplication sharedApplication] statusBarOrientation];
                [[UIApplication sharedApplication] setStatusBarOrientation:UIInterfaceOrientationLandscapeRight animated:NO];
            }
            @end
            """
        let found = try Self.found(.statusBarOrientationDeprecated, files: ["App/Player.m": controller])
        #expect(found.map { $0.location?.line } == [3, 4])
        #expect(found.map { $0.finding.message.contains("sets the status bar orientation") } == [false, true])
    }

    /// A variable of that name is not UIApplication's property.
    @Test func anObjectiveCVariableNamedStatusBarOrientationIsNotReported() throws {
        let controller = """
            @implementation Passcode
            - (UIInterfaceOrientation)currentOrientation {
                UIInterfaceOrientation statusBarOrientation = self.lastOrientation;
                return statusBarOrientation;
            }
            @end
            """
        #expect(try Self.found(.statusBarOrientationDeprecated, files: ["App/Passcode.m": controller]).isEmpty)
    }

    /// Each app is linted with the code its target compiles: a read in another app's file is not its finding.
    @Test func aReadInAnotherAppsFileIsNotThisAppsFinding() throws {
        typealias X = XcodeTargetFixtures
        let read = """
            @implementation Player
            - (void)turn {
                UIInterfaceOrientation o = [[UIApplication sharedApplication] statusBarOrientation];
            }
            @end
            """
        let project = try X.importProject([
            "Demo.xcodeproj/project.pbxproj": X.project([
                X.Target(name: "Main", settings: ["INFOPLIST_FILE = Main/Info.plist;"], sources: ["Main/Player.m"]),
                X.Target(name: "Other", settings: ["INFOPLIST_FILE = Other/Info.plist;"], sources: ["Other/Empty.m"]),
            ]),
            "Main/Info.plist": X.infoPlist(["Portrait"]),
            "Main/Player.m": read,
            "Other/Info.plist": X.infoPlist(["Portrait"]),
            "Other/Empty.m": "@implementation Empty\n@end\n",
        ])
        let report = ProjectLint.run(project, targets: Self.targets)
        let byApp = Dictionary(
            uniqueKeysWithValues: report.apps.map { a in
                (a.app.name, a.findings.filter { $0.finding.code == .statusBarOrientationDeprecated }.count)
            })
        #expect(byApp == ["Main": 1, "Other": 0])
    }

    @Test func statusBarOrientationIsNotReportedForAnOlderSDK() throws {
        let files = Self.swiftController("    func turn() {\n        let o = UIApplication.shared.statusBarOrientation\n    }")
        #expect(try Self.found(.statusBarOrientationDeprecated, files: files, sdk: SystemVersion(26, 0)).isEmpty)
    }
}
