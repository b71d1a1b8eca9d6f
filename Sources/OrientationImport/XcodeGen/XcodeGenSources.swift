/// The files a target of an XcodeGen spec builds, from its `sources` (XcodeGen's Docs/ProjectSpec.md, "Target
/// Source"): each entry a path (a file, or a folder whose files are all the target's), written as a string or as
/// a mapping with `path`, `excludes` and `includes` (globs relative to the entry's path, `*` within a name, `**`
/// across folders) and `type` (`folder`, a folder reference, compiles nothing). Folders are expanded against the
/// repository's listing.
enum XcodeGenSources {
    struct Entry {
        var path: String
        var excludes: [String]
        var includes: [String]
    }

    /// The entries of a target's `sources` (their paths already relative to the repository root).
    static func entries(_ target: XcodeGenNode) -> [Entry] {
        guard let sources = target["sources"] else { return [] }
        return sources.items.compactMap { item in
            if let text = item.text { return Entry(path: XcodeProjectLocation.normalize(text), excludes: [], includes: []) }
            guard let path = item["path"]?.text, item["type"]?.text != "folder" else { return nil }
            return Entry(
                path: XcodeProjectLocation.normalize(path),
                excludes: item["excludes"]?.items.compactMap(\.text) ?? [],
                includes: item["includes"]?.items.compactMap(\.text) ?? [])
        }
    }

    /// The listed files the entries name, and those under an entry's path that its `excludes` (or `includes`)
    /// leave out and no entry names.
    static func files(_ entries: [Entry], listing: [String]) -> (files: [String], excluded: Set<String>) {
        var out: [String] = []
        var left: Set<String> = []
        for e in entries {
            for file in listing where XcodeTargetFiles.SynchronizedFolder.isUnder(file, e.path) {
                let relative =
                    file == e.path ? String(file.split(separator: "/").last ?? "") : String(file.dropFirst(e.path.isEmpty ? 0 : e.path.count + 1))
                if e.excludes.contains(where: { matches(relative, glob: $0) })
                    || (!e.includes.isEmpty && !e.includes.contains(where: { matches(relative, glob: $0) }))
                {
                    left.insert(file)
                    continue
                }
                out.append(file)
            }
        }
        return (out, left.subtracting(out))
    }

    /// Whether `path` (or a folder it lies in) matches `glob`: `*` and `?` within one name, `**` any folders.
    static func matches(_ path: String, glob: String) -> Bool {
        let parts = path.split(separator: "/").map(String.init)
        let pattern = glob.split(separator: "/").map(String.init)
        // A glob naming a folder excludes what lies in it.
        for n in stride(from: parts.count, through: 1, by: -1) where match(Array(parts.prefix(n))[...], pattern[...]) {
            return true
        }
        return false
    }

    private static func match(_ parts: ArraySlice<String>, _ pattern: ArraySlice<String>) -> Bool {
        guard let first = pattern.first else { return parts.isEmpty }
        if first == "**" {
            let rest = pattern.dropFirst()
            for i in parts.startIndex...parts.endIndex where match(parts[i...], rest) { return true }
            return false
        }
        guard let part = parts.first, name(part, matches: first) else { return false }
        return match(parts.dropFirst(), pattern.dropFirst())
    }

    private static func name(_ name: String, matches pattern: String) -> Bool {
        let n = Array(name)
        let p = Array(pattern)
        var memo: [Int: Bool] = [:]
        func go(_ i: Int, _ j: Int) -> Bool {
            let key = i * (p.count + 1) + j
            if let m = memo[key] { return m }
            var r: Bool
            if j == p.count {
                r = i == n.count
            } else if p[j] == "*" {
                r = go(i, j + 1) || (i < n.count && go(i + 1, j))
            } else {
                r = i < n.count && (p[j] == "?" || p[j] == n[i]) && go(i + 1, j + 1)
            }
            memo[key] = r
            return r
        }
        return go(0, 0)
    }
}
