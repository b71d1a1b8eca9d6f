import OrientationPolicy
import Testing

/// Every event type, in the eras where it exists and outside them.
@Suite("Timeline events")
struct TimelineEventTests {
    // MARK: device orientation

    @Test("A device turn posts UIDeviceOrientationDidChangeNotification and rotates into a supported orientation; the window bounds swap")
    func deviceTurn() throws {
        let r = try simulate(scenario(phone(version(17))), [.deviceOrientation(.landscapeLeft)])
        let e = r.entries[0]
        #expect(e.interfaceOrientationBefore == .portrait)
        #expect(e.interfaceOrientationAfter == .landscapeRight, "device landscapeLeft is interface landscapeRight")
        #expect(e.statusBarOrientation == .landscapeRight)
        #expect(e.deviceOrientation == .landscapeLeft)
        #expect(e.notifications == [.deviceOrientationDidChange, .willChangeStatusBarOrientation, .didChangeStatusBarOrientation])
        #expect(e.windows[0].bounds == ScreenSize(width: 667, height: 375))
        #expect(e.asked == ["UIViewController supportedInterfaceOrientations"])
    }

    @Test("Face up and face down post the notification but never turn the interface", arguments: [DeviceOrientation.faceUp, .faceDown, .unknown])
    func flat(d: DeviceOrientation) throws {
        let e = try simulate(scenario(phone(version(17))), [.deviceOrientation(d)]).entries[0]
        #expect(e.notifications == [.deviceOrientationDidChange])
        #expect(e.interfaceOrientationAfter == .portrait)
        #expect(e.callbacks.isEmpty)
        #expect(e.queries.isEmpty)
    }

    @Test("Reporting the orientation the device already has posts nothing")
    func sameOrientation() throws {
        let e = try simulate(scenario(phone(version(17))), [.deviceOrientation(.portrait)]).entries[0]
        #expect(e.status == .ignored)
        #expect(e.notifications.isEmpty)
    }

    @Test(
        "iOS 6-15: shouldAutorotate is asked first and NO stops the rotation before supportedInterfaceOrientations is asked",
        arguments: [version(6), version(15)])
    func shouldAutorotateFirst(v: SystemVersion) throws {
        let e = try simulate(scenario(phone(v), root: vc("Locked", should: false)), [.deviceOrientation(.landscapeLeft)]).entries[0]
        #expect(e.asked == ["Locked shouldAutorotate"])
        #expect(e.interfaceOrientationAfter == .portrait)
    }

    @Test("iOS 16+: shouldAutorotate NO no longer blocks the rotation (engine rule)")
    func shouldAutorotateModern() throws {
        let e = try simulate(scenario(phone(version(17)), root: vc("Locked", should: false)), [.deviceOrientation(.landscapeLeft)]).entries[0]
        #expect(e.interfaceOrientationAfter == .landscapeRight)
    }

    @Test("A landscape-only root in a portrait-only app raises at rotation time with the class in the 8.3+ text")
    func noCommonOrientationAtRotation() throws {
        let s = scenario(phone(version(12)), plist: plist([.portrait]), root: vc("PlayerViewController", .landscape))
        let r = try simulate(s, [.deviceOrientation(.landscapeLeft), .deviceOrientation(.portrait)])
        #expect(r.outcome == .exception)
        #expect(r.entries.count == 1)
        #expect(
            r.entries[0].exception?.reason
                == "Supported orientations has no common orientation with the application, and [PlayerViewController shouldAutorotate] is returning YES"
        )
    }

    // MARK: present / dismiss

    @Test("A full-screen presentation with a preferred orientation turns the interface to it; the presenter is hidden and gets nothing")
    func presentPreferred() throws {
        let s = scenario(phone(version(10)), root: vc("Home"))
        let e = try simulate(s, [.present(vc("Player", .landscape, preferred: .landscapeLeft), from: "Home", style: .fullScreen, animated: true)])
            .entries[0]
        #expect(e.interfaceOrientationAfter == .landscapeLeft)
        #expect(e.topmostViewController == ControllerReference(name: "Player", path: "window.rootViewController.presentedViewController"))
        #expect(e.callbacks.isEmpty)
        #expect(e.asked == ["Player supportedInterfaceOrientations", "Player preferredInterfaceOrientationForPresentation"])
        #expect(e.queries[1].overridden)
    }

    @Test("A presented controller preferring an unsupported orientation raises; the presentation does not happen")
    func presentInvalidPreferred() throws {
        let s = scenario(phone(version(17)), root: vc("Home"))
        let r = try simulate(s, [.present(vc("Player", .landscape, preferred: .portrait), from: "Home", style: .fullScreen, animated: false)])
        #expect(
            r.entries[0].exception?.reason
                == "preferredInterfaceOrientationForPresentation 'portrait' must match a supported interface orientation: 'landscapeLeft, landscapeRight'!"
        )
        #expect(r.entries[0].topmostViewController?.name == "Home")
    }

    @Test(
        "iOS 13+ phone: a presentation without a style is a page sheet and does not decide; before 13 it is full screen",
        arguments: [(version(12), InterfaceOrientation.landscapeLeft), (version(13), .portrait)])
    func automaticStyle(v: SystemVersion, expected: InterfaceOrientation) throws {
        // Before 13 the landscape-only controller fills the window; neither the current nor the device
        // orientation (portrait) is supported, so it shows in the first supported one, landscapeLeft.
        let s = scenario(phone(v), root: vc("Home"))
        let e = try simulate(s, [.present(vc("Landscape", .landscape), from: "Home", style: nil, animated: true)]).entries[0]
        #expect(e.interfaceOrientationAfter == expected)
    }

    @Test("Presenting on a controller that already presents logs UIKit's warning and presents nothing")
    func presentTwice() throws {
        let s = scenario(phone(version(17)), root: vc("Home", presents: vc("Sheet", style: .pageSheet)))
        let e = try simulate(s, [.present(vc("Other"), from: "Home", style: .fullScreen, animated: true)]).entries[0]
        #expect(e.status == .ignored)
        #expect(e.logs == ["Attempt to present <Other> on <Home> which is already presenting <Sheet>"])
    }

    @Test("Dismissing the presenter's name dismisses what it presents; a controller that presents nothing and is not presented is ignored")
    func dismissSemantics() throws {
        let s = scenario(phone(version(17)), root: vc("Home", presents: vc("Sheet", style: .pageSheet)))
        let r = try simulate(s, [.dismiss("Home", animated: true), .dismiss("Home", animated: true)])
        #expect(r.entries[0].status == .applied)
        #expect(r.entries[1].status == .ignored)
    }

    @Test("Dismissing a child of a presented navigation controller dismisses the navigation controller")
    func dismissFromChild() throws {
        let s = scenario(phone(version(17)), root: vc("Home", presents: nav(vc("Form"), name: "FormNav")))
        let r = try simulate(s, [.dismiss("Form", animated: true), .present(vc("Again"), from: "Home", style: .fullScreen, animated: true)])
        #expect(r.entries[1].status == .applied, "Home presents nothing any more")
    }

    // MARK: errors

    @Test("Unknown, ambiguous and duplicate names are refused with the event index and the field")
    func nameErrors() throws {
        let s = scenario(phone(version(17)), root: nav(vc("A"), vc("A"), name: "Nav"))
        let unknown = try #require(timelineError(s, [.deviceOrientation(.landscapeLeft), .dismiss("Missing", animated: true)]))
        #expect(unknown.code == .unknownController)
        #expect(unknown.event == 1)
        #expect(unknown.field == "controller")
        #expect(unknown.message.contains("Nav, A, A"))
        let ambiguous = try #require(timelineError(s, [.present(vc("X"), from: "A", style: nil, animated: true)]))
        #expect(ambiguous.code == .ambiguousController)
        #expect(ambiguous.field == "from")
        #expect(ambiguous.message.contains("window.rootViewController.viewControllers[0], window.rootViewController.viewControllers[1]"))
        let duplicate = try #require(timelineError(s, [.push(vc("Nav"), onto: "Nav", animated: true)]))
        #expect(duplicate.code == .duplicateController)
        let kind = try #require(timelineError(scenario(root: vc("Plain")), [.pop("Plain", animated: true)]))
        #expect(kind.code == .notANavigationController)
        #expect(kind.field == "navigationController")
    }

    @Test("A controller dismissed earlier is unknown later")
    func unknownAfterDismissal() throws {
        let s = scenario(phone(version(17)), root: vc("Home", presents: vc("Modal", style: .fullScreen)))
        let error = try #require(timelineError(s, [.dismiss("Modal", animated: true), .dismiss("Modal", animated: true)]))
        #expect(error.code == .unknownController)
        #expect(error.event == 1)
    }

    @Test("An observer may not change the device orientation from inside its notification")
    func observerRefused() throws {
        let error = try #require(timelineError(scenario(), [], observers: [TimelineObserver(when: .any, action: .deviceOrientation(.portrait))]))
        #expect(error.code == .observerActionNotAllowed)
        #expect(error.observer == 0)
    }

    // MARK: push / pop / tabs

    @Test("Pushing a landscape-only controller in portrait does not rotate until the device turns")
    func pushNeverRotates() throws {
        let s = scenario(phone(version(12)), root: nav(vc("List"), name: "Nav", forwarding: .topViewController))
        let r = try simulate(s, [.push(vc("Video", .landscape), onto: "Nav", animated: true), .deviceOrientation(.landscapeLeft)])
        #expect(r.entries[0].interfaceOrientationAfter == .portrait)
        #expect(r.entries[0].supportedInterfaceOrientations == .landscape)
        #expect(r.entries[1].interfaceOrientationAfter == .landscapeRight)
    }

    @Test("iOS 5: the navigation controller asks its top controller, so a push changes the mask but still does not rotate")
    func pushLegacy() throws {
        let s = scenario(phone(version(5)), root: nav(vc("List", legacy: .allButUpsideDown), name: "Nav"))
        let r = try simulate(s, [.push(vc("Video", legacy: .landscape), onto: "Nav", animated: true), .deviceOrientation(.landscapeLeft)])
        #expect(r.entries[0].interfaceOrientationAfter == .portrait)
        #expect(r.entries[0].supportedInterfaceOrientations == .landscape)
        #expect(r.entries[1].interfaceOrientationAfter == .landscapeRight)
        #expect(r.entries[1].asked == ["Video shouldAutorotateToInterfaceOrientation:"])
    }

    @Test("Popping the root view controller does nothing; popping reveals the previous controller, which lays out if it missed a rotation")
    func pop() throws {
        let s = scenario(phone(version(17)), root: nav(vc("List"), name: "Nav"))
        let r = try simulate(
            s,
            [
                .pop("Nav", animated: true),
                .push(vc("Detail"), onto: "Nav", animated: true),
                .deviceOrientation(.landscapeLeft),
                .pop("Nav", animated: true),
            ])
        #expect(r.entries[0].status == .ignored)
        #expect(!r.entries[2].callbacks.contains { $0.controller == "List" })
        #expect(r.entries[3].calls == ["List viewWillLayoutSubviews"])
    }

    @Test("Selecting a tab never rotates; an index outside the tabs is refused")
    func selectTab() throws {
        let s = scenario(phone(version(12)), root: tabs(vc("One"), vc("Two", .landscape), name: "Tabs", forwarding: .selectedViewController))
        let r = try simulate(s, [.selectTab("Tabs", index: 1), .selectTab("Tabs", index: 1)])
        #expect(r.entries[0].interfaceOrientationAfter == .portrait)
        #expect(r.entries[0].supportedInterfaceOrientations == .landscape)
        #expect(r.entries[1].status == .ignored)
        let error = try #require(timelineError(s, [.selectTab("Tabs", index: 2)]))
        #expect(error.code == .tabIndexOutOfRange)
        #expect(error.field == "index")
    }

    // MARK: changed answers

    @Test(
        "iOS 5-15: attemptRotationToDeviceOrientation rotates to the device orientation once it is allowed",
        arguments: [version(5), version(9), version(15)])
    func attemptRotation(v: SystemVersion) throws {
        let root = vc("Root", .portrait, legacy: .portrait)
        let s = scenario(phone(v), root: root)
        let change = AnswerChange(supportedInterfaceOrientations: .allButUpsideDown, shouldAutorotateToInterfaceOrientation: .allButUpsideDown)
        let r = try simulate(s, [.deviceOrientation(.landscapeLeft), .updateAnswers("Root", change, then: .attemptRotationToDeviceOrientation)])
        #expect(r.entries[0].interfaceOrientationAfter == .portrait)
        #expect(r.entries[1].interfaceOrientationAfter == .landscapeRight)
        #expect(r.entries[1].rules.contains("attempt-rotation"))
    }

    @Test("attemptRotationToDeviceOrientation is unavailable before iOS 5 and no longer rotates on iOS 16+", arguments: [version(4), version(16)])
    func attemptRotationOutsideEra(v: SystemVersion) throws {
        let s = scenario(phone(v), root: vc("Root", .portrait, legacy: .portrait))
        let change = AnswerChange(supportedInterfaceOrientations: .allButUpsideDown, shouldAutorotateToInterfaceOrientation: .allButUpsideDown)
        let r = try simulate(s, [.deviceOrientation(.landscapeLeft), .updateAnswers("Root", change, then: .attemptRotationToDeviceOrientation)])
        #expect(r.entries[1].status == .unavailable)
        #expect(r.entries[1].interfaceOrientationAfter == .portrait)
    }

    @Test("iOS 16+: setNeedsUpdateOfSupportedInterfaceOrientations turns to the device orientation, or away from an orientation no longer supported")
    func setNeedsUpdate() throws {
        let s = scenario(phone(version(17)), root: vc("Root", .portrait))
        let r = try simulate(
            s,
            [
                .deviceOrientation(.landscapeLeft),
                .updateAnswers("Root", AnswerChange(supportedInterfaceOrientations: .allButUpsideDown), then: nil),
                .deviceOrientation(.faceUp),
                .updateAnswers(
                    "Root", AnswerChange(supportedInterfaceOrientations: .portrait), then: .setNeedsUpdateOfSupportedInterfaceOrientations),
            ])
        #expect(r.entries[1].interfaceOrientationAfter == .landscapeRight, "the default call on 16+ is setNeedsUpdate")
        #expect(r.entries[3].interfaceOrientationAfter == .portrait)
        #expect(r.entries[3].calls.first == "Root viewWillTransitionToSize:withTransitionCoordinator:")
    }

    @Test("setNeedsUpdateOfSupportedInterfaceOrientations does not exist before iOS 16")
    func setNeedsUpdateOutsideEra() throws {
        let r = try simulate(
            scenario(phone(version(15)), root: vc("Root", .portrait)),
            [
                .deviceOrientation(.landscapeLeft),
                .updateAnswers(
                    "Root", AnswerChange(supportedInterfaceOrientations: .allButUpsideDown), then: .setNeedsUpdateOfSupportedInterfaceOrientations),
            ])
        #expect(r.entries[1].status == .unavailable)
        #expect(r.entries[1].interfaceOrientationAfter == .portrait)
    }

    // MARK: UIDevice KVC

    @Test("Up to iOS 15, setValue:forKey:@\"orientation\" turns the device: notification and rotation", arguments: [version(6), version(15)])
    func kvcWorks(v: SystemVersion) throws {
        let e = try simulate(scenario(phone(v)), [.setDeviceOrientationValue(.landscapeLeft)]).entries[0]
        #expect(e.deviceOrientation == .landscapeLeft)
        #expect(e.interfaceOrientationAfter == .landscapeRight)
        #expect(e.notifications.first == .deviceOrientationDidChange)
        #expect(e.logs.isEmpty)
    }

    @Test("iOS 16+, built with the 16 SDK: the KVC hack logs BUG IN CLIENT OF UIKIT and does nothing")
    func kvcModern() throws {
        let e = try simulate(scenario(phone(version(17))), [.setDeviceOrientationValue(.landscapeLeft)]).entries[0]
        #expect(
            e.logs == ["BUG IN CLIENT OF UIKIT: Setting UIDevice.orientation is not supported. Please use UIWindowScene.requestGeometryUpdate(_:)"])
        #expect(e.status == .ignored)
        #expect(e.deviceOrientation == .portrait)
        #expect(e.interfaceOrientationAfter == .portrait)
        #expect(e.notifications.isEmpty)
    }

    @Test("iOS 16+, an app linked against an older SDK: logged, then shimmed into a geometry request and a device change")
    func kvcShim() throws {
        let e = try simulate(scenario(phone(version(17))), [.setDeviceOrientationValue(.landscapeLeft)], linkedAgainst: version(15)).entries[0]
        #expect(e.logs.count == 1)
        #expect(e.status == .applied)
        #expect(e.interfaceOrientationAfter == .landscapeRight)
        #expect(e.deviceOrientation == .landscapeLeft)
        #expect(e.notifications.contains(.deviceOrientationDidChange))
    }

    // MARK: requestGeometryUpdate

    @Test("requestGeometryUpdate with nothing supported delivers UISceneErrorDomain 101 with UIKit's text, and nothing turns")
    func geometryDenied() throws {
        let s = scenario(phone(version(16), homeButton: false), root: vc("Root", .all))
        let e = try simulate(s, [.requestGeometryUpdate(.portraitUpsideDown)]).entries[0]
        #expect(e.status == .denied)
        #expect(e.exception == nil)
        let error = try #require(e.error)
        #expect(error.domain == "UISceneErrorDomain")
        #expect(error.code == 101)
        // The second instance quoted in the iOS 16 geometry-request error reports: .all on a Face ID phone.
        #expect(
            error.localizedDescription
                == "None of the requested orientations are supported by the view controller. Requested: portraitUpsideDown; Supported: portrait, landscapeLeft, landscapeRight"
        )
    }

    @Test("requestGeometryUpdate rotates the scene without the device turning")
    func geometryGranted() throws {
        let e = try simulate(scenario(phone(version(17))), [.requestGeometryUpdate(.landscapeLeft)]).entries[0]
        #expect(e.interfaceOrientationAfter == .landscapeLeft)
        #expect(e.deviceOrientation == .portrait)
        #expect(!e.notifications.contains(.deviceOrientationDidChange))
    }

    @Test("requestGeometryUpdate does not exist before iOS 16")
    func geometryOutsideEra() throws {
        let e = try simulate(scenario(phone(version(15))), [.requestGeometryUpdate(.landscapeLeft)]).entries[0]
        #expect(e.status == .unavailable)
        #expect(e.interfaceOrientationAfter == .portrait)
    }

    // MARK: status bar

    @Test("iOS 6+: setStatusBarOrientation:animated: is ignored while the top-most controller autorotates")
    func statusBarIgnored() throws {
        let e = try simulate(scenario(phone(version(6))), [.setStatusBarOrientation(.landscapeRight, animated: true)]).entries[0]
        #expect(e.status == .ignored)
        #expect(e.statusBarOrientation == .portrait)
    }

    @Test(
        "iOS 6+: with shouldAutorotate NO (or a 0 mask) only the status bar turns, with its notifications",
        arguments: [vc("Root", should: false), vc("Root", InterfaceOrientationMask())])
    func statusBarWorks(root: ViewController) throws {
        let e = try simulate(scenario(phone(version(9)), root: root), [.setStatusBarOrientation(.landscapeRight, animated: true)]).entries[0]
        #expect(e.statusBarOrientation == .landscapeRight)
        #expect(e.interfaceOrientationAfter == .portrait)
        #expect(e.notifications == [.willChangeStatusBarOrientation, .didChangeStatusBarOrientation])
    }

    /// react-native-screens#3831 and #4117: UIKit judges a geometry request against the supported mask it holds
    /// until setNeedsUpdateOfSupportedInterfaceOrientations refreshes it (observed, not documented).
    @Test(
        "iOS 16+: a geometry request after a change of answers without setNeedsUpdate is judged against UIKit's cached mask and fails with 101 (react-native-screens#3831)"
    )
    func geometryRequestJudgedOnCachedMask() throws {
        let s = scenario(phone(version(17)), root: vc("Root", .portrait))
        let change = AnswerChange(supportedInterfaceOrientations: .landscape)
        let stale = try simulate(s, [.updateAnswers("Root", change, then: OrientationUpdate.none), .requestGeometryUpdate(.landscapeLeft)])
        #expect(stale.entries[1].status == .denied)
        #expect(stale.interfaceOrientation == .portrait)
        let refreshed = try simulate(
            s,
            [
                .updateAnswers("Root", change, then: .setNeedsUpdateOfSupportedInterfaceOrientations),
                .requestGeometryUpdate(.landscapeLeft),
            ])
        #expect(refreshed.interfaceOrientation == .landscapeLeft)
    }

    @Test("a device turn makes UIKit ask again, so a later request meets the new answers")
    func deviceTurnRefreshesTheCache() throws {
        let s = scenario(phone(version(17)), root: vc("Root", .portrait))
        let change = AnswerChange(supportedInterfaceOrientations: .landscape)
        let r = try simulate(
            s,
            [
                .updateAnswers("Root", change, then: OrientationUpdate.none), .deviceOrientation(.portraitUpsideDown),
                .requestGeometryUpdate(.landscapeLeft),
            ])
        #expect(r.interfaceOrientation == .landscapeLeft)
    }

    /// ZFPlayer#880 quotes UIKit's assert on iOS 13 ("are no-ops on iOS 13.0"); ZFPlayer#857: built with the
    /// iOS 12 SDK the setter still works.
    @Test(
        "iOS 13+: setStatusBarOrientation:animated: does nothing for an app built with the iOS 13 SDK, and still works built with 12 (ZFPlayer#880, #857)"
    )
    func statusBarNoOpFromIOS13() throws {
        let root = vc("Root", should: false)
        let rebuilt = try simulate(scenario(phone(version(17)), root: root), [.setStatusBarOrientation(.landscapeRight, animated: true)]).entries[0]
        #expect(rebuilt.status == .ignored)
        #expect(rebuilt.statusBarOrientation == .portrait)
        #expect(rebuilt.logs.contains { $0.contains("are no-ops on iOS 13.0") })
        let old = try simulate(
            scenario(phone(version(17)), root: root), [.setStatusBarOrientation(.landscapeRight, animated: true)],
            linkedAgainst: version(12)
        ).entries[0]
        #expect(old.statusBarOrientation == .landscapeRight)
    }

    @Test("iOS 5 and earlier: setStatusBarOrientation:animated: always turns the status bar")
    func statusBarLegacy() throws {
        let e = try simulate(scenario(phone(version(5))), [.setStatusBarOrientation(.landscapeLeft, animated: false)]).entries[0]
        #expect(e.statusBarOrientation == .landscapeLeft)
    }

    // MARK: windows and screens

    @Test(
        "An external screen's window keeps its bounds when the device turns, and is hidden on disconnect",
        arguments: [version(5), version(7), version(12), version(17)])
    func externalScreen(v: SystemVersion) throws {
        let r = try simulate(
            scenario(phone(v), root: vc("Main", legacy: .allButUpsideDown)),
            [
                .connectScreen(Window(rootViewController: vc("TVViewController"))),
                .deviceOrientation(.landscapeLeft),
                .disconnectScreen,
                .disconnectScreen,
            ])
        #expect(r.entries[0].notifications == [.screenDidConnect, .windowDidBecomeVisible])
        #expect(r.entries[0].windows[1].screen == .external)
        #expect(r.entries[1].windows[1].bounds == ScreenSize(width: 1920, height: 1080))
        #expect(r.entries[1].windows[0].bounds == ScreenSize(width: 667, height: 375))
        #expect(!r.entries[1].callbacks.contains { $0.controller == "TVViewController" })
        #expect(r.entries[2].notifications == [.screenDidDisconnect, .windowDidBecomeHidden])
        #expect(r.entries[3].status == .ignored)
    }

    @Test(
        "Making a window key posts resign and become-key; the deciding window changes without an immediate rotation",
        arguments: [version(5), version(7), version(17)])
    func makeKey(v: SystemVersion) throws {
        var s = scenario(phone(v), root: vc("Main"))
        s.windows.append(Window(rootViewController: vc("Overlay", .landscape, legacy: .landscape), isKeyWindow: false))
        let r = try simulate(s, [.makeKeyWindow(1), .makeKeyWindow(1)])
        #expect(r.entries[0].notifications == [.windowDidResignKey, .windowDidBecomeKey])
        #expect(r.entries[0].supportedInterfaceOrientations == .landscape)
        #expect(r.entries[0].interfaceOrientationAfter == .portrait)
        #expect(r.entries[1].status == .ignored)
        #expect(timelineError(s, [.makeKeyWindow(5)])?.code == .windowIndexOutOfRange)
    }

    @Test("Showing and hiding a window post the visibility notifications", arguments: [version(5), version(17)])
    func showHide(v: SystemVersion) throws {
        var s = scenario(phone(v))
        s.windows.append(Window(rootViewController: vc("HUD"), isKeyWindow: false, isHidden: true))
        let r = try simulate(s, [.showWindow(1), .hideWindow(1), .hideWindow(1)])
        #expect(r.entries[0].notifications == [.windowDidBecomeVisible])
        #expect(r.entries[1].notifications == [.windowDidBecomeHidden])
        #expect(r.entries[2].status == .ignored)
    }

    // MARK: launch

    @Test("Launch: iOS 7 and earlier start in portrait when listed; the root then turns the interface to what it supports before showing")
    func launch() throws {
        let s = scenario(
            phone(version(7)), plist: plist([.landscapeRight, .portrait]), root: vc("Game", .landscape), current: .portrait,
            deviceOrientation: .portrait)
        let e = try simulate(s, [.launch]).entries[0]
        #expect(e.interfaceOrientationAfter == .landscapeRight)
        #expect(e.callbacks.isEmpty, "the window is not shown yet")
        #expect(e.notifications == [.windowDidBecomeVisible, .windowDidBecomeKey])
        #expect(e.rules.contains("launch-orientation"))
    }

    @Test("Launch raises when the root has no orientation in common with the app (at setRootViewController:)")
    func launchException() throws {
        let s = scenario(phone(version(11)), plist: plist([.portrait]), root: vc("Landscape", .landscape), current: .portrait)
        let r = try simulate(s, [.launch, .deviceOrientation(.landscapeLeft)])
        #expect(r.outcome == .exception)
        #expect(r.entries.count == 1)
    }

    @Test("Without a current orientation the timeline starts from the launch orientation")
    func initialLaunchOrientation() throws {
        let s = scenario(phone(version(17)), plist: plist([.landscapeLeft]), root: vc("Game"), current: nil)
        let r = try simulate(s, [])
        #expect(r.initialInterfaceOrientation == .landscapeLeft)
        #expect(r.entries.isEmpty)
    }
}
