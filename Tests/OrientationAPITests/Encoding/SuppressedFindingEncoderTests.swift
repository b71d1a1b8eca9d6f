import Foundation
import OrientationImport
import OrientationLinter
import OrientationPolicy
import Testing

@testable import OrientationAPI

/// Suppressed findings in each output: kept in JSON and SARIF with why, counted (not listed) by the text report;
/// findings about the suppression comments themselves reported beside the apps'.
@Suite struct SuppressedFindingEncoderTests {
    typealias P = ProjectEncoderTests
    static let comment = SourceLocation(file: "App/Base.lproj/Main.storyboard", line: 39, column: 5)
    static let stale = SourceLocation(file: "App/Sources/Player.swift", line: 3, column: 1)

    /// The encoders' report with its crash silenced by a comment, and one unused suppression.
    static var report: ProjectLintReport {
        var r = P.report
        r.apps[0].findings[0].suppressions = [
            FindingSuppression(
                kind: .inSource, justification: "a sheet on iPad",
                location: comment)
        ]
        r.projectFindings = [
            ProjectLintFinding(
                finding: LintFinding(
                    code: .unusedSuppression, pointer: "",
                    message: "orientation-lint:disable-next-line dead-orientation: no dead-orientation finding on line 4 to silence.",
                    targets: []),
                app: "", location: stale)
        ]
        return r
    }

    @Test func jsonKeepsTheSuppressedFindingWithItsKindJustificationAndComment() throws {
        let doc = try P.json(ProjectLintEncoder.encode(Self.report))
        let app = try #require((doc["apps"] as? [[String: Any]])?.first)
        let findings = try #require(app["findings"] as? [[String: Any]])
        #expect(findings.count == 2)
        let suppressions = try #require(findings[0]["suppressions"] as? [[String: Any]])
        #expect(suppressions.count == 1)
        #expect(suppressions[0]["kind"] as? String == "inSource")
        #expect(suppressions[0]["justification"] as? String == "a sheet on iPad")
        #expect((suppressions[0]["location"] as? [String: Any])?["line"] as? Int == 39)
        #expect((findings[1]["suppressions"] as? [Any])?.isEmpty == true)
    }

    @Test func jsonSummariesCountSuppressedFindingsApartAndListProjectFindings() throws {
        let doc = try P.json(ProjectLintEncoder.encode(Self.report))
        let app = try #require((doc["apps"] as? [[String: Any]])?.first)
        #expect(app["summary"] as? [String: Int] == ["crash": 0, "bug": 0, "warning": 1, "info": 0, "suppressed": 1, "baselined": 0])
        #expect(doc["summary"] as? [String: Int] == ["crash": 0, "bug": 0, "warning": 2, "info": 0, "suppressed": 1, "baselined": 0])
        let project = try #require(doc["projectFindings"] as? [[String: Any]])
        #expect(project.map { $0["code"] as? String } == ["unused-suppression"])
    }

    @Test func sarifGivesTheSuppressedResultAnInSourceSuppressionWithItsJustificationAndLocation() throws {
        let doc = try P.json(ProjectSarifEncoder.encode(Self.report, toolVersion: "1.0.0"))
        let results = try #require(((doc["runs"] as? [[String: Any]])?.first)?["results"] as? [[String: Any]])
        #expect(results.count == 3)
        let suppressions = try #require(results[0]["suppressions"] as? [[String: Any]])
        #expect(suppressions.count == 1)
        #expect(suppressions[0]["kind"] as? String == "inSource")
        #expect(suppressions[0]["justification"] as? String == "a sheet on iPad")
        let physical = (suppressions[0]["location"] as? [String: Any])?["physicalLocation"] as? [String: Any]
        #expect((physical?["region"] as? [String: Int])?["startLine"] == 39)
        #expect(results[1]["suppressions"] == nil)
    }

    @Test func sarifReportsTheUnusedSuppressionAtItsCommentWithNoApp() throws {
        let doc = try P.json(ProjectSarifEncoder.encode(Self.report, toolVersion: "1.0.0"))
        let results = try #require(((doc["runs"] as? [[String: Any]])?.first)?["results"] as? [[String: Any]])
        let last = try #require(results.last)
        #expect(last["ruleId"] as? String == "unused-suppression")
        #expect(last["level"] as? String == "warning")
        #expect((last["properties"] as? [String: Any])?["app"] == nil)
        let physical = ((last["locations"] as? [[String: Any]])?.first)?["physicalLocation"] as? [String: Any]
        #expect((physical?["artifactLocation"] as? [String: String])?["uri"] == "App/Sources/Player.swift")
    }

    @Test func textCountsSuppressedFindingsAndListsOnlyTheOthers() {
        let text = ProjectLintText.render(Self.report)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines[0] == "Arcade (App/Info.plist): 1 finding (1 suppressed), 42 states explored")
        #expect(!text.contains("[invalid-orientation-on-presentation]"))
        #expect(text.contains("Suppression comments: 1 finding\nApp/Sources/Player.swift:3:1: warning: "))
        #expect(text.hasSuffix("\n0 crashes, 0 bugs, 2 warnings, 0 info in 1 app (2 findings, 1 suppressed, 42 states explored)\n"))
    }
}
