import OrientationPolicy
import Testing

/// Rotation callbacks per era (Supporting Multiple Interface Orientations).
@Suite("Timeline rotation callbacks")
struct TimelineCallbackTests {
    @Test(
        "iOS 6-7: the legacy trio and viewWillLayoutSubviews go phase by phase, container first, with the 90-degree duration",
        arguments: [version(6), version(7)])
    func legacyTrioOrder(v: SystemVersion) throws {
        let s = scenario(phone(v), root: nav(vc("ListViewController"), name: "RootNavigationController"))
        let e = try simulate(s, [.deviceOrientation(.landscapeLeft)]).entries[0]
        #expect(
            e.calls == [
                "RootNavigationController willRotateToInterfaceOrientation:duration:",
                "ListViewController willRotateToInterfaceOrientation:duration:",
                "RootNavigationController viewWillLayoutSubviews",
                "ListViewController viewWillLayoutSubviews",
                "RootNavigationController willAnimateRotationToInterfaceOrientation:duration:",
                "ListViewController willAnimateRotationToInterfaceOrientation:duration:",
                "RootNavigationController didRotateFromInterfaceOrientation:",
                "ListViewController didRotateFromInterfaceOrientation:",
            ])
        #expect(e.callbacks[0].orientation == .landscapeRight)
        #expect(e.callbacks[0].duration == 0.3)
        #expect(e.callbacks.last?.orientation == .portrait, "didRotate gets the old orientation")
    }

    @Test("A 180-degree turn doubles the duration (statusBarOrientationAnimationDuration header comment)")
    func halfTurnDoubles() throws {
        let s = scenario(pad(version(6)), plist: plist(allFour), root: vc("Root"), current: .landscapeRight)
        let e = try simulate(s, [.deviceOrientation(.landscapeRight)]).entries[0]
        #expect(e.interfaceOrientationAfter == .landscapeLeft)
        #expect(e.callbacks.first { $0.method == .willRotate }?.duration == 0.8)
    }

    @Test("Only the selected tab rotates; hidden tabs get nothing")
    func onlyVisibleChildren() throws {
        let s = scenario(phone(version(6)), root: tabs(vc("FirstTab"), vc("SecondTab"), selected: 1, name: "Tabs"))
        let e = try simulate(s, [.deviceOrientation(.landscapeLeft)]).entries[0]
        #expect(e.callbacks.contains { $0.controller == "SecondTab" })
        #expect(!e.callbacks.contains { $0.controller == "FirstTab" })
    }

    @Test("iOS 6: a container returning NO from shouldAutomaticallyForwardRotationMethods keeps the trio from its children, which still lay out")
    func noAutomaticForwarding() throws {
        var n = nav(vc("Child"), name: "Nav")
        n.shouldAutomaticallyForwardRotationMethods = false
        let e = try simulate(scenario(phone(version(6)), root: n), [.deviceOrientation(.landscapeLeft)]).entries[0]
        #expect(e.calls.filter { $0.hasPrefix("Child") } == ["Child viewWillLayoutSubviews"])
        #expect(e.calls.filter { $0.hasPrefix("Nav") }.count == 4)
    }

    @Test("iOS 4: no viewWillLayoutSubviews before iOS 5")
    func noLayoutBeforeIOS5() throws {
        let s = scenario(phone(version(4)), root: vc("Root", legacy: .allButUpsideDown))
        let e = try simulate(s, [.deviceOrientation(.landscapeLeft)]).entries[0]
        #expect(e.interfaceOrientationAfter == .landscapeRight)
        #expect(
            e.calls == [
                "Root willRotateToInterfaceOrientation:duration:",
                "Root willAnimateRotationToInterfaceOrientation:duration:",
                "Root didRotateFromInterfaceOrientation:",
            ])
        #expect(e.asked == ["Root shouldAutorotateToInterfaceOrientation:"])
        #expect(e.queries[0].argument == .landscapeRight)
    }

    @Test("iOS 3: a controller implementing the two-step methods (and not the one-step one) gets both halves")
    func twoStep() throws {
        let root = implementing(vc("Root", legacy: .allButUpsideDown), .willAnimateFirstHalf, .willAnimateSecondHalf)
        let e = try simulate(scenario(phone(version(3)), root: root), [.deviceOrientation(.landscapeLeft)]).entries[0]
        #expect(
            e.calls == [
                "Root willRotateToInterfaceOrientation:duration:",
                "Root willAnimateFirstHalfOfRotationToInterfaceOrientation:duration:",
                "Root didAnimateFirstHalfOfRotationToInterfaceOrientation:",
                "Root willAnimateSecondHalfOfRotationFromInterfaceOrientation:duration:",
                "Root didRotateFromInterfaceOrientation:",
            ])
        #expect(e.callbacks[3].orientation == .portrait, "the second half names the orientation it comes from")
    }

    @Test(
        "iOS 8+: viewWillTransitionToSize:withTransitionCoordinator: root first with the new size, then layout",
        arguments: [version(8), version(17)])
    func sizeTransition(v: SystemVersion) throws {
        let s = scenario(phone(v), root: nav(vc("ListViewController"), name: "Nav"))
        let e = try simulate(s, [.deviceOrientation(.landscapeLeft)]).entries[0]
        #expect(
            e.calls == [
                "Nav viewWillTransitionToSize:withTransitionCoordinator:",
                "ListViewController viewWillTransitionToSize:withTransitionCoordinator:",
                "Nav viewWillLayoutSubviews",
                "ListViewController viewWillLayoutSubviews",
            ])
        #expect(e.callbacks[0].size == ScreenSize(width: 667, height: 375))
    }

    @Test("iOS 8+: a 180-degree turn keeps the size, so no size transition is delivered")
    func halfTurnNoSizeTransition() throws {
        let s = scenario(pad(version(12), multitasking: false), plist: plist(allFour), root: vc("Root"))
        let e = try simulate(s, [.deviceOrientation(.portraitUpsideDown)]).entries[0]
        #expect(e.interfaceOrientationAfter == .portraitUpsideDown)
        #expect(e.callbacks.isEmpty)
        #expect(e.notifications.contains(.didChangeStatusBarOrientation))
    }

    @Test("iOS 8+: the legacy trio reaches only controllers that implement it and not the size-based method")
    func legacyTrioOnIOS8() throws {
        let old = implementing(vc("OldChild"), .willRotate, .didRotate)
        let both = implementing(vc("NewChild"), .willRotate, .viewWillTransitionToSize)
        let s = scenario(phone(version(9)), root: container(.splitViewController, old, both))
        let e = try simulate(s, [.deviceOrientation(.landscapeLeft)]).entries[0]
        #expect(e.calls.contains("OldChild willRotateToInterfaceOrientation:duration:"))
        #expect(e.calls.contains("OldChild didRotateFromInterfaceOrientation:"))
        #expect(!e.calls.contains("OldChild willAnimateRotationToInterfaceOrientation:duration:"), "not implemented")
        #expect(!e.calls.contains { $0.hasPrefix("NewChild will") })
        #expect(e.calls.contains("NewChild viewWillTransitionToSize:withTransitionCoordinator:"))
    }

    @Test(
        "A controller hidden under a full-screen presentation gets no rotation callbacks and lays out when it reappears",
        arguments: [version(6), version(17)])
    func hiddenPresenter(v: SystemVersion) throws {
        let s = scenario(phone(v), root: vc("Presenter"))
        let r = try simulate(
            s,
            [
                .present(vc("Modal"), from: "Presenter", style: .fullScreen, animated: true),
                .deviceOrientation(.landscapeLeft),
                .dismiss("Modal", animated: true),
            ])
        #expect(r.entries[1].interfaceOrientationAfter == .landscapeRight)
        #expect(!r.entries[1].callbacks.contains { $0.controller == "Presenter" })
        #expect(r.entries[1].callbacks.contains { $0.controller == "Modal" })
        #expect(r.entries[2].interfaceOrientationAfter == .landscapeRight, "the presenter supports landscape")
        #expect(r.entries[2].calls == ["Presenter viewWillLayoutSubviews"])
        #expect(r.entries[2].callbacks[0].reappeared)
        #expect(r.entries[2].rules.contains("hidden-controllers"))
    }

    @Test("iOS 8+: an over-full-screen presentation leaves the presenter on screen, so it rotates too")
    func overFullScreenPresenterRotates() throws {
        let s = scenario(phone(version(17)), root: vc("Presenter"))
        let r = try simulate(
            s,
            [
                .present(vc("Overlay"), from: "Presenter", style: .overFullScreen, animated: true),
                .deviceOrientation(.landscapeLeft),
            ])
        #expect(
            r.entries[1].calls.prefix(2) == [
                "Presenter viewWillTransitionToSize:withTransitionCoordinator:",
                "Overlay viewWillTransitionToSize:withTransitionCoordinator:",
            ])
    }

    @Test("iPad: a form sheet keeps its size, so only the presenter gets the size transition")
    func formSheetFixedSize() throws {
        let s = scenario(pad(version(17)), plist: plist(allFour, fullScreen: true), root: vc("Presenter"))
        let r = try simulate(
            s,
            [
                .present(vc("Sheet"), from: "Presenter", style: .formSheet, animated: true),
                .deviceOrientation(.landscapeLeft),
            ])
        #expect(
            r.entries[1].calls == [
                "Presenter viewWillTransitionToSize:withTransitionCoordinator:",
                "Presenter viewWillLayoutSubviews",
            ])
        #expect(r.entries[1].callbacks[0].size == ScreenSize(width: 1024, height: 768))
    }
}
