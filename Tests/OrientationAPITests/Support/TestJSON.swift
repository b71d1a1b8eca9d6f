/// A JSON tree for building test inputs, serialized by its own small emitter (independent of the service's
/// writer), plus a seeded generator of random API requests and of single-fault mutations.
indirect enum TJ: Equatable {
    case null, bool(Bool), num(String), str(String), arr([TJ]), obj([(String, TJ)])

    static func == (a: TJ, b: TJ) -> Bool { a.text == b.text }

    var text: String {
        switch self {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .num(let n): return n
        case .str(let s): return Self.quote(s)
        case .arr(let a): return "[" + a.map(\.text).joined(separator: ",") + "]"
        case .obj(let m): return "{" + m.map { Self.quote($0.0) + ":" + $0.1.text }.joined(separator: ",") + "}"
        }
    }

    var bytes: [UInt8] { Array(text.utf8) }

    static func quote(_ s: String) -> String {
        var out = "\""
        for u in s.unicodeScalars {
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            default:
                if u.value < 0x20 {
                    let h = String(u.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - h.count) + h
                } else {
                    out.unicodeScalars.append(u)
                }
            }
        }
        return out + "\""
    }

    static func int(_ i: Int) -> TJ { .num(String(i)) }
}

/// SplitMix64: small, fast, and reproducible from a seed printed on failure.
struct SeededRandom: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Random valid API requests using every spelling the vocabulary table allows.
struct RequestGenerator {
    var rng: SeededRandom
    var controllers = 0
    /// The major iOS version of the request being built: presentation styles are picked among those it has.
    var styleVersion = 27

    init(seed: UInt64) { rng = SeededRandom(seed: seed) }

    mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &rng) < p }
    mutating func pick<T>(_ a: [T]) -> T { a.randomElement(using: &rng)! }

    static let interfaceSpellings: [[TJ]] = [
        [.str("unknown"), .str("UIInterfaceOrientationUnknown"), .int(0)],
        [.str("portrait"), .str("UIInterfaceOrientationPortrait"), .int(1)],
        [.str("portraitUpsideDown"), .str("UIInterfaceOrientationPortraitUpsideDown"), .int(2)],
        [.str("landscapeRight"), .str("UIInterfaceOrientationLandscapeRight"), .int(3)],
        [.str("landscapeLeft"), .str("UIInterfaceOrientationLandscapeLeft"), .int(4)],
    ]
    static let shortNames = ["portrait", "portraitUpsideDown", "landscapeRight", "landscapeLeft"]

    mutating func interface(allowUnknown: Bool = false) -> TJ {
        pick(Self.interfaceSpellings[allowUnknown ? Int.random(in: 0...4, using: &rng) : Int.random(in: 1...4, using: &rng)])
    }

    mutating func deviceOrientation() -> TJ {
        let names = ["unknown", "portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight", "faceUp", "faceDown"]
        let i = Int.random(in: 0...6, using: &rng)
        switch Int.random(in: 0...2, using: &rng) {
        case 0: return .str(names[i])
        case 1: return .str("UIDeviceOrientation" + names[i].prefix(1).uppercased() + names[i].dropFirst())
        default: return .int(i)
        }
    }

    mutating func mask() -> TJ {
        let bits: [(Int, String)] = [(2, "portrait"), (4, "portraitUpsideDown"), (16, "landscapeLeft"), (8, "landscapeRight")]
        var raw = 0
        var names: [String] = []
        for (b, n) in bits where chance(0.6) { raw |= b; names.append(n) }
        switch Int.random(in: 0...4, using: &rng) {
        case 0: return .int(raw)
        case 1:
            let named = [
                "portrait", "landscape", "all", "allButUpsideDown", "landscapeLeft",
                "UIInterfaceOrientationMaskAllButUpsideDown", "UIInterfaceOrientationMaskLandscapeRight",
            ]
            return .str(pick(named))
        case 2: return .arr(names.map { .str($0) })
        case 3: return .obj([("rawValue", .int(raw)), ("orientations", .arr(names.map { .str($0) }))])
        default: return .obj([("rawValue", .int(raw))])
        }
    }

    mutating func controller(depth: Int) -> TJ {
        controllers += 1
        var m: [(String, TJ)] = []
        let kinds = ["viewController", "navigationController", "tabBarController", "splitViewController", "pageViewController"]
        let kind = depth >= 3 ? "viewController" : pick(kinds)
        if chance(0.8) { m.append(("name", .str(pick(["RootVC", "PlayerViewController", "Ünïcode \"VC\"", "Tab/1~x", "A\\B"])))) }
        if chance(0.8) { m.append(("kind", .str(kind))) }
        if chance(0.5) { m.append(("supportedInterfaceOrientations", mask())) }
        if chance(0.3) { m.append(("shouldAutorotate", .bool(chance(0.5)))) }
        if chance(0.3) { m.append(("preferredInterfaceOrientationForPresentation", interface(allowUnknown: true))) }
        if chance(0.2) { m.append(("shouldAutorotateToInterfaceOrientation", mask())) }
        if kind != "viewController", chance(0.5) {
            m.append(("forwarding", .str(pick(["none", "topViewController", "visibleViewController", "selectedViewController", "allChildren"]))))
        }
        var childCount = 0
        if kind != "viewController", depth < 3 {
            childCount = Int.random(in: 0...3, using: &rng)
            var children: [TJ] = []
            for _ in 0..<childCount { children.append(controller(depth: depth + 1)) }
            m.append(("viewControllers", .arr(children)))
        }
        if kind == "tabBarController", chance(0.7) {
            m.append(("selectedIndex", .int(Int.random(in: 0..<max(childCount, 1), using: &rng))))
        }
        if depth < 3, chance(0.25) {
            var p = controller(depth: depth + 1)
            if case .obj(var pm) = p, chance(0.8) {
                // Only styles the request's iOS version has (over-full-screen, over-current-context and popover are
                // iOS 8.0+, custom 7.0+): the others are a 422 of their own, tested on their own.
                var styles = ["fullScreen", "pageSheet", "formSheet", "currentContext", "automatic", "UIModalPresentationFullScreen"]
                if styleVersion >= 7 { styles.append("custom") }
                if styleVersion >= 8 { styles += ["overFullScreen", "overCurrentContext", "popover"] }
                pm.append(("modalPresentationStyle", .str(pick(styles))))
                p = .obj(pm)
            }
            m.append(("presentedViewController", p))
        }
        if chance(0.1) { m.append(("shouldAutomaticallyForwardRotationMethods", .bool(chance(0.5)))) }
        if chance(0.1) { m.append(("forwardsToPresentedViewController", .bool(chance(0.7)))) }
        if chance(0.1) { m.append(("implementedCallbacks", .arr([.str("viewWillTransitionToSize:withTransitionCoordinator:")]))) }
        m.shuffle(using: &rng)
        return .obj(m)
    }

    mutating func window() -> TJ {
        var m: [(String, TJ)] = []
        if chance(0.9) { m.append(("rootViewController", controller(depth: 0))) }
        if chance(0.3) { m.append(("isKeyWindow", .bool(chance(0.7)))) }
        if chance(0.2) { m.append(("screen", .str(pick(["main", "external"])))) }
        if chance(0.2) { m.append(("isHidden", .bool(chance(0.2)))) }
        if chance(0.2) { m.append(("windowLevel", .num(pick(["0", "1000", "2000.5", "-1", "1e3"])))) }
        if chance(0.1) { m.append(("supportedInterfaceOrientationsForWindow", mask())) }
        return .obj(m)
    }

    mutating func request() -> TJ {
        controllers = 0
        styleVersion = 27
        var m: [(String, TJ)] = []
        if chance(0.8) {
            var d: [(String, TJ)] = []
            if chance(0.8) { d.append(("idiom", .str(pick(["phone", "pad"])))) }
            if chance(0.8) {
                let v = pick(["5.1", "6.0", "7.1.2", "8.3", "12", "16.4", "17.0", "26.0", "27.0"])
                styleVersion = Int(v.prefix { $0 != "." }) ?? 27
                d.append(("systemVersion", .str(v)))
            }
            if chance(0.4) { d.append(("hasHomeButton", .bool(chance(0.5)))) }
            if chance(0.3) { d.append(("supportsMultitasking", .bool(chance(0.5)))) }
            m.append(("device", .obj(d)))
        }
        if chance(0.8) {
            var a: [(String, TJ)] = []
            if chance(0.8) {
                var p: [(String, TJ)] = [("CFBundleName", .str("Demo")), ("UIApplicationSceneManifest", .obj([]))]
                for key in [
                    "UISupportedInterfaceOrientations", "UISupportedInterfaceOrientations~ipad",
                    "UISupportedInterfaceOrientations~iphone",
                ] where chance(0.5) {
                    p.append((key, .arr((0..<Int.random(in: 0...4, using: &rng)).map { _ in interface() })))
                }
                if chance(0.3) { p.append(("UIRequiresFullScreen", .bool(chance(0.5)))) }
                if chance(0.2) { p.append(("UIRequiresFullScreen~ipad", .bool(chance(0.5)))) }
                if chance(0.2) { p.append(("UIInterfaceOrientation", interface())) }
                p.shuffle(using: &rng)
                a.append(("infoPlist", .obj(p)))
            }
            if chance(0.3) { a.append(("supportedInterfaceOrientationsForWindow", mask())) }
            if chance(0.2) { a.append(("legacyAutorotationBridge", .bool(chance(0.5)))) }
            m.append(("app", .obj(a)))
        }
        if chance(0.8) {
            m.append(("window", window()))
        } else {
            m.append(("windows", .arr((0..<Int.random(in: 1...3, using: &rng)).map { _ in window() })))
        }
        if chance(0.6) { m.append(("interfaceOrientation", interface())) }
        if chance(0.6) { m.append(("deviceOrientation", deviceOrientation())) }
        m.shuffle(using: &rng)
        return .obj(m)
    }

    // MARK: mutations

    /// Every value position in the tree, as a path of member names and indices.
    static func positions(_ v: TJ, _ path: [Int] = []) -> [[Int]] {
        var out: [[Int]] = [path]
        switch v {
        case .arr(let a): for (i, x) in a.enumerated() { out += positions(x, path + [i]) }
        case .obj(let m): for (i, x) in m.enumerated() { out += positions(x.1, path + [i]) }
        default: break
        }
        return out
    }

    static func replace(_ v: TJ, at path: [Int], with f: (TJ) -> TJ) -> TJ {
        guard let first = path.first else { return f(v) }
        let rest = Array(path.dropFirst())
        switch v {
        case .arr(var a): a[first] = replace(a[first], at: rest, with: f); return .arr(a)
        case .obj(var m): m[first].1 = replace(m[first].1, at: rest, with: f); return .obj(m)
        default: return v
        }
    }

    /// One fault at one random position: a wrong type, a near-miss name, a bad integer, an unknown or renamed
    /// member, a removed member, or null.
    mutating func mutate(_ doc: TJ) -> TJ {
        let positions = Self.positions(doc)
        let at = pick(positions)
        let kind = Int.random(in: 0...6, using: &rng)
        var me = self
        let result = Self.replace(doc, at: at) { v in
            switch kind {
            case 0:
                return me.pick([.num("2.5"), .bool(true), .str("x"), .arr([]), .obj([]), .num("7")])
            case 1:
                if case .str(let s) = v {
                    return .str(me.pick([s + "s", String(s.dropLast()), s.uppercased(), "landscapeUp", "UIInterfaceOrientationPortrait"]))
                }
                return .str("portrait")
            case 2:
                return .num(me.pick(["-1", "1", "3", "5", "7", "31", "32", "1e30", "4.0", "1E1", "-0"]))
            case 3:
                if case .obj(var m) = v {
                    if m.isEmpty {
                        m.append(("supportedInterfaceOrientation", .str("all")))
                    } else {
                        let i = Int.random(in: 0..<m.count, using: &me.rng)
                        let renamed = me.pick([m[i].0 + "s", String(m[i].0.dropLast()), "extra", "a/b~c"])
                        if !m.contains(where: { $0.0 == renamed }) { m[i].0 = renamed }
                    }
                    return .obj(m)
                }
                return v
            case 4:
                if case .obj(var m) = v, !m.isEmpty { m.remove(at: Int.random(in: 0..<m.count, using: &me.rng)); return .obj(m) }
                return v
            case 5:
                return .null
            default:
                if case .arr(var a) = v { a.append(me.pick([.str("portrait"), .int(0), .obj([]), .null])); return .arr(a) }
                return .obj([("rawValue", .int(2))])
            }
        }
        self = me
        return result
    }

    /// One byte-level fault: delete, insert, replace or truncate.
    mutating func fuzzBytes(_ bytes: [UInt8]) -> [UInt8] {
        var b = bytes
        let interesting: [UInt8] = [
            0x22, 0x7B, 0x7D, 0x5B, 0x5D, 0x2C, 0x3A, 0x30, 0x5C, 0x00, 0x1F, 0xFF, 0xC0, 0xE2,
            0x78, 0x2D, 0x2E, 0x65, 0x20, 0x6E,
        ]
        let i = Int.random(in: 0..<b.count, using: &rng)
        switch Int.random(in: 0...3, using: &rng) {
        case 0: b.remove(at: i)
        case 1: b.insert(pick(interesting), at: i)
        case 2: b[i] = pick(interesting)
        default: b = Array(b[0..<i])
        }
        return b
    }
}
