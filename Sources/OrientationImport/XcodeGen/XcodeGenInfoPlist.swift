/// The Info.plist XcodeGen writes for a target with `info:` (XcodeGen's Docs/ProjectSpec.md, "Plist"): at
/// `info.path`, its default keys (`generateProperties(for:)` in its InfoPlistGenerator.swift: `CFBundlePackageType`
/// `APPL` for an application, `CFBundleName` `$(PRODUCT_NAME)`, ...) with `info.properties` written over them. It
/// writes the file on every generation, so a copy in the repository is the output of an earlier run: the spec's
/// properties are what the app gets, located at their lines in the spec.
enum XcodeGenInfoPlist {
    /// `path`: the distinct name of the generated plist (`project.yml#Target`).
    static func make(_ info: XcodeGenNode, type: String, path: String) throws(ImportError) -> ImportedInfoPlist {
        let at = info.location
        var entries: [PlistNode.Entry] = [
            XcodeGenSettings.entry("CFBundleName", "$(PRODUCT_NAME)", at: at),
            XcodeGenSettings.entry("CFBundleExecutable", "$(EXECUTABLE_NAME)", at: at),
        ]
        if type.hasPrefix("application") { entries.append(XcodeGenSettings.entry("CFBundlePackageType", "APPL", at: at)) }
        let properties = info["properties"]
        if let properties, properties.pairs == nil {
            throw ImportError(
                .malformedPlist, file: properties.location.file, line: properties.location.line,
                "info.properties is \(properties.typeName); expected a mapping of Info.plist keys")
        }
        for p in properties?.pairs ?? [] {
            entries.append(PlistNode.Entry(key: p.key, keyLocation: p.keyAt, value: plistValue(p.value)))
        }
        let file = properties?.location.file ?? at.file
        var plist = try InfoPlistInterpreter(path: file, entries: entries, hasLines: true).read()
        plist.path = path
        return plist
    }

    /// A YAML value as the property list XcodeGen writes from it: a plain boolean or integer as one, any other
    /// scalar a string.
    static func plistValue(_ node: XcodeGenNode) -> PlistNode {
        switch node {
        case .scalar(let s, let plain, let at):
            if let b = node.bool { return PlistNode(value: .bool(b), location: at) }
            if plain, let i = Int(s) { return PlistNode(value: .integer(i), location: at) }
            if plain, s.contains("."), let d = Double(s) { return PlistNode(value: .real(d), location: at) }
            return PlistNode(value: .string(s), location: at)
        case .sequence(let items, let at):
            return PlistNode(value: .array(items.map(plistValue)), location: at)
        case .mapping(let pairs, let at):
            return PlistNode(
                value: .dictionary(pairs.map { PlistNode.Entry(key: $0.key, keyLocation: $0.keyAt, value: plistValue($0.value)) }),
                location: at)
        }
    }
}
