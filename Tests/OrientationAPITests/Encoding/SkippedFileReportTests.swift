import Foundation
import OrientationImport
import OrientationLinter
import OrientationPolicy
import Testing

@testable import OrientationAPI

/// A file the importer left out is shown by every reporter, with its file and line, so a lint that ran without it
/// never looks complete.
@Suite struct SkippedFileReportTests {
    static let skipped = ImportError(
        .malformedPlist, file: "Pods/Kit/Info.plist", line: 5,
        "the XML is not well-formed (skipped: no application target of the project names it)")

    static var report: ProjectLintReport {
        var statistics = ProjectEncoderTests.statistics
        statistics.skippedFiles = [skipped]
        var r = ProjectEncoderTests.report
        r.statistics = statistics
        return r
    }

    @Test func theLintTextWarnsAtTheSkippedFilesLine() {
        let text = ProjectLintText.render(Self.report)
        #expect(
            text.contains(
                "Pods/Kit/Info.plist:5: warning: the XML is not well-formed (skipped: no application target of the project names it) [import-malformed-plist]\n"
            ))
    }

    @Test func theLintJSONListsTheSkippedFileInItsStatistics() throws {
        let doc = try ProjectEncoderTests.json(ProjectLintEncoder.encode(Self.report))
        let skipped = try #require(((doc["statistics"] as? [String: Any])?["skippedFiles"] as? [[String: Any]])?.first)
        #expect(skipped["file"] as? String == "Pods/Kit/Info.plist")
        #expect(skipped["line"] as? Int == 5)
        #expect(skipped["code"] as? String == "import-malformed-plist")
    }

    /// SARIF 2.1.0 §3.20.21: a problem of the tool's run that is not a result is a notification of the invocation.
    @Test func sarifHasAWarningNotificationOfTheInvocationLocatedAtTheFile() throws {
        let doc = try ProjectEncoderTests.json(ProjectSarifEncoder.encode(Self.report, toolVersion: "1.0.0"))
        let run = try #require((doc["runs"] as? [[String: Any]])?.first)
        let invocation = try #require((run["invocations"] as? [[String: Any]])?.first)
        #expect(invocation["executionSuccessful"] as? Bool == true)
        let note = try #require((invocation["toolExecutionNotifications"] as? [[String: Any]])?.first)
        #expect(note["level"] as? String == "warning")
        #expect((note["descriptor"] as? [String: String])?["id"] == "import-malformed-plist")
        let physical = try #require(((note["locations"] as? [[String: Any]])?.first)?["physicalLocation"] as? [String: Any])
        #expect(physical["artifactLocation"] as? [String: String] == ["uri": "Pods/Kit/Info.plist", "uriBaseId": "%SRCROOT%"])
        #expect(physical["region"] as? [String: Int] == ["startLine": 5])
    }

    @Test func sarifWithNothingSkippedHasAnInvocationWithoutNotifications() throws {
        let doc = try ProjectEncoderTests.json(ProjectSarifEncoder.encode(ProjectEncoderTests.report, toolVersion: "1.0.0"))
        let run = try #require((doc["runs"] as? [[String: Any]])?.first)
        let invocation = try #require((run["invocations"] as? [[String: Any]])?.first)
        #expect(invocation["toolExecutionNotifications"] == nil)
    }
}
