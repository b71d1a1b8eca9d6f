import OrientationPolicy
import Testing

@Suite("Lint Info.plist and reachability findings")
struct LintConfigurationFindingTests {
    @Test("Upside-down in Info.plist on a phone without a home button")
    func upsideDown() {
        let s = lintScenario(lintVC("Root"), plist: [.portrait, .portraitUpsideDown])
        let r = Lint.run(s, targets: [lintPhone(17, homeButton: false), lintPhone(17, homeButton: true)])
        let f = r.findings(.upsideDownWithoutHomeButton)
        #expect(f.map(\.pointer) == ["/app/infoPlist/UISupportedInterfaceOrientations"])
        #expect(f.first?.targets == [lintPhone(17, homeButton: false)])
    }

    @Test("Near miss: no upside-down listed")
    func noUpsideDown() {
        let r = Lint.run(lintScenario(lintVC("Root")), targets: [lintPhone(17, homeButton: false)])
        #expect(r.findings(.upsideDownWithoutHomeButton).isEmpty)
    }

    @Test("An empty orientation list is an app mask of 0")
    func emptyList() {
        let r = Lint.run(lintScenario(lintVC("Root"), plist: []), targets: [lintPhone(17)])
        #expect(r.pointers(.emptyOrientationList) == ["/app/infoPlist/UISupportedInterfaceOrientations"])
        #expect(r.findings(.missingOrientationList).isEmpty)
    }

    @Test("A missing list falls back to the idiom default; the ~ipad key is escaped in pointers")
    func missingList() {
        let r = Lint.run(lintScenario(lintVC("Root"), plist: nil), targets: [lintPhone(17)])
        #expect(r.pointers(.missingOrientationList) == ["/app/infoPlist"])
        let listed = Lint.run(lintScenario(lintVC("Root"), plist: nil, pad: [.portrait]), targets: [lintPad(17), lintPhone(17)])
        #expect(listed.pointers(.missingOrientationList) == ["/app/infoPlist"])
        #expect(listed.findings(.missingOrientationList).first?.targets == [lintPhone(17)])
        #expect(listed.pointers(.iPadMultitaskingRequiresAllOrientations) == ["/app/infoPlist/UISupportedInterfaceOrientations~0ipad"])
    }

    @Test("An app mask without the orientations a controller explicitly supports")
    func notSuperset() {
        let r = Lint.run(lintScenario(lintVC("Root", .allButUpsideDown), plist: [.portrait]), targets: [lintPhone(17)])
        #expect(r.pointers(.appMaskNotSuperset) == ["/app/infoPlist/UISupportedInterfaceOrientations"])
    }

    @Test("Near miss: a controller on the idiom default needs nothing in particular")
    func notSupersetDefault() {
        let r = Lint.run(lintScenario(lintVC("Root"), plist: [.portrait]), targets: [lintPhone(17)])
        #expect(r.findings(.appMaskNotSuperset).isEmpty)
    }

    @Test("iPad multitasking App Store rule: all four or UIRequiresFullScreen (error 90474)")
    func multitaskingRule() {
        let s = lintScenario(lintVC("Root"), plist: [.portrait, .landscapeLeft, .landscapeRight])
        let r = Lint.run(s, targets: [lintPad(8), lintPad(17), lintPhone(17)])
        #expect(r.findings(.iPadMultitaskingRequiresAllOrientations).first?.targets == [lintPad(17)])
        let optedOut = lintScenario(lintVC("Root"), plist: [.portrait, .landscapeLeft, .landscapeRight], requiresFullScreen: true)
        #expect(Lint.run(optedOut, targets: [lintPad(17)]).findings(.iPadMultitaskingRequiresAllOrientations).isEmpty)
    }

    @Test("UIRequiresFullScreen is flagged as deprecated on iPadOS 26 only: not before, and not on 27, which honours it")
    func requiresFullScreenDeprecated() {
        let s = lintScenario(lintVC("Root"), requiresFullScreen: true)
        let r = Lint.run(s, targets: [lintPad(18), lintPad(26), lintPad(27)])
        let f = r.findings(.requiresFullScreenDeprecated)
        #expect(f.map(\.pointer) == ["/app/infoPlist/UIRequiresFullScreen"])
        #expect(f.first?.targets == [lintPad(26)])
        #expect(f.first?.message.contains("discrete resizing") == true)
    }

    static func portraitRoot(presenting: ViewController?) -> Scenario {
        lintScenario(lintVC("Root", .portrait, presents: presenting))
    }

    @Test("Listed landscape orientations that no screen supports are dead")
    func deadOrientations() {
        let r = Lint.run(Self.portraitRoot(presenting: nil), targets: [lintPhone(17)])
        let f = r.findings(.deadOrientation)
        #expect(f.count == 2)
        #expect(f.allSatisfy { $0.pointer == "/app/infoPlist/UISupportedInterfaceOrientations" })
        #expect(f.contains { $0.message.hasPrefix("landscapeLeft ") } && f.contains { $0.message.hasPrefix("landscapeRight ") })
    }

    @Test("Near miss: a full-screen landscape player makes both landscape orientations reachable")
    func reachableThroughPresentation() {
        let r = Lint.run(Self.portraitRoot(presenting: lintVC("Player", .landscape, style: .fullScreen)), targets: [lintPhone(17)])
        #expect(r.findings(.deadOrientation).isEmpty)
    }

    @Test("A controller answering 0 leaves nothing supported: the interface cannot follow the device")
    func cannotFollow() {
        let r = Lint.run(lintScenario(lintVC("Locked", InterfaceOrientationMask(rawValue: 0))), targets: [lintPhone(17)])
        #expect(r.pointers(.interfaceCannotFollowDevice) == ["/window/rootViewController"])
        let ok = Lint.run(lintScenario(lintVC("Locked", .portrait)), targets: [lintPhone(17)])
        #expect(ok.findings(.interfaceCannotFollowDevice).isEmpty)
    }

    static func lockedPresenter(plist: [InterfaceOrientation]) -> Scenario {
        lintScenario(
            lintVC(
                "PortraitBase", .portrait, should: false,
                presents: lintVC("VideoPlayer", .landscape, style: .fullScreen)), plist: plist)
    }

    @Test("Dismissal leaves a presenter that cannot autorotate in the player's landscape orientation")
    func dismissalLands() {
        let r = Lint.run(Self.lockedPresenter(plist: [.landscapeLeft, .landscapeRight]), targets: [lintPhone(9)])
        #expect(r.pointers(.dismissalLandsInUnsupportedOrientation) == ["/window/rootViewController"])
    }

    @Test("Near miss: when the app lists portrait the presenter is rotated back on dismissal")
    func dismissalRotatesBack() {
        let r = Lint.run(Self.lockedPresenter(plist: [.portrait, .landscapeLeft, .landscapeRight]), targets: [lintPhone(9)])
        #expect(r.findings(.dismissalLandsInUnsupportedOrientation).isEmpty)
    }
}
