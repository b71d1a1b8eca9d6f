import Foundation
import OrientationPolicy

// The oracle's object types (the API "POST /v1/decide" and "Controller"). Each `init(from:)` checks unknown
// members first, then reads members in the API's order, and builds the engine value.

struct OracleScenario: Decodable {
    var value: Scenario

    init(from decoder: any Decoder) throws {
        guard let c = try attempt({ try decoder.container(keyedBy: AnyKey.self) }) else { throw invalid("wrong-type", decoder.codingPath) }
        try c.rejectUnknown(["device", "app", "window", "windows", "interfaceOrientation", "deviceOrientation"])
        var s = Scenario()
        if let d = try c.value(OracleDevice.self, "device") { s.device = d.value }
        if let a = try c.value(OracleApp.self, "app") { s.app = a.value }
        let hasWindows = try c.has("windows")
        if let w = try c.value(OracleWindow.self, "window") {
            if hasWindows { throw invalid("conflicting-fields", c.codingPath, "windows") }
            s.windows = [w.value]
        } else if hasWindows {
            let wd = try c.superDecoder(forKey: AnyKey("windows"))
            guard var list = try attempt({ try wd.unkeyedContainer() }) else { throw invalid("wrong-type", wd.codingPath) }
            if list.count == 0 { throw invalid("out-of-range", wd.codingPath) }
            var windows: [Window] = []
            while !list.isAtEnd { windows.append(try list.decode(OracleWindow.self).value) }
            s.windows = windows
            s.windowsFromArray = true
        }
        s.interfaceOrientation = try c.value(OracleInterfaceOrientation.self, "interfaceOrientation")?.value
        s.deviceOrientation = try c.value(OracleDeviceOrientation.self, "deviceOrientation")?.value
        value = s
    }
}

struct OracleDevice: Decodable {
    var value = Device(idiom: .phone, systemVersion: .newestModelled, hasHomeButton: true, supportsMultitasking: true)

    init(from decoder: any Decoder) throws {
        guard let c = try attempt({ try decoder.container(keyedBy: AnyKey.self) }) else { throw invalid("wrong-type", decoder.codingPath) }
        try c.rejectUnknown(["idiom", "systemVersion", "hasHomeButton", "supportsMultitasking"])
        if let i = try c.value(OracleString.self, "idiom")?.value {
            switch i {
            case "phone": value.idiom = .phone
            case "pad": value.idiom = .pad
            default: throw invalid("invalid-idiom", c.codingPath, "idiom")
            }
        }
        if let v = try c.value(OracleString.self, "systemVersion")?.value {
            // "major[.minor[.patch]]": 1-3 dot-separated groups of 1-4 decimal digits.
            let parts = v.split(separator: ".", omittingEmptySubsequences: false)
            guard (1...3).contains(parts.count),
                parts.allSatisfy({ (1...4).contains($0.count) && $0.allSatisfy { $0 >= "0" && $0 <= "9" } })
            else { throw invalid("invalid-system-version", c.codingPath, "systemVersion") }
            let n = parts.map { Int($0)! }
            value.systemVersion = SystemVersion(n[0], n.count > 1 ? n[1] : 0, n.count > 2 ? n[2] : 0)
        }
        if let b = try c.value(OracleBool.self, "hasHomeButton") { value.hasHomeButton = b.value }
        if let b = try c.value(OracleBool.self, "supportsMultitasking") { value.supportsMultitasking = b.value }
    }
}

struct OracleApp: Decodable {
    var value = App()

    init(from decoder: any Decoder) throws {
        guard let c = try attempt({ try decoder.container(keyedBy: AnyKey.self) }) else { throw invalid("wrong-type", decoder.codingPath) }
        try c.rejectUnknown(["infoPlist", "supportedInterfaceOrientationsForWindow", "legacyAutorotationBridge"])
        if let p = try c.value(OracleInfoPlist.self, "infoPlist") { value.infoPlist = p.value }
        value.supportedInterfaceOrientationsForWindow =
            try c.value(OracleMask.self, "supportedInterfaceOrientationsForWindow")?.value
        if let b = try c.value(OracleBool.self, "legacyAutorotationBridge") { value.legacyAutorotationBridge = b.value }
    }
}

/// `app.infoPlist`: exact Info.plist keys (others ignored), or a whole plist document as a string, read here
/// with `PropertyListSerialization` (the fast path uses a different reader).
struct OracleInfoPlist: Decodable {
    var value = InfoPlist()

    static func list(_ any: Any?, _ path: [any CodingKey], _ key: String) throws -> [InterfaceOrientation]? {
        guard let any else { return nil }
        guard let names = any as? [String] else { throw invalid("invalid-info-plist", path) }
        return try names.map { n in
            guard let r = OracleTables.interface[n] else { throw invalid("invalid-interface-orientation", path) }
            return InterfaceOrientation(rawValue: r)!
        }
    }

    init(from decoder: any Decoder) throws {
        if let c = try attempt({ try decoder.container(keyedBy: AnyKey.self) }) {
            func orientations(_ key: String) throws -> [InterfaceOrientation]? {
                guard try c.has(key) else { return nil }
                let d = try c.superDecoder(forKey: AnyKey(key))
                guard var list = try attempt({ try d.unkeyedContainer() }) else { throw invalid("wrong-type", d.codingPath) }
                var out: [InterfaceOrientation] = []
                while !list.isAtEnd { out.append(try list.decode(OracleInterfaceOrientation.self).value) }
                return out
            }
            value.supportedInterfaceOrientations = try orientations("UISupportedInterfaceOrientations")
            value.supportedInterfaceOrientationsPad = try orientations("UISupportedInterfaceOrientations~ipad")
            value.supportedInterfaceOrientationsPhone = try orientations("UISupportedInterfaceOrientations~iphone")
            value.requiresFullScreen = try c.value(OracleBool.self, "UIRequiresFullScreen")?.value
            value.requiresFullScreenPad = try c.value(OracleBool.self, "UIRequiresFullScreen~ipad")?.value
            value.initialInterfaceOrientation = try c.value(OracleInterfaceOrientation.self, "UIInterfaceOrientation")?.value
            return
        }
        guard let text = try attempt({ try decoder.singleValueContainer().decode(String.self) }) else {
            throw invalid("wrong-type", decoder.codingPath)
        }
        let path = decoder.codingPath
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        let data: Data? =
            trimmed.hasPrefix("<")
            ? Data(trimmed.utf8) : Data(base64Encoded: trimmed, options: .ignoreUnknownCharacters)
        guard let data, !data.isEmpty,
            let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any]
        else { throw invalid("invalid-info-plist", path) }
        value.supportedInterfaceOrientations = try Self.list(plist["UISupportedInterfaceOrientations"], path, "")
        value.supportedInterfaceOrientationsPad = try Self.list(plist["UISupportedInterfaceOrientations~ipad"], path, "")
        value.supportedInterfaceOrientationsPhone = try Self.list(plist["UISupportedInterfaceOrientations~iphone"], path, "")
        for (key, assign) in [("UIRequiresFullScreen", 0), ("UIRequiresFullScreen~ipad", 1)] {
            guard let v = plist[key] else { continue }
            guard let b = v as? Bool else { throw invalid("invalid-info-plist", path) }
            if assign == 0 { value.requiresFullScreen = b } else { value.requiresFullScreenPad = b }
        }
        if let v = plist["UIInterfaceOrientation"] {
            guard let s = v as? String else { throw invalid("invalid-info-plist", path) }
            guard let r = OracleTables.interface[s] else { throw invalid("invalid-interface-orientation", path) }
            value.initialInterfaceOrientation = InterfaceOrientation(rawValue: r)
        }
    }
}

struct OracleWindow: Decodable {
    var value = Window()

    init(from decoder: any Decoder) throws {
        guard let c = try attempt({ try decoder.container(keyedBy: AnyKey.self) }) else { throw invalid("wrong-type", decoder.codingPath) }
        try c.rejectUnknown([
            "rootViewController", "isKeyWindow", "screen", "isHidden", "windowLevel",
            "supportedInterfaceOrientationsForWindow",
        ])
        value.rootViewController = try c.value(OracleController.self, "rootViewController")?.value
        if let b = try c.value(OracleBool.self, "isKeyWindow") { value.isKeyWindow = b.value }
        if let s = try c.value(OracleString.self, "screen")?.value {
            guard let screen = ["main": Window.Screen.main, "external": .external][s] else {
                throw invalid("invalid-screen", c.codingPath, "screen")
            }
            value.screen = screen
        }
        if let b = try c.value(OracleBool.self, "isHidden") { value.isHidden = b.value }
        if try c.has("windowLevel") {
            guard let d = try attempt({ try c.decode(Double.self, forKey: AnyKey("windowLevel")) }) else {
                throw invalid("wrong-type", c.codingPath, "windowLevel")
            }
            value.windowLevel = d
        }
        value.supportedInterfaceOrientationsForWindow =
            try c.value(OracleMask.self, "supportedInterfaceOrientationsForWindow")?.value
    }
}

struct OracleController: Decodable {
    var value: ViewController

    init(from decoder: any Decoder) throws {
        guard let c = try attempt({ try decoder.container(keyedBy: AnyKey.self) }) else { throw invalid("wrong-type", decoder.codingPath) }
        if let counter = decoder.userInfo[ControllerCounter.key] as? ControllerCounter {
            counter.count += 1
            if counter.count > 1000 { throw invalid("too-many-controllers", decoder.codingPath) }
        }
        try c.rejectUnknown([
            "name", "kind", "supportedInterfaceOrientations", "shouldAutorotate",
            "preferredInterfaceOrientationForPresentation", "shouldAutorotateToInterfaceOrientation", "forwarding",
            "viewControllers", "selectedIndex", "presentedViewController", "modalPresentationStyle",
            "shouldAutomaticallyForwardRotationMethods", "implementedCallbacks", "forwardsToPresentedViewController",
        ])
        let name = try c.value(OracleString.self, "name")?.value
        var kind = ControllerKind.viewController
        if let k = try c.value(OracleString.self, "kind")?.value {
            guard let parsed = OracleTables.kinds[k] else { throw invalid("invalid-controller-kind", c.codingPath, "kind") }
            kind = parsed
        }
        var v = ViewController(name: name ?? OracleTables.kindClass[kind]!, kind: kind)
        v.supportedInterfaceOrientations = try c.value(OracleMask.self, "supportedInterfaceOrientations")?.value
        v.shouldAutorotate = try c.value(OracleBool.self, "shouldAutorotate")?.value
        v.preferredInterfaceOrientationForPresentation =
            try c.value(OracleInterfaceOrientation.self, "preferredInterfaceOrientationForPresentation")?.value
        v.shouldAutorotateToInterfaceOrientation =
            try c.value(OracleMask.self, "shouldAutorotateToInterfaceOrientation")?.value
        if let f = try c.value(OracleString.self, "forwarding")?.value {
            guard let parsed = OracleTables.forwarding[f] else { throw invalid("invalid-forwarding", c.codingPath, "forwarding") }
            v.forwarding = parsed
        }
        if try c.has("viewControllers") {
            let d = try c.superDecoder(forKey: AnyKey("viewControllers"))
            guard var list = try attempt({ try d.unkeyedContainer() }) else { throw invalid("wrong-type", d.codingPath) }
            var children: [ViewController] = []
            while !list.isAtEnd { children.append(try list.decode(OracleController.self).value) }
            v.viewControllers = children
        }
        if try c.has("selectedIndex") {
            let d = try c.superDecoder(forKey: AnyKey("selectedIndex"))
            switch try OracleScalar(d) {
            case .integer(let i):
                // In range of viewControllers; an empty container may only say 0 (the API's own example).
                guard i >= 0, i < max(v.viewControllers.count, 1) else { throw invalid("out-of-range", d.codingPath) }
                v.selectedIndex = i
            case .tooLarge: throw invalid("out-of-range", d.codingPath)
            default: throw invalid("wrong-type", d.codingPath)
            }
        }
        v.presentedViewController = try c.value(OracleController.self, "presentedViewController")?.value
        if let s = try c.value(OracleString.self, "modalPresentationStyle")?.value {
            guard let style = OracleTables.styles[s] else {
                throw invalid("invalid-modal-presentation-style", c.codingPath, "modalPresentationStyle")
            }
            v.modalPresentationStyle = style
        }
        v.shouldAutomaticallyForwardRotationMethods =
            try c.value(OracleBool.self, "shouldAutomaticallyForwardRotationMethods")?.value
        if let names = try c.value([OracleString].self, "implementedCallbacks") {
            v.implementedCallbacks = Set(names.map(\.value))
        }
        v.forwardsToPresentedViewController = try c.value(OracleBool.self, "forwardsToPresentedViewController")?.value
        value = v
    }
}

/// Decodes a request body the Foundation way, mapping every failure to (status, code, pointer).
enum Oracle {
    /// Whether a `,` outside strings is followed (after whitespace) by `]` or `}`: not JSON (RFC 8259's
    /// `value-separator` stands only between values or members).
    static func hasTrailingComma(_ body: [UInt8]) -> Bool {
        var inString = false
        var escaped = false
        var comma = false
        for b in body {
            if inString {
                if escaped { escaped = false } else if b == 0x5C { escaped = true } else if b == 0x22 { inString = false }
                continue
            }
            switch b {
            case 0x20, 0x0A, 0x0D, 0x09: continue
            case 0x5D, 0x7D: if comma { return true }
            case 0x22: inString = true
            default: break
            }
            comma = b == 0x2C
        }
        return false
    }

    static func decode(_ body: [UInt8]) -> Result<Scenario, OracleProblem> {
        if body.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
            return .failure(OracleProblem(status: 400, code: "empty-body", pointer: nil))
        }
        // Foundation's parser decides what is JSON at all (RFC 8259; JSONDecoder reads some parts lazily), except
        // that it accepts a trailing comma "as a convenience even though it is not allowed via the spec"
        // (swift-corelibs-foundation#4682), which RFC 8259 and the service refuse.
        guard !hasTrailingComma(body),
            (try? JSONSerialization.jsonObject(with: Data(body), options: [.fragmentsAllowed])) != nil
        else {
            return .failure(OracleProblem(status: 400, code: "malformed-json", pointer: nil))
        }
        let decoder = JSONDecoder()
        decoder.userInfo[ControllerCounter.key] = ControllerCounter()
        do {
            return .success(try decoder.decode(OracleScenario.self, from: Data(body)).value)
        } catch let p as OracleProblem {
            return .failure(p)
        } catch DecodingError.dataCorrupted {
            return .failure(OracleProblem(status: 400, code: "malformed-json", pointer: nil))
        } catch DecodingError.typeMismatch(_, let ctx) {
            return .failure(invalid("wrong-type", ctx.codingPath))
        } catch DecodingError.valueNotFound(_, let ctx) {
            return .failure(invalid("wrong-type", ctx.codingPath))
        } catch {
            return .failure(OracleProblem(status: 0, code: "oracle-unexpected: \(error)", pointer: nil))
        }
    }
}
