import OrientationImport
import OrientationLinter
import OrientationPolicy

/// Project lint as JSON (`orientation-server lint --format json`, `POST /v1/lint` with an archive): per app, the
/// `/v1/lint` response's members, each finding with the same members as `/v1/lint` (`code`, `severity`, `title`,
/// `pointer`, `message`, `targets`, `exception`, `fix`, `source`, `references`, `certainty`, `example`) plus where
/// it is in the user's files: `location` (`{"file","line","column"}` or null), `relatedLocations` and `dependsOn`
/// (the unknown values it depends on) and `suppressions` (`[{"kind": "inSource", "justification", "location"}]`
/// when an `orientation-lint:` comment silences it; empty otherwise). Then `projectFindings` (findings about the
/// project's suppression comments rather than an app), the totals over every app and the importer's statistics.
/// With `--baseline`, each finding has `baselineState` (`new` or `unchanged`). Summaries count
/// the findings neither suppressed nor in the baseline, plus `suppressed` and `baselined`.
///
/// `{"apps": [{"name", "infoPlist", "summary": {"crash": n, ...}, "exploration": {"scenarios", "states",
/// "truncated"}, "findings": [...]}], "projectFindings": [...], "summary": {...}, "exploration": {"targets": [...], "apps", "states",
/// "truncated"}, "statistics": {...}}`.
package enum ProjectLintEncoder {
    package static func encode(_ r: ProjectLintReport) -> [UInt8] {
        var w = JSONWriter(capacity: 1024 + 1024 * r.apps.reduce(0) { $0 + $1.findings.count })
        w.beginObject()
        w.key("apps")
        w.beginArray()
        for app in r.apps {
            w.beginObject()
            w.key("name"); w.string(app.app.name)
            w.key("infoPlist"); w.string(app.app.infoPlistPath)
            w.key("summary"); writeSummary(app.findings, to: &w)
            w.key("exploration")
            w.beginObject()
            w.key("scenarios"); w.integer(app.app.scenarios.count)
            w.key("states"); w.integer(app.statesExplored)
            w.key("truncated"); w.bool(app.truncated)
            w.endObject()
            w.key("findings")
            w.beginArray()
            for f in app.findings { write(f, to: &w) }
            w.endArray()
            w.endObject()
        }
        w.endArray()
        w.key("projectFindings")
        w.beginArray()
        for f in r.projectFindings { write(f, to: &w) }
        w.endArray()
        w.key("summary"); writeSummary(r.allFindings, to: &w)
        w.key("exploration")
        w.beginObject()
        w.key("targets")
        w.beginArray()
        for t in r.targets { LintEncoder.writeTarget(t, to: &w) }
        w.endArray()
        w.key("apps"); w.integer(r.apps.count)
        w.key("states"); w.integer(r.apps.reduce(0) { $0 + $1.statesExplored })
        w.key("truncated"); w.bool(r.apps.contains { $0.truncated })
        w.endObject()
        w.key("statistics"); ImportedValuesEncoder.write(r.statistics, to: &w)
        w.endObject()
        return w.bytes
    }

    /// One finding: the `/v1/lint` members, then `location`, `relatedLocations`, `dependsOn`.
    package static func write(_ f: ProjectLintFinding, to w: inout JSONWriter) {
        w.beginObject()
        LintEncoder.writeFindingMembers(f.finding, confidence: f.confidence, confidenceNote: f.confidenceNote, to: &w)
        w.key("location")
        if let l = f.location { ImportedValuesEncoder.write(l, to: &w) } else { w.null() }
        w.key("relatedLocations")
        w.beginArray()
        for l in f.relatedLocations { ImportedValuesEncoder.write(l, to: &w) }
        w.endArray()
        w.key("dependsOn")
        w.beginArray()
        for u in f.dependsOn { ImportedValuesEncoder.write(u, to: &w) }
        w.endArray()
        if let state = f.baselineState { w.key("baselineState"); w.string(state.rawValue) }
        w.key("suppressions")
        w.beginArray()
        for x in f.suppressions {
            w.beginObject()
            w.key("kind"); w.string(x.kind.rawValue)
            w.key("justification"); w.string(x.justification)
            w.key("location")
            if let l = x.location { ImportedValuesEncoder.write(l, to: &w) } else { w.null() }
            w.endObject()
        }
        w.endArray()
        w.endObject()
    }

    /// Findings neither suppressed nor in the baseline per severity, every severity listed, worst first.
    package static func counts(_ findings: [ProjectLintFinding]) -> [(severity: LintSeverity, count: Int)] {
        LintSeverity.allCases.map { s in (s, findings.count { $0.finding.severity == s && !$0.isHidden }) }
    }

    /// `{"crash": n, "bug": n, "warning": n, "info": n, "suppressed": n, "baselined": n}`.
    static func writeSummary(_ findings: [ProjectLintFinding], to w: inout JSONWriter) {
        w.beginObject()
        for (severity, count) in counts(findings) { w.key(severity.rawValue); w.integer(count) }
        w.key("suppressed"); w.integer(findings.count { $0.isSuppressed })
        w.key("baselined"); w.integer(findings.count { $0.isBaselined })
        w.endObject()
    }
}
