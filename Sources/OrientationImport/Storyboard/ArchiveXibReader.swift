import OrientationPolicy

/// Xibs in the archive format Xcode 3 and 4 wrote (`<archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB">`),
/// the format of most `MainWindow.xib` files of the iOS 3 to 6 era: a keyed archive of objects rather than a
/// document of elements.
///
/// - Controllers are `<object class="IBUI...Controller" id=...>` elements (`IBUIViewController`,
///   `IBUINavigationController`, `IBUITabBarController`, ...; see `ControllerElement.archiveClass`), located at
///   their start tag.
/// - A controller's custom class is the `CustomClassName` that `flattenedProperties` lists for its object ID (the
///   `IBObjectRecord` that refers to it).
/// - A container's children are the controllers in its `IBUIViewControllers` array (defined there or referred to
///   with `<reference ref=...>`), read as relationship segues as for a xib in the current format.
/// - The initial controller is the destination of an `IBCocoaTouchOutletConnection` labelled
///   `rootViewController` from an `IBUIWindow`.
struct ArchiveXibReader {
    let path: String
    private var controllers: [StoryboardController] = []
    private var segues: [StoryboardSegue] = []
    private var objectIDs: [String: String] = [:]
    private var customClasses: [String: String] = [:]
    private var windows: Set<String> = []
    private var rootOutlets: [(source: String, destination: String)] = []

    init(path: String) {
        self.path = path
    }

    mutating func read(_ root: XMLTreeElement, name: String) -> ImportedStoryboard {
        collectRecords(root)
        visit(root, enclosing: nil, inChildArray: false)
        for i in controllers.indices {
            if let objectID = objectIDs[controllers[i].id], let custom = customClasses[objectID], !custom.isEmpty,
                custom != controllers[i].uikitClass
            {
                controllers[i].customClass = custom
            }
        }
        let initial = rootOutlets.first { windows.contains($0.source) }?.destination
        return ImportedStoryboard(
            path: path, name: name, initialViewControllerID: initial, controllers: controllers,
            segues: segues)
    }

    /// Object records, custom class names, windows and outlets, wherever they are in the archive.
    private mutating func collectRecords(_ e: XMLTreeElement) {
        if e.name == "object" {
            switch e.attributes["class"] {
            case "IBObjectRecord"?:
                if let id = e.children.first(where: { $0.attributes["key"] == "objectID" })?.text.trimmingWhitespace,
                    let ref = e.children.first(where: { $0.name == "reference" && $0.attributes["key"] == "object" })?.attributes["ref"]
                {
                    objectIDs[ref] = id
                }
            case "IBCocoaTouchOutletConnection"?:
                let label = e.children.first { $0.attributes["key"] == "label" }?.text
                if label == "rootViewController",
                    let source = e.children.first(where: { $0.attributes["key"] == "source" })?.attributes["ref"],
                    let destination = e.children.first(where: { $0.attributes["key"] == "destination" })?.attributes["ref"]
                {
                    rootOutlets.append((source, destination))
                }
            case "IBUIWindow"?:
                if let id = e.attributes["id"] { windows.insert(id) }
            default:
                break
            }
            if e.attributes["key"] == "flattenedProperties" {
                let keys = Self.items(e.children.first { $0.attributes["key"] == "dict.sortedKeys" })
                let values = Self.items(e.children.first { $0.attributes["key"] == "dict.values" })
                for (k, v) in zip(keys, values) where k.name == "string" && v.name == "string" && k.text.hasSuffix(".CustomClassName") {
                    customClasses[String(k.text.dropLast(".CustomClassName".count))] = v.text
                }
            }
        }
        for c in e.children { collectRecords(c) }
    }

    /// The entries of an archived array, without its `EncodedWithXMLCoder` marker.
    private static func items(_ array: XMLTreeElement?) -> [XMLTreeElement] {
        array?.children.filter { $0.attributes["key"] != "EncodedWithXMLCoder" } ?? []
    }

    /// Recursion is bounded by `XMLTreeReader.maxDepth`.
    private mutating func visit(_ e: XMLTreeElement, enclosing: StoryboardController?, inChildArray: Bool) {
        var inner = enclosing
        if e.name == "object", let archiveClass = e.attributes["class"], let id = e.attributes["id"],
            let element = ControllerElement.archiveClass(archiveClass)
        {
            let controller = StoryboardController(
                id: id, kind: element.kind, uikitClass: element.uikitClass,
                location: e.location(in: path))
            controllers.append(controller)
            if inChildArray, let container = enclosing { addChild(id, of: container, at: controller.location) }
            inner = controller
        } else if e.name == "reference", inChildArray, let container = enclosing, let ref = e.attributes["ref"] {
            addChild(ref, of: container, at: e.location(in: path))
        }
        // The entries of a controller's `IBUIViewControllers` array are its children.
        let childArray = inner != nil && e.attributes["key"] == "IBUIViewControllers"
        for c in e.children { visit(c, enclosing: inner, inChildArray: childArray) }
    }

    private mutating func addChild(_ child: String, of container: StoryboardController, at location: SourceLocation) {
        let index = segues.filter { $0.sourceID == container.id }.count
        let relationship = ControllerElement.nestedRelationship(container: container.kind, index: index)
        segues.append(
            StoryboardSegue(
                id: container.id + "/" + child, kind: .relationship(relationship),
                sourceID: container.id, destinationID: child, location: location))
    }
}
