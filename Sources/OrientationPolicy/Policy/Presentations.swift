extension Policy {
    /// The path of the last presented controller in a window's presentation chain (whatever its style), nil
    /// when nothing is presented.
    public static func topmostPresentationPath(inWindow index: Int, of scenario: Scenario) -> ControllerPath? {
        guard scenario.windows.indices.contains(index), var current = scenario.windows[index].rootViewController else {
            return nil
        }
        var steps: [ControllerPath.Step] = []
        var found: [ControllerPath.Step]?
        while let p = presentation(in: current, steps: &steps) {
            found = steps
            current = p
        }
        return found.map { ControllerPath(window: index, steps: $0) }
    }

    /// The scenario after `vc` is presented with `style` from the top of the deciding window's presentation
    /// chain (or its root); nil when there is no deciding window with a root controller. Call `decide` on the
    /// result for "what happens on presenting".
    public static func presenting(_ vc: ViewController, style: ModalPresentationStyle?, in scenario: Scenario) -> Scenario? {
        guard let w = decidingWindowIndex(in: scenario), let root = scenario.windows[w].rootViewController else { return nil }
        var presented = vc
        presented.modalPresentationStyle = style
        let steps = topmostPresentationPath(inWindow: w, of: scenario)?.steps ?? []
        guard
            let newRoot = root.updating(
                at: steps[...],
                {
                    var c = $0; c.presentedViewController = presented; return c
                })
        else {
            return nil
        }
        var s = scenario
        s.windows[w].rootViewController = newRoot
        return s
    }

    /// The scenario after the last presentation of the deciding window is dismissed; nil when nothing is
    /// presented. Call `decideAfterDismissal` on the result for "what happens on dismissing".
    public static func dismissingTopmostPresentation(in scenario: Scenario) -> Scenario? {
        guard let w = decidingWindowIndex(in: scenario), let root = scenario.windows[w].rootViewController,
            let path = topmostPresentationPath(inWindow: w, of: scenario),
            let newRoot = root.updating(at: path.steps[...], { _ in nil })
        else { return nil }
        var s = scenario
        s.windows[w].rootViewController = newRoot
        return s
    }
}
