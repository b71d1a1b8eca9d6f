import Testing

@testable import OrientationPolicy

/// UINavigationControllerDelegate navigationControllerSupportedInterfaceOrientations(_:) and the tab bar delegate's
/// sibling (Apple Developer Documentation, iOS 7.0+): "Returns the complete set of supported interface
/// orientations for the navigation controller, as determined by the delegate." A stock container asks it; a
/// subclass that overrides the query answers for itself; TN2244: containers do not involve their children.
@Suite("Container delegates answer for stock containers (iOS 7+)")
struct ContainerDelegateTests {
    static func stack(
        delegate: InterfaceOrientationMask?, preferred: InterfaceOrientation? = nil, override: InterfaceOrientationMask? = nil,
        kind: ControllerKind = .navigationController
    ) -> ViewController {
        var nav = container(kind, vc("Player", .landscape))
        nav.delegateSupportedInterfaceOrientations = delegate
        nav.delegatePreferredInterfaceOrientationForPresentation = preferred
        nav.supportedInterfaceOrientations = override
        return nav
    }

    @Test(
        "a navigation or tab bar controller answers with its delegate's mask, not the child's",
        arguments: [
            ControllerKind.navigationController, .tabBarController,
        ])
    func delegateMaskDecides(kind: ControllerKind) {
        let d = Policy.decide(
            scenario(
                phone(version(17)), root: Self.stack(delegate: .portrait, kind: kind),
                current: .portrait, deviceOrientation: .landscapeLeft))
        #expect(d.supportedInterfaceOrientations == .portrait)
        #expect(d.interfaceOrientation == .portrait)
        #expect(d.rules.contains(Rule.containerForwarding.id))
    }

    @Test("a subclass that overrides supportedInterfaceOrientations answers for itself, whatever its delegate says")
    func overrideWins() {
        let d = Policy.decide(
            scenario(
                phone(version(17)), root: Self.stack(delegate: .portrait, override: .allButUpsideDown),
                current: .portrait, deviceOrientation: .landscapeLeft))
        #expect(d.interfaceOrientation == .landscapeRight)
    }

    @Test("on iOS 6 the delegate methods do not exist yet: the idiom default answers")
    func notBeforeIOS7() {
        let d = Policy.decide(
            scenario(
                phone(version(6)), root: Self.stack(delegate: .portrait),
                current: .portrait, deviceOrientation: .landscapeLeft))
        #expect(d.interfaceOrientation == .landscapeRight)
    }

    @Test("a full-screen presentation of such a container is shown in the delegate's preferred orientation")
    func delegatePreferred() {
        let nav = Self.stack(delegate: .landscape, preferred: .landscapeLeft)
        let root = present(nav, from: vc("Root", .allButUpsideDown), style: .fullScreen)
        let d = Policy.decide(scenario(phone(version(17)), root: root, current: .portrait))
        #expect(d.interfaceOrientation == .landscapeLeft)
    }
}
