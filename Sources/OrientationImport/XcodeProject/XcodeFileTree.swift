/// Where each file and group of a pbxproj lies in the repository, resolved as Xcode resolves them: from the
/// project's `mainGroup` down, a `sourceTree` of `<group>` is relative to the enclosing group's folder,
/// `SOURCE_ROOT` to the project folder, and `<absolute>` is absolute (so never a file of the repository). Other
/// trees (`BUILT_PRODUCTS_DIR`, `SDKROOT`, `DEVELOPER_DIR`) name files outside the repository and resolve to
/// nothing. A group without a `path` is its parent's folder.
struct XcodeFileTree {
    /// Object identifier -> its path relative to the project root (for groups, their folder).
    private(set) var paths: [String: String] = [:]
    /// The children of each `PBXVariantGroup` (a localised storyboard: `Base.lproj/Main.storyboard`), resolved.
    private(set) var variants: [String: [String]] = [:]
    /// The paths of the group tree's file references that may be folders (no extension, or a `folder` or
    /// `wrapper` type): where a local Swift package added to the tree would be.
    private(set) var folderReferences: [String] = []
    private var visited: Set<String> = []
    private let graph: XcodeObjectGraph
    let projectDir: String

    /// No real project nests groups this deep; a damaged one that loops stops here.
    static let maxDepth = 64

    init(graph: XcodeObjectGraph, project: PlistNode, projectDir: String) {
        self.graph = graph
        self.projectDir = projectDir
        if let main = graph.string(project, "mainGroup") {
            walk(main, parentFolder: projectDir, depth: 0)
        }
    }

    private mutating func walk(_ id: String, parentFolder: String?, depth: Int) {
        guard depth < Self.maxDepth, visited.insert(id).inserted, let node = graph.object(id) else { return }
        let path = resolve(node, parentFolder: parentFolder)
        if let path { paths[id] = path }
        let isa = graph.string(node, "isa")
        if isa == "PBXFileReference", let path, Self.mayBeFolder(node, path: path, graph: graph) {
            folderReferences.append(path)
        }
        guard isa == "PBXGroup" || isa == "PBXVariantGroup" else { return }
        for child in graph.strings(node, "children") {
            walk(child, parentFolder: path, depth: depth + 1)
            if isa == "PBXVariantGroup", let p = paths[child] { variants[id, default: []].append(p) }
        }
    }

    private static func mayBeFolder(_ node: PlistNode, path: String, graph: XcodeObjectGraph) -> Bool {
        if let type = graph.string(node, "lastKnownFileType") ?? graph.string(node, "explicitFileType") {
            return type == "folder" || type == "wrapper"
        }
        return !(path.split(separator: "/").last?.contains(".") ?? true)
    }

    private func resolve(_ node: PlistNode, parentFolder: String?) -> String? {
        let base: String?
        switch graph.string(node, "sourceTree") ?? "<group>" {
        case "<group>": base = parentFolder
        case "SOURCE_ROOT", "SRCROOT", "PROJECT_DIR": base = projectDir
        default: base = nil
        }
        guard let base else { return nil }
        guard let own = graph.string(node, "path"), !own.isEmpty else { return base }
        if own.hasPrefix("/") { return nil }
        return XcodeProjectLocation.normalize(base.isEmpty ? own : base + "/" + own)
    }

    /// The files a build file's `fileRef` stands for: the file, or each localisation of a variant group. A
    /// reference the main group does not reach resolves against the project folder, as Xcode shows it at the top.
    func files(of ref: String) -> [String] {
        if let v = variants[ref] { return v }
        if let p = paths[ref] { return [p] }
        guard let node = graph.object(ref) else { return [] }
        return resolve(node, parentFolder: projectDir).map { [$0] } ?? []
    }

    /// A synchronized folder's path.
    func folder(_ id: String) -> String? {
        if let p = paths[id] { return p }
        guard let node = graph.object(id) else { return nil }
        return resolve(node, parentFolder: projectDir)
    }
}
