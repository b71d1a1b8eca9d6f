import OrientationPolicy

/// SwiftUI views in the controller graph. A SwiftUI view is no controller: the hosting controller that shows it
/// answers orientation, with UIKit's defaults unless the project subclasses `UIHostingController` and overrides them.
/// A view's child views and the views it pushes (`NavigationLink`, `.navigationDestination`) stay in the same
/// hosting controller (SwiftUI's navigation stack is a child of it, which UIKit does not ask), so their
/// presentations are the hosting controller's. `.sheet`, `.fullScreenCover` and `.popover` present another hosting
/// controller with the view they name ("sheet(isPresented:onDismiss:content:)", "fullScreenCover(isPresented:onDismiss:content:)",
/// "popover(isPresented:attachmentAnchor:arrowEdge:content:)", Apple Developer Documentation). A
/// `UIViewControllerRepresentable` embeds the controller its `makeUIViewController(context:)` returns as a child of
/// the hosting controller: UIKit does not ask that child about orientation, but what it presents is presented from
/// the hosting controller's context, so its `present` calls are the hosting controller's too.
extension ControllerGraph.Node {
    /// The class, with the SwiftUI view a hosting controller shows (`UIHostingController<SettingsView>`): the name a
    /// scenario gives the controller.
    var displayName: String { hostedView.map { "\(className)<\($0)>" } ?? className }
}

extension ControllerGraph {
    /// How many views one hosting controller's closure (child views and pushes) may hold.
    static let maxHostedViews = 256

    /// The node of a `hostingClass` controller showing `views` (the first names it), with the presentations of the
    /// views it shows as edges.
    mutating func hostingNode(
        _ hostingClass: String, views: [String], swiftUI: SwiftUIFacts,
        at location: SourceLocation?
    ) -> Int {
        let name = views.first ?? "AnyView"
        if let n = nodes.firstIndex(where: { $0.className == hostingClass && $0.hostedView == name }) { return n }
        let byName = Self.viewsByName(swiftUI)
        let n = add(
            Node(
                className: hostingClass, kind: classes.kind(of: hostingClass),
                location: location ?? byName[name]?.location, hostedView: name))
        addHostedEdges(of: n, views: views, swiftUI: swiftUI, byName: byName)
        return n
    }

    /// Gives nodes of the project's `UIHostingController<V>` subclasses (a storyboard's custom class, a controller
    /// created in code) the view their generic argument names.
    mutating func attachHostedViews(_ swiftUI: SwiftUIFacts) {
        let subclasses = swiftUI.hostedViews.filter(\.isSubclass)
        guard !subclasses.isEmpty else { return }
        let byName = Self.viewsByName(swiftUI)
        for n in nodes.indices where nodes[n].hostedView == nil {
            guard let h = subclasses.first(where: { $0.hostingClass == nodes[n].className }) else { continue }
            setHostedView(h.view, of: n)
            addHostedEdges(of: n, views: [h.view], swiftUI: swiftUI, byName: byName)
        }
    }

    /// A window root that is a hosting controller created in code (`UIHostingController(rootView: ContentView())`
    /// in the same file, at or before the assignment): the view it hosts, with its presentations.
    mutating func attachHostedView(toWindowRoot n: Int, _ root: ImportedWindowRoot, swiftUI: SwiftUIFacts) {
        guard nodes[n].hostedView == nil else { return }
        let created = swiftUI.hostedViews.filter {
            !$0.isSubclass && $0.hostingClass == root.className && $0.location.file == root.location.file
                && $0.location.line <= root.location.line && root.location.line - $0.location.line <= 20
        }
        guard let h = created.max(by: { $0.location < $1.location }) else { return }
        setHostedView(h.view, of: n)
        addHostedEdges(of: n, views: [h.view], swiftUI: swiftUI, byName: Self.viewsByName(swiftUI))
    }

    static func viewsByName(_ swiftUI: SwiftUIFacts) -> [String: ImportedSwiftUIView] {
        var out: [String: ImportedSwiftUIView] = [:]
        for v in swiftUI.views where out[v.name] == nil { out[v.name] = v }
        return out
    }

    /// The project's views a hosting controller showing `seeds` shows: those, the views they create and push,
    /// transitively.
    static func closure(_ seeds: [String], byName: [String: ImportedSwiftUIView]) -> [ImportedSwiftUIView] {
        var out: [ImportedSwiftUIView] = []
        var seen: Set<String> = []
        var queue = seeds
        while !queue.isEmpty, out.count < maxHostedViews {
            let name = queue.removeFirst()
            guard seen.insert(name).inserted, let v = byName[name] else { continue }
            out.append(v)
            queue += v.created
            for t in v.transitions where t.kind == .push { queue += t.views }
        }
        return out
    }

    private mutating func addHostedEdges(
        of n: Int, views: [String], swiftUI: SwiftUIFacts,
        byName: [String: ImportedSwiftUIView]
    ) {
        for view in Self.closure(views, byName: byName) {
            if let wrapped = view.representedControllers?.first(where: { representable($0) }) {
                let child = node(forClass: wrapped)
                for e in edges(from: child) { add(e, from: n) }
            }
            for t in view.transitions {
                guard let style = t.style else { continue }
                let shown = t.views.filter { byName[$0] != nil }
                let target = hostingNode(
                    "UIHostingController", views: shown.isEmpty ? Array(t.views.prefix(1)) : shown,
                    swiftUI: swiftUI, at: t.location)
                add(
                    Edge(
                        kind: .present(style), to: target, location: t.location, styleLocation: t.location,
                        label: ".\(t.kind.rawValue) in \(view.name)"), from: n)
            }
        }
    }

    /// A class a representable can wrap: a view controller, not the placeholder `UIViewController`.
    private func representable(_ name: String) -> Bool {
        name != "UIViewController" && classes.isViewController(name)
    }
}
