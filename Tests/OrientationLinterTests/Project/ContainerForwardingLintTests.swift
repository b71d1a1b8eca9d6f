import OrientationPolicy
import Testing

@testable import ImportFixtures
@testable import OrientationImport
@testable import OrientationLinter

/// A category (Objective-C) or extension (Swift) of a UIKit container replaces the method for every instance
/// of that container: stock ones in storyboards, ones created in code, and subclasses that do not override
/// ("Customizing Existing Classes", Programming with Objective-C). From iOS 6 UIKit asks only "the root view
/// controller or the topmost full-screen presented controller" (UIViewController supportedInterfaceOrientations,
/// Apple Developer Documentation), and "iOS containers (such as UINavigationController) do not consult their
/// children" (iOS 6.0 release notes) unless the app's code forwards: then the child's override is what UIKit
/// gets, and lint must not call it ignored.
@Suite struct ContainerForwardingLintTests {
    typealias F = ContainerForwardingFixtures

    static func childOverridesIgnored(_ report: ProjectLintReport.AppReport) -> [String] {
        report.findings.filter { $0.finding.code == .childOverrideIgnored }.map(\.finding.message).sorted()
    }

    static func root(_ project: ImportedProject, scenario: Int = 0) throws -> ViewController {
        let app = try #require(project.apps.first)
        return try #require(app.scenarios[scenario].windows.first?.rootViewController)
    }

    @Test(
        "A category on the stock containers makes the tab bar ask its selected tab and the navigation controller its top",
        arguments: F.Language.allCases)
    func stockContainersForwardThroughTheCategory(_ language: F.Language) throws {
        let files = F.project(language, storyboard: F.tabOfNavigation(), classes: F.readerClasses(language))
        let root = try Self.root(F.importProject(files))
        #expect(root.name == "UITabBarController")
        #expect(root.forwarding == .selectedViewController)
        #expect(root.viewControllers.first?.name == "UINavigationController")
        #expect(root.viewControllers.first?.forwarding == .topViewController)
        // Every override is consulted through the forwarding, and no state of this app is a hazard: List and
        // Settings are portrait, Player rotates to the landscapes the app lists.
        let report = try F.lint(files)
        #expect(report.findings.map(\.finding.message) == [])
    }

    /// The same app without the category: the containers answer for themselves, so each child's override is
    /// never consulted (what makes the test above able to fail).
    @Test("Without the category the children of the stock containers are never consulted", arguments: F.Language.allCases)
    func withoutTheCategoryTheChildrenAreIgnored(_ language: F.Language) throws {
        let files = F.project(language, storyboard: F.tabOfNavigation(), classes: F.readerClasses(language), forwarding: false)
        let ignored = Self.childOverridesIgnored(try F.lint(files))
        #expect(ignored.count == 3)
        #expect(
            ignored.contains { $0.hasPrefix("ListViewController's") && $0.contains("UINavigationController (navigationController, forwarding none)") }
        )
        #expect(ignored.contains { $0.hasPrefix("PlayerViewController's") })
        #expect(
            ignored.contains { $0.hasPrefix("SettingsViewController's") && $0.contains("UITabBarController (tabBarController, forwarding none)") })
    }

    /// A storyboard navigation controller whose class comes from a framework the sources do not include (a pod's
    /// `UINavigationController` subclass): the element says it is a navigation controller, and the category on
    /// `UINavigationController` is what it inherits as far as the sources show.
    @Test(
        "A framework's navigation controller subclass answers through the category on UINavigationController",
        arguments: F.Language.allCases)
    func aFrameworkSubclassForwardsThroughTheCategory(_ language: F.Language) throws {
        let files = F.project(
            language, storyboard: F.tabOfNavigation(navigationClass: "RTRootNavigationController"),
            classes: F.readerClasses(language))
        let navigation = try #require(try Self.root(F.importProject(files)).viewControllers.first)
        #expect(navigation.name == "RTRootNavigationController")
        #expect(navigation.kind == .navigationController)
        #expect(navigation.forwarding == .topViewController)
        #expect(Self.childOverridesIgnored(try F.lint(files)) == [])
    }

    /// The project's own subclass of that framework class: its chain ends outside the project, and the
    /// storyboard element still says which container it is.
    @Test(
        "A project subclass of a framework navigation controller is a navigation controller that forwards",
        arguments: F.Language.allCases)
    func aProjectSubclassOfAFrameworkContainerForwards(_ language: F.Language) throws {
        let classes = F.readerClasses(language) + [F.Class(name: "AppNavigationController", superclass: "RTRootNavigationController")]
        let files = F.project(language, storyboard: F.tabOfNavigation(navigationClass: "AppNavigationController"), classes: classes)
        let navigation = try #require(try Self.root(F.importProject(files)).viewControllers.first)
        #expect(navigation.kind == .navigationController)
        #expect(navigation.forwarding == .topViewController)
        #expect(Self.childOverridesIgnored(try F.lint(files)) == [])
    }

    static func appDelegate(_ language: F.Language) -> [String: String] {
        switch language {
        case .objectiveC:
            return [
                "Reader/AppDelegate.m": """
                #import "AppDelegate.h"

                @implementation AppDelegate
                - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
                    self.window = [[UIWindow alloc] initWithFrame:[[UIScreen mainScreen] bounds]];
                    self.window.rootViewController = [[UINavigationController alloc] initWithRootViewController:[[ListViewController alloc] init]];
                    [self.window makeKeyAndVisible];
                    return YES;
                }
                @end
                """
            ]
        case .swift:
            return [
                "Reader/AppDelegate.swift": """
                import UIKit

                @UIApplicationMain
                class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?
                    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        window = UIWindow(frame: UIScreen.main.bounds)
                        window?.rootViewController = UINavigationController(rootViewController: ListViewController())
                        window?.makeKeyAndVisible()
                        return true
                    }
                }
                """
            ]
        }
    }

    static func pushesPlayer(_ language: F.Language) -> String {
        switch language {
        case .objectiveC: "- (void)play {\n    [self.navigationController pushViewController:[[PlayerViewController alloc] init] animated:YES];\n}"
        case .swift: "    func play() { navigationController?.pushViewController(PlayerViewController(), animated: true) }"
        }
    }

    @Test(
        "A navigation controller created in code as the window root forwards through the category",
        arguments: F.Language.allCases)
    func aWindowRootCreatedInCodeForwards(_ language: F.Language) throws {
        var classes = F.readerClasses(language)
        classes[0].extra = Self.pushesPlayer(language)
        let files = F.project(language, storyboard: nil, classes: classes, more: Self.appDelegate(language))
        let project = try F.importProject(files)
        let app = try #require(project.apps.first)
        let pushed = try #require(app.scenarioDescriptions.firstIndex { $0.hasSuffix("PlayerViewController") })
        let root = try Self.root(project, scenario: pushed)
        #expect(root.name == "UINavigationController")
        #expect(root.forwarding == .topViewController)
        #expect(root.viewControllers.map(\.name) == ["ListViewController", "PlayerViewController"])
        #expect(Self.childOverridesIgnored(try F.lint(files)) == [])
    }

    /// A navigation controller whose root is a tab bar controller: the navigation controller asks its top (the
    /// tab bar), which asks its selected tab.
    @Test("A tab bar inside a navigation controller answers with its selected tab", arguments: F.Language.allCases)
    func aTabBarInANavigationControllerAnswersWithItsSelectedTab(_ language: F.Language) throws {
        let classes = [
            F.Class(name: "ListViewController", mask: "Portrait"),
            F.Class(name: "SettingsViewController", mask: "AllButUpsideDown"),
        ]
        let files = F.project(language, storyboard: F.navigationOfTab(), classes: classes)
        var root = try Self.root(F.importProject(files))
        #expect(root.forwarding == .topViewController)
        #expect(root.viewControllers.first?.forwarding == .selectedViewController)
        let phone = Device(idiom: .phone, systemVersion: SystemVersion(17, 0))
        #expect(Policy.answers(of: root, device: phone, app: App()).supportedInterfaceOrientations == .portrait)
        #expect(Policy.answers(of: root, device: phone, app: App()).answeredBy == "ListViewController")
        root.viewControllers[0].selectedIndex = 1
        #expect(Policy.answers(of: root, device: phone, app: App()).supportedInterfaceOrientations == .allButUpsideDown)
        #expect(Self.childOverridesIgnored(try F.lint(files)) == [])
    }
}

/// A forwarding guarded by the child's existence, written as a conditional expression: the other side answers
/// only when there is no child, as with the `if` statement form, so the body forwards.
@Suite struct GuardedForwardingTests {
    @Test(arguments: [
        "return self.topViewController ? [self.topViewController shouldAutorotate] : YES;",
        "return self.topViewController != nil ? [self.topViewController shouldAutorotate] : YES;",
        "if (self.topViewController) { return [self.topViewController shouldAutorotate]; } return YES;",
    ])
    func anObjectiveCConditionalOnTheChildForwards(_ body: String) {
        let o = ObjCFixtures.overrides("- (BOOL)shouldAutorotate {\n    \(body)\n}")
        #expect(o?.shouldAutorotate?.value == .forwarded(.topViewController))
    }

    @Test(arguments: [
        "topViewController != nil ? topViewController!.shouldAutorotate : true",
        "selectedViewController != nil ? selectedViewController!.shouldAutorotate : true",
    ])
    func aSwiftConditionalOnTheChildForwards(_ body: String) {
        let facts = SwiftFixtures.facts("class Nav: UINavigationController {\n    override var shouldAutorotate: Bool { \(body) }\n}")
        let mode: ChildForwarding = body.hasPrefix("top") ? .topViewController : .selectedViewController
        #expect(facts.classes.first?.overrides.shouldAutorotate?.value == .forwarded(mode))
    }

    /// A condition on something else is still a choice the importer cannot resolve.
    @Test func aConditionalOnSomethingElseIsNotAForwarding() {
        let o = ObjCFixtures.overrides("- (BOOL)shouldAutorotate {\n    return self.locked ? [self.topViewController shouldAutorotate] : YES;\n}")
        #expect(o?.shouldAutorotate?.value != .forwarded(.topViewController))
    }
}
