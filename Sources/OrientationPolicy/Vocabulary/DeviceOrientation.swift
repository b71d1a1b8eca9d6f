/// The physical orientation of the device, as UIKit's `UIDeviceOrientation` (`UIDevice.h`, iOS 5 SDK).
public enum DeviceOrientation: Int, Sendable, Hashable, CaseIterable {
    /// `UIDeviceOrientationUnknown` (0). "This will return UIDeviceOrientationUnknown unless device orientation
    /// notifications are being generated." (UIDevice.h)
    case unknown = 0
    /// `UIDeviceOrientationPortrait` (1): "Device oriented vertically, home button on the bottom".
    case portrait = 1
    /// `UIDeviceOrientationPortraitUpsideDown` (2): "Device oriented vertically, home button on the top".
    case portraitUpsideDown = 2
    /// `UIDeviceOrientationLandscapeLeft` (3): "Device oriented horizontally, home button on the right".
    case landscapeLeft = 3
    /// `UIDeviceOrientationLandscapeRight` (4): "Device oriented horizontally, home button on the left".
    case landscapeRight = 4
    /// `UIDeviceOrientationFaceUp` (5): "Device oriented flat, face up".
    case faceUp = 5
    /// `UIDeviceOrientationFaceDown` (6): "Device oriented flat, face down".
    case faceDown = 6

    /// The short name used on the wire.
    public var name: String {
        switch self {
        case .unknown: "unknown"
        case .portrait: "portrait"
        case .portraitUpsideDown: "portraitUpsideDown"
        case .landscapeLeft: "landscapeLeft"
        case .landscapeRight: "landscapeRight"
        case .faceUp: "faceUp"
        case .faceDown: "faceDown"
        }
    }

    /// The UIKit constant name, e.g. `UIDeviceOrientationFaceUp`.
    public var constantName: String {
        switch self {
        case .unknown: "UIDeviceOrientationUnknown"
        case .portrait: "UIDeviceOrientationPortrait"
        case .portraitUpsideDown: "UIDeviceOrientationPortraitUpsideDown"
        case .landscapeLeft: "UIDeviceOrientationLandscapeLeft"
        case .landscapeRight: "UIDeviceOrientationLandscapeRight"
        case .faceUp: "UIDeviceOrientationFaceUp"
        case .faceDown: "UIDeviceOrientationFaceDown"
        }
    }

    /// `UIDeviceOrientationIsPortrait`.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// `UIDeviceOrientationIsLandscape`.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// `UIDeviceOrientationIsFlat`: face up or face down.
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    /// `UIDeviceOrientationIsValidInterfaceOrientation`: only 1-4 have a matching interface orientation.
    public var isValidInterfaceOrientation: Bool { (1...4).contains(rawValue) }

    /// The interface orientation that follows this device orientation: the same raw value for 1-4 (so device
    /// `landscapeLeft` gives interface `landscapeRight`), nil for flat and unknown.
    public var interfaceOrientation: InterfaceOrientation? {
        isValidInterfaceOrientation ? InterfaceOrientation(rawValue: rawValue) : nil
    }
}
