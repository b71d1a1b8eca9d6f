import OrientationPolicy
import Testing

@testable import ImportFixtures
@testable import OrientationImport
@testable import OrientationLinter

/// Swift code in the `else` of `if #available(iOS N, *)` or `guard #available(iOS N, *)`, or in the body of
/// `if #unavailable(iOS N)`, runs only below N ("Running code on a specific platform or OS version", Apple's
/// documentation): with N at most 27.0 it never runs on iOS 27, so the readiness codes say nothing about it, as for
/// the Objective-C `else` of `@available` (`LegacyVersionBranchReadinessTests`). Code such a check does not keep from
/// iOS 27 is still reported.
@Suite struct SwiftAvailabilityReadinessTests {
    static func found(_ code: LintCode, _ body: String) throws -> [ProjectLintFinding] {
        let source = """
            import UIKit
            final class PlayerView: UIView {
                var wide = false
                override func layoutSubviews() {
                    super.layoutSubviews()
            \(body)
                }
            }
            """
        return try ReadinessLintTests.found(code, files: ["App/PlayerView.swift": source])
    }

    static let statusBarRead = "wide = UIApplication.shared.statusBarOrientation.isLandscape"
    static let layoutRead = "frame = CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 44)"

    @Test(
        "A statusBarOrientation read only systems below iOS 27 run is not reported; one that can run on 27 is",
        arguments: [
            ("if #available(iOS 13.0, *) { wide = true } else { \(statusBarRead) }", false),
            ("guard #available(iOS 16, *) else { \(statusBarRead); return }", false),
            ("if #unavailable(iOS 13) { \(statusBarRead) }", false),
            ("if #available(iOS 28, *) { wide = true } else { \(statusBarRead) }", true),
            ("if #available(iOS 13.0, *), wide { wide = false } else { \(statusBarRead) }", true),
            ("if #available(iOS 13.0, *) { \(statusBarRead) }", true),
            (statusBarRead, true),
        ])
    func statusBarReadsUnderAvailabilityChecks(body: String, reported: Bool) throws {
        #expect(try Self.found(.statusBarOrientationDeprecated, body).isEmpty == !reported)
    }

    @Test(
        "A layout read from the main screen only systems below iOS 27 run is not reported; one that can run on 27 is",
        arguments: [
            ("if #available(iOS 13.0, *) { wide = true } else { \(layoutRead) }", false),
            ("if #available(iOS 27.1, *) { wide = true } else { \(layoutRead) }", true),
            (layoutRead, true),
        ])
    func layoutReadsUnderAvailabilityChecks(body: String, reported: Bool) throws {
        #expect(try Self.found(.layoutBranchesOnOrientation, body).isEmpty == !reported)
    }
}
