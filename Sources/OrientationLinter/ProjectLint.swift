import OrientationImport
import OrientationPolicy

/// Lints an imported project: every scenario of every app with the engine's own lint, findings merged per app
/// and located in the user's files through the scenario's provenance; then the project's `orientation-lint:`
/// comments are applied (`SuppressionResolver`). `linkedAgainst`: the SDK the apps are built with, for the iOS 27
/// readiness codes (`ReadinessLint`); nil: the SDK each app's project pins (`ImportedApp.sdkVersion`), else
/// today's (`SDKROOT = iphoneos`, Xcode's default, is the latest SDK of whichever Xcode builds it).
package enum ProjectLint {
    package static func run(
        _ project: ImportedProject, targets: [Device] = [], maxStates: Int = Lint.defaultMaxStates,
        linkedAgainst: SystemVersion? = nil,
        progress: (ImportProgress) -> Void = { _ in }
    ) -> ProjectLintReport {
        let targets = targets.isEmpty ? Lint.defaultTargets : targets
        var apps: [ProjectLintReport.AppReport] = []
        for app in project.apps {
            var lint = ProjectAppLint(app: app, targets: targets, maxStates: maxStates)
            lint.linkedAgainst = linkedAgainst ?? app.sdkVersion ?? ForcedRotationLint.currentSDK
            let report = lint.run()
            progress(.linted(app: app.name, states: report.statesExplored))
            apps.append(report)
        }
        var report = ProjectLintReport(apps: apps, targets: targets, statistics: project.statistics)
        SuppressionResolver.apply(project.suppressions, to: &report)
        return report
    }
}
