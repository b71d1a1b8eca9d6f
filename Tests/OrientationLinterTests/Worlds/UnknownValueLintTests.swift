import OrientationPolicy
import Testing

@testable import ImportFixtures
@testable import OrientationImport
@testable import OrientationLinter

/// A finding rests only on values the code can produce: a literal the member returns, a literal written into the
/// variable it returns, a forwarding, or the inherited answer. The fixture is the Game Center case (a
/// landscape-only app presenting LoginViewController full screen), where a portrait-only login controller raises
/// UIApplicationInvalidInterfaceOrientation ("Supported orientations has no common orientation with the
/// application", UIViewController's supportedInterfaceOrientations documentation; the Habr iOS 6 autorotation
/// article) and a landscape one does not.
@Suite struct UnknownValueLintTests {
    typealias F = ProjectFixtures

    static func lint(loginMask: String, members: String = "") throws -> ProjectLintReport.AppReport {
        let files = F.files(swift: ["Game/Sources/Game.swift": F.gameSources(loginMask: loginMask, loginMembers: members)])
        return try ProjectLintTests.lint(files)
    }

    static func crashes(_ r: ProjectLintReport.AppReport) -> [ProjectLintFinding] {
        r.findings.filter { $0.finding.code == .invalidOrientationOnPresentation }
    }

    @Test func aCrashThatOnlyAValueNobodyWritesWouldCauseIsNotReported() throws {
        let report = try Self.lint(loginMask: "OrientationStore.shared.currentMask()")
        #expect(Self.crashes(report).isEmpty)
    }

    @Test func theUnreadValueIsNamedOnceWithTheChecksItMadeLintSkip() throws {
        let report = try Self.lint(loginMask: "OrientationStore.shared.currentMask()")
        let unread = report.findings.filter { $0.finding.code == .unreadValue }
        #expect(unread.count == 1)
        let info = try #require(unread.first)
        #expect(info.finding.severity == .info)
        #expect(info.location == F.at("Game/Sources/Game.swift", 10, 18))
        #expect(info.finding.message.contains("LoginViewController.supportedInterfaceOrientations could not be read"))
        #expect(info.finding.message.contains("invalid-orientation-on-presentation"))
    }

    @Test func noFindingStatesAValueTheCodeDoesNotReturn() throws {
        let report = try Self.lint(loginMask: "OrientationStore.shared.currentMask()")
        for f in report.findings where f.finding.code != .unreadValue {
            for probe in [".portrait", ".landscape", ".allButUpsideDown", ".all"] {
                #expect(!f.finding.message.contains("returns \(probe)"))
                #expect(!(f.finding.example ?? "").contains("returns \(probe)"))
            }
        }
    }

    /// `var orientationLock = .landscape`, later set to `.portrait`: the crash happens when the portrait value is
    /// in place, so it is reported as that condition, naming the line that writes it.
    @Test func aCrashFromALiteralWrittenToTheReturnedVariableIsAConditionNamingItsLine() throws {
        let report = try Self.lint(
            loginMask: "orientationLock",
            members: """
                var orientationLock: UIInterfaceOrientationMask = .landscape
                    func lockPortrait() { orientationLock = .portrait }
                """)
        let crash = try #require(Self.crashes(report).first)
        #expect(
            crash.finding.message.hasPrefix(
                "If LoginViewController.supportedInterfaceOrientations returns .portrait (Game/Sources/Game.swift:12:45): "))
        #expect(crash.dependsOn.map(\.className) == ["LoginViewController"])
        #expect(crash.relatedLocations.contains(F.at("Game/Sources/Game.swift", 12, 45)))
        #expect(crash.finding.example?.contains("if LoginViewController.supportedInterfaceOrientations returns .portrait") == true)
    }

    @Test func aVariableWrittenOnlySafeLiteralsGivesNoFindingAndNoUnreadValue() throws {
        let report = try Self.lint(
            loginMask: "orientationLock",
            members: """
                var orientationLock: UIInterfaceOrientationMask = .landscape
                    func lockRight() { orientationLock = .landscapeRight }
                """)
        #expect(Self.crashes(report).isEmpty)
        #expect(!report.findings.contains { $0.finding.code == .unreadValue })
    }

    /// The SwiftUI recipe: a static lock the app delegate returns, set through a helper's parameter. The literals
    /// passed to the helper are the values it takes; the helper may be called with others too, so a finding that
    /// holds only for values nobody passes is still skipped.
    @Test func literalsPassedToAFunctionThatAssignsItsParameterAreCandidates() throws {
        let report = try Self.lint(
            loginMask: "LoginViewController.lock",
            members: """
                static var lock: UIInterfaceOrientationMask = .landscape
                    static func setLock(_ mask: UIInterfaceOrientationMask) { lock = mask }
                    func viewDidAppear() { LoginViewController.setLock(.portrait) }
                """)
        let crash = try #require(Self.crashes(report).first)
        #expect(
            crash.finding.message.hasPrefix(
                "If LoginViewController.supportedInterfaceOrientations returns .portrait (Game/Sources/Game.swift:13:56): "))
    }

    /// Some worlds show the crash and others do not, whatever the written values: with an assignment the importer
    /// cannot read, the crash rests on a guess and is skipped.
    @Test func aVariableAlsoAssignedSomethingUnreadableStillGivesNoGuessedFinding() throws {
        let report = try Self.lint(
            loginMask: "orientationLock",
            members: """
                var orientationLock: UIInterfaceOrientationMask = .landscape
                    func update() { orientationLock = OrientationStore.shared.currentMask() }
                """)
        #expect(Self.crashes(report).isEmpty)
        #expect(report.findings.contains { $0.finding.code == .unreadValue })
    }

    /// A finding that holds whatever the unread member returns is a fact: no condition, no dependsOn. The
    /// Info.plist's upside-down on a phone without a home button does not depend on any controller.
    @Test func aFindingThatHoldsWhateverTheUnreadMemberReturnsIsAFact() throws {
        var plist = F.landscapeGamePlist()
        plist.infoPlist.supportedInterfaceOrientations = [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]
        let files = F.files(
            plists: [plist],
            swift: ["Game/Sources/Game.swift": F.gameSources(loginMask: "OrientationStore.shared.currentMask()")])
        let report = try ProjectLintTests.lint(files)
        let upsideDown = try #require(report.findings.first { $0.finding.code == .upsideDownWithoutHomeButton })
        #expect(upsideDown.dependsOn.isEmpty)
        #expect(!upsideDown.finding.message.hasPrefix("If "))
    }

    @Test(
        arguments: [
            ("returns the stored property `orientationLock`", "orientationLock"),
            ("returns `AppDelegate.orientationLock`", "orientationLock"),
            ("returns the instance variable `_mask`", "_mask"),
            ("returns the property `currentMask`", "currentMask"),
            ("calls `OrientationStore.shared.currentMask`", nil),
            ("chooses on `isPlaying`", nil),
        ] as [(String, String?)])
    func theVariableAnUnknownReturnsIsReadFromItsReason(reason: String, variable: String?) {
        #expect(VariableCandidates.variable(in: reason) == variable)
    }

    /// `dead-orientation` claims that no reachable state takes an orientation. A presentation in code whose
    /// controller the importer cannot tell (a parameter declared `UIViewController`) may show one that does, so the
    /// claim is withheld and the reason given once.
    @Test func noDeadOrientationWhileAPresentationInCodeGoesToAControllerNobodyCanTell() throws {
        let quiet = try ProjectLintTests.lint(ProjectLintTests.oneScreen(".landscapeLeft"))
        #expect(quiet.findings.contains { $0.finding.code == .deadOrientation })
        let report = try ProjectLintTests.lint(
            ProjectLintTests.oneScreen(
                ".landscapeLeft", members: "func show(_ vc: UIViewController) { present(vc, animated: true) }"))
        #expect(!report.findings.contains { $0.finding.code == .deadOrientation })
        let info = try #require(report.findings.first { $0.finding.code == .unreadValue })
        #expect(info.finding.message.contains("dead-orientation"))
        #expect(info.location?.file == "Game/Sources/Game.swift")
    }
}
