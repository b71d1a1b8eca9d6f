import Testing
import OrientationPolicy

/// Listings and rules stated in the five seeds, one test each (seed file names in /work/shared/seeds).
@Suite("Seed listings and rules")
struct SeedRuleTests {
    @Test("seed 000 listing 8-1: portrait | landscapeLeft on the root; device landscapeRight turns the interface to landscapeLeft, device landscapeLeft is ignored")
    func listing81() {
        let root = vc("RootVC", [.portrait, .landscapeLeft])
        #expect(Policy.decide(scenario(plist: plist(allFour), root: root, deviceOrientation: .landscapeRight)).interfaceOrientation == .landscapeLeft)
        #expect(Policy.decide(scenario(plist: plist(allFour), root: root, deviceOrientation: .landscapeLeft)).interfaceOrientation == .portrait)
    }

    @Test("seed 000: a presented full-screen controller is used instead of the root to decide")
    func presentedReplacesRoot() {
        let root = present(vc("Presented", .portrait), from: vc("Root", .all), style: .fullScreen)
        let d = Policy.decide(scenario(root: root, deviceOrientation: .landscapeLeft))
        #expect(d.topmostViewController?.name == "Presented")
        #expect(d.outcome == .unchanged)
    }

    @Test("seed 000: the app mask is ANDed with the top-most controller's mask and applies to system controllers too")
    func appMaskAppliesGlobally() {
        let root = present(vc("UIImagePickerController", .all), from: vc("Root"), style: .fullScreen)
        let d = Policy.decide(scenario(plist: plist([.portrait]), root: root, deviceOrientation: .landscapeLeft))
        #expect(d.supportedInterfaceOrientations == .portrait)
    }

    @Test("seed 000: the result of the AND must never be 0, otherwise UIApplicationInvalidInterfaceOrientation")
    func zeroRaises() {
        let d = Policy.decide(scenario(plist: plist([.portrait]), root: vc("L", .landscape)))
        #expect(d.exception?.name == "UIApplicationInvalidInterfaceOrientation")
    }

    @Test("seed 000 listing 8-3 on iOS 5: portrait and landscapeLeft accepted, landscapeRight refused")
    func listing83() {
        let root = vc("V", legacy: [.portrait, .landscapeLeft])
        #expect(Policy.decide(scenario(phone(version(5)), root: root, deviceOrientation: .landscapeRight)).interfaceOrientation == .landscapeLeft)
        #expect(Policy.decide(scenario(phone(version(5)), root: root, deviceOrientation: .landscapeLeft)).interfaceOrientation == .portrait)
    }

    @Test("seed 003: Homepwner on iPad without upside-down in the plist does not turn upside down; after checking it, it does")
    func homepwner() {
        let before = Policy.decide(scenario(pad(version(7)), plist: plist(pad: phoneTemplate), root: nav(vc("Items")), current: .landscapeLeft, deviceOrientation: .portraitUpsideDown))
        #expect(before.outcome == .unchanged)
        let after = Policy.decide(scenario(pad(version(7)), plist: plist(pad: allFour), root: nav(vc("Items")), current: .landscapeLeft, deviceOrientation: .portraitUpsideDown))
        #expect(after.interfaceOrientation == .portraitUpsideDown)
    }

    @Test("seed 003: a landscape-only root view controller (landscapeLeft | landscapeRight) on every device")
    func landscapeRoot() {
        for device in [phone(version(7)), pad(version(7))] {
            let d = Policy.decide(scenario(device, plist: plist(allFour), root: vc("Game", .landscape), current: .landscapeLeft, deviceOrientation: .portrait))
            #expect(d.interfaceOrientation == .landscapeLeft)
        }
    }

    @Test("seed 003: MyNavigationController returning topViewController.supportedInterfaceOrientations")
    func myNavigationController() {
        let root = nav(vc("List"), vc("Photo", .all), name: "MyNavigationController", forwarding: .topViewController)
        let d = Policy.decide(scenario(plist: plist(allFour), root: root, deviceOrientation: .portraitUpsideDown))
        #expect(d.interfaceOrientation == .portraitUpsideDown)
    }

    @Test("seed 004: without overrides, controllers support all orientations on iPad and all but upside-down on iPhone")
    func seed004Defaults() {
        #expect(Policy.decide(scenario(pad(), plist: InfoPlist())).supportedInterfaceOrientations == .all)
        #expect(Policy.decide(scenario(phone(), plist: InfoPlist())).supportedInterfaceOrientations == .allButUpsideDown)
    }

    @Test("seed 004: with application:supportedInterfaceOrientationsForWindow: the Info.plist values are ignored")
    func seed004Delegate() {
        let d = Policy.decide(scenario(plist: plist([.portrait]), delegate: .allButUpsideDown, deviceOrientation: .landscapeLeft))
        #expect(d.applicationOrientations.source == .delegate)
        #expect(d.interfaceOrientation == .landscapeRight)
    }

    @Test("seed 004 category on UINavigationController: shouldAutorotate, mask and preferred all come from the top controller")
    func seed004Category() {
        let root = nav(vc("Video", .landscape, should: false, preferred: .landscapeLeft), forwarding: .topViewController)
        let d = Policy.decide(scenario(phone(version(6, 0)), root: root, current: .landscapeRight, deviceOrientation: .landscapeRight))
        #expect(d.outcome == .unchanged)  // shouldAutorotate NO from the top controller blocks on iOS 6
    }

    @Test("seed 002: shouldAutorotate NO means no rotation whatever supportedInterfaceOrientations returns (iOS 6-15)")
    func seed002ShouldAutorotate() {
        let d = Policy.decide(scenario(phone(version(9, 3)), root: vc("R", .all, should: false), deviceOrientation: .landscapeLeft))
        #expect(d.outcome == .unchanged)
    }

    @Test("seed 002: a container's setting governs every controller pushed into it")
    func seed002ContainerGoverns() {
        let root = nav(vc("A", .all), vc("B", .all), mask: .portrait)
        let d = Policy.decide(scenario(root: root, deviceOrientation: .landscapeLeft))
        #expect(d.supportedInterfaceOrientations == .portrait)
    }

    @Test("seed 001: an extra window on an external display does not take over rotation")
    func seed001ExternalWindow() {
        let s = Scenario(
            device: phone(), app: App(infoPlist: plist(phoneTemplate)),
            windows: [Window(rootViewController: vc("Main")), Window(rootViewController: vc("External", .portrait), isKeyWindow: false, screen: .external)],
            windowsFromArray: true, interfaceOrientation: .portrait, deviceOrientation: .landscapeLeft)
        let d = Policy.decide(s)
        #expect(d.topmostViewController?.name == "Main")
        #expect(d.outcome == .rotated)
    }
}
