import OrientationPolicy
import Testing

@testable import ImportFixtures
@testable import OrientationImport
@testable import OrientationLinter

/// The calls that force a rotation are findings at the call, on the targets that run iOS 16 or later: the UIDevice
/// `orientation` KVC hack does nothing for an app built with the iOS 16 SDK (iOS 16 release notes; UIKit logs "BUG IN
/// CLIENT OF UIKIT: Setting UIDevice.orientation is not supported", mozilla-mobile/firefox-ios#15687),
/// `attemptRotationToDeviceOrientation()` is deprecated from iOS 16.0 (its Apple Developer Documentation page), and a
/// geometry request for orientations the mask at the call lacks fails with UISceneErrorDomain code 101 (observed:
/// capawesome-team/capacitor-plugins#100).
@Suite struct ForcedRotationLintTests {
    typealias S = SwiftUIFixtures

    static let modern = [Device(idiom: .phone, systemVersion: SystemVersion(17, 0), hasHomeButton: false)]
    static let old = [Device(idiom: .phone, systemVersion: SystemVersion(15, 0), hasHomeButton: false)]

    /// A UIKit app whose window root, set in code, is ReaderViewController (portrait only), with `body` as a method.
    static func reader(_ body: String, mask: String = ".portrait") -> [String: String] {
        [
            "Journal/SceneDelegate.swift": """
            import UIKit
            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                    window?.rootViewController = ReaderViewController()
                }
            }
            class ReaderViewController: UIViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { \(mask) }
                func turn() {
                    \(body)
                }
            }
            """
        ]
    }

    static func lint(_ swift: [String: String], targets: [Device] = modern) throws -> [ProjectLintFinding] {
        try ProjectLintTests.lint(S.files(swift), targets: targets).findings
    }

    static func findings(_ code: LintCode, _ swift: [String: String], targets: [Device] = modern) throws -> [ProjectLintFinding] {
        try lint(swift, targets: targets).filter { $0.finding.code == code }
    }

    static let kvc = "UIDevice.current.setValue(UIInterfaceOrientation.landscapeRight.rawValue, forKey: \"orientation\")"

    @Test func theOrientationKVCHackIsABugAtTheCallOnIOS16AndLater() throws {
        let found = try Self.findings(.deviceOrientationKVCIgnored, Self.reader(Self.kvc))
        let f = try #require(found.first)
        #expect(found.count == 1)
        #expect(f.finding.severity == .bug)
        #expect(f.location == ProjectFixtures.at("Journal/SceneDelegate.swift", 11, 26))
        #expect(f.finding.message.contains("BUG IN CLIENT OF UIKIT: Setting UIDevice.orientation is not supported"))
        #expect(f.finding.fix.contains("requestGeometryUpdate"))
        #expect(f.finding.fix.contains("setNeedsUpdateOfSupportedInterfaceOrientations"))
    }

    @Test func theOrientationKVCHackIsNoFindingOnTargetsBeforeIOS16() throws {
        #expect(try Self.findings(.deviceOrientationKVCIgnored, Self.reader(Self.kvc), targets: Self.old).isEmpty)
    }

    @Test(arguments: [
        "if #available(iOS 16.0, *) { view.window?.windowScene?.requestGeometryUpdate(.iOS(interfaceOrientations: .landscapeRight)) } else { \(kvc) }",
        "guard #unavailable(iOS 16) else { return }; \(kvc)",
        "if UIDevice.current.systemVersion.compare(\"16.0\") == .orderedAscending { \(kvc) }",
    ])
    func aCallInAFunctionThatChoosesByIOSVersionIsNoFinding(body: String) throws {
        #expect(try Self.findings(.deviceOrientationKVCIgnored, Self.reader(body)).isEmpty)
    }

    @Test func theObjectiveCHackIsReadTheSameWay() throws {
        var sources = SourceFacts()
        sources.append(SwiftRecognizer.facts(in: Self.reader("")["Journal/SceneDelegate.swift"]!, file: "Journal/SceneDelegate.swift"))
        sources.append(
            ObjectiveCRecognizer.facts(
                in: """
                    @implementation ReaderViewController (Turn)
                    - (void)turnLegacy {
                        [[UIDevice currentDevice] setValue:@(UIInterfaceOrientationLandscapeRight) forKey:@"orientation"];
                    }
                    - (void)turnGated {
                        if (@available(iOS 16.0, *)) { } else {
                            [[UIDevice currentDevice] setValue:@(UIInterfaceOrientationLandscapeRight) forKey:@"orientation"];
                        }
                    }
                    @end
                    """, file: "Journal/Turn.m"))
        let files = ProjectFiles(infoPlists: [S.plist()], storyboards: [], sources: sources)
        let found = try ProjectLintTests.lint(files, targets: Self.modern).findings.filter { $0.finding.code == .deviceOrientationKVCIgnored }
        #expect(found.map(\.location?.line) == [3])
    }

    @Test func attemptRotationIsDeprecatedAtTheCallWithItsReplacement() throws {
        let found = try Self.findings(.attemptRotationDeprecated, Self.reader("UIViewController.attemptRotationToDeviceOrientation()"))
        let f = try #require(found.first)
        #expect(f.finding.severity == .warning)
        #expect(f.location?.line == 11)
        #expect(f.finding.message.contains("setNeedsUpdateOfSupportedInterfaceOrientations()"))
        #expect(
            try Self.findings(
                .attemptRotationDeprecated, Self.reader("UIViewController.attemptRotationToDeviceOrientation()"),
                targets: Self.old
            ).isEmpty)
    }

    static let request = "view.window?.windowScene?.requestGeometryUpdate(.iOS(interfaceOrientations: .landscapeRight))"

    @Test func aGeometryRequestForAnOrientationTheControllerLacksFailsWithError101() throws {
        let found = try Self.findings(.geometryRequestUnsupported, Self.reader(Self.request))
        let f = try #require(found.first)
        #expect(f.finding.severity == .bug)
        // The code as a whole is inferred: besides the logged code 101 it rests on request-judged-before-later-
        // assignment, whose only log (capawesome-team/capacitor-plugins#100) was fixed by removing another request.
        #expect(f.finding.code.certainty == .inferred)
        #expect(Claim.geometryRequestDenied.certainty(on: SystemVersion(26)) == .observed)
        #expect(f.location == ProjectFixtures.at("Journal/SceneDelegate.swift", 11, 35))
        #expect(f.finding.message.contains("101"))
        #expect(f.finding.message.contains(".portrait"))
    }

    @Test func aGeometryRequestTheControllerSupportsIsNoFinding() throws {
        #expect(try Self.findings(.geometryRequestUnsupported, Self.reader(Self.request, mask: ".allButUpsideDown")).isEmpty)
    }

    @Test func aGeometryRequestWhoseOrientationIsNotALiteralIsNoFinding() throws {
        let body =
            "let mask: UIInterfaceOrientationMask = wanted(); view.window?.windowScene?.requestGeometryUpdate(.iOS(interfaceOrientations: mask))"
        #expect(try Self.findings(.geometryRequestUnsupported, Self.reader(body)).isEmpty)
    }

    /// The SwiftUI recipe: the view sets the lock the app delegate returns, tells UIKit, then asks for landscape.
    static func swiftUI(_ action: String) -> [String: String] {
        [
            "Journal/JournalApp.swift": S.app, "Journal/AppDelegate.swift": S.delegate,
            "Journal/Views.swift": """
            import SwiftUI
            struct ContentView: View {
                var body: some View {
                    Button("Watch") { watch() }
                }
                func watch() {
                    let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
                    \(action)
                }
            }
            """,
        ]
    }

    static let setNeedsUpdate = "scene?.keyWindow?.rootViewController?.setNeedsUpdateOfSupportedInterfaceOrientations()"
    static let landscape = "scene?.requestGeometryUpdate(.iOS(interfaceOrientations: .landscapeRight))"

    @Test func requestingLandscapeWhileTheLockIsPortraitFailsAtTheRequestNamingTheLockLine() throws {
        let action = "AppDelegate.orientationLock = .portrait; " + Self.setNeedsUpdate + "; " + Self.landscape
        let f = try #require(Self.findings(.geometryRequestUnsupported, Self.swiftUI(action)).first)
        #expect(f.location?.file == "Journal/Views.swift")
        #expect(f.location?.line == 8)
        let lock = f.relatedLocations.filter { $0.file == "Journal/Views.swift" }
        #expect(lock.map(\.line) == [8])
    }

    @Test func wideningTheLockAndTellingUIKitBeforeTheRequestIsNoFinding() throws {
        let action = "AppDelegate.orientationLock = .landscape; " + Self.setNeedsUpdate + "; " + Self.landscape
        #expect(try Self.findings(.geometryRequestUnsupported, Self.swiftUI(action)).isEmpty)
    }

    /// Without `setNeedsUpdateOfSupportedInterfaceOrientations()`, whether UIKit reads the new lock at the request is
    /// reported only during transitions: no finding.
    @Test func aLockChangedWithoutTellingUIKitLeavesTheMaskAtTheCallUnknown() throws {
        let action = "AppDelegate.orientationLock = .portrait; " + Self.landscape
        #expect(try Self.findings(.geometryRequestUnsupported, Self.swiftUI(action)).isEmpty)
    }

    /// The request comes first and the lock is widened after it, as in capawesome-team/capacitor-plugins#100 (code
    /// 101, "Requested: portrait; Supported: landscapeRight", the lock's earlier value). The app writes .portrait
    /// (the lock's initial value) and .landscape: while the lock still holds .portrait the request fails, which is said
    /// as that condition, naming the lines.
    @Test func aLockWidenedOnlyAfterTheRequestFailsIfTheLockWasStillPortrait() throws {
        let action = Self.landscape + "; AppDelegate.orientationLock = .landscape"
        let f = try #require(Self.findings(.geometryRequestUnsupported, Self.swiftUI(action)).first)
        #expect(f.finding.message.hasPrefix("If orientationLock is still .portrait (Journal/AppDelegate.swift:4:"))
        #expect(f.finding.message.contains("is set to .landscape only after the request (Journal/Views.swift:8:"))
        #expect(f.dependsOn.map(\.member) == ["application(_:supportedInterfaceOrientationsFor:)"])
        #expect(f.confidence == .inferred)
        #expect(f.finding.pathClaims.map(\.id) == ["request-judged-before-later-assignment"])
        #expect(f.location?.line == 8)
        #expect(f.finding.fix.hasPrefix("Assign orientationLock first"))
    }

    /// Every value the project writes to the lock refuses landscape: both are named.
    @Test func aRequestNoValueOfTheLockAllowsNamesEveryValue() throws {
        let action = Self.landscape + "; AppDelegate.orientationLock = [.portrait, .portraitUpsideDown]"
        let f = try #require(Self.findings(.geometryRequestUnsupported, Self.swiftUI(action)).first)
        #expect(f.finding.message.hasPrefix("If orientationLock is still .portrait (Journal/AppDelegate.swift:4:"))
        #expect(f.finding.message.contains(" or [.portrait, .portraitUpsideDown] (Journal/Views.swift:8:"))
    }

    /// A refresh after the late assignment may reach UIKit before it handles the request; no source says which comes
    /// first, so the request is not judged.
    @Test func aLockWidenedAfterTheRequestAndThenRefreshedIsNotJudged() throws {
        let action = Self.landscape + "; AppDelegate.orientationLock = .landscape; " + Self.setNeedsUpdate
        #expect(try Self.findings(.geometryRequestUnsupported, Self.swiftUI(action)).isEmpty)
    }

    /// A lock set in another closure of the same view (an `.onAppear`) is not this action's.
    @Test func aLockSetInAnotherClosureIsNotJudged() throws {
        let files = [
            "Journal/JournalApp.swift": S.app, "Journal/AppDelegate.swift": S.delegate,
            "Journal/Views.swift": """
            import SwiftUI
            struct ContentView: View {
                var body: some View {
                    Button("Watch") {
                        let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
                        scene?.requestGeometryUpdate(.iOS(interfaceOrientations: .landscapeRight))
                    }
                    .onDisappear { AppDelegate.orientationLock = .landscape }
                }
            }
            """,
        ]
        #expect(try Self.findings(.geometryRequestUnsupported, files).isEmpty)
    }
}

/// A rotation helper class that only a version check creates (`if (@available(iOS 16.0, *)) Manager16.new else
/// Manager15.new`) runs on the versions the check picks: its KVC hack never runs on iOS 16.
@Suite struct VersionChosenHelperTests {
    static func lint(factory: String) throws -> [ProjectLintFinding] {
        var sources = SourceFacts()
        sources.append(
            SwiftRecognizer.facts(
                in: ForcedRotationLintTests.reader("")["Journal/SceneDelegate.swift"]!,
                file: "Journal/SceneDelegate.swift"))
        sources.append(
            ObjectiveCRecognizer.facts(
                in: """
                    @implementation RotationManager
                    + (instancetype)manager {
                        \(factory)
                    }
                    @end
                    @implementation RotationManager_iOS15
                    - (void)rotate {
                        [UIDevice.currentDevice setValue:@(UIDeviceOrientationLandscapeLeft) forKey:@"orientation"];
                        [UIViewController attemptRotationToDeviceOrientation];
                    }
                    @end
                    """, file: "Journal/RotationManager.m"))
        let files = ProjectFiles(infoPlists: [SwiftUIFixtures.plist()], storyboards: [], sources: sources)
        return try ProjectLintTests.lint(files, targets: ForcedRotationLintTests.modern).findings
            .filter { [.deviceOrientationKVCIgnored, .attemptRotationDeprecated].contains($0.finding.code) }
    }

    @Test func aHelperCreatedOnlyBelowIOS16GivesNoFinding() throws {
        let found = try Self.lint(
            factory: """
                if (@available(iOS 16.0, *)) return [RotationManager_iOS16.alloc init];
                    else return [RotationManager_iOS15.alloc init];
                """)
        #expect(found.isEmpty)
    }

    @Test func aHelperCreatedWithoutAVersionCheckIsJudged() throws {
        let found = try Self.lint(factory: "return [[RotationManager_iOS15 alloc] init];")
        #expect(Set(found.map(\.finding.code)) == [.deviceOrientationKVCIgnored, .attemptRotationDeprecated])
    }

    @Test func aFunctionThatAlsoCallsTheIOS16APIChoosesByVersion() throws {
        #expect(
            RotationVersionGate.isGated(
                """
                if ([vc respondsToSelector:@selector(setNeedsUpdateOfSupportedInterfaceOrientations)]) {
                    [vc setNeedsUpdateOfSupportedInterfaceOrientations];
                } else { [UIViewController attemptRotationToDeviceOrientation]; }
                """))
        #expect(!RotationVersionGate.isGated("[UIViewController attemptRotationToDeviceOrientation];"))
    }
}
