import OrientationImport
import OrientationPolicy

/// `dead-orientation` ("no reachable state lets the interface take it") is a claim about the whole app, but the
/// engine makes it about the one scenario it was given. An imported app is linted as several scenarios (the
/// app as launched, and as reached through each presentation the importer found) and, for values it could not
/// read, once per plausible value. An orientation that one presentation's scenario never reaches may be the
/// orientation the launch scenario lives in, and one reached only when an unknown `supportedInterfaceOrientations`
/// returns something other than UIKit's default is not provably dead either.
///
/// So a claim stands for a target only when every lint run on that target made it: every scenario of the app,
/// and every plausible-value run. A run that explored nothing to the end (truncated) makes no claims, so it
/// withdraws them all: a warning that asks a team to delete an orientation from its Info.plist has to be true.
struct DeadOrientationClaims {
    private struct Claim: Hashable {
        var pointer: String
        var message: String
        var target: Device
    }

    /// What one finding needs to be reported once it stands: where it points, and the first scenario showing it.
    private struct Report {
        var finding: LintFinding
        var location: SourceLocation
        var related: [SourceLocation]
        var scenario: String
    }

    private var standing: Set<Claim> = []
    /// Targets some run has linted: a claim made before a later run on the same target is checked against it.
    private var linted: Set<Device> = []
    private var reports: [Report] = []
    /// Every claim in the order it was first made, so targets are listed in the order the engine checked them.
    private var order: [Claim] = []

    /// Takes one lint run's findings on `targets`; the claims it does not repeat are withdrawn. `locate` is
    /// asked only for findings not seen before.
    mutating func record(
        _ findings: [LintFinding], on targets: [Device], scenario: String,
        locate: (LintFinding) -> (SourceLocation, [SourceLocation])
    ) {
        var made: Set<Claim> = []
        for f in findings where f.code == .deadOrientation {
            for t in f.targets { made.insert(Claim(pointer: f.pointer, message: f.message, target: t)) }
        }
        let covered = Set(targets)
        // A claim on a target this run linted stands only if this run made it too.
        standing = standing.filter { !covered.contains($0.target) || made.contains($0) }
        // A new claim on a target an earlier run linted was not made by that run.
        standing.formUnion(made.filter { !linted.contains($0.target) })
        for f in findings where f.code == .deadOrientation {
            for t in f.targets {
                let c = Claim(pointer: f.pointer, message: f.message, target: t)
                if !order.contains(c) { order.append(c) }
            }
        }
        linted.formUnion(covered)
        for f in findings
        where f.code == .deadOrientation
            && !reports.contains(where: { $0.finding.pointer == f.pointer && $0.finding.message == f.message })
        {
            let (location, related) = locate(f)
            reports.append(Report(finding: f, location: location, related: related, scenario: scenario))
        }
    }

    /// How many findings `add(to:app:)` would report.
    var standingCount: Int {
        reports.filter { r in order.contains { $0.pointer == r.finding.pointer && $0.message == r.finding.message && standing.contains($0) } }.count
    }

    /// The claims that every run made, each with only the targets where it stands.
    func add(to merged: inout FindingMerger, app: String) {
        for r in reports {
            var finding = r.finding
            finding.targets = order.filter {
                $0.pointer == finding.pointer && $0.message == finding.message && standing.contains($0)
            }.map(\.target)
            guard !finding.targets.isEmpty else { continue }
            merged.add(finding, location: r.location, related: r.related, dependsOn: [], scenario: r.scenario, app: app)
        }
    }
}
