import OrientationPolicy

/// The Info.plist Tuist writes for a target whose `infoPlist` is `.default`, `.extendingDefault(with:)` or
/// `.dictionary(...)`, as property-list entries located in the manifest, read by the same interpreter as an
/// Info.plist file.
///
/// The default content is Tuist's `InfoPlistContentProvider` (cli/Sources/TuistGenerator/Generator/
/// InfoPlistContentProvider.swift, https://github.com/tuist/tuist): for every target the bundle keys, for an app
/// `CFBundlePackageType` `APPL`, and for an iOS app `LSRequiresIPhoneOS`, `UIRequiredDeviceCapabilities`,
/// `UISupportedInterfaceOrientations` = portrait, landscape left, landscape right, a
/// `UIApplicationSceneManifest` without scene configurations and, when the destinations include iPad,
/// `UISupportedInterfaceOrientations~ipad` = all four. `extendingDefault(with:)` replaces each top-level key it
/// names (Tuist's `extend`); `.dictionary` is the whole content.
enum TuistInfoPlist {
    static func defaultEntries(iPad: Bool, at location: SourceLocation) -> [PlistNode.Entry] {
        func node(_ v: PlistNode.Value) -> PlistNode { PlistNode(value: v, location: location) }
        func strings(_ names: [String]) -> PlistNode { node(.array(names.map { node(.string($0)) })) }
        var entries: [(String, PlistNode)] = [
            ("CFBundleDevelopmentRegion", node(.string("$(DEVELOPMENT_LANGUAGE)"))),
            ("CFBundleIdentifier", node(.string("$(PRODUCT_BUNDLE_IDENTIFIER)"))),
            ("CFBundleInfoDictionaryVersion", node(.string("6.0"))),
            ("CFBundleName", node(.string("$(PRODUCT_NAME)"))),
            ("CFBundleShortVersionString", node(.string("1.0"))),
            ("CFBundleVersion", node(.string("1"))),
            ("CFBundlePackageType", node(.string("APPL"))),
            ("CFBundleExecutable", node(.string("$(EXECUTABLE_NAME)"))),
            ("LSRequiresIPhoneOS", node(.bool(true))),
            ("UIRequiredDeviceCapabilities", strings(["armv7"])),
            (
                "UISupportedInterfaceOrientations",
                strings(["UIInterfaceOrientationPortrait", "UIInterfaceOrientationLandscapeLeft", "UIInterfaceOrientationLandscapeRight"])
            ),
            (
                "UIApplicationSceneManifest",
                node(
                    .dictionary([
                        PlistNode.Entry(key: "UIApplicationSupportsMultipleScenes", keyLocation: location, value: node(.bool(false))),
                        PlistNode.Entry(key: "UISceneConfigurations", keyLocation: location, value: node(.dictionary([]))),
                    ]))
            ),
        ]
        if iPad {
            entries.append(
                (
                    "UISupportedInterfaceOrientations~ipad",
                    strings([
                        "UIInterfaceOrientationPortrait", "UIInterfaceOrientationPortraitUpsideDown",
                        "UIInterfaceOrientationLandscapeLeft", "UIInterfaceOrientationLandscapeRight",
                    ])
                ))
        }
        return entries.map { PlistNode.Entry(key: $0.0, keyLocation: location, value: $0.1) }
    }

    /// `base` with each key of `extra` replacing the key of the same name (Tuist's `extend`).
    static func extend(_ base: [PlistNode.Entry], with extra: [PlistNode.Entry]) -> [PlistNode.Entry] {
        let replaced = Set(extra.map(\.key))
        return base.filter { !replaced.contains($0.key) } + extra
    }

    /// The Info.plist keys the importer reads (`InfoPlistInterpreter`): only an unread value of one of these is
    /// worth a note.
    static let readKeys: Set<String> = Set(InfoPlistInterpreter.locatedKeys).union([
        "UILaunchStoryboardName", "UILaunchStoryboardName~ipad", "UILaunchStoryboardName~iphone", "UILaunchScreen",
        "UILaunchScreen~ipad", "UILaunchScreen~iphone", "UIApplicationSceneManifest", "UIDeviceFamily", "MinimumOSVersion",
        "NSExtension", "LSRequiresIPhoneOS", "UIMainStoryboardFile~ipad", "NSMainNibFile", "NSMainNibFile~ipad",
    ])

    /// The entries of a manifest dictionary literal (`[String: Plist.Value]`), and a note for each value that is
    /// not a literal: such a key is left out, so that a value the manifest computes is never read as Tuist's
    /// default.
    static func entries(_ dictionary: ManifestValue, notes: inout [Located<String>]) -> [PlistNode.Entry]? {
        let pairs: [(key: ManifestValue, value: ManifestValue)]
        switch dictionary.kind {
        case .dictionary(let p): pairs = p
        case .call("dictionary", _):
            guard let inner = dictionary.firstUnlabelled else { return nil }
            return entries(inner, notes: &notes)
        default: return nil
        }
        var out: [PlistNode.Entry] = []
        for (k, v) in pairs {
            guard let key = k.string else {
                notes.append(Located("an Info.plist key of the manifest is computed (\(k.unreadReason ?? "not a string"))", at: k.location))
                continue
            }
            if let node = node(v, key: key, notes: &notes) {
                out.append(PlistNode.Entry(key: key, keyLocation: k.location, value: node))
            }
        }
        return out
    }

    /// A `Plist.Value` as written: a literal (`"x"`, `true`, `[...]`, `[k: v]`) or its case (`.string("x")`,
    /// `.boolean(true)`, `.integer(1)`, `.real(1.0)`, `.array([...])`, `.dictionary([...])`).
    static func node(_ v: ManifestValue, key: String, notes: inout [Located<String>]) -> PlistNode? {
        func unread(_ why: String) -> PlistNode? {
            guard readKeys.contains(key) else { return nil }
            notes.append(Located("Info.plist key \(key) is not a literal in the manifest (\(why)), so it was not read", at: v.location))
            return nil
        }
        switch v.kind {
        case .string(let s): return PlistNode(value: .string(s), location: v.location)
        case .bool(let b): return PlistNode(value: .bool(b), location: v.location)
        case .number(let n):
            if let i = Int(n) { return PlistNode(value: .integer(i), location: v.location) }
            return PlistNode(value: .real(Double(n) ?? 0), location: v.location)
        case .array(let items):
            var nodes: [PlistNode] = []
            for item in items {
                guard let n = node(item, key: key, notes: &notes) else { return nil }
                nodes.append(n)
            }
            return PlistNode(value: .array(nodes), location: v.location)
        case .dictionary:
            guard let e = entries(v, notes: &notes) else { return unread("a dictionary") }
            return PlistNode(value: .dictionary(e), location: v.location)
        case .call(let name, _):
            guard let inner = v.firstUnlabelled else { return unread("`.\(name)` without a value") }
            switch name {
            case "string", "boolean", "integer", "real", "array", "dictionary":
                guard var n = node(inner, key: key, notes: &notes) else { return nil }
                n.location = v.location
                return n
            default: return unread("`.\(name)(...)`")
            }
        case .member(let name): return unread("`.\(name)`")
        case .none: return unread("nil")
        case .unknown(let why): return unread(why)
        }
    }

    /// The Info.plist a target's `infoPlist:` describes, when Tuist writes it (nil for `.file`): `declaresApp`
    /// is true, `path` is the manifest's path + `#` + the target name.
    static func generated(
        _ infoPlist: ManifestValue?, target: String, manifest: String, iPad: Bool, at targetLocation: SourceLocation,
        notes: inout [Located<String>]
    ) throws(ImportError) -> ImportedInfoPlist? {
        let at = infoPlist?.location ?? targetLocation
        var entries: [PlistNode.Entry]
        switch infoPlist?.kind {
        case nil, .member("default")?:
            entries = defaultEntries(iPad: iPad, at: at)
        case .call("extendingDefault", _)?:
            let extra = infoPlist?.argument("with").flatMap { Self.entries($0, notes: &notes) }
            if extra == nil {
                notes.append(Located("the keys extendingDefault(with:) adds are not a literal in the manifest, so they were not read", at: at))
            }
            entries = extend(defaultEntries(iPad: iPad, at: at), with: extra ?? [])
        case .call("dictionary", _)?:
            entries = infoPlist.flatMap { Self.entries($0, notes: &notes) } ?? []
        default:
            notes.append(
                Located(
                    "infoPlist of target \(target) is not a literal the importer reads (\(infoPlist?.unreadReason ?? "a form it does not know")), so its keys are unknown",
                    at: at))
            entries = []
        }
        var plist = try InfoPlistInterpreter(path: manifest + "#" + target, entries: entries, hasLines: true).read()
        plist.declaresApp = true
        return plist
    }
}
