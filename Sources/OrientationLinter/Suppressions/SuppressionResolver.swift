import OrientationImport
import OrientationPolicy

/// Applies a project's `orientation-lint:` comments to its lint report: each finding a comment covers (its line or
/// one of its related lines, for one of the comment's codes) keeps its place in the report with the comment's
/// reason as a suppression; then every comment that could not take effect is itself reported, as a finding of
/// the project, so suppressions do not rot:
/// - `suppression-without-reason`: no `-- reason`; such a comment silences nothing (the reason is what a reviewer
///   reads, as SARIF's `suppression.justification`);
/// - `unused-suppression`: a code it names silences no finding there, is not a lint code, or the directive is
///   not one the linter knows.
package enum SuppressionResolver {
    package static func apply(_ suppressions: [InSourceSuppression], to report: inout ProjectLintReport) {
        guard !suppressions.isEmpty else { return }
        var used = Set<UsedKey>()
        for a in report.apps.indices {
            for f in report.apps[a].findings.indices {
                let finding = report.apps[a].findings[f]
                let places = (finding.location.map { [$0] } ?? []) + finding.relatedLocations
                for (i, s) in suppressions.enumerated() {
                    guard let reason = s.reason, isKnown(s.directive),
                        s.codes.contains(finding.finding.code.rawValue),
                        places.contains(where: s.covers)
                    else { continue }
                    report.apps[a].findings[f].suppressions.append(
                        FindingSuppression(kind: .inSource, justification: reason, location: s.location))
                    used.insert(UsedKey(suppression: i, code: finding.finding.code.rawValue))
                }
            }
        }
        var problems: [ProjectLintFinding] = []
        for (i, s) in suppressions.enumerated() {
            problems += findings(for: s, used: { used.contains(UsedKey(suppression: i, code: $0)) })
        }
        report.projectFindings += problems.sorted { ($0.location!, $0.finding.message) < ($1.location!, $1.finding.message) }
    }

    private struct UsedKey: Hashable {
        var suppression: Int
        var code: String
    }

    static func isKnown(_ directive: String) -> Bool { SuppressionScanner.directives.contains(directive) }

    /// What is wrong with one comment, given which of its codes silenced something.
    static func findings(for s: InSourceSuppression, used: (String) -> Bool) -> [ProjectLintFinding] {
        func finding(_ code: LintCode, _ message: String) -> ProjectLintFinding {
            ProjectLintFinding(
                finding: LintFinding(code: code, pointer: "", message: message, targets: []),
                app: "", location: s.location)
        }
        guard isKnown(s.directive) else {
            let known = SuppressionScanner.directives.joined(separator: " or ")
            return [
                finding(
                    .unusedSuppression,
                    "orientation-lint:\(s.directive) is not a directive (\(known)); the comment silences nothing.")
            ]
        }
        guard !s.codes.isEmpty else {
            return [finding(.unusedSuppression, "\(s.spelled.dropLast()) names no lint code; it silences nothing.")]
        }
        guard s.reason != nil else {
            return [
                finding(
                    .suppressionWithoutReason,
                    "\(s.spelled) gives no reason after \"--\", so it silences nothing.")
            ]
        }
        let place: String
        switch s.scope {
        case .file: place = "in this file"
        case .nextLine(let line): place = "on line \(line)"
        }
        var out: [ProjectLintFinding] = []
        for code in s.codes where !used(code) {
            if LintCode(rawValue: code) == nil {
                out.append(finding(.unusedSuppression, "\(s.spelled): \"\(code)\" is not a lint code."))
            } else {
                out.append(finding(.unusedSuppression, "\(s.spelled): no \(code) finding \(place) to silence."))
            }
        }
        return out
    }
}
