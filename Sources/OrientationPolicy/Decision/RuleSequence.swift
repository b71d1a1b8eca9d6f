/// The rules a decision's explanation names, each once, in the order of their first step, kept without the steps:
/// what `Policy.decideOutcome` returns instead of the explanation (`Decision.rulesWithoutSteps`), from which the
/// short answer's `disputed` list is derived exactly as from the steps. One byte per rule in two words and a bit per
/// rule for the repeats: making, copying and destroying one allocates and retains nothing (an explanation is an
/// array of steps holding class names). A decision names at most 15 distinct rules; a rule beyond the 16th would be
/// dropped, never reached.
public struct RuleSequence: Sendable, Hashable, Sequence {
    /// Bit `ordinal` set for each rule listed.
    @usableFromInline var listed: UInt64 = 0
    /// The rules' ordinals plus one, a byte each from the low end of `low`, then of `high`; 0 after the last.
    @usableFromInline var low: UInt64 = 0
    @usableFromInline var high: UInt64 = 0
    @usableFromInline var count: UInt8 = 0

    /// No rule.
    @inlinable public init() {}

    /// True when no rule is listed.
    @inlinable public var isEmpty: Bool { count == 0 }

    /// Appends `rule` unless it is already listed.
    @inlinable public mutating func append(_ rule: Rule) {
        let ordinal = rule.ordinal
        let bit = UInt64(1) << UInt64(ordinal)
        guard listed & bit == 0, count < 16 else { return }
        listed |= bit
        let byte = UInt64(ordinal + 1)
        if count < 8 { low |= byte << UInt64(8 * count) } else { high |= byte << UInt64(8 * (count - 8)) }
        count += 1
    }

    public struct Iterator: IteratorProtocol {
        @usableFromInline var low: UInt64
        @usableFromInline var high: UInt64

        @inlinable init(low: UInt64, high: UInt64) {
            self.low = low
            self.high = high
        }

        @inlinable public mutating func next() -> Rule? {
            if low == 0 {
                guard high != 0 else { return nil }
                low = high
                high = 0
            }
            let byte = UInt8(truncatingIfNeeded: low)
            low >>= 8
            // `Rule.ordinal` is the enum's one-byte tag (pinned by the "Rule ordinals" tests), so the byte maps back to its rule.
            return unsafeBitCast(byte - 1, to: Rule.self)
        }
    }

    @inlinable public func makeIterator() -> Iterator { Iterator(low: low, high: high) }
}
