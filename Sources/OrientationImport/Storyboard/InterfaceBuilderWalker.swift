import OrientationPolicy

/// Collects the controllers, segues and storyboard references of an Interface Builder document's tree.
///
/// - A controller is an element of `ControllerElement` with an `id`, directly inside `<objects>` (a scene's, or
///   a xib's top-level objects) or inside a xib container's `<viewControllers>`.
/// - A segue's source is the innermost controller element around it (its own `<connections>`, or a button's,
///   cell's or bar item's inside it). A segue on an object beside the controller in the same scene (a gesture
///   recognizer in the scene's `<objects>`) starts from the scene's controller.
/// - A xib's nested children become relationship segues from their container, in order.
struct InterfaceBuilderWalker {
    let path: String
    var controllers: [StoryboardController] = []
    var segues: [StoryboardSegue] = []
    var placeholders: [StoryboardPlaceholder] = []
    /// The `rootViewController` outlet of a `<window>` (a xib's main window).
    var windowRootID: String?

    init(path: String) {
        self.path = path
    }

    mutating func walk(_ root: XMLTreeElement) {
        var orphans: [XMLTreeElement] = []
        visit(root, parent: nil, enclosing: nil, orphans: &orphans)
    }

    /// Recursion is bounded by `XMLTreeReader.maxDepth`. `orphans` collects the segues found outside any
    /// controller element, until their scene's controller is known.
    private mutating func visit(
        _ e: XMLTreeElement, parent: XMLTreeElement?, enclosing: StoryboardController?,
        orphans: inout [XMLTreeElement]
    ) {
        switch e.name {
        case "scene":
            var sceneOrphans: [XMLTreeElement] = []
            let before = controllers.count
            for c in e.children { visit(c, parent: e, enclosing: nil, orphans: &sceneOrphans) }
            // The scene's controller: the first one directly in its objects.
            let objectsIDs = Set(e.child("objects")?.children.compactMap { $0.attributes["id"] } ?? [])
            if let owner = controllers[before...].first(where: { objectsIDs.contains($0.id) }) {
                for o in sceneOrphans { addSegue(o, source: owner.id) }
            }
            return
        case "segue":
            if let source = enclosing {
                addSegue(e, source: source.id)
            } else {
                orphans.append(e)
            }
            return
        case "viewControllerPlaceholder":
            if let id = e.attributes["id"] {
                placeholders.append(
                    StoryboardPlaceholder(
                        id: id, storyboardName: nonEmpty(e.attributes["storyboardName"]),
                        referencedIdentifier: nonEmpty(e.attributes["referencedIdentifier"]), location: e.location(in: path)))
            }
            return
        case "window":
            if windowRootID == nil,
                let outlet = e.child("connections")?.children.first(where: {
                    $0.name == "outlet" && $0.attributes["property"] == "rootViewController"
                })
            {
                windowRootID = outlet.attributes["destination"]
            }
        default:
            break
        }

        var inner = enclosing
        if let parentName = parent?.name, parentName == "objects" || parentName == "viewControllers",
            let element = ControllerElement.kind(of: e.name), let id = e.attributes["id"]
        {
            let controller = StoryboardController(
                id: id, kind: element.kind, uikitClass: element.uikitClass, customClass: nonEmpty(e.attributes["customClass"]),
                storyboardIdentifier: nonEmpty(e.attributes["storyboardIdentifier"]), location: e.location(in: path),
                modalPresentationStyle: SegueKind.presentationStyle(e.attributes["modalPresentationStyle"]))
            controllers.append(controller)
            if parentName == "viewControllers", let container = enclosing {
                addNestedChild(controller, of: container, at: e.location(in: path))
            }
            inner = controller
        }
        for c in e.children { visit(c, parent: e, enclosing: inner, orphans: &orphans) }
    }

    private mutating func addSegue(_ e: XMLTreeElement, source: String) {
        // `<segue reference="...">` repeats a segue declared elsewhere in the file (old format).
        guard let destination = e.attributes["destination"] else { return }
        let kind = SegueKind.kind(e.attributes["kind"], relationship: e.attributes["relationship"])
        var style: ModalPresentationStyle?
        if case .present = kind { style = SegueKind.presentationStyle(e.attributes["modalPresentationStyle"]) }
        segues.append(
            StoryboardSegue(
                id: e.attributes["id"] ?? "", identifier: nonEmpty(e.attributes["identifier"]), kind: kind, sourceID: source,
                destinationID: destination, modalPresentationStyle: style, location: e.location(in: path)))
    }

    /// A xib's child controller nested in its container's `<viewControllers>`, as the relationship segue a
    /// storyboard would draw; its id is `container-id/child-id`, and it is located at the child's element.
    private mutating func addNestedChild(
        _ child: StoryboardController, of container: StoryboardController,
        at location: SourceLocation
    ) {
        let index = segues.filter { $0.sourceID == container.id && $0.id.hasPrefix(container.id + "/") }.count
        let relationship = ControllerElement.nestedRelationship(container: container.kind, index: index)
        segues.append(
            StoryboardSegue(
                id: container.id + "/" + child.id, kind: .relationship(relationship),
                sourceID: container.id, destinationID: child.id, location: location))
    }

    private func nonEmpty(_ s: String?) -> String? {
        guard let s, !s.isEmpty else { return nil }
        return s
    }
}
