/// Project declarations by name, for uses in other files: each name maps to the one value its declarations give. A
/// name two declarations disagree on, or one also declared as something else (a nil value), is left out: a use of it
/// cannot be told without knowing which declaration it binds to (two targets' helpers of the same name).
enum UnambiguousNames {
    static func table<Value: Equatable>(_ declarations: [(name: String, value: Value?)]) -> [String: Value] {
        var table: [String: Value] = [:]
        var conflicting: Set<String> = []
        for d in declarations {
            guard let value = d.value else { conflicting.insert(d.name); continue }
            if let old = table[d.name], old != value { conflicting.insert(d.name) }
            table[d.name] = value
        }
        for n in conflicting { table[n] = nil }
        return table
    }
}
