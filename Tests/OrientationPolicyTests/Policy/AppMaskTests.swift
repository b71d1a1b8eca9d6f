import OrientationPolicy
import Testing

@Suite("App mask: Info.plist, device modifiers, delegate, defaults")
struct AppMaskTests {
    @Test(
        "the device-modified key replaces the plain key on its idiom and is ignored on the other",
        arguments: [
            // (idiom, plain, ~ipad, ~iphone, expected mask, expected source)
            (
                Idiom.pad, [InterfaceOrientation.portrait], [InterfaceOrientation]?.some(allFour), [InterfaceOrientation]?.none,
                InterfaceOrientationMask.all, ApplicationOrientations.Source.infoPlistPad
            ),
            (.phone, [.portrait], allFour, nil, .portrait, .infoPlist),
            (.phone, [.portrait], nil, [.landscapeLeft], .landscapeLeft, .infoPlistPhone),
            (.pad, [.portrait], nil, [.landscapeLeft], .portrait, .infoPlist),
        ])
    func deviceModifiers(
        idiom: Idiom, plain: [InterfaceOrientation], padList: [InterfaceOrientation]?, phoneList: [InterfaceOrientation]?,
        mask: InterfaceOrientationMask, source: ApplicationOrientations.Source
    ) {
        let a = Policy.infoPlistApplicationOrientations(plist(plain, pad: padList, phone: phoneList), idiom: idiom)
        #expect(a.mask == mask)
        #expect(a.source == source)
    }

    @Test(
        "without UISupportedInterfaceOrientations the app mask is all on iPad and allButUpsideDown on iPhone (UIApplication.h)",
        arguments: [
            (Idiom.pad, InterfaceOrientationMask.all), (.phone, .allButUpsideDown),
        ])
    func idiomDefault(idiom: Idiom, mask: InterfaceOrientationMask) {
        let a = Policy.infoPlistApplicationOrientations(InfoPlist(), idiom: idiom)
        #expect(a == ApplicationOrientations(mask: mask, source: .default))
    }

    @Test(
        "the app delegate's supportedInterfaceOrientationsForWindow: overrides Info.plist on iOS 6+ (the Habr article on iOS 6 autorotation; Jkenny's Interface Orientation post on 8.3/9.3)"
    )
    func delegateOverridesPlist() {
        let s = scenario(phone(version(9, 3)), plist: plist([.portrait]), delegate: .landscape)
        let a = Policy.applicationOrientations(for: s.windows[0], in: s)
        #expect(a == ApplicationOrientations(mask: .landscape, source: .delegate))
    }

    @Test("a window's own delegate answer wins over the app-wide one (the method is called per window)")
    func perWindowDelegate() {
        var s = scenario(delegate: .all)
        s.windows[0].supportedInterfaceOrientationsForWindow = .portrait
        #expect(Policy.applicationOrientations(for: s.windows[0], in: s).mask == .portrait)
    }

    @Test("the delegate method does not exist before iOS 6, so iOS 5.1 reads Info.plist")
    func noDelegateOnLegacy() {
        let s = scenario(phone(version(5, 1)), plist: plist([.portrait]), delegate: .landscape)
        #expect(Policy.applicationOrientations(for: s.windows[0], in: s) == ApplicationOrientations(mask: .portrait, source: .infoPlist))
    }

    @Test(
        "an empty orientation list is an app mask of 0 on iOS 15 and is treated as all from iOS 16 (decompiled __supportedInterfaceOrientations; disputed start)",
        arguments: [
            (version(15, 7), InterfaceOrientationMask()), (version(16, 0), .all),
        ])
    func zeroAppMask(v: SystemVersion, used: InterfaceOrientationMask) {
        let s = scenario(phone(v), plist: plist([]))
        #expect(Policy.declaredApplicationOrientations(for: s.windows[0], in: s).mask.isEmpty)
        #expect(Policy.applicationOrientations(for: s.windows[0], in: s).mask == used)
    }

    @Test("an app mask of 0 with a full controller raises on iOS 15 and is harmless on iOS 16 (the 15.x/16.0 boundary)")
    func zeroAppMaskDecision() {
        let old = Policy.decide(scenario(phone(version(15, 7)), plist: plist([]), root: vc("RootVC")))
        #expect(old.outcome == .exception)
        let new = Policy.decide(scenario(phone(version(16, 0)), plist: plist([]), root: vc("RootVC")))
        #expect(new.outcome == .unchanged)
        #expect(new.supportedInterfaceOrientations == .allButUpsideDown)
        #expect(new.rules.contains("app-mask-zero"))
    }

    @Test(
        "UIRequiresFullScreen~ipad wins over the plain key on iPad; the phone reads only the plain key",
        arguments: [
            (Idiom.pad, Bool?.some(false), Bool?.some(true), true),
            (.pad, true, false, false),
            (.pad, true, nil, true),
            (.phone, false, true, false),
            (.pad, nil, nil, false),
        ])
    func requiresFullScreenKeys(idiom: Idiom, plain: Bool?, padValue: Bool?, expected: Bool) {
        var p = InfoPlist()
        p.requiresFullScreen = plain
        p.requiresFullScreenPad = padValue
        #expect(Policy.requiresFullScreen(p, idiom: idiom) == expected)
    }

    @Test("Decision reports the app mask and its source per the API")
    func decisionReportsSource() {
        let d = Policy.decide(scenario(pad(), plist: plist([.portrait], pad: allFour)))
        #expect(d.applicationOrientations == ApplicationOrientations(mask: .all, source: .infoPlistPad))
        #expect(d.explanation.first { $0.rule == "app-mask" }?.detail.contains("~ipad") == true)
    }
}
