import OrientationPolicy
import Testing

@Suite("Lint crash findings")
struct LintCrashFindingTests {
    /// The Habr article on iOS 6 autorotation: a landscape-only app whose Game Center controller wants portrait; "on 5 GC rotated, on 6 the
    /// app crashes".
    static func gameCenter(style: ModalPresentationStyle? = nil) -> Scenario {
        lintScenario(
            lintVC(
                "GameViewController", .landscape,
                presents: lintVC("GKGameCenterViewController", .portrait, style: style)),
            plist: [.landscapeLeft, .landscapeRight])
    }

    @Test("The Game Center case crashes on iOS 6 with the iOS 6 text, pointing at the presented controller")
    func gameCenterOnIOS6() {
        let r = Lint.run(Self.gameCenter(), targets: [lintPhone(5, 1), lintPhone(6)])
        let f = r.findings(.invalidOrientationOnPresentation)
        #expect(f.count == 1)
        #expect(f.first?.pointer == "/window/rootViewController/presentedViewController")
        #expect(f.first?.severity == .crash)
        #expect(f.first?.targets == [lintPhone(6)])
        #expect(f.first?.exception?.name == "UIApplicationInvalidInterfaceOrientation")
        #expect(
            f.first?.exception?.reason
                == "Supported orientations has no common orientation with the application, and shouldAutorotate is returning YES")
    }

    @Test("From iOS 8.3 the crash text names the class")
    func gameCenterBracketedText() {
        let r = Lint.run(Self.gameCenter(style: .fullScreen), targets: [lintPhone(9)])
        #expect(
            r.findings(.invalidOrientationOnPresentation).first?.exception?.reason
                == "Supported orientations has no common orientation with the application, and [GKGameCenterViewController shouldAutorotate] is returning YES"
        )
    }

    /// On an iPad a popover stays a popover (UIModalPresentationStyle.popover, Apple Developer Documentation).
    @Test("Near miss: the same controller presented as a popover on an iPad defers to its presenter and does not crash")
    func gameCenterAsPopover() {
        let r = Lint.run(Self.gameCenter(style: .popover), targets: [lintPad(9, multitasking: false), lintPad(17, multitasking: false)])
        #expect(r.findings(.invalidOrientationOnPresentation).isEmpty)
        #expect(r.findings(.invalidOrientationOnRotation).isEmpty)
    }

    @Test("A portrait-only root in a landscape-only app crashes when the root is set and on rotation")
    func rootCrash() {
        let s = lintScenario(lintVC("RootViewController", .portrait), plist: [.landscapeLeft, .landscapeRight])
        let r = Lint.run(s, targets: [lintPhone(17)])
        #expect(r.pointers(.invalidOrientationOnRotation) == ["/window/rootViewController"])
    }

    @Test("Near miss: a root that returns NO from shouldAutorotate never raises (decompiled condition)")
    func rootCrashSuppressed() {
        let s = lintScenario(lintVC("RootViewController", .portrait, should: false), plist: [.landscapeLeft, .landscapeRight])
        let r = Lint.run(s, targets: [lintPhone(17)])
        #expect(r.findings(.invalidOrientationOnRotation).isEmpty)
    }

    static func preferring(_ preferred: InterfaceOrientation) -> Scenario {
        lintScenario(lintVC("Root", presents: lintVC("PhotoViewer", .portrait, preferred: preferred, style: .fullScreen)))
    }

    @Test("An unsupported preferred orientation crashes with both of UIKit's texts, by version")
    func preferredBothTexts() {
        let r = Lint.run(Self.preferring(.landscapeLeft), targets: [lintPhone(8), lintPhone(17)])
        let f = r.findings(.preferredOrientationUnsupported)
        #expect(
            f.map(\.pointer).allSatisfy { $0 == "/window/rootViewController/presentedViewController/preferredInterfaceOrientationForPresentation" })
        let reasons = Set(f.compactMap { $0.exception?.reason })
        #expect(
            reasons == [
                "preferredInterfaceOrientationForPresentation must return a supported interface orientation!",
                "preferredInterfaceOrientationForPresentation 'landscapeLeft' must match a supported interface orientation: 'portrait'!",
            ])
    }

    @Test("Near miss: a supported preferred orientation does not crash")
    func preferredSupported() {
        let r = Lint.run(Self.preferring(.portrait), targets: [lintPhone(8), lintPhone(17)])
        #expect(r.findings(.preferredOrientationUnsupported).isEmpty)
    }

    static func dismissal(rootPreferred: InterfaceOrientation) -> Scenario {
        lintScenario(
            lintVC(
                "Base", .portrait, preferred: rootPreferred,
                presents: lintVC("WebViewController", .landscape, style: .fullScreen)))
    }

    @Test("Dismissal re-shows a presenter whose preferred orientation is unsupported: crash (Bytedance-UnionAD#105)")
    func dismissalCrash() {
        let r = Lint.run(Self.dismissal(rootPreferred: .landscapeRight), targets: [lintPhone(17)])
        let f = r.findings(.dismissalPreferredOrientationUnsupported)
        #expect(f.map(\.pointer) == ["/window/rootViewController/preferredInterfaceOrientationForPresentation"])
        #expect(
            f.first?.exception?.reason
                == "preferredInterfaceOrientationForPresentation 'landscapeRight' must match a supported interface orientation: 'portrait'!")
    }

    @Test("Near miss: dismissing a sheet re-shows nothing, so the presenter's preferred orientation is not checked again")
    func dismissingASheetReshowsNothing() {
        let sheet = lintScenario(
            lintVC(
                "Base", .portrait, preferred: .landscapeRight,
                presents: lintVC("WebViewController", .landscape, style: .formSheet)))
        let r = Lint.run(sheet, targets: [lintPhone(17)])
        #expect(r.findings(.dismissalPreferredOrientationUnsupported).isEmpty)
    }

    @Test("Near miss: a presenter preferring a supported orientation is re-shown safely")
    func dismissalSafe() {
        let r = Lint.run(Self.dismissal(rootPreferred: .portrait), targets: [lintPhone(17)])
        #expect(r.findings(.dismissalPreferredOrientationUnsupported).isEmpty)
        #expect(r.findings(.dismissalLandsInUnsupportedOrientation).isEmpty)
    }
}
