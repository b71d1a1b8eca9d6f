import OrientationImport
import OrientationLinter
import OrientationPolicy

/// `lint --format checkstyle`: Checkstyle's XML report (`<checkstyle>`, a `<file name>` per file, an `<error line
/// column severity message source>` per finding), which Jenkins' Warnings plugin, reviewdog and Danger read.
/// Severities: crash and bug `error`, warning `warning`, info `info`; `source` is `orientation-lint.<code>`.
package enum CheckstyleReport {
    package static func render(_ report: ProjectLintReport) -> String {
        let findings = ReportedFinding.all(report)
        var byFile: [String: [ReportedFinding]] = [:]
        for r in findings { byFile[r.place.file, default: []].append(r) }
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n"
        for file in byFile.keys.sorted() {
            out += "  <file name=\"\(XMLText.escape(file))\">\n"
            for r in byFile[file]!.sorted(by: { ($0.place.line, $0.place.column) < ($1.place.line, $1.place.column) }) {
                out += "    <error line=\"\(max(r.place.line, 1))\" column=\"\(max(r.place.column, 1))\""
                out += " severity=\"\(severity(r.severity))\" message=\"\(XMLText.escape(r.message))\""
                out += " source=\"orientation-lint.\(r.code.rawValue)\"/>\n"
            }
            out += "  </file>\n"
        }
        out += "</checkstyle>\n"
        return out
    }

    static func severity(_ s: LintSeverity) -> String {
        switch s {
        case .crash, .bug: "error"
        case .warning: "warning"
        case .info: "info"
        }
    }
}
