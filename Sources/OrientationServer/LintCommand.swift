import ArgumentParser
import OrientationAPI
import OrientationImport
import OrientationLinter
import OrientationPolicy

/// `orientation-server lint PATH`: imports an iOS project and lints every app in it, for people (text, like a
/// compiler's diagnostics), for tools (`json`, the `/v1/lint` response per app), for code scanning (`sarif`,
/// every result on a line of the user's own files) or for CI systems (`github` workflow commands, `gitlab` Code
/// Quality, `junit` and `checkstyle` XML).
///
/// Exit status: 0 when no finding is at or above `--fail-on`, 1 when one is, 2 for a usage error or a project
/// that cannot be read (`file:line: message` on standard error).
struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Lint an iOS project's orientation code: Info.plist, storyboards, Swift and Objective-C.",
        discussion: """
            Exit status: 0 when no finding is at or above --fail-on (and at least as sure as --fail-on-confidence), 1 when one is, 2 for a usage error or a \
            project that cannot be read. Progress goes to standard error, one line per stage (--quiet silences it).
            """)

    enum Format: String, CaseIterable, ExpressibleByArgument {
        case text, json, sarif, github, gitlab, junit, checkstyle
    }

    /// The severities of `LintSeverity`, plus `never`.
    enum FailOn: String, CaseIterable, ExpressibleByArgument {
        case crash, bug, warning, info, never

        var severity: LintSeverity? { LintSeverity(rawValue: rawValue) }
    }

    /// The certainties of `Certainty`: the weakest confidence that still fails a build.
    enum FailOnConfidence: String, CaseIterable, ExpressibleByArgument {
        case documented, observed, inferred, disputed

        var certainty: Certainty { Certainty(rawValue: rawValue)! }
    }

    @OptionGroup var project: ProjectOptions

    @Option(help: "text|json|sarif|github|gitlab|junit|checkstyle. (default: text)")
    var format: Format = .text

    @Option(help: "Exit 1 when a finding is at least this severe: crash|bug|warning|info|never. (default: crash)")
    var failOn: FailOn?

    @Option(
        help: """
            Exit 1 only for findings at least this sure: documented|observed|inferred|disputed. A finding resting on an \
            inferred or disputed claim (or on a value lint could not read) is reported but fails no build by default. \
            (default: observed)
            """)
    var failOnConfidence: FailOnConfidence?

    @Option(
        help: """
            The configuration file (YAML). (default: .orientation-lint.yml in the project folder, if there is one)
            """)
    var config: String?

    @Option(
        help: """
            Devices and iOS versions to lint on, as /v1/lint's targets: a JSON array of device objects, or \
            phone@17.0,pad@16.4 (idiom, optionally @ and a version; an iOS 27 environment may stand for the idiom: \
            iPhoneAppOnIPad@27.0, iPhoneMirroring, resizableWindow). (default: lint's default targets)
            """)
    var targets: String?

    @Option(
        help: """
            The iOS SDK the app is built with, for the iOS 27 readiness codes (scene-life-cycle-required and the \
            others): they need 27.0 or later. (default: the SDK the project pins in SDKROOT, such as iphoneos17.0; \
            else \(SystemVersion.newestModelled), today's SDK, since SDKROOT = iphoneos means the latest)
            """)
    var linkedAgainst: String?

    @Option(help: "Bound on the states explored per app, 1...\(Lint.maximumMaxStates). (default: \(Lint.defaultMaxStates))")
    var maxStates: Int = Lint.defaultMaxStates

    @Option(
        help: """
            Compare with this baseline file (written by --write-baseline): findings it records are kept in JSON and \
            SARIF as unchanged but leave the text report and the exit status.
            """)
    var baseline: String?

    @Option(help: "Record the findings of this run (not suppressed in the source) in this baseline file.")
    var writeBaseline: String?

    func validate() throws {
        guard (1...Lint.maximumMaxStates).contains(maxStates) else {
            throw ValidationError("--max-states must be 1...\(Lint.maximumMaxStates), got \(maxStates)")
        }
        _ = try parsedTargets()
        _ = try parsedSDK()
    }

    /// The SDK `--linked-against` names; nil: each app's project says (`ProjectLint.run`).
    func parsedSDK() throws -> SystemVersion? {
        guard let linkedAgainst else { return nil }
        do throws(VocabularyError) {
            return try SystemVersion(parsing: linkedAgainst)
        } catch {
            throw ValidationError("--linked-against: \(error.message)")
        }
    }

    func parsedTargets() throws -> [Device] {
        guard let targets else { return [] }
        do throws(APIProblem) {
            return try LintRequest.parseTargets(targets)
        } catch {
            let at = error.pointer.map { $0.isEmpty ? "" : " at \($0)" } ?? ""
            throw ValidationError("--targets\(at): \(error.detail)")
        }
    }

    func run() throws {
        let limits = ImportLimits()
        let opened: (source: any ProjectSource, rootURI: String?, root: ProjectRoot?)
        do throws(ImportError) {
            opened = try ProjectPath.open(
                project.path, limits: limits, stripComponents: project.stripComponents, projectRoot: project.projectRoot)
        } catch {
            throw ProjectCommand.failure(error)
        }
        let configuration =
            try ConfigurationLoading.load(explicit: config, projectPath: project.path, root: opened.root)
            ?? LintConfiguration()
        var devices = try parsedTargets()
        if targets == nil, let fromFile = configuration.targets {
            devices = (try? LintRequest.parseTargets(fromFile)) ?? []
        }
        let sdk = try parsedSDK()
        var report: ProjectLintReport
        let rootURI = opened.rootURI
        do throws(ImportError) {
            let imported = try ProjectImporter.importProject(
                configuration.filter(opened.source), limits: limits,
                progress: project.progress)
            report = ProjectLint.run(
                imported, targets: devices, maxStates: maxStates, linkedAgainst: sdk,
                progress: project.progress)
        } catch {
            throw ProjectCommand.failure(error)
        }
        configuration.apply(to: &report)
        // A baseline the configuration file names must stay inside the project root when the file is the project's.
        if let baseline {
            try BaselineOptions.apply(read: baseline, write: writeBaseline, to: &report)
        } else {
            try BaselineOptions.apply(
                read: configuration.baseline.map { ConfigurationLoading.resolve($0, beside: configuration.file) },
                inside: configuration.namesInside, write: writeBaseline, to: &report)
        }
        switch format {
        case .text: try project.emit(Array(ProjectLintText.render(report).utf8))
        case .json: try project.emit(ProjectLintEncoder.encode(report) + [UInt8(ascii: "\n")])
        case .sarif:
            try project.emit(
                ProjectSarifEncoder.encode(
                    report, toolVersion: OrientationServerCommand.version,
                    rootURI: rootURI) + [UInt8(ascii: "\n")])
        case .github: try project.emit(Array(GitHubAnnotations.render(report).utf8))
        case .gitlab: try project.emit(GitLabCodeQuality.encode(report) + [UInt8(ascii: "\n")])
        case .junit: try project.emit(Array(JUnitReport.render(report).utf8))
        case .checkstyle: try project.emit(Array(CheckstyleReport.render(report).utf8))
        }
        let sureEnough = (failOnConfidence ?? configuration.failOnConfidence ?? .observed).certainty
        if let threshold = (failOn ?? configuration.failOn ?? .crash).severity,
            report.allFindings.contains(where: {
                !$0.isHidden && $0.finding.severity <= threshold && $0.confidence >= sureEnough
            })
        {
            throw ExitCode(1)
        }
    }
}
