import OrientationPolicy

/// One application target of an XcodeGen spec as the generated project would hold it, in the chosen
/// configuration: the build settings XcodeGen writes (`getTargetBuildSettings` and `getProjectBuildSettings` in
/// its SettingsBuilder.swift: the platform's setting presets, `deploymentTarget`, then the spec's settings; the
/// project's `options.deploymentTarget` and settings one level down; the configuration's `configFiles` xcconfigs
/// under each), and the Info.plist it gets (`getInfoPlists(for:)` in its PBXProjGenerator.swift: the
/// `INFOPLIST_FILE` setting, else the plist written from `info:`, else the first `Info.plist` among its sources).
struct XcodeGenTarget {
    enum Result {
        case iOS(XcodeApplicationTarget)
        /// A tvOS, macOS, watchOS or visionOS app, with the Info.plist files it names.
        case otherPlatform([String])
    }

    var spec: XcodeGenNode
    var specPath: String
    var location: XcodeProjectLocation
    var configurations: XcodeGenConfigurations
    var settings: XcodeGenSettings
    var load: (String) -> [UInt8]?
    var allTargets: [XcodeGenNode.Pair]

    /// XcodeGen's platform presets (its SettingPresets/Platforms/*.yml): `SDKROOT` and `TARGETED_DEVICE_FAMILY`.
    static let platformPresets: [String: (sdk: String, family: String)] = [
        "iOS": ("iphoneos", "1,2"), "tvOS": ("appletvos", "3"), "watchOS": ("watchos", "4"), "macOS": ("macosx", ""),
        "visionOS": ("xros", "7"),
    ]
    /// Its SettingPresets/SupportedDestinations/*.yml: `SUPPORTED_PLATFORMS` and `TARGETED_DEVICE_FAMILY` of
    /// each destination, joined over the target's destinations in XcodeGen's order (iOS first).
    static let destinationPresets: [(name: String, platforms: String, family: String)] = [
        ("iOS", "iphoneos iphonesimulator", "1,2"), ("tvOS", "appletvos appletvsimulator", "3"),
        ("watchOS", "watchos watchsimulator", "4"), ("visionOS", "xros xrsimulator", "7"), ("macOS", "macosx", ""),
        ("macCatalyst", "", ""),
    ]

    func application(_ pair: XcodeGenNode.Pair, sources: [String]) throws(ImportError) -> Result {
        let t = pair.value
        let name = pair.key
        let platformNode = t["platform"]
        var platform = platformNode?.text ?? ""
        let destinations = t["supportedDestinations"]?.items.compactMap(\.text) ?? []
        if platform.isEmpty, !destinations.isEmpty { platform = "auto" }
        let config = configurations.chosen
        let presetsAt = platformNode?.location ?? t["supportedDestinations"]?.location ?? pair.keyAt
        let presets = spec["options"]?["settingPresets"]?.text ?? "all"

        var targetLevel: [PlistNode.Entry] = []
        if presets == "all" || presets == "targets" {
            if let p = Self.platformPresets[platform] {
                targetLevel.append(XcodeGenSettings.entry("SDKROOT", p.sdk, at: presetsAt))
                if !p.family.isEmpty { targetLevel.append(XcodeGenSettings.entry("TARGETED_DEVICE_FAMILY", p.family, at: presetsAt)) }
            }
            if platform == "auto" { targetLevel.append(XcodeGenSettings.entry("SDKROOT", "auto", at: presetsAt)) }
            if !destinations.isEmpty {
                let chosen = Self.destinationPresets.filter { destinations.contains($0.name) }
                let platforms = chosen.map(\.platforms).filter { !$0.isEmpty }.joined(separator: " ")
                let families = chosen.map(\.family).filter { !$0.isEmpty }.joined(separator: ",")
                targetLevel.append(XcodeGenSettings.entry("SUPPORTED_PLATFORMS", platforms, at: presetsAt))
                targetLevel.append(XcodeGenSettings.entry("TARGETED_DEVICE_FAMILY", families, at: presetsAt))
            }
        }
        if let deployment = t["deploymentTarget"], let version = deployment.text,
            platform == "iOS" || destinations.contains("iOS")
        {
            targetLevel.append(XcodeGenSettings.entry("IPHONEOS_DEPLOYMENT_TARGET", version, at: deployment.location))
        }
        var projectLevel: [PlistNode.Entry] = []
        let platforms = allTargets.compactMap { $0.value["platform"]?.text }
        if let first = platforms.first, platforms.count == allTargets.count, platforms.allSatisfy({ $0 == first }),
            let sdk = Self.platformPresets[first]?.sdk
        {
            projectLevel.append(XcodeGenSettings.entry("SDKROOT", sdk, at: spec.location))
        }
        if let version = spec["options"]?["deploymentTarget"]?["iOS"], let text = version.text {
            projectLevel.append(XcodeGenSettings.entry("IPHONEOS_DEPLOYMENT_TARGET", text, at: version.location))
        }
        projectLevel += settings.entries(spec["settings"], config: config)

        let targetConfig = xcconfig(t["configFiles"]?[config])
        let projectConfig = xcconfig(spec["configFiles"]?[config])
        // XcodeGen leaves out a preset the xcconfig sets, so the file's value is the one built.
        let fromFiles = Set((targetConfig.settings + projectConfig.settings).map(\.key))
        targetLevel = targetLevel.filter { !fromFiles.contains($0.key) }
        targetLevel += settings.entries(t["settings"], config: config)
        let build = XcodeBuildSettings(
            target: targetLevel, project: projectLevel, builtins: location.builtins(targetName: name),
            targetXcconfig: targetConfig.settings, projectXcconfig: projectConfig.settings)

        let info = t["info"]
        let infoPath = info?["path"]?.text
        let settingFile = build.value("INFOPLIST_FILE").flatMap { $0.value.isEmpty ? nil : location.resolve($0.value) }
        guard XcodeProjectLocation.buildsForIOS(build) else {
            return .otherPlatform([settingFile ?? infoPath].compactMap { $0 })
        }
        var app = XcodeApplicationTarget(name: name, location: pair.keyAt)
        let family = build.value("TARGETED_DEVICE_FAMILY")
        app.setsDeviceFamily = family != nil
        app.deviceFamilies = family.flatMap { DeviceFamily.idioms($0.value) }
        app.unreadXcconfig = targetConfig.unread ?? projectConfig.unread
        app.deploymentTarget = build.value("IPHONEOS_DEPLOYMENT_TARGET").flatMap { try? SystemVersion(parsing: $0.value) }
        app.sdkVersion = build.value("SDKROOT").flatMap { SDKRoot.iOSVersion($0.value) }
        var generated = try GeneratedInfoPlist.make(target: name, settings: build, pbxprojPath: specPath)
        if let settingFile {
            app.infoPlistFile = settingFile
        } else if let info {
            var written = try XcodeGenInfoPlist.make(info, type: t["type"]?.text ?? "", path: specPath + "#" + name)
            if let generated { written.fillMissing(from: generated) }
            generated = written
        } else if let found = sources.first(where: { $0.split(separator: "/").last == "Info.plist" }) {
            app.infoPlistFile = found
        }
        generated?.deviceFamilies = DeviceFamily.asBuilt(target: app, infoPlist: nil)
        generated?.deploymentTarget = app.deploymentTarget
        app.generatedInfoPlist = generated
        return .iOS(app)
    }

    /// The settings of an xcconfig the spec names (its path relative to the repository root), and its path when it
    /// could not be read.
    private func xcconfig(_ node: XcodeGenNode?) -> (settings: [PlistNode.Entry], unread: String?) {
        guard let text = node?.text else { return ([], nil) }
        let path = XcodeProjectLocation.normalize(text)
        var reader = XcconfigReader(load: load, projectDir: location.projectDir)
        guard let settings = reader.settings(at: path) else {
            return ([], XcodeProjectReader.isCocoaPodsAggregate(path) ? nil : path)
        }
        return (settings, reader.missingInclude)
    }
}
