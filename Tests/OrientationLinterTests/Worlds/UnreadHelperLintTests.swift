import OrientationPolicy
import Testing

@testable import ImportFixtures
@testable import OrientationImport
@testable import OrientationLinter

/// While a value is unread, lint states no value as what it returns: a delegate choosing on a helper the
/// project does not declare (a framework's `UIDevice.isPhone`) is a choice, and every finding either names the
/// value it needs ("If ... returns .allButUpsideDown") or holds whatever the delegate returns.
@Suite struct UnreadHelperLintTests {
    static let allFour = [
        "UIInterfaceOrientationPortrait", "UIInterfaceOrientationPortraitUpsideDown",
        "UIInterfaceOrientationLandscapeLeft", "UIInterfaceOrientationLandscapeRight",
    ]

    static func project(helper: String?) -> [String: [UInt8]] {
        var files: [String: [UInt8]] = [
            "App/Info.plist": InfoPlistFixtures.xml(
                "\t<key>CFBundlePackageType</key>\n\t<string>APPL</string>\n"
                    + InfoPlistFixtures.orientations("UISupportedInterfaceOrientations", allFour)),
            "App/AppDelegate.swift": Array(
                """
                import UIKit
                class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?
                    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        window?.rootViewController = HomeViewController()
                        return true
                    }
                    func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
                        return UIDevice.isPhone ? .allButUpsideDown : .portrait
                    }
                }
                class HomeViewController: UIViewController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }
                }
                """.utf8),
        ]
        if let helper { files["App/UIDevice+Idiom.swift"] = Array(helper.utf8) }
        return files
    }

    static func findings(helper: String?) throws -> [ProjectLintFinding] {
        let project = try ProjectImporter.importProject(InMemoryProjectSource(files: project(helper: helper)))
        return try #require(ProjectLint.run(project).apps.first).findings
    }

    @Test func noFindingSaysWhatAnUnreadDelegateReturns() throws {
        let findings = try Self.findings(helper: nil)
        #expect(!findings.isEmpty)
        for f in findings {
            let text = f.finding.message + " " + (f.finding.example ?? "")
            #expect(!text.contains("returns .portraitUpsideDown"), "\(text)")
            #expect(!text.contains("with AppDelegate"), "\(text)")
            // A value of the delegate is named only as the condition the finding needs.
            if text.contains("AppDelegate.application(_:supportedInterfaceOrientationsFor:) returns .") {
                #expect(f.finding.message.hasPrefix("If AppDelegate.application(_:supportedInterfaceOrientationsFor:) returns "), "\(text)")
            }
        }
    }

    /// With the helper declared, the delegate answers .allButUpsideDown on phones and .portrait on pads: a fact
    /// per idiom, and no finding depends on an unread value.
    @Test func withTheHelperDeclaredTheDelegateIsReadPerIdiom() throws {
        let findings = try Self.findings(
            helper: "import UIKit\nextension UIDevice {\n    static var isPhone: Bool { current.userInterfaceIdiom == .phone }\n}\n")
        #expect(findings.allSatisfy { $0.dependsOn.isEmpty })
        #expect(!findings.contains { $0.finding.code == .unreadValue })
    }
}
