extension InterfaceOrientationMask {
    /// The mask names the API accepts besides the `UIInterfaceOrientationMask…` constants, in a fixed order.
    public static let wireNames: [(name: String, mask: InterfaceOrientationMask)] = [
        ("portrait", .portrait), ("portraitUpsideDown", .portraitUpsideDown),
        ("landscapeLeft", .landscapeLeft), ("landscapeRight", .landscapeRight),
        ("landscape", .landscape), ("all", .all), ("allButUpsideDown", .allButUpsideDown),
    ]

    /// Parses a raw `UIInterfaceOrientationMask`. Only the bits 2|4|8|16 name orientations (`UIApplication.h`,
    /// iOS 6+). Bit 0 is refused with its own explanation: it is the classic bug of returning
    /// `UIInterfaceOrientationPortrait` (1) from `supportedInterfaceOrientations`, which UIKit answers with
    /// "Supported orientations has no common orientation". An empty mask (0) is valid:
    /// UIKit itself raises for it, and the engine models that.
    public init(parsingRawValue raw: Int) throws(VocabularyError) {
        if raw < 0 {
            throw .invalidOrientationMask(String(raw), reason: "a mask is never negative")
        }
        if raw & 1 != 0 {
            throw .invalidOrientationMask(
                String(raw),
                reason: "bit 0 is not an orientation; this is the UIInterfaceOrientationPortrait (1) versus "
                    + "UIInterfaceOrientationMaskPortrait (2) trap: a mask needs 1 << orientation")
        }
        if UInt(raw) & ~Self.validBits != 0 {
            throw .invalidOrientationMask(String(raw), reason: "it has bits outside 2|4|8|16 (30)")
        }
        self.init(rawValue: UInt(raw))
    }

    /// Parses a mask name: `portrait`, `portraitUpsideDown`, `landscapeLeft`, `landscapeRight`, `landscape`,
    /// `all`, `allButUpsideDown`, or the matching `UIInterfaceOrientationMask…` constant.
    public init(parsing name: String) throws(VocabularyError) {
        switch name {
        case "portrait", "UIInterfaceOrientationMaskPortrait": self = .portrait
        case "portraitUpsideDown", "UIInterfaceOrientationMaskPortraitUpsideDown": self = .portraitUpsideDown
        case "landscapeLeft", "UIInterfaceOrientationMaskLandscapeLeft": self = .landscapeLeft
        case "landscapeRight", "UIInterfaceOrientationMaskLandscapeRight": self = .landscapeRight
        case "landscape", "UIInterfaceOrientationMaskLandscape": self = .landscape
        case "all", "UIInterfaceOrientationMaskAll": self = .all
        case "allButUpsideDown", "UIInterfaceOrientationMaskAllButUpsideDown": self = .allButUpsideDown
        default:
            let reason =
                name.hasPrefix("UIInterfaceOrientation") && !name.hasPrefix("UIInterfaceOrientationMask")
                ? "an interface orientation constant is not a mask (use the UIInterfaceOrientationMask… constant "
                    + "or an array)"
                : "unknown mask name"
            throw .invalidOrientationMask(name, reason: reason)
        }
    }

    /// A mask from an array of interface orientations (each already parsed). `unknown` is refused because it
    /// has no bit (`1 << 0` is the bit-0 trap above).
    public init(parsingOrientations list: [InterfaceOrientation]) throws(VocabularyError) {
        var raw: UInt = 0
        for o in list {
            guard o != .unknown else {
                throw .invalidOrientationMask("unknown", reason: "unknown has no bit in a mask")
            }
            raw |= 1 << UInt(o.rawValue)
        }
        self.init(rawValue: raw)
    }
}
