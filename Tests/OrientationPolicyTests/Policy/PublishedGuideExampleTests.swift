import OrientationPolicy
import Testing

/// Listings and rules stated in the guides and articles the rules were learned from (Supporting Multiple Interface
/// Orientations, the Windows guide, the Big Nerd Ranch guide, the Habr article, Jkenny's post), one test each.
@Suite("Listings and rules from the published guides and articles")
struct PublishedGuideExampleTests {
    @Test(
        "Supporting Multiple Interface Orientations listing 8-1: portrait | landscapeLeft on the root; device landscapeRight turns the interface to landscapeLeft, device landscapeLeft is ignored"
    )
    func listing81() {
        let root = vc("RootVC", [.portrait, .landscapeLeft])
        #expect(Policy.decide(scenario(plist: plist(allFour), root: root, deviceOrientation: .landscapeRight)).interfaceOrientation == .landscapeLeft)
        #expect(Policy.decide(scenario(plist: plist(allFour), root: root, deviceOrientation: .landscapeLeft)).interfaceOrientation == .portrait)
    }

    @Test("Supporting Multiple Interface Orientations: a presented full-screen controller is used instead of the root to decide")
    func presentedReplacesRoot() {
        let root = present(vc("Presented", .portrait), from: vc("Root", .all), style: .fullScreen)
        let d = Policy.decide(scenario(root: root, deviceOrientation: .landscapeLeft))
        #expect(d.topmostViewController?.name == "Presented")
        #expect(d.outcome == .unchanged)
    }

    @Test(
        "Supporting Multiple Interface Orientations: the app mask is ANDed with the top-most controller's mask and applies to system controllers too")
    func appMaskAppliesGlobally() {
        let root = present(vc("UIImagePickerController", .all), from: vc("Root"), style: .fullScreen)
        let d = Policy.decide(scenario(plist: plist([.portrait]), root: root, deviceOrientation: .landscapeLeft))
        #expect(d.supportedInterfaceOrientations == .portrait)
    }

    @Test("Supporting Multiple Interface Orientations: the result of the AND must never be 0, otherwise UIApplicationInvalidInterfaceOrientation")
    func zeroRaises() {
        let d = Policy.decide(scenario(plist: plist([.portrait]), root: vc("L", .landscape)))
        #expect(d.exception?.name == "UIApplicationInvalidInterfaceOrientation")
    }

    @Test("Supporting Multiple Interface Orientations listing 8-3 on iOS 5: portrait and landscapeLeft accepted, landscapeRight refused")
    func listing83() {
        let root = vc("V", legacy: [.portrait, .landscapeLeft])
        #expect(Policy.decide(scenario(phone(version(5)), root: root, deviceOrientation: .landscapeRight)).interfaceOrientation == .landscapeLeft)
        #expect(Policy.decide(scenario(phone(version(5)), root: root, deviceOrientation: .landscapeLeft)).interfaceOrientation == .portrait)
    }

    @Test("the Big Nerd Ranch guide: Homepwner on iPad without upside-down in the plist does not turn upside down; after checking it, it does")
    func homepwner() {
        let before = Policy.decide(
            scenario(
                pad(version(7)), plist: plist(pad: phoneTemplate), root: nav(vc("Items")), current: .landscapeLeft,
                deviceOrientation: .portraitUpsideDown))
        #expect(before.outcome == .unchanged)
        let after = Policy.decide(
            scenario(
                pad(version(7)), plist: plist(pad: allFour), root: nav(vc("Items")), current: .landscapeLeft, deviceOrientation: .portraitUpsideDown))
        #expect(after.interfaceOrientation == .portraitUpsideDown)
    }

    @Test("the Big Nerd Ranch guide: a landscape-only root view controller (landscapeLeft | landscapeRight) on every device")
    func landscapeRoot() {
        for device in [phone(version(7)), pad(version(7))] {
            let d = Policy.decide(
                scenario(device, plist: plist(allFour), root: vc("Game", .landscape), current: .landscapeLeft, deviceOrientation: .portrait))
            #expect(d.interfaceOrientation == .landscapeLeft)
        }
    }

    @Test("the Big Nerd Ranch guide: MyNavigationController returning topViewController.supportedInterfaceOrientations")
    func myNavigationController() {
        let root = nav(vc("List"), vc("Photo", .all), name: "MyNavigationController", forwarding: .topViewController)
        let d = Policy.decide(scenario(plist: plist(allFour), root: root, deviceOrientation: .portraitUpsideDown))
        #expect(d.interfaceOrientation == .portraitUpsideDown)
    }

    @Test("the Habr article on iOS 6 autorotation: without overrides, controllers support all orientations on iPad and all but upside-down on iPhone")
    func habrDefaults() {
        #expect(Policy.decide(scenario(pad(), plist: InfoPlist())).supportedInterfaceOrientations == .all)
        #expect(Policy.decide(scenario(phone(), plist: InfoPlist())).supportedInterfaceOrientations == .allButUpsideDown)
    }

    @Test("the Habr article on iOS 6 autorotation: with application:supportedInterfaceOrientationsForWindow: the Info.plist values are ignored")
    func habrDelegate() {
        let d = Policy.decide(scenario(plist: plist([.portrait]), delegate: .allButUpsideDown, deviceOrientation: .landscapeLeft))
        #expect(d.applicationOrientations.source == .delegate)
        #expect(d.interfaceOrientation == .landscapeRight)
    }

    @Test("the Habr article's category on UINavigationController: shouldAutorotate, mask and preferred all come from the top controller")
    func habrCategory() {
        let root = nav(vc("Video", .landscape, should: false, preferred: .landscapeLeft), forwarding: .topViewController)
        let d = Policy.decide(scenario(phone(version(6, 0)), root: root, current: .landscapeRight, deviceOrientation: .landscapeRight))
        #expect(d.outcome == .unchanged)  // shouldAutorotate NO from the top controller blocks on iOS 6
    }

    @Test("Jkenny's Interface Orientation post: shouldAutorotate NO means no rotation whatever supportedInterfaceOrientations returns (iOS 6-15)")
    func jkennyShouldAutorotate() {
        let d = Policy.decide(scenario(phone(version(9, 3)), root: vc("R", .all, should: false), deviceOrientation: .landscapeLeft))
        #expect(d.outcome == .unchanged)
    }

    @Test("Jkenny's Interface Orientation post: a container's setting governs every controller pushed into it")
    func jkennyContainerGoverns() {
        let root = nav(vc("A", .all), vc("B", .all), mask: .portrait)
        let d = Policy.decide(scenario(root: root, deviceOrientation: .landscapeLeft))
        #expect(d.supportedInterfaceOrientations == .portrait)
    }

    @Test("the Windows guide: an extra window on an external display does not take over rotation")
    func windowsGuideExternalWindow() {
        let s = Scenario(
            device: phone(), app: App(infoPlist: plist(phoneTemplate)),
            windows: [
                Window(rootViewController: vc("Main")), Window(rootViewController: vc("External", .portrait), isKeyWindow: false, screen: .external),
            ],
            windowsFromArray: true, interfaceOrientation: .portrait, deviceOrientation: .landscapeLeft)
        let d = Policy.decide(s)
        #expect(d.topmostViewController?.name == "Main")
        #expect(d.outcome == .rotated)
    }
}
