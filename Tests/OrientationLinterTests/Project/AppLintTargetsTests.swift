import OrientationPolicy
import Testing

@testable import OrientationImport
@testable import OrientationLinter

/// The devices an imported app is linted on: the requested ones, for the families it is built for, never below
/// the iOS it can be installed on.
@Suite struct AppLintTargetsTests {
    static func app(families: [Idiom]? = nil, deploymentTarget: SystemVersion? = nil) -> ImportedApp {
        var app = ImportedApp(
            name: "Tiles", infoPlistPath: "Tiles/Info.plist", scenarios: [], provenance: [],
            unknowns: [], rotationRequests: [])
        app.deviceFamilies = families
        app.deploymentTarget = deploymentTarget
        return app
    }

    static func versions(_ devices: [Device]) -> [String] {
        devices.map { "\($0.idiom == .pad ? "pad" : "phone") \($0.systemVersion)" + ($0.environment.map { " \($0.rawValue)" } ?? "") }
    }

    @Test("without a deployment target or families, the requested targets are linted as they are")
    func unchanged() {
        let targets = AppLintTargets.targets(Lint.defaultTargets, for: Self.app(), idiom: nil)
        #expect(targets == Lint.defaultTargets)
    }

    @Test("targets older than the deployment target are raised to it, once per idiom, in the requested order")
    func raised() {
        let targets = AppLintTargets.targets(
            Lint.defaultTargets, for: Self.app(deploymentTarget: SystemVersion(15, 0)),
            idiom: nil)
        #expect(
            Self.versions(targets) == [
                "phone 15.0", "pad 15.0", "phone \(SystemVersion.newestModelled)",
                "pad \(SystemVersion.newestModelled)", "phone 27.0 iPhoneAppOnIPad", "phone 27.0 iPhoneMirroring",
                "pad 27.0 resizableWindow",
            ])
    }

    @Test(
        "a raised iPad multitasks from iOS 11, which no iPad without multitasking can install",
        arguments: [
            (SystemVersion(10, 3), false), (SystemVersion(11, 0), true), (SystemVersion(15, 0), true),
        ])
    func raisedPadMultitasks(deploymentTarget: SystemVersion, multitasks: Bool) {
        let oldPad = Device(idiom: .pad, systemVersion: SystemVersion(6, 0), supportsMultitasking: false)
        let targets = AppLintTargets.targets([oldPad], for: Self.app(deploymentTarget: deploymentTarget), idiom: nil)
        #expect(targets.map(\.supportsMultitasking) == [multitasks])
        #expect(targets.map(\.systemVersion) == [deploymentTarget])
    }

    @Test("an app that installs on iOS 5.1 keeps lint's iOS 5.1 and 6.0 targets")
    func oldDeploymentTarget() {
        let targets = AppLintTargets.targets(
            Lint.defaultTargets, for: Self.app(deploymentTarget: SystemVersion(5, 1)),
            idiom: nil)
        #expect(targets == Lint.defaultTargets)
    }

    @Test("an iPhone-only app is not linted on an iPad, and a scenario built for one idiom only on that idiom")
    func families() {
        let phoneOnly = AppLintTargets.targets(Lint.defaultTargets, for: Self.app(families: [.phone]), idiom: nil)
        // 5.1, 6.0, 27.0, and on 27 the iPhone app on iPad and in iPhone Mirroring.
        #expect(phoneOnly.allSatisfy { $0.idiom == .phone } && phoneOnly.count == 5)
        let padScenario = AppLintTargets.targets(Lint.defaultTargets, for: Self.app(), idiom: .pad)
        // 5.1, 6.0, 27.0 and the resizable window on 27.
        #expect(padScenario.allSatisfy { $0.idiom == .pad } && padScenario.count == 4)
    }
}
