extension InterfaceOrientation {
    /// Parses every spelling the API's vocabulary table accepts: the short name (`landscapeLeft`) or the UIKit
    /// constant name (`UIInterfaceOrientationLandscapeLeft`, `UIApplication.h`).
    public init(parsing name: String) throws(VocabularyError) {
        switch name {
        case "portrait", "UIInterfaceOrientationPortrait": self = .portrait
        case "portraitUpsideDown", "UIInterfaceOrientationPortraitUpsideDown": self = .portraitUpsideDown
        case "landscapeRight", "UIInterfaceOrientationLandscapeRight": self = .landscapeRight
        case "landscapeLeft", "UIInterfaceOrientationLandscapeLeft": self = .landscapeLeft
        case "unknown", "UIInterfaceOrientationUnknown": self = .unknown
        default: throw .invalidInterfaceOrientation(name)
        }
    }

    /// Parses a raw `UIInterfaceOrientation` value, 0-4.
    public init(parsingRawValue raw: Int) throws(VocabularyError) {
        guard let o = InterfaceOrientation(rawValue: raw) else { throw .invalidInterfaceOrientation(String(raw)) }
        self = o
    }
}

extension DeviceOrientation {
    /// Parses the short name (`faceUp`) or the UIKit constant name (`UIDeviceOrientationFaceUp`, `UIDevice.h`).
    public init(parsing name: String) throws(VocabularyError) {
        switch name {
        case "portrait", "UIDeviceOrientationPortrait": self = .portrait
        case "portraitUpsideDown", "UIDeviceOrientationPortraitUpsideDown": self = .portraitUpsideDown
        case "landscapeLeft", "UIDeviceOrientationLandscapeLeft": self = .landscapeLeft
        case "landscapeRight", "UIDeviceOrientationLandscapeRight": self = .landscapeRight
        case "faceUp", "UIDeviceOrientationFaceUp": self = .faceUp
        case "faceDown", "UIDeviceOrientationFaceDown": self = .faceDown
        case "unknown", "UIDeviceOrientationUnknown": self = .unknown
        default: throw .invalidDeviceOrientation(name)
        }
    }

    /// Parses a raw `UIDeviceOrientation` value, 0-6.
    public init(parsingRawValue raw: Int) throws(VocabularyError) {
        guard let o = DeviceOrientation(rawValue: raw) else { throw .invalidDeviceOrientation(String(raw)) }
        self = o
    }
}
