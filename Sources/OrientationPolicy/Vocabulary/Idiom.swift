/// The user-interface idiom, as UIKit's `UIUserInterfaceIdiom`. Only the two idioms whose orientation rules
/// differ are modelled: the default masks are `.allButUpsideDown` on phone and `.all` on pad (Apple doc for
/// `supportedInterfaceOrientations`).
public enum Idiom: Int, Sendable, Hashable, CaseIterable {
    /// `UIUserInterfaceIdiomPhone` (0).
    case phone = 0
    /// `UIUserInterfaceIdiomPad` (1).
    case pad = 1

    /// The wire name.
    public var name: String { self == .phone ? "phone" : "pad" }

    /// The Info.plist device modifier for this idiom: `~iphone` or `~ipad`.
    public var plistModifier: String { self == .phone ? "~iphone" : "~ipad" }

    /// The default `supportedInterfaceOrientations` of a view controller and the default app mask when
    /// Info.plist lists nothing: "The default value is all for the iPad idiom and allButUpsideDown for the
    /// iPhone idiom." (Apple doc; UIApplication.h comment on `supportedInterfaceOrientationsForWindow:`.)
    public var defaultMask: InterfaceOrientationMask { self == .phone ? .allButUpsideDown : .all }
}
