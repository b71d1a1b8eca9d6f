import OrientationPolicy
import Testing

private func windowed(_ windows: [Window], current: InterfaceOrientation = .portrait, d: DeviceOrientation? = nil) -> Scenario {
    Scenario(
        device: phone(), app: App(infoPlist: plist(phoneTemplate)), windows: windows, windowsFromArray: true,
        interfaceOrientation: current, deviceOrientation: d)
}

@Suite("Which window decides (QA1688, the Windows guide)")
struct WindowTests {
    @Test("the key window on the main screen decides, not an earlier non-key window")
    func keyWindowDecides() {
        let s = windowed([
            Window(rootViewController: vc("Overlay", .portrait), isKeyWindow: false),
            Window(rootViewController: vc("Main", .landscape), isKeyWindow: true),
        ])
        #expect(Policy.decidingWindowIndex(in: s) == 1)
        #expect(Policy.decide(s).topmostViewController == ControllerReference(name: "Main", path: "windows[1].rootViewController"))
    }

    @Test("a hidden key window does not decide; the first visible main-screen window does")
    func hiddenKeyWindow() {
        let s = windowed([
            Window(rootViewController: vc("Main"), isKeyWindow: false),
            Window(rootViewController: vc("HUD", .landscape), isKeyWindow: true, isHidden: true),
        ])
        #expect(Policy.decidingWindowIndex(in: s) == 0)
    }

    @Test("a key window on an external screen never rotates with the device")
    func externalKeyWindow() {
        let s = windowed([
            Window(rootViewController: vc("Main"), isKeyWindow: false),
            Window(rootViewController: vc("TV"), isKeyWindow: true, screen: .external),
        ])
        #expect(Policy.decidingWindowIndex(in: s) == 0)
    }

    @Test("with only an external-screen window nothing rotates: the device change is ignored")
    func onlyExternal() {
        let s = windowed([Window(rootViewController: vc("TV"), screen: .external)], d: .landscapeLeft)
        #expect(Policy.decidingWindowIndex(in: s) == nil)
        let d = Policy.decide(s)
        #expect(d.outcome == .unchanged)
        #expect(d.interfaceOrientation == .portrait)
        #expect(d.topmostViewController == nil)
    }

    @Test("a window without a root view controller: the application alone decides (QA1688)")
    func noRootController() {
        let d = Policy.decide(scenario(root: nil, deviceOrientation: .landscapeLeft))
        #expect(d.topmostViewController == nil)
        #expect(d.supportedInterfaceOrientations == .allButUpsideDown)
        #expect(d.outcome == .rotated)
        #expect(d.interfaceOrientation == .landscapeRight)
    }

    @Test("paths use the request's spelling: window... for a single window, windows[i]... for an array")
    func pathSpelling() {
        let single = Policy.decide(scenario(root: vc("Root")))
        #expect(single.topmostViewController?.path == "window.rootViewController")
        let array = Policy.decide(windowed([Window(rootViewController: vc("Root"))]))
        #expect(array.topmostViewController?.path == "windows[0].rootViewController")
    }

    @Test("the delegate's per-window answer is used for the deciding window only")
    func perWindowAppMask() {
        var s = windowed(
            [
                Window(rootViewController: vc("SDK"), isKeyWindow: false, supportedInterfaceOrientationsForWindow: .portrait),
                Window(rootViewController: vc("Main"), isKeyWindow: true),
            ], d: .landscapeLeft)
        s.app.supportedInterfaceOrientationsForWindow = .all
        let d = Policy.decide(s)
        #expect(d.applicationOrientations.mask == .all)
        #expect(d.interfaceOrientation == .landscapeRight)
    }
}
