import OrientationPolicy
import Testing

@testable import OrientationImport
@testable import OrientationLinter

/// Each link of a crash's chain comes from the controller and member that really answer: UIKit asks "the root
/// view controller or the topmost full-screen presented controller" (UIViewController
/// supportedInterfaceOrientations, Apple Developer Documentation), and a container whose category forwards hands
/// the question to its child, so the child's `supportedInterfaceOrientations`, `shouldAutorotate` and
/// `preferredInterfaceOrientationForPresentation` are the lines to cite; the app delegate's
/// `application(_:supportedInterfaceOrientationsFor:)` replaces Info.plist's list (UIApplicationDelegate, Apple
/// Developer Documentation), so it is the app mask to cite when it answers.
@Suite struct CrashChainLocationTests {
    typealias F = ContainerForwardingFixtures

    static let landscapeOnly = ["LandscapeLeft", "LandscapeRight"]

    static func rootCrash(_ report: ProjectLintReport.AppReport) -> ProjectLintFinding? {
        report.findings.first { $0.finding.code == .invalidOrientationOnRotation }
    }

    /// The exception needs `shouldAutorotate` to return YES (decompiled `__supportedInterfaceOrientations`; "Setting
    /// shouldAutorotate to return NO fixes the crash", wix/react-native-navigation#2156): the navigation controller
    /// forwards it to its portrait-only top, which returns NO.
    @Test(
        "No crash when the controller a navigation controller forwards to returns NO from shouldAutorotate",
        arguments: F.Language.allCases)
    func aForwardedNoPreventsTheCrash(_ language: F.Language) throws {
        let files = F.project(
            language, storyboard: F.navigationOfList(),
            classes: [F.Class(name: "ListViewController", mask: "Portrait", shouldAutorotate: "NO")],
            plist: F.plist(Self.landscapeOnly))
        #expect(Self.rootCrash(try F.lint(files)) == nil)
    }

    @Test(
        "A crash through a forwarding navigation controller cites the child's mask and shouldAutorotate",
        arguments: F.Language.allCases)
    func aForwardedCrashCitesTheChildsMembers(_ language: F.Language) throws {
        let files = F.project(
            language, storyboard: F.navigationOfList(),
            classes: [F.Class(name: "ListViewController", mask: "Portrait", shouldAutorotate: "YES")],
            plist: F.plist(Self.landscapeOnly))
        let crash = try #require(Self.rootCrash(try F.lint(files)))
        #expect(
            crash.finding.message
                == "The root view controller UINavigationController (portrait, answered by ListViewController) has no orientation in common with the app (landscapeLeft, landscapeRight) and ListViewController's shouldAutorotate returns YES: UIKit raises when the root is set and on rotation."
        )
        let source = language == .objectiveC ? "Reader/Controllers.m" : "Reader/Controllers.swift"
        let mask = try #require(F.location(of: "supportedInterfaceOrientations", in: files, file: source))
        let should = try #require(F.location(of: "shouldAutorotate", in: files, file: source))
        let category = F.categories(language)
        let forwarding = try #require(F.location(of: "supportedInterfaceOrientations", in: [category.path: category.text], file: category.path))
        #expect(crash.location == mask)
        #expect(crash.relatedLocations.contains(should))
        #expect(crash.relatedLocations.contains(forwarding))
        #expect(crash.relatedLocations.contains { $0.file == F.plistPath })
    }

    /// The delegate's answer is the app mask UIKit uses: Info.plist's list (all three orientations here) is not
    /// what the controller has nothing in common with.
    @Test(
        "A crash cites the app delegate's supportedInterfaceOrientationsForWindow, not Info.plist, when it answers",
        arguments: F.Language.allCases)
    func theAppMaskIsCitedFromTheDelegate(_ language: F.Language) throws {
        let delegate: [String: String] =
            switch language {
            case .objectiveC:
                [
                    "Reader/AppDelegate.m": """
                    @implementation AppDelegate
                    - (UIInterfaceOrientationMask)application:(UIApplication *)application supportedInterfaceOrientationsForWindow:(UIWindow *)window {
                        return UIInterfaceOrientationMaskLandscape;
                    }
                    @end
                    """
                ]
            case .swift:
                [
                    "Reader/AppDelegate.swift": """
                    import UIKit

                    class AppDelegate: UIResponder, UIApplicationDelegate {
                        func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
                            .landscape
                        }
                    }
                    """
                ]
            }
        let files = F.project(
            language, storyboard: F.navigationOfList(),
            classes: [F.Class(name: "ListViewController", mask: "Portrait")], more: delegate)
        let crash = try #require(Self.rootCrash(try F.lint(files, targets: [F.targets[1]])))
        #expect(crash.finding.message.contains("(landscapeLeft, landscapeRight, from application:supportedInterfaceOrientationsForWindow:)"))
        let path = delegate.keys.first!
        let member = try #require(F.location(of: "supportedInterfaceOrientationsFor", in: delegate, file: path))
        #expect(crash.relatedLocations.contains { $0.file == path && $0.line == member.line })
        #expect(!crash.relatedLocations.contains { $0.file == F.plistPath })
    }

    /// Dismissing the full-screen Player re-shows the navigation controller in landscape; its preferred
    /// orientation is what its top, List, returns through the forwarding (UIKit validates it against the supported
    /// orientations when the presenter is shown again).
    @Test(
        "A dismissal crash cites the preferred orientation of the controller the container forwards to",
        arguments: F.Language.allCases)
    func aDismissalCrashCitesTheForwardedPreferredOrientation(_ language: F.Language) throws {
        let classes = [
            F.Class(name: "ListViewController", mask: "Portrait", preferred: "LandscapeLeft"),
            F.Class(name: "PlayerViewController", mask: "AllButUpsideDown"),
        ]
        let files = F.project(language, storyboard: F.navigationOfList(presentsPlayer: true), classes: classes)
        let report = try F.lint(files)
        let crash = try #require(report.findings.first { $0.finding.code == .dismissalPreferredOrientationUnsupported })
        #expect(crash.finding.message.contains("its preferred orientation landscapeLeft (ListViewController's) is not supported (portrait)"))
        #expect(!crash.finding.message.contains("UIKit's default"))
        let source = language == .objectiveC ? "Reader/Controllers.m" : "Reader/Controllers.swift"
        let preferred = try #require(F.location(of: "preferredInterfaceOrientationForPresentation", in: files, file: source))
        #expect(crash.location == preferred)
    }
}
