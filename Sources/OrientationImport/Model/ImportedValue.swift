import OrientationPolicy

/// What an override's body was recognised to return. The importer never guesses: a body it cannot read
/// statically is `unknown`, with the reason, and lint explores the plausible values instead.
public enum ImportedValue<Value: Sendable & Hashable>: Sendable, Hashable {
    /// A literal (`.portrait`, `[.landscapeLeft, .landscapeRight]`, `UIInterfaceOrientationMaskAll`, `true`).
    case value(Value)
    /// An idiom switch (`UIDevice.current.userInterfaceIdiom == .pad ? ... : ...`): one value per idiom.
    case perIdiom(phone: Value, pad: Value)
    /// The body hands the question to a child (`topViewController?.supportedInterfaceOrientations ?? ...`).
    case forwarded(ChildForwarding)
    /// Anything else: a stored property, a singleton, a computation. `reason` says what was seen.
    case unknown(reason: String)
}
