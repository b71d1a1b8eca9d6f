import OrientationPolicy

/// One target of a Tuist `Project`, read as the Xcode target Tuist generates from it: its product, the devices
/// and iOS version its `destinations` / `deploymentTargets` (or the older `platform` / `deploymentTarget`) make
/// Tuist write (`TARGETED_DEVICE_FAMILY`, `IPHONEOS_DEPLOYMENT_TARGET`, Tuist's ConfigGenerator), its build
/// settings (`settings: .settings(base:configurations:)`, which override those), its Info.plist and its files.
struct TuistTarget {
    var name: String
    var kind: XcodeTargetFiles.Kind
    var location: SourceLocation
    var files: Set<String>
    var dependencies: [String]
    /// Set for an application target that builds for iOS.
    var app: XcodeApplicationTarget?
    /// The `.file` Info.plist of an application target for another platform.
    var otherPlatformInfoPlist: String?

    static let applicationProducts: Set<String> = ["app", "appClip"]
    static let libraryProducts: Set<String> = ["framework", "staticFramework", "staticLibrary", "dynamicLibrary"]

    /// ProjectDescription's `Destination` cases.
    static let destinationCases: Set<String> = [
        "iPhone", "iPad", "mac", "macWithiPadDesign", "macCatalyst", "appleWatch", "appleTv", "appleVision",
        "appleVisionWithiPadDesign",
    ]

    /// The `Destination` cases a `destinations:` value names: a list of cases, or a `Destinations` set of
    /// ProjectDescription (`.iOS` is iPhone, iPad, Mac and Vision with the iPad design); nil when not literal.
    static func destinations(_ v: ManifestValue) -> Set<String>? {
        if v.callName == "Set", let inner = v.firstUnlabelled { return destinations(inner) }
        if let items = v.elements {
            var out: Set<String> = []
            for i in items {
                guard let name = i.memberName, destinationCases.contains(name) else { return nil }
                out.insert(name)
            }
            return out
        }
        switch v.memberName {
        case "iOS": return ["iPhone", "iPad", "macWithiPadDesign", "appleVisionWithiPadDesign"]
        case "macOS": return ["mac"]
        case "tvOS": return ["appleTv"]
        case "watchOS": return ["appleWatch"]
        case "visionOS": return ["appleVision"]
        case let name? where destinationCases.contains(name): return [name]
        default: return nil
        }
    }

    /// Reads `value` (a `Target(...)`, `.target(...)`, `Target.target(...)`) of the manifest at `manifest`.
    static func read(
        _ value: ManifestValue, manifest: String, paths: TuistPaths, listing: [String], projectSettings: [PlistNode.Entry],
        projectName: String, load: @escaping (String) -> [UInt8]?, notes: inout [Located<String>]
    ) throws(ImportError) -> TuistTarget? {
        guard let name = value.argument("name")?.string else {
            notes.append(Located("a target whose name is not a literal in the manifest, so it was not read", at: value.location))
            return nil
        }
        var targetNotes: [Located<String>] = []
        let product = value.argument("product")?.memberName
        let kind: XcodeTargetFiles.Kind =
            product.map { applicationProducts.contains($0) ? .application : libraryProducts.contains($0) ? .library : .other } ?? .other
        let sources = value.argument("sources").flatMap(paths.globs) ?? []
        let resources = value.argument("resources").flatMap(paths.globs) ?? []
        let folders = value.argument("buildableFolders").flatMap(paths.globs) ?? []
        var target = TuistTarget(
            name: name, kind: kind, location: value.location,
            files: TuistPaths.matching(sources + resources + folders, in: listing),
            dependencies: (value.argument("dependencies")?.elements ?? []).compactMap {
                $0.callName == "target" ? ($0.argument("name") ?? $0.firstUnlabelled)?.string : nil
            })
        guard kind == .application else { return target }
        if value.argument("sources") != nil, value.argument("sources").flatMap(paths.globs) == nil {
            targetNotes.append(
                Located("the sources of target \(name) are not a literal in the manifest, so which files it builds was not read", at: value.location))
        }

        // The devices and version Tuist derives, as settings the target's own override.
        var derived: [PlistNode.Entry] = []
        func setting(_ key: String, _ text: String, at: SourceLocation) {
            derived.append(PlistNode.Entry(key: key, keyLocation: at, value: PlistNode(value: .string(text), location: at)))
        }
        var forIOS = true
        if let d = value.argument("destinations") {
            if let set = destinations(d) {
                forIOS = set.contains("iPhone") || set.contains("iPad")
                let families = [set.contains("iPhone") ? "1" : nil, set.contains("iPad") ? "2" : nil].compactMap { $0 }
                if !families.isEmpty { setting("TARGETED_DEVICE_FAMILY", families.joined(separator: ","), at: d.location) }
            } else {
                targetNotes.append(
                    Located(
                        "the destinations of target \(name) are not a literal in the manifest (\(d.unreadReason ?? "computed")), so the devices it is built for are unknown",
                        at: d.location))
                setting("TARGETED_DEVICE_FAMILY", "", at: d.location)
            }
        } else if let p = value.argument("platform") {
            forIOS = p.memberName == "iOS"
            if forIOS, value.argument("deploymentTarget")?.argument("devices") == nil {
                // Tuist 4 reads `platform: .iOS` as the `.iOS` destinations: iPhone and iPad.
                setting("TARGETED_DEVICE_FAMILY", "1,2", at: p.location)
            }
        }
        if let dt = value.argument("deploymentTargets") {
            let ios = dt.callName == "iOS" ? dt.firstUnlabelled : dt.argument("iOS")
            if let v = ios?.string { setting("IPHONEOS_DEPLOYMENT_TARGET", v, at: ios!.location) }
        } else if let dt = value.argument("deploymentTarget"), dt.callName == "iOS" {
            if let v = (dt.argument("targetVersion") ?? dt.firstUnlabelled)?.string {
                setting("IPHONEOS_DEPLOYMENT_TARGET", v, at: dt.location)
            }
            if let devices = dt.argument("devices") {
                let names = Set((devices.elements ?? [devices]).compactMap(\.memberName))
                let families = [names.contains("iphone") ? "1" : nil, names.contains("ipad") ? "2" : nil].compactMap { $0 }
                setting("TARGETED_DEVICE_FAMILY", families.joined(separator: ","), at: devices.location)
            }
        }
        let own = TuistSettings.read(value.argument("settings"), paths: paths, load: load, what: "target \(name)", notes: &targetNotes)
        let settings = XcodeBuildSettings(
            target: derived + own.entries, project: projectSettings,
            builtins: ["SRCROOT": ".", "PROJECT_DIR": ".", "SOURCE_ROOT": ".", "TARGET_NAME": name, "PROJECT_NAME": projectName],
            targetXcconfig: own.xcconfig)
        let infoPlist = value.argument("infoPlist")
        let filePlist: String? =
            switch infoPlist?.kind {
            case .string?: infoPlist.flatMap(paths.path)
            case .call("file", _)?: (infoPlist?.argument("path") ?? infoPlist?.firstUnlabelled).flatMap(paths.path)
            default: nil
            }
        guard forIOS else {
            target.otherPlatformInfoPlist = filePlist
            return target
        }
        var app = XcodeApplicationTarget(name: name, location: value.location)
        let family = settings.value("TARGETED_DEVICE_FAMILY")
        app.setsDeviceFamily = family != nil
        app.deviceFamilies = family.flatMap { DeviceFamily.idioms($0.value) }
        app.deploymentTarget = settings.value("IPHONEOS_DEPLOYMENT_TARGET").flatMap { try? SystemVersion(parsing: $0.value) }
        app.sdkVersion = settings.value("SDKROOT").flatMap { SDKRoot.iOSVersion($0.value) }
        app.infoPlistFile = filePlist
        let generatedKeys = try GeneratedInfoPlist.make(target: name, settings: settings, pbxprojPath: manifest)
        if filePlist != nil {
            app.generatedInfoPlist = generatedKeys
        } else {
            var plist = try TuistInfoPlist.generated(
                infoPlist, target: name, manifest: manifest, iPad: app.deviceFamilies?.contains(.pad) ?? true,
                at: value.location, notes: &targetNotes)
            if let generatedKeys { plist?.fillMissing(from: generatedKeys) }
            app.generatedInfoPlist = plist
        }
        let families = DeviceFamily.asBuilt(target: app, infoPlist: nil)
        app.generatedInfoPlist?.deviceFamilies = families
        app.generatedInfoPlist?.deploymentTarget = app.deploymentTarget
        app.generatedInfoPlist?.projectNotes = targetNotes
        app.projectNotes = targetNotes
        target.app = app
        return target
    }
}
