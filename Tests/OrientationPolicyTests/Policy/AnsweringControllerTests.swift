import OrientationPolicy
import Testing

/// Which controller's code answers each of UIKit's iOS 6+ queries: "iOS containers (such as
/// UINavigationController) do not consult their children" (iOS 6.0 release notes) unless the app's code forwards,
/// and then each query the container does not override itself is the child's.
@Suite struct AnsweringControllerTests {
    static let phone = Device(idiom: .phone, systemVersion: SystemVersion(17, 0))
    static let list = ViewController(
        name: "List", supportedInterfaceOrientations: .portrait, shouldAutorotate: false,
        preferredInterfaceOrientationForPresentation: .portrait)

    @Test(arguments: AnsweredQuery.allCases)
    func aNavigationControllerThatForwardsHandsEveryQueryToItsTop(_ query: AnsweredQuery) {
        let nav = ViewController(
            name: "Nav", kind: .navigationController, forwarding: .topViewController,
            viewControllers: [ViewController(name: "Root"), Self.list])
        #expect(Policy.answeringSteps(for: query, of: nav, device: Self.phone) == [.child(1)])
    }

    @Test func aContainerThatOverridesAQueryAnswersItItself() {
        let nav = ViewController(
            name: "Nav", kind: .navigationController, shouldAutorotate: true,
            forwarding: .topViewController, viewControllers: [Self.list])
        #expect(Policy.answeringSteps(for: .shouldAutorotate, of: nav, device: Self.phone) == [])
        #expect(Policy.answeringSteps(for: .supportedInterfaceOrientations, of: nav, device: Self.phone) == [.child(0)])
    }

    @Test func aContainerThatDoesNotForwardAnswersItself() {
        let nav = ViewController(name: "Nav", kind: .navigationController, viewControllers: [Self.list])
        for q in AnsweredQuery.allCases { #expect(Policy.answeringSteps(for: q, of: nav, device: Self.phone) == []) }
    }

    @Test func aTabBarInsideANavigationControllerLeadsToTheSelectedTab() {
        let tabs = ViewController(
            name: "Tabs", kind: .tabBarController, forwarding: .selectedViewController,
            viewControllers: [ViewController(name: "A"), Self.list], selectedIndex: 1)
        let nav = ViewController(name: "Nav", kind: .navigationController, forwarding: .topViewController, viewControllers: [tabs])
        #expect(Policy.answeringSteps(for: .shouldAutorotate, of: nav, device: Self.phone) == [.child(0), .child(1)])
        let a = Policy.answers(of: nav, device: Self.phone, app: App())
        #expect(a.shouldAutorotate == false)
        #expect(a.answeredBy == "List")
    }

    @Test func aControllerThatAnswersWithWhatItPresentsLeadsToThePresentedController() {
        let root = ViewController(
            name: "Root", supportedInterfaceOrientations: .all, presentedViewController: Self.list,
            forwardsToPresentedViewController: true)
        #expect(Policy.answeringSteps(for: .supportedInterfaceOrientations, of: root, device: Self.phone) == [.presented])
    }

    /// iOS 5 has none of these queries.
    @Test func beforeIOS6EveryControllerAnswersItself() {
        let nav = ViewController(name: "Nav", kind: .navigationController, forwarding: .topViewController, viewControllers: [Self.list])
        let old = Device(idiom: .phone, systemVersion: SystemVersion(5, 1))
        #expect(Policy.answeringSteps(for: .supportedInterfaceOrientations, of: nav, device: old) == [])
    }

    /// The crash of a portrait-only top in a landscape-only app, through a forwarding navigation controller: the
    /// finding names the child that answers and points at it; its related members are the navigation
    /// controller's forwarding members, the child's overrides and the app delegate's answer.
    @Test func aCrashThroughAForwardingContainerPointsAtTheAnsweringChild() {
        let top = ViewController(name: "List", supportedInterfaceOrientations: .portrait, shouldAutorotate: true)
        let nav = ViewController(name: "Nav", kind: .navigationController, forwarding: .topViewController, viewControllers: [top])
        var app = App()
        app.supportedInterfaceOrientationsForWindow = .landscape
        let scenario = Scenario(device: Self.phone, app: app, windows: [Window(rootViewController: nav)])
        let report = Lint.run(scenario, targets: [Self.phone])
        let crash = report.findings.first { $0.code == .invalidOrientationOnRotation }
        #expect(crash?.pointer == "/window/rootViewController/viewControllers/0")
        #expect(
            crash?.message
                == "The root view controller Nav (portrait, answered by List) has no orientation in common with the app (landscapeLeft, landscapeRight, from application:supportedInterfaceOrientationsForWindow:) and List's shouldAutorotate returns YES: UIKit raises when the root is set and on rotation."
        )
        #expect(
            crash?.relatedPointers == [
                "/window/rootViewController/supportedInterfaceOrientations",
                "/window/rootViewController/viewControllers/0/supportedInterfaceOrientations",
                "/window/rootViewController/shouldAutorotate",
                "/window/rootViewController/viewControllers/0/shouldAutorotate",
                "/app/supportedInterfaceOrientationsForWindow",
            ])
    }
}
