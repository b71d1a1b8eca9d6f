import OrientationPolicy
import Testing

@Suite("Lint ignored overrides")
struct LintOverrideFindingTests {
    static func navigation(_ forwarding: ChildForwarding) -> Scenario {
        lintScenario(
            ViewController(
                name: "MainNavigationController", kind: .navigationController, forwarding: forwarding,
                viewControllers: [lintVC("ListViewController"), lintVC("PlayerViewController", .landscape)]))
    }

    @Test(
        "A child's mask inside a navigation controller that does not forward is ignored (Jkenny's Interface Orientation post, the Big Nerd Ranch guide, the Habr article on iOS 6 autorotation)"
    )
    func childIgnored() {
        let r = Lint.run(Self.navigation(.none), targets: [lintPhone(17)])
        #expect(r.pointers(.childOverrideIgnored) == ["/window/rootViewController/viewControllers/1/supportedInterfaceOrientations"])
        #expect(r.findings(.childOverrideIgnored).first?.severity == .warning)
    }

    @Test("Near miss: a forwarding navigation controller consults the child once it is on top")
    func childForwarded() {
        let r = Lint.run(Self.navigation(.topViewController), targets: [lintPhone(17)])
        #expect(r.findings(.childOverrideIgnored).isEmpty)
    }

    static func tabs(_ forwarding: ChildForwarding) -> Scenario {
        let nav = ViewController(
            name: "ForwardingNavigationController", kind: .navigationController, forwarding: .topViewController,
            viewControllers: [lintVC("PlayerViewController", .landscape)])
        return lintScenario(
            ViewController(
                name: "Tabs", kind: .tabBarController, forwarding: forwarding,
                viewControllers: [nav, lintVC("SettingsViewController")], selectedIndex: 0))
    }

    /// A navigation controller that forwards is not what ignores its child: the tab bar above it, which answers for
    /// itself, is, and the finding names it (the iOS 6.0 release notes: a container decides for its children).
    @Test("A child of a forwarding container inside one that answers for itself names the one above")
    func childIgnoredAbove() {
        let r = Lint.run(Self.tabs(.none), targets: [lintPhone(17)])
        let f = r.findings(.childOverrideIgnored).filter {
            $0.pointer.hasSuffix("/viewControllers/0/viewControllers/0/supportedInterfaceOrientations")
        }
        #expect(f.count == 1)
        #expect(f.first?.message.contains("the container above it, Tabs (tabBarController, forwarding none)") == true)
    }

    /// A navigation controller that forwards shouldAutorotate but returns its own mask answers the mask itself (an
    /// explicit override wins over the forwarding for its query): the child's mask is never asked.
    @Test("A container that forwards but returns its own mask is the one that ignores the child")
    func childIgnoredByAnOwnMask() {
        var s = Self.navigation(.topViewController)
        s.windows[0].rootViewController?.supportedInterfaceOrientations = .portrait
        let r = Lint.run(s, targets: [lintPhone(17)])
        #expect(r.pointers(.childOverrideIgnored).contains("/window/rootViewController/viewControllers/1/supportedInterfaceOrientations"))
    }

    @Test("Near miss: when every container up to the root forwards, the child is asked and nothing is reported")
    func childForwardedAllTheWay() {
        let r = Lint.run(Self.tabs(.selectedViewController), targets: [lintPhone(17)])
        #expect(
            !r.pointers(.childOverrideIgnored).contains(
                "/window/rootViewController/viewControllers/0/viewControllers/0/supportedInterfaceOrientations"))
    }

    static func legacyOnly(bridge: Bool) -> Scenario {
        lintScenario(lintVC("OldViewController", legacy: .landscape), plist: [.portrait, .landscapeLeft, .landscapeRight], bridge: bridge)
    }

    @Test("shouldAutorotateToInterfaceOrientation: alone is ignored on iOS 6+ without the bridge, not on iOS 5")
    func legacyIgnored() {
        let r = Lint.run(Self.legacyOnly(bridge: false), targets: [lintPhone(5, 1), lintPhone(6)])
        let f = r.findings(.legacyMethodIgnored)
        #expect(f.map(\.pointer) == ["/window/rootViewController/shouldAutorotateToInterfaceOrientation"])
        #expect(f.first?.targets == [lintPhone(6)])
    }

    /// iOS 6 gives a controller without supportedInterfaceOrientations the idiom's default (all but upside down
    /// on iPhone; UIViewController supportedInterfaceOrientations documentation): an old method that answered the
    /// same is never called, and nothing the user sees changes, so it is no bug.
    @Test("Near miss: an old method that answers what the iOS 6 default answers changes nothing and is not reported")
    func legacyEqualToTheDefault() {
        let s = lintScenario(
            lintVC("OldViewController", legacy: .allButUpsideDown),
            plist: [.portrait, .landscapeLeft, .landscapeRight], bridge: false)
        #expect(Lint.run(s, targets: [lintPhone(6)]).findings(.legacyMethodIgnored).isEmpty)
    }

    @Test("Near miss: the Habr article's bridge makes iOS 6 read the old method")
    func legacyBridged() {
        let r = Lint.run(Self.legacyOnly(bridge: true), targets: [lintPhone(6)])
        #expect(r.findings(.legacyMethodIgnored).isEmpty)
    }

    static func padApp(requiresFullScreen: Bool?) -> Scenario {
        lintScenario(
            lintVC("ReaderViewController", .portrait), plist: nil,
            pad: [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight], requiresFullScreen: requiresFullScreen)
    }

    @Test("Controller masks are ignored on a multitasking iPad from iOS 9")
    func multitasking() {
        let r = Lint.run(Self.padApp(requiresFullScreen: nil), targets: [lintPad(8), lintPad(17), lintPad(17, multitasking: false)])
        let f = r.findings(.multitaskingIgnoresControllerMasks)
        #expect(f.map(\.pointer) == ["/window/rootViewController/supportedInterfaceOrientations"])
        #expect(f.first?.targets == [lintPad(17)])
    }

    @Test("Near miss: an answer of all four orientations restricts nothing a multitasking iPad could ignore")
    func multitaskingAllOrientations() {
        let s = lintScenario(
            lintVC("ReaderViewController", .all), plist: nil,
            pad: [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight], requiresFullScreen: nil)
        #expect(Lint.run(s, targets: [lintPad(17)]).findings(.multitaskingIgnoresControllerMasks).isEmpty)
    }

    @Test("An answer of all four orientations with shouldAutorotate NO is still ignored on a multitasking iPad")
    func multitaskingAllOrientationsRotationLocked() {
        var camera = lintVC("CameraViewController", .all)
        camera.shouldAutorotate = false
        let s = lintScenario(
            camera, plist: nil, pad: [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight],
            requiresFullScreen: nil)
        #expect(Lint.run(s, targets: [lintPad(17)]).findings(.multitaskingIgnoresControllerMasks).count == 1)
    }

    @Test("Near miss: UIRequiresFullScreen opts out of multitasking, so the mask counts")
    func multitaskingOptOut() {
        let r = Lint.run(Self.padApp(requiresFullScreen: true), targets: [lintPad(17)])
        #expect(r.findings(.multitaskingIgnoresControllerMasks).isEmpty)
    }

    static func sheet(_ style: ModalPresentationStyle) -> Scenario {
        lintScenario(
            lintVC("Root", presents: lintVC("SettingsViewController", .landscape, style: style)),
            pad: [.portrait, .landscapeLeft], requiresFullScreen: true)
    }

    @Test("A mask on a form sheet on iPad is ignored: the presenter decides")
    func sheetMaskIgnored() {
        let r = Lint.run(Self.sheet(.formSheet), targets: [lintPad(17)])
        #expect(
            r.pointers(.nonFullScreenPresentationMaskIgnored)
                == ["/window/rootViewController/presentedViewController/supportedInterfaceOrientations"])
    }

    @Test("Near miss: the same controller presented full screen decides")
    func fullScreenMaskCounts() {
        let r = Lint.run(Self.sheet(.fullScreen), targets: [lintPad(17)])
        #expect(r.findings(.nonFullScreenPresentationMaskIgnored).isEmpty)
    }

    @Test("Near miss: a form sheet's mask counts when its presenter forwards to the presented controller")
    func sheetMaskForwardedByPresenter() {
        var scenario = Self.sheet(.formSheet)
        scenario.windows[0].rootViewController?.forwardsToPresentedViewController = true
        let r = Lint.run(scenario, targets: [lintPad(17)])
        #expect(r.findings(.nonFullScreenPresentationMaskIgnored).isEmpty)
    }
}

@Suite("Lint iOS 6 methods before iOS 6")
struct LintModernMethodTests {
    @Test("supportedInterfaceOrientations alone does nothing on iOS 5.1, and is fine on iOS 6")
    func modernOnIOS5() {
        let s = lintScenario(lintVC("PlayerViewController", .landscape))
        let r = Lint.run(s, targets: [lintPhone(5, 1), lintPhone(6)])
        let f = r.findings(.modernMethodIgnoredBeforeIOS6)
        #expect(f.map(\.pointer) == ["/window/rootViewController/supportedInterfaceOrientations"])
        #expect(f.first?.targets == [lintPhone(5, 1)])
    }

    @Test("Near miss: implementing the old method as well")
    func bothMethods() {
        let s = lintScenario(lintVC("PlayerViewController", .landscape, legacy: .landscape))
        #expect(Lint.run(s, targets: [lintPhone(5, 1)]).findings(.modernMethodIgnoredBeforeIOS6).isEmpty)
    }
}
