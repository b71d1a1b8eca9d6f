/// Which interface orientations each configuration of a controller tree can really be in, and a sequence of events
/// that gets it there.
///
/// UIKit only ever reaches a state by a sequence from launch: the window's root is set and settles in a supported
/// orientation, the device turns (the interface follows when "the device orientation is in the supported set",
/// UIViewController supportedInterfaceOrientations, Apple Developer Documentation), and controllers are presented,
/// dismissed, pushed, popped or selected. A presentation shows the presented controller "in the preferred orientation"
/// or, without one, "using the current orientation of the status bar" (UIViewController
/// preferredInterfaceOrientationForPresentation, Apple Developer Documentation): the orientation under a presented
/// controller is therefore one its presenter could be in. Pushing a controller and selecting a tab never rotate
/// (UINavigationController, UITabBarController, Apple Developer Documentation: only a rotation or a presentation does).
///
/// This is a breadth-first search over (configuration, interface orientation), the device held upright in the
/// interface's orientation at every node (turning it there never moves the interface). Each step is run by the
/// timeline simulator itself (`TimelineSimulator.handle`), so every path replays through `/v1/simulate` exactly:
/// - start: every configuration without a presentation, launched as written (a tree written with a stack or a tab
///   selected is launched that way, as state restoration does);
/// - the four upright device orientations;
/// - `present` and `dismiss` of a presentation that presents nothing, `push` and `pop` of a navigation stack's top,
///   `selectTab`, between two configurations of the list. A step whose controllers cannot be named uniquely (two
///   controllers of the same class) is not taken: no event could say which one.
/// A step that raises ends there (UIKit terminates the app): the node after it is not reached that way.
struct LintReachability {
    struct Node: Hashable {
        var variant: Int
        var io: InterfaceOrientation
    }

    /// How a node was first reached: the node before (nil at launch), the events from there, and the device
    /// orientation the device is left in (not always the interface's: a rotation can be refused).
    struct Arrival {
        var parent: Node?
        var events: [TimelineEvent]
        var device: DeviceOrientation
    }

    /// The upright device orientations, in `InterfaceOrientation.valid` order.
    static let uprights: [DeviceOrientation] = [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]

    private(set) var arrivals: [Node: Arrival] = [:]
    /// Every configuration's index by its root.
    let index: [ViewController: Int]
    /// The launch scenario of a start configuration (interface and device orientations nil).
    private let scenarios: [Scenario]
    /// The start configurations: those that present nothing.
    private(set) var starts: Set<Int> = []
    /// Timeline steps the search ran (a measure of its cost; not part of `statesExplored`).
    private(set) var steps = 0

    /// Runs the search for the configurations `roots` of window `window` of `scenario`.
    init(scenario: Scenario, window: Int, roots: [ViewController]) {
        var index: [ViewController: Int] = [:]
        for (i, r) in roots.enumerated() where index[r] == nil { index[r] = i }
        self.index = index
        scenarios = roots.map { r in
            var s = scenario
            s.windows[window].rootViewController = r
            s.interfaceOrientation = nil
            s.deviceOrientation = nil
            return s
        }
        let edges = Self.edges(roots, index: index)
        var queue: [Node] = []
        for (i, r) in roots.enumerated() where !Self.presents(r) {
            starts.insert(i)
            let sim = TimelineSimulator(Timeline(scenario: scenarios[i], events: []))
            let n = Node(variant: i, io: sim.interfaceOrientation)
            if arrivals[n] == nil {
                arrivals[n] = Arrival(parent: nil, events: [], device: sim.device)
                queue.append(n)
            }
        }
        var head = 0
        while head < queue.count {
            let n = queue[head]
            head += 1
            let from = arrivals[n]!
            let upright = n.io.deviceOrientation
            let align: [TimelineEvent] = from.device == upright ? [] : [.deviceOrientation(upright)]
            var s = scenarios[n.variant]
            s.interfaceOrientation = n.io
            s.deviceOrientation = upright
            func visit(_ to: Int, _ e: TimelineEvent) {
                var sim = TimelineSimulator(Timeline(scenario: s, events: [e]))
                steps += 1
                do { try sim.handle(e) } catch { return }
                guard sim.draft.exception == nil else { return }
                let m = Node(variant: to, io: sim.interfaceOrientation)
                guard arrivals[m] == nil else { return }
                arrivals[m] = Arrival(parent: n, events: align + [e], device: sim.device)
                queue.append(m)
            }
            for d in Self.uprights where d != upright { visit(n.variant, .deviceOrientation(d)) }
            for (to, e) in edges[n.variant] { visit(to, e) }
        }
    }

    /// The orientations configuration `v` is reached in, in `InterfaceOrientation.valid` order.
    func orientations(of v: Int) -> [InterfaceOrientation] {
        InterfaceOrientation.valid.filter { arrivals[Node(variant: v, io: $0)] != nil }
    }

    /// Whether `v` is a start configuration (launched as written).
    func isStart(_ v: Int) -> Bool { starts.contains(v) }

    /// The timeline from launch to `(v, io)` (nil when it is not reached), and the device orientation it ends in.
    func path(to v: Int, _ io: InterfaceOrientation) -> (timeline: Timeline, device: DeviceOrientation)? {
        var n = Node(variant: v, io: io)
        guard let last = arrivals[n] else { return nil }
        var chunks: [[TimelineEvent]] = []
        while let a = arrivals[n], let p = a.parent {
            chunks.append(a.events)
            n = p
        }
        return (Timeline(scenario: scenarios[n.variant], events: chunks.reversed().flatMap { $0 }), last.device)
    }

    /// The launch timeline of start configuration `v`: its scenario and no event.
    func launch(_ v: Int) -> Timeline {
        Timeline(scenario: scenarios[v], events: [])
    }

    /// True when `vc` or anything under it presents a controller.
    static func presents(_ vc: ViewController) -> Bool {
        vc.presentedViewController != nil || vc.viewControllers.contains(where: presents)
    }

    /// The single steps between configurations of the list: for each configuration, the events that lead from it to
    /// another one and that other one's index.
    static func edges(_ roots: [ViewController], index: [ViewController: Int]) -> [[(to: Int, event: TimelineEvent)]] {
        var edges = Array(repeating: [(to: Int, event: TimelineEvent)](), count: roots.count)
        for (i, root) in roots.enumerated() {
            func walk(_ vc: ViewController, _ steps: [ControllerPath.Step]) {
                if let p = vc.presentedViewController, !presents(p),
                    let without = root.updating(at: (steps + [.presented])[...], { _ in nil }), let j = index[without]
                {
                    edges[i].append((j, .dismiss(p.name, animated: false)))
                    edges[j].append((i, .present(p, from: vc.name, style: nil, animated: false)))
                }
                if vc.kind == .navigationController, vc.viewControllers.count > 1, let top = vc.viewControllers.last, !presents(top),
                    let popped = root.updating(
                        at: steps[...],
                        {
                            var x = $0; x.viewControllers.removeLast(); return x
                        }),
                    let j = index[popped]
                {
                    edges[i].append((j, .pop(vc.name, animated: false)))
                    edges[j].append((i, .push(top, onto: vc.name, animated: false)))
                }
                if vc.kind == .tabBarController {
                    for k in vc.viewControllers.indices where k != (vc.selectedIndex ?? 0) {
                        if let other = root.updating(
                            at: steps[...],
                            {
                                var x = $0; x.selectedIndex = k; return x
                            }), let j = index[other]
                        {
                            edges[i].append((j, .selectTab(vc.name, index: k)))
                        }
                    }
                }
                for (k, c) in vc.viewControllers.enumerated() { walk(c, steps + [.child(k)]) }
                if let p = vc.presentedViewController { walk(p, steps + [.presented]) }
            }
            walk(root, [])
        }
        return edges
    }
}
