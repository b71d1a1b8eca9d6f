import OrientationPolicy

/// Turns a reached tree into the engine's `ViewController` tree for one idiom, recording where every value came
/// from (by the JSON Pointer the value has in a `/v1/decide` request) and which values could not be read.
struct ScenarioRenderer {
    let graph: ControllerGraph
    let classes: ClassTable
    let idiom: Idiom
    /// Pointer -> location, for the scenario being rendered.
    private(set) var provenance: [String: SourceLocation] = [:]
    /// Pointer of a member -> the value that could not be read there.
    private(set) var unknowns: [String: UnknownValue] = [:]
    /// True when some value differs between phone and pad (an idiom switch was taken).
    private(set) var dependsOnIdiom = false

    init(graph: ControllerGraph, classes: ClassTable, idiom: Idiom) {
        self.graph = graph
        self.classes = classes
        self.idiom = idiom
    }

    mutating func render(_ item: ReachedTree.Item, at pointer: String) -> ViewController {
        let node = graph.nodes[item.node]
        // A hosting controller is named with the SwiftUI view it shows (`UIHostingController<SettingsView>`).
        var vc = ViewController(name: node.displayName, kind: node.kind)
        if let at = item.arrival?.location ?? node.location { provenance[pointer] = at }
        if let declared = classes.classes[node.className]?.location { provenance[pointer + "/name"] = declared }
        let o = classes.effectiveOverrides(of: node.className, as: node.kind)
        vc.supportedInterfaceOrientations = read(o.supportedInterfaceOrientations, "supportedInterfaceOrientations", node, pointer, &vc)
        vc.shouldAutorotate = read(o.shouldAutorotate, "shouldAutorotate", node, pointer, &vc)
        vc.preferredInterfaceOrientationForPresentation = read(
            o.preferredInterfaceOrientationForPresentation, "preferredInterfaceOrientationForPresentation", node, pointer, &vc)
        vc.shouldAutorotateToInterfaceOrientation = read(
            o.shouldAutorotateToInterfaceOrientation, "shouldAutorotateToInterfaceOrientation", node, pointer, &vc)
        // A container whose own answer is UIKit's may return its delegate's instead: which containers have a
        // delegate implementing the method is set at run time, so that answer is unread.
        for d in classes.containerDelegateMethods[vc.kind] ?? [] where vc.forwarding == .none {
            let at = pointer + "/" + d.member
            guard unknowns[at] == nil, provenance[at] == nil else { continue }
            let owner = d.inClass.map { "\($0)." } ?? ""
            let method = d.kind == .navigationController ? "navigationController" : "tabBarController"
            let selector =
                d.member == "supportedInterfaceOrientations"
                ? method + "SupportedInterfaceOrientations" : method + "PreferredInterfaceOrientationForPresentation"
            unknowns[at] = UnknownValue(
                className: node.className, member: d.member,
                reason: "may answer through a delegate's \(owner)\(selector)(_:), which lint does not follow",
                location: d.location)
            provenance[at] = d.location
        }
        if let at = o.forwardsToPresented.location {
            vc.forwardsToPresentedViewController = true
            provenance[pointer + "/forwardsToPresentedViewController"] = at
        }
        if let arrival = item.arrival {
            vc.modalPresentationStyle = arrival.style
            if arrival.style != nil { provenance[pointer + "/modalPresentationStyle"] = arrival.styleLocation ?? arrival.location }
            if let computed = arrival.computedStyle {
                vc.modalPresentationStyle = read(computed, "modalPresentationStyle", node, pointer, &vc)
            }
        }
        vc.viewControllers = item.children.enumerated().map { i, c in render(c, at: pointer + "/viewControllers/\(i)") }
        if let s = item.selectedIndex {
            vc.selectedIndex = s
            if let at = item.children[s].arrival?.location { provenance[pointer + "/selectedIndex"] = at }
        }
        if let p = item.presented.first {
            var presented = render(p, at: pointer + "/presentedViewController")
            // A caller that sets no style presents with the one the controller gave itself.
            if presented.modalPresentationStyle == nil, unknowns[pointer + "/presentedViewController/modalPresentationStyle"] == nil,
                let own = classes.ownPresentationStyle(of: graph.nodes[p.node].className)
            {
                presented.modalPresentationStyle = own.value
                provenance[pointer + "/presentedViewController/modalPresentationStyle"] = own.location
            }
            vc.presentedViewController = presented
        }
        return vc
    }

    /// One member's value: a literal, this idiom's side of an idiom switch, a forwarding mode (which sets the
    /// controller's `forwarding` and leaves the member to the child), or unknown (left to UIKit's default here;
    /// lint tries the plausible values).
    private mutating func read<V: Sendable & Hashable>(
        _ located: Located<ImportedValue<V>>?, _ member: String, _ node: ControllerGraph.Node, _ pointer: String,
        _ vc: inout ViewController
    ) -> V? {
        guard let located else { return nil }
        let at = pointer + "/" + member
        switch located.value {
        case .value(let v):
            provenance[at] = located.location
            return v
        case .perIdiom(let phone, let pad):
            provenance[at] = located.location
            if phone != pad { dependsOnIdiom = true }
            return idiom == .pad ? pad : phone
        case .forwarded(let mode):
            // The member's own line is where it forwards (a crash cites each forwarding member it goes through);
            // the controller's forwarding is the first member's, `supportedInterfaceOrientations` when it forwards.
            provenance[at] = located.location
            if provenance[pointer + "/forwarding"] == nil { provenance[pointer + "/forwarding"] = located.location }
            vc.forwarding = mode
            return nil
        case .unknown, .oneOf:
            provenance[at] = located.location
            unknowns[at] = UnknownValue.of(located.value, className: node.className, member: member, location: located.location)
            return nil
        }
    }
}
