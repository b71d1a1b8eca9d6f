// UIKit's orientation vocabulary. In an iOS test target these are UIKit's own types (so a scenario is written
// with the values the app itself uses); on macOS and Linux the package declares the same names with UIKit's
// raw values (UIApplication.h, UIDevice.h, UIViewController.h).

#if canImport(UIKit)
import UIKit
#else
/// UIInterfaceOrientation (UIApplication.h). Note UIKit's trap: interface landscapeLeft is device landscapeRight.
public enum UIInterfaceOrientation: Int, Sendable, CaseIterable {
    case unknown = 0
    case portrait = 1
    case portraitUpsideDown = 2
    case landscapeLeft = 4
    case landscapeRight = 3
}

/// UIDeviceOrientation (UIDevice.h).
public enum UIDeviceOrientation: Int, Sendable, CaseIterable {
    case unknown = 0
    case portrait = 1
    case portraitUpsideDown = 2
    case landscapeLeft = 3
    case landscapeRight = 4
    case faceUp = 5
    case faceDown = 6
}

/// UIInterfaceOrientationMask (UIApplication.h): `1 << UIInterfaceOrientation`.
public struct UIInterfaceOrientationMask: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
    public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
    public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    public static let all: UIInterfaceOrientationMask = [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]
    public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight]
}

/// UIModalPresentationStyle (UIViewController.h), the styles the service models.
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0
    case pageSheet = 1
    case formSheet = 2
    case currentContext = 3
    case custom = 4
    case overFullScreen = 5
    case overCurrentContext = 6
    case popover = 7
    case automatic = -2
}

/// UIUserInterfaceIdiom, the idioms the service models.
public enum UIUserInterfaceIdiom: Int, Sendable {
    case phone = 0
    case pad = 1
}
#endif

// The service's short names, by UIKit raw value (the same on iOS and elsewhere).

extension UIInterfaceOrientation {
    static let serviceNames = [0: "unknown", 1: "portrait", 2: "portraitUpsideDown", 3: "landscapeRight", 4: "landscapeLeft"]

    var serviceName: String { Self.serviceNames[rawValue] ?? "unknown" }

    init?(serviceName: String) {
        guard let raw = Self.serviceNames.first(where: { $0.value == serviceName })?.key else { return nil }
        self.init(rawValue: raw)
    }
}

extension UIDeviceOrientation {
    static let serviceNames = [
        0: "unknown", 1: "portrait", 2: "portraitUpsideDown", 3: "landscapeLeft", 4: "landscapeRight",
        5: "faceUp", 6: "faceDown",
    ]

    var serviceName: String? { Self.serviceNames[rawValue] }
}

extension UIModalPresentationStyle {
    static let serviceNames = [
        0: "fullScreen", 1: "pageSheet", 2: "formSheet", 3: "currentContext", 4: "custom",
        5: "overFullScreen", 6: "overCurrentContext", 7: "popover", -2: "automatic",
    ]

    var serviceName: String? { Self.serviceNames[rawValue] }
}

extension UIUserInterfaceIdiom {
    var serviceName: String? { [0: "phone", 1: "pad"][rawValue] }
}

extension UIInterfaceOrientationMask {
    /// The bits UIKit defines for the four orientations; any other bit is a mistake (bit 0 is the classic one:
    /// `UIInterfaceOrientation.portrait.rawValue` used as a mask).
    static let validBits: UInt = 2 | 4 | 8 | 16
}
