import OrientationPolicy

/// The controllers an app can show and the transitions between them: storyboard scenes and segues (across
/// storyboard references) and the `present`/`push` calls of the sources. A storyboard is a graph of reachable
/// states, not one tree, so the assembler walks this graph to build the scenarios lint explores.
struct ControllerGraph {
    /// One controller: a storyboard element, or a class created in code.
    struct Node: Hashable {
        var className: String
        var kind: ControllerKind
        /// The storyboard element's start tag, or the class declaration; nil for UIKit classes created in code.
        var location: SourceLocation?
        /// Relationship children in order: a navigation root, the tabs, the split columns.
        var children: [Int] = []
        /// The storyboard element this node stands for (`path#id`), for segue lookup.
        var storyboardKey: String?
        /// For a hosting controller: the SwiftUI view it hosts (`ControllerGraph+SwiftUI`).
        var hostedView: String?
    }

    /// A transition out of a controller.
    struct Edge: Hashable {
        enum Kind: Hashable {
            /// `show` / `push` segue, `pushViewController`: onto the enclosing navigation controller (UIKit
            /// presents instead when there is none, for `show`).
            case show
            /// A modal presentation (`present`, presentation/modal segue), with its style if set.
            case present(ModalPresentationStyle?)
        }
        var kind: Kind
        var to: Int
        /// The segue's start tag or the call.
        var location: SourceLocation
        /// Where `modalPresentationStyle` was set, when it was set in code.
        var styleLocation: SourceLocation?
        /// A style the code computes rather than writes (`ImportedTransition.computedStyle`).
        var computedStyle: Located<ImportedValue<ModalPresentationStyle>>?
        /// `segue show`, `present(_:animated:)`: for scenario descriptions.
        var label: String
    }

    private(set) var nodes: [Node] = []
    private(set) var edges: [Int: [Edge]] = [:]
    /// Children a controller puts in its own view (a storyboard container view's `embed` segue, `addChild(_:)`):
    /// on screen with it, never asked about orientation, but able to present and push (`inheritEmbeddedEdges`).
    private(set) var embedded: [Int: [Int]] = [:]
    private var byStoryboardKey: [String: Int] = [:]
    private var byClass: [String: Int] = [:]
    let classes: ClassTable
    private let storyboards: [ImportedStoryboard]
    /// Transitions written in code that name no class the importer can tell, or a class that is not a controller.
    /// Presentations and pushes written in code that the graph cannot place: the controller shown cannot be told
    /// (a variable of type `UIViewController`, a factory's result), or the caller is no controller (a coordinator or
    /// router presenting on another's behalf). The reachable states may then include ones the graph lacks.
    private(set) var unplacedTransitions: [SourceLocation] = []

    /// Classes UIKit presents in its own way (alerts, action sheets, activity sheets): never a full-screen
    /// presentation that decides orientation, so they are not followed, nor are the project's subclasses of
    /// them (a themed `UIAlertController` subclass is presented as an alert all the same).
    static let notFollowed: Set<String> = ["UIAlertController", "UIActivityViewController", "UIAlertView", "UIActionSheet"]

    init(storyboards: [ImportedStoryboard], sources: SourceFacts, classes: ClassTable) {
        self.classes = classes
        self.storyboards = storyboards
        for sb in storyboards {
            for c in sb.controllers {
                let key = Self.key(sb.path, c.id)
                let name = c.className
                let kind = c.customClass.map { classes.kind(of: $0, fallback: c.kind) } ?? c.kind
                byStoryboardKey[key] = nodes.count
                if let custom = c.customClass, byClass[custom] == nil { byClass[custom] = nodes.count }
                nodes.append(Node(className: name, kind: kind, location: c.location, storyboardKey: key))
            }
        }
        for sb in storyboards { addSegues(of: sb) }
        addCodeTransitions(sources.transitions + PresentingHelpers.transitions(sources, classes: classes))
        inheritEmbeddedEdges()
    }

    /// A container's relationship children, theirs, and so on (at most four levels).
    private func relationshipDescendants(of node: Int) -> [Int] {
        var out: [Int] = []
        var level = nodes[node].children
        for _ in 0..<4 where !level.isEmpty {
            out += level
            level = level.flatMap { nodes[$0].children }
        }
        return out
    }

    /// An embedded child's transitions, made from its parent's place in the tree. A child's `present` is
    /// rerouted by UIKit: "You can present any view controller from any other view controller, although UIKit
    /// might reroute the request to a different view controller" (View Controller Programming Guide for iOS,
    /// "Presenting a View Controller"); the presenting controller is "the root view controller of the window, a
    /// parent view controller that is marked as defining the current context, or the last view controller that
    /// was presented onscreen" (UIPresentationController, `presentingViewController`), and for the context
    /// styles "UIKit starts at the presenting view controller and walks up the view controller hierarchy"
    /// (UIViewController, `definesPresentationContext`). The walk already presents from the front-most
    /// presented controller of the window's chain, so the parent's place is the child's; a push goes to the
    /// navigation controller that holds the parent, which is the child's `navigationController` too. Embedded
    /// children of embedded children count, at most four levels down.
    private mutating func inheritEmbeddedEdges() {
        guard !embedded.isEmpty else { return }
        var inherited: [Int: [Edge]] = [:]
        for parent in embedded.keys.sorted() {
            var seen: Set<Int> = [parent]
            var level = embedded[parent] ?? []
            for _ in 0..<4 where !level.isEmpty {
                var next: [Int] = []
                for child in level where seen.insert(child).inserted {
                    for var e in edges[child] ?? [] where e.to != parent {
                        e.label += " from embedded \(nodes[child].className)"
                        inherited[parent, default: []].append(e)
                    }
                    // An embedded container (a container view holding a navigation controller): its children's
                    // presentations too; their pushes stay inside the embedded container, which UIKit never asks.
                    for inner in relationshipDescendants(of: child) where seen.insert(inner).inserted {
                        for var e in edges[inner] ?? [] where e.to != parent {
                            guard case .present = e.kind else { continue }
                            e.label += " from embedded \(nodes[inner].className)"
                            inherited[parent, default: []].append(e)
                        }
                    }
                    next += embedded[child] ?? []
                }
                level = next
            }
        }
        for (parent, list) in inherited { edges[parent, default: []] += list }
    }

    static func key(_ path: String, _ id: String) -> String { path + "#" + id }

    /// The node of a storyboard's initial controller (or of the controller with `identifier`), following a
    /// storyboard reference. `near` picks among storyboards with the same name (several targets): the closest path.
    func entry(storyboardNamed name: String, identifier: String? = nil, near path: String) -> Int? {
        let candidates = storyboards.filter { $0.name == name }
        guard let sb = ProjectPaths.nearest(to: path, among: candidates, path: \.path) else { return nil }
        return entry(of: sb, identifier: identifier)
    }

    func entry(of sb: ImportedStoryboard, identifier: String?) -> Int? {
        if let identifier {
            guard let c = sb.controllers.first(where: { $0.storyboardIdentifier == identifier }) else { return nil }
            return resolve(sb, c.id)
        }
        guard let id = sb.initialViewControllerID else { return nil }
        return resolve(sb, id)
    }

    /// A segue destination: a controller of the same storyboard, or a placeholder's target.
    private func resolve(_ sb: ImportedStoryboard, _ id: String, depth: Int = 0) -> Int? {
        if let n = byStoryboardKey[Self.key(sb.path, id)] { return n }
        guard depth < 8, let p = sb.placeholders.first(where: { $0.id == id }) else { return nil }
        if let name = p.storyboardName, name != sb.name {
            let candidates = storyboards.filter { $0.name == name }
            guard let target = ProjectPaths.nearest(to: sb.path, among: candidates, path: \.path) else { return nil }
            return entry(of: target, identifier: p.referencedIdentifier)
        }
        return entry(of: sb, identifier: p.referencedIdentifier)
    }

    private mutating func addSegues(of sb: ImportedStoryboard) {
        var relationships: [Int: [(order: Int, rank: Int, to: Int)]] = [:]
        for (i, s) in sb.segues.enumerated() {
            guard let from = byStoryboardKey[Self.key(sb.path, s.sourceID)], let to = resolve(sb, s.destinationID) else { continue }
            switch s.kind {
            case .relationship(let r):
                // Split columns: primary before secondary, whatever the document order.
                let rank = ["masterViewController": 0, "detailViewController": 1][r] ?? 0
                relationships[from, default: []].append((i, rank, to))
            case .show, .showDetail:
                edges[from, default: []].append(Edge(kind: .show, to: to, location: s.location, label: "show segue"))
            case .present:
                // A segue that leaves the style to the destination uses the destination scene's own
                // "Presentation" setting (its modalPresentationStyle).
                let own = sb.controllers.first { $0.id == s.destinationID }?.modalPresentationStyle
                edges[from, default: []].append(
                    Edge(
                        kind: .present(s.modalPresentationStyle ?? own), to: to, location: s.location, label: "presentation segue"))
            case .popover:
                edges[from, default: []].append(Edge(kind: .present(.popover), to: to, location: s.location, label: "popover segue"))
            case .embed:
                // An embedded child of a plain controller is not consulted by UIKit for orientation, but it is on
                // screen and its transitions are made (`inheritEmbeddedEdges`).
                embedded[from, default: []].append(to)
            case .other:
                // Unwind or custom segues lead nowhere the importer can tell.
                continue
            }
        }
        for (from, list) in relationships {
            nodes[from].children = list.sorted { ($0.rank, $0.order) < ($1.rank, $1.order) }.map(\.to)
        }
    }

    /// The node for a class created in code: the storyboard element with that custom class when there is one (it
    /// carries the storyboard's relationships), else a node of its own.
    mutating func node(forClass name: String) -> Int {
        if let n = byClass[name] { return n }
        let kind = classes.kind(of: name)
        let display = name
        nodes.append(Node(className: display, kind: kind, location: classes.classes[name]?.location))
        byClass[name] = nodes.count - 1
        return nodes.count - 1
    }

    /// A window root assigned in code, with the children created next to it.
    mutating func node(forWindowRoot root: ImportedWindowRoot) -> Int {
        let n = node(forClass: root.className)
        if nodes[n].children.isEmpty && !root.childClassNames.isEmpty {
            let children = root.childClassNames.map { node(forClass: $0) }
            nodes[n].children = children
        }
        return n
    }

    private mutating func addCodeTransitions(_ transitions: [ImportedTransition]) {
        // Every node whose class (or a project superclass) contains the call can make it.
        var sourcesByClass: [String: [Int]] = [:]
        for (i, n) in nodes.enumerated() {
            for c in classes.chain(of: n.className).project { sourcesByClass[c.name, default: []].append(i) }
        }
        for t in transitions where t.kind != .performSegue {
            if let to = t.toClass, Self.notFollowed.contains(classes.uikitRoot(of: to)) { continue }
            // A controller made from a storyboard the code names: that storyboard's scene (`StoryboardInstance`).
            let scene = t.toClass == nil ? t.toStoryboard.flatMap { storyboardScene($0, near: t.location.file) } : nil
            guard scene != nil || (t.toClass.map(classes.isViewController) ?? false) else {
                // A child nobody can tell is not a transition: what it presents is made from its own class.
                if t.kind != .addChild { unplacedTransitions.append(t.location) }
                continue
            }
            var from = sourcesByClass[t.fromClass] ?? []
            if from.isEmpty, classes.isViewController(t.fromClass) {
                from = [node(forClass: t.fromClass)]
                for c in classes.chain(of: t.fromClass).project { sourcesByClass[c.name, default: []].append(from[0]) }
            }
            if from.isEmpty && t.kind != .addChild { unplacedTransitions.append(t.location) }
            let target = scene ?? node(forClass: t.toClass!)
            // A scene made in code keeps the "Presentation" its storyboard gives it unless the code sets one.
            let style = t.modalPresentationStyle?.value ?? (t.computedStyle == nil ? scene.flatMap(sceneStyle) : nil)
            for f in from {
                switch t.kind {
                case .present:
                    edges[f, default: []].append(
                        Edge(
                            kind: .present(style), to: target, location: t.location,
                            styleLocation: t.modalPresentationStyle?.location, computedStyle: t.computedStyle,
                            label: "present(_:animated:)"))
                case .push:
                    edges[f, default: []].append(Edge(kind: .show, to: target, location: t.location, label: "pushViewController(_:animated:)"))
                case .addChild:
                    if !embedded[f, default: []].contains(target) { embedded[f, default: []].append(target) }
                case .performSegue:
                    break
                }
            }
        }
    }

    /// The presentation style a storyboard scene sets for itself.
    private func sceneStyle(_ node: Int) -> ModalPresentationStyle? {
        guard let key = nodes[node].storyboardKey, let hash = key.lastIndex(of: "#") else { return nil }
        let path = String(key[..<hash])
        let id = String(key[key.index(after: hash)...])
        return storyboards.first { $0.path == path }?.controllers.first { $0.id == id }?.modalPresentationStyle
    }

    /// The scene a storyboard instantiation in code makes, when the storyboard is the project's.
    private func storyboardScene(_ s: StoryboardInstance, near file: String) -> Int? {
        entry(storyboardNamed: s.storyboardName, identifier: s.identifier, near: file)
    }

    func edges(from node: Int) -> [Edge] { edges[node] ?? [] }

    /// Whether a node is a storyboard's empty placeholder: UIKit's own `UIViewController` (no custom class), with no
    /// relationship children, nothing embedded and no transition out, so nothing of the app can be on screen in it.
    func isEmptyPlaceholder(_ node: Int) -> Bool {
        let n = nodes[node]
        return n.storyboardKey != nil && n.className == "UIViewController" && n.kind == .viewController
            && n.children.isEmpty && (embedded[node] ?? []).isEmpty && edges(from: node).isEmpty
    }

    /// Adds a node no class lookup returns (a hosting controller for one SwiftUI view).
    mutating func add(_ node: Node) -> Int {
        nodes.append(node)
        return nodes.count - 1
    }

    /// Adds a transition out of `node`, unless the same one is there already.
    mutating func add(_ edge: Edge, from node: Int) {
        if !(edges[node] ?? []).contains(edge) { edges[node, default: []].append(edge) }
    }

    /// Marks what a node's controller hosts.
    mutating func setHostedView(_ view: String, of node: Int) {
        nodes[node].hostedView = view
    }
}
