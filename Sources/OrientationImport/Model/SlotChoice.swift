import OrientationPolicy

/// One value lint gives a member the importer could not read, in one of the app's possible worlds
/// (`UnknownWorlds`).
package struct SlotChoice: Sendable, Hashable {
    package enum Value: Sendable, Hashable {
        case mask(InterfaceOrientationMask)
        case bool(Bool)
        case orientation(InterfaceOrientation)
        case style(ModalPresentationStyle)
        /// The member left as the scenario has it (UIKit's default): one more value an unread body may return.
        case unset
    }

    package var value: Value
    /// The value as Swift spells it (`.portrait`, `true`), or "UIKit's default" for `unset`.
    package var spelled: String
    /// The line that writes this value: the literal the body returns, or the literal assigned to the variable it
    /// returns. nil for a probe value no line of the project writes, which a finding may never be conditioned on.
    package var writtenAt: SourceLocation?

    package init(value: Value, spelled: String, writtenAt: SourceLocation?) {
        self.value = value
        self.spelled = spelled
        self.writtenAt = writtenAt
    }
}
