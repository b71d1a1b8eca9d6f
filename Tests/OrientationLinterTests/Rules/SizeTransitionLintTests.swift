import OrientationPolicy
import Testing

@testable import OrientationImport
@testable import OrientationLinter

/// `size-transition-not-forwarded`, on hand-written projects read the way `orientation-server lint` reads a folder.
/// Apple's documentation of `viewWillTransition(to:with:)` (UIContentContainer, iOS 8+) asks every override to call
/// super at some point, because UIKit's implementation forwards the size change to the controller's views and
/// child view controllers (openedx/edx-app-ios#1578: a page controller whose override did not, on iPad).
@Suite struct SizeTransitionLintTests {
    static let targets = [
        Device(idiom: .pad, systemVersion: SystemVersion(7, 0), hasHomeButton: true),
        Device(idiom: .pad, systemVersion: SystemVersion(17, 0), hasHomeButton: false),
    ]

    static let plist = ProjectLintProbe.plist(["Portrait", "LandscapeLeft", "LandscapeRight"])

    static func found(_ files: [String: String], targets: [Device] = targets) throws -> [ProjectLintFinding] {
        try ProjectLintProbe.findings(.sizeTransitionNotForwarded, plistPath: "Pages/Info.plist", plist: plist, files: files, targets: targets)
    }

    /// A Swift page controller whose override lays out its pages and stops there (line 3 holds the override's name).
    static func swiftPages(_ body: String) -> [String: String] {
        [
            "Pages/PagesViewController.swift": """
            import UIKit
            final class PagesViewController: UIPageViewController {
                override func viewWillTransition(
                    to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator
                ) {
            \(body)
                }
            }
            """
        ]
    }

    @Test func aSwiftOverrideThatNeverCallsSuperIsReportedAtItsName() throws {
        let found = try Self.found(Self.swiftPages("        view.setNeedsLayout()"))
        let f = try #require(found.first)
        #expect(found.count == 1)
        #expect(f.location?.file == "Pages/PagesViewController.swift")
        #expect(f.location?.line == 3)
        #expect(f.finding.message.hasPrefix("PagesViewController overrides viewWillTransition(to:with:) without calling super's"))
        #expect(f.finding.severity == .warning)
        #expect(f.confidence == .documented)
    }

    /// UIKit calls the method from iOS 8: an iOS 7 target never runs it.
    @Test func theFindingIsOnTargetsFromIOS8Only() throws {
        let f = try #require(try Self.found(Self.swiftPages("")).first)
        #expect(f.finding.targets.map(\.systemVersion) == [SystemVersion(17, 0)])
        #expect(try Self.found(Self.swiftPages(""), targets: [Self.targets[0]]).isEmpty)
    }

    @Test(
        "An override that calls super anywhere in its body, a coordinator's closure included, passes the change on",
        arguments: [
            "        super.viewWillTransition(to: size, with: coordinator)\n        view.setNeedsLayout()",
            "        view.setNeedsLayout()\n        super.viewWillTransition(to: size, with: coordinator)",
            "        coordinator.animate(alongsideTransition: { _ in\n            super.viewWillTransition(to: size, with: coordinator)\n        })",
        ])
    func callingSuperIsNotReported(body: String) throws {
        #expect(try Self.found(Self.swiftPages(body)).isEmpty)
    }

    @Test func callingSuperForAnotherMethodDoesNotCount() throws {
        let found = try Self.found(Self.swiftPages("        super.viewWillLayoutSubviews()"))
        #expect(found.count == 1)
    }

    /// A method of the same name that overrides nothing (a helper of a view, say) is not UIKit's callback.
    @Test func aMethodThatIsNotAnOverrideIsNotReported() throws {
        let files = [
            "Pages/Helper.swift": """
            import UIKit
            final class Resizer {
                func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {}
            }
            """
        ]
        #expect(try Self.found(files).isEmpty)
    }

    static func objcPages(_ body: String) -> [String: String] {
        [
            "Pages/PagesViewController.m": """
            #import "PagesViewController.h"

            @implementation PagesViewController
            - (void)viewWillTransitionToSize:(CGSize)size withTransitionCoordinator:(id<UIViewControllerTransitionCoordinator>)coordinator {
            \(body)
            }
            @end
            """
        ]
    }

    @Test func anObjectiveCOverrideThatNeverCallsSuperIsReportedAtItsSelector() throws {
        let found = try Self.found(Self.objcPages("    [self layoutPagesForSize:size];"))
        let f = try #require(found.first)
        #expect(found.count == 1)
        #expect(f.location?.file == "Pages/PagesViewController.m")
        #expect(f.location?.line == 4)
        #expect(f.finding.message.hasPrefix("PagesViewController overrides viewWillTransition(to:with:)"))
    }

    @Test func anObjectiveCOverrideCallingSuperInsideABlockIsNotReported() throws {
        let body = """
                [coordinator animateAlongsideTransition:^(id<UIViewControllerTransitionCoordinatorContext> context) {
                    [super viewWillTransitionToSize:size withTransitionCoordinator:coordinator];
                } completion:nil];
            """
        #expect(try Self.found(Self.objcPages(body)).isEmpty)
        #expect(try Self.found(Self.objcPages("    [super viewWillTransitionToSize:size withTransitionCoordinator:coordinator];")).isEmpty)
    }

    /// Test sources and checked-in dependencies are not the app's own code.
    @Test func overridesInTestsAndPodsAreNotReported() throws {
        let pages = Self.swiftPages("")["Pages/PagesViewController.swift"]!
        let files = ["PagesTests/PagesViewControllerTests.swift": pages, "Pods/Pager/PagerViewController.swift": pages]
        #expect(try Self.found(files).isEmpty)
    }
}
