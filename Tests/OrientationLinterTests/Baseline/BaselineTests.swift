import OrientationPolicy
import Testing

@testable import ImportFixtures
@testable import OrientationImport
@testable import OrientationLinter

/// A baseline accepts today's findings: a later run reports only what is new, matched without line numbers.
@Suite struct BaselineTests {
    typealias F = ProjectFixtures

    static func lint(_ swift: String) throws -> ProjectLintReport {
        try SuppressionTests.lint(swift: swift)
    }

    /// The game's sources with `count` blank lines inserted at the top: every finding moves down.
    static func shifted(_ text: String, by count: Int) -> String {
        String(repeating: "\n", count: count) + text
    }

    /// A settings screen that overrides only the iOS 5 method: one more finding (`legacy-method-ignored`).
    static let withLegacySettings = F.gameSources.replacingOccurrences(
        "class SettingsViewController: UITableViewController {}",
        "class SettingsViewController: UITableViewController {\n"
            + "    override func shouldAutorotateToInterfaceOrientation(_ o: UIInterfaceOrientation) -> Bool { true }\n}")

    @Test func aBaselineReadBackOnTheSameProjectLeavesNothingNew() throws {
        var report = try Self.lint(F.gameSources)
        #expect(!report.allFindings.isEmpty)
        Baseline(recording: report).compare(&report)
        #expect(report.allFindings.allSatisfy { $0.baselineState == .unchanged })
        #expect(report.absentFromBaseline.isEmpty)
    }

    @Test func linesAddedAboveTheFindingsDoNotMakeThemNew() throws {
        let baseline = Baseline(recording: try Self.lint(F.gameSources))
        var moved = try Self.lint(Self.shifted(F.gameSources, by: 5))
        #expect(moved.allFindings.contains { ($0.location?.line ?? 0) > 5 })
        baseline.compare(&moved)
        #expect(moved.allFindings.allSatisfy { $0.baselineState == .unchanged })
    }

    @Test func oneNewFindingAfterAnEditAboveTheOldOnesIsTheOnlyNewOne() throws {
        let baseline = Baseline(recording: try Self.lint(F.gameSources))
        var edited = try Self.lint(Self.shifted(Self.withLegacySettings, by: 3))
        baseline.compare(&edited)
        let new = edited.allFindings.filter { $0.baselineState == .new }
        #expect(new.map(\.finding.code) == [.legacyMethodIgnored])
        #expect(edited.absentFromBaseline.isEmpty)
    }

    @Test func aFindingFixedSinceTheBaselineIsAbsent() throws {
        let baseline = Baseline(recording: try Self.lint(Self.withLegacySettings))
        var fixed = try Self.lint(F.gameSources)
        baseline.compare(&fixed)
        #expect(fixed.allFindings.allSatisfy { $0.baselineState == .unchanged })
        #expect(fixed.absentFromBaseline.map(\.key.code) == ["legacy-method-ignored"])
    }

    @Test func equalFindingsAreCountedSoAThirdCopyIsNew() {
        let f = ProjectLintFinding(
            finding: LintFinding(
                code: .deadOrientation, pointer: "/app/infoPlist",
                message: "x", targets: []),
            app: "A", location: F.at("A/Info.plist", 3))
        let app = ImportedApp(name: "A", infoPlistPath: "A/Info.plist", scenarios: [], provenance: [])
        func report(_ n: Int) -> ProjectLintReport {
            ProjectLintReport(
                apps: [
                    .init(
                        app: app, findings: Array(repeating: f, count: n), statesExplored: 1,
                        truncated: false)
                ], targets: [], statistics: ImportStatistics())
        }
        let baseline = Baseline(recording: report(2))
        #expect(baseline.entries.map(\.count) == [2])
        var three = report(3)
        baseline.compare(&three)
        #expect(three.allFindings.map(\.baselineState) == [.unchanged, .unchanged, .new])
    }

    @Test func findingsSilencedInTheSourceAreNotRecorded() throws {
        let report = try SuppressionTests.lint(
            swift: SuppressionTests.sources(
                commentAboveLoginMask: "// orientation-lint:disable-next-line \(SuppressionTests.crash) -- known"))
        let baseline = Baseline(recording: report)
        #expect(!baseline.entries.contains { $0.key.code == SuppressionTests.crash })
    }

    @Test func aFindingSilencedInTheSourceGetsAStateWithoutTakingABaselineEntry() throws {
        let comment = "// orientation-lint:disable-next-line \(SuppressionTests.crash) -- known"
        let baseline = Baseline(recording: try Self.lint(SuppressionTests.sources(commentAboveLoginMask: comment)))
        var report = try SuppressionTests.lint(swift: SuppressionTests.sources(commentAboveLoginMask: comment))
        baseline.compare(&report)
        let crash = try SuppressionTests.crashFinding(report)
        #expect(crash.isSuppressed && crash.baselineState == .new)
        #expect(report.allFindings.allSatisfy { $0.baselineState != nil })
        #expect(report.allFindings.filter { !$0.isSuppressed }.allSatisfy { $0.baselineState == .unchanged })
    }

    @Test(
        "Line and column numbers after a colon are left out of the recorded message",
        arguments: [
            ("If A.x returns .portrait (A.swift:12:9): crash", "If A.x returns .portrait (A.swift::): crash"),
            ("no numbers here", "no numbers here"),
            ("iOS 17.0 and 6 states", "iOS 17.0 and 6 states"),
        ])
    func withoutLineNumbers(message: String, recorded: String) {
        #expect(Baseline.withoutLineNumbers(message) == recorded)
    }
}

extension String {
    /// The text with the one occurrence of `old` replaced (a test helper without Foundation).
    func replacingOccurrences(_ old: String, _ new: String) -> String {
        guard let r = firstRange(of: old) else { return self }
        return String(self[..<r.lowerBound]) + new + String(self[r.upperBound...])
    }
}
