/// Every member name the API request schema knows, as a small integer the reader attaches to each object
/// member, so decoders `switch` on an enum instead of comparing strings, and known names are never
/// allocated (the reader hands out the immortal literal below). Unknown names are `.unknown`.
enum JSONKey: UInt8, CaseIterable, Sendable {
    case unknown = 0
    case device, app, window, windows, interfaceOrientation, deviceOrientation
    case idiom, systemVersion, hasHomeButton, supportsMultitasking
    case infoPlist, supportedInterfaceOrientationsForWindow, legacyAutorotationBridge, linkedAgainst
    case rootViewController, isKeyWindow, screen, isHidden, windowLevel
    case name, kind, supportedInterfaceOrientations, shouldAutorotate, preferredInterfaceOrientationForPresentation
    case shouldAutorotateToInterfaceOrientation, forwarding, viewControllers, selectedIndex, presentedViewController
    case modalPresentationStyle, shouldAutomaticallyForwardRotationMethods, implementedCallbacks
    case forwardsToPresentedViewController
    case delegateSupportedInterfaceOrientations, delegatePreferredInterfaceOrientationForPresentation
    case rawValue, orientations
    case plistSupported, plistSupportedPad, plistSupportedPhone, plistRequiresFullScreen, plistRequiresFullScreenPad
    case plistInterfaceOrientation, plistRequiresFullScreenIgnoredStartingWithVersion
    case requests  // the /v1/batch envelope
    // iOS 27: where the app runs, the scene delegate's mask, the scene life cycle.
    case environment, supportedInterfaceOrientationsForWindowScene, usesSceneLifeCycle

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
        case .linkedAgainst: "linkedAgainst"
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
        case .forwardsToPresentedViewController: "forwardsToPresentedViewController"
        case .delegateSupportedInterfaceOrientations: "delegateSupportedInterfaceOrientations"
        case .delegatePreferredInterfaceOrientationForPresentation: "delegatePreferredInterfaceOrientationForPresentation"
        case .rawValue: "rawValue"
        case .orientations: "orientations"
        case .plistSupported: "UISupportedInterfaceOrientations"
        case .plistSupportedPad: "UISupportedInterfaceOrientations~ipad"
        case .plistSupportedPhone: "UISupportedInterfaceOrientations~iphone"
        case .plistRequiresFullScreen: "UIRequiresFullScreen"
        case .plistRequiresFullScreenPad: "UIRequiresFullScreen~ipad"
        case .plistInterfaceOrientation: "UIInterfaceOrientation"
        case .plistRequiresFullScreenIgnoredStartingWithVersion: "UIRequiresFullScreenIgnoredStartingWithVersion"
        case .requests: "requests"
        case .environment: "environment"
        case .supportedInterfaceOrientationsForWindowScene: "supportedInterfaceOrientationsForWindowScene"
        case .usesSceneLifeCycle: "usesSceneLifeCycle"
        }
    }

    /// The key for a string built elsewhere (slow path: `JSONMember(key:value:)` from other code).
    init(_ s: String) {
        self = InternTable.shared.lookup(s)?.key ?? .unknown
    }
}

/// Known strings (member names and every vocabulary spelling) looked up by their bytes, so the reader can
/// return an existing immortal `String` instead of allocating one per key and per vocabulary value.
/// Buckets keyed by a hash of a string's first three bytes (`entry(at:available:)`), so a reader recognises a
/// known string before scanning for its end. Immutable after `init`; the raw storage lives for the process.
final class InternTable: @unchecked Sendable {
    struct Entry: Sendable {
        let bytes: [UInt8]
        let string: String
        let key: JSONKey
    }

    static let shared = InternTable()

    let entries: [Entry]
    private let pool: UnsafeMutablePointer<UInt8>
    private let offsets: UnsafeMutablePointer<Int32>
    private let lengths: UnsafeMutablePointer<Int32>
    private let keys: UnsafeMutablePointer<JSONKey>
    /// Entries by the hash of their first three bytes (`prefixHash`), for `entry(at:available:)`: bucket `b`
    /// holds `bucketList[bucketStart[b] ..< bucketStart[b + 1]]`.
    private let bucketStart: UnsafeMutablePointer<Int32>
    private let bucketList: UnsafeMutablePointer<Int16>
    static let bucketCount = 512

    init() {
        var list: [Entry] = JSONKey.allCases.dropFirst().map { Entry(bytes: Array($0.text.utf8), string: $0.text, key: $0) }
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
            "resizableWindow", "iPhoneAppOnIPad", "iPhoneMirroring",
        ]
        for v in values where !list.contains(where: { $0.string == v }) {
            list.append(Entry(bytes: Array(v.utf8), string: v, key: .unknown))
        }
        entries = list
        let total = list.reduce(0) { $0 + $1.bytes.count }
        pool = .allocate(capacity: total)
        offsets = .allocate(capacity: list.count)
        lengths = .allocate(capacity: list.count)
        keys = .allocate(capacity: list.count)
        var at = 0
        for (n, e) in list.enumerated() {
            (pool + at).initialize(from: e.bytes, count: e.bytes.count)
            offsets[n] = Int32(at)
            lengths[n] = Int32(e.bytes.count)
            (keys + n).initialize(to: e.key)
            at += e.bytes.count
        }
        var buckets = [[Int16]](repeating: [], count: Self.bucketCount)
        for (n, e) in list.enumerated() where e.bytes.count >= 3 {
            e.bytes.withUnsafeBufferPointer { buckets[Int(Self.prefixHash($0.baseAddress!))].append(Int16(n)) }
        }
        bucketStart = .allocate(capacity: Self.bucketCount + 1)
        bucketList = .allocate(capacity: list.count)
        var filled = 0
        for (b, bucket) in buckets.enumerated() {
            bucketStart[b] = Int32(filled)
            for n in bucket {
                bucketList[filled] = n
                filled += 1
            }
        }
        bucketStart[Self.bucketCount] = Int32(filled)
    }

    /// A hash of a string's first three bytes (every entry has at least three; `StreamingDecoderTests` pins it).
    @inline(__always) static func prefixHash(_ p: UnsafePointer<UInt8>) -> UInt32 {
        let word = UInt32(p[0]) | UInt32(p[1]) << 8 | UInt32(p[2]) << 16
        return (word &* 0x9E37_79B1) >> 23
    }

    /// The entry whose bytes start at `p` and are followed by a closing quote, or nil; `available` is how many
    /// bytes can be read from `p`. Lets a reader recognise a known string without first scanning for its end:
    /// entries hold no quote, backslash, control or non-ASCII byte, so a match is exactly that plain string
    /// (and at most one entry can match, the quote fixing the length).
    @inline(__always)
    func entry(at p: UnsafePointer<UInt8>, available: Int) -> Int? {
        guard available >= 4 else { return nil }
        let b = Int(Self.prefixHash(p))
        var k = Int(bucketStart[b])
        let end = Int(bucketStart[b + 1])
        while k < end {
            let n = Int(bucketList[k])
            let length = Int(lengths[n])
            if length < available, p[length] == UInt8(ascii: "\""), memcmpEqual(pool + Int(offsets[n]), p, length) {
                return n
            }
            k += 1
        }
        return nil
    }

    /// Entry `n`'s length in bytes.
    @inline(__always) func length(at n: Int) -> Int { Int(lengths[n]) }

    /// Entry `n`'s member-name key (`.unknown` for vocabulary spellings).
    @inline(__always) func key(at n: Int) -> JSONKey { keys[n] }

    /// Entry `n`'s immortal string.
    @inline(__always) func string(at n: Int) -> String { entries[n].string }

    /// The entry spelt exactly `s`, or nil (slow path: `JSONKey(_:)` for names built outside the readers).
    func lookup(_ s: String) -> Entry? {
        let bytes = Array(s.utf8) + [UInt8(ascii: "\"")]
        let n = bytes.withUnsafeBufferPointer { entry(at: $0.baseAddress!, available: $0.count) }
        // The quote `s` may itself contain would end a shorter entry early: the lengths must agree too.
        guard let n, length(at: n) == bytes.count - 1 else { return nil }
        return entries[n]
    }
}

@inline(__always)
func memcmpEqual(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ n: Int) -> Bool {
    @inline(__always) func word(_ p: UnsafePointer<UInt8>, _ at: Int) -> UInt64 {
        UnsafeRawPointer(p + at).loadUnaligned(as: UInt64.self)
    }
    @inline(__always) func half(_ p: UnsafePointer<UInt8>, _ at: Int) -> UInt32 {
        UnsafeRawPointer(p + at).loadUnaligned(as: UInt32.self)
    }
    if n >= 8 {
        var i = 0
        while i + 8 < n {
            if word(a, i) != word(b, i) { return false }
            i += 8
        }
        // The last 8 bytes, overlapping the words already compared: no byte-by-byte tail.
        return word(a, n - 8) == word(b, n - 8)
    }
    if n >= 4 { return half(a, 0) == half(b, 0) && half(a, n - 4) == half(b, n - 4) }
    var i = 0
    while i < n {
        if a[i] != b[i] { return false }
        i += 1
    }
    return true
}
