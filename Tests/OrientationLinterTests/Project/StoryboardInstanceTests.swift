import Foundation
import OrientationPolicy
import Testing

@testable import ImportFixtures
@testable import OrientationImport
@testable import OrientationLinter

/// A screen built at run time from a storyboard the code names (`UIStoryboard(name: "Login", bundle:
/// nil).instantiateInitialViewController()`, `[[UIStoryboard storyboardWithName:@"Login" bundle:nil]
/// instantiateViewControllerWithIdentifier:@"Login"]`) is that storyboard's scene: UIKit "instantiates and returns
/// the initial view controller" or the one with the identifier (UIStoryboard, Apple's UIKit documentation), with the
/// class the scene names. The fixture is a landscape-only app whose home screen presents, full screen, a scene of
/// Login.storyboard whose class is portrait-only: UIKit raises when it is presented
/// (`invalid-orientation-on-presentation`), which lint can only say once it finds the scene. A storyboard the code
/// does not name with a literal, or that the project lacks, stays unknown.
@Suite struct StoryboardInstanceTests {
    /// Login.storyboard: its initial scene (and the one with identifier "Login") is a LoginViewController.
    static let loginStoryboard = StoryboardFixtures.oneScene("LoginViewController", id: "Lg-Vc-001", identifier: "Login")

    static func crashes(_ files: [String: String]) throws -> [ProjectLintFinding] {
        var all = files
        all["App/Base.lproj/Main.storyboard"] = PresentingHelperTests.storyboard
        all["App/Base.lproj/Login.storyboard"] = loginStoryboard
        all["App/Login.swift"] = EmbeddedChildTests.login
        return try EmbeddedChildTests.crashes(all)
    }

    static func swiftHome(_ body: String) -> String {
        """
        import UIKit
        class HomeViewController: UIViewController {
            func signIn() {
                \(body)
                login.modalPresentationStyle = .fullScreen
                present(login, animated: true)
            }
        }
        """
    }

    @Test(arguments: [
        #"let login = UIStoryboard(name: "Login", bundle: nil).instantiateInitialViewController()!"#,
        #"let login = UIStoryboard(name: "Login", bundle: nil).instantiateViewController(withIdentifier: "Login")"#,
        "let storyboard = UIStoryboard(name: \"Login\", bundle: Bundle.main)\n        let login = storyboard.instantiateInitialViewController() as! UIViewController",
    ])
    func aSwiftControllerInstantiatedFromANamedStoryboardIsItsScene(_ body: String) throws {
        let crashes = try Self.crashes(["App/Home.swift": Self.swiftHome(body)])
        let crash = try #require(crashes.first)
        #expect(crash.finding.example?.contains("LoginViewController") == true)
    }

    @Test(arguments: [
        "[[UIStoryboard storyboardWithName:@\"Login\" bundle:nil] instantiateInitialViewController]",
        "[[UIStoryboard storyboardWithName:@\"Login\" bundle:nil] instantiateViewControllerWithIdentifier:@\"Login\"]",
    ])
    func anObjectiveCControllerInstantiatedFromANamedStoryboardIsItsScene(_ made: String) throws {
        let home = """
            @interface HomeViewController : UIViewController
            @end
            @implementation HomeViewController
            - (void)signIn {
                UIStoryboard *storyboard = nil;
                UIViewController *login = \(made);
                login.modalPresentationStyle = UIModalPresentationFullScreen;
                [self presentViewController:login animated:YES completion:nil];
            }
            @end
            """
        #expect(try Self.crashes(["App/HomeViewController.m": home]).count == 1)
    }

    /// A scene set to present full screen, presented by code that sets no style: from iOS 13 the default would be a
    /// page sheet, which on an iPad does not fill the window; the scene's own style makes it full screen, and UIKit
    /// raises.
    @Test func theScenesOwnPresentationStyleAppliesWhenTheCodeSetsNone() throws {
        let storyboard = Self.loginStoryboard.replacingOccurrences(
            of: #"customClass="LoginViewController""#,
            with: #"customClass="LoginViewController" modalPresentationStyle="fullScreen""#)
        let home = """
            import UIKit
            class HomeViewController: UIViewController {
                func signIn() {
                    let login = UIStoryboard(name: "Login", bundle: nil).instantiateInitialViewController()!
                    present(login, animated: true)
                }
            }
            """
        var all: [String: [UInt8]] = [
            "App/Home.swift": home, "App/Base.lproj/Main.storyboard": PresentingHelperTests.storyboard,
            "App/Base.lproj/Login.storyboard": storyboard, "App/Login.swift": EmbeddedChildTests.login,
        ].mapValues { Array($0.utf8) }
        all["App/Info.plist"] = EmbeddedChildTests.plist
        let project = try ProjectImporter.importProject(InMemoryProjectSource(files: all))
        let pad = [Device(idiom: .pad, systemVersion: .newestModelled)]
        let report = try #require(ProjectLint.run(project, targets: pad).apps.first)
        #expect(report.findings.contains { $0.finding.code == .invalidOrientationOnPresentation })
    }

    /// Must not reach: the storyboard is not named by a literal, or the project has no storyboard of that name.
    @Test(arguments: [
        "let login = UIStoryboard(name: loginStoryboardName, bundle: nil).instantiateInitialViewController()!",
        #"let login = UIStoryboard(name: "Onboarding", bundle: nil).instantiateInitialViewController()!"#,
        #"let login = UIStoryboard(name: "Login", bundle: nil).instantiateViewController(withIdentifier: "Welcome")"#,
        "let login = storyboard!.instantiateInitialViewController()!",
    ])
    func aStoryboardTheCodeDoesNotNameOrTheProjectLacksIsNotFollowed(_ body: String) throws {
        #expect(try Self.crashes(["App/Home.swift": Self.swiftHome(body)]).isEmpty)
    }
}
