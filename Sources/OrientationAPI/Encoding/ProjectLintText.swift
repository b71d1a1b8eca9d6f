import OrientationImport
import OrientationLinter
import OrientationPolicy

/// Project lint for people, shaped like a compiler's diagnostics so terminals and editors link each line:
///
///     App/Sources/Player.swift:12:9: error: <message> [code]
///         UIKit raises UIApplicationInvalidInterfaceOrientation: "<reason>"
///         fix: <what to change>
///         example: <the state that shows it>
///
/// `error` for crashes and bugs, `warning`, `note` for info (the SARIF levels). Grouped per app under a header
/// naming its Info.plist; a finding with no line of its own is reported at the app's Info.plist. Related places
/// and the unknown values a finding depends on follow as indented `note:` lines. Findings an `orientation-lint:`
/// comment silences and those the baseline has are only counted; findings about those comments follow the apps. Ends with one summary line.
package enum ProjectLintText {
    package static func render(_ r: ProjectLintReport) -> String {
        var out = ""
        for app in r.apps {
            let shown = app.findings.filter { !$0.isHidden }
            let n = shown.count
            let suppressed = app.findings.count { $0.isSuppressed }
            let baselined = app.findings.count { $0.isBaselined }
            // Two apps of the same name already carry their Info.plist in the name.
            let place = " (\(app.app.infoPlistPath))"
            out += app.app.name + (app.app.name.hasSuffix(place) ? "" : place) + ": " + (n == 1 ? "1 finding" : "\(n) findings")
            out += hidden(suppressed: suppressed, baselined: baselined).map { " (\($0))" } ?? ""
            out += ", \(app.statesExplored) states explored" + (app.truncated ? " (truncated at --max-states)" : "")
            out += "\n"
            for f in shown { out += finding(f, place: f.location?.description ?? app.app.infoPlistPath) }
            out += "\n"
        }
        let project = r.projectFindings.filter { !$0.isHidden }
        if !project.isEmpty {
            out += "Suppression comments: " + (project.count == 1 ? "1 finding" : "\(project.count) findings") + "\n"
            for f in project { out += finding(f, place: f.location?.description ?? "") }
            out += "\n"
        }
        for e in r.statistics.skippedFiles {
            out += "\(e.file ?? "")\(e.line.map { ":\($0)" } ?? ""): warning: \(e.message) [\(e.code.rawValue)]\n"
        }
        out += summary(r) + "\n"
        return out
    }

    static func finding(_ f: ProjectLintFinding, place: String) -> String {
        var out = "\(place): \(SarifEncoder.level(f.finding.severity)): \(f.finding.message) [\(f.finding.code.rawValue)]\n"
        if let x = f.finding.exception { out += "    UIKit raises \(x.name): \"\(x.reason)\"\n" }
        if let n = f.confidenceNote { out += "    confidence: \(f.confidence.rawValue). \(n)\n" }
        out += "    fix: \(f.finding.fix)\n"
        if let e = f.finding.example { out += "    example: \(e)\n" }
        for l in f.relatedLocations { out += "    \(l): note: related\n" }
        for u in f.dependsOn {
            out += "    \(u.location): note: depends on \(u.className).\(u.member), read as unknown (\(u.reason))\n"
        }
        return out
    }

    /// `1 crash, 0 bugs, 2 warnings, 0 info in 1 app (3 findings, 812 states explored)`.
    package static func summary(_ r: ProjectLintReport) -> String {
        let all = r.allFindings
        let parts = ProjectLintEncoder.counts(all).map { s, count -> String in
            switch s {
            case .crash: count == 1 ? "1 crash" : "\(count) crashes"
            case .bug: count == 1 ? "1 bug" : "\(count) bugs"
            case .warning: count == 1 ? "1 warning" : "\(count) warnings"
            case .info: "\(count) info"
            }
        }
        let apps = r.apps.count == 1 ? "1 app" : "\(r.apps.count) apps"
        let shown = all.count { !$0.isHidden }
        let hiddenCounts = hidden(
            suppressed: all.count { $0.isSuppressed },
            baselined: all.count { $0.isBaselined })
        let findings = (shown == 1 ? "1 finding" : "\(shown) findings") + (hiddenCounts.map { ", " + $0 } ?? "")
        let states = r.apps.reduce(0) { $0 + $1.statesExplored }
        return parts.joined(separator: ", ") + " in \(apps) (\(findings), \(states) states explored)"
    }

    /// `2 suppressed, 3 in the baseline`, or nil when nothing is hidden.
    static func hidden(suppressed: Int, baselined: Int) -> String? {
        var parts: [String] = []
        if suppressed > 0 { parts.append("\(suppressed) suppressed") }
        if baselined > 0 { parts.append("\(baselined) in the baseline") }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }
}
