import OrientationPolicy
import Testing

@Suite("Presentation and dismissal: preferred orientation, validation, fallback")
struct PresentationTests {
    @Test(
        "the fallback when preferredInterfaceOrientationForPresentation is not overridden",
        arguments: [
            // (supported, current, device, expected orientation, choice)
            (
                InterfaceOrientationMask.all, InterfaceOrientation.landscapeLeft, DeviceOrientation?.none, InterfaceOrientation.landscapeLeft,
                PresentationOrientation.Choice.current
            ),
            (.portrait, .landscapeLeft, .landscapeRight, .portrait, .firstSupported),
            (.landscape, .portrait, .landscapeLeft, .landscapeRight, .deviceOrientation),
            (.landscape, .portrait, .faceUp, .landscapeLeft, .firstSupported),
            (.landscape, .portrait, nil, .landscapeLeft, .firstSupported),
            (InterfaceOrientationMask(), .portrait, .landscapeLeft, .portrait, .nothingSupported),
        ])
    func fallback(
        supported: InterfaceOrientationMask, current: InterfaceOrientation, device: DeviceOrientation?, expected: InterfaceOrientation,
        choice: PresentationOrientation.Choice
    ) {
        let p = Policy.presentationOrientation(
            preferred: nil, supported: supported, current: current, deviceOrientation: device, systemVersion: version(17))
        #expect(p.interfaceOrientation == expected)
        #expect(p.choice == choice)
        #expect(p.exception == nil)
    }

    @Test("an overridden preferred orientation that is supported is used (Supporting Multiple Interface Orientations listing 8-2: landscapeLeft)")
    func preferredUsed() {
        let player = vc("PlayerViewController", .landscape, preferred: .landscapeLeft)
        let root = present(player, from: vc("Root"), style: .fullScreen)
        let d = Policy.decide(scenario(root: root, current: .portrait))
        #expect(d.outcome == .rotated)
        #expect(d.interfaceOrientation == .landscapeLeft)
        #expect(d.preferredInterfaceOrientationForPresentation == .landscapeLeft)
    }

    @Test(
        "an unsupported or unknown preferred orientation raises, with the version's text",
        arguments: [
            (
                InterfaceOrientation.portrait, version(8, 1),
                "preferredInterfaceOrientationForPresentation must return a supported interface orientation!"
            ),
            (
                .portrait, version(13, 3),
                "preferredInterfaceOrientationForPresentation 'portrait' must match a supported interface orientation: 'landscapeLeft, landscapeRight'!"
            ),
            (
                .unknown, version(14, 0),
                "preferredInterfaceOrientationForPresentation 'unknown' must match a supported interface orientation: 'landscapeLeft, landscapeRight'!"
            ),
        ])
    func preferredInvalid(p: InterfaceOrientation, v: SystemVersion, reason: String) {
        let root = present(vc("BUWebViewController", .landscape, preferred: p), from: vc("Root"), style: .fullScreen)
        let d = Policy.decide(scenario(phone(v), root: root, current: .portrait))
        #expect(d.outcome == .exception)
        #expect(d.exception?.reason == reason)
        #expect(d.interfaceOrientation == .portrait)
    }

    @Test("a portrait-only controller presented full screen in landscape is shown in portrait (mattneub: 'That's all it takes')")
    func portraitOnlyPresented() {
        let root = present(vc("Portrait", .portrait), from: vc("Root"), style: .fullScreen)
        let d = Policy.decide(scenario(root: root, current: .landscapeLeft))
        #expect(d.interfaceOrientation == .portrait)
        #expect(d.preferredInterfaceOrientationForPresentation == .portrait)
        #expect(d.outcome == .rotated)
    }

    @Test("the preferred orientation of a sheet is not consulted: it is not full screen")
    func sheetPreferredIgnored() {
        let root = present(vc("Sheet", .landscape, preferred: .landscapeLeft), from: vc("Root"), style: .pageSheet)
        let d = Policy.decide(scenario(phone(version(17)), root: root, current: .portrait))
        #expect(d.preferredInterfaceOrientationForPresentation == nil)
        #expect(d.interfaceOrientation == .portrait)
    }

    @Test("presentation first, then rotation: a landscape player presented in portrait, then the device turns to the other landscape")
    func presentThenRotate() {
        let root = present(vc("Player", .landscape, preferred: .landscapeRight), from: vc("Root"), style: .fullScreen)
        let d = Policy.decide(scenario(root: root, current: .portrait, deviceOrientation: .landscapeRight))
        #expect(d.preferredInterfaceOrientationForPresentation == .landscapeRight)
        #expect(d.interfaceOrientation == .landscapeLeft)
        #expect(d.rules.firstIndex(of: "preferred-orientation")! < d.rules.firstIndex(of: "rotation")!)
    }

    @Test("iOS 5 has no preferred orientation: a presented controller is shown in a supported orientation")
    func legacyPresentation() {
        let root = present(vc("Modal", preferred: .landscapeLeft, legacy: .landscape), from: vc("Root"), style: .fullScreen)
        let d = Policy.decide(scenario(phone(version(5, 1)), root: root, current: .portrait))
        #expect(d.interfaceOrientation == .landscapeLeft)  // first supported in response order, not the iOS 6 override
        #expect(d.exception == nil)
    }

    @Test("NYTPhotoViewer#360: dismissing in landscape over a portrait-only presenter whose preferred orientation answers landscapeRight crashes")
    func nytDismissal() {
        let viewer = vc("NYTPhotosViewController", .all)
        let presenter = vc("ArticleViewController", .portrait, preferred: .landscapeRight)
        let up = scenario(phone(version(16, 1)), root: present(viewer, from: presenter, style: .fullScreen), current: .landscapeRight)
        #expect(Policy.decide(up).outcome == .unchanged)  // the viewer supports landscape
        let after = Policy.dismissingTopmostPresentation(in: up)!
        #expect(after.windows[0].rootViewController?.presentedViewController == nil)
        let d = Policy.decideAfterDismissal(after)
        #expect(d.outcome == .exception)
        #expect(
            d.exception?.reason
                == "preferredInterfaceOrientationForPresentation 'landscapeRight' must match a supported interface orientation: 'portrait'!")
    }

    @Test(
        "dismissing over a portrait-only presenter that does not override the preferred orientation rotates back to portrait (iOS 7 behaviour, openradar 18176955)"
    )
    func dismissalRotatesBack() {
        let up = scenario(
            phone(version(7, 1)), root: present(vc("Video", .landscape), from: vc("Root", .portrait), style: .fullScreen), current: .landscapeLeft)
        let d = Policy.decideAfterDismissal(Policy.dismissingTopmostPresentation(in: up)!)
        #expect(d.outcome == .rotated)
        #expect(d.interfaceOrientation == .portrait)
    }

    @Test(
        "from iOS 8 dismissing in landscape over a portrait-only presenter without a preferred orientation raises, quoting the status bar orientation (NYTPhotoViewer#360)"
    )
    func dismissalRaisesFromIOS8() {
        let up = scenario(
            phone(version(8, 0)), root: present(vc("Video", .landscape), from: vc("Root", .portrait), style: .fullScreen), current: .landscapeLeft)
        let d = Policy.decideAfterDismissal(Policy.dismissingTopmostPresentation(in: up)!)
        #expect(d.outcome == .exception)
        #expect(d.interfaceOrientation == .landscapeLeft)
        #expect(d.exception?.reason == "preferredInterfaceOrientationForPresentation must return a supported interface orientation!")
    }

    @Test(
        "from iOS 8 a dismissal with the device held in a supported orientation re-shows the presenter in it (Supporting Multiple Interface Orientations alternate landscape)"
    )
    func dismissalFollowsTheDevice() {
        var up = scenario(
            phone(version(17, 0)), root: present(vc("Landscape", .landscape), from: vc("Portrait", .portrait), style: .fullScreen),
            current: .landscapeLeft)
        up.deviceOrientation = .portrait
        let d = Policy.decideAfterDismissal(Policy.dismissingTopmostPresentation(in: up)!)
        #expect(d.exception == nil)
        #expect(d.interfaceOrientation == .portrait)
    }

    @Test("presenting builds the chain from the top of the current presentations")
    func presentingHelper() {
        let s = scenario(root: present(vc("Sheet"), from: vc("Root"), style: .formSheet))
        let next = Policy.presenting(vc("Full", .landscape), style: .fullScreen, in: s)!
        let t = Policy.topmostFullScreenController(inWindow: 0, of: next)
        #expect(t?.controller.name == "Full")
        #expect(t?.path.steps == [.presented, .presented])
        #expect(Policy.dismissingTopmostPresentation(in: next) == s)
    }

    @Test("nothing to dismiss gives nil")
    func dismissNothing() {
        #expect(Policy.dismissingTopmostPresentation(in: scenario()) == nil)
    }

    @Test("under iPad multitasking a presented controller's preferred orientation is not consulted")
    func multitaskingPresentation() {
        let root = present(vc("P", .portrait, preferred: .portrait), from: vc("Root"), style: .fullScreen)
        let d = Policy.decide(scenario(pad(version(15)), plist: plist(pad: allFour), root: root, current: .landscapeLeft))
        #expect(d.interfaceOrientation == .landscapeLeft)
        #expect(d.exception == nil)
    }
}
