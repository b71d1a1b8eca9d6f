extension Policy {
    /// Calls `visit` for each controller in the presentation chain below `root`, in order, with the steps from
    /// the root to it (the chain `presentation(in:steps:)` finds one link at a time). Each presented
    /// controller is handed to `visit` as a node of `tree`, never copied: copying a `ViewController` retains its
    /// strings, its children and what it presents, and those copies were a third of `decide`'s cost (BENCHMARKS.md).
    /// `steps` is the path being walked (its window set by the caller); on return it leads to the last link.
    static func forEachPresentation<T: ControllerTree>(
        below root: T.Node, in tree: T, steps: inout ControllerPath,
        _ visit: (T.Node, ControllerPath) -> Void
    ) {
        _ = continueChain(from: root, in: tree, steps: &steps, visit)
    }

    /// Depth first over the visible children, as `presentation(in:steps:)`: true once a presentation was found
    /// below `vc` (and the chain followed to its end).
    private static func continueChain<T: ControllerTree>(
        from vc: T.Node, in tree: T, steps: inout ControllerPath,
        _ visit: (T.Node, ControllerPath) -> Void
    ) -> Bool {
        if let p = tree.presented(vc) {
            steps.append(.presented)
            visit(p, steps)
            _ = continueChain(from: p, in: tree, steps: &steps, visit)
            return true
        }
        for i in visibleChildIndices(of: vc, in: tree) {
            steps.append(.child(i))
            if continueChain(from: tree.child(vc, i), in: tree, steps: &steps, visit) { return true }
            steps.removeLast()
        }
        return false
    }
}
