/// Every member name the api-v1 request schema knows, as a small integer the reader attaches to each object
/// member, so decoders `switch` on an enum instead of comparing strings, and known names are never
/// allocated (the reader hands out the immortal literal below). Unknown names are `.unknown`.
enum JSONKey: UInt8, CaseIterable, Sendable {
    case unknown = 0
    case device, app, window, windows, interfaceOrientation, deviceOrientation
    case idiom, systemVersion, hasHomeButton, supportsMultitasking
    case infoPlist, supportedInterfaceOrientationsForWindow, legacyAutorotationBridge
    case rootViewController, isKeyWindow, screen, isHidden, windowLevel
    case name, kind, supportedInterfaceOrientations, shouldAutorotate, preferredInterfaceOrientationForPresentation
    case shouldAutorotateToInterfaceOrientation, forwarding, viewControllers, selectedIndex, presentedViewController
    case modalPresentationStyle, shouldAutomaticallyForwardRotationMethods, implementedCallbacks
    case rawValue, orientations
    case plistSupported, plistSupportedPad, plistSupportedPhone, plistRequiresFullScreen, plistRequiresFullScreenPad
    case plistInterfaceOrientation

    /// The wire spelling (immortal string literals).
    var text: String {
        switch self {
        case .unknown: ""
        case .device: "device"
        case .app: "app"
        case .window: "window"
        case .windows: "windows"
        case .interfaceOrientation: "interfaceOrientation"
        case .deviceOrientation: "deviceOrientation"
        case .idiom: "idiom"
        case .systemVersion: "systemVersion"
        case .hasHomeButton: "hasHomeButton"
        case .supportsMultitasking: "supportsMultitasking"
        case .infoPlist: "infoPlist"
        case .supportedInterfaceOrientationsForWindow: "supportedInterfaceOrientationsForWindow"
        case .legacyAutorotationBridge: "legacyAutorotationBridge"
        case .rootViewController: "rootViewController"
        case .isKeyWindow: "isKeyWindow"
        case .screen: "screen"
        case .isHidden: "isHidden"
        case .windowLevel: "windowLevel"
        case .name: "name"
        case .kind: "kind"
        case .supportedInterfaceOrientations: "supportedInterfaceOrientations"
        case .shouldAutorotate: "shouldAutorotate"
        case .preferredInterfaceOrientationForPresentation: "preferredInterfaceOrientationForPresentation"
        case .shouldAutorotateToInterfaceOrientation: "shouldAutorotateToInterfaceOrientation"
        case .forwarding: "forwarding"
        case .viewControllers: "viewControllers"
        case .selectedIndex: "selectedIndex"
        case .presentedViewController: "presentedViewController"
        case .modalPresentationStyle: "modalPresentationStyle"
        case .shouldAutomaticallyForwardRotationMethods: "shouldAutomaticallyForwardRotationMethods"
        case .implementedCallbacks: "implementedCallbacks"
        case .rawValue: "rawValue"
        case .orientations: "orientations"
        case .plistSupported: "UISupportedInterfaceOrientations"
        case .plistSupportedPad: "UISupportedInterfaceOrientations~ipad"
        case .plistSupportedPhone: "UISupportedInterfaceOrientations~iphone"
        case .plistRequiresFullScreen: "UIRequiresFullScreen"
        case .plistRequiresFullScreenPad: "UIRequiresFullScreen~ipad"
        case .plistInterfaceOrientation: "UIInterfaceOrientation"
        }
    }

    /// The key for a string built elsewhere (slow path: `JSONMember(key:value:)` from other code).
    init(_ s: String) {
        self = InternTable.shared.lookup(s)?.key ?? .unknown
    }
}

/// Known strings (member names and every vocabulary spelling) looked up by their bytes, so the reader can
/// return an existing immortal `String` instead of allocating one per key and per vocabulary value.
final class InternTable: Sendable {
    struct Entry: Sendable {
        let bytes: [UInt8]
        let string: String
        let key: JSONKey
    }

    static let shared = InternTable()

    /// Entries grouped by UTF-8 length (strings longer than `maxLength` are never interned).
    let buckets: [[Entry]]
    static let maxLength = 64

    init() {
        var entries: [Entry] = JSONKey.allCases.dropFirst().map { Entry(bytes: Array($0.text.utf8), string: $0.text, key: $0) }
        let values: [String] = [
            "unknown", "portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight", "faceUp", "faceDown",
            "landscape", "all", "allButUpsideDown",
            "UIInterfaceOrientationUnknown", "UIInterfaceOrientationPortrait", "UIInterfaceOrientationPortraitUpsideDown",
            "UIInterfaceOrientationLandscapeLeft", "UIInterfaceOrientationLandscapeRight",
            "UIDeviceOrientationUnknown", "UIDeviceOrientationPortrait", "UIDeviceOrientationPortraitUpsideDown",
            "UIDeviceOrientationLandscapeLeft", "UIDeviceOrientationLandscapeRight", "UIDeviceOrientationFaceUp",
            "UIDeviceOrientationFaceDown",
            "UIInterfaceOrientationMaskPortrait", "UIInterfaceOrientationMaskPortraitUpsideDown",
            "UIInterfaceOrientationMaskLandscapeLeft", "UIInterfaceOrientationMaskLandscapeRight",
            "UIInterfaceOrientationMaskLandscape", "UIInterfaceOrientationMaskAll", "UIInterfaceOrientationMaskAllButUpsideDown",
            "phone", "pad", "main", "external",
            "viewController", "navigationController", "tabBarController", "splitViewController", "pageViewController",
            "none", "topViewController", "visibleViewController", "selectedViewController", "allChildren",
            "fullScreen", "overFullScreen", "pageSheet", "formSheet", "currentContext", "overCurrentContext", "popover",
            "custom", "automatic",
            "UIModalPresentationFullScreen", "UIModalPresentationOverFullScreen", "UIModalPresentationPageSheet",
            "UIModalPresentationFormSheet", "UIModalPresentationCurrentContext", "UIModalPresentationOverCurrentContext",
            "UIModalPresentationPopover", "UIModalPresentationCustom", "UIModalPresentationAutomatic",
        ]
        for v in values where !entries.contains(where: { $0.string == v }) {
            entries.append(Entry(bytes: Array(v.utf8), string: v, key: .unknown))
        }
        var b = Array(repeating: [Entry](), count: Self.maxLength + 1)
        for e in entries where e.bytes.count <= Self.maxLength { b[e.bytes.count].append(e) }
        buckets = b
    }

    @inline(__always)
    func lookup(_ p: UnsafePointer<UInt8>, count: Int) -> Entry? {
        guard count <= Self.maxLength else { return nil }
        for e in buckets[count] {
            let hit = e.bytes.withUnsafeBufferPointer { eb -> Bool in
                // Compare the last byte first: many names share long prefixes.
                guard eb[count - 1] == p[count - 1] else { return false }
                return memcmpEqual(eb.baseAddress!, p, count)
            }
            if hit { return e }
        }
        return nil
    }

    func lookup(_ s: String) -> Entry? {
        var s = s
        return s.withUTF8 { u in u.isEmpty ? nil : lookup(u.baseAddress!, count: u.count) }
    }
}

@inline(__always)
func memcmpEqual(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ n: Int) -> Bool {
    var i = 0
    while i + 8 <= n {
        if UnsafeRawPointer(a + i).loadUnaligned(as: UInt64.self) != UnsafeRawPointer(b + i).loadUnaligned(as: UInt64.self) {
            return false
        }
        i += 8
    }
    while i < n {
        if a[i] != b[i] { return false }
        i += 1
    }
    return true
}
