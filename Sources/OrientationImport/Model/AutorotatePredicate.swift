import OrientationPolicy

/// The algebra of an iOS 2-5 `shouldAutorotateToInterfaceOrientation:` body read as the set of orientations for
/// which it returns YES, shared by the Swift and Objective-C readers (each only matches its own syntax):
/// `||` is the union, `&&` the intersection, `!` the complement, `o == X` is X alone and `o != X` all but X, and
/// UIKit's `UIInterfaceOrientationIsLandscape(o)` / `...IsPortrait(o)` macros (UIApplication.h) are the two
/// landscapes and the two portraits.
enum AutorotatePredicate {
    /// `l op r` for `||` and `&&`; nil when either side cannot be read or the operator is another.
    static func combine(_ op: String, _ l: InterfaceOrientationMask?, _ r: InterfaceOrientationMask?)
        -> InterfaceOrientationMask?
    {
        guard let l, let r else { return nil }
        switch op {
        case "||": return l.union(r)
        case "&&": return l.intersection(r)
        default: return nil
        }
    }

    /// `parameter == o` or `parameter != o`.
    static func comparison(_ op: String, _ o: InterfaceOrientation) -> InterfaceOrientationMask? {
        switch op {
        case "==": o.mask
        case "!=": complement(o.mask)
        default: nil
        }
    }

    /// `!predicate`.
    static func complement(_ m: InterfaceOrientationMask) -> InterfaceOrientationMask {
        InterfaceOrientationMask.all.subtracting(m)
    }

    /// A `true`/`false` body: every orientation, or none.
    static func constant(_ b: Bool) -> InterfaceOrientationMask { b ? .all : [] }

    /// `UIInterfaceOrientationIsLandscape(o)` and its portrait and device-orientation twins.
    static func macro(_ name: String) -> InterfaceOrientationMask? {
        switch name {
        case "UIInterfaceOrientationIsLandscape", "UIDeviceOrientationIsLandscape": .landscape
        case "UIInterfaceOrientationIsPortrait", "UIDeviceOrientationIsPortrait": [.portrait, .portraitUpsideDown]
        default: nil
        }
    }
}
