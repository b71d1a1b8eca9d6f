/// How bad a lint finding is. Ordered from worst to mildest; findings sort by it.
///
/// - `crash`: UIKit raises `UIApplicationInvalidInterfaceOrientation`.
/// - `bug`: the app misbehaves or is rejected (wrong orientation on screen, App Store error 90474, an override
///   the developer relies on that UIKit never reads).
/// - `warning`: an override or key that has no effect, or will stop having one.
/// - `info`: worth knowing; nothing is wrong yet.
public enum LintSeverity: String, Sendable, Hashable, CaseIterable, Comparable {
    case crash, bug, warning, info

    /// Worst first: crash < bug < warning < info in sort order.
    public static func < (a: LintSeverity, b: LintSeverity) -> Bool { a.rank < b.rank }

    var rank: Int {
        switch self {
        case .crash: 0
        case .bug: 1
        case .warning: 2
        case .info: 3
        }
    }
}
