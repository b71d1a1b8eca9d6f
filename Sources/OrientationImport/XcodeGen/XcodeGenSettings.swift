/// The build settings XcodeGen writes into a generated project's configurations (XcodeGen's Docs/ProjectSpec.md,
/// "Settings" and "Setting Groups"; `getBuildSettings(settings:config:)` in its SettingsBuilder.swift), as
/// `PlistNode.Entry`s located in the spec, so `XcodeBuildSettings` reads them like a pbxproj's:
/// - a `settings` mapping with `base`, `configs` or `groups` keys is structured: the groups' settings (named in
///   `settingGroups`), then `base`, then each `configs` entry whose name the configuration's name contains (any
///   case), unless that entry names another configuration exactly; any other mapping is all base settings;
/// - a scalar is its text (a YAML boolean is written `YES`/`NO`, as XcodeGen writes it), a list its items.
struct XcodeGenSettings {
    /// The merged spec's `settingGroups` (or their old name, `settingPresets`).
    var groups: [String: XcodeGenNode]
    /// The project's configuration names.
    var configurations: [String]

    init(spec: XcodeGenNode, configurations: [String]) {
        var groups: [String: XcodeGenNode] = [:]
        for p in (spec["settingGroups"] ?? spec["settingPresets"])?.pairs ?? [] { groups[p.key] = p.value }
        self.groups = groups
        self.configurations = configurations
    }

    /// The settings `settings` gives configuration `config`, later entries winning.
    func entries(_ settings: XcodeGenNode?, config: String, depth: Int = 0) -> [PlistNode.Entry] {
        guard let settings, let pairs = settings.pairs, depth < 8 else { return [] }
        let structured = pairs.contains { ["base", "configs", "groups", "presets"].contains($0.key) }
        guard structured else { return pairs.compactMap(Self.entry) }
        var out: [PlistNode.Entry] = []
        for group in (settings["groups"] ?? settings["presets"])?.items ?? [] {
            if let name = group.text, let s = groups[name] { out += entries(s, config: config, depth: depth + 1) }
        }
        out += settings["base"]?.pairs?.compactMap(Self.entry) ?? []
        for variant in settings["configs"]?.pairs ?? [] where config.lowercased().contains(variant.key.lowercased()) {
            let exact = configurations.first { $0.lowercased() == variant.key.lowercased() }
            if let exact, exact != config { continue }
            out += entries(variant.value, config: config, depth: depth + 1)
        }
        return out
    }

    static func entry(_ pair: XcodeGenNode.Pair) -> PlistNode.Entry? {
        guard let value = plistValue(pair.value) else { return nil }
        return PlistNode.Entry(key: pair.key, keyLocation: pair.keyAt, value: value)
    }

    static func plistValue(_ node: XcodeGenNode) -> PlistNode? {
        switch node {
        case .scalar(let s, _, let at):
            let text = node.bool.map { $0 ? "YES" : "NO" } ?? s
            return PlistNode(value: .string(text), location: at)
        case .sequence(let items, let at):
            return PlistNode(value: .array(items.compactMap(plistValue)), location: at)
        case .mapping:
            return nil
        }
    }

    /// A setting written by XcodeGen itself (a platform preset, a deployment target), located at the spec key
    /// that caused it.
    static func entry(_ key: String, _ value: String, at: SourceLocation) -> PlistNode.Entry {
        PlistNode.Entry(key: key, keyLocation: at, value: PlistNode(value: .string(value), location: at))
    }
}
