import OrientationPolicy
import Testing

@testable import ImportFixtures
@testable import OrientationImport
@testable import OrientationLinter

/// Lint runs an app on the devices and systems its project declares (the importer's reading of them:
/// `TargetAttributionTests`, `AppDeviceFamilyTests`, `XcconfigTests`, `SwiftUIAppTests`): with the files its target
/// compiles, for the families it is built for, from the iOS it can run on; and says when a file it needs for that
/// is missing.
@Suite struct DeclaredTargetsLintTests {
    typealias X = XcodeTargetFixtures
    typealias D = TargetAppFixtures

    /// The landscape category in the portrait app would leave its root no orientation in common with the app's
    /// (UIApplicationInvalidInterfaceOrientation); compiled into the other app only, it raises nothing here.
    @Test func noAppIsLintedWithACategoryOnlyAnotherAppCompiles() throws {
        let project = try X.importProject(D.twoDemos)
        let report = ProjectLint.run(project, targets: ProjectLintTests.targets)
        #expect(report.apps.count == 2)
        for app in report.apps {
            let invalid = app.findings.filter {
                [.invalidOrientationOnRotation, .invalidOrientationOnPresentation].contains($0.finding.code)
            }
            #expect(invalid.isEmpty, "\(app.app.name): \(invalid.map(\.finding.message))")
            let cited = app.findings.flatMap { [$0.location].compactMap { $0 } + $0.relatedLocations }.map(\.file)
            let other = app.app.name == "Portrait" ? "Landscape/" : "Portrait/"
            #expect(!cited.contains { $0.hasPrefix(other) })
        }
    }

    /// Whether the app runs on iPad hangs on a file the repository lacks: the note's fix is to commit that file
    /// (or set the build setting), not the code's usual "return a literal".
    @Test func theNoteAboutAnUnreadXcconfigSaysToCommitIt() throws {
        let project = try X.importProject([
            "App.xcodeproj/project.pbxproj": X.project([
                X.Target(
                    name: "App", settings: ["INFOPLIST_FILE = App/Info.plist;"], sources: ["App/AppDelegate.swift"],
                    baseConfiguration: "Config/App.xcconfig")
            ]),
            "App/Info.plist": X.infoPlist(["Portrait"]),
            "App/AppDelegate.swift": "import UIKit\n",
        ])
        let report = ProjectLint.run(project, targets: [Device(idiom: .pad, systemVersion: SystemVersion(17, 0))])
        let note = try #require(report.apps.first?.findings.first { $0.finding.code == .unreadValue }?.finding)
        #expect(note.fix.hasPrefix("Commit Config/App.xcconfig"))
    }

    @Test func anIPhoneAppByDefaultIsNotLintedOnAnIPad() throws {
        let project = try X.importProject([
            "App.xcodeproj/project.pbxproj": X.project([X.Target(name: "App", settings: ["INFOPLIST_FILE = App/Info.plist;"])]),
            "App/Info.plist": X.infoPlist(["Portrait"]),
        ])
        let app = try #require(project.apps.first)
        let requested = [
            Device(idiom: .phone, systemVersion: SystemVersion(17, 0)),
            Device(idiom: .pad, systemVersion: SystemVersion(17, 0)),
        ]
        #expect(AppLintTargets.targets(requested, for: app, idiom: nil).map(\.idiom) == [.phone])
    }

    /// Any other absent xcconfig may set the family: lint runs the iPhone targets only and says it skipped the
    /// iPad ones, instead of reporting iPad findings that rest on a guess.
    @Test func anAppWhoseFamilyIsInAnAbsentXcconfigIsNotLintedOnIPad() throws {
        var plist = ProjectFixtures.landscapeGamePlist()
        plist.deviceFamilies = nil
        plist.deviceFamilyUnreadFrom = "Config/App.xcconfig"
        let pad = Device(idiom: .pad, systemVersion: SystemVersion(17, 0))
        let report = try ProjectLintTests.lint(
            ProjectFixtures.files(plists: [plist], storyboards: [], swift: [:]),
            targets: ProjectLintTests.targets + [pad])
        #expect(!report.findings.contains { $0.finding.code == .iPadMultitaskingRequiresAllOrientations })
        let info = try #require(report.findings.first { $0.finding.code == .unreadValue })
        #expect(info.finding.message.contains("Config/App.xcconfig"))
        #expect(info.finding.targets == [pad])
    }

    /// "App" (Apple Developer Documentation) lists iOS 14.0+: an app whose window a SwiftUI `App` opens cannot run
    /// on iOS 13, so without a deployment target it is linted from iOS 14.
    @Test func aSwiftUIAppWithoutADeploymentTargetIsNotLintedBelowIOS14() throws {
        let project = try ProjectFixtures.assemble(SwiftUIFixtures.files(SwiftUIFixtures.journal))
        let report = try #require(ProjectLint.run(project, targets: Lint.defaultTargets).apps.first)
        #expect(report.findings.flatMap(\.finding.targets).allSatisfy { $0.systemVersion >= SystemVersion(14, 0) })
    }
}
