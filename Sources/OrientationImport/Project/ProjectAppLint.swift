import OrientationPolicy

/// Lints one imported app. (Being written.)
struct ProjectAppLint {
    var app: ImportedApp
    var targets: [Device]
    var maxStates: Int

    func run() -> ProjectLintReport.AppReport {
        ProjectLintReport.AppReport(app: app, findings: [], statesExplored: 0, truncated: false)
    }
}
