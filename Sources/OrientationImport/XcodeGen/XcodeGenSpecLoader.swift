import OrientationYAML

/// Reads an XcodeGen spec (`project.yml`) and the specs it includes into one spec, as XcodeGen does before it
/// generates anything (XcodeGen's Docs/ProjectSpec.md, "Include"; `SpecFile` in its source):
/// - `include:` names files (a path, or `path:` with `relativePaths:` and `enable:`), each relative to the
///   including file; each included spec is merged first, in order, and the including file's own keys merged onto
///   them (`XcodeGenNode.merged(onto:)`);
/// - a spec's paths (`sources`, `configFiles`, `info.path` of its targets and target templates, and its project
///   `configFiles`) are relative to its own folder (an included spec's unless `relativePaths: false`, then the
///   including one's): they are rewritten relative to the repository root here, so every such path afterwards is
///   one of the repository. (Build settings are not paths XcodeGen rewrites: `INFOPLIST_FILE` stays relative to
///   the project folder.)
///
/// A file that is not YAML, whose root is not a mapping, or an include that is missing or leads outside the
/// project is an error naming the file and line: XcodeGen stops on each of these, so no project is generated.
struct XcodeGenSpecLoader {
    /// The bytes of a repository file, or nil when it is absent.
    var load: (String) -> [UInt8]?
    /// Why a path is never opened (it leaves the project root), or nil.
    var refusal: (String) -> ImportError?
    /// Every file read, the root first.
    private(set) var files: [String] = []

    /// No real spec nests includes deeper; a spec that includes itself is merged once.
    static let maxIncludeDepth = 16

    init(load: @escaping (String) -> [UInt8]?, refusal: @escaping (String) -> ImportError?) {
        self.load = load
        self.refusal = refusal
    }

    /// The merged spec of the root file at `path`, whose bytes are `bytes`.
    mutating func spec(at path: String, bytes: [UInt8]) throws(ImportError) -> XcodeGenNode {
        var merged: Set<String> = []
        return try read(path, bytes: bytes, rebase: Self.folder(of: path), depth: 0, merged: &merged)
    }

    static func folder(of path: String) -> String {
        path.split(separator: "/").dropLast().joined(separator: "/")
    }

    static func join(_ folder: String, _ path: String) -> String {
        XcodeProjectLocation.normalize(folder.isEmpty ? path : folder + "/" + path)
    }

    static func parse(_ bytes: [UInt8], path: String) throws(ImportError) -> XcodeGenNode {
        let root: YAMLNode?
        do {
            root = try YAMLDocument.parse(String(decoding: bytes, as: UTF8.self))
        } catch {
            throw ImportError(.malformedPlist, file: path, line: error.line, "not a YAML spec XcodeGen can read: \(error.problem)")
        }
        guard let root else { return .mapping([], at: SourceLocation(file: path, line: 1)) }
        let node = XcodeGenNode(root, file: path)
        guard case .mapping = node else {
            throw ImportError(.malformedPlist, file: path, line: node.location.line, "the spec is \(node.typeName); XcodeGen expects a mapping")
        }
        return node
    }

    /// `rebase`: the folder (relative to the project root) this file's paths are relative to.
    private mutating func read(
        _ path: String, bytes: [UInt8], rebase: String, depth: Int, merged: inout Set<String>
    ) throws(ImportError) -> XcodeGenNode {
        files.append(path)
        var node = try Self.parse(bytes, path: path)
        node = Self.rebasingPaths(node, onto: rebase)
        var base = XcodeGenNode.mapping([], at: node.location)
        for include in try includes(of: node, in: path) {
            guard merged.insert(include.path).inserted else { continue }
            guard depth + 1 < Self.maxIncludeDepth else {
                throw ImportError(.malformedPlist, file: path, line: include.line, "includes nest deeper than \(Self.maxIncludeDepth) files")
            }
            if let refused = refusal(include.path) {
                throw ImportError(
                    .malformedPlist, file: path, line: include.line,
                    "the included spec \(include.path) is outside the project: \(refused.message)")
            }
            guard let bytes = load(include.path) else {
                throw ImportError(
                    .malformedPlist, file: path, line: include.line,
                    "the included spec \(include.path) is not in the repository (XcodeGen stops on a missing include)")
            }
            let spec = try read(
                include.path, bytes: bytes, rebase: include.relativePaths ? Self.folder(of: include.path) : rebase,
                depth: depth + 1, merged: &merged)
            base = spec.merged(onto: base)
        }
        return node.removing("include").merged(onto: base)
    }

    private struct Include {
        var path: String
        var relativePaths: Bool
        var line: Int
    }

    /// The enabled includes of a spec, with their repository paths (relative to the including file's folder).
    private func includes(of spec: XcodeGenNode, in path: String) throws(ImportError) -> [Include] {
        guard let value = spec["include"] else { return [] }
        var out: [Include] = []
        for item in value.items {
            let line = item.location.line
            if let text = item.text {
                out.append(Include(path: Self.join(Self.folder(of: path), text), relativePaths: true, line: line))
            } else if item.pairs != nil {
                guard let p = item["path"]?.text else {
                    throw ImportError(.malformedPlist, file: item.location.file, line: line, "an include without a path")
                }
                if item["enable"]?.bool == false { continue }
                let relative = item["relativePaths"]?.bool ?? true
                out.append(Include(path: Self.join(Self.folder(of: path), p), relativePaths: relative, line: line))
            } else {
                throw ImportError(
                    .malformedPlist, file: item.location.file, line: line, "include holds \(item.typeName); expected a path or a mapping with path:")
            }
        }
        return out
    }

    /// The spec with the paths XcodeGen resolves relative to an included file made relative to the project root.
    static func rebasingPaths(_ spec: XcodeGenNode, onto folder: String) -> XcodeGenNode {
        func path(_ node: XcodeGenNode) -> XcodeGenNode {
            guard case .scalar(let s, let plain, let at) = node, !s.hasPrefix("/"), !s.hasPrefix("$") else { return node }
            return .scalar(join(folder, s), plain: plain, at: at)
        }
        func values(_ node: XcodeGenNode) -> XcodeGenNode {
            guard let pairs = node.pairs else { return node }
            return .mapping(pairs.map { XcodeGenNode.Pair(key: $0.key, keyAt: $0.keyAt, value: path($0.value)) }, at: node.location)
        }
        func target(_ node: XcodeGenNode) -> XcodeGenNode {
            var t = node
            if let sources = t["sources"] {
                let items = sources.items.map { item -> XcodeGenNode in
                    if item.text != nil { return path(item) }
                    if let p = item["path"] { return item.setting("path", to: path(p)) }
                    return item
                }
                t = t.setting("sources", to: .sequence(items, at: sources.location))
            }
            if let files = t["configFiles"] { t = t.setting("configFiles", to: values(files)) }
            if let info = t["info"], let p = info["path"] { t = t.setting("info", to: info.setting("path", to: path(p))) }
            return t
        }
        var out = spec
        if let files = spec["configFiles"] { out = out.setting("configFiles", to: values(files)) }
        for key in ["targets", "targetTemplates"] {
            guard let all = out[key], let pairs = all.pairs else { continue }
            out = out.setting(
                key, to: .mapping(pairs.map { XcodeGenNode.Pair(key: $0.key, keyAt: $0.keyAt, value: target($0.value)) }, at: all.location))
        }
        return out
    }
}
