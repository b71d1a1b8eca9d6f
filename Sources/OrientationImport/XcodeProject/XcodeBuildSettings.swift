/// The build settings one configuration of a target sees: the target's own, then the project's configuration of
/// the same name (Xcode's "project" level, which every target inherits). `.xcconfig` files are not read.
struct XcodeBuildSettings {
    var target: [PlistNode.Entry]
    var project: [PlistNode.Entry]
    /// Values the build system defines itself (`SRCROOT`, `PROJECT_DIR`, `TARGET_NAME`, `PROJECT_NAME`).
    var builtins: [String: String]

    /// A setting: the target's, else the project's. The unconditional setting comes first; without one, a
    /// variant conditioned on an iOS SDK (`NAME[sdk=iphoneos*]`, `NAME[sdk=iphonesimulator*]`, `NAME[sdk=*]`) is
    /// used, since that is the value an iOS build sees.
    func entry(_ name: String) -> PlistNode.Entry? {
        Self.find(name, in: target) ?? Self.find(name, in: project)
    }

    private static func find(_ name: String, in entries: [PlistNode.Entry]) -> PlistNode.Entry? {
        if let plain = entries.last(where: { $0.key == name }) { return plain }
        return entries.last { e in
            e.key.hasPrefix(name + "[")
                && (e.key.contains("sdk=iphoneos") || e.key.contains("sdk=iphonesimulator") || e.key.contains("sdk=*"))
        }
    }

    /// A setting's text with `$(inherited)` and references to other settings expanded, and where it is set.
    /// A list written as an array (`( a, b )`) reads as its items separated by spaces, as Xcode joins them.
    func value(_ name: String) -> Located<String>? {
        guard let e = entry(name) else { return nil }
        var text = Self.text(e.value)
        if text.contains("$(inherited)") || text.contains("${inherited}") {
            let inherited = Self.find(name, in: project).flatMap { $0.keyLocation == e.keyLocation ? nil : Self.text($0.value) } ?? ""
            text = text.replacingAll("$(inherited)", with: inherited).replacingAll("${inherited}", with: inherited)
        }
        return Located(expand(text, depth: 0).trimmingWhitespace, at: e.keyLocation)
    }

    private static func text(_ node: PlistNode) -> String {
        switch node.value {
        case .string(let s): s
        case .array(let items): items.map(text).joined(separator: " ")
        default: ""
        }
    }

    /// Expands `$(NAME)` and `${NAME}` (with any `:modifier` dropped) from the built-in values and the settings,
    /// a few levels deep; a reference to something unknown stays as written.
    func expand(_ text: String, depth: Int) -> String {
        guard depth < 8, text.contains("$") else { return text }
        var out = ""
        var rest = Substring(text)
        while let dollar = rest.firstIndex(of: "$") {
            out += rest[..<dollar]
            let after = rest.index(after: dollar)
            guard after < rest.endIndex, rest[after] == "(" || rest[after] == "{" else {
                out += "$"
                rest = rest[after...]
                continue
            }
            let close: Character = rest[after] == "(" ? ")" : "}"
            guard let end = rest[after...].firstIndex(of: close) else {
                out += rest
                rest = ""
                break
            }
            let reference = rest[rest.index(after: after)..<end]
            let name = String(reference.split(separator: ":", maxSplits: 1).first ?? "")
            if let known = builtins[name] {
                out += known
            } else if let e = entry(name), name != "inherited" {
                out += expand(Self.text(e.value), depth: depth + 1)
            } else {
                out += rest[dollar...end]
            }
            rest = rest[rest.index(after: end)...]
        }
        out += rest
        return out
    }

    /// A boolean setting: `YES` or `NO` (any case; `true`/`false` too). Another value is an error at its line.
    func bool(_ name: String, path: String) throws(ImportError) -> Located<Bool>? {
        guard let v = value(name) else { return nil }
        switch v.value.lowercased() {
        case "yes", "true": return Located(true, at: v.location)
        case "no", "false": return Located(false, at: v.location)
        default:
            throw ImportError(.malformedPlist, file: path, line: v.location.line,
                              "\(name) is '\(v.value.prefix(60))'; expected YES or NO")
        }
    }
}

extension String {
    func replacingAll(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty else { return self }
        var out = ""
        var rest = Substring(self)
        while let r = rest.firstRange(of: target) {
            out += rest[..<r.lowerBound]
            out += replacement
            rest = rest[r.upperBound...]
        }
        return out + rest
    }
}
