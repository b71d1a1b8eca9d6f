/// Tuist's paths and globs, resolved against the repository's file list. A `Path` in a manifest is relative to
/// the manifest's folder, or with `//` (or `.relativeToRoot`) to the root of the Tuist project (the folder
/// holding `Tuist/` or `Tuist.swift`; the repository root when there is none). Globs take `*`, `?`, `**` (any
/// folders) and `{a,b}`.
struct TuistPaths {
    /// The manifest's folder and the project root, relative to the repository root ("" at the root).
    let manifestDir: String
    let root: String

    /// A `Path` as written: `"x"`, `.relativeToManifest("x")`, `.relativeToRoot("x")`, `.path("x")`.
    func path(_ v: ManifestValue) -> String? {
        if let s = v.string { return resolve(s) }
        switch v.callName {
        case "relativeToManifest", "path": return v.firstUnlabelled?.string.map { join(manifestDir, $0) }
        case "relativeToRoot": return v.firstUnlabelled?.string.map { join(root, $0) }
        default: return nil
        }
    }

    func resolve(_ s: String) -> String {
        if s.hasPrefix("//") { return join(root, String(s.dropFirst(2))) }
        if s.hasPrefix("/") { return s }
        return join(manifestDir, s)
    }

    private func join(_ dir: String, _ s: String) -> String {
        XcodeProjectLocation.normalize(dir.isEmpty ? s : dir + "/" + s)
    }

    /// The glob patterns of a `SourceFilesList` or `ResourceFileElements` as written: strings, `.glob(...)`,
    /// `.folderReference(path:)`, `SourceFilesList(globs:)`, `.paths([...])`, or an array of them; nil when the
    /// value is computed.
    func globs(_ v: ManifestValue) -> [String]? {
        if let s = v.string { return [resolve(s)] }
        if let items = v.elements {
            var out: [String] = []
            for item in items {
                guard let g = globs(item) else { return nil }
                out += g
            }
            return out
        }
        switch v.callName {
        case "glob", "folderReference", "buildableFolder":
            return (v.firstUnlabelled ?? v.argument("pattern") ?? v.argument("path")).flatMap(path).map { [$0] }
        case "SourceFilesList", "init", "sourceFilesList", "resources":
            return (v.argument("globs") ?? v.argument("resources") ?? v.firstUnlabelled).flatMap(globs)
        case "paths":
            return v.firstUnlabelled.flatMap(globs)
        default:
            return nil
        }
    }

    /// Longest glob pattern read, and most patterns per target: more is no real manifest, and matching stays
    /// bounded (each pattern against each path in time proportional to their lengths' product).
    static let maxPatternLength = 1_024
    static let maxPatterns = 256

    /// The files of `paths` a pattern names: a file it matches, or a file under a folder it matches.
    static func matching(_ patterns: [String], in paths: [String]) -> Set<String> {
        let expanded: [[String]] = patterns.prefix(maxPatterns).filter { $0.utf8.count <= maxPatternLength }
            .flatMap { (p: String) -> [String] in expandBraces(p) }
            .map { $0.split(separator: "/").map(String.init) }
        var out: Set<String> = []
        for p in paths {
            let parts = p.split(separator: "/").map(String.init)
            if expanded.contains(where: { matches($0, parts, prefixOK: true) }) { out.insert(p) }
        }
        return out
    }

    /// `{a,b}` expanded, at most 64 patterns.
    static func expandBraces(_ pattern: String) -> [String] {
        var out = [pattern]
        while let i = out.firstIndex(where: { $0.contains("{") && $0.contains("}") }), out.count < 64 {
            let p = out.remove(at: i)
            guard let open = p.firstIndex(of: "{"), let close = p[open...].firstIndex(of: "}") else {
                out.insert(p.replacingAll("{", with: ""), at: i)
                continue
            }
            let head = p[..<open]
            let tail = p[p.index(after: close)...]
            let choices = p[p.index(after: open)..<close].split(separator: ",", omittingEmptySubsequences: false)
            out.insert(contentsOf: choices.prefix(64).map { String(head + $0 + tail) }, at: i)
        }
        return Array(out.prefix(64))
    }

    /// Whether the components match (`**` any number of folders); with `prefixOK`, a pattern that ends at a folder
    /// of the path matches too. Dynamic programming over (pattern, path) positions, no recursion.
    static func matches(_ pattern: [String], _ path: [String], prefixOK: Bool) -> Bool {
        let p = pattern.count
        let n = path.count
        // row[j]: pattern[i...] matches path[j...], for the current i, from the last pattern component up.
        var row = (0...n).map { $0 == n || prefixOK }
        for i in stride(from: p - 1, through: 0, by: -1) {
            var next = [Bool](repeating: false, count: n + 1)
            for j in stride(from: n, through: 0, by: -1) {
                if pattern[i] == "**" {
                    next[j] = row[j] || (j < n && next[j + 1])
                } else {
                    next[j] = j < n && row[j + 1] && component(pattern[i], matches: path[j])
                }
            }
            row = next
        }
        return row[0]
    }

    /// `*` and `?` within one component, without recursion (the last `*` is widened on a mismatch).
    static func component(_ pattern: String, matches name: String) -> Bool {
        let p = Array(pattern)
        let n = Array(name)
        var i = 0
        var j = 0
        var star = -1
        var mark = 0
        while j < n.count {
            if i < p.count, p[i] == "?" || p[i] == n[j] {
                i += 1
                j += 1
            } else if i < p.count, p[i] == "*" {
                star = i
                mark = j
                i += 1
            } else if star >= 0 {
                i = star + 1
                mark += 1
                j = mark
            } else {
                return false
            }
        }
        while i < p.count, p[i] == "*" { i += 1 }
        return i == p.count
    }
}
