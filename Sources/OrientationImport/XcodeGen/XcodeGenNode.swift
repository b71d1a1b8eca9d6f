import OrientationYAML

/// A value of an XcodeGen spec with the file and line it was written at: specs merge several files (`include:`),
/// so each value keeps its own file. Built from the YAML reader's nodes.
indirect enum XcodeGenNode: Sendable, Hashable {
    /// `plain`: written without quotes, so YAML 1.1 may read it as a boolean or a number (`YES`, `12`).
    case scalar(String, plain: Bool, at: SourceLocation)
    case sequence([XcodeGenNode], at: SourceLocation)
    case mapping([Pair], at: SourceLocation)

    struct Pair: Sendable, Hashable {
        var key: String
        var keyAt: SourceLocation
        var value: XcodeGenNode
    }

    var location: SourceLocation {
        switch self {
        case .scalar(_, _, let at), .sequence(_, let at), .mapping(_, let at): at
        }
    }

    init(_ node: YAMLNode, file: String) {
        switch node {
        case .scalar(let s, let plain, let line): self = .scalar(s, plain: plain, at: SourceLocation(file: file, line: line))
        case .sequence(let items, let line):
            self = .sequence(items.map { XcodeGenNode($0, file: file) }, at: SourceLocation(file: file, line: line))
        case .mapping(let pairs, let line):
            self = .mapping(
                pairs.map {
                    Pair(key: Self.keyText($0.key), keyAt: SourceLocation(file: file, line: $0.key.line), value: XcodeGenNode($0.value, file: file))
                },
                at: SourceLocation(file: file, line: line))
        }
    }

    private static func keyText(_ node: YAMLNode) -> String {
        if case .scalar(let s, _, _) = node { return s }
        return ""
    }

    /// What a person calls the value's type in a message.
    var typeName: String {
        switch self {
        case .scalar: "a scalar"
        case .sequence: "a list"
        case .mapping: "a mapping"
        }
    }

    /// The pairs of a mapping (a later key of the same name wins, as YAML loaders keep it); nil for other values.
    var pairs: [Pair]? {
        guard case .mapping(let pairs, _) = self else { return nil }
        var out: [Pair] = []
        for p in pairs {
            if let i = out.firstIndex(where: { $0.key == p.key }) { out[i] = p } else { out.append(p) }
        }
        return out
    }

    subscript(key: String) -> XcodeGenNode? { pair(key)?.value }

    func pair(_ key: String) -> Pair? { pairs?.last { $0.key == key } }

    /// A scalar's text (a plain `YES` is `YES`); nil for a list or a mapping.
    var text: String? {
        guard case .scalar(let s, _, _) = self else { return nil }
        return s
    }

    /// A list's items; a single value stands for a list of one, as XcodeGen reads `sources: App`.
    var items: [XcodeGenNode] {
        if case .sequence(let items, _) = self { return items }
        return [self]
    }

    /// YAML 1.1 booleans, as XcodeGen's YAML reader (Yams) reads a plain scalar.
    var bool: Bool? {
        guard case .scalar(let s, true, _) = self else { return nil }
        if ["true", "True", "TRUE", "yes", "Yes", "YES", "on", "On", "ON"].contains(s) { return true }
        if ["false", "False", "FALSE", "no", "No", "NO", "off", "Off", "OFF"].contains(s) { return false }
        return nil
    }
}

extension XcodeGenNode {
    /// XcodeGen's merge of one spec onto another (`Dictionary.merged(onto:)` in XcodeGen's SpecFile.swift): a
    /// mapping merges key by key, a list is appended to the list it meets, anything else replaces; a key ending in
    /// `:REPLACE` replaces the value of the key without the suffix outright.
    func merged(onto base: XcodeGenNode) -> XcodeGenNode {
        guard let mine = pairs, let theirs = base.pairs else { return self }
        var out = theirs
        for p in mine {
            if p.key.hasSuffix(":REPLACE") {
                var replaced = p
                replaced.key = String(p.key.dropLast(":REPLACE".count))
                set(replaced, in: &out)
                continue
            }
            if let i = out.firstIndex(where: { $0.key == p.key }) {
                let old = out[i].value
                var next = p
                switch (p.value, old) {
                case (.mapping, .mapping): next.value = p.value.merged(onto: old)
                case (.sequence(let a, let at), .sequence(let b, _)): next.value = .sequence(b + a, at: at)
                default: break
                }
                out[i] = next
            } else {
                out.append(p)
            }
        }
        return .mapping(out, at: location)
    }

    private func set(_ pair: Pair, in pairs: inout [Pair]) {
        if let i = pairs.firstIndex(where: { $0.key == pair.key }) { pairs[i] = pair } else { pairs.append(pair) }
    }

    /// `${name}` replaced by `variables[name]` in every key and scalar (XcodeGen's `expand(variables:)`: a
    /// template's `${target_name}`, a multi-platform target's `${platform}`); other references stay as written.
    func expanding(_ variables: [String: String]) -> XcodeGenNode {
        guard !variables.isEmpty else { return self }
        switch self {
        case .scalar(let s, let plain, let at): return .scalar(Self.expand(s, variables), plain: plain, at: at)
        case .sequence(let items, let at): return .sequence(items.map { $0.expanding(variables) }, at: at)
        case .mapping(let pairs, let at):
            return .mapping(
                pairs.map { Pair(key: Self.expand($0.key, variables), keyAt: $0.keyAt, value: $0.value.expanding(variables)) }, at: at)
        }
    }

    static func expand(_ text: String, _ variables: [String: String]) -> String {
        guard text.contains("${") else { return text }
        var out = text
        for (name, value) in variables { out = out.replacingAll("${\(name)}", with: value) }
        return out
    }

    /// The mapping with `key` set to `value` (appended when absent).
    func setting(_ key: String, to value: XcodeGenNode) -> XcodeGenNode {
        var out = pairs ?? []
        set(Pair(key: key, keyAt: value.location, value: value), in: &out)
        return .mapping(out, at: location)
    }

    /// The mapping without `key`.
    func removing(_ key: String) -> XcodeGenNode {
        guard let pairs else { return self }
        return .mapping(pairs.filter { $0.key != key }, at: location)
    }
}
