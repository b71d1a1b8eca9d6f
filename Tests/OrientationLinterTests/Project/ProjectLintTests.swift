import OrientationPolicy
import Testing

@testable import ImportFixtures
@testable import OrientationImport
@testable import OrientationLinter

/// Project lint: the engine's lint on every imported scenario, findings located at the line to change.
@Suite struct ProjectLintTests {
    typealias F = ProjectFixtures

    /// iOS 6 and the newest phone: the versions where a portrait-only full-screen presentation in a landscape-only
    /// app raises UIApplicationInvalidInterfaceOrientation (the Game Center login crash).
    static let targets = [
        Device(idiom: .phone, systemVersion: SystemVersion(6, 0)),
        Device(idiom: .phone, systemVersion: .newestModelled, hasHomeButton: false),
    ]

    /// `targets` as a Swift app meets them: Swift code needs iOS 7 (Xcode 6 beta 4 release notes), so the iOS 6.0
    /// phone is linted as iOS 7.0.
    static let swiftTargets = [
        Device(idiom: .phone, systemVersion: SystemVersion(7, 0)),
        Device(idiom: .phone, systemVersion: .newestModelled, hasHomeButton: false),
    ]

    static func lint(_ files: ProjectFiles, targets: [Device] = targets) throws -> ProjectLintReport.AppReport {
        let project = try F.assemble(files)
        return try #require(ProjectLint.run(project, targets: targets).apps.first)
    }

    @Test func aPortraitOnlyFullScreenPresentationInALandscapeAppIsACrashAtTheOverridesLine() throws {
        let report = try Self.lint(F.files())
        let crash = try #require(report.findings.first { $0.finding.code == .invalidOrientationOnPresentation })
        #expect(crash.finding.exception != nil)
        #expect(crash.location == F.at("Game/Sources/Game.swift", 10, 18))
        #expect(crash.relatedLocations.contains(F.at(F.storyboardPath, 45, 25)))
        #expect(crash.relatedLocations.contains(F.at(F.plistPath, 20, 2)))
        #expect(crash.dependsOn.isEmpty)
        #expect(crash.app == "Game")
    }

    @Test func thePresentationDoesNotCrashWhenTheControllerSupportsALandscape() throws {
        let files = F.files(swift: ["Game/Sources/Game.swift": F.gameSources(loginMask: ".allButUpsideDown")])
        let report = try Self.lint(files)
        #expect(!report.findings.contains { $0.finding.code == .invalidOrientationOnPresentation })
    }

    /// A body that chooses between literals on a flag the importer cannot read is tried with exactly those
    /// literals: neither `.landscape` nor `.allButUpsideDown` is portrait-only, so no crash is guessed, while the
    /// probe values of an unread member do include `.portrait`, though no finding may rest on them.
    @Test func aChoiceBetweenLiteralsIsTriedWithThoseLiteralsOnly() throws {
        let landscapeOrAll = F.files(swift: [
            "Game/Sources/Game.swift": F.gameSources(
                loginMask: "isFullScreen ? .landscape : .allButUpsideDown", loginMembers: "var isFullScreen = true")
        ])
        let safe = try Self.lint(landscapeOrAll)
        #expect(!safe.findings.contains { $0.finding.code == .invalidOrientationOnPresentation })
        let portraitOrAll = F.files(swift: [
            "Game/Sources/Game.swift": F.gameSources(
                loginMask: "isFullScreen ? .portrait : .allButUpsideDown", loginMembers: "var isFullScreen = true")
        ])
        let crash = try #require(try Self.lint(portraitOrAll).findings.first { $0.finding.code == .invalidOrientationOnPresentation })
        #expect(crash.dependsOn.first?.candidates == .masks([.portrait, .allButUpsideDown]))
        #expect(crash.finding.example?.contains("returns .portrait;") == true)
    }

    @Test func theSameCrashReachedFromTwoControllersIsReportedOnceWithBothSegues() throws {
        var sb = F.tabStoryboard()
        sb.segues.append(F.segue("s8", .present, from: "settings", to: "login", line: 54, style: .fullScreen))
        let report = try Self.lint(F.files(storyboards: [sb]), targets: [Self.targets[1]])
        let crashes = report.findings.filter { $0.finding.code == .invalidOrientationOnPresentation }
        #expect(crashes.count == 1)
        #expect(crashes.first?.relatedLocations.contains(F.at(F.storyboardPath, 45, 25)) == true)
        #expect(crashes.first?.relatedLocations.contains(F.at(F.storyboardPath, 54, 25)) == true)
    }

    @Test func aCrashWithADifferentExceptionTextPerVersionIsOneFindingPerText() throws {
        let report = try Self.lint(F.files())
        let crashes = report.findings.filter { $0.finding.code == .invalidOrientationOnPresentation }
        #expect(Set(crashes.compactMap(\.finding.exception?.reason)).count == crashes.count)
        #expect(Set(crashes.flatMap(\.finding.targets)) == Set(Self.swiftTargets))
    }

    @Test func anInfoPlistFindingPointsAtTheKeysLine() throws {
        var plist = F.landscapeGamePlist()
        plist.infoPlist.supportedInterfaceOrientations = [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]
        let report = try Self.lint(F.files(plists: [plist], storyboards: [], swift: [:]))
        let upsideDown = try #require(report.findings.first { $0.finding.code == .upsideDownWithoutHomeButton })
        #expect(upsideDown.location == F.at(F.plistPath, 20, 2))
    }

    /// An iPhone-only app (TARGETED_DEVICE_FAMILY = 1) runs on an iPad in compatibility mode: the iPad's
    /// multitasking rule (all four orientations or UIRequiresFullScreen, App Store error 90474) is not its.
    @Test func anIPhoneOnlyAppIsNotLintedAsAnIPadApp() throws {
        let pad = Device(idiom: .pad, systemVersion: SystemVersion(17, 0))
        var plist = F.landscapeGamePlist()
        let both = try Self.lint(F.files(plists: [plist], storyboards: [], swift: [:]), targets: [pad])
        #expect(both.findings.contains { $0.finding.code == .iPadMultitaskingRequiresAllOrientations })
        plist.deviceFamilies = [.phone]
        let phoneOnly = try Self.lint(F.files(plists: [plist], storyboards: [], swift: [:]), targets: Self.targets + [pad])
        #expect(!phoneOnly.findings.contains { $0.finding.code == .iPadMultitaskingRequiresAllOrientations })
        #expect(phoneOnly.findings.allSatisfy { $0.finding.targets.allSatisfy { $0.idiom == .phone } })
    }

    /// Apple's "Slide Over and Split View Quick Start" (Adopting Multitasking Enhancements on iPad): an app is
    /// eligible for Slide Over and Split View only with a launch screen storyboard. Without one it runs full screen
    /// on a multitasking iPad, and its controllers' masks are asked.
    @Test func anIPadAppWithoutALaunchScreenDoesNotMultitask() throws {
        let pad = Device(idiom: .pad, systemVersion: SystemVersion(17, 0))
        var plist = F.landscapeGamePlist()
        plist.infoPlist.supportedInterfaceOrientationsPad = [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]
        plist.hasLaunchScreen = true
        let multitasking = try Self.lint(F.files(plists: [plist]), targets: [pad])
        #expect(multitasking.findings.contains { $0.finding.code == .multitaskingIgnoresControllerMasks })
        plist.hasLaunchScreen = false
        let fullScreen = try Self.lint(F.files(plists: [plist]), targets: [pad])
        #expect(!fullScreen.findings.contains { $0.finding.code == .multitaskingIgnoresControllerMasks })
    }

    /// An app that installs on iOS 15 and later never meets iOS 5's `shouldAutorotateToInterfaceOrientation:`:
    /// lint's iOS 5.1 and 6.0 targets become iOS 15, where the Game Center crash still happens.
    @Test func anAppIsNotLintedBelowItsDeploymentTarget() throws {
        var plist = F.landscapeGamePlist()
        plist.deploymentTarget = SystemVersion(15, 0)
        let modern = try Self.lint(F.files(plists: [plist]), targets: Lint.defaultTargets)
        #expect(!modern.findings.contains { $0.finding.code == .modernMethodIgnoredBeforeIOS6 })
        #expect(modern.findings.flatMap(\.finding.targets).allSatisfy { $0.systemVersion >= SystemVersion(15, 0) })
        let crash = try #require(modern.findings.first { $0.finding.code == .invalidOrientationOnPresentation })
        #expect(crash.finding.targets.contains { $0.systemVersion == SystemVersion(15, 0) })
    }

    /// The Xcode 6 beta 4 release notes: the Swift compiler and Xcode enforce a minimum deployment target of iOS 7.
    /// A Swift app whose project says nothing is therefore linted from iOS 7, never on iOS 5.1's rules.
    @Test func anAppWithSwiftSourcesIsNotLintedBelowIOS7() throws {
        let report = try Self.lint(F.files(), targets: Lint.defaultTargets)
        #expect(!report.findings.contains { $0.finding.code == .modernMethodIgnoredBeforeIOS6 })
        #expect(report.findings.flatMap(\.finding.targets).allSatisfy { $0.systemVersion >= SystemVersion(7, 0) })
    }

    @Test func anObjectiveCOnlyAppIsStillLintedOnIOS5() throws {
        let floor = ProjectAssembler.deploymentFloor(
            nil,
            sources: ObjectiveCRecognizer.facts(
                in: "@interface Game : UIViewController\n@end\n", file: "Game/Game.h"))
        #expect(floor == nil)
        #expect(
            ProjectAssembler.deploymentFloor(
                SystemVersion(6, 0),
                sources: SwiftRecognizer.facts(
                    in: "class Game: UIViewController {}", file: "Game.swift")) == SystemVersion(7, 0))
    }

    @Test func aFindingAboutAMissingKeyPointsAtTheInfoPlistFile() throws {
        var plist = F.landscapeGamePlist()
        plist.infoPlist.supportedInterfaceOrientations = nil
        plist.keyLocations = [:]
        let report = try Self.lint(F.files(plists: [plist], storyboards: [], swift: [:]))
        let missing = try #require(report.findings.first { $0.finding.code == .missingOrientationList })
        #expect(missing.location == F.at(F.plistPath, 1))
    }

    /// A storyboard whose only controller, LevelsViewController, is the launch screen; `body` is its
    /// `supportedInterfaceOrientations`, `members` more members of the class.
    static func oneScreen(_ body: String, members: String = "") -> ProjectFiles {
        let sb = ImportedStoryboard(
            path: F.storyboardPath, name: "Main", initialViewControllerID: "levels",
            controllers: [F.controller("levels", .viewController, "UIViewController", custom: "LevelsViewController", line: 40)],
            segues: [])
        return F.files(
            storyboards: [sb],
            swift: [
                "Game/Sources/Game.swift": """
                import UIKit

                class LevelsViewController: UIViewController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { \(body) }
                    \(members)
                }
                """
            ])
    }

    @Test func anOrientationNoControllerSupportsIsDeadOnEveryTarget() throws {
        let report = try Self.lint(Self.oneScreen(".landscapeLeft"))
        let dead = report.findings.filter { $0.finding.code == .deadOrientation }
        #expect(
            dead.map(\.finding.message) == [
                "landscapeRight is listed for the app but no reachable state lets the interface take it: turning the device there never rotates the interface."
            ])
        #expect(dead.first?.finding.targets == Self.swiftTargets)
        #expect(dead.first?.location == F.at(F.plistPath, 20, 2))
        #expect(dead.first?.dependsOn.isEmpty == true)
    }

    /// With `supportedInterfaceOrientations` unread, one value it might return (`.landscapeLeft`) leaves
    /// landscapeRight unreached and another (`.landscape`) reaches it: nothing says the app never shows
    /// landscapeRight, so no one is told to delete it from the Info.plist.
    @Test func anOrientationUnreachedOnlyUnderSomeValueOfAnUnreadMemberIsNotDead() throws {
        let report = try Self.lint(Self.oneScreen("OrientationStore.current()"))
        #expect(!report.findings.contains { $0.finding.code == .deadOrientation })
    }

    /// A choice between literals never returns UIKit's default, so the run with the member unread does not
    /// count: landscapeRight is dead because neither literal lists it.
    @Test func anOrientationUnreachedUnderEveryLiteralOfAChoiceIsDead() throws {
        let report = try Self.lint(
            Self.oneScreen(
                "isLocked ? .landscapeLeft : [.landscapeLeft, .portrait]",
                members: "var isLocked = true"))
        let dead = report.findings.filter { $0.finding.code == .deadOrientation }
        #expect(dead.count == 1)
        #expect(dead.first?.finding.message.hasPrefix("landscapeRight ") == true)
        // Not a guess: every value the body can return leaves it out.
        #expect(dead.first?.dependsOn.isEmpty == true)
    }

    /// A presentation of a controller the importer cannot type withholds dead-orientation (the state it shows may
    /// reach the orientation); the note's fix is about that call, not about returning a literal.
    @Test func aPresentationOfAnUntypedControllerWithholdsDeadOrientationWithAFixAboutTheCall() throws {
        let report = try Self.lint(
            Self.oneScreen(
                ".landscapeLeft",
                members: """
                    func showNext() { present(Router.next(), animated: true) }
                    """))
        #expect(!report.findings.contains { $0.finding.code == .deadOrientation })
        let note = try #require(report.findings.first { $0.finding.message.hasPrefix("The controller shown by 1 presentation") })
        #expect(note.finding.fix.hasPrefix("Present a controller whose class the importer can tell"))
    }

    @Test func statesExploredAreCountedAndBounded() throws {
        let project = try F.assemble(F.files())
        let small = try #require(ProjectLint.run(project, targets: Self.targets, maxStates: 300).apps.first)
        let scenarios = project.apps[0].scenarios.count
        #expect(small.statesExplored > 0)
        #expect(small.statesExplored <= 300 * scenarios)
    }
}

/// How the candidates of a choice between literals are spelled in findings and in `import`'s output.
@Suite struct PlausibleCandidatesTests {
    @Test(
        arguments: [
            (InterfaceOrientationMask.portrait, ".portrait"), (.landscape, ".landscape"), (.all, ".all"),
            (.allButUpsideDown, ".allButUpsideDown"), ([.portrait, .landscapeLeft], "[.portrait, .landscapeLeft]"),
        ] as [(InterfaceOrientationMask, String)])
    func aMaskIsSpelledAsSwiftWritesIt(mask: InterfaceOrientationMask, spelled: String) {
        #expect(PlausibleCandidates.spell(mask) == spelled)
    }
}
