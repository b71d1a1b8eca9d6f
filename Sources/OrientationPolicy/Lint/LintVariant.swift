/// One reachable configuration of a window's controller tree: which presentations are shown, which tab is
/// selected, how deep each navigation stack is. `notes` says how it differs from the tree as written.
public struct LintVariant: Sendable, Hashable {
    /// The window's root view controller in this configuration.
    public var root: ViewController
    /// Human-readable differences from the request, e.g. `window.rootViewController.presentedViewController dismissed`.
    public var notes: [String]

    public init(root: ViewController, notes: [String]) {
        self.root = root
        self.notes = notes
    }
}

extension Lint {
    /// Every configuration of `root` the user can reach, the tree as written first, at most `cap` of them
    /// (`truncated` is set when more exist):
    /// - each presentation shown (with every configuration of what it shows) and dismissed;
    /// - each tab of a tab bar controller selected (the request's `selectedIndex` first);
    /// - each navigation stack depth (popping removes the controllers above and what they present; full depth
    ///   first); only the top of a navigation stack and the selected tab are varied further, the other
    ///   children are not on screen;
    /// - split and page controllers show every child: their children's configurations combine.
    public static func variants(
        of root: ViewController, window: Int, windowsFromArray: Bool, cap: Int, truncated: inout Bool
    ) -> [LintVariant] {
        variants(of: root, path: ControllerPath(window: window), windowsFromArray: windowsFromArray, cap: max(1, cap), truncated: &truncated)
    }

    static func variants(
        of vc: ViewController, path: ControllerPath, windowsFromArray: Bool, cap: Int, truncated: inout Bool
    ) -> [LintVariant] {
        let here = path.string(windowsFromArray: windowsFromArray)
        func child(_ i: Int) -> ControllerPath { ControllerPath(window: path.window, steps: path.steps + [.child(i)]) }
        var bases: [LintVariant] = []
        let n = vc.viewControllers.count
        switch vc.kind {
        case .navigationController where n > 0:
            depths: for k in stride(from: n, through: 1, by: -1) {
                for c in variants(
                    of: vc.viewControllers[k - 1], path: child(k - 1), windowsFromArray: windowsFromArray, cap: cap, truncated: &truncated)
                {
                    if bases.count >= cap { truncated = true; break depths }
                    var copy = vc
                    copy.viewControllers = Array(vc.viewControllers.prefix(k - 1)) + [c.root]
                    bases.append(LintVariant(root: copy, notes: (k < n ? ["\(here) navigation stack depth \(k)"] : []) + c.notes))
                }
            }
        case .tabBarController where n > 0:
            let selected = min(max(vc.selectedIndex ?? 0, 0), n - 1)
            tabs: for i in [selected] + (0..<n).filter({ $0 != selected }) {
                for c in variants(of: vc.viewControllers[i], path: child(i), windowsFromArray: windowsFromArray, cap: cap, truncated: &truncated) {
                    if bases.count >= cap { truncated = true; break tabs }
                    var copy = vc
                    copy.selectedIndex = i
                    // A presentation made in another tab covers the tab bar: with that tab left, it is gone.
                    if i != selected { copy.viewControllers = copy.viewControllers.map(Self.withoutPresentations) }
                    copy.viewControllers[i] = c.root
                    bases.append(LintVariant(root: copy, notes: (i != selected ? ["\(here) tab \(i) selected"] : []) + c.notes))
                }
            }
        default:
            bases = [LintVariant(root: vc, notes: [])]
            for i in 0..<n {
                let children = variants(
                    of: vc.viewControllers[i], path: child(i), windowsFromArray: windowsFromArray, cap: cap, truncated: &truncated)
                var next: [LintVariant] = []
                combine: for b in bases {
                    for c in children {
                        if next.count >= cap { truncated = true; break combine }
                        var copy = b.root
                        copy.viewControllers[i] = c.root
                        next.append(LintVariant(root: copy, notes: b.notes + c.notes))
                    }
                }
                bases = next
            }
        }
        guard let presented = vc.presentedViewController else { return bases }
        let shown = variants(
            of: presented, path: ControllerPath(window: path.window, steps: path.steps + [.presented]),
            windowsFromArray: windowsFromArray, cap: cap, truncated: &truncated)
        var result: [LintVariant] = []
        outer: for b in bases {
            // The presentation covers the containers it was made over: while it is up, their stacks and tabs are as
            // written (a user cannot pop or switch tabs under it), so it is shown only over that configuration.
            // Showing it over a shallower stack would be a state only the deeper controller's code leads to.
            for p in shown where Self.sameStacks(b.root, vc) {
                if result.count >= cap { truncated = true; break outer }
                var copy = b.root
                copy.presentedViewController = p.root
                result.append(LintVariant(root: copy, notes: b.notes + p.notes))
            }
            if result.count >= cap { truncated = true; break }
            var dismissed = b.root
            dismissed.presentedViewController = nil
            result.append(LintVariant(root: dismissed, notes: b.notes + ["\(here).presentedViewController dismissed"]))
        }
        return result
    }

    /// The tree with every presentation in it dismissed.
    static func withoutPresentations(_ vc: ViewController) -> ViewController {
        var copy = vc
        copy.presentedViewController = nil
        copy.viewControllers = vc.viewControllers.map(withoutPresentations)
        return copy
    }

    /// Whether two trees have the same containers' stacks and selected tabs (presentations aside).
    static func sameStacks(_ a: ViewController, _ b: ViewController) -> Bool {
        guard a.viewControllers.count == b.viewControllers.count, a.selectedIndex == b.selectedIndex else { return false }
        return zip(a.viewControllers, b.viewControllers).allSatisfy { sameStacks($0, $1) }
    }

    /// Every controller of a tree with its path, depth first (children in order, then the presented one).
    public static func controllers(of root: ViewController, window: Int) -> [(path: ControllerPath, controller: ViewController)] {
        var out: [(ControllerPath, ViewController)] = []
        func walk(_ vc: ViewController, _ steps: [ControllerPath.Step]) {
            out.append((ControllerPath(window: window, steps: steps), vc))
            for (i, c) in vc.viewControllers.enumerated() { walk(c, steps + [.child(i)]) }
            if let p = vc.presentedViewController { walk(p, steps + [.presented]) }
        }
        walk(root, [])
        return out
    }
}
