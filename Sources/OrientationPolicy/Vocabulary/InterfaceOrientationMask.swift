/// A set of interface orientations, as UIKit's `UIInterfaceOrientationMask` (iOS 6+).
///
/// Each bit is `1 << UIInterfaceOrientation` (iOS 13/14 `UIApplication.h`): portrait 2, portraitUpsideDown 4,
/// landscapeRight 8, landscapeLeft 16. Bit 0 is not an orientation: a value with it set is the classic bug of
/// returning `UIInterfaceOrientationPortrait` (1) where a mask was expected, and the parser rejects it.
public struct InterfaceOrientationMask: OptionSet, Sendable, Hashable {
    public let rawValue: UInt

    @inlinable public init(rawValue: UInt) { self.rawValue = rawValue }

    /// `UIInterfaceOrientationMaskPortrait` (1 << 1 = 2).
    public static let portrait = InterfaceOrientationMask(rawValue: 1 << 1)
    /// `UIInterfaceOrientationMaskPortraitUpsideDown` (1 << 2 = 4).
    public static let portraitUpsideDown = InterfaceOrientationMask(rawValue: 1 << 2)
    /// `UIInterfaceOrientationMaskLandscapeRight` (1 << 3 = 8).
    public static let landscapeRight = InterfaceOrientationMask(rawValue: 1 << 3)
    /// `UIInterfaceOrientationMaskLandscapeLeft` (1 << 4 = 16).
    public static let landscapeLeft = InterfaceOrientationMask(rawValue: 1 << 4)
    /// `UIInterfaceOrientationMaskLandscape` (24).
    public static let landscape: InterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    /// `UIInterfaceOrientationMaskAll` (30).
    public static let all: InterfaceOrientationMask = [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]
    /// `UIInterfaceOrientationMaskAllButUpsideDown` (26).
    public static let allButUpsideDown: InterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight]

    /// Every bit that names an orientation; anything else is invalid on the wire.
    public static let validBits: UInt = 0b11110

    /// A mask holding exactly the given orientations (`unknown` contributes nothing).
    @inlinable public init<S: Sequence>(orientations: S) where S.Element == InterfaceOrientation {
        var raw: UInt = 0
        for o in orientations where o != .unknown { raw |= 1 << UInt(o.rawValue) }
        self.init(rawValue: raw)
    }

    /// Whether the mask holds the orientation (`unknown` is never held).
    @inlinable public func contains(_ orientation: InterfaceOrientation) -> Bool {
        orientation != .unknown && rawValue & (1 << UInt(orientation.rawValue)) != 0
    }

    /// The orientations in the mask, in response order: portrait, portraitUpsideDown, landscapeLeft,
    /// landscapeRight (the API; also the order UIKit's modern exception texts list them).
    public var orientations: [InterfaceOrientation] {
        InterfaceOrientation.valid.filter { contains($0) }
    }

    /// The first orientation in response order, if any.
    public var first: InterfaceOrientation? {
        for o in InterfaceOrientation.valid where contains(o) { return o }
        return nil
    }

    /// The number of orientations in the mask.
    public var count: Int { (rawValue & Self.validBits).nonzeroBitCount }

    /// The UIKit constant name when the mask equals one, e.g. `UIInterfaceOrientationMaskAllButUpsideDown`.
    public var constantName: String? {
        switch rawValue {
        case 2: "UIInterfaceOrientationMaskPortrait"
        case 4: "UIInterfaceOrientationMaskPortraitUpsideDown"
        case 8: "UIInterfaceOrientationMaskLandscapeRight"
        case 16: "UIInterfaceOrientationMaskLandscapeLeft"
        case 24: "UIInterfaceOrientationMaskLandscape"
        case 26: "UIInterfaceOrientationMaskAllButUpsideDown"
        case 30: "UIInterfaceOrientationMaskAll"
        default: nil
        }
    }
}

extension InterfaceOrientationMask: CustomStringConvertible {
    /// Deterministic, composites first: `[.allButUpsideDown]`, `[.landscape, .portrait]`, `[]`.
    public var description: String {
        let named: [(InterfaceOrientationMask, String)] = [
            (.all, ".all"), (.allButUpsideDown, ".allButUpsideDown"), (.landscape, ".landscape"),
            (.portrait, ".portrait"), (.portraitUpsideDown, ".portraitUpsideDown"),
            (.landscapeLeft, ".landscapeLeft"), (.landscapeRight, ".landscapeRight"),
        ]
        var rest = self
        var parts: [String] = []
        for (m, n) in named where !m.isEmpty && rest.isSuperset(of: m) {
            parts.append(n)
            rest.subtract(m)
        }
        if rest.rawValue != 0 { parts.append("InterfaceOrientationMask(rawValue: \(rest.rawValue))") }
        return "[" + parts.joined(separator: ", ") + "]"
    }
}
