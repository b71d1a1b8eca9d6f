/// The eras in which UIKit's orientation rules differ. Every version-specific rule in the engine asks for the
/// era (or a precise boundary such as 8.3) instead of comparing numbers ad hoc.
public enum Era: Int, Sendable, Hashable, Comparable, CaseIterable {
    /// iOS 2-5: `shouldAutorotateToInterfaceOrientation:` decides; containers consult children.
    case legacy = 5
    /// iOS 6-7: `supportedInterfaceOrientations` / `shouldAutorotate`; the legacy rotation callbacks.
    case iOS6 = 6
    /// iOS 8-15: size-based transitions (`viewWillTransitionToSize:withTransitionCoordinator:`).
    case iOS8 = 8
    /// iOS 16+: `setNeedsUpdateOfSupportedInterfaceOrientations`, `requestGeometryUpdate`.
    case iOS16 = 16

    public init(_ version: SystemVersion) {
        switch version.major {
        case ..<6: self = .legacy
        case 6...7: self = .iOS6
        case 8...15: self = .iOS8
        default: self = .iOS16
        }
    }

    public static func < (a: Era, b: Era) -> Bool { a.rawValue < b.rawValue }
}
