extension Policy {
    /// Calls `visit` for each controller in the presentation chain below `root`, in order, with the steps from
    /// the root to it (the chain `presentation(in:steps:)` finds one link at a time). Each presented
    /// controller is lent to `visit` in place, never copied: copying a `ViewController` retains its strings,
    /// its children and what it presents, and those copies were a third of `decide`'s cost (BENCHMARKS.md).
    /// `steps` is the path being walked (its window set by the caller); on return it leads to the last link.
    static func forEachPresentation(
        below root: ViewController, steps: inout ControllerPath,
        _ visit: (ViewController, ControllerPath) -> Void
    ) {
        _ = continueChain(from: root, steps: &steps, visit)
    }

    /// Depth-first search of `vc`'s visible hierarchy for its first presentation, in the order of
    /// `presentation(in:steps:)`: its own presented controller, else one presented by a visible child. When
    /// found, visits it, continues the chain from it and returns true; otherwise leaves `steps` unchanged.
    private static func continueChain(
        from vc: ViewController, steps: inout ControllerPath,
        _ visit: (ViewController, ControllerPath) -> Void
    ) -> Bool {
        let presented: Bool? = vc.withPresentedViewController { p in
            steps.append(.presented)
            visit(p, steps)
            _ = continueChain(from: p, steps: &steps, visit)
            return true
        }
        if presented != nil { return true }
        for i in visibleChildIndices(of: vc) {
            steps.append(.child(i))
            if continueChain(from: vc.viewControllers[i], steps: &steps, visit) { return true }
            steps.removeLast()
        }
        return false
    }
}
