import OrientationPolicy
import Testing

@Suite("The top-most full-screen controller (iOS 6 release notes)")
struct TopmostFullScreenTests {
    @Test(
        "presentation styles: which ones fill the window on an iPhone before and after iOS 13 and on an iPad",
        arguments: [
            // (style, phone 12.4, phone 13.0, pad 12.4)
            (ModalPresentationStyle?.some(.fullScreen), true, true, true),
            (.overFullScreen, true, true, true),
            (.pageSheet, true, false, false),
            (.formSheet, true, false, false),
            (.automatic, true, false, true),  // no real pre-13 value: read as fullScreen before 13
            // UIModalPresentationStyle.popover (Apple): full screen in horizontally compact environments before iOS 13.
            (.popover, true, false, false),
            (.currentContext, false, false, false),
            (.overCurrentContext, false, false, false),
            (.custom, false, false, false),
            (nil, true, false, true),  // nil: fullScreen before 13, automatic (a page sheet) from 13
        ])
    func stylesFillingTheWindow(style: ModalPresentationStyle?, phoneOld: Bool, phoneNew: Bool, padOld: Bool) {
        #expect(Policy.presentationBehaviour(of: style, on: phone(version(12, 4))).fillsWindow == phoneOld)
        #expect(Policy.presentationBehaviour(of: style, on: phone(version(13, 0))).fillsWindow == phoneNew)
        #expect(Policy.presentationBehaviour(of: style, on: pad(version(12, 4))).fillsWindow == padOld)
    }

    @Test("a page sheet on a compact-width phone before iOS 13 is adapted to full screen")
    func adaptedSheet() {
        let b = Policy.presentationBehaviour(of: .pageSheet, on: phone(version(12, 4)))
        #expect(b.adaptedToFullScreen)
        #expect(!Policy.presentationBehaviour(of: .fullScreen, on: phone(version(12, 4))).adaptedToFullScreen)
    }

    @Test("nothing presented: the root view controller decides")
    func rootDecides() {
        let s = scenario(root: nav(vc("A"), vc("B")))
        let t = Policy.topmostFullScreenController(inWindow: 0, of: s)
        #expect(t?.controller.name == "UINavigationController")
        #expect(t?.isPresented == false)
    }

    @Test("a full-screen presentation from a child in a tab bar is found with its request path")
    func presentationFromChild() {
        let player = vc("PlayerViewController", .landscape)
        let root = tabs(nav(vc("Feed")), nav(present(player, from: vc("Detail"), style: .fullScreen)), selected: 1)
        let t = Policy.topmostFullScreenController(inWindow: 0, of: scenario(root: root))
        #expect(t?.controller.name == "PlayerViewController")
        #expect(t?.path.string(windowsFromArray: false) == "window.rootViewController.viewControllers[1].viewControllers[0].presentedViewController")
    }

    @Test("a presentation from a tab that is not selected is not on screen and does not decide")
    func hiddenTabPresentation() {
        let root = tabs(vc("Feed"), present(vc("Player", .landscape), from: vc("Other"), style: .fullScreen), selected: 0)
        #expect(Policy.topmostFullScreenController(inWindow: 0, of: scenario(root: root))?.controller.name == "UITabBarController")
    }

    @Test("a form sheet on iPad defers to its presenter")
    func sheetDefers() {
        let root = present(vc("Sheet", .portrait), from: vc("Root", .landscape), style: .formSheet)
        let t = Policy.topmostFullScreenController(inWindow: 0, of: scenario(pad(), root: root))
        #expect(t?.controller.name == "Root")
        #expect(t?.deferringPresentations == 1)
        #expect(t?.firstDeferringStyle == .formSheet)
    }

    @Test("a full-screen presentation on top of a sheet decides again")
    func fullScreenOverSheet() {
        let top = vc("Top", .portrait)
        let sheet = present(top, from: vc("Sheet"), style: .fullScreen)
        let root = present(sheet, from: vc("Root"), style: .formSheet)
        let t = Policy.topmostFullScreenController(inWindow: 0, of: scenario(pad(), root: root))
        #expect(t?.controller.name == "Top")
        #expect(t?.path.steps == [.presented, .presented])
    }

    @Test("12.x/13.0 boundary: a presentation without a style decides on iOS 12.4 (full screen) but not on 13.0 (automatic page sheet)")
    func defaultStyleBoundary() {
        let root = present(vc("Modal", .portrait), from: vc("Root", .landscape), style: nil)
        let old = Policy.decide(scenario(phone(version(12, 4)), plist: plist(phoneTemplate), root: root, current: .landscapeLeft))
        #expect(old.topmostViewController?.name == "Modal")
        #expect(old.interfaceOrientation == .portrait)
        let new = Policy.decide(scenario(phone(version(13, 0)), plist: plist(phoneTemplate), root: root, current: .landscapeLeft))
        #expect(new.topmostViewController?.name == "Root")
        #expect(new.interfaceOrientation == .landscapeLeft)
    }

    @Test("overFullScreen over a full-screen controller keeps the controller below it in the coinciding chain")
    func coincidingChain() {
        let over = vc("Over", .all)
        let root = present(over, from: vc("Root", .landscape), style: .overFullScreen)
        let t = Policy.topmostFullScreenController(inWindow: 0, of: scenario(root: root))
        #expect(t?.controllersWhoseOrientationsMustCoincide.map(\.name) == ["Root"])
    }

    @Test(
        "modern UIKit ANDs an over-full-screen chain (iOS 16+), older versions use the top controller alone (15.x/16.0 boundary)",
        arguments: [
            (version(15, 7), InterfaceOrientationMask.allButUpsideDown), (version(16, 0), .landscape),
        ])
    func coincidingAND(v: SystemVersion, expected: InterfaceOrientationMask) {
        let root = present(vc("Over", .all), from: vc("Root", .landscape), style: .overFullScreen)
        let d = Policy.decide(scenario(phone(v), plist: plist(phoneTemplate), root: root, current: .landscapeLeft))
        #expect(d.supportedInterfaceOrientations == expected)
    }

    @Test("the coinciding AND is dropped when it would be 0")
    func coincidingZeroIgnored() {
        let root = present(vc("Over", .portrait), from: vc("Root", .landscape), style: .overFullScreen)
        let d = Policy.decide(scenario(phone(version(17)), plist: plist(phoneTemplate), root: root))
        #expect(d.supportedInterfaceOrientations == .portrait)
    }
}

@Suite("ControllerPath spelling")
struct ControllerPathTests {
    @Test(
        "paths spell every step like the request, including indices beyond the literal table",
        arguments: [
            (ControllerPath(window: 0, steps: []), false, "window.rootViewController"),
            (
                ControllerPath(window: 0, steps: [.child(1), .presented]), false,
                "window.rootViewController.viewControllers[1].presentedViewController"
            ),
            (
                ControllerPath(window: 2, steps: [.presented, .child(0)]), true,
                "windows[2].rootViewController.presentedViewController.viewControllers[0]"
            ),
            (
                ControllerPath(window: 17, steps: [.child(123), .child(15)]), true,
                "windows[17].rootViewController.viewControllers[123].viewControllers[15]"
            ),
        ])
    func spelling(path: ControllerPath, array: Bool, text: String) {
        #expect(path.string(windowsFromArray: array) == text)
    }

    @Test("a path leads back to its controller, and nowhere when a step is missing")
    func resolves() {
        let s = scenario(root: tabs(vc("A"), nav(vc("B"), vc("C"))))
        #expect(ControllerPath(window: 0, steps: [.child(1), .child(1)]).controller(in: s)?.name == "C")
        #expect(ControllerPath(window: 0, steps: [.child(2)]).controller(in: s) == nil)
        #expect(ControllerPath(window: 0, steps: [.presented]).controller(in: s) == nil)
    }
}
