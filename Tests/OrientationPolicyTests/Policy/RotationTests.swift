import OrientationPolicy
import Testing

@Suite("Rotation on a device orientation (Supporting Multiple Interface Orientations, Jkenny's Interface Orientation post)")
struct RotationTests {
    @Test(
        "with every orientation supported, device d rotates to interface d; flat and unknown leave the interface alone",
        arguments: [
            (DeviceOrientation.portrait, InterfaceOrientation.portrait, RotationResult.Kind.alreadyThere),
            (.portraitUpsideDown, .portraitUpsideDown, .rotated),
            (.landscapeLeft, .landscapeRight, .rotated),
            (.landscapeRight, .landscapeLeft, .rotated),
            (.faceUp, .portrait, .notAnInterfaceOrientation),
            (.faceDown, .portrait, .notAnInterfaceOrientation),
            (.unknown, .portrait, .notAnInterfaceOrientation),
        ])
    func table(d: DeviceOrientation, result: InterfaceOrientation, kind: RotationResult.Kind) {
        let r = Policy.rotation(to: d, from: .portrait, supported: .all, shouldAutorotate: true, systemVersion: version(17))
        #expect(r.interfaceOrientation == result)
        #expect(r.kind == kind)
    }

    @Test("an unsupported device orientation is ignored (the Big Nerd Ranch guide: Homepwner does not turn upside down)")
    func unsupportedIgnored() {
        let r = Policy.rotation(
            to: .portraitUpsideDown, from: .landscapeLeft, supported: .allButUpsideDown, shouldAutorotate: true, systemVersion: version(7))
        #expect(r.kind == .notSupported)
        #expect(r.interfaceOrientation == .landscapeLeft)
    }

    @Test(
        "shouldAutorotate NO suppresses rotation on iOS 6-15 (Supporting Multiple Interface Orientations)",
        arguments: [version(6, 0), version(15, 7)])
    func shouldAutorotateBlocks(v: SystemVersion) {
        let r = Policy.rotation(to: .landscapeLeft, from: .portrait, supported: .all, shouldAutorotate: false, systemVersion: v)
        #expect(r.kind == .blockedByShouldAutorotate)
    }

    @Test("disputed: from iOS 16 shouldAutorotate is 'no longer supported' (iPadOS 16 release notes) and does not block rotation")
    func disputedShouldAutorotate16() {
        let r = Policy.rotation(to: .landscapeLeft, from: .portrait, supported: .all, shouldAutorotate: false, systemVersion: version(16, 0))
        #expect(r.kind == .rotated)
        #expect(r.interfaceOrientation == .landscapeRight)
    }

    @Test("15.x/16.0 boundary end to end: a controller returning NO from shouldAutorotate stays on 15.7 and turns on 16.0")
    func shouldAutorotateBoundary() {
        let root = vc("Locked", should: false)
        #expect(Policy.decide(scenario(phone(version(15, 7)), root: root, deviceOrientation: .landscapeLeft)).outcome == .unchanged)
        #expect(Policy.decide(scenario(phone(version(16, 0)), root: root, deviceOrientation: .landscapeLeft)).outcome == .rotated)
    }

    @Test("a phone without a home button never turns upside down, even when app and controller support it (Apple doc)")
    func noHomeButton() {
        let d = Policy.decide(
            scenario(phone(version(17), homeButton: false), plist: plist(allFour), root: vc("All", .all), deviceOrientation: .portraitUpsideDown))
        #expect(d.supportedInterfaceOrientations == .allButUpsideDown)
        #expect(d.outcome == .unchanged)
        #expect(d.rules.contains("device-restriction"))
    }

    @Test("a phone with a home button turns upside down when everything supports it")
    func homeButtonUpsideDown() {
        let d = Policy.decide(scenario(phone(version(10)), plist: plist(allFour), root: vc("All", .all), deviceOrientation: .portraitUpsideDown))
        #expect(d.outcome == .rotated)
        #expect(d.interfaceOrientation == .portraitUpsideDown)
    }

    @Test("iPad supports upside-down by default: all four orientations")
    func padUpsideDown() {
        let d = Policy.decide(scenario(pad(version(8)), plist: InfoPlist(), root: vc(), deviceOrientation: .portraitUpsideDown))
        #expect(d.interfaceOrientation == .portraitUpsideDown)
    }

    @Test(
        "iOS 5 rotates only where shouldAutorotateToInterfaceOrientation: says YES; the default stays portrait",
        arguments: [
            (InterfaceOrientationMask?.none, InterfaceOrientation.portrait),
            // device landscapeRight -> interface landscapeLeft (listing 8-3)
            (InterfaceOrientationMask([.portrait, .landscapeLeft]), .landscapeLeft),
            (.portrait, .portrait),
        ])
    func legacyRotation(legacy: InterfaceOrientationMask?, expected: InterfaceOrientation) {
        let d = Policy.decide(scenario(phone(version(5, 0)), root: vc("V", legacy: legacy), deviceOrientation: .landscapeRight))
        #expect(d.interfaceOrientation == expected)
    }

    @Test("a push inside a navigation controller never forces rotation: the interface stays portrait until the device turns")
    func pushDoesNotRotate() {
        let root = nav(vc("List"), vc("Landscape", .landscape), forwarding: .topViewController)
        let still = Policy.decide(scenario(root: root, current: .portrait))
        #expect(still.outcome == .unchanged)
        #expect(still.interfaceOrientation == .portrait)
        let turned = Policy.decide(scenario(root: root, current: .portrait, deviceOrientation: .landscapeRight))
        #expect(turned.interfaceOrientation == .landscapeLeft)
    }
}
