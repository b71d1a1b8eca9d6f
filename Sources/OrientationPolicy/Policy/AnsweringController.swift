/// One of the three questions UIKit asks the deciding controller from iOS 6 (UIViewController
/// supportedInterfaceOrientations, shouldAutorotate, preferredInterfaceOrientationForPresentation, Apple
/// Developer Documentation).
public enum AnsweredQuery: String, Sendable, Hashable, CaseIterable {
    case supportedInterfaceOrientations
    case shouldAutorotate
    case preferredInterfaceOrientationForPresentation

    /// Whether `vc` overrides the member itself.
    public func isOverridden(by vc: ViewController) -> Bool {
        switch self {
        case .supportedInterfaceOrientations: vc.supportedInterfaceOrientations != nil
        case .shouldAutorotate: vc.shouldAutorotate != nil
        case .preferredInterfaceOrientationForPresentation: vc.preferredInterfaceOrientationForPresentation != nil
        }
    }
}

extension Policy {
    /// The steps from `vc` down to the controller whose code gives the answer to `query` when UIKit asks `vc`
    /// (iOS 6+): the walk `answers(of:device:app:)` takes. A controller that answers with the controller it
    /// presents hands every query over; a container whose code forwards hands over the queries it does not
    /// override itself ("iOS containers (such as UINavigationController) do not consult their children", iOS 6.0
    /// release notes, so without forwarding the container answers). Empty when `vc` answers itself, and always
    /// before iOS 6, where these queries do not exist.
    public static func answeringSteps(for query: AnsweredQuery, of vc: ViewController, device: Device) -> [ControllerPath.Step] {
        guard device.era >= .iOS6 else { return [] }
        var steps: [ControllerPath.Step] = []
        var current = vc
        // Bounded by the tree's depth: each step goes one controller down.
        while true {
            if current.forwardsToPresentedViewController == true {
                var down: [ControllerPath.Step] = []
                if let p = presentation(in: current, steps: &down) {
                    steps += down
                    current = p
                    continue
                }
            }
            guard !query.isOverridden(by: current), let (i, target) = forwardingStep(of: current) else { return steps }
            steps.append(i)
            current = target
        }
    }

    /// `forwardingTarget(of:)` with the step that reaches it.
    static func forwardingStep<T: ControllerTree>(of vc: T.Node, in tree: T) -> (ControllerPath.Step, T.Node)? {
        let o = tree.overrides(vc)
        let n = tree.childCount(vc)
        switch o.forwarding {
        case .none, .allChildren: return nil
        case .topViewController:
            return n > 0 ? (.child(n - 1), tree.child(vc, n - 1)) : nil
        case .visibleViewController:
            if let p = tree.presented(vc) { return (.presented, p) }
            return n > 0 ? (.child(n - 1), tree.child(vc, n - 1)) : nil
        case .selectedViewController:
            guard n > 0 else { return nil }
            let i = min(max(o.selectedIndex ?? 0, 0), n - 1)
            return (.child(i), tree.child(vc, i))
        }
    }

    /// `forwardingStep(of:in:)` on a lone controller.
    static func forwardingStep(of vc: ViewController) -> (ControllerPath.Step, ViewController)? {
        forwardingStep(of: vc, in: vc)
    }

    /// `answeringSteps` from the controller at `path`: the path of the controller whose code answers, and it.
    public static func answeringController(
        for query: AnsweredQuery, at path: ControllerPath, in scenario: Scenario
    ) -> (path: ControllerPath, controller: ViewController)? {
        guard let vc = path.controller(in: scenario) else { return nil }
        let steps = answeringSteps(for: query, of: vc, device: scenario.device)
        guard !steps.isEmpty else { return (path, vc) }
        let to = ControllerPath(window: path.window, steps: path.steps + steps)
        guard let answering = to.controller(in: scenario) else { return nil }
        return (to, answering)
    }
}
