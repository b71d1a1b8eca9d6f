import OrientationPolicy
import Testing

@testable import ImportFixtures
@testable import OrientationImport

@Suite struct SwiftDeclarationTests {
    @Test func everyClassIsReadWithItsFirstInheritedTypeAsSuperclass() {
        let facts = SwiftFixtures.facts(
            """
            final class Root: UINavigationController {}
            class Base<Model>: UIKit.UIViewController, UITableViewDelegate {}
            class Plain {}
            """)
        #expect(facts.classes.map(\.name) == ["Root", "Base", "Plain"])
        #expect(facts.classes.map(\.superclass) == ["UINavigationController", "UIViewController", nil])
        #expect(facts.classes.allSatisfy { $0.language == .swift })
    }

    @Test func aClassIsLocatedAtItsClassKeywordAndAnOverrideAtItsName() {
        let facts = SwiftFixtures.facts(
            """
            import UIKit

            @objc(PlayerViewController) final class Player: UIViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
            }
            """, file: "App/Player.swift")
        let player = facts.classes.first
        #expect(player?.location == SourceLocation(file: "App/Player.swift", line: 3, column: 35))
        #expect(
            player?.overrides.supportedInterfaceOrientations?.location
                == SourceLocation(file: "App/Player.swift", line: 4, column: 18))
    }

    @Test func aNestedClassIsItsOwnClassAndKeepsItsOverrides() {
        let facts = SwiftFixtures.facts(
            """
            class Outer: UIViewController {
                class Inner: UIViewController {
                    override var shouldAutorotate: Bool { false }
                }
                override var shouldAutorotate: Bool { true }
            }
            """)
        #expect(facts.classes.map(\.name) == ["Outer", "Inner"])
        #expect(facts.classes.map { $0.overrides.shouldAutorotate?.value } == [.value(true), .value(false)])
    }

    /// The iOS 6 "category trick" in Swift: every navigation controller asks its top controller.
    @Test(arguments: ["override open", "open override", "override public"])
    func anExtensionOfAContainerThatOverridesIsReadAsAnExtension(modifiers: String) {
        let facts = SwiftFixtures.facts(
            """
            extension UINavigationController {
                \(modifiers) var supportedInterfaceOrientations: UIInterfaceOrientationMask {
                    return topViewController?.supportedInterfaceOrientations ?? .portrait
                }
                \(modifiers) var shouldAutorotate: Bool { topViewController?.shouldAutorotate ?? true }
            }
            """)
        #expect(facts.classes.isEmpty)
        #expect(facts.extensions.count == 1)
        let ext = facts.extensions.first
        #expect(ext?.extendedClass == "UINavigationController")
        #expect(ext?.location.line == 1 && ext?.location.column == 1)
        #expect(ext?.overrides.supportedInterfaceOrientations?.value == .forwarded(.topViewController))
        #expect(ext?.overrides.shouldAutorotate?.value == .forwarded(.topViewController))
    }

    @Test func anExtensionWithoutOrientationOverridesIsNotReported() {
        #expect(SwiftFixtures.facts("extension UIViewController { func hide() {} }").extensions.isEmpty)
    }

    @Test(arguments: [
        "func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask { return .allButUpsideDown }",
        "func application(application: UIApplication, supportedInterfaceOrientationsForWindow window: UIWindow?) -> UIInterfaceOrientationMask { return .AllButUpsideDown }",
        "func application(application: UIApplication, supportedInterfaceOrientationsForWindow window: UIWindow?) -> Int { return Int(UIInterfaceOrientationMask.AllButUpsideDown.rawValue) }",
    ])
    func theAppDelegateMaskIsReadInEverySpelling(declaration: String) {
        let facts = SwiftFixtures.facts(
            """
            @main
            class AppDelegate: UIResponder, UIApplicationDelegate {
                \(declaration)
            }
            """)
        #expect(facts.appDelegateMasks.map(\.className) == ["AppDelegate"])
        #expect(facts.appDelegateMasks.first?.mask.value == .value(.allButUpsideDown))
        #expect(facts.appDelegateMasks.first?.mask.location.line == 3)
    }

    @Test func anAppDelegateReturningAStoredLockIsUnknownNamingIt() {
        let facts = SwiftFixtures.facts(
            """
            class AppDelegate: NSObject, UIApplicationDelegate {
                var orientationLock = UIInterfaceOrientationMask.all
                func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
                    return self.orientationLock
                }
            }
            """)
        #expect(facts.appDelegateMasks.first?.mask.value == .unknown(reason: "returns the stored property `orientationLock`"))
    }

    @Test(arguments: ["AppDelegate.orientationLock", "Self.orientationLock"])
    func anAppDelegateReturningAStaticLockIsUnknownNamingIt(expression: String) {
        let facts = SwiftFixtures.facts(
            """
            final class AppDelegate: NSObject, UIApplicationDelegate {
                static var orientationLock: UIInterfaceOrientationMask = .all
                func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
                    \(expression)
                }
            }
            """)
        #expect(facts.appDelegateMasks.first?.mask.value == .unknown(reason: "returns the stored property `orientationLock`"))
    }

    @Test func theAppDelegateMethodInAnExtensionBelongsToTheExtendedClass() {
        let facts = SwiftFixtures.facts(
            """
            extension AppDelegate {
                func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask { .portrait }
            }
            """)
        #expect(facts.appDelegateMasks.map(\.className) == ["AppDelegate"])
        #expect(facts.extensions.isEmpty)
    }
}
