import OrientationImport
import OrientationLinter
import OrientationPolicy

/// `lint --format junit`: JUnit XML for CI systems that show test reports (Jenkins, GitLab, Azure, CircleCI):
/// one `<testsuite>` per app, one `<testcase>` per finding with a `<failure>` (its `type` the code, its
/// `message` the finding, its text the place, UIKit's exception and the fix). An app with no finding has one
/// passing test case, so the report says it was linted. Findings about suppression comments form a last suite.
package enum JUnitReport {
    package static func render(_ report: ProjectLintReport) -> String {
        let findings = ReportedFinding.all(report)
        var suites: [(name: String, cases: [ReportedFinding])] = report.apps.map { app in
            (app.app.name, findings.filter { $0.app == app.app.name })
        }
        let project = findings.filter { $0.app.isEmpty }
        if !project.isEmpty { suites.append(("Suppression comments", project)) }
        let total = suites.reduce(0) { $0 + max($1.cases.count, 1) }
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"orientation-server lint\" tests=\"\(total)\" failures=\"\(findings.count)\">\n"
        for suite in suites {
            let name = XMLText.escape(suite.name)
            out +=
                "  <testsuite name=\"\(name)\" tests=\"\(max(suite.cases.count, 1))\" failures=\"\(suite.cases.count)\" errors=\"0\" skipped=\"0\">\n"
            if suite.cases.isEmpty {
                out += "    <testcase name=\"no findings\" classname=\"\(name)\"/>\n"
            }
            for r in suite.cases {
                let f = r.finding.finding
                out += "    <testcase name=\"\(XMLText.escape("\(r.place): \(f.code.rawValue)"))\""
                out += " classname=\"\(XMLText.escape(r.place.file))\" file=\"\(XMLText.escape(r.place.file))\" line=\"\(max(r.place.line, 1))\">\n"
                var text = "\(r.place): \(f.severity.rawValue): \(f.message)\n"
                if let x = f.exception { text += "UIKit raises \(x.name): \"\(x.reason)\"\n" }
                text += "fix: \(f.fix)\n"
                out += "      <failure type=\"\(f.code.rawValue)\" message=\"\(XMLText.escape(f.message))\">"
                out += XMLText.escape(text) + "</failure>\n"
                out += "    </testcase>\n"
            }
            out += "  </testsuite>\n"
        }
        out += "</testsuites>\n"
        return out
    }
}
