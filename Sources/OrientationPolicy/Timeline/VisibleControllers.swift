/// A controller whose view is on screen, in the order UIKit walks them (root down, presentations last).
public struct VisibleController: Sendable, Hashable {
    public var controller: ViewController
    public var path: ControllerPath
    /// False when an ancestor container returns NO from `shouldAutomaticallyForwardRotationMethods` (iOS 5-7),
    /// so the legacy rotation methods do not reach this controller automatically.
    public var receivesLegacyRotation: Bool
    /// True for a form sheet or popover on iPad (and its children): its size does not follow the window.
    public var hasFixedSize: Bool

    public init(controller: ViewController, path: ControllerPath, receivesLegacyRotation: Bool, hasFixedSize: Bool) {
        self.controller = controller
        self.path = path
        self.receivesLegacyRotation = receivesLegacyRotation
        self.hasFixedSize = hasFixedSize
    }
}

extension Timeline {
    /// Whether a presentation removes its presenter's view from the window: full-screen (and sheets adapted to
    /// full screen before iOS 13). Over-full-screen and the non-filling styles keep the presenter on screen.
    /// The presenter then receives no rotation callbacks ("If a view controller is not visible when an
    /// orientation change occurs, then the rotation methods are never called", UIViewController doc; Supporting Multiple Interface Orientations).
    public static func hidesPresenter(_ b: PresentationBehaviour) -> Bool {
        b.fillsWindow && b.style != .overFullScreen
    }

    /// The controllers on screen in a window: from the last presentation that hides its presenter (or the root)
    /// up the presentation chain, each with its visible children (`Policy.visibleChildIndices`: a navigation
    /// controller's top, the selected tab, every other child). Empty for hidden windows, external screens and
    /// windows without a root.
    public static func visibleControllers(inWindow w: Int, of scenario: Scenario) -> [VisibleController] {
        guard scenario.windows.indices.contains(w), Policy.canRotate(scenario.windows[w]),
            let root = scenario.windows[w].rootViewController
        else { return [] }
        let device = scenario.device
        var chain: [(vc: ViewController, steps: [ControllerPath.Step], fixed: Bool)] = [(root, [], false)]
        var start = 0
        var current = root
        var steps: [ControllerPath.Step] = []
        while let p = Policy.presentation(in: current, steps: &steps) {
            let b = Policy.presentationBehaviour(of: p.modalPresentationStyle, on: device, linkedAgainst: scenario.app.linkedAgainst)
            if hidesPresenter(b) { start = chain.count }
            let fixed = device.idiom == .pad && (b.style == .formSheet || b.style == .popover)
            chain.append((p, steps, fixed))
            current = p
        }
        var out: [VisibleController] = []
        for link in chain[start...] {
            var s = link.steps
            appendSubtree(link.vc, window: w, steps: &s, receives: true, fixed: link.fixed, era: device.era, into: &out)
        }
        return out
    }

    static func appendSubtree(
        _ vc: ViewController, window: Int, steps: inout [ControllerPath.Step], receives: Bool, fixed: Bool, era: Era,
        into out: inout [VisibleController]
    ) {
        out.append(
            VisibleController(
                controller: vc, path: ControllerPath(window: window, steps: steps), receivesLegacyRotation: receives, hasFixedSize: fixed))
        let forwards = receives && !(era <= .iOS6 && vc.shouldAutomaticallyForwardRotationMethods == false)
        for i in Policy.visibleChildIndices(of: vc) {
            steps.append(.child(i))
            appendSubtree(vc.viewControllers[i], window: window, steps: &steps, receives: forwards, fixed: fixed, era: era, into: &out)
            steps.removeLast()
        }
    }

    /// Every controller on screen in every window that can rotate, window by window.
    public static func visibleControllers(in scenario: Scenario) -> [VisibleController] {
        var out: [VisibleController] = []
        for w in scenario.windows.indices { out += visibleControllers(inWindow: w, of: scenario) }
        return out
    }
}
