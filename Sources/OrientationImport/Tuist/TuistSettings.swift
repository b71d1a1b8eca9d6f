/// A Tuist `Settings` value (`.settings(base:configurations:)`, `Settings(base:)`) as the build settings Tuist
/// writes: `base`, then the Release configuration's (`.release(name:settings:xcconfig:)`, the one the importer
/// reads for an Xcode target too) over it; the Release configuration's `.xcconfig` below both.
struct TuistSettings {
    var entries: [PlistNode.Entry] = []
    var xcconfig: [PlistNode.Entry] = []

    static func read(
        _ value: ManifestValue?, paths: TuistPaths, load: @escaping (String) -> [UInt8]?, what: String,
        notes: inout [Located<String>]
    ) -> TuistSettings {
        var out = TuistSettings()
        guard let value else { return out }
        guard ["settings", "Settings"].contains(value.callName ?? "") else {
            notes.append(
                Located(
                    "the settings of \(what) are not a literal in the manifest (\(value.unreadReason ?? "a form the importer does not read")), so they were not read",
                    at: value.location))
            return out
        }
        if let base = value.argument("base") { out.entries += dictionary(base, what: what, notes: &notes) }
        let configurations = value.argument("configurations")?.elements ?? []
        if let release = configurations.first(where: { $0.callName == "release" && ($0.argument("name")?.string ?? "Release") == "Release" })
            ?? configurations.first(where: { $0.callName == "release" })
        {
            if let s = release.argument("settings") { out.entries += dictionary(s, what: what, notes: &notes) }
            if let x = release.argument("xcconfig").flatMap(paths.path) {
                var reader = XcconfigReader(load: load, projectDir: paths.manifestDir)
                if let settings = reader.settings(at: x) {
                    out.xcconfig = settings
                } else {
                    notes.append(
                        Located(
                            "\(x), the .xcconfig of \(what)'s Release configuration, is not in the repository, so what it sets is unknown",
                            at: release.location))
                }
            }
        }
        return out
    }

    /// Whether the importer reads the build setting (`XcodeProjectReader`): only an unread value of one of these
    /// is worth a note.
    static func isRead(_ key: String) -> Bool {
        let name = key.split(separator: "[").first.map(String.init) ?? key
        return name.hasPrefix(GeneratedInfoPlist.prefix)
            || [
                "TARGETED_DEVICE_FAMILY", "IPHONEOS_DEPLOYMENT_TARGET", "GENERATE_INFOPLIST_FILE", "INFOPLIST_FILE", "SDKROOT", "SUPPORTED_PLATFORMS",
            ]
            .contains(name)
    }

    /// A `SettingsDictionary` literal: `"KEY": "value"`, `.string("v")`, `.array([...])`, `["a", "b"]`.
    static func dictionary(_ v: ManifestValue, what: String, notes: inout [Located<String>]) -> [PlistNode.Entry] {
        guard case .dictionary(let pairs) = v.kind else {
            notes.append(
                Located(
                    "build settings of \(what) are not a dictionary literal in the manifest (\(v.unreadReason ?? "computed")), so they were not read",
                    at: v.location))
            return []
        }
        var out: [PlistNode.Entry] = []
        for (k, value) in pairs {
            guard let key = k.string else { continue }
            let inner = ["string", "array"].contains(value.callName ?? "") ? (value.firstUnlabelled ?? value) : value
            let node: PlistNode.Value?
            if let s = inner.string {
                node = .string(s)
            } else if let items = inner.elements, items.allSatisfy({ $0.string != nil }) {
                node = .array(items.map { PlistNode(value: .string($0.string!), location: $0.location) })
            } else {
                node = nil
            }
            guard let node else {
                guard isRead(key) else { continue }
                notes.append(
                    Located(
                        "build setting \(key) of \(what) is not a literal in the manifest (\(value.unreadReason ?? "computed")), so it was not read",
                        at: value.location))
                continue
            }
            out.append(PlistNode.Entry(key: key, keyLocation: k.location, value: PlistNode(value: node, location: value.location)))
        }
        return out
    }
}
