import OrientationPolicy
import Testing

@testable import ImportFixtures
@testable import OrientationImport
@testable import OrientationLinter

/// A helper object that presents on a controller's behalf (`[[LoginPresenter shared] showLoginFromController:self]`,
/// `LoginPresenter.present(from: self)`): UIKit presents from the controller the message is sent to, so when the
/// helper's body presents from its parameter, the controller passed in is the presenter, and the screen it shows is
/// reached. The fixture is a landscape-only app whose home screen (the storyboard's initial controller) has a
/// portrait-only login presented full screen through a helper: UIKit raises when it is presented
/// (`invalid-orientation-on-presentation`), which lint can only say once it follows the helper. Where the code does
/// not show the helper presenting from the controller passed in, lint stays quiet.
@Suite struct PresentingHelperTests {
    static let storyboard = StoryboardFixtures.oneScene("HomeViewController", id: "Hm-Vc-001")

    static let swiftLogin = EmbeddedChildTests.login

    static let objcLogin = """
        @interface LoginViewController : UIViewController
        @end
        @implementation LoginViewController
        - (UIInterfaceOrientationMask)supportedInterfaceOrientations { return UIInterfaceOrientationMaskPortrait; }
        @end
        """

    static func crashes(_ files: [String: String]) throws -> [ProjectLintFinding] {
        var all = files
        all["App/Base.lproj/Main.storyboard"] = storyboard
        return try EmbeddedChildTests.crashes(all)
    }

    // MARK: Objective-C

    /// `LoginPresenter`'s method presents the login from the controller it is given.
    static let objcPresenter = """
        @interface LoginPresenter : NSObject
        @end
        @implementation LoginPresenter
        - (void)showLoginFromController:(UIViewController *)controller {
            LoginViewController *login = [[LoginViewController alloc] init];
            login.modalPresentationStyle = UIModalPresentationFullScreen;
            [controller presentViewController:login animated:YES completion:nil];
        }
        @end
        """

    static func objcHome(_ call: String) -> String {
        """
        @interface HomeViewController : UIViewController
        @end
        @implementation HomeViewController
        - (void)signIn {
            \(call)
        }
        @end
        """
    }

    @Test func aControllerPassedToAnObjectiveCHelperThatPresentsFromItIsThePresenter() throws {
        let crashes = try Self.crashes([
            "App/LoginPresenter.m": Self.objcPresenter,
            "App/HomeViewController.m": Self.objcHome("[[LoginPresenter shared] showLoginFromController:self];"),
            "App/LoginViewController.m": Self.objcLogin,
        ])
        let crash = try #require(crashes.first)
        #expect(crash.finding.example?.contains("LoginViewController") == true)
    }

    @Test func aHelperThatHandsItsParameterToAnotherMethodThatPresentsIsFollowed() throws {
        let presenter = """
            @implementation LoginPresenter
            - (void)showLoginFromController:(UIViewController *)controller {
                [self prepareLogin];
                [self presentLoginFrom:controller];
            }
            - (void)presentLoginFrom:(UIViewController *)presenter {
                LoginViewController *login = [[LoginViewController alloc] init];
                login.modalPresentationStyle = UIModalPresentationFullScreen;
                [presenter presentViewController:login animated:YES completion:nil];
            }
            @end
            """
        let crashes = try Self.crashes([
            "App/LoginPresenter.m": presenter,
            "App/HomeViewController.m": Self.objcHome("[[LoginPresenter shared] showLoginFromController:self];"),
            "App/LoginViewController.m": Self.objcLogin,
        ])
        #expect(crashes.count == 1)
    }

    @Test func theControllerAHelperPresentsCanBeTheOneTheCallPasses() throws {
        let presenter = """
            @implementation ScreenPresenter
            - (void)present:(UIViewController *)screen from:(UIViewController *)presenter {
                screen.modalPresentationStyle = UIModalPresentationFullScreen;
                [presenter presentViewController:screen animated:YES completion:nil];
            }
            @end
            """
        let crashes = try Self.crashes([
            "App/ScreenPresenter.m": presenter,
            "App/HomeViewController.m": Self.objcHome(
                "[[ScreenPresenter shared] present:[[LoginViewController alloc] init] from:self];"),
            "App/LoginViewController.m": Self.objcLogin,
        ])
        #expect(crashes.count == 1)
    }

    /// Must not reach: the code does not show the helper presenting from the controller it is given.
    @Test(arguments: [
        // The helper presents from something else (its own window's root), not from its parameter.
        """
        @implementation LoginPresenter
        - (void)showLoginFromController:(UIViewController *)controller {
            LoginViewController *login = [[LoginViewController alloc] init];
            [self.window.rootViewController presentViewController:login animated:YES completion:nil];
        }
        @end
        """,
        // The parameter is replaced before the presentation.
        """
        @implementation LoginPresenter
        - (void)showLoginFromController:(UIViewController *)controller {
            controller = self.otherController;
            LoginViewController *login = [[LoginViewController alloc] init];
            [controller presentViewController:login animated:YES completion:nil];
        }
        @end
        """,
        // Only stores the controller.
        """
        @implementation LoginPresenter
        - (void)showLoginFromController:(UIViewController *)controller {
            self.host = controller;
        }
        @end
        """,
    ])
    func aHelperWhoseBodyDoesNotPresentFromItsParameterIsNotFollowed(_ presenter: String) throws {
        let crashes = try Self.crashes([
            "App/LoginPresenter.m": presenter,
            "App/HomeViewController.m": Self.objcHome("[[LoginPresenter shared] showLoginFromController:self];"),
            "App/LoginViewController.m": Self.objcLogin,
        ])
        #expect(crashes.isEmpty)
    }

    @Test func aNameTwoTypesDeclareIsNotFollowed() throws {
        let other = """
            @implementation AuditLog
            - (void)showLoginFromController:(UIViewController *)controller {
                [self record:controller];
            }
            @end
            """
        let crashes = try Self.crashes([
            "App/LoginPresenter.m": Self.objcPresenter,
            "App/AuditLog.m": other,
            "App/HomeViewController.m": Self.objcHome("[[LoginPresenter shared] showLoginFromController:self];"),
            "App/LoginViewController.m": Self.objcLogin,
        ])
        #expect(crashes.isEmpty)
    }

    @Test func aCallThatPassesAnotherControllerThanSelfIsNotFollowed() throws {
        let crashes = try Self.crashes([
            "App/LoginPresenter.m": Self.objcPresenter,
            "App/HomeViewController.m": Self.objcHome("[[LoginPresenter shared] showLoginFromController:self.sideMenu];"),
            "App/LoginViewController.m": Self.objcLogin,
        ])
        #expect(crashes.isEmpty)
    }

    @Test func aCallInAClassMethodIsNotFollowed() throws {
        let home = """
            @interface HomeViewController : UIViewController
            @end
            @implementation HomeViewController
            + (void)signIn {
                [[LoginPresenter shared] showLoginFromController:self];
            }
            @end
            """
        let crashes = try Self.crashes([
            "App/LoginPresenter.m": Self.objcPresenter,
            "App/HomeViewController.m": home,
            "App/LoginViewController.m": Self.objcLogin,
        ])
        #expect(crashes.isEmpty)
    }

    // MARK: Swift

    static func swiftHome(_ call: String) -> String {
        """
        import UIKit
        class HomeViewController: UIViewController {
            func signIn() {
                \(call)
            }
        }
        """
    }

    @Test(arguments: [
        // An SDK-style entry point on a type.
        """
        import UIKit
        enum LoginSDK {
            static func present(from viewController: UIViewController) {
                let login = LoginViewController()
                login.modalPresentationStyle = .fullScreen
                viewController.present(login, animated: true)
            }
        }
        """,
        // The parameter unwrapped first.
        """
        import UIKit
        enum LoginSDK {
            static func present(from viewController: UIViewController?) {
                guard let viewController = viewController else { return }
                let login = LoginViewController()
                login.modalPresentationStyle = .fullScreen
                viewController.present(login, animated: true, completion: nil)
            }
        }
        """,
    ])
    func aControllerPassedToASwiftHelperThatPresentsFromItIsThePresenter(_ sdk: String) throws {
        let crashes = try Self.crashes([
            "App/LoginSDK.swift": sdk,
            "App/Home.swift": Self.swiftHome("LoginSDK.present(from: self)"),
            "App/Login.swift": Self.swiftLogin,
        ])
        #expect(crashes.count == 1)
    }

    @Test func aSwiftHelperThatPresentsFromAnotherControllerIsNotFollowed() throws {
        let sdk = """
            import UIKit
            enum LoginSDK {
                static func present(from viewController: UIViewController) {
                    let login = LoginViewController()
                    login.modalPresentationStyle = .fullScreen
                    UIApplication.shared.keyWindow?.rootViewController?.present(login, animated: true)
                }
            }
            """
        let crashes = try Self.crashes([
            "App/LoginSDK.swift": sdk,
            "App/Home.swift": Self.swiftHome("LoginSDK.present(from: self)"),
            "App/Login.swift": Self.swiftLogin,
        ])
        #expect(crashes.isEmpty)
    }
}
