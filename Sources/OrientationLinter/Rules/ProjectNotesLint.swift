import OrientationImport
import OrientationPolicy

/// The `unread-value` notes of an app whose target a project description (a Tuist manifest) gives: each value the
/// importer could not read there, at the line that writes it, and the checked-in project that was read instead of
/// the manifest beside it. What lint says about the app rests on the rest; the note says what it could not use.
enum ProjectNotesLint {
    static func findings(app: ImportedApp, targets: [Device]) -> [(finding: LintFinding, location: SourceLocation)] {
        app.projectNotes.map { note in
            var finding = LintFinding(code: .unreadValue, pointer: "", message: Self.sentence(note.value), targets: targets)
            finding.fixOverride =
                note.value.contains("checked-in")
                ? "Nothing to change for lint: delete the checked-in project if the manifest is the source of truth, or lint a checkout generated from it."
                : "Write the value as a literal in the manifest (or a `static let` of its helpers), so it can be read without running Tuist."
            return (finding, note.location)
        }
    }

    private static func sentence(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.uppercased() + text.dropFirst() + (text.hasSuffix(".") ? "" : ".")
    }
}
