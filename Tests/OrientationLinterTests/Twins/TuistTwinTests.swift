import OrientationPolicy
import Testing

@testable import ImportFixtures
@testable import OrientationImport
@testable import OrientationLinter

/// A Tuist project is linted as the project `tuist generate` writes from it: each fixture's findings equal those
/// of its twin, the same project checked in as Tuist would generate it (TuistFixtures).
@Suite struct TuistTwinTests {
    typealias T = TuistFixtures

    static func lint(_ files: [String: String]) throws -> ProjectLintReport {
        let project = try ProjectImporter.importProject(InMemoryProjectSource(textFiles: files))
        return ProjectLint.run(project)
    }

    /// What a finding says, without where the Info.plist keys were read (a manifest line, or the derived file's):
    /// the app, the check, the controller, the devices, and the source line it annotates when that is code.
    static func said(_ report: ProjectLintReport) -> [String] {
        report.apps.flatMap { app in
            app.findings.filter { $0.finding.code != .unreadValue }.map { f in
                let at = f.location.map { Self.isCode($0.file) ? "\($0.file.split(separator: "/").last!):\($0.line)" : "project" } ?? "-"
                return "\(app.app.name) \(f.finding.code.rawValue) \(f.finding.pointer) \(f.finding.targets.map { "\($0)" }) \(at)"
            }
        }.sorted()
    }

    /// A source of the app, not the manifest or its helpers.
    static func isCode(_ file: String) -> Bool {
        file.hasSuffix(".swift") && !file.hasSuffix("Project.swift") && !file.contains("ProjectDescriptionHelpers")
    }

    @Test(arguments: [
        ("extendingDefault", T.extendingDefault, T.extendingDefaultTwin),
        ("file", T.file, T.fileTwin),
        ("helper", T.helper, T.helperTwin),
    ])
    func aTuistProjectGetsTheFindingsOfItsGeneratedTwin(_ name: String, _ manifest: [String: String], _ twin: [String: String]) throws {
        let fromManifest = try Self.lint(manifest)
        let fromTwin = try Self.lint(twin)
        #expect(Self.said(fromManifest) == Self.said(fromTwin), "\(name)")
        #expect(!Self.said(fromManifest).isEmpty, "\(name)")
        #expect(fromManifest.apps.map(\.app.name) == fromTwin.apps.map(\.app.name), "\(name)")
    }

    /// The landscape-only iPhone list the manifest writes leaves the portrait-only root no orientation in common on
    /// iPhone (UIApplicationInvalidInterfaceOrientation at launch), while the iPad keeps Tuist's default list of
    /// all four; the finding is named after the target, and its plist key is located on the manifest's line.
    @Test func anExtendedDefaultInfoPlistIsLintedWithTheKeysTheManifestWrites() throws {
        let report = try Self.lint(T.extendingDefault)
        let app = try #require(report.apps.first)
        #expect(report.apps.count == 1)
        #expect(app.app.name == "Tiles")
        #expect(app.app.deviceFamilies == [.phone, .pad])
        #expect(app.app.deploymentTarget == SystemVersion(15, 0))
        let crash = try #require(app.findings.first { $0.finding.code == .invalidOrientationOnRotation })
        #expect(crash.finding.targets.allSatisfy { $0.idiom == .phone })
        let orientations = try #require(app.app.provenance.first?[LintPointer.infoPlistKey("UISupportedInterfaceOrientations")])
        #expect(orientations == SourceLocation(file: "Project.swift", line: 14, column: 17))
    }

    /// The iPhone-only setting of the target's `settings` overrides the `.iOS` destinations: no iPad target.
    @Test func aTargetsOwnDeviceFamilySettingOverridesItsDestinations() throws {
        let report = try Self.lint(T.file)
        let app = try #require(report.apps.first)
        #expect(app.app.deviceFamilies == [.phone])
        #expect(app.app.infoPlistPath == "Reader/Support/Reader-Info.plist")
        #expect(app.findings.allSatisfy { $0.finding.targets.allSatisfy { $0.idiom == .phone } })
    }

    /// The helper's `static let` and the parameters the manifest passes are read where they are written.
    @Test func aHelperFunctionIsReadWithTheManifestsArguments() throws {
        let report = try Self.lint(T.helper)
        let app = try #require(report.apps.first)
        #expect(app.app.name == "Game")
        #expect(app.app.deploymentTarget == SystemVersion(15, 0))
        #expect(app.app.deviceFamilies == [.phone])
        let orientations = try #require(app.app.provenance.first?[LintPointer.infoPlistKey("UISupportedInterfaceOrientations")])
        #expect(orientations.file == "Tuist/ProjectDescriptionHelpers/Project+App.swift")
        #expect(app.findings.allSatisfy { $0.finding.code != .unreadValue })
    }
}
