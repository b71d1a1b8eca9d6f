import OrientationPolicy
import Testing

@testable import OrientationImport
@testable import OrientationLinter

/// `mask-changed-without-update`, on hand-written projects read the way `orientation-server lint` reads a folder.
/// From iOS 16 UIKit keeps the supported orientations it last read until the app calls
/// `setNeedsUpdateOfSupportedInterfaceOrientations()` (Apple's documentation of the method), so a mask the code
/// reassigns is not applied until something else makes UIKit ask (tidepool-org/Loop#534: the app delegate returned
/// another object's stored mask, reassigned with nothing after it).
@Suite struct MaskUpdateLintTests {
    static let targets = [
        Device(idiom: .phone, systemVersion: SystemVersion(15, 0), hasHomeButton: true),
        Device(idiom: .phone, systemVersion: SystemVersion(17, 0), hasHomeButton: false),
    ]

    static let plist = ProjectLintProbe.plist(["Portrait", "LandscapeLeft", "LandscapeRight"])

    static func found(_ files: [String: String], targets: [Device] = targets) throws -> [ProjectLintFinding] {
        try ProjectLintProbe.findings(.maskChangedWithoutUpdate, plistPath: "App/Info.plist", plist: plist, files: files, targets: targets)
    }

    /// Loop's shape: the app delegate answers with a manager's stored mask, which the manager resets.
    static func loop(manager: String) -> [String: String] {
        [
            "App/AppDelegate.swift": """
            import UIKit
            @main
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                private let appManager = AppManager()
                func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
                    return appManager.supportedInterfaceOrientations
                }
            }
            """,
            "App/AppManager.swift": manager,
        ]
    }

    static let resetting = """
        import UIKit
        final class AppManager {
            var supportedInterfaceOrientations = UIInterfaceOrientationMask.allButUpsideDown
            func setDefaultSupportedInterfaceOrientations() {
                supportedInterfaceOrientations = .allButUpsideDown
            }
        }
        """

    @Test func anotherObjectsMaskReassignedWithNothingAfterIsReportedAtTheAssignment() throws {
        let found = try Self.found(Self.loop(manager: Self.resetting))
        let f = try #require(found.first)
        #expect(found.count == 1)
        #expect(f.location?.file == "App/AppManager.swift")
        #expect(f.location?.line == 5)
        #expect(f.finding.message.hasPrefix("`supportedInterfaceOrientations` is reassigned here in setDefaultSupportedInterfaceOrientations()"))
        #expect(f.finding.severity == .bug)
        #expect(f.relatedLocations.map(\.line) == [5])
        #expect(f.relatedLocations.map(\.file) == ["App/AppDelegate.swift"])
    }

    /// UIKit keeps the mask from iOS 16; before, it asked on every rotation.
    @Test func theFindingIsOnTargetsFromIOS16Only() throws {
        let f = try #require(try Self.found(Self.loop(manager: Self.resetting)).first)
        #expect(f.finding.targets.map(\.systemVersion) == [SystemVersion(17, 0)])
        #expect(try Self.found(Self.loop(manager: Self.resetting), targets: [Self.targets[0]]).isEmpty)
    }

    /// Loop's fix: the variable's didSet tells UIKit.
    @Test func aDidSetThatCallsTheUpdateTellsUIKit() throws {
        let manager = """
            import UIKit
            final class AppManager {
                var rootViewController: UIViewController?
                var supportedInterfaceOrientations = UIInterfaceOrientationMask.allButUpsideDown {
                    didSet {
                        if #available(iOS 16.0, *) { rootViewController?.setNeedsUpdateOfSupportedInterfaceOrientations() }
                    }
                }
                func setDefaultSupportedInterfaceOrientations() {
                    supportedInterfaceOrientations = .allButUpsideDown
                }
            }
            """
        #expect(try Self.found(Self.loop(manager: manager)).isEmpty)
    }

    @Test(
        "The update called by the assigning function, a function it calls, or a function that calls it tells UIKit",
        arguments: [
            """
            func lock(_ mask: UIInterfaceOrientationMask) {
                AppDelegate.orientationLock = mask
                UIApplication.shared.keyWindow?.rootViewController?.setNeedsUpdateOfSupportedInterfaceOrientations()
            }
            """,
            """
            func lock(_ mask: UIInterfaceOrientationMask) {
                AppDelegate.orientationLock = mask
                refresh()
            }
            func refresh() {
                UIApplication.shared.keyWindow?.rootViewController?.setNeedsUpdateOfSupportedInterfaceOrientations()
            }
            """,
            """
            func lock(_ mask: UIInterfaceOrientationMask) {
                AppDelegate.orientationLock = mask
            }
            func lockAndRefresh() {
                lock(.portrait)
                UIApplication.shared.keyWindow?.rootViewController?.setNeedsUpdateOfSupportedInterfaceOrientations()
            }
            """,
        ])
    func updateNearTheAssignment(utility: String) throws {
        #expect(try Self.found(Self.orientationLock(utility)).isEmpty)
    }

    /// The common lock helper: a static mask on the app delegate and a utility that sets it.
    static func orientationLock(_ utility: String) -> [String: String] {
        [
            "App/AppDelegate.swift": """
            import UIKit
            @main
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                static var orientationLock = UIInterfaceOrientationMask.all
                func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
                    AppDelegate.orientationLock
                }
            }
            """,
            "App/OrientationUtility.swift": "import UIKit\nenum OrientationUtility {\n\(utility)\n}\n",
        ]
    }

    @Test func theLockHelperWithoutTheUpdateIsReported() throws {
        let utility = """
            static func lockOrientation(_ orientation: UIInterfaceOrientationMask) {
                AppDelegate.orientationLock = orientation
            }
            """
        let f = try #require(try Self.found(Self.orientationLock(utility)).first)
        #expect(f.location?.file == "App/OrientationUtility.swift")
        #expect(f.location?.line == 4)
    }

    /// A launch-time assignment runs before UIKit first reads the app's mask.
    @Test func anAssignmentWhileTheAppLaunchesIsNotReported() throws {
        var files = Self.orientationLock("")
        files["App/Launch.swift"] = """
            import UIKit
            extension AppDelegate {
                func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    AppDelegate.orientationLock = .portrait
                    return true
                }
            }
            """
        #expect(try Self.found(files).isEmpty)
    }

    static func player(_ members: String) -> [String: String] {
        [
            "App/PlayerViewController.swift": """
            import UIKit
            final class PlayerViewController: UIViewController {
                var allowed: UIInterfaceOrientationMask = .portrait
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { allowed }
            \(members)
            }
            """
        ]
    }

    @Test func aControllerReassigningItsOwnMaskWithoutTheUpdateIsReported() throws {
        let found = try Self.found(Self.player("    @objc func toggleFullScreen() { allowed = .landscape }"))
        let f = try #require(found.first)
        #expect(found.count == 1)
        #expect(f.location?.line == 5)
        #expect(f.finding.message.contains("PlayerViewController.supportedInterfaceOrientations returns `allowed`"))
    }

    @Test(
        "A controller's mask set before UIKit first asks, set by another object, or followed by the update is not reported",
        arguments: [
            "    override func viewDidLoad() { super.viewDidLoad(); allowed = .landscape }",
            "    @objc func toggleFullScreen() { allowed = .landscape; setNeedsUpdateOfSupportedInterfaceOrientations() }",
            "    static func make() -> PlayerViewController { let vc = PlayerViewController(); vc.allowed = .landscape; return vc }",
        ])
    func controllerMasksThatReachUIKit(members: String) throws {
        #expect(try Self.found(Self.player(members)).isEmpty)
    }

    /// A computed answer (`allowed` a getter) is not a stored mask that can go stale.
    @Test func aComputedVariableIsNotReported() throws {
        let files = [
            "App/PlayerViewController.swift": """
            import UIKit
            final class PlayerViewController: UIViewController {
                var isFullScreen = false
                var allowed: UIInterfaceOrientationMask { isFullScreen ? .landscape : .portrait }
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { allowed }
                @objc func toggle() { isFullScreen.toggle() }
            }
            """
        ]
        #expect(try Self.found(files).isEmpty)
    }

    /// EZPlayer's shape (found false in the held-out check): a container object sets the mask its window's root
    /// controller returns in a `commonInit()` that only its initialiser calls, before the window is shown.
    @Test func anAssignmentInAFunctionOnlyAnInitialiserCallsIsNotReported() throws {
        let files = [
            "App/FloatContainer.swift": """
            import UIKit
            final class FloatContainer {
                var supportedInterfaceOrientations = UIInterfaceOrientationMask.portrait
                let window = UIWindow()
                init(root: FloatRootViewController) {
                    commonInit()
                    root.container = self
                    window.rootViewController = root
                }
                private func commonInit() {
                    supportedInterfaceOrientations = .landscape
                }
            }
            final class FloatRootViewController: UIViewController {
                weak var container: FloatContainer!
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
                    return container.supportedInterfaceOrientations
                }
            }
            """
        ]
        #expect(try Self.found(files).isEmpty)
        var called = files
        called["App/Toggle.swift"] = "extension FloatContainer {\n    func toggle() { supportedInterfaceOrientations = .all }\n}\n"
        #expect(try Self.found(called).map(\.location?.file) == ["App/Toggle.swift"])
    }
}
