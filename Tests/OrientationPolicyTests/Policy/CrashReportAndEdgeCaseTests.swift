import OrientationPolicy
import Testing

/// UIKit behaviours shown by public crash reports and edge cases of the documentation, not already pinned by a
/// more specific suite.
@Suite("Crash reports and documentation edge cases")
struct CrashReportAndEdgeCaseTests {
    @Test("numeric trap: UIInterfaceOrientationPortrait (1) returned as a mask holds no orientation, so it acts as 0 and does not raise")
    func portraitAsMask() {
        let bogus = InterfaceOrientationMask(rawValue: 1)
        #expect(bogus.orientations.isEmpty)
        let d = Policy.decide(scenario(root: vc("Buggy", bogus), deviceOrientation: .landscapeLeft))
        #expect(d.exception == nil)
        #expect(d.supportedInterfaceOrientations.isEmpty)
        #expect(d.outcome == .unchanged)
    }

    @Test("the 8.3 alert shim crash text (PDF417/pdf417-ios#7)")
    func alertShim() {
        let shim = vc("_UIAlertShimPresentingViewController", .portrait)
        let root = present(shim, from: vc("Scanner", .landscape), style: .fullScreen)
        let d = Policy.decide(scenario(phone(version(8, 3)), plist: plist([.landscapeLeft, .landscapeRight]), root: root, current: .landscapeLeft))
        #expect(
            d.exception?.reason
                == "Supported orientations has no common orientation with the application, and [_UIAlertShimPresentingViewController shouldAutorotate] is returning YES"
        )
    }

    @Test("Swift classes print module-qualified (MetalScope#39)")
    func swiftClassName() {
        let d = Policy.decide(
            scenario(phone(version(12)), plist: plist([.portrait]), root: vc("MetalScope.StereoViewController", .landscape), current: .portrait))
        #expect(
            d.exception?.reason
                == "Supported orientations has no common orientation with the application, and [MetalScope.StereoViewController shouldAutorotate] is returning YES"
        )
    }

    @Test("React Native: a portrait modal (0x2) over an app that supports only 0x18 crashes in release (react-native-lightbox#112)")
    func reactNativeModal() {
        let modal = vc("RCTModalHostViewController", InterfaceOrientationMask(rawValue: 0x2))
        let root = present(modal, from: vc("RCTRootViewController", .landscape), style: .fullScreen)
        let d = Policy.decide(scenario(phone(version(11)), plist: plist([.landscapeLeft, .landscapeRight]), root: root, current: .landscapeLeft))
        #expect(Policy.applicationOrientations(for: nil, in: scenario(plist: plist([.landscapeLeft, .landscapeRight]))).mask.rawValue == 0x18)
        #expect(d.outcome == .exception)
    }

    @Test(
        "the exception is checked at root assignment too: a restricted root in an app that does not share it raises without any event (JDStatusBarNotification#105)"
    )
    func rootAssignment() {
        let d = Policy.decide(
            scenario(pad(version(11, 4), multitasking: false), plist: plist(pad: [.portrait]), root: vc("Overlay", .landscape), current: .portrait))
        #expect(d.outcome == .exception)
    }

    @Test("shouldAutorotate defaults to YES: a portrait-only root in a landscape app raises unless it returns NO")
    func shouldAutorotateDefault() {
        let yes = Policy.decide(scenario(plist: plist([.landscapeLeft]), root: vc("P", .portrait), current: .landscapeLeft))
        let no = Policy.decide(scenario(plist: plist([.landscapeLeft]), root: vc("P", .portrait, should: false), current: .landscapeLeft))
        #expect(yes.outcome == .exception)
        #expect(no.outcome == .unchanged)
    }

    @Test("the delegate's mask only counts after launch: the launch orientation comes from Info.plist (TN2244)")
    func delegateNotAtLaunch() {
        let d = Policy.decide(
            scenario(phone(version(7)), plist: plist([.landscapeRight, .landscapeLeft]), delegate: .all, root: vc("Root", .all), current: nil))
        #expect(d.explanation.first { $0.rule == "launch-orientation" }?.detail.contains("landscapeRight") == true)
        #expect(d.interfaceOrientation == .landscapeRight)
    }

    @Test("an iPhone-only app on iPad uses the phone idiom rules")
    func iphoneAppOnPad() {
        // Running in compatibility mode the idiom is phone: the plain key and the phone default apply.
        let d = Policy.decide(scenario(phone(version(12)), plist: plist(phoneTemplate, pad: allFour), root: vc()))
        #expect(d.applicationOrientations.source == .infoPlist)
        #expect(d.supportedInterfaceOrientations == .allButUpsideDown)
    }

    @Test(
        "a full-screen presentation wins over its presenter in every version that has it",
        arguments: [version(6), version(9), version(13), version(17)])
    func fullScreenEveryVersion(v: SystemVersion) {
        let root = present(vc("Portrait", .portrait), from: vc("Root", .all), style: .fullScreen)
        let d = Policy.decide(scenario(phone(v), root: root, current: .portrait, deviceOrientation: .landscapeLeft))
        #expect(d.interfaceOrientation == .portrait)
    }

    @Test(
        "current-context and over-current-context presentations defer to the full-screen controller under them",
        arguments: [
            ModalPresentationStyle.currentContext, .overCurrentContext, .custom,
        ])
    func contextDefers(style: ModalPresentationStyle) {
        let root = present(vc("Child", .portrait), from: vc("Root", .all), style: style)
        let d = Policy.decide(scenario(phone(version(12)), root: root, deviceOrientation: .landscapeLeft))
        #expect(d.topmostViewController?.name == "Root")
        #expect(d.interfaceOrientation == .landscapeRight)
    }

    @Test("split view controller without a delegate: all on iPad, all but upside-down on iPhone")
    func splitDefaults() {
        let s = container(.splitViewController, vc("Master", .portrait), vc("Detail", .portrait))
        #expect(Policy.answers(of: s, device: pad(version(10)), app: App()).supportedInterfaceOrientations == .all)
        #expect(Policy.answers(of: s, device: phone(version(10)), app: App()).supportedInterfaceOrientations == .allButUpsideDown)
    }

    @Test("a dynamic app mask: an orientation-lock library returning landscape while a portrait-only modal is up crashes")
    func dynamicAppMask() {
        let root = present(vc("Portrait", .portrait), from: vc("Root"), style: .fullScreen)
        let d = Policy.decide(scenario(phone(version(15)), delegate: .landscape, root: root, current: .portrait, deviceOrientation: .landscapeLeft))
        #expect(d.outcome == .exception)
    }

    @Test("a mask constant returned as the preferred orientation: UIInterfaceOrientationMaskLandscapeLeft (16) is no orientation")
    func maskAsPreferred() {
        #expect(InterfaceOrientation(rawValue: 16) == nil)
        // The request layer refuses 16; the closest engine input is `unknown`, which raises.
        let root = present(vc("V", .landscape, preferred: .unknown), from: vc("Root"), style: .fullScreen)
        #expect(Policy.decide(scenario(phone(version(9)), root: root)).outcome == .exception)
    }
}
