import OrientationPolicy
import Testing

@testable import ImportFixtures
@testable import OrientationImport
@testable import OrientationLinter

/// `UIApplication.supportedInterfaceOrientations(for:)` calls, reported under `app-delegate-orientation-method-deprecated`:
/// Apple's page for the method ("UIApplication supportedInterfaceOrientations(for:)") marks it available iOS 6.0-27.0,
/// deprecated in 27 with the app delegate's `application(_:supportedInterfaceOrientationsFor:)`; the window scene
/// delegate's `supportedInterfaceOrientations(for:)` replaces the Info.plist list for its scene (iOS 27).
@Suite struct ApplicationMaskCallTests {
    static func swift(_ body: String, type: String = "final class PlayerViewController: UIViewController") -> [String: String] {
        ["App/Player.swift": "import UIKit\n\(type) {\n\(body)\n}\n"]
    }

    static func objc(_ body: String, className: String = "PlayerViewController") -> [String: String] {
        [
            "App/Player.h": "#import <UIKit/UIKit.h>\n@interface \(className) : UIViewController\n@end\n",
            "App/Player.m": "#import \"Player.h\"\n@implementation \(className)\n\(body)\n@end\n",
        ]
    }

    static func calls(_ files: [String: String], sdk: SystemVersion = SystemVersion(27, 0)) throws -> [ProjectLintFinding] {
        try ReadinessLintTests.found(.appDelegateOrientationMethodDeprecated, files: files, sdk: sdk)
            .filter { $0.finding.message.contains("calls UIApplication's supportedInterfaceOrientations(for:)") }
    }

    @Test(
        "A call of UIApplication's supportedInterfaceOrientations(for:) that can run on iOS 27 (no check, the else of #available(iOS 28) or of 27.1, or a check joined to another condition) is reported at the call",
        arguments: [
            "func mask() -> UIInterfaceOrientationMask { UIApplication.shared.supportedInterfaceOrientations(for: view.window) }",
            "func mask(_ application: UIApplication) -> UIInterfaceOrientationMask { application.supportedInterfaceOrientations(for: nil) }",
            """
            func mask() -> UIInterfaceOrientationMask {
                if #available(iOS 28, *) { return .all } else { return UIApplication.shared.supportedInterfaceOrientations(for: view.window) }
            }
            """,
            """
            func mask() -> UIInterfaceOrientationMask {
                if #available(iOS 27.1, *) { return .all } else { return UIApplication.shared.supportedInterfaceOrientations(for: view.window) }
            }
            """,
            """
            func mask(useScene: Bool) -> UIInterfaceOrientationMask {
                if #available(iOS 16, *), useScene { return .all } else { return UIApplication.shared.supportedInterfaceOrientations(for: view.window) }
            }
            """,
            """
            func mask() -> UIInterfaceOrientationMask {
                guard #available(iOS 28, *) else { return UIApplication.shared.supportedInterfaceOrientations(for: view.window) }
                return .all
            }
            """,
        ])
    func swiftCallsAreReported(body: String) throws {
        let found = try Self.calls(Self.swift(body))
        let f = try #require(found.first)
        #expect(found.count == 1)
        #expect(f.location?.file == "App/Player.swift")
        #expect(f.finding.message.hasPrefix("PlayerViewController calls"))
        #expect(f.finding.fix.contains("windowScene.effectiveGeometry.interfaceOrientation"))
        #expect(f.finding.severity == .warning)
    }

    @Test(
        "A method of the same name on another type, or a call only systems below iOS 27 run (the else of #available(iOS N) with N at most 27.0), is not reported",
        arguments: [
            "func supportedInterfaceOrientations(for window: UIWindow?) -> UIInterfaceOrientationMask { .portrait }",
            "func mask() -> UIInterfaceOrientationMask { self.supportedInterfaceOrientations(for: view.window) }",
            """
            func mask() -> UIInterfaceOrientationMask {
                if #available(iOS 27, *) {
                    return .all
                } else {
                    return UIApplication.shared.supportedInterfaceOrientations(for: view.window)
                }
            }
            """,
            """
            func mask() -> UIInterfaceOrientationMask {
                if #unavailable(iOS 27.0) { return UIApplication.shared.supportedInterfaceOrientations(for: view.window) }
                return .all
            }
            """,
            """
            func mask() -> UIInterfaceOrientationMask {
                guard #available(iOS 27, *) else { return UIApplication.shared.supportedInterfaceOrientations(for: view.window) }
                return .all
            }
            """,
            """
            func mask() -> UIInterfaceOrientationMask {
                if #available(iOS 26, *) { return .all } else { return UIApplication.shared.supportedInterfaceOrientations(for: view.window) }
            }
            """,
            """
            func mask(flag: Bool) -> UIInterfaceOrientationMask {
                if #unavailable(iOS 16), flag { return UIApplication.shared.supportedInterfaceOrientations(for: view.window) }
                return .all
            }
            """,
        ])
    func swiftNonCallsAreNotReported(body: String) throws {
        #expect(try Self.calls(Self.swift(body)).isEmpty)
    }

    @Test("An Objective-C message to the shared application is reported at the call")
    func objectiveCCallIsReported() throws {
        let body = """
            - (UIInterfaceOrientationMask)mask {
                return [[UIApplication sharedApplication] supportedInterfaceOrientationsForWindow:self.view.window];
            }
            """
        let found = try Self.calls(Self.objc(body))
        #expect(found.count == 1)
        #expect(found.first?.location?.file == "App/Player.m")
        #expect(found.first?.location?.line == 4)
    }

    @Test(
        "An Objective-C call in the else of @available(iOS 28.0) or of a check joined to another condition runs on iOS 27 and is reported",
        arguments: ["@available(iOS 28.0, *)", "@available(iOS 16.0, *) && self.useScene"])
    func objectiveCCallInAnElseThatRunsOn27IsReported(condition: String) throws {
        let body = """
            - (UIInterfaceOrientationMask)mask {
                if (\(condition)) {
                    return UIInterfaceOrientationMaskAll;
                } else {
                    return [[UIApplication sharedApplication] supportedInterfaceOrientationsForWindow:self.view.window];
                }
            }
            """
        #expect(try Self.calls(Self.objc(body)).count == 1)
    }

    @Test(
        "An Objective-C method of the same name on another class, a call to self, or a call in the else of @available(iOS N) with N at most 27.0 is not reported",
        arguments: [
            "- (UIInterfaceOrientationMask)supportedInterfaceOrientationsForWindow:(UIWindow *)window { return UIInterfaceOrientationMaskAll; }",
            "- (UIInterfaceOrientationMask)mask { return [self supportedInterfaceOrientationsForWindow:self.view.window]; }",
            """
            - (UIInterfaceOrientationMask)mask {
                if (@available(iOS 27.0, *)) {
                    return UIInterfaceOrientationMaskAll;
                } else {
                    return [[UIApplication sharedApplication] supportedInterfaceOrientationsForWindow:self.view.window];
                }
            }
            """,
            """
            - (UIInterfaceOrientationMask)mask {
                if (@available(iOS 13.0, *)) { return UIInterfaceOrientationMaskAll; }
                else { return [[UIApplication sharedApplication] supportedInterfaceOrientationsForWindow:self.view.window]; }
            }
            """,
        ])
    func objectiveCNonCallsAreNotReported(body: String) throws {
        #expect(try Self.calls(Self.objc(body)).isEmpty)
    }

    @Test("The app delegate calling its own method is its method, not a call of UIApplication's")
    func appDelegateSelfCallIsNotReported() throws {
        let body = """
            - (UIInterfaceOrientationMask)mask:(UIApplication *)application {
                return [self application:application supportedInterfaceOrientationsForWindow:nil];
            }
            """
        #expect(try Self.calls(Self.objc(body, className: "AppDelegate")).isEmpty)
    }

    @Test("Like the other readiness codes, an app built with the iOS 26 SDK gets none")
    func olderSDKGetsNone() throws {
        let body = "func mask() -> UIInterfaceOrientationMask { UIApplication.shared.supportedInterfaceOrientations(for: view.window) }"
        #expect(try Self.calls(Self.swift(body), sdk: SystemVersion(26, 0)).isEmpty)
    }
}
