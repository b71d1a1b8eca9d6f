import Testing

@testable import OrientationPolicy

/// Lint on the iOS 27 environments. WWDC 2026 session 278, "Modernize your UIKit app": an iPhone-only app running on
/// iPad is fully resizable under the phone idiom; in iPhone Mirroring the window is fully resizable and the app always
/// runs in the portrait interface orientation; an app's supported orientations are a preference, ignored while it
/// runs in a resizable environment; `UIRequiresFullScreen` enables discrete resizing that honours them.
@Suite("Lint on the iOS 27 environments")
struct LintEnvironmentTargetTests {
    static let onIPad = Lint.environmentTargets[0]
    static let mirroring = Lint.environmentTargets[1]
    static let window = Lint.environmentTargets[2]
    static let phone27 = lintPhone(27, homeButton: false)

    @Test("The default targets end with an iPhone app on iPad, iPhone Mirroring and an iPad app in a resizable window, on 27")
    func defaults() {
        #expect(Lint.defaultTargets.suffix(3) == Lint.environmentTargets)
        #expect(Lint.environmentTargets.map(\.environment) == [.iPhoneAppOnIPad, .iPhoneMirroring, .resizableWindow])
        #expect(Lint.environmentTargets.map(\.idiom) == [.phone, .phone, .pad])
        #expect(Lint.environmentTargets.allSatisfy { $0.systemVersion == SystemVersion(27, 0) })
        // The iPhone app on iPad runs on iPad hardware, which supports upside-down.
        #expect(Policy.deviceMask(Self.onIPad) == .all)
    }

    @Test("Session 278: masks are a preference in a resizable environment, so the Game Center crash is not reported there")
    func gameCenterNotACrashWhereMasksAreIgnored() {
        let r = Lint.run(LintCrashFindingTests.gameCenter(style: .fullScreen))
        let crashTargets = r.findings(.invalidOrientationOnPresentation).flatMap(\.targets)
        #expect(crashTargets.contains(Lint.defaultTargets[4]))
        for t in Lint.environmentTargets { #expect(!crashTargets.contains(t)) }
        #expect(r.targets == Lint.defaultTargets)
    }

    @Test("Session 278: UIRequiresFullScreen on 27 honours the masks on iPad, so the crash is reported for the iPhone app on iPad")
    func requiresFullScreenKeepsTheCrashOnIPad() {
        var s = LintCrashFindingTests.gameCenter(style: .fullScreen)
        s.app.infoPlist.requiresFullScreen = true
        let r = Lint.run(s, targets: [Self.phone27, Self.onIPad, Self.mirroring])
        let crash = r.findings(.invalidOrientationOnPresentation)
        #expect(crash.count == 1)
        // Mirroring always runs the app in portrait, UIRequiresFullScreen or not (the engine's side of a disputed claim).
        #expect(crash.first?.targets == [Self.phone27, Self.onIPad])
    }

    @Test("Session 278: Mirroring always runs in portrait, which makes no listed orientation of the app dead")
    func mirroringReportsNoDeadOrientation() {
        let s = lintScenario(lintVC("Home", .allButUpsideDown))
        #expect(Lint.run(s, targets: [Self.mirroring]).findings.isEmpty)
    }

    @Test("A child's mask in a non-forwarding container is not called ignored where the environment ignores every mask")
    func noIgnoredOverrideInAResizableEnvironment() {
        let root = ViewController(name: "Nav", kind: .navigationController, viewControllers: [lintVC("Player", .landscape)])
        let s = lintScenario(root)
        #expect(Lint.run(s, targets: [Self.phone27]).findings(.childOverrideIgnored).count == 1)
        #expect(Lint.run(s, targets: [Self.onIPad, Self.mirroring]).findings(.childOverrideIgnored).isEmpty)
    }

    @Test("An iPad app in a resizable window on 27 is not told that listing fewer than four orientations stops multitasking")
    func noMultitaskingRuleInAResizableWindow() {
        let s = lintScenario(lintVC("Home", .portrait), plist: [.portrait])
        #expect(Lint.run(s, targets: [lintPad(27)]).findings(.iPadMultitaskingRequiresAllOrientations).count == 1)
        #expect(Lint.run(s, targets: [Self.window]).findings(.iPadMultitaskingRequiresAllOrientations).isEmpty)
    }

    @Test("Targets that ask no mask take no share of the states, so the other targets explore as much as before")
    func environmentTargetsCostNoStates() {
        let s = LintCrashFindingTests.gameCenter(style: .fullScreen)
        let before = Array(Lint.defaultTargets.prefix(6))
        let a = Lint.run(s, targets: before, maxStates: 300)
        let b = Lint.run(s, targets: Lint.defaultTargets, maxStates: 300)
        #expect(a.statesExplored == b.statesExplored)
        #expect(a.configurations == b.configurations)
    }

    @Test(
        "An environment target is named by its environment in examples",
        arguments: [
            (Lint.environmentTargets[0], "phone iOS 27.0 (iPhone app on iPad)"),
            (Lint.environmentTargets[1], "phone iOS 27.0 (iPhone Mirroring)"),
            (Lint.environmentTargets[2], "pad iOS 27.0 (resizable window)"),
        ])
    func described(target: Device, name: String) {
        #expect(Lint.describe(target) == name)
    }
}
