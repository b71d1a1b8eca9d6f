import OrientationPolicy
import Testing

@testable import OrientationImport

/// Each app is imported and linted with the code its target compiles: a category, an app delegate or a class of
/// the same name compiled into another app is not its own.
@Suite struct TargetAttributionTests {
    typealias X = XcodeTargetFixtures

    static func appDelegate(root: String) -> String {
        """
        @implementation AppDelegate
        - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
            self.window = [[UIWindow alloc] initWithFrame:[[UIScreen mainScreen] bounds]];
            self.window.rootViewController = [[\(root) alloc] init];
            [self.window makeKeyAndVisible];
            return YES;
        }
        @end
        """
    }

    /// A category on UIViewController: every plain controller of the app that compiles it answers `mask`.
    static func category(_ name: String, mask: String) -> String {
        """
        @implementation UIViewController (\(name))
        - (UIInterfaceOrientationMask)supportedInterfaceOrientations {
            return \(mask);
        }
        @end
        """
    }

    static let home = "@interface HomeViewController : UIViewController\n@end\n@implementation HomeViewController\n@end\n"

    /// One project, two apps sharing HomeViewController: a portrait app whose category makes every controller
    /// portrait, and a landscape app whose category makes every controller landscape.
    static var twoDemos: [String: String] {
        [
            "Demo.xcodeproj/project.pbxproj": X.project([
                X.Target(
                    name: "Portrait", settings: ["INFOPLIST_FILE = Portrait/Info.plist;"],
                    sources: ["Portrait/AppDelegate.m", "Portrait/UIViewController+Portrait.m", "Shared/HomeViewController.m"]),
                X.Target(
                    name: "Landscape", settings: ["INFOPLIST_FILE = Landscape/Info.plist;"],
                    sources: ["Landscape/AppDelegate.m", "Landscape/UIViewController+Landscape.m", "Shared/HomeViewController.m"]),
            ]),
            "Portrait/Info.plist": X.infoPlist(["Portrait"]),
            "Portrait/AppDelegate.m": appDelegate(root: "HomeViewController"),
            "Portrait/UIViewController+Portrait.m": category("Portrait", mask: "UIInterfaceOrientationMaskPortrait"),
            "Landscape/Info.plist": X.infoPlist(["LandscapeLeft", "LandscapeRight"]),
            "Landscape/AppDelegate.m": appDelegate(root: "HomeViewController"),
            "Landscape/UIViewController+Landscape.m": category("Landscape", mask: "UIInterfaceOrientationMaskLandscape"),
            "Shared/HomeViewController.m": home,
        ]
    }

    static func files(of app: ImportedApp) -> Set<String> {
        Set(app.provenance.flatMap(\.values).map(\.file))
    }

    static func app(_ name: String, in project: ImportedProject) throws -> ImportedApp {
        try #require(project.apps.first { $0.name == name })
    }

    @Test func eachAppOfAProjectAnswersWithTheCategoryItsTargetCompiles() throws {
        let project = try X.importProject(Self.twoDemos)
        #expect(Self.files(of: try Self.app("Portrait", in: project)).contains("Portrait/UIViewController+Portrait.m"))
        #expect(!Self.files(of: try Self.app("Portrait", in: project)).contains("Landscape/UIViewController+Landscape.m"))
        #expect(Self.files(of: try Self.app("Landscape", in: project)).contains("Landscape/UIViewController+Landscape.m"))
        #expect(!Self.files(of: try Self.app("Landscape", in: project)).contains("Portrait/UIViewController+Portrait.m"))
    }

    /// The landscape category in the portrait app would leave its root no orientation in common with the app's
    /// (UIApplicationInvalidInterfaceOrientation); compiled into the other app only, it raises nothing here.
    @Test func noAppIsLintedWithACategoryOnlyAnotherAppCompiles() throws {
        let project = try X.importProject(Self.twoDemos)
        let report = ProjectLint.run(project, targets: ProjectLintTests.targets)
        #expect(report.apps.count == 2)
        for app in report.apps {
            let invalid = app.findings.filter {
                [.invalidOrientationOnRotation, .invalidOrientationOnPresentation].contains($0.finding.code)
            }
            #expect(invalid.isEmpty, "\(app.app.name): \(invalid.map(\.finding.message))")
            let cited = app.findings.flatMap { [$0.location].compactMap { $0 } + $0.relatedLocations }.map(\.file)
            let other = app.app.name == "Portrait" ? "Landscape/" : "Portrait/"
            #expect(!cited.contains { $0.hasPrefix(other) })
        }
    }

    static func swiftDelegate(mask: String?) -> String {
        """
        import UIKit

        @main
        class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?

            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                window = UIWindow(frame: UIScreen.main.bounds)
                window?.rootViewController = RootViewController()
                window?.makeKeyAndVisible()
                return true
            }
        \(mask.map { """

            func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
                return \($0)
            }
        """ } ?? "")
        }
        """
    }

    static func root(mask: String) -> String {
        """
        import UIKit

        class RootViewController: UIViewController {
            override var supportedInterfaceOrientations: UIInterfaceOrientationMask { \(mask) }
        }
        """
    }

    /// Two projects side by side, each with an `AppDelegate` and a `RootViewController`; only One's delegate
    /// answers `application(_:supportedInterfaceOrientationsFor:)`.
    static var twoProjects: [String: String] {
        let target = { (name: String) in
            X.Target(
                name: name, settings: ["INFOPLIST_FILE = Info.plist;"],
                sources: ["Sources/AppDelegate.swift", "Sources/RootViewController.swift"])
        }
        return [
            "One/One.xcodeproj/project.pbxproj": X.project([target("One")]),
            "One/Info.plist": X.infoPlist(["Portrait"]),
            "One/Sources/AppDelegate.swift": swiftDelegate(mask: ".portrait"),
            "One/Sources/RootViewController.swift": root(mask: ".portrait"),
            "Two/Two.xcodeproj/project.pbxproj": X.project([target("Two")]),
            "Two/Info.plist": X.infoPlist(["Portrait", "LandscapeLeft", "LandscapeRight"]),
            "Two/Sources/AppDelegate.swift": swiftDelegate(mask: nil),
            "Two/Sources/RootViewController.swift": root(mask: ".landscape"),
        ]
    }

    @Test func anAppDelegateOfAnotherProjectIsNotTheAppsOwn() throws {
        let project = try X.importProject(Self.twoProjects)
        let two = try Self.app("Two", in: project)
        #expect(two.scenarios.allSatisfy { $0.app.supportedInterfaceOrientationsForWindow == nil })
        let one = try Self.app("One", in: project)
        #expect(one.scenarios.allSatisfy { $0.app.supportedInterfaceOrientationsForWindow == .portrait })
    }

    @Test func aClassOfTheSameNameInAnotherProjectDoesNotAnswerForTheAppsOwn() throws {
        let project = try X.importProject(Self.twoProjects)
        let two = try Self.app("Two", in: project)
        #expect(Self.files(of: two).contains("Two/Sources/RootViewController.swift"))
        #expect(!Self.files(of: two).contains { $0.hasPrefix("One/") })
        let one = try Self.app("One", in: project)
        #expect(Self.files(of: one).contains("One/Sources/RootViewController.swift"))
        #expect(!Self.files(of: one).contains { $0.hasPrefix("Two/") })
    }

    @Test func sourcesNoProjectListsStayVisibleToTheApp() throws {
        var files = Self.twoDemos
        files["Pods/Rotation/UINavigationController+Rotation.m"] = """
            @implementation UINavigationController (Rotation)
            - (BOOL)shouldAutorotate {
                return NO;
            }
            @end
            """
        files["Portrait/AppDelegate.m"] = Self.appDelegate(root: "UINavigationController")
        let project = try X.importProject(files)
        #expect(Self.files(of: try Self.app("Portrait", in: project)).contains("Pods/Rotation/UINavigationController+Rotation.m"))
    }

    @Test func withoutAProjectFileEveryAppSeesEverySourceAsBefore() throws {
        var files = Self.twoDemos
        files["Demo.xcodeproj/project.pbxproj"] = nil
        let project = try X.importProject(files)
        // Without a project both categories apply to both apps; the first in path order answers.
        let portrait = try #require(project.apps.first { $0.infoPlistPath == "Portrait/Info.plist" })
        #expect(Self.files(of: portrait).contains("Landscape/UIViewController+Landscape.m"))
    }
}

/// The devices an app is built for, as Xcode builds it: `TARGETED_DEVICE_FAMILY`, else the Info.plist's
/// `UIDeviceFamily`, else the setting's default, iPhone only; unknown only where no project says anything.
@Suite struct AppDeviceFamilyTests {
    typealias X = XcodeTargetFixtures

    static let universal = "<key>UIDeviceFamily</key>\n<array>\n<integer>1</integer>\n<integer>2</integer>\n</array>"

    static func families(settings: [String], plistExtra: String = "", xcconfig: String? = nil) throws -> [Idiom]? {
        let project = try X.importProject([
            "App.xcodeproj/project.pbxproj": X.project([
                X.Target(
                    name: "App", settings: ["INFOPLIST_FILE = App/Info.plist;"] + settings, sources: ["App/AppDelegate.swift"],
                    baseConfiguration: xcconfig)
            ]),
            "App/Info.plist": X.infoPlist(["Portrait"], extra: plistExtra),
            "App/AppDelegate.swift": "import UIKit\n",
        ])
        return try #require(project.apps.first).deviceFamilies
    }

    @Test func aTargetWithoutTheSettingIsAnIPhoneApp() throws {
        #expect(try Self.families(settings: []) == [.phone])
    }

    @Test(arguments: [("1", [Idiom.phone]), ("2", [.pad]), ("\"1,2\"", [.phone, .pad])])
    func theTargetsSettingSaysWhichDevices(setting: String, idioms: [Idiom]) throws {
        #expect(try Self.families(settings: ["TARGETED_DEVICE_FAMILY = \(setting);"]) == idioms)
    }

    @Test func theInfoPlistsDeviceFamilyIsHonouredWhenTheTargetSetsNone() throws {
        #expect(try Self.families(settings: [], plistExtra: Self.universal) == [.phone, .pad])
    }

    @Test func aTargetBasedOnAnXcconfigTheImporterDoesNotReadHasUnknownFamilies() throws {
        #expect(try Self.families(settings: [], xcconfig: "Config/App.xcconfig") == nil)
    }

    /// Whether the app runs on iPad hangs on a file the repository lacks: the note's fix is to commit that file
    /// (or set the build setting), not the code's usual "return a literal".
    @Test func theNoteAboutAnUnreadXcconfigSaysToCommitIt() throws {
        let project = try X.importProject([
            "App.xcodeproj/project.pbxproj": X.project([
                X.Target(
                    name: "App", settings: ["INFOPLIST_FILE = App/Info.plist;"], sources: ["App/AppDelegate.swift"],
                    baseConfiguration: "Config/App.xcconfig")
            ]),
            "App/Info.plist": X.infoPlist(["Portrait"]),
            "App/AppDelegate.swift": "import UIKit\n",
        ])
        let report = ProjectLint.run(project, targets: [Device(idiom: .pad, systemVersion: SystemVersion(17, 0))])
        let note = try #require(report.apps.first?.findings.first { $0.finding.code == .unreadValue }?.finding)
        #expect(note.fix.hasPrefix("Commit Config/App.xcconfig"))
    }

    @Test func aGeneratedInfoPlistWithoutTheSettingIsAnIPhoneApp() throws {
        let project = try X.importProject([
            "App.xcodeproj/project.pbxproj": X.project([
                X.Target(
                    name: "App",
                    settings: ["GENERATE_INFOPLIST_FILE = YES;", "INFOPLIST_KEY_UISupportedInterfaceOrientations = UIInterfaceOrientationPortrait;"])
            ])
        ])
        #expect(try #require(project.apps.first).deviceFamilies == [.phone])
    }

    @Test func anInfoPlistNoProjectNamesKeepsBothFamilies() throws {
        let project = try X.importProject(["App/Info.plist": X.infoPlist(["Portrait"])])
        #expect(try #require(project.apps.first).deviceFamilies == nil)
    }

    @Test func anIPhoneAppByDefaultIsNotLintedOnAnIPad() throws {
        let project = try X.importProject([
            "App.xcodeproj/project.pbxproj": X.project([X.Target(name: "App", settings: ["INFOPLIST_FILE = App/Info.plist;"])]),
            "App/Info.plist": X.infoPlist(["Portrait"]),
        ])
        let app = try #require(project.apps.first)
        let requested = [
            Device(idiom: .phone, systemVersion: SystemVersion(17, 0)),
            Device(idiom: .pad, systemVersion: SystemVersion(17, 0)),
        ]
        #expect(AppLintTargets.targets(requested, for: app, idiom: nil).map(\.idiom) == [.phone])
    }
}
