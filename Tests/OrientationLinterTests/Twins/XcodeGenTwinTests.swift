import OrientationPolicy
import Testing

@testable import ImportFixtures
@testable import OrientationImport
@testable import OrientationLinter

/// An XcodeGen project is linted as the project XcodeGen generates from it: each fixture's findings are those of
/// its twin, the same project written as the checked-in `.xcodeproj` XcodeGen would write.
@Suite struct XcodeGenTwinTests {
    typealias G = XcodeGenFixtures

    static func lint(_ files: [String: String]) throws -> ProjectLintReport {
        ProjectLint.run(try XcodeTargetFixtures.importProject(files))
    }

    /// What a finding says, wherever its Info.plist keys are written (a plist file in the twin, the spec here):
    /// the app, the engine's finding, and the source line it points at.
    struct Said: Hashable {
        var app: String
        var finding: LintFinding
        var sourceLocation: OrientationImport.SourceLocation?
    }

    static func said(_ report: ProjectLintReport) -> Set<Said> {
        Set(
            report.apps.flatMap(\.findings).map {
                Said(app: $0.app, finding: $0.finding, sourceLocation: $0.location.flatMap { $0.file.hasSuffix(".swift") ? $0 : nil })
            })
    }

    /// The findings each fixture must get (app and code): its root, portrait only, has no orientation in common
    /// with the landscape-only app on the phone (a crash on rotation, `UIApplicationInvalidInterfaceOrientation`),
    /// so the app's landscapeLeft is never taken.
    static let rootCrash = ["Tiles invalid-orientation-on-rotation", "Tiles dead-orientation"] + readiness("Tiles")

    /// What moving to the iOS 27 SDK (lint's default) means for every fixture app: none has a scene configuration
    /// (TN3187: it does not launch), and each lists one orientation family for the phone without
    /// `UIRequiresFullScreen`, which an iPhone app on iPad and in iPhone Mirroring ignores (WWDC 2026 session 278).
    static func readiness(_ app: String) -> [String] {
        ["\(app) scene-life-cycle-required", "\(app) iphone-masks-ignored-when-resizable"]
    }

    @Test func eachFixtureGetsItsFindings() throws {
        for (form, spec, expected) in [
            ("info.properties", G.withProperties, Self.rootCrash),
            // Built for iPad too (XcodeGen's iOS preset), with all four iPad orientations and a generated launch
            // screen: the iPad multitasks, and the root's portrait mask is ignored there.
            ("INFOPLIST_KEY_ settings", G.withGeneratedKeys, Self.rootCrash + ["Tiles multitasking-ignores-controller-masks"]),
            // Demo's Release configuration builds it for iPad too, with one orientation in its Info.plist.
            (
                "include, templates, setting groups, configFiles", G.withIncludesAndTemplates,
                Self.rootCrash + ["Demo ipad-multitasking-requires-all-orientations"] + Self.readiness("Demo")
            ),
        ] {
            let found = try Self.lint(spec).apps.flatMap(\.findings).map { "\($0.app) \($0.finding.code.rawValue)" }
            #expect(found.sorted() == expected.sorted(), "\(form)")
        }
    }

    @Test(arguments: [
        ("info.properties", G.withProperties, G.withPropertiesTwin),
        ("INFOPLIST_KEY_ settings", G.withGeneratedKeys, G.withGeneratedKeysTwin),
        ("include, templates, setting groups, configFiles", G.withIncludesAndTemplates, G.withIncludesAndTemplatesTwin),
    ])
    func aSpecIsLintedAsTheProjectXcodeGenGeneratesFromIt(form: String, spec: [String: String], twin: [String: String]) throws {
        let fromSpec = try Self.lint(spec)
        let fromTwin = try Self.lint(twin)
        #expect(fromSpec.apps.map(\.app.name).sorted() == fromTwin.apps.map(\.app.name).sorted(), "\(form)")
        #expect(!Self.said(fromSpec).isEmpty, "\(form)")
        #expect(Self.said(fromSpec) == Self.said(fromTwin), "\(form)")
        for (a, b) in zip(fromSpec.apps.sorted { $0.app.name < $1.app.name }, fromTwin.apps.sorted { $0.app.name < $1.app.name }) {
            #expect(a.app.deviceFamilies == b.app.deviceFamilies, "\(form): \(a.app.name)")
            #expect(a.app.deploymentTarget == b.app.deploymentTarget, "\(form): \(a.app.name)")
        }
    }
}
