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

    /// The files of `paths` a pattern names: a file it matches, or a file under a folder it matches.
    static func matching(_ patterns: [String], in paths: [String]) -> Set<String> {
        let expanded: [[String]] = patterns.flatMap { (p: String) -> [String] in expandBraces(p) }.map { $0.split(separator: "/").map(String.init) }
        var out: Set<String> = []
        for p in paths {
            let parts = p.split(separator: "/").map(String.init)
            if expanded.contains(where: { matches($0[...], parts[...], prefixOK: true) }) { out.insert(p) }
        }
        return out
    }

    /// `{a,b}` expanded, at most 64 patterns.
    static func expandBraces(_ pattern: String) -> [String] {
        guard let open = pattern.firstIndex(of: "{"), let close = pattern[open...].firstIndex(of: "}") else { return [pattern] }
        let head = pattern[..<open]
        let tail = String(pattern[pattern.index(after: close)...])
        let choices = pattern[pattern.index(after: open)..<close].split(separator: ",", omittingEmptySubsequences: false)
        var out: [String] = []
        for c in choices {
            for rest in expandBraces(tail) where out.count < 64 { out.append(head + c + rest) }
        }
        return out
    }

    /// Whether the components match; with `prefixOK`, a pattern that ends at a folder of the path matches too.
    static func matches(_ pattern: ArraySlice<String>, _ path: ArraySlice<String>, prefixOK: Bool) -> Bool {
        guard let first = pattern.first else { return path.isEmpty || prefixOK }
        if first == "**" {
            let rest = pattern.dropFirst()
            if rest.isEmpty { return true }
            var p = path
            while true {
                if matches(rest, p, prefixOK: prefixOK) { return true }
                guard !p.isEmpty else { return false }
                p = p.dropFirst()
            }
        }
        guard let head = path.first, component(first, matches: head) else { return false }
        return matches(pattern.dropFirst(), path.dropFirst(), prefixOK: prefixOK)
    }

    /// `*` and `?` within one component.
    static func component(_ pattern: String, matches name: String) -> Bool {
        let p = Array(pattern)
        let n = Array(name)
        var memo: [Int: Bool] = [:]
        func go(_ i: Int, _ j: Int) -> Bool {
            let key = i * (n.count + 1) + j
            if let m = memo[key] { return m }
            let r: Bool
            if i == p.count {
                r = j == n.count
            } else if p[i] == "*" {
                r = go(i + 1, j) || (j < n.count && go(i, j + 1))
            } else {
                r = j < n.count && (p[i] == "?" || p[i] == n[j]) && go(i + 1, j + 1)
            }
            memo[key] = r
            return r
        }
        return go(0, 0)
    }
}
