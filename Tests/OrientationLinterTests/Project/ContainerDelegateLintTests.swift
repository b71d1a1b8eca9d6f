import OrientationPolicy
import Testing

@testable import OrientationImport
@testable import OrientationLinter

/// From iOS 7 a stock navigation or tab bar controller returns its delegate's
/// `navigationControllerSupportedInterfaceOrientations(_:)` / `tabBarControllerSupportedInterfaceOrientations(_:)`
/// when the delegate implements it (UINavigationControllerDelegate and UITabBarControllerDelegate, Apple Developer
/// Documentation). Which containers have such a delegate is set at run time, so a container's own answer is
/// unread once the project implements the method: nothing may be claimed from it.
@Suite struct ContainerDelegateLintTests {
    typealias F = ContainerForwardingFixtures

    static func delegate(_ language: F.Language) -> [String: String] {
        switch language {
        case .objectiveC:
            [
                "Reader/RotationDelegate.m": """
                @implementation RotationDelegate
                - (UIInterfaceOrientationMask)navigationControllerSupportedInterfaceOrientations:(UINavigationController *)navigationController {
                    return navigationController.topViewController.supportedInterfaceOrientations;
                }
                @end
                """
            ]
        case .swift:
            [
                "Reader/RotationDelegate.swift": """
                import UIKit

                final class RotationDelegate: NSObject, UINavigationControllerDelegate {
                    func navigationControllerSupportedInterfaceOrientations(_ navigationController: UINavigationController) -> UIInterfaceOrientationMask {
                        navigationController.topViewController?.supportedInterfaceOrientations ?? .portrait
                    }
                }
                """
            ]
        }
    }

    @Test(
        "A child of a stock navigation controller is not called ignored when a delegate method may forward to it",
        arguments: F.Language.allCases)
    func aContainerDelegateMethodMakesTheContainersAnswerUnread(_ language: F.Language) throws {
        let without = F.project(
            language, storyboard: F.navigationOfList(),
            classes: [F.Class(name: "ListViewController", mask: "Portrait")], forwarding: false)
        #expect(try F.lint(without).findings.contains { $0.finding.code == .childOverrideIgnored })
        let with = without.merging(Self.delegate(language)) { a, _ in a }
        let report = try F.lint(with)
        #expect(!report.findings.contains { $0.finding.code == .childOverrideIgnored })
        let info = try #require(report.findings.first { $0.finding.code == .unreadValue })
        #expect(info.finding.message.contains("navigationControllerSupportedInterfaceOrientations"))
        #expect(info.location?.file.hasPrefix("Reader/RotationDelegate") == true)
    }
}
