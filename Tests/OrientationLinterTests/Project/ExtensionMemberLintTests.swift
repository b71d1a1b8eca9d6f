import OrientationPolicy
import Testing

@testable import OrientationImport
@testable import OrientationLinter

/// A member that an extension or category defines answers for every instance of the class it extends (the
/// Objective-C runtime looks a category's method up for all of them): one instance left unasked, a navigation
/// controller inside a tab bar that answers for itself, says nothing about that line, which other instances (one
/// presented full screen) do answer with.
@Suite struct ExtensionMemberLintTests {
    typealias F = ContainerForwardingFixtures

    @Test func anExtensionsMemberIsNeverCalledIgnoredBecauseOneInstanceIsNotAsked() throws {
        let files = F.project(
            .swift, storyboard: F.tabOfNavigation(), classes: F.readerClasses(.swift), forwarding: false,
            more: [
                "Reader/UINavigationController+Orientation.swift": """
                import UIKit

                extension UINavigationController {
                    open override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
                }
                """
            ])
        let report = try F.lint(files)
        #expect(
            !report.findings.contains {
                $0.finding.code == .childOverrideIgnored && $0.location?.file == "Reader/UINavigationController+Orientation.swift"
            })
        // The children of the stock tab bar that are plain controllers are still reported.
        #expect(report.findings.contains { $0.finding.code == .childOverrideIgnored })
    }
}
