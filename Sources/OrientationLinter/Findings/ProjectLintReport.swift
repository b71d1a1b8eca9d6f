import OrientationImport
import OrientationPolicy

/// One lint finding located in the user's own files.
package struct ProjectLintFinding: Sendable, Hashable {
    package var finding: LintFinding
    /// The app (ImportedApp.name) it belongs to.
    package var app: String
    /// The line to annotate: the override, the segue or `present` call, the Info.plist key; nil when the
    /// finding is about the whole app and no key exists.
    package var location: SourceLocation?
    /// Other places involved (the presenting controller, the container's category, ...).
    package var relatedLocations: [SourceLocation]
    /// The unknown values this finding depends on: with other values it may not happen.
    package var dependsOn: [UnknownValue]
    /// Why the finding is silenced, when it is: reported, but out of the exit status and the text report's list.
    package var suppressions: [FindingSuppression] = []

    /// Whether a suppression silences it.
    package var isSuppressed: Bool { !suppressions.isEmpty }
    /// `new` or `unchanged` when the run compares with a baseline (`Baseline.compare`); nil otherwise.
    package var baselineState: BaselineState?

    package init(
        finding: LintFinding, app: String, location: SourceLocation?, relatedLocations: [SourceLocation] = [],
        dependsOn: [UnknownValue] = []
    ) {
        self.finding = finding
        self.app = app
        self.location = location
        self.relatedLocations = relatedLocations
        self.dependsOn = dependsOn
    }
}

/// Why a finding is silenced, as SARIF's `suppression` object says it (OASIS SARIF 2.1.0, section 3.35): a
/// comment in the source (`inSource`) or a setting outside it (`external`), with the justification given.
package struct FindingSuppression: Sendable, Hashable {
    package enum Kind: String, Sendable, Hashable {
        case inSource, external
    }

    package var kind: Kind
    package var justification: String
    /// The comment that silences it (`inSource`); nil for an external one.
    package var location: SourceLocation?

    package init(kind: Kind, justification: String, location: SourceLocation? = nil) {
        self.kind = kind
        self.justification = justification
        self.location = location
    }
}

/// Lint of a whole project: one report per app, findings merged across that app's scenarios.
package struct ProjectLintReport: Sendable, Hashable {
    package struct AppReport: Sendable, Hashable {
        package var app: ImportedApp
        package var findings: [ProjectLintFinding]
        package var statesExplored: Int
        package var truncated: Bool

        package init(app: ImportedApp, findings: [ProjectLintFinding], statesExplored: Int, truncated: Bool) {
            self.app = app
            self.findings = findings
            self.statesExplored = statesExplored
            self.truncated = truncated
        }
    }
    package var apps: [AppReport]
    package var targets: [Device]
    package var statistics: ImportStatistics
    /// Findings about the project rather than one app: its suppression comments (`suppression-without-reason`,
    /// `unused-suppression`). `app` is empty.
    package var projectFindings: [ProjectLintFinding] = []

    /// What the baseline the run compared with records that it found no more (SARIF's `absent` results).
    package var absentFromBaseline: [Baseline.Entry] = []

    /// Every finding: each app's, then the project's.
    package var allFindings: [ProjectLintFinding] { apps.flatMap(\.findings) + projectFindings }

    package init(apps: [AppReport], targets: [Device], statistics: ImportStatistics) {
        self.apps = apps
        self.targets = targets
        self.statistics = statistics
    }
}
