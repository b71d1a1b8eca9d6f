import OrientationImport
import OrientationLinter
import OrientationPolicy

/// `lint --format gitlab`: a GitLab Code Quality report (the Code Climate issue subset GitLab reads, "Code
/// Quality" in GitLab's CI documentation): a JSON array with per finding `description`, `check_name`,
/// `fingerprint`, `severity` and `location.path` with `location.lines.begin`.
///
/// Severities: crash `blocker`, bug `critical`, warning `minor`, info `info`. The fingerprint is stable while
/// lines move (the baseline's key), so GitLab tracks a finding across merge requests.
package enum GitLabCodeQuality {
    package static func encode(_ report: ProjectLintReport) -> [UInt8] {
        let findings = ReportedFinding.all(report)
        var w = JSONWriter(capacity: 256 + 512 * findings.count)
        w.beginArray()
        for r in findings {
            w.beginObject()
            w.key("type"); w.string("issue")
            w.key("description"); w.string(r.message)
            w.key("check_name"); w.string(r.code.rawValue)
            w.key("fingerprint"); w.string(r.fingerprint)
            w.key("severity"); w.string(severity(r.severity))
            w.key("categories")
            w.beginArray()
            w.string(r.severity == .crash || r.severity == .bug ? "Bug Risk" : "Compatibility")
            w.endArray()
            w.key("location")
            w.beginObject()
            w.key("path"); w.string(r.place.file)
            w.key("lines")
            w.beginObject()
            w.key("begin"); w.integer(max(r.place.line, 1))
            w.endObject()
            w.endObject()
            w.endObject()
        }
        w.endArray()
        return w.bytes
    }

    package static func severity(_ s: LintSeverity) -> String {
        switch s {
        case .crash: "blocker"
        case .bug: "critical"
        case .warning: "minor"
        case .info: "info"
        }
    }
}
