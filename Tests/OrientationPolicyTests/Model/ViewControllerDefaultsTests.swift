import OrientationPolicy
import Testing

/// `ViewController()` is its own initializer (the API's streaming decoder starts every controller of a request from
/// it), so it must stay the value the full initializer gives with every argument left out: a plain
/// `UIViewController` that overrides nothing ("an omitted override means the method is not overridden").
@Suite("Model: the controller that overrides nothing")
struct ViewControllerDefaultsTests {
    @Test("ViewController() is the full initializer with every argument at its default")
    func emptyInitializerMatchesDefaults() {
        let spelled = ViewController(
            name: "UIViewController", kind: .viewController, supportedInterfaceOrientations: nil, shouldAutorotate: nil,
            preferredInterfaceOrientationForPresentation: nil, shouldAutorotateToInterfaceOrientation: nil,
            forwarding: .none, viewControllers: [], selectedIndex: nil, presentedViewController: nil,
            modalPresentationStyle: nil, shouldAutomaticallyForwardRotationMethods: nil, implementedCallbacks: nil,
            forwardsToPresentedViewController: nil, delegateSupportedInterfaceOrientations: nil,
            delegatePreferredInterfaceOrientationForPresentation: nil)
        #expect(ViewController() == spelled)
    }

    @Test("ViewController() presents nothing and has no children")
    func emptyInitializerPresentsNothing() {
        let c = ViewController()
        #expect(c.presentedViewController == nil)
        #expect(c.viewControllers.isEmpty)
        #expect(c.className == "UIViewController")
    }
}
