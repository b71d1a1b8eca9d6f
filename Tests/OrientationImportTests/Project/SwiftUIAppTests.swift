import Foundation
import OrientationPolicy
import Testing

@testable import ImportFixtures
@testable import OrientationImport

/// SwiftUI apps: the `@main` `App`'s `WindowGroup` is a window whose root is a hosting controller, which answers with
/// UIKit's defaults ("UIHostingController", Apple Developer Documentation); `@UIApplicationDelegateAdaptor` names
/// the app delegate; `.sheet`, `.fullScreenCover` and `.popover` present another hosting controller; pushes and
/// child views stay in the same one; a `UIViewControllerRepresentable` embeds its controller, whose presentations are
/// made from the hosting controller's context.
@Suite struct SwiftUIAppTests {
    typealias J = SwiftUIFixtures

    static func importApp(_ swift: [String: String] = J.journal) throws -> ImportedApp {
        try #require(ProjectFixtures.assemble(J.files(swift)).apps.first)
    }

    /// Every controller name in a scenario, root first, then what each presents.
    static func chain(_ s: Scenario) -> [String] {
        var out: [String] = []
        var vc = s.windows.first?.rootViewController
        while let c = vc {
            out.append(c.name)
            vc = c.presentedViewController
        }
        return out
    }

    @Test func theWindowGroupsViewIsHostedInAUIHostingControllerAtTheRootOfTheWindow() throws {
        let app = try Self.importApp()
        let roots = Set(app.scenarios.compactMap { $0.windows.first?.rootViewController?.name })
        #expect(roots == ["UIHostingController<ContentView>"])
        #expect(app.scenarioDescriptions.allSatisfy { $0.hasPrefix("SwiftUI App JournalApp: WindowGroup { ContentView }") })
        #expect(app.provenance[0]["/window/rootViewController"] == ProjectFixtures.at("Journal/JournalApp.swift", 4, 1))
    }

    @Test func theHostingControllerAnswersWithUIKitsDefaults() throws {
        let root = try #require(Self.importApp().scenarios.first?.windows.first?.rootViewController)
        #expect(root.kind == .viewController)
        #expect(root.supportedInterfaceOrientations == nil)
        #expect(root.shouldAutorotate == nil)
    }

    @Test(arguments: [
        ("UIHostingController<SettingsView>", ModalPresentationStyle.pageSheet, 11),
        ("UIHostingController<PlayerView>", .fullScreen, 12),
        ("UIHostingController<MapView>", .popover, 20),
    ])
    func aSheetACoverAndAPopoverPresentTheViewTheyNameInTheirStyle(name: String, style: ModalPresentationStyle, line: Int) throws {
        let app = try Self.importApp()
        let i = try #require(app.scenarios.firstIndex { Self.chain($0).last == name })
        let presented = try #require(app.scenarios[i].windows.first?.rootViewController?.presentedViewController)
        #expect(presented.modalPresentationStyle == style)
        let at = try #require(app.provenance[i]["/window/rootViewController/presentedViewController"])
        #expect(at.file == "Journal/Views.swift")
        #expect(at.line == line)
    }

    @Test func aPushedViewsPresentationsAreMadeFromTheSameHostingController() throws {
        let app = try Self.importApp()
        #expect(app.scenarios.contains { Self.chain($0) == ["UIHostingController<ContentView>", "UIHostingController<MapView>"] })
    }

    @Test func theDelegateAdaptorsClassAnswersTheAppMaskWithEveryLiteralWrittenToItsLock() throws {
        let app = try Self.importApp()
        let lock = try #require(app.unknowns.first { $0.member == "application(_:supportedInterfaceOrientationsFor:)" })
        #expect(lock.className == "AppDelegate")
        // Each value once, at the first line that writes it.
        #expect(lock.candidates == .masks([.portrait, .landscape]))
        let lines = lock.candidateLocations.map { "\($0.file):\($0.line)" }
        #expect(lines == ["Journal/AppDelegate.swift:4", "Journal/Views.swift:27"])
        #expect(lock.candidatesComplete)
    }

    @Test func aSupportedOrientationsMethodOfAClassThatIsNotTheAdaptedDelegateIsNotTheAppMask() throws {
        var swift = J.journal
        swift["Journal/Other.swift"] = """
            class LegacyDelegate: NSObject {
                func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask { .landscape }
            }
            """
        swift["Journal/AppDelegate.swift"] = "class AppDelegate: NSObject, UIApplicationDelegate {}"
        let app = try Self.importApp(swift)
        #expect(app.scenarios.allSatisfy { $0.app.supportedInterfaceOrientationsForWindow == nil })
    }

    /// Without `@UIApplicationDelegateAdaptor` SwiftUI installs its own delegate: an `AppDelegate` class the project
    /// declares is never asked.
    @Test func anAppDelegateClassWithoutAnAdaptorIsNotTheAppMask() throws {
        var swift = J.journal
        swift["Journal/JournalApp.swift"] = J.app.replacingOccurrences(
            of: "@UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate", with: "")
        let app = try Self.importApp(swift)
        #expect(app.scenarios.allSatisfy { $0.app.supportedInterfaceOrientationsForWindow == nil })
        #expect(!app.unknowns.contains { $0.member == "application(_:supportedInterfaceOrientationsFor:)" })
    }

    @Test func aScenarioDescriptionNamesThePresentedView() throws {
        let app = try Self.importApp()
        #expect(app.scenarioDescriptions.contains { $0.hasSuffix(".fullScreenCover in ContentView -> UIHostingController<PlayerView>") })
    }

    /// The iOS 6 bridge swizzles `supportedInterfaceOrientations` to call the iOS 5 method; a project that implements
    /// no iOS 5 method swizzles it for something else (a SwiftUI preference lookup), which is no bridge.
    @Test func aSwizzleOfSupportedOrientationsWithoutAnyIOS5MethodIsNotTheLegacyBridge() throws {
        var swift = J.journal
        swift["Journal/Swizzle.swift"] = """
            import UIKit
            extension UIViewController {
                static func swizzle() {
                    guard let a = class_getInstanceMethod(UIViewController.self, #selector(getter: supportedInterfaceOrientations)),
                          let b = class_getInstanceMethod(UIViewController.self, #selector(swizzled_supportedInterfaceOrientations))
                    else { return }
                    method_exchangeImplementations(a, b)
                }
                @objc func swizzled_supportedInterfaceOrientations() -> UIInterfaceOrientationMask { .all }
            }
            """
        let app = try Self.importApp(swift)
        #expect(app.scenarios.allSatisfy { !$0.app.legacyAutorotationBridge })
    }

    /// Locking to the orientation the interface already shows writes a value the state decides, not the line:
    /// `case .portraitUpsideDown: lock = .portraitUpsideDown` runs only while the interface is upside down.
    @Test func aLockSetToTheCurrentOrientationInASwitchOverItIsNotALiteralCandidate() throws {
        let facts = SwiftRecognizer.facts(
            in: """
                enum Lock {
                    static var orientationLock = UIInterfaceOrientationMask.all
                    static func lockToCurrent(_ scene: UIWindowScene) {
                        switch scene.interfaceOrientation {
                        case .portraitUpsideDown: orientationLock = .portraitUpsideDown
                        case .landscapeLeft: orientationLock = .landscapeLeft
                        default: orientationLock = .all
                        }
                    }
                }
                """, file: "Lock.swift")
        let values = facts.variableWrites.filter { $0.name == "orientationLock" }.map(\.value)
        #expect(
            values == [
                .literal(mask: .all, orientation: nil, bool: nil), .unreadable, .unreadable,
                .literal(mask: .all, orientation: nil, bool: nil),
            ])
    }

    @Test func aRepresentablesControllerPresentsFromTheHostingController() throws {
        let swift = [
            "Journal/JournalApp.swift": J.app,
            "Journal/Views.swift": """
            import SwiftUI
            struct ContentView: View {
                var body: some View { ScannerView() }
            }
            struct ScannerView: UIViewControllerRepresentable {
                func makeUIViewController(context: Context) -> ScannerViewController { ScannerViewController() }
                func updateUIViewController(_ controller: ScannerViewController, context: Context) {}
            }
            """,
            "Journal/Scanner.swift": """
            import UIKit
            class ScannerViewController: UIViewController {
                func showResult() {
                    let result = ResultViewController()
                    result.modalPresentationStyle = .fullScreen
                    present(result, animated: true)
                }
            }
            class ResultViewController: UIViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
            }
            """,
        ]
        let app = try Self.importApp(swift)
        #expect(app.scenarios.contains { Self.chain($0) == ["UIHostingController<ContentView>", "ResultViewController"] })
    }

    @Test func aHostingControllerSubclassAtTheWindowsRootAnswersWithItsOverridesAndShowsItsViewsPresentations() throws {
        let swift = [
            "Journal/SceneDelegate.swift": """
            import UIKit
            import SwiftUI
            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                    let window = UIWindow(windowScene: scene as! UIWindowScene)
                    window.rootViewController = PortraitHostingController(rootView: ContentView())
                    self.window = window
                }
            }
            class PortraitHostingController: UIHostingController<ContentView> {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
            }
            """,
            "Journal/Views.swift": J.views,
        ]
        let app = try Self.importApp(swift)
        let root = try #require(app.scenarios.first?.windows.first?.rootViewController)
        #expect(root.name == "PortraitHostingController<ContentView>")
        #expect(root.supportedInterfaceOrientations == .portrait)
        #expect(app.scenarios.contains { Self.chain($0).last == "UIHostingController<PlayerView>" })
    }

    @Test func anAppInATestFileIsNotTheAppsWindow() throws {
        let app = try Self.importApp(["JournalTests/MockApp.swift": J.app, "Journal/Views.swift": J.views])
        #expect(app.scenarios.allSatisfy { $0.windows.first?.rootViewController == nil })
    }

    /// "App" (Apple Developer Documentation) lists iOS 14.0+: an app whose window a SwiftUI `App` opens cannot run
    /// on iOS 13, so without a deployment target it is deployed from iOS 14 (and linted from there).
    @Test func aSwiftUIAppWithoutADeploymentTargetIsDeployedFromIOS14() throws {
        let project = try ProjectFixtures.assemble(J.files(J.journal))
        let app = try #require(project.apps.first)
        #expect(app.deploymentTarget == SystemVersion(14, 0))
    }

    @Test func aDeclaredDeploymentTargetIsKeptForASwiftUIApp() throws {
        var plist = J.plist()
        plist.deploymentTarget = SystemVersion(16, 0)
        let app = try #require(ProjectFixtures.assemble(J.files(J.journal, plist: plist)).apps.first)
        #expect(app.deploymentTarget == SystemVersion(16, 0))
    }

    @Test func anAppOnlyATestFileDeclaresDoesNotRaiseTheFloor() throws {
        let facts = SwiftRecognizer.facts(in: J.app, file: "JournalTests/MockApp.swift")
        #expect(ProjectAssembler.deploymentFloor(nil, sources: facts) == SystemVersion(7, 0))
    }
}
