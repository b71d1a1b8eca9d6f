import OrientationPolicy

/// Lints one imported app: each scenario with the engine's own lint on the targets of its idiom (and of the
/// devices the app is built for), then again with each value the importer could not read set to each plausible
/// value, so a finding that happens only with some of those values is reported as depending on the unknown
/// instead of being missed or asserted. `dead-orientation`, a claim about every state of the app, is reported
/// only where every one of those runs makes it (`DeadOrientationClaims`).
///
/// `maxStates` bounds each scenario (as `/v1/lint`'s `maxStates` bounds one request): half for the scenario as
/// read, half shared by the plausible-value runs.
struct ProjectAppLint {
    var app: ImportedApp
    var targets: [Device]
    var maxStates: Int
    /// Unknown members tried per scenario, in pointer order; the rest keep UIKit's default only.
    var maxUnknownsPerScenario = 6

    func run() -> ProjectLintReport.AppReport {
        var merged = FindingMerger()
        var dead = DeadOrientationClaims()
        var states = 0
        var truncated = app.scenariosTruncated
        for (i, scenario) in app.scenarios.enumerated() {
            let idiom = app.scenarioIdioms.indices.contains(i) ? app.scenarioIdioms[i] : nil
            let targets = AppLintTargets.targets(self.targets, for: app, idiom: idiom)
            guard !targets.isEmpty else { continue }
            let provenance = app.provenance.indices.contains(i) ? app.provenance[i] : [:]
            let slots = app.unknownSlots.indices.contains(i) ? app.unknownSlots[i] : [:]
            let description = app.scenarioDescriptions.indices.contains(i) ? app.scenarioDescriptions[i] : ""
            let locator = FindingLocator(provenance: provenance, infoPlistPath: app.infoPlistPath)

            let tried = slots.keys.sorted().prefix(maxUnknownsPerScenario)
            let probes = tried.reduce(0) { $0 + PlausibleValues.count(forMember: $1, candidates: slots[$1]?.candidates) }
            let baseBudget = probes == 0 ? maxStates : max(1, maxStates / 2)
            let probeBudget = probes == 0 ? 0 : max(1, (maxStates - baseBudget) / probes)

            let base = Lint.run(scenario, targets: targets, maxStates: baseBudget)
            states += base.statesExplored
            truncated = truncated || base.truncated
            let locate = { (f: LintFinding) in (locator.locate(f), locator.related(f)) }
            // A member read as a choice between literals never takes UIKit's default, so the run as read is not
            // one of the app's possible worlds: its dead orientations are judged by the runs with each literal.
            if !tried.contains(where: { slots[$0]?.candidates != nil }) {
                dead.record(base.findings, on: targets, scenario: description, locate: locate)
            }
            var baseKeys: Set<FindingMerger.Identity> = []
            for f in base.findings where f.code != .deadOrientation {
                baseKeys.insert(FindingMerger.Identity(f))
                merged.add(f, location: locator.locate(f), related: locator.related(f), dependsOn: [],
                           scenario: description, app: app.name)
            }
            for pointer in tried {
                guard let unknown = slots[pointer] else { continue }
                for (value, variant) in PlausibleValues.variants(of: scenario, settingMemberAt: pointer,
                                                                 candidates: unknown.candidates) {
                    let report = Lint.run(variant, targets: targets, maxStates: probeBudget)
                    states += report.statesExplored
                    let what = description + "; if \(unknown.className).\(unknown.member) returns \(value)"
                    dead.record(report.findings, on: targets, scenario: what, locate: locate)
                    for f in report.findings where f.code != .explorationTruncated && f.code != .deadOrientation
                        && !baseKeys.contains(FindingMerger.Identity(f)) {
                        merged.add(f, location: locator.locate(f), related: locator.related(f), dependsOn: [unknown],
                                   scenario: what, app: app.name)
                    }
                }
            }
        }
        dead.add(to: &merged, app: app.name)
        return ProjectLintReport.AppReport(app: app, findings: merged.findings, statesExplored: states, truncated: truncated)
    }
}
