import OrientationImport
import OrientationPolicy

/// Lints an imported project: every scenario of every app with the engine's own lint, findings merged per app
/// and located in the user's files through the scenario's provenance; then the project's `orientation-lint:`
/// comments are applied (`SuppressionResolver`). `linkedAgainst`: the SDK the apps are built with, for the iOS 27
/// readiness codes (`ReadinessLint`); today's unless the caller says otherwise.
package enum ProjectLint {
    package static func run(
        _ project: ImportedProject, targets: [Device] = [], maxStates: Int = Lint.defaultMaxStates,
        linkedAgainst: SystemVersion = .newestModelled,
        progress: (ImportProgress) -> Void = { _ in }
    ) -> ProjectLintReport {
        let targets = targets.isEmpty ? Lint.defaultTargets : targets
        var apps: [ProjectLintReport.AppReport] = []
        for app in project.apps {
            var lint = ProjectAppLint(app: app, targets: targets, maxStates: maxStates)
            lint.linkedAgainst = linkedAgainst
            let report = lint.run()
            progress(.linted(app: app.name, states: report.statesExplored))
            apps.append(report)
        }
        var report = ProjectLintReport(apps: apps, targets: targets, statistics: project.statistics)
        SuppressionResolver.apply(project.suppressions, to: &report)
        return report
    }
}
