import OrientationImport
import OrientationPolicy

extension ProjectLintFinding {
    /// The finding's confidence (`LintFinding.confidence`), at most inferred when it depends on a value the
    /// linter could not read: with another value it may not happen.
    package var confidence: Certainty {
        dependsOn.isEmpty ? finding.confidence : finding.confidence.capped(at: .inferred)
    }

    /// The weak link in words: the finding's own, or the unread value it depends on.
    package var confidenceNote: String? {
        if let note = finding.confidenceNote { return note }
        guard let u = dependsOn.first else { return nil }
        return "Rests on a value the linter could not read: \(u.className).\(u.member) (\(u.reason))."
    }
}
