import Foundation
import OrientationPolicy

// The differential oracle: a Foundation Codable model of the API request, written from
// openapi.yaml and the decoding rules documented on `ScenarioDecoder` (unknown members first,
// then members in API order; null = absent), NOT from the fast decoder's code. Its name tables come from
// the API's vocabulary table; it builds `OrientationPolicy` values only through their memberwise initializers.

/// What the oracle refuses, in the same (status, code, pointer) terms the API uses.
struct OracleProblem: Error, Equatable, CustomStringConvertible {
    var status: Int
    var code: String
    var pointer: String?
    var description: String { "\(status) \(code) \(pointer ?? "-")" }
}

/// Renders a Codable path as an RFC 6901 pointer: `~` as `~0`, `/` as `~1`, array indices as numbers.
func oraclePointer(_ path: [any CodingKey], _ extra: String? = nil) -> String {
    var keys = path.map { k -> String in
        if let i = k.intValue { return String(i) }
        return k.stringValue
    }
    if let extra { keys.append(extra) }
    return keys.map { "/" + $0.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1") }
        .joined()
}

func invalid(_ code: String, _ path: [any CodingKey], _ extra: String? = nil) -> OracleProblem {
    OracleProblem(status: 422, code: code, pointer: oraclePointer(path, extra))
}

struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int?
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { self.stringValue = String(intValue); self.intValue = intValue }
    init(_ s: String) { self.stringValue = s }
}

/// Counts controllers across one decode (api limit: 1000), shared through `userInfo`.
final class ControllerCounter: @unchecked Sendable {
    var count = 0
    static let key = CodingUserInfoKey(rawValue: "controllers")!
}

extension KeyedDecodingContainer where K == AnyKey {
    /// The first member that is not in `allowed`, as an unknown-field problem.
    func rejectUnknown(_ allowed: Set<String>) throws {
        if let k = allKeys.first(where: { !allowed.contains($0.stringValue) }) {
            throw invalid("unknown-field", codingPath, k.stringValue)
        }
    }

    /// Whether the member is present and not `null`.
    func has(_ key: String) throws -> Bool {
        guard contains(AnyKey(key)) else { return false }
        return try !decodeNil(forKey: AnyKey(key))
    }

    /// `decodeIfPresent` with `null` meaning absent.
    func value<T: Decodable>(_ t: T.Type, _ key: String) throws -> T? {
        try decodeIfPresent(T.self, forKey: AnyKey(key))
    }
}

// MARK: vocabulary tables (the API "Vocabulary")

enum OracleTables {
    static let interface: [String: Int] = [
        "unknown": 0, "portrait": 1, "portraitUpsideDown": 2, "landscapeRight": 3, "landscapeLeft": 4,
        "UIInterfaceOrientationUnknown": 0, "UIInterfaceOrientationPortrait": 1,
        "UIInterfaceOrientationPortraitUpsideDown": 2, "UIInterfaceOrientationLandscapeRight": 3,
        "UIInterfaceOrientationLandscapeLeft": 4,
    ]
    static let device: [String: Int] = [
        "unknown": 0, "portrait": 1, "portraitUpsideDown": 2, "landscapeLeft": 3, "landscapeRight": 4,
        "faceUp": 5, "faceDown": 6,
        "UIDeviceOrientationUnknown": 0, "UIDeviceOrientationPortrait": 1, "UIDeviceOrientationPortraitUpsideDown": 2,
        "UIDeviceOrientationLandscapeLeft": 3, "UIDeviceOrientationLandscapeRight": 4,
        "UIDeviceOrientationFaceUp": 5, "UIDeviceOrientationFaceDown": 6,
    ]
    /// UIKit raw bits: portrait 2, portraitUpsideDown 4, landscapeRight 8, landscapeLeft 16.
    static let mask: [String: UInt] = [
        "portrait": 2, "portraitUpsideDown": 4, "landscapeRight": 8, "landscapeLeft": 16, "landscape": 24,
        "all": 30, "allButUpsideDown": 26,
        "UIInterfaceOrientationMaskPortrait": 2, "UIInterfaceOrientationMaskPortraitUpsideDown": 4,
        "UIInterfaceOrientationMaskLandscapeRight": 8, "UIInterfaceOrientationMaskLandscapeLeft": 16,
        "UIInterfaceOrientationMaskLandscape": 24, "UIInterfaceOrientationMaskAll": 30,
        "UIInterfaceOrientationMaskAllButUpsideDown": 26,
    ]
    static let styles: [String: ModalPresentationStyle] = {
        var t: [String: ModalPresentationStyle] = [
            "fullScreen": .fullScreen, "overFullScreen": .overFullScreen, "pageSheet": .pageSheet,
            "formSheet": .formSheet, "currentContext": .currentContext, "overCurrentContext": .overCurrentContext,
            "popover": .popover, "custom": .custom, "automatic": .automatic,
        ]
        for (k, v) in t { t["UIModalPresentation" + k.prefix(1).uppercased() + k.dropFirst()] = v }
        return t
    }()
    static let kinds: [String: ControllerKind] = [
        "viewController": .viewController, "navigationController": .navigationController,
        "tabBarController": .tabBarController, "splitViewController": .splitViewController,
        "pageViewController": .pageViewController,
    ]
    static let kindClass: [ControllerKind: String] = [
        .viewController: "UIViewController", .navigationController: "UINavigationController",
        .tabBarController: "UITabBarController", .splitViewController: "UISplitViewController",
        .pageViewController: "UIPageViewController",
    ]
    static let forwarding: [String: ChildForwarding] = [
        "none": .none, "topViewController": .topViewController, "visibleViewController": .visibleViewController,
        "selectedViewController": .selectedViewController, "allChildren": .allChildren,
    ]
}

// MARK: leaf values

/// Runs a decode and returns nil only for a type mismatch; anything else (Foundation reporting corrupt
/// data, such as invalid UTF-8 it finds lazily) propagates, so the oracle never mistakes it for a wrong type.
func attempt<T>(_ f: () throws -> T) throws -> T? {
    do {
        return try f()
    } catch DecodingError.typeMismatch {
        return nil
    } catch DecodingError.valueNotFound {
        return nil  // null where a value is required: a wrong type too
    }
}

/// A JSON scalar read through Foundation, classified the way API integer fields need.
enum OracleScalar {
    case string(String), integer(Int), tooLarge, fractional, bool, other

    init(_ decoder: any Decoder) throws {
        let c = try decoder.singleValueContainer()
        if let s = try attempt({ try c.decode(String.self) }) { self = .string(s); return }
        if let d = try attempt({ try c.decode(Double.self) }) {
            if d.rounded(.towardZero) != d {
                self = .fractional
            } else if abs(d) <= 9_007_199_254_740_992 {
                self = .integer(Int(d))
            } else {
                self = .tooLarge
            }
            return
        }
        if try attempt({ try c.decode(Bool.self) }) != nil { self = .bool; return }
        self = .other
    }
}

struct OracleInterfaceOrientation: Decodable {
    var value: InterfaceOrientation
    init(from decoder: any Decoder) throws {
        let bad = invalid("invalid-interface-orientation", decoder.codingPath)
        switch try OracleScalar(decoder) {
        case .string(let s): guard let r = OracleTables.interface[s] else { throw bad }; value = InterfaceOrientation(rawValue: r)!
        case .integer(let i): guard (0...4).contains(i) else { throw bad }; value = InterfaceOrientation(rawValue: i)!
        case .tooLarge: throw bad
        default: throw invalid("wrong-type", decoder.codingPath)
        }
    }
}

struct OracleDeviceOrientation: Decodable {
    var value: DeviceOrientation
    init(from decoder: any Decoder) throws {
        let bad = invalid("invalid-device-orientation", decoder.codingPath)
        switch try OracleScalar(decoder) {
        case .string(let s): guard let r = OracleTables.device[s] else { throw bad }; value = DeviceOrientation(rawValue: r)!
        case .integer(let i): guard (0...6).contains(i) else { throw bad }; value = DeviceOrientation(rawValue: i)!
        case .tooLarge: throw bad
        default: throw invalid("wrong-type", decoder.codingPath)
        }
    }
}

/// the API mask: integer bits (only 2|4|8|16), a name, an array of interface orientations, or
/// `{"rawValue": n, "orientations": [...]}`.
struct OracleMask: Decodable {
    var value: InterfaceOrientationMask

    static func bits(_ i: Int, _ path: [any CodingKey]) throws -> InterfaceOrientationMask {
        guard i >= 0, i & ~30 == 0 else { throw invalid("invalid-orientation-mask", path) }
        return InterfaceOrientationMask(rawValue: UInt(i))
    }

    static func list(_ decoder: any Decoder) throws -> InterfaceOrientationMask {
        var c = try decoder.unkeyedContainer()
        var raw: UInt = 0
        while !c.isAtEnd {
            let path = c.codingPath + [AnyKey(intValue: c.currentIndex)!]
            let o = try c.decode(OracleInterfaceOrientation.self).value
            if o == .unknown { throw invalid("invalid-orientation-mask", path) }
            raw |= 1 << UInt(o.rawValue)
        }
        return InterfaceOrientationMask(rawValue: raw)
    }

    init(from decoder: any Decoder) throws {
        if let c = try attempt({ try decoder.container(keyedBy: AnyKey.self) }) {
            try c.rejectUnknown(["rawValue", "orientations"])
            guard try c.has("rawValue") else {
                throw invalid("missing-field", c.codingPath, "rawValue")
            }
            let rawDecoder = try c.superDecoder(forKey: AnyKey("rawValue"))
            switch try OracleScalar(rawDecoder) {
            case .integer(let i): value = try Self.bits(i, rawDecoder.codingPath)
            case .tooLarge: throw invalid("invalid-orientation-mask", rawDecoder.codingPath)
            default: throw invalid("wrong-type", rawDecoder.codingPath)
            }
            if try c.has("orientations") {
                let listDecoder = try c.superDecoder(forKey: AnyKey("orientations"))
                guard try attempt({ try listDecoder.unkeyedContainer() }) != nil else { throw invalid("wrong-type", listDecoder.codingPath) }
                let listed = try Self.list(listDecoder)
                if listed != value { throw invalid("invalid-orientation-mask", listDecoder.codingPath) }
            }
            return
        }
        if try attempt({ try decoder.unkeyedContainer() }) != nil {
            value = try Self.list(decoder)
            return
        }
        switch try OracleScalar(decoder) {
        case .string(let s):
            guard let r = OracleTables.mask[s] else { throw invalid("invalid-orientation-mask", decoder.codingPath) }
            value = InterfaceOrientationMask(rawValue: r)
        case .integer(let i): value = try Self.bits(i, decoder.codingPath)
        case .tooLarge: throw invalid("invalid-orientation-mask", decoder.codingPath)
        default: throw invalid("wrong-type", decoder.codingPath)
        }
    }
}

/// A strict boolean (JSONDecoder would also refuse a number, but the code must be ours).
struct OracleBool: Decodable {
    var value: Bool
    init(from decoder: any Decoder) throws {
        guard let b = try attempt({ try decoder.singleValueContainer().decode(Bool.self) }) else {
            throw invalid("wrong-type", decoder.codingPath)
        }
        value = b
    }
}

struct OracleString: Decodable {
    var value: String
    init(from decoder: any Decoder) throws {
        guard let s = try attempt({ try decoder.singleValueContainer().decode(String.self) }) else {
            throw invalid("wrong-type", decoder.codingPath)
        }
        value = s
    }
}
