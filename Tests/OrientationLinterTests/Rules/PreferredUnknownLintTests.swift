import OrientationPolicy
import Testing

@testable import OrientationImport
@testable import OrientationLinter

/// `preferred-orientation-unknown`, on hand-written projects read the way `orientation-server lint` reads a folder.
/// UIInterfaceOrientationUnknown is in no mask (each mask bit is `1 << orientation` of the four real ones), so an
/// answer of unknown for the orientation to present in never matches a supported orientation, and UIKit raises
/// when it takes it for a full-screen presentation (listenzz/HBDNavigationBar#88: a navigation controller's delegate
/// answered unknown when no proxied delegate did).
@Suite struct PreferredUnknownLintTests {
    static let targets = [
        Device(idiom: .phone, systemVersion: SystemVersion(5, 1), hasHomeButton: true),
        Device(idiom: .phone, systemVersion: SystemVersion(17, 0), hasHomeButton: false),
    ]

    static let plist = ProjectLintProbe.plist(["Portrait"])

    static func found(_ files: [String: String], targets: [Device] = targets) throws -> [ProjectLintFinding] {
        try ProjectLintProbe.findings(.preferredOrientationUnknown, plistPath: "Nav/Info.plist", plist: plist, files: files, targets: targets)
    }

    /// HBDNavigationBar's shape: the navigation controller's delegate object answers for it, and falls back to unknown
    /// (line 8 holds the fallback's `return`).
    static func objcDelegate(_ fallback: String) -> [String: String] {
        [
            "Nav/NavigationDelegate.m": """
            #import "NavigationDelegate.h"

            @implementation NavigationDelegate
            - (UIInterfaceOrientation)navigationControllerPreferredInterfaceOrientationForPresentation:(UINavigationController *)navigationController {
                if (self.proxiedDelegate && [self.proxiedDelegate respondsToSelector:@selector(navigationControllerPreferredInterfaceOrientationForPresentation:)]) {
                    return [self.proxiedDelegate navigationControllerPreferredInterfaceOrientationForPresentation:navigationController];
                }
                return \(fallback);
            }
            @end
            """
        ]
    }

    @Test func anObjectiveCDelegateFallingBackToUnknownIsReportedAtTheReturn() throws {
        let found = try Self.found(Self.objcDelegate("UIInterfaceOrientationUnknown"))
        let f = try #require(found.first)
        #expect(found.count == 1)
        #expect(f.location?.file == "Nav/NavigationDelegate.m")
        #expect(f.location?.line == 8)
        #expect(
            f.finding.message.hasPrefix(
                "NavigationDelegate.navigationControllerPreferredInterfaceOrientationForPresentation(_:) can return UIInterfaceOrientationUnknown"))
        #expect(f.finding.severity == .bug)
    }

    @Test(
        "Unknown spelled as its value, behind a cast or parentheses, or as a side of a conditional is unknown",
        arguments: [
            "0", "(UIInterfaceOrientation)0", "(UIInterfaceOrientationUnknown)",
            "navigationController.topViewController ? UIInterfaceOrientationPortrait : UIInterfaceOrientationUnknown",
        ])
    func objectiveCSpellingsOfUnknown(fallback: String) throws {
        #expect(try Self.found(Self.objcDelegate(fallback)).count == 1)
    }

    @Test(
        "A supported orientation, or a test against unknown that returns something else, is not reported",
        arguments: [
            "UIInterfaceOrientationPortrait",
            "navigationController.interfaceOrientation != UIInterfaceOrientationUnknown ? navigationController.interfaceOrientation : UIInterfaceOrientationPortrait",
        ])
    func objectiveCKnownOrientations(fallback: String) throws {
        #expect(try Self.found(Self.objcDelegate(fallback)).isEmpty)
    }

    /// UIKit asks from iOS 6: an iOS 5 target never takes the answer.
    @Test func theFindingIsOnTargetsFromIOS6Only() throws {
        let f = try #require(try Self.found(Self.objcDelegate("UIInterfaceOrientationUnknown")).first)
        #expect(f.finding.targets.map(\.systemVersion) == [SystemVersion(17, 0)])
    }

    @Test func aReturnInsideABlockAnswersTheBlockNotTheMethod() throws {
        let files = [
            "Nav/NavigationController.m": """
            @implementation NavigationController
            - (UIInterfaceOrientation)preferredInterfaceOrientationForPresentation {
                NSInteger (^probe)(void) = ^NSInteger(void) { return 0; };
                return probe() > 0 ? UIInterfaceOrientationPortrait : UIInterfaceOrientationLandscapeLeft;
            }
            @end
            """
        ]
        #expect(try Self.found(files).isEmpty)
    }

    /// A category on UINavigationController that asks its top controller and has nothing to ask when the stack is
    /// empty (issue 33's example of a path that answers unknown).
    @Test func anObjectiveCCategoryWithoutATopControllerIsReported() throws {
        let files = [
            "Nav/UINavigationController+Rotation.m": """
            @implementation UINavigationController (Rotation)
            - (UIInterfaceOrientation)preferredInterfaceOrientationForPresentation {
                if (self.topViewController == nil) { return UIInterfaceOrientationUnknown; }
                return [self.topViewController preferredInterfaceOrientationForPresentation];
            }
            @end
            """
        ]
        let f = try #require(try Self.found(files).first)
        #expect(f.location?.line == 3)
        #expect(f.finding.message.hasPrefix("UINavigationController.preferredInterfaceOrientationForPresentation can return"))
    }

    static func swiftController(_ getter: String) -> [String: String] {
        [
            "Nav/PlayerViewController.swift": """
            import UIKit
            final class PlayerViewController: UIViewController {
                var locked: UIInterfaceOrientation?
                override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
            \(getter)
                }
            }
            """
        ]
    }

    @Test(
        "A Swift override answering unknown on some path is reported",
        arguments: [
            "        guard let locked else { return .unknown }\n        return locked",
            "        return locked ?? UIInterfaceOrientation.unknown",
            "        locked == nil ? .unknown : .portrait",
            "        .unknown",
        ])
    func swiftUnknown(getter: String) throws {
        #expect(try Self.found(Self.swiftController(getter)).count == 1)
    }

    @Test func aSwiftReturnOfUnknownIsReportedAtItsLine() throws {
        let f = try #require(try Self.found(Self.swiftController("        guard let locked else { return .unknown }\n        return locked")).first)
        #expect(f.location?.file == "Nav/PlayerViewController.swift")
        #expect(f.location?.line == 5)
        #expect(f.finding.message.hasPrefix("PlayerViewController.preferredInterfaceOrientationForPresentation can return"))
    }

    @Test func aSwiftReturnOfUnknownInsideAClosureIsNotTheGetters() throws {
        let getter =
            "        let pick = { (o: UIInterfaceOrientation?) -> UIInterfaceOrientation in o == nil ? .unknown : o! }\n        _ = pick\n        return .portrait"
        #expect(try Self.found(Self.swiftController(getter)).isEmpty)
    }

    @Test func aSwiftNavigationDelegateAnsweringUnknownIsReported() throws {
        let files = [
            "Nav/Coordinator.swift": """
            import UIKit
            final class Coordinator: NSObject, UINavigationControllerDelegate {
                func navigationControllerPreferredInterfaceOrientationForPresentation(
                    _ navigationController: UINavigationController
                ) -> UIInterfaceOrientation {
                    return .unknown
                }
            }
            """
        ]
        let f = try #require(try Self.found(files).first)
        #expect(f.location?.line == 6)
    }

    /// Test sources and checked-in dependencies are not the app's own code.
    @Test func answersInTestsAndPodsAreNotReported() throws {
        let delegate = Self.objcDelegate("UIInterfaceOrientationUnknown")["Nav/NavigationDelegate.m"]!
        let files = ["NavTests/NavigationDelegateTests.m": delegate, "Pods/Nav/NavigationDelegate.m": delegate]
        #expect(try Self.found(files).isEmpty)
    }
}
