import Foundation
import OrientationImport
import OrientationLinter
import OrientationPolicy
import Testing

@testable import OrientationAPI

#if canImport(FoundationXML)
import FoundationXML
#endif

/// The CI reporters, read back with independent parsers: GitHub's workflow-command grammar, JSON for GitLab's
/// Code Quality fields, and an XML parser (libxml2, through FoundationXML) for JUnit and Checkstyle.
@Suite struct CIReporterTests {
    typealias P = ProjectEncoderTests

    /// The encoders' report (a crash at the storyboard, a warning without a line of its own), plus a finding
    /// silenced in the source and one with every character the formats must escape.
    static var report: ProjectLintReport {
        var r = P.report
        var silenced = r.apps[0].findings[0]
        silenced.suppressions = [FindingSuppression(kind: .inSource, justification: "known")]
        r.apps[0].findings.append(silenced)
        r.apps[0].findings.append(
            ProjectLintFinding(
                finding: LintFinding(
                    code: .deadOrientation, pointer: "/app/infoPlist",
                    message: "100% <wrong> & \"odd\": a, b\nnext line", targets: []),
                app: "Arcade", location: SourceLocation(file: "App/My Dir,1:2/Info.plist", line: 4, column: 2)))
        return r
    }

    static func xml(_ text: String) throws -> XMLDocument {
        try XMLDocument(data: Data(text.utf8), options: [])
    }

    @Test func githubWritesOneWorkflowCommandPerReportedFinding() {
        let lines = GitHubAnnotations.render(Self.report).split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(
            lines[0].hasPrefix(
                "::error file=App/Base.lproj/Main.storyboard,line=40,col=17,title=Full-screen presentation raises UIApplicationInvalidInterfaceOrientation [invalid-orientation-on-presentation]::GKGameCenterViewController supports only portrait"
            ))
        #expect(lines[0].contains("%0AUIKit raises UIApplicationInvalidInterfaceOrientation: "))
        // No line of its own: line 1 of the app's Info.plist.
        #expect(lines[1].hasPrefix("::warning file=App/Info.plist,line=1,col=1,title="))
    }

    @Test func githubEscapesDataAndPropertiesAsTheActionsToolkitDoes() throws {
        let line = try #require(GitHubAnnotations.render(Self.report).split(separator: "\n").last.map(String.init))
        #expect(
            line.hasPrefix("::warning file=App/My Dir%2C1%3A2/Info.plist,line=4,col=2,title=Listed orientation never reachable [dead-orientation]::"))
        #expect(line.contains("::100%25 <wrong> & \"odd\": a, b%0Anext line%0Afix: "))
        #expect(GitHubAnnotations.escapeData("a\r\nb%") == "a%0D%0Ab%25")
        #expect(GitHubAnnotations.escapeProperty("a:b,c%") == "a%3Ab%2Cc%25")
    }

    @Test func gitlabHasCodeQualitysFieldsAndUniqueFingerprints() throws {
        let issues = try #require(
            try JSONSerialization.jsonObject(with: Data(GitLabCodeQuality.encode(Self.report)))
                as? [[String: Any]])
        #expect(issues.count == 3)
        for issue in issues {
            #expect(issue["description"] is String)
            #expect(issue["check_name"] is String)
            #expect(["info", "minor", "major", "critical", "blocker"].contains(issue["severity"] as? String ?? ""))
            let location = try #require(issue["location"] as? [String: Any])
            #expect(location["path"] is String)
            #expect(((location["lines"] as? [String: Any])?["begin"] as? Int ?? 0) >= 1)
        }
        #expect(issues.map { $0["severity"] as? String } == ["blocker", "minor", "minor"])
        let fingerprints = issues.compactMap { $0["fingerprint"] as? String }
        #expect(Set(fingerprints).count == 3 && fingerprints.allSatisfy { $0.count == 32 })
    }

    @Test func gitlabFingerprintsDoNotChangeWhenLinesMove() throws {
        var moved = Self.report
        moved.apps[0].findings[0].location?.line += 10
        func fingerprints(_ r: ProjectLintReport) throws -> [String] {
            let issues = try JSONSerialization.jsonObject(with: Data(GitLabCodeQuality.encode(r))) as? [[String: Any]]
            return (issues ?? []).compactMap { $0["fingerprint"] as? String }
        }
        #expect(try fingerprints(moved) == fingerprints(Self.report))
    }

    @Test func junitHasATestSuitePerAppAndAFailingTestCasePerReportedFinding() throws {
        let doc = try Self.xml(JUnitReport.render(Self.report))
        let root = try #require(doc.rootElement())
        #expect(root.name == "testsuites")
        #expect(root.attribute(forName: "failures")?.stringValue == "3")
        let suites = root.elements(forName: "testsuite")
        #expect(suites.map { $0.attribute(forName: "name")?.stringValue } == ["Arcade"])
        let cases = suites[0].elements(forName: "testcase")
        #expect(cases.count == 3)
        #expect(cases.allSatisfy { $0.elements(forName: "failure").count == 1 })
        let last = try #require(cases.last?.elements(forName: "failure").first)
        #expect(last.attribute(forName: "type")?.stringValue == "dead-orientation")
        #expect(last.attribute(forName: "message")?.stringValue == "100% <wrong> & \"odd\": a, b\nnext line")
    }

    @Test func junitGivesAnAppWithoutFindingsOnePassingTestCase() throws {
        var clean = Self.report
        clean.apps[0].findings = []
        let suite = try #require(try Self.xml(JUnitReport.render(clean)).rootElement()?.elements(forName: "testsuite").first)
        let cases = suite.elements(forName: "testcase")
        #expect(cases.count == 1)
        #expect(cases[0].elements(forName: "failure").isEmpty)
    }

    @Test func checkstyleHasAFileElementPerFileAndAnErrorPerReportedFinding() throws {
        let root = try #require(try Self.xml(CheckstyleReport.render(Self.report)).rootElement())
        #expect(root.name == "checkstyle")
        let files = root.elements(forName: "file")
        #expect(
            files.map { $0.attribute(forName: "name")?.stringValue } == [
                "App/Base.lproj/Main.storyboard", "App/Info.plist", "App/My Dir,1:2/Info.plist",
            ])
        let errors = files.flatMap { $0.elements(forName: "error") }
        #expect(errors.map { $0.attribute(forName: "severity")?.stringValue } == ["error", "warning", "warning"])
        #expect(errors[0].attribute(forName: "line")?.stringValue == "40")
        #expect(errors[0].attribute(forName: "column")?.stringValue == "17")
        #expect(errors[0].attribute(forName: "source")?.stringValue == "orientation-lint.invalid-orientation-on-presentation")
    }

    @Test func xmlTextEscapesWhatXMLForbids() throws {
        let escaped = XMLText.escape("a<b>&\"'\u{1}\tc")
        #expect(escaped == "a&lt;b&gt;&amp;&quot;&apos;\u{FFFD}&#9;c")
    }
}
