/// The `objects` of a pbxproj by identifier, and the few lookups the reader needs: the root `PBXProject`, a
/// target's or the project's build configurations. A reference to an object the file does not have is treated
/// as absent (Xcode itself ignores it), so a damaged project loses that target, not the whole import.
struct XcodeObjectGraph {
    let path: String
    let root: PlistNode
    let objects: [String: PlistNode]
    /// Where each object's identifier is written (`A1B2... /* Tiles */ = {`).
    let objectLocations: [String: SourceLocation]

    /// One `XCBuildConfiguration`: its name and its `buildSettings`.
    struct Configuration {
        var name: String
        var settings: [PlistNode.Entry]
        /// `baseConfigurationReference`: the file reference of the `.xcconfig` the configuration is based on.
        var baseConfigurationReference: String?
    }

    init(root: PlistNode, path: String) throws(ImportError) {
        self.path = path
        self.root = root
        guard case .dictionary = root.value else {
            throw ImportError(
                .malformedPlist, file: path, line: root.location.line,
                "the root is \(root.typeName); a project.pbxproj is a dictionary")
        }
        guard let objects = root.entry("objects"), case .dictionary(let entries) = objects.value.value else {
            throw ImportError(
                .malformedPlist, file: path, line: root.location.line,
                "not an Xcode project: no 'objects' dictionary")
        }
        var byID: [String: PlistNode] = [:]
        var locations: [String: SourceLocation] = [:]
        for e in entries {
            byID[e.key] = e.value
            locations[e.key] = e.keyLocation
        }
        self.objects = byID
        self.objectLocations = locations
    }

    func object(_ id: String) -> PlistNode? {
        guard let o = objects[id], case .dictionary = o.value else { return nil }
        return o
    }

    func string(_ node: PlistNode, _ key: String) -> String? {
        guard case .string(let s)? = node.entry(key)?.value.value else { return nil }
        return s
    }

    func strings(_ node: PlistNode, _ key: String) -> [String] {
        guard case .array(let items)? = node.entry(key)?.value.value else { return [] }
        return items.compactMap { if case .string(let s) = $0.value { s } else { nil } }
    }

    func rootProject() throws(ImportError) -> PlistNode {
        guard let id = string(root, "rootObject") else {
            throw ImportError(.malformedPlist, file: path, line: root.location.line, "not an Xcode project: no 'rootObject'")
        }
        guard let project = object(id), string(project, "isa") == "PBXProject" else {
            throw ImportError(
                .malformedPlist, file: path, line: root.entry("rootObject")?.keyLocation.line,
                "not an Xcode project: the rootObject \(id.prefix(40)) is not a PBXProject in 'objects'")
        }
        return project
    }

    /// The build configurations of a target or project, through its `buildConfigurationList`.
    func configurations(of node: PlistNode) -> [Configuration] {
        guard let listID = string(node, "buildConfigurationList"), let list = object(listID) else { return [] }
        return strings(list, "buildConfigurations").compactMap { id in
            guard let c = object(id) else { return nil }
            var settings: [PlistNode.Entry] = []
            if case .dictionary(let entries)? = c.entry("buildSettings")?.value.value { settings = entries }
            return Configuration(
                name: string(c, "name") ?? "", settings: settings,
                baseConfigurationReference: string(c, "baseConfigurationReference"))
        }
    }

    /// `Release` when present (what ships), else the first configuration.
    static func choose(_ configurations: [Configuration]) -> Configuration? {
        configurations.first { $0.name == "Release" } ?? configurations.first
    }
}
