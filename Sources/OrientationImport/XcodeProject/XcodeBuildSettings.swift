/// The build settings one configuration of a target sees, in Xcode's order of precedence: the target's own, the
/// `.xcconfig` the target's configuration is based on, the project's configuration of the same name (Xcode's
/// "project" level, which every target inherits), then the `.xcconfig` that one is based on.
struct XcodeBuildSettings {
    var target: [PlistNode.Entry]
    var project: [PlistNode.Entry]
    var targetXcconfig: [PlistNode.Entry] = []
    var projectXcconfig: [PlistNode.Entry] = []
    /// Values the build system defines itself (`SRCROOT`, `PROJECT_DIR`, `TARGET_NAME`, `PROJECT_NAME`).
    var builtins: [String: String]

    /// A setting: the target's, else the project's. The unconditional setting comes first; without one, a
    /// variant conditioned on an iOS SDK (`NAME[sdk=iphoneos*]`, `NAME[sdk=iphonesimulator*]`, `NAME[sdk=*]`) is
    /// used, since that is the value an iOS build sees.
    func entry(_ name: String) -> PlistNode.Entry? {
        layers.lazy.compactMap { Self.find(name, in: $0) }.first
    }

    /// The levels, most specific first.
    private var layers: [[PlistNode.Entry]] { [target, targetXcconfig, project, projectXcconfig] }

    init(
        target: [PlistNode.Entry], project: [PlistNode.Entry], builtins: [String: String],
        targetXcconfig: [PlistNode.Entry] = [], projectXcconfig: [PlistNode.Entry] = []
    ) {
        self.target = target
        self.project = project
        self.builtins = builtins
        self.targetXcconfig = targetXcconfig
        self.projectXcconfig = projectXcconfig
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
            // The value of the next level down (the level after the one that set it).
            let level = layers.firstIndex { Self.find(name, in: $0)?.keyLocation == e.keyLocation } ?? 0
            let inherited = layers.dropFirst(level + 1).lazy.compactMap { Self.find(name, in: $0) }.first.map { Self.text($0.value) } ?? ""
            text = text.replacingAll("$(inherited)", with: inherited).replacingAll("${inherited}", with: inherited)
        }
        var budget = Self.expansionBudget
        return Located(expand(text, depth: 0, budget: &budget).trimmingWhitespace, at: e.keyLocation)
    }

    private static func text(_ node: PlistNode) -> String {
        switch node.value {
        case .string(let s): s
        case .array(let items): items.map(text).joined(separator: " ")
        default: ""
        }
    }

    /// How many references one value may expand, in all: settings that refer to each other many times over
    /// would otherwise grow exponentially.
    static let expansionBudget = 256
    /// No path or name a build setting holds is longer.
    static let maxExpandedLength = 1 << 16

    /// Expands `$(NAME)` and `${NAME}` (with any `:modifier` dropped) from the built-in values and the settings,
    /// a few levels deep and within `budget` references; a reference to something unknown, or past the budget,
    /// stays as written.
    func expand(_ text: String, depth: Int, budget: inout Int) -> String {
        guard depth < 8, budget > 0, text.contains("$") else { return text }
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
            var expansion: String?
            if budget > 0, let known = builtins[name] {
                budget -= 1
                expansion = known
            } else if budget > 0, let e = entry(name), name != "inherited" {
                budget -= 1
                expansion = expand(Self.text(e.value), depth: depth + 1, budget: &budget)
            }
            if let expansion, out.utf8.count + expansion.utf8.count <= Self.maxExpandedLength {
                out += expansion
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
            throw ImportError(
                .malformedPlist, file: path, line: v.location.line,
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
