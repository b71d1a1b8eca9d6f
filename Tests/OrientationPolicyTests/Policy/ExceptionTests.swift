import OrientationPolicy
import Testing

private let noCommonOld = "Supported orientations has no common orientation with the application, and shouldAutorotate is returning YES"

@Suite("UIApplicationInvalidInterfaceOrientation: conditions and exact texts")
struct ExceptionTests {
    @Test("the raised name is the literal UIApplicationInvalidInterfaceOrientation, without 'Exception'")
    func name() {
        #expect(UIKitException.invalidInterfaceOrientation == "UIApplicationInvalidInterfaceOrientation")
        #expect(UIKitException.noCommonOrientation(className: "X", systemVersion: version(17)).name == "UIApplicationInvalidInterfaceOrientation")
    }

    @Test(
        "8.2/8.3 boundary: the no-common-orientation text gains the class name in 8.3",
        arguments: [
            (version(6, 0), noCommonOld),
            (version(8, 2), noCommonOld),
            (
                version(8, 3),
                "Supported orientations has no common orientation with the application, and [EZPlayer.EZPlayerFullScreenViewController shouldAutorotate] is returning YES"
            ),
            (
                version(26, 0),
                "Supported orientations has no common orientation with the application, and [EZPlayer.EZPlayerFullScreenViewController shouldAutorotate] is returning YES"
            ),
        ])
    func noCommonTexts(v: SystemVersion, reason: String) {
        #expect(UIKitException.noCommonOrientation(className: "EZPlayer.EZPlayerFullScreenViewController", systemVersion: v).reason == reason)
    }

    @Test(
        "the modern preferred-orientation texts, verbatim from crash reports (Bytedance-UnionAD#105, HHTransition#16, NYTPhotoViewer#360, Sobot)",
        arguments: [
            (
                InterfaceOrientation.portrait, InterfaceOrientationMask.landscape,
                "preferredInterfaceOrientationForPresentation 'portrait' must match a supported interface orientation: 'landscapeLeft, landscapeRight'!"
            ),
            (.unknown, .portrait, "preferredInterfaceOrientationForPresentation 'unknown' must match a supported interface orientation: 'portrait'!"),
            (
                .landscapeRight, .portrait,
                "preferredInterfaceOrientationForPresentation 'landscapeRight' must match a supported interface orientation: 'portrait'!"
            ),
            (
                .landscapeLeft, InterfaceOrientationMask([.portrait, .landscapeRight]),
                "preferredInterfaceOrientationForPresentation 'landscapeLeft' must match a supported interface orientation: 'portrait, landscapeRight'!"
            ),
        ])
    func preferredModernTexts(p: InterfaceOrientation, supported: InterfaceOrientationMask, reason: String) {
        #expect(UIKitException.preferredOrientationNotSupported(p, supported: supported, systemVersion: version(16)).reason == reason)
    }

    /// Appboy/appboy-ios-sdk#54 quotes the old text in March 2016 and zhengwenming/WMPlayer#95 the new one on
    /// 2017-05-25: the switch lies in iOS 9.3-10.3 and the engine switches at 10.0.
    @Test(
        "the preferred-orientation text switches inside iOS 9.3-10.3, at 10.0 in this engine (Appboy#54, WMPlayer#95)",
        arguments: [
            (version(6, 0), true), (version(8, 1), true), (version(9, 2), true), (version(10, 0), false), (version(12, 4), false),
        ])
    func preferredTextSwitch(v: SystemVersion, old: Bool) {
        let r = UIKitException.preferredOrientationNotSupported(.portrait, supported: .landscape, systemVersion: v).reason
        #expect((r == "preferredInterfaceOrientationForPresentation must return a supported interface orientation!") == old)
    }

    @Test("no common orientation with shouldAutorotate YES raises, with the controller's class in the text")
    func raises() {
        let d = Policy.decide(
            scenario(
                phone(version(11, 4)), plist: plist([.landscapeLeft, .landscapeRight]), root: vc("MyApp.PortraitVC", .portrait),
                current: .landscapeLeft))
        #expect(d.outcome == .exception)
        #expect(
            d.exception?.reason
                == "Supported orientations has no common orientation with the application, and [MyApp.PortraitVC shouldAutorotate] is returning YES")
        #expect(d.interfaceOrientation == .landscapeLeft)
        #expect(d.supportedInterfaceOrientations.isEmpty)
        #expect(d.rules.suffix(2) == ["exception", "outcome"])
    }

    @Test("no exception when shouldAutorotate returns NO (wix/react-native-navigation#2156); the interface stays")
    func shouldAutorotateNoSuppresses() {
        let d = Policy.decide(
            scenario(plist: plist([.landscapeLeft]), root: vc("P", .portrait, should: false), current: .landscapeLeft, deviceOrientation: .portrait))
        #expect(d.exception == nil)
        #expect(d.outcome == .unchanged)
        #expect(d.supportedInterfaceOrientations.isEmpty)
    }

    @Test("disputed: a controller mask of 0 does not raise (iOS 6 release notes and modern code, against the header comment)")
    func disputedZeroControllerMask() {
        let d = Policy.decide(scenario(phone(version(6, 0)), root: vc("Zero", []), deviceOrientation: .landscapeLeft))
        #expect(d.exception == nil)
        #expect(d.outcome == .unchanged)
    }

    @Test("8.x/9.0 boundary: a restricted controller on a multitasking iPad raises on 8.4 but is ignored on 9.0 (openradar 22854526)")
    func multitaskingBoundary() {
        let root = vc("Portrait", .portrait)
        let old = Policy.decide(
            scenario(
                pad(version(8, 4)), plist: plist(pad: [.landscapeLeft, .landscapeRight, .portrait, .portraitUpsideDown]), root: root,
                current: .landscapeLeft))
        #expect(old.supportedInterfaceOrientations == .portrait)
        let new = Policy.decide(
            scenario(pad(version(9, 0)), plist: plist(pad: allFour), root: root, current: .landscapeLeft, deviceOrientation: .landscapeRight))
        #expect(new.supportedInterfaceOrientations == .all)
        #expect(new.interfaceOrientation == .landscapeLeft)
        #expect(new.rules.contains("multitasking"))
    }

    @Test("no exception on a multitasking iPad even when nothing is common", arguments: [version(9, 0), version(17, 0)])
    func multitaskingNeverRaises(v: SystemVersion) {
        let d = Policy.decide(scenario(pad(v), plist: plist(pad: allFour), delegate: .landscape, root: vc("P", .portrait)))
        #expect(d.exception == nil)
        #expect(d.supportedInterfaceOrientations == .landscape)
    }

    @Test(
        "multitasking is off with UIRequiresFullScreen, a partial plist list, or an iPad that cannot multitask",
        arguments: [
            (plist(pad: allFour, fullScreen: true), true),
            (plist(pad: [.portrait, .landscapeLeft, .landscapeRight]), true),
            (plist(pad: allFour), false),
        ])
    func multitaskingOptOuts(p: InfoPlist, canMultitask: Bool) {
        let device = pad(version(12), multitasking: canMultitask)
        #expect(!Policy.ignoresControllerOrientations(device: device, infoPlist: p))
        let d = Policy.decide(scenario(device, plist: p, root: vc("P", .portrait), current: .portrait, deviceOrientation: .landscapeLeft))
        #expect(d.supportedInterfaceOrientations == .portrait)
    }

    @Test("multitasking needs the pad idiom on iOS 9+ and a pad list with all four orientations")
    func multitaskingOn() {
        #expect(Policy.ignoresControllerOrientations(device: pad(version(9)), infoPlist: plist(pad: allFour)))
        #expect(Policy.ignoresControllerOrientations(device: pad(version(9)), infoPlist: InfoPlist()))  // missing key reads the pad default, all
        #expect(!Policy.ignoresControllerOrientations(device: phone(version(9)), infoPlist: plist(allFour)))
    }

    @Test("disputed: UIRequiresFullScreen is still honoured on iPadOS 26 (deprecated, 'ignored in a future release', TN3192)")
    func disputedRequiresFullScreen26() {
        #expect(!Policy.ignoresControllerOrientations(device: pad(version(26)), infoPlist: plist(pad: allFour, fullScreen: true)))
    }

    /// On an iPad (regular width) a popover stays a popover (UIModalPresentationStyle.popover, Apple;
    /// react-native-image-picker#587: presenting as a popover avoided the crash in a landscape-only iPad app).
    @Test("a popover on an iPad never raises: its presenter decides (the Game Center case as popover)")
    func popoverNoCrash() {
        let gc = vc("GKHostedAuthenticateViewController", .portrait)
        let root = present(gc, from: vc("GameVC", .landscape), style: .popover)
        let d = Policy.decide(
            scenario(pad(version(9), multitasking: false), plist: plist([.landscapeLeft, .landscapeRight]), root: root, current: .landscapeRight))
        #expect(d.exception == nil)
        #expect(d.topmostViewController?.name == "GameVC")
    }

    @Test(
        "the Habr article on iOS 6 autorotation: a landscape-only app presenting Game Center's portrait-only controller full screen crashes on iOS 6")
    func gameCenterCrash() {
        let gc = vc("GKHostedAuthenticateViewController", .portrait)
        let root = present(gc, from: vc("GameVC", .landscape), style: .fullScreen)
        let d = Policy.decide(scenario(phone(version(6, 0)), plist: plist([.landscapeLeft, .landscapeRight]), root: root, current: .landscapeRight))
        #expect(d.outcome == .exception)
        #expect(d.exception?.reason == noCommonOld)
        #expect(d.topmostViewController?.path == "window.rootViewController.presentedViewController")
    }

    @Test("Apple DTS fix for the Game Center crash: support all orientations in the delegate and limit the controllers")
    func gameCenterFix() {
        let gc = vc("GKHostedAuthenticateViewController", .portrait)
        let root = present(gc, from: vc("GameVC", .landscape), style: .fullScreen)
        let d = Policy.decide(
            scenario(phone(version(6, 0)), plist: plist([.landscapeLeft, .landscapeRight]), delegate: .all, root: root, current: .landscapeRight))
        #expect(d.exception == nil)
        #expect(d.interfaceOrientation == .portrait)
    }

    @Test("the exception never exists before iOS 6: iOS 5 has no app mask intersection (disputed: plist only sets the launch orientation)")
    func disputedLegacyNoAppIntersection() {
        let d = Policy.decide(
            scenario(
                phone(version(5, 1)), plist: plist([.landscapeLeft]), root: vc("P", legacy: .portrait), current: .portrait,
                deviceOrientation: .landscapeLeft))
        #expect(d.exception == nil)
        #expect(d.supportedInterfaceOrientations == .portrait)
    }

    @Test("a container without forwarding names its own class in the 8.3+ text")
    func containerClassName() {
        let d = Policy.decide(scenario(plist: plist([.landscapeLeft]), root: nav(vc("Child", .landscape), mask: .portrait), current: .landscapeLeft))
        #expect(d.exception?.reason.contains("[UINavigationController shouldAutorotate]") == true)
    }
}
