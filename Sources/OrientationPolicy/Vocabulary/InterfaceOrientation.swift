/// The orientation of the app's user interface, as UIKit's `UIInterfaceOrientation`.
///
/// Raw values are UIKit's (`UIApplication.h`, iOS 5 and iOS 13 SDKs). Note the UIKit trap the header itself
/// documents: "UIInterfaceOrientationLandscapeLeft is equal to UIDeviceOrientationLandscapeRight (and vice
/// versa). This is because rotating the device to the left requires rotating the content to the right."
/// `unknown` exists from the iOS 8 era on; UIKit only produces it from buggy overrides.
public enum InterfaceOrientation: Int, Sendable, Hashable, CaseIterable {
    /// `UIInterfaceOrientationUnknown` (0).
    case unknown = 0
    /// `UIInterfaceOrientationPortrait` (1): home button at the bottom.
    case portrait = 1
    /// `UIInterfaceOrientationPortraitUpsideDown` (2): home button at the top.
    case portraitUpsideDown = 2
    /// `UIInterfaceOrientationLandscapeRight` (3) = `UIDeviceOrientationLandscapeLeft`: home button on the right.
    case landscapeRight = 3
    /// `UIInterfaceOrientationLandscapeLeft` (4) = `UIDeviceOrientationLandscapeRight`: home button on the left.
    case landscapeLeft = 4

    /// The four orientations an interface can actually take, in the order responses list them
    /// (the API: portrait, portraitUpsideDown, landscapeLeft, landscapeRight).
    public static let valid: [InterfaceOrientation] = [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]

    /// The short (Swift-style) name used on the wire and in UIKit's modern exception texts.
    public var name: String {
        switch self {
        case .unknown: "unknown"
        case .portrait: "portrait"
        case .portraitUpsideDown: "portraitUpsideDown"
        case .landscapeRight: "landscapeRight"
        case .landscapeLeft: "landscapeLeft"
        }
    }

    /// The UIKit constant name, e.g. `UIInterfaceOrientationLandscapeLeft`.
    public var constantName: String {
        switch self {
        case .unknown: "UIInterfaceOrientationUnknown"
        case .portrait: "UIInterfaceOrientationPortrait"
        case .portraitUpsideDown: "UIInterfaceOrientationPortraitUpsideDown"
        case .landscapeRight: "UIInterfaceOrientationLandscapeRight"
        case .landscapeLeft: "UIInterfaceOrientationLandscapeLeft"
        }
    }

    /// `UIInterfaceOrientationIsPortrait`: portrait or upside down.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }

    /// `UIInterfaceOrientationIsLandscape`: landscape left or right.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }

    /// True for the four orientations an interface can take (everything but `unknown`).
    public var isValid: Bool { self != .unknown }

    /// The single-bit mask for this orientation (`1 << rawValue`), empty for `unknown`.
    public var mask: InterfaceOrientationMask {
        isValid ? InterfaceOrientationMask(rawValue: 1 << UInt(rawValue)) : []
    }

    /// The device orientation in which this interface orientation is upright (same raw value, 1-4).
    public var deviceOrientation: DeviceOrientation {
        DeviceOrientation(rawValue: rawValue) ?? .unknown
    }
}
