import OrientationPolicy

/// The values the project writes into the variable an unread override returns (`return
/// AppDelegate.orientationLock`, `return _mask`): every literal assigned to a variable of that name anywhere in
/// the project, or passed to a function that assigns its parameter to it, each with its line. They become the
/// unknown's candidates, so lint checks the values the code really stores and words a finding that needs one as
/// a condition naming that line. The candidates are complete only when every write is a literal: an assignment of
/// something else, or a value passed through a parameter, leaves room for values no line spells out.
package struct VariableCandidates {
    private var writes: [String: [VariableWrite]] = [:]
    private var calls: [String: [LiteralCall]] = [:]

    init(_ facts: SourceFacts) {
        for w in facts.variableWrites { writes[w.name, default: []].append(w) }
        for c in facts.literalCalls { calls[c.function, default: []].append(c) }
    }

    /// The variable an unknown's reason says the body returns (`returns the stored property `orientationLock``,
    /// `returns `AppDelegate.orientationLock``, `returns the instance variable `_mask``); nil for a call, a
    /// condition, or anything else.
    package static func variable(in reason: String) -> String? {
        let prefixes = ["returns the stored property `", "returns the instance variable `", "returns the property `", "returns `"]
        guard let p = prefixes.first(where: reason.hasPrefix) else { return nil }
        let rest = reason.dropFirst(p.count)
        guard let end = rest.firstIndex(of: "`"), rest[rest.index(after: end)...].isEmpty else { return nil }
        let path = rest[..<end]
        guard !path.isEmpty, path.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else { return nil }
        return path.split(separator: ".").last.map(String.init)
    }

    /// `unknown` with the written values as candidates when it returns a variable the project writes literals to.
    func enriched(_ unknown: UnknownValue) -> UnknownValue {
        guard unknown.candidates == nil, let name = Self.variable(in: unknown.reason) else { return unknown }
        // An Objective-C property is backed by `_name`; an instance variable `_name` by the property `name`.
        var names = [name]
        if name.hasPrefix("_") { names.append(String(name.dropFirst())) } else { names.append("_" + name) }
        var found: [(SlotChoice.Value, SourceLocation)] = []
        // An Objective-C object's instance variables start zero-filled, a value no line writes.
        var complete = !Self.isObjectiveC(unknown.location.file)
        for w in names.flatMap({ writes[$0] ?? [] }) {
            switch w.value {
            case .literal:
                guard let v = Self.choice(w.value, member: unknown.member) else { complete = false; continue }
                found.append((v, w.location))
            case .parameter(let function, let index):
                complete = false
                for c in calls[function] ?? [] where c.arguments.indices.contains(index) {
                    if let a = c.arguments[index], let v = Self.choice(a, member: unknown.member) {
                        found.append((v, c.locations[index]))
                    }
                }
            case .unreadable:
                complete = false
            }
        }
        guard !found.isEmpty else { return unknown }
        var values: [SlotChoice.Value] = []
        var locations: [SourceLocation] = []
        for (v, at) in found.sorted(by: { $0.1 < $1.1 }) where !values.contains(v) {
            values.append(v)
            locations.append(at)
        }
        let candidates: PlausibleCandidates
        switch values.first! {
        case .mask: candidates = .masks(values.compactMap { if case .mask(let m) = $0 { m } else { nil } })
        case .bool: candidates = .booleans(values.compactMap { if case .bool(let b) = $0 { b } else { nil } })
        case .orientation: candidates = .orientations(values.compactMap { if case .orientation(let o) = $0 { o } else { nil } })
        case .style: candidates = .styles(values.compactMap { if case .style(let s) = $0 { s } else { nil } })
        case .unset: return unknown
        }
        var u = unknown
        u.candidates = candidates
        u.candidateLocations = locations
        u.candidatesComplete = complete
        u.reason += complete ? ", assigned only " : ", assigned among others "
        u.reason += candidates.spelled.joined(separator: " or ")
        return u
    }

    static func isObjectiveC(_ path: String) -> Bool {
        [".m", ".mm", ".h"].contains { path.hasSuffix($0) }
    }

    /// A written literal read as the member's type.
    private static func choice(_ value: VariableWrite.Value, member: String) -> SlotChoice.Value? {
        guard case .literal(let mask, let orientation, let bool) = value else { return nil }
        switch member {
        case "shouldAutorotate": return bool.map { .bool($0) }
        case "preferredInterfaceOrientationForPresentation": return orientation.map { .orientation($0) }
        default: return mask.map { .mask($0) }
        }
    }
}
