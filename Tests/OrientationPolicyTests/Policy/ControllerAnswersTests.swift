import OrientationPolicy
import Testing

private let app = App()

private func answers(_ c: ViewController, _ device: Device = phone(), bridge: Bool = false) -> ControllerAnswers {
    Policy.answers(of: c, device: device, app: App(legacyAutorotationBridge: bridge))
}

@Suite("Controller answers: defaults, containers, forwarding, iOS 5, the Habr article on iOS 6 autorotation bridge")
struct ControllerAnswersTests {
    @Test(
        "not overridden: all on iPad, allButUpsideDown on iPhone, shouldAutorotate YES (Apple doc; Jkenny's Interface Orientation post, the Big Nerd Ranch guide)",
        arguments: [
            (Idiom.pad, InterfaceOrientationMask.all), (.phone, .allButUpsideDown),
        ])
    func defaults(idiom: Idiom, mask: InterfaceOrientationMask) {
        let a = Policy.answers(of: vc(), device: Device(idiom: idiom), app: app)
        #expect(a.supportedInterfaceOrientations == mask)
        #expect(a.shouldAutorotate)
        #expect(a.preferredInterfaceOrientationForPresentation == nil)
        #expect(a.origin == .idiomDefault)
    }

    @Test("an override returning the default value is still an override")
    func overriddenDefault() {
        let a = answers(vc("V", .allButUpsideDown))
        #expect(a.origin == .overridden)
        #expect(a.supportedInterfaceOrientations == .allButUpsideDown)
    }

    @Test(
        "iOS 6+ containers do not consult their children (iOS 6 release notes; the Big Nerd Ranch guide: UINavigationController inherits UIViewController's answer)",
        arguments: [
            ControllerKind.navigationController, .tabBarController, .splitViewController, .pageViewController,
        ])
    func containersIgnoreChildren(kind: ControllerKind) {
        let c = ViewController(name: "C", kind: kind, viewControllers: [vc("Child", .landscape, should: false)])
        let a = answers(c)
        #expect(a.supportedInterfaceOrientations == .allButUpsideDown)
        #expect(a.shouldAutorotate)
    }

    @Test(
        "a navigation subclass forwarding to topViewController answers all three queries with the top controller (Jkenny's Interface Orientation post, the Big Nerd Ranch guide, the Habr article on iOS 6 autorotation)"
    )
    func forwardTop() {
        let a = answers(nav(vc("List"), vc("Player", .landscape, should: false, preferred: .landscapeLeft), forwarding: .topViewController))
        #expect(a.supportedInterfaceOrientations == .landscape)
        #expect(!a.shouldAutorotate)
        #expect(a.preferredInterfaceOrientationForPresentation == .landscapeLeft)
        #expect(a.origin == .forwarded)
        #expect(a.answeredBy == "Player")
    }

    @Test("forwarding to visibleViewController uses what the navigation controller presents, else the top")
    func forwardVisible() {
        let n = nav(vc("List", .portrait), forwarding: .visibleViewController, presents: vc("Sheet", .landscape, style: .formSheet))
        #expect(answers(n).supportedInterfaceOrientations == .landscape)
        let plain = nav(vc("List", .portrait), forwarding: .visibleViewController)
        #expect(answers(plain).supportedInterfaceOrientations == .portrait)
    }

    @Test(
        "a tab bar forwarding to selectedViewController answers with the selected tab",
        arguments: [(0, InterfaceOrientationMask.portrait), (1, .landscape)])
    func forwardSelected(selected: Int, mask: InterfaceOrientationMask) {
        let t = tabs(vc("A", .portrait), vc("B", .landscape), selected: selected, forwarding: .selectedViewController)
        #expect(answers(t).supportedInterfaceOrientations == mask)
    }

    @Test("forwarding is recursive: tab bar -> selected navigation controller -> its top controller")
    func forwardRecursive() {
        let t = tabs(
            vc("A"), nav(vc("List"), vc("Video", .landscapeRight), forwarding: .topViewController), selected: 1, forwarding: .selectedViewController)
        let a = answers(t)
        #expect(a.supportedInterfaceOrientations == .landscapeRight)
        #expect(a.answeredBy == "Video")
    }

    @Test("allChildren answers with the intersection of every child (the Big Nerd Ranch guide's tab bar description)")
    func allChildren() {
        let t = tabs(vc("A", .allButUpsideDown), vc("B", [.portrait, .landscapeLeft]), vc("C"), forwarding: .allChildren)
        #expect(answers(t).supportedInterfaceOrientations == [.portrait, .landscapeLeft])
        #expect(answers(t).origin == .childrenIntersection)
    }

    @Test("an explicit override on a forwarding container wins for that query")
    func overrideBeatsForwarding() {
        let n = nav(vc("Top", .landscape, should: false), mask: .portrait, forwarding: .topViewController)
        let a = answers(n)
        #expect(a.supportedInterfaceOrientations == .portrait)
        #expect(!a.shouldAutorotate)  // still forwarded
    }

    @Test("forwarding from an empty container falls back to the container's own answers")
    func emptyForwarding() {
        #expect(answers(nav(forwarding: .topViewController)).supportedInterfaceOrientations == .allButUpsideDown)
    }

    @Test(
        "iOS 5: shouldAutorotateToInterfaceOrientation: decides and the default is portrait only (Supporting Multiple Interface Orientations listing 8-3; the Habr article on iOS 6 autorotation)"
    )
    func legacyDefaults() {
        let d = phone(version(5, 1))
        #expect(answers(vc(), d).supportedInterfaceOrientations == .portrait)
        #expect(answers(vc(), d).origin == .legacyDefault)
        #expect(answers(vc("L", legacy: [.portrait, .landscapeLeft]), d).supportedInterfaceOrientations == [.portrait, .landscapeLeft])
        // The iOS 6 mask is not consulted before iOS 6.
        #expect(answers(vc("New", .landscape), d).supportedInterfaceOrientations == .portrait)
    }

    @Test("iOS 5: a navigation controller asks its top controller")
    func legacyNavigation() {
        let a = answers(nav(vc("List"), vc("Top", legacy: .landscape)), phone(version(5, 0)))
        #expect(a.supportedInterfaceOrientations == .landscape)
        #expect(a.origin == .legacyTopViewController)
    }

    @Test("iOS 5: a tab bar rotates only where every tab agrees, even hidden tabs (blog.costan.us 2009)")
    func legacyTabBar() {
        let t = tabs(vc("A", legacy: .all), vc("B", legacy: .allButUpsideDown), nav(vc("C", legacy: [.portrait, .landscapeRight])))
        let a = answers(t, phone(version(4, 3)))
        #expect(a.supportedInterfaceOrientations == [.portrait, .landscapeRight])
        #expect(a.origin == .legacyAllChildren)
    }

    @Test("iOS 5: a page view controller needs every page to agree")
    func legacyPage() {
        let p = container(.pageViewController, vc("P1", legacy: .all), vc("P2", legacy: .landscape))
        #expect(answers(p, phone(version(5, 1))).supportedInterfaceOrientations == .landscape)
    }

    @Test(
        "disputed: on iOS 6+ without the bridge, a controller implementing only shouldAutorotateToInterfaceOrientation: gets the iOS 6 default (the old method is not called, the Big Nerd Ranch guide, the Habr article on iOS 6 autorotation)"
    )
    func disputedOldMethodIgnored() {
        let a = answers(vc("Old", legacy: .landscape), phone(version(6, 0)))
        #expect(a.supportedInterfaceOrientations == .allButUpsideDown)
    }

    @Test("5.1/6.0 boundary: the same controller answers portrait only on 5.1 and the idiom default on 6.0")
    func legacyBoundary() {
        #expect(answers(vc(), phone(version(5, 1))).supportedInterfaceOrientations == .portrait)
        #expect(answers(vc(), phone(version(6, 0))).supportedInterfaceOrientations == .allButUpsideDown)
    }
}

@Suite("The Habr article's swizzling bridge (legacyAutorotationBridge)")
struct LegacyBridgeTests {
    @Test("a controller's mask is synthesized from shouldAutorotateToInterfaceOrientation: (sp_supportedInterfaceOrientations)")
    func synthesized() {
        let a = answers(vc("Old", legacy: [.portrait, .landscapeLeft]), phone(version(6, 0)), bridge: true)
        #expect(a.supportedInterfaceOrientations == [.portrait, .landscapeLeft])
        #expect(a.shouldAutorotate)
        #expect(a.origin == .bridge)
    }

    @Test("a controller that does not override the old method gets UIKit's portrait-only answer through the bridge")
    func bridgeDefault() {
        #expect(answers(vc(), phone(version(6, 1)), bridge: true).supportedInterfaceOrientations == .portrait)
    }

    @Test("a navigation controller answers with its top controller's bridged mask")
    func bridgeNavigation() {
        let n = nav(vc("List", legacy: .portrait), vc("Map", legacy: .all))
        #expect(answers(n, phone(version(7, 0)), bridge: true).supportedInterfaceOrientations == .all)
    }

    @Test("a tab bar through the bridge answers its iOS 5 rule: every tab must accept the orientation")
    func bridgeTabBar() {
        let t = tabs(vc("A", legacy: .all), vc("B", legacy: [.portrait, .landscapeLeft]))
        #expect(answers(t, phone(version(6, 0)), bridge: true).supportedInterfaceOrientations == [.portrait, .landscapeLeft])
    }

    @Test("an empty navigation controller answers 0 through the bridge (topViewController is nil)")
    func bridgeEmptyNavigation() {
        #expect(answers(nav(), phone(version(7, 0)), bridge: true).supportedInterfaceOrientations.isEmpty)
    }

    @Test("shouldAutorotate is NO when the old method accepts no orientation (sp_shouldAutorotate), so nothing is raised")
    func bridgeNoOrientation() {
        let a = answers(vc("Locked", legacy: []), phone(version(6, 0)), bridge: true)
        #expect(!a.shouldAutorotate)
        let d = Policy.decide(scenario(phone(version(6, 0)), bridge: true, root: vc("Locked", legacy: []), deviceOrientation: .landscapeLeft))
        #expect(d.exception == nil)
        #expect(d.outcome == .unchanged)
    }

    @Test("a subclass override of supportedInterfaceOrientations is not swizzled and still answers")
    func bridgeOverrideWins() {
        #expect(answers(vc("New", .landscape, legacy: .portrait), phone(version(6, 0)), bridge: true).supportedInterfaceOrientations == .landscape)
    }

    @Test("end to end: with the bridge an iOS 5-style app rotates its pushed landscape controller on iOS 6")
    func bridgeEndToEnd() {
        let root = nav(vc("List", legacy: .portrait), vc("Chart", legacy: .landscape))
        let with = Policy.decide(scenario(phone(version(6, 0)), bridge: true, root: root, current: .portrait, deviceOrientation: .landscapeLeft))
        #expect(with.outcome == .rotated)
        #expect(with.interfaceOrientation == .landscapeRight)
        #expect(with.rules.contains("legacy-bridge"))
        let without = Policy.decide(scenario(phone(version(6, 0)), root: root, current: .portrait, deviceOrientation: .landscapeLeft))
        #expect(without.supportedInterfaceOrientations == .allButUpsideDown)  // the navigation controller's own default
    }

    @Test("the bridge is irrelevant on iOS 5, where the old method decides anyway")
    func bridgeOnLegacy() {
        let root = vc("Old", legacy: .landscape)
        let a = Policy.decide(scenario(phone(version(5, 0)), bridge: true, root: root, current: .landscapeLeft))
        let b = Policy.decide(scenario(phone(version(5, 0)), bridge: false, root: root, current: .landscapeLeft))
        #expect(a.supportedInterfaceOrientations == b.supportedInterfaceOrientations)
    }
}
