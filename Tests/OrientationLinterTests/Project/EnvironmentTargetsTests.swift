import OrientationPolicy
import Testing

@testable import ImportFixtures
@testable import OrientationImport
@testable import OrientationLinter

/// Lint's iOS 27 environment targets on imported apps. WWDC 2026 session 278, "Modernize your UIKit app": "an
/// iPhone-only app running on iPad" is fully resizable under the phone idiom, in iPhone Mirroring the window is fully
/// resizable and the app always runs in portrait, and an app's supported orientations are a preference there.
@Suite struct EnvironmentTargetsTests {
    static let onIPad = Lint.environmentTargets[0]
    static let mirroring = Lint.environmentTargets[1]
    static let window = Lint.environmentTargets[2]

    static func app(families: [Idiom]?) -> ImportedApp {
        var app = ImportedApp(
            name: "Tiles", infoPlistPath: "Tiles/Info.plist", scenarios: [], provenance: [], unknowns: [], rotationRequests: [])
        app.deviceFamilies = families
        return app
    }

    @Test(
        "Session 278: only an iPhone-only app runs on iPad as an iPhone app; a universal app runs there as an iPad app",
        arguments: [
            ([Idiom.phone], [onIPad, mirroring]), ([.phone, .pad], [mirroring, window]), ([.pad], [window]),
            (nil, Lint.environmentTargets),
        ] as [([Idiom]?, [Device])])
    func environmentsFitTheFamilies(families: [Idiom]?, expected: [Device]) {
        let targets = AppLintTargets.targets(Lint.environmentTargets, for: Self.app(families: families), idiom: nil)
        #expect(targets == expected)
    }

    @Test("Session 278: a portrait-only iPhone app's masks are ignored on iPad and in Mirroring, the targets its finding lists")
    func iPhoneMasksFindingListsTheEnvironments() throws {
        let keys =
            ReadinessLintTests.manifest + ReadinessLintTests.list(["Portrait"])
            + "<key>UIDeviceFamily</key><array><integer>1</integer></array>"
        let found = try ReadinessLintTests.found(.iPhoneMasksIgnoredWhenResizable, plist: keys, targets: Lint.defaultTargets)
        #expect(found.count == 1)
        #expect(found.first?.finding.targets == [Self.onIPad, Self.mirroring])
    }

    @Test("Asked for a phone on 27 without an environment, the iPhone masks finding still lists that phone")
    func iPhoneMasksFindingWithoutEnvironmentTargets() throws {
        let keys = ReadinessLintTests.manifest + ReadinessLintTests.list(["Portrait"])
        let found = try ReadinessLintTests.found(.iPhoneMasksIgnoredWhenResizable, plist: keys, targets: [ReadinessLintTests.phone27])
        #expect(found.first?.finding.targets == [ReadinessLintTests.phone27])
    }

    @Test("A landscape-only game's crash on the iPhone is not reported for iPad or Mirroring, where UIKit ignores masks")
    func ordinaryFindingsStayOffTheEnvironments() throws {
        // The fixture game: a landscape-only app presenting a portrait-only login full screen (the Game Center crash).
        let project = try ProjectFixtures.assemble(ProjectFixtures.files())
        let findings = try #require(ProjectLint.run(project, targets: Lint.defaultTargets).apps.first).findings
        let crash = findings.filter { $0.finding.code == .invalidOrientationOnPresentation }
        #expect(!crash.isEmpty)
        #expect(crash.contains { $0.finding.targets.contains(Lint.defaultTargets[4]) })
        let readiness: Set<LintCode> = [
            .iPhoneMasksIgnoredWhenResizable, .sceneLifeCycleRequired, .layoutBranchesOnOrientation,
            .appDelegateOrientationMethodDeprecated, .statusBarOrientationDeprecated,
        ]
        for f in findings where !readiness.contains(f.finding.code) {
            for t in Lint.environmentTargets { #expect(!f.finding.targets.contains(t), "\(f.finding.code)") }
        }
        // What the environments do to the landscape-only app is the readiness code's finding, on those targets.
        let masks = findings.filter { $0.finding.code == .iPhoneMasksIgnoredWhenResizable }
        #expect(masks.count == 1)
        #expect(masks.first?.finding.targets.allSatisfy { $0.environment != nil } == true)
    }
}
