import OrientationPolicy
import Testing

@testable import OrientationImport
@testable import OrientationLinter

/// `window-without-root-view-controller`, on hand-written projects read the way `orientation-server lint` reads a
/// folder. Apple's Technical Q&A QA1688 ("Why won't my UIViewController rotate with the device?"): developers are
/// discouraged from adding a controller's view to the window as a subview; from iOS 6, without a root view
/// controller the application object alone decides the orientations and controllers are not notified of orientation
/// changes. From iOS 9 the app terminates at the end of launch with "Application windows are expected to have a
/// root view controller at the end of application launch" (observed: RolandasRazma/RRFPSBar#10,
/// catch-twenty-two/iOS-Guitar-Tuner#2, fabiensanglard/Shmup#7).
@Suite struct WindowRootLintTests {
    static let targets = [
        Device(idiom: .phone, systemVersion: SystemVersion(5, 1), hasHomeButton: true),
        Device(idiom: .phone, systemVersion: SystemVersion(9, 0), hasHomeButton: true),
        Device(idiom: .phone, systemVersion: .newestModelled, hasHomeButton: false),
    ]

    /// The Info.plist of an app, with `extra` keys (a main storyboard or nib).
    static func plist(_ extra: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
            <key>CFBundleName</key>
            <string>Ledger</string>
            <key>CFBundlePackageType</key>
            <string>APPL</string>
            <key>UISupportedInterfaceOrientations</key>
            <array>
                <string>UIInterfaceOrientationPortrait</string>
                <string>UIInterfaceOrientationLandscapeLeft</string>
                <string>UIInterfaceOrientationLandscapeRight</string>
            </array>\(extra)
        </dict>
        </plist>
        """
    }

    /// An Objective-C app delegate whose launch method is `body`: the `addSubview:` of the window-based templates
    /// of the iOS 3 era is on line 7.
    static func delegate(_ body: String) -> String {
        """
        #import "AppDelegate.h"
        #import "LedgerViewController.h"

        @implementation AppDelegate
        - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
        \(body)
            return YES;
        }
        @end
        """
    }

    /// The window created in code and the navigation controller's view added to it (line 7 of the file).
    static let addsSubview = """
            self.window = [[UIWindow alloc] initWithFrame:[[UIScreen mainScreen] bounds]];
            [self.window addSubview:self.navigationController.view];
            [self.window makeKeyAndVisible];
        """

    static let controller = """
        #import "LedgerViewController.h"

        @implementation LedgerViewController
        - (NSUInteger)supportedInterfaceOrientations {
            return UIInterfaceOrientationMaskAllButUpsideDown;
        }
        @end
        """

    static func lint(_ files: [String: String], targets: [Device] = targets) throws -> [ProjectLintFinding] {
        let project = try ProjectImporter.importProject(InMemoryProjectSource(textFiles: files))
        return ProjectLint.run(project, targets: targets).apps.flatMap(\.findings)
    }

    static func found(_ files: [String: String], targets: [Device] = targets) throws -> [ProjectLintFinding] {
        try lint(files, targets: targets).filter { $0.finding.code == .windowWithoutRootViewController }
    }

    static func project(plist extra: String = "", delegate body: String = addsSubview, more: [String: String] = [:]) -> [String: String] {
        [
            "Ledger/Info.plist": plist(extra), "Ledger/AppDelegate.m": delegate(body),
            "Ledger/LedgerViewController.m": controller,
        ].merging(more) { _, new in new }
    }

    @Test func aControllersViewAddedToAWindowWithoutARootIsABugAtTheAddSubviewCall() throws {
        let found = try Self.found(Self.project())
        let f = try #require(found.first)
        #expect(found.count == 1)
        #expect(f.finding.severity == .bug)
        #expect(f.location?.file == "Ledger/AppDelegate.m")
        #expect(f.location?.line == 7)
        #expect(f.finding.message.contains("navigationController's view is added to window"))
        #expect(f.finding.message.contains("Application windows are expected to have a root view controller"))
        #expect(f.finding.fix.contains("rootViewController"))
    }

    /// Before iOS 6 the first controller whose view was added to the window got the rotation callbacks (QA1688's
    /// older text), so only targets from iOS 6 carry the finding.
    @Test func theFindingIsOnTargetsFromIOS6Only() throws {
        let f = try #require(try Self.found(Self.project()).first)
        #expect(f.finding.targets.map(\.systemVersion) == [SystemVersion(9, 0), .newestModelled])
        #expect(try Self.found(Self.project(), targets: [Self.targets[0]]).isEmpty)
    }

    /// QA1688 is Apple's own text, so the finding is documented where the launch exception (shown in crash logs up
    /// to iOS 11 only) does not weaken it.
    @Test func theFindingIsDocumentedOnIOS6AndObservedWhereTheLaunchExceptionApplies() throws {
        let old = [Device(idiom: .phone, systemVersion: SystemVersion(6, 0), hasHomeButton: true)]
        #expect(try Self.found(Self.project(), targets: old).first?.confidence == .documented)
        #expect(try Self.found(Self.project(), targets: [Self.targets[1]]).first?.confidence == .observed)
        #expect(LintCode.windowWithoutRootViewController.certainty == .observed)
    }

    /// A window of plain views shown with `makeKeyAndVisible` and no controller at all (the window-based template
    /// of the iOS 3 era, an OpenGL game's view): no controller misses rotations, but from iOS 9 the launch ends with
    /// the exception, so the call is the finding on targets from iOS 9 only.
    @Test func aWindowOfPlainViewsShownWithoutARootIsAFindingAtMakeKeyAndVisibleFromIOS9() throws {
        let body = """
                self.window = [[UIWindow alloc] initWithFrame:[[UIScreen mainScreen] bounds]];
                [self.window addSubview:self.glView];
                [self.window makeKeyAndVisible];
            """
        let found = try Self.found(Self.project(delegate: body))
        let f = try #require(found.first)
        #expect(found.count == 1)
        #expect(f.location?.line == 8)
        #expect(f.finding.targets.map(\.systemVersion) == [SystemVersion(9, 0), .newestModelled])
        #expect(f.finding.message.contains("window is shown with no root view controller"))
        let old = [Device(idiom: .phone, systemVersion: SystemVersion(6, 0), hasHomeButton: true)]
        #expect(try Self.found(Self.project(delegate: body), targets: old).isEmpty)
    }

    /// Where a controller's view is added, that call is the finding and `makeKeyAndVisible` is not another one.
    @Test func makeKeyAndVisibleIsNoSecondFindingBesideTheAddSubview() throws {
        let found = try Self.found(Self.project())
        #expect(found.map(\.location?.line) == [7])
    }

    /// The window comes from the main nib (`NSMainNibFile`) and has no `rootViewController` outlet: the shape of
    /// muhku/calendar-ui#33, whose fix replaced `[window addSubview:tabBarController.view]` with
    /// `[window setRootViewController:tabBarController]`.
    @Test func aMainNibWindowWithoutARootOutletIsRootless() throws {
        let files = Self.project(
            plist: "\n    <key>NSMainNibFile</key>\n    <string>MainWindow</string>",
            delegate: "    [window addSubview:tabBarController.view];\n    [window makeKeyAndVisible];",
            more: ["Ledger/MainWindow.xib": Self.mainWindow(rootOutlet: false)])
        let found = try Self.found(files)
        #expect(found.map(\.location?.line) == [6])
        #expect(found.first?.finding.message.contains("tabBarController's view") == true)
    }

    /// neror/CA360 (issue #3: the launch exception under Xcode 8.3) names its window `window_`, Google's style.
    @Test(arguments: ["window_", "_window", "mainWindow"])
    func aWindowIsTheAppsWhateverItsUnderscores(name: String) throws {
        let body = "    [\(name) addSubview:navigationController_.view];\n    [\(name) makeKeyAndVisible];"
        #expect(try Self.found(Self.project(delegate: body)).map(\.location?.line) == [6])
    }

    /// A xib the Info.plist does not name may still be loaded in code (`loadNibNamed:owner:options:`), its window's
    /// root outlet with it.
    @Test func anyXibWindowWithARootOutletIsARoot() throws {
        let files = Self.project(more: ["Ledger/Window.xib": Self.mainWindow(rootOutlet: true)])
        #expect(try Self.found(files).isEmpty)
        let rootless = Self.project(more: ["Ledger/Window.xib": Self.mainWindow(rootOutlet: false)])
        #expect(try Self.found(rootless).count == 1)
    }

    @Test func aMainNibWindowWithARootOutletHasARoot() throws {
        let files = Self.project(
            plist: "\n    <key>NSMainNibFile</key>\n    <string>MainWindow</string>",
            delegate: "    [window addSubview:tabBarController.view];\n    [window makeKeyAndVisible];",
            more: ["Ledger/MainWindow.xib": Self.mainWindow(rootOutlet: true)])
        #expect(try Self.found(files).isEmpty)
    }

    /// Anything that may give the window a root leaves the app alone: a root assigned in code (read or not, as in
    /// facebookarchive/three20#822's fix, which kept the `addSubview:` and added `setRootViewController:`), a
    /// main or scene storyboard (even one not in the repository), a main nib not in the repository.
    @Test(arguments: [
        ("root set beside the subview", "", addsSubview + "\n    [self.window setRootViewController:self.navigationController];"),
        ("root the importer cannot tell", "", addsSubview + "\n    self.window.rootViewController = [self makeRoot];"),
        ("main storyboard", "\n    <key>UIMainStoryboardFile</key>\n    <string>Main</string>", addsSubview),
        ("main nib not in the repository", "\n    <key>NSMainNibFile</key>\n    <string>MainWindow</string>", addsSubview),
    ])
    func anAppWithARootFromAnySourceHasNoFinding(_ c: (name: String, plist: String, body: String)) throws {
        #expect(try Self.found(Self.project(plist: c.plist, delegate: c.body)).isEmpty, "\(c.name)")
    }

    /// A window that is not the app's own: one another view is on (a popup shows itself over the key window, as
    /// three20's TTPostController does), a parameter, an overlay's or a HUD's window.
    @Test(arguments: [
        "    UIWindow *window = self.view.window ? self.view.window : [UIApplication sharedApplication].keyWindow;\n    [window addSubview:self.popup.view];",
        "    [[UIApplication sharedApplication].keyWindow addSubview:self.popup.view];",
        "    [self.overlayWindow addSubview:self.hud.view];",
        "    [self.window addSubview:self.backgroundView];",
    ])
    func aViewThatIsNotAControllersOnTheAppsWindowIsNoFinding(body: String) throws {
        #expect(try Self.found(Self.project(delegate: body)).isEmpty)
    }

    @Test func aSubviewInACheckedInDependencyIsNoFinding() throws {
        let files = [
            "Ledger/Info.plist": Self.plist(), "Ledger/AppDelegate.m": Self.delegate(""),
            "Pods/Banner/Banner.m": Self.delegate(Self.addsSubview),
        ]
        #expect(try Self.found(files).isEmpty)
    }

    @Test func theSwiftFormIsReadTheSameWay() throws {
        let swift = """
            import UIKit

            @UIApplicationMain
            class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                let navigation = UINavigationController(rootViewController: LedgerViewController())
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    window = UIWindow(frame: UIScreen.main.bounds)
                    window?.addSubview(navigation.view)
                    window?.makeKeyAndVisible()
                    return true
                }
            }
            class LedgerViewController: UIViewController {}
            """
        let files = ["Ledger/Info.plist": Self.plist(), "Ledger/AppDelegate.swift": swift]
        let found = try Self.found(files)
        #expect(found.map(\.location?.line) == [9])
        let fixed = swift.replacingOccurrences(of: "window?.addSubview(navigation.view)", with: "window?.rootViewController = navigation")
        #expect(try Self.found(["Ledger/Info.plist": Self.plist(), "Ledger/AppDelegate.swift": fixed]).isEmpty)
    }

    /// A root set inside a builder's closure (`UIWindow(...).then { $0.rootViewController = ... }`) is a root, though
    /// the importer cannot tell which window `$0` is: a splash controller's view added to the window is then only an
    /// overlay above the root.
    @Test func aRootSetInABuildersClosureIsARoot() throws {
        let swift = """
            import UIKit
            import Then

            @UIApplicationMain
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                let splash = SplashViewController()
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    self.window = UIWindow(frame: UIScreen.main.bounds).then {
                        $0.rootViewController = RootViewController()
                        $0.makeKeyAndVisible()
                    }
                    showSplash()
                    return true
                }
                func showSplash() {
                    window?.addSubview(splash.view)
                }
            }
            """
        #expect(try Self.found(["Ledger/Info.plist": Self.plist(), "Ledger/AppDelegate.swift": swift]).isEmpty)
        let withoutRoot = swift.replacingOccurrences(of: "$0.rootViewController = RootViewController()", with: "")
        #expect(try Self.found(["Ledger/Info.plist": Self.plist(), "Ledger/AppDelegate.swift": withoutRoot]).count == 1)
    }

    /// A root set by the window itself, in an extension of `UIWindow` the app calls (`window.switchRoot(to:)`).
    @Test func aRootSetInAWindowExtensionIsARoot() throws {
        let swift = """
            import UIKit
            @UIApplicationMain
            class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    window = UIWindow(frame: UIScreen.main.bounds)
                    window?.switchRoot(to: LedgerViewController())
                    window?.makeKeyAndVisible()
                    return true
                }
            }
            extension UIWindow {
                func switchRoot(to controller: UIViewController) {
                    rootViewController = controller
                }
            }
            """
        #expect(try Self.found(["Ledger/Info.plist": Self.plist(), "Ledger/AppDelegate.swift": swift]).isEmpty)
        let rootless = swift.replacingOccurrences(of: "rootViewController = controller", with: "backgroundColor = .white")
        #expect(try Self.found(["Ledger/Info.plist": Self.plist(), "Ledger/AppDelegate.swift": rootless]).count == 1)
    }

    /// A SwiftUI `App` opens its own window with a hosting controller at its root.
    @Test func aSwiftUIAppHasARoot() throws {
        let swift = """
            import SwiftUI
            @main
            struct LedgerApp: App {
                var body: some Scene { WindowGroup { Text("Ledger") } }
            }
            final class Overlay {
                var window: UIWindow?
                func show(_ controller: UIViewController) {
                    window?.addSubview(controller.view)
                }
            }
            """
        #expect(try Self.found(["Ledger/Info.plist": Self.plist(), "Ledger/LedgerApp.swift": swift]).isEmpty)
    }

    /// A MainWindow.xib of the current format: the window, and a tab bar controller beside it, connected as the
    /// window's `rootViewController` or not.
    static func mainWindow(rootOutlet: Bool) -> String {
        let outlet =
            rootOutlet
            ? "\n            <connections>\n                <outlet property=\"rootViewController\" destination=\"10\" id=\"11\"/>\n            </connections>"
            : ""
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="14460" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="UIApplication"/>
                    <window opaque="NO" contentMode="scaleToFill" id="2">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>\(outlet)
                    </window>
                    <tabBarController id="10">
                        <tabBar key="tabBar" contentMode="scaleToFill" id="12"/>
                    </tabBarController>
                </objects>
            </document>
            """
    }
}
