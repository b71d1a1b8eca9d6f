import OrientationImport
import OrientationPolicy

/// Merges one app's findings across its scenarios: the same code at the same line with the same exception is one
/// finding (the same controller sits at different pointers in different scenarios), its targets the union.
/// The first occurrence keeps its pointer, message and example, with the scenario that shows it.
struct FindingMerger {
    /// A finding within one scenario.
    struct Identity: Hashable {
        var code: LintCode
        var pointer: String
        var message: String
        var reason: String?

        init(_ f: LintFinding) {
            code = f.code
            pointer = f.pointer
            message = f.message
            reason = f.exception?.reason
        }
    }

    private struct Key: Hashable {
        var code: LintCode
        var location: SourceLocation
        var reason: String?
        var dependsOn: [UnknownValue]
    }

    private var order: [Key] = []
    private var byKey: [Key: ProjectLintFinding] = [:]

    mutating func add(
        _ f: LintFinding, location: SourceLocation, related: [SourceLocation], dependsOn: [UnknownValue],
        scenario: String, app: String
    ) {
        let key = Key(code: f.code, location: location, reason: f.exception?.reason, dependsOn: dependsOn)
        if var existing = byKey[key] {
            for t in f.targets where !existing.finding.targets.contains(t) { existing.finding.targets.append(t) }
            for r in related where !existing.relatedLocations.contains(r) && r != existing.location { existing.relatedLocations.append(r) }
            byKey[key] = existing
            return
        }
        var finding = f
        if !scenario.isEmpty { finding.example = "scenario: \(scenario); state: \(f.example ?? "as reached")" }
        order.append(key)
        byKey[key] = ProjectLintFinding(finding: finding, app: app, location: location, relatedLocations: related, dependsOn: dependsOn)
    }

    /// Findings in the engine's report order, then by location.
    var findings: [ProjectLintFinding] {
        order.compactMap { byKey[$0] }.sorted { a, b in
            if LintFinding.reportOrder(a.finding, b.finding) { return true }
            if LintFinding.reportOrder(b.finding, a.finding) { return false }
            return (a.location ?? SourceLocation(file: "", line: 0)) < (b.location ?? SourceLocation(file: "", line: 0))
        }
    }
}
