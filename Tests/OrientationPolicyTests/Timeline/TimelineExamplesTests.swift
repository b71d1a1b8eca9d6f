import OrientationPolicy
import Testing

/// The two timelines docs/api/simulate.md walks through: Apple's alternate landscape interface and the NYTPhotoViewer
/// dismissal.
@Suite("Timeline documented examples")
struct TimelineExamplesTests {
    /// Apple's "Supporting Multiple Interface Orientations" guide, listing 8-4: a portrait-only controller presents a landscape-only one when the device turns to
    /// landscape and dismisses it when it turns back, driven by UIDeviceOrientationDidChangeNotification.
    static func alternateLandscape(_ v: SystemVersion) -> (Scenario, [TimelineObserver]) {
        let s = scenario(phone(v), root: vc("PortraitViewController", .portrait))
        let observers = [
            TimelineObserver(
                when: .landscape,
                action: .present(
                    vc("LandscapeViewController", .landscape), from: "PortraitViewController", style: .fullScreen, animated: true)),
            TimelineObserver(when: .portrait, action: .dismiss("LandscapeViewController", animated: true)),
        ]
        return (s, observers)
    }

    @Test(
        "Alternate landscape interface: turning to landscape presents the landscape controller in landscape, turning back dismisses it in portrait",
        arguments: [version(6), version(9), version(17)])
    func alternateLandscapeInterface(v: SystemVersion) throws {
        let (s, observers) = Self.alternateLandscape(v)
        let r = try simulate(s, [.deviceOrientation(.landscapeLeft), .deviceOrientation(.portrait)], observers: observers)
        #expect(r.outcome == .completed)
        let toLandscape = r.entries[0]
        // The portrait-only root cannot follow the device; the observer's full-screen landscape-only controller
        // is shown in the device orientation (device landscapeLeft = interface landscapeRight).
        #expect(toLandscape.interfaceOrientationAfter == .landscapeRight)
        #expect(toLandscape.topmostViewController?.name == "LandscapeViewController")
        #expect(toLandscape.notifications == [.deviceOrientationDidChange, .willChangeStatusBarOrientation, .didChangeStatusBarOrientation])
        // Nobody rotates: the portrait controller is hidden, the landscape one appears already turned.
        #expect(toLandscape.callbacks.isEmpty)
        #expect(toLandscape.rules.contains("observer"))
        #expect(toLandscape.windows[0].bounds == ScreenSize(width: 667, height: 375))

        let back = r.entries[1]
        #expect(back.interfaceOrientationAfter == .portrait)
        #expect(back.topmostViewController?.name == "PortraitViewController")
        #expect(back.exception == nil)
        #expect(back.windows[0].bounds == ScreenSize(width: 375, height: 667))
    }

    @Test("Alternate landscape interface: the observer's guard skips a second presentation while the landscape controller is up")
    func alternateLandscapeGuard() throws {
        let (s, observers) = Self.alternateLandscape(version(17))
        let r = try simulate(s, [.deviceOrientation(.landscapeLeft), .deviceOrientation(.landscapeRight)], observers: observers)
        #expect(r.outcome == .completed)
        // The second landscape turns the landscape controller (it supports both) and presents nothing new.
        #expect(r.entries[1].interfaceOrientationAfter == .landscapeLeft)
        #expect(r.entries[1].topmostViewController?.name == "LandscapeViewController")
    }

    /// NYTPhotoViewer#360: a portrait-only presenter, a photo viewer supporting all orientations presented full
    /// screen, the device turned to landscape, then the viewer dismissed.
    static func photoViewer(_ v: SystemVersion) -> (Scenario, [TimelineEvent]) {
        let s = scenario(phone(v), root: vc("PhotosListViewController", .portrait))
        let events: [TimelineEvent] = [
            .present(vc("NYTPhotosViewController", .all), from: "PhotosListViewController", style: .fullScreen, animated: true),
            .deviceOrientation(.landscapeLeft),
            .dismiss("NYTPhotosViewController", animated: true),
            .deviceOrientation(.portrait),
        ]
        return (s, events)
    }

    @Test("NYTPhotoViewer: dismissing the viewer in landscape over a portrait-only presenter raises with the modern preferred-orientation text")
    func photoViewerCrashModern() throws {
        let (s, events) = Self.photoViewer(version(16))
        let r = try simulate(s, events)
        #expect(r.outcome == .exception)
        #expect(r.entries.count == 3, "the timeline stops at the dismissal")
        #expect(r.entries[1].interfaceOrientationAfter == .landscapeRight)
        let x = try #require(r.entries[2].exception)
        #expect(x.name == "UIApplicationInvalidInterfaceOrientation")
        // Verbatim from the NYTPhotoViewer#360 crash log.
        #expect(x.reason == "preferredInterfaceOrientationForPresentation 'landscapeRight' must match a supported interface orientation: 'portrait'!")
        #expect(r.entries[2].status == .exception)
        #expect(r.entries[2].interfaceOrientationAfter == .landscapeRight)
        #expect(r.entries[2].asked.contains("PhotosListViewController preferredInterfaceOrientationForPresentation"))
    }

    /// The old text is still quoted in March 2016 (Appboy/appboy-ios-sdk#54): iOS 8 through 9.2 use it.
    @Test("NYTPhotoViewer: iOS 8-9.2 raise with the old preferred-orientation text (Appboy#54)", arguments: [version(8), version(9, 2)])
    func photoViewerCrashOldText(v: SystemVersion) throws {
        let r = try simulate(Self.photoViewer(v).0, Self.photoViewer(v).1)
        #expect(r.entries.last?.exception?.reason == "preferredInterfaceOrientationForPresentation must return a supported interface orientation!")
    }

    @Test("NYTPhotoViewer: iOS 7 rotates the presenter back to portrait instead (openradar 18176955)")
    func photoViewerIOS7() throws {
        let r = try simulate(Self.photoViewer(version(7)).0, Self.photoViewer(version(7)).1)
        #expect(r.outcome == .completed)
        #expect(r.entries[2].interfaceOrientationAfter == .portrait)
        // The presenter was hidden during the landscape rotation and reappears in the portrait it was laid out
        // in, and the viewer is gone: nobody gets rotation methods.
        #expect(
            r.entries[1].calls == [
                "NYTPhotosViewController willRotateToInterfaceOrientation:duration:",
                "NYTPhotosViewController viewWillLayoutSubviews",
                "NYTPhotosViewController willAnimateRotationToInterfaceOrientation:duration:",
                "NYTPhotosViewController didRotateFromInterfaceOrientation:",
            ])
        #expect(r.entries[2].callbacks.isEmpty)
    }

    @Test(
        "Dismissal raises when neither the status bar nor the device orientation is supported (face up), and not once the device is back in portrait")
    func photoViewerDeviceSupported() throws {
        let s = Self.photoViewer(version(17)).0
        let r = try simulate(
            s,
            [
                .present(vc("NYTPhotosViewController", .all), from: "PhotosListViewController", style: .fullScreen, animated: true),
                .deviceOrientation(.landscapeLeft),
                .deviceOrientation(.faceUp),
                .dismiss("NYTPhotosViewController", animated: true),
            ])
        // Face up is not an interface orientation, so the fallback has nothing either: raises.
        #expect(r.outcome == .exception)
        let ok = try simulate(
            s,
            [
                .present(vc("NYTPhotosViewController", .all), from: "PhotosListViewController", style: .fullScreen, animated: true),
                .deviceOrientation(.landscapeLeft),
                .updateAnswers("NYTPhotosViewController", AnswerChange(supportedInterfaceOrientations: .landscape), then: .none),
                .deviceOrientation(.portrait),
                .dismiss("NYTPhotosViewController", animated: true),
            ])
        #expect(ok.outcome == .completed)
        #expect(ok.interfaceOrientation == .portrait)
    }
}
