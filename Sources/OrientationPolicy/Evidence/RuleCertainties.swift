/// Every rule's certainty on one version, as one row of `CertaintyTable`: an encoder writing a decision's steps
/// looks the version's era up once and then reads one byte per step, where `Rule.certainty(on:)` and
/// `Decision.certainty(of:)` look the era up (a binary search and two lazy-global checks) on every call, about
/// 100 instructions each, twice per step of an answer (the step's certainty and the `disputed` list).
///
/// The row points into a table built once and never freed, so a value copies and destroys nothing.
public struct RuleCertainties: @unchecked Sendable {
    @usableFromInline let row: UnsafePointer<Certainty>

    /// The certainties on `version`: equal to `rule.certainty(on: version)` for every rule.
    public init(on version: SystemVersion) {
        row = CertaintyTable.ruleRows.baseAddress.unsafelyUnwrapped + CertaintyTable.era(of: version) &* CertaintyTable.ruleCount
    }

    /// `rule.certainty(on:)` on this row's version.
    @inlinable public subscript(rule: Rule) -> Certainty { row[rule.ordinal] }
}

extension CertaintyTable {
    /// How many rules a row holds (`Rule.allCases` builds an array on every read).
    static let ruleCount = Rule.allCases.count

    /// `rulesOnEra` flattened (`[era * rule count + ordinal]`) into memory that lives as long as the process.
    nonisolated(unsafe) static let ruleRows: UnsafeBufferPointer<Certainty> = {
        let flat = rulesOnEra.flatMap { $0 }
        let table = UnsafeMutableBufferPointer<Certainty>.allocate(capacity: flat.count)
        _ = table.initialize(from: flat)
        return UnsafeBufferPointer(table)
    }()
}
