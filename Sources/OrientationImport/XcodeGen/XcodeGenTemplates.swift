/// Target templates and multi-platform targets, resolved as XcodeGen resolves them before reading targets
/// (XcodeGen's Docs/ProjectSpec.md, "Target Template" and "Multi Platform targets"; `resolveTemplates` in its
/// Template.swift, `resolveMultiplatformTargets` in its Target.swift).
enum XcodeGenTemplates {
    /// Each target with its `templates:` (and the templates those name, depth first) merged under it, then
    /// `${target_name}` and the `templateAttributes` replaced.
    static func resolve(targets: [XcodeGenNode.Pair], templates: XcodeGenNode?) -> [XcodeGenNode.Pair] {
        var byName: [String: XcodeGenNode] = [:]
        for p in templates?.pairs ?? [] { byName[p.key] = p.value }
        return targets.map { pair in
            var names: [String] = []
            var index = 0
            collect(pair.value, byName, into: &names, at: &index, depth: 0)
            guard !names.isEmpty else { return pair }
            var base = XcodeGenNode.mapping([], at: pair.value.location)
            for name in names { if let t = byName[name] { base = t.merged(onto: base) } }
            var target = pair.value.merged(onto: base).expanding(["target_name": pair.key])
            if let attributes = target["templateAttributes"]?.pairs {
                var variables: [String: String] = [:]
                for a in attributes { if let v = a.value.text { variables[a.key] = v } }
                target = target.expanding(variables)
            }
            return XcodeGenNode.Pair(key: pair.key, keyAt: pair.keyAt, value: target)
        }
    }

    private static func collect(
        _ node: XcodeGenNode, _ templates: [String: XcodeGenNode], into names: inout [String], at index: inout Int, depth: Int
    ) {
        guard depth < 16, let list = node["templates"] else { return }
        for item in list.items {
            guard let name = item.text, !names.contains(name), let template = templates[name] else { continue }
            names.insert(name, at: index)
            collect(template, templates, into: &names, at: &index, depth: depth + 1)
            index += 1
        }
    }

    /// A target whose `platform` is a list becomes one target per platform, named `platformPrefix` + name +
    /// `platformSuffix` (default `_` + platform), `${platform}` replaced and a per-platform `deploymentTarget`
    /// mapping taken for its platform.
    static func splitPlatforms(_ targets: [XcodeGenNode.Pair]) -> [XcodeGenNode.Pair] {
        targets.flatMap { pair -> [XcodeGenNode.Pair] in
            guard case .sequence(let platforms, _) = pair.value["platform"] ?? .mapping([], at: pair.keyAt) else { return [pair] }
            return platforms.compactMap { p in
                guard let platform = p.text else { return nil }
                var target = pair.value.expanding(["platform": platform]).setting("platform", to: p)
                let prefix = target["platformPrefix"]?.text ?? ""
                let suffix = target["platformSuffix"]?.text ?? "_\(platform)"
                if let deployment = pair.value["deploymentTarget"], deployment.pairs != nil {
                    target = deployment[platform].map { target.setting("deploymentTarget", to: $0) } ?? target.removing("deploymentTarget")
                }
                return XcodeGenNode.Pair(key: prefix + pair.key + suffix, keyAt: pair.keyAt, value: target)
            }
        }
    }
}
