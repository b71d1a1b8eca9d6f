import OrientationPolicy

/// A controller tree the app reaches from its initial state by a sequence of transitions (pushes and
/// presentations), with how each controller got there.
struct ReachedTree: Hashable {
    /// How a controller entered the tree: the segue or the call, and the presentation style it set.
    struct Arrival: Hashable {
        var location: SourceLocation
        var style: ModalPresentationStyle?
        var styleLocation: SourceLocation?
        var computedStyle: Located<ImportedValue<ModalPresentationStyle>>?
    }

    /// One controller of the tree.
    struct Item: Hashable {
        var node: Int
        var children: [Item] = []
        var selectedIndex: Int?
        /// Zero or one element: what this controller presents.
        var presented: [Item] = []
        var arrival: Arrival?
    }

    var root: Item
    /// What happened since the initial state, for people: `show segue -> DetailViewController`.
    var steps: [String] = []

    /// The tree a node starts as: its relationship children, recursively (a cycle of relationships, which
    /// Interface Builder does not allow, stops at the repeat).
    static func initial(_ node: Int, in graph: ControllerGraph, arrival: Arrival? = nil, seen: Set<Int> = []) -> Item {
        var item = Item(node: node, arrival: arrival)
        guard seen.count < 16 else { return item }
        let seen = seen.union([node])
        for c in graph.nodes[node].children where !seen.contains(c) {
            item.children.append(initial(c, in: graph, seen: seen))
        }
        return item
    }

    subscript(path: [ControllerPath.Step]) -> Item {
        get {
            var item = root
            for s in path {
                switch s {
                case .child(let i): item = item.children[i]
                case .presented: item = item.presented[0]
                }
            }
            return item
        }
        set {
            func set(_ item: inout Item, _ rest: ArraySlice<ControllerPath.Step>) {
                guard let s = rest.first else { item = newValue; return }
                switch s {
                case .child(let i): set(&item.children[i], rest.dropFirst())
                case .presented: set(&item.presented[0], rest.dropFirst())
                }
            }
            set(&root, path[...])
        }
    }

    /// Every node in the tree.
    var nodes: Set<Int> {
        var out: Set<Int> = []
        func walk(_ i: Item) {
            out.insert(i.node)
            i.children.forEach(walk)
            i.presented.forEach(walk)
        }
        walk(root)
        return out
    }

    /// The controllers a person can act on: those of the front-most presentation; in a navigation controller the
    /// top of the stack, in a tab bar controller every tab (acting selects it), in split and page controllers every
    /// child; containers themselves too (a segue can start from a container's scene).
    func actionable(in graph: ControllerGraph) -> [[ControllerPath.Step]] {
        var out: [[ControllerPath.Step]] = []
        func walk(_ item: Item, _ path: [ControllerPath.Step]) {
            if !item.presented.isEmpty {
                walk(item.presented[0], path + [.presented])
                return
            }
            out.append(path)
            guard !item.children.isEmpty else { return }
            switch graph.nodes[item.node].kind {
            case .navigationController:
                walk(item.children[item.children.count - 1], path + [.child(item.children.count - 1)])
            default:
                for (i, c) in item.children.enumerated() { walk(c, path + [.child(i)]) }
            }
        }
        walk(root, [])
        return out
    }

    /// The tree after `edge` is taken from the controller at `path`, or nil when UIKit would not take it (a push
    /// with no navigation controller is shown modally instead, as `show` does).
    func taking(_ edge: ControllerGraph.Edge, from path: [ControllerPath.Step], in graph: ControllerGraph) -> ReachedTree {
        var next = self
        next.selectTabs(along: path, in: graph)
        var arrival = Arrival(location: edge.location)
        let label = "\(edge.label) -> \(graph.nodes[edge.to].displayName)"
        if case .show = edge.kind, let nav = next.navigationController(containing: path, in: graph) {
            let pushed = Self.initial(edge.to, in: graph, arrival: arrival)
            next[nav].children.append(pushed)
            next.steps.append(label)
            return next
        }
        if case .present(let style) = edge.kind {
            arrival.style = style
            arrival.styleLocation = edge.styleLocation
            arrival.computedStyle = edge.computedStyle
        }
        // A presentation is made by the front-most presented controller (UIKit walks up to the controller that
        // defines the presentation context, the window's root chain for full-screen styles).
        var presenter: [ControllerPath.Step] = []
        while !next[presenter].presented.isEmpty { presenter.append(.presented) }
        next[presenter].presented = [Self.initial(edge.to, in: graph, arrival: arrival)]
        next.steps.append(label)
        return next
    }

    /// The navigation controller a push from `path` lands in: the controller itself, or the nearest ancestor in
    /// the same presentation.
    private func navigationController(containing path: [ControllerPath.Step], in graph: ControllerGraph) -> [ControllerPath.Step]? {
        var p = path
        while true {
            if graph.nodes[self[p].node].kind == .navigationController { return p }
            guard let last = p.last, case .child = last else { return nil }
            p.removeLast()
        }
    }

    /// Selects, in every tab bar controller along `path`, the tab the path goes through.
    private mutating func selectTabs(along path: [ControllerPath.Step], in graph: ControllerGraph) {
        for k in path.indices {
            guard case .child(let i) = path[k] else { continue }
            let parent = Array(path[..<k])
            if graph.nodes[self[parent].node].kind == .tabBarController { self[parent].selectedIndex = i }
        }
    }
}
