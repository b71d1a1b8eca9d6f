import OrientationPolicy

/// Reads an Xcode project's `project.pbxproj` for what it says about its iOS apps' Info.plists: the file each
/// application target names, and the keys Xcode 13 and later generate from build settings. docs/importer.md
/// lists what is read.
public enum XcodeProjectReader {
    /// A project.pbxproj: the Info.plists Xcode generates from build settings (GENERATE_INFOPLIST_FILE = YES with
    /// INFOPLIST_KEY_* settings), one per application target; `path` is the pbxproj's path. Also returns which
    /// Info.plist files (INFOPLIST_FILE, resolved relative to the .xcodeproj's folder's parent, `$(SRCROOT)` and
    /// `$(PROJECT_DIR)` expanded) belong to application targets, so an app's plist can be told from an
    /// extension's. Throws ImportError(.malformedPlist, file: path, line: ...) when the file is not an old-style
    /// property list, or not an Xcode project's (no `objects`, no `rootObject`).
    /// The settings of the `.xcconfig` a configuration is based on, and whether it names one that could not be read.
    static func xcconfig(_ configuration: XcodeObjectGraph.Configuration, tree: XcodeFileTree,
                         load: ((String) -> [UInt8]?)?) -> (settings: [PlistNode.Entry], unread: Bool) {
        guard let ref = configuration.baseConfigurationReference else { return ([], false) }
        guard let load, let path = tree.files(of: ref).first,
              let settings = XcconfigReader(load: load).settings(at: path) else { return ([], true) }
        return (settings, false)
    }

    /// The file's property list. Xcode writes old-style text, but it also opens, and keeps, a project file in XML
    /// property-list format, which older CocoaPods and other generators wrote: both give the same objects.
    static func propertyList(_ bytes: [UInt8], path: String) throws(ImportError) -> PlistNode {
        let start = bytes.drop { [0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }
        return start.starts(with: Array("<?xml".utf8)) || start.starts(with: Array("<plist".utf8))
            ? try XMLPropertyList.read(bytes, path: path)
            : try OpenStepParser.parse(bytes, path: path)
    }

    /// `load` reads another file of the repository: the `.xcconfig` files the configurations are based on. Without
    /// it (or when the file is not in the repository) a configuration based on one is marked `basedOnXcconfig`, so
    /// what the file would have set stays unknown.
    public static func read(_ bytes: [UInt8], path: String, load: ((String) -> [UInt8]?)? = nil) throws(ImportError) -> XcodeProjectFacts {
        let graph = try XcodeObjectGraph(root: propertyList(bytes, path: path), path: path)
        let project = try graph.rootProject()
        let location = XcodeProjectLocation(pbxprojPath: path, projectDirPath: graph.string(project, "projectDirPath"))
        let projectConfigurations = graph.configurations(of: project)
        var facts = XcodeProjectFacts()
        let tree = XcodeFileTree(graph: graph, project: project, projectDir: location.projectDir)
        let (targetFiles, targetIndex) = XcodeBuildPhases.targets(of: project, graph: graph, tree: tree)
        facts.targetFiles = targetFiles
        for targetID in graph.strings(project, "targets") {
            guard let target = graph.object(targetID), graph.string(target, "isa") == "PBXNativeTarget",
                  let productType = graph.string(target, "productType"),
                  XcodeProjectLocation.applicationProductTypes.contains(productType) else { continue }
            let name = graph.string(target, "name") ?? graph.string(target, "productName") ?? targetID
            let configurations = graph.configurations(of: target)
            guard let chosen = XcodeObjectGraph.choose(configurations) else { continue }
            let projectLevel = projectConfigurations.first { $0.name == chosen.name }
                ?? XcodeObjectGraph.choose(projectConfigurations)
            let targetXcconfig = xcconfig(chosen, tree: tree, load: load)
            let projectXcconfig = projectLevel.map { xcconfig($0, tree: tree, load: load) } ?? (settings: [], unread: false)
            let settings = XcodeBuildSettings(
                target: chosen.settings, project: projectLevel?.settings ?? [],
                builtins: location.builtins(targetName: name),
                targetXcconfig: targetXcconfig.settings, projectXcconfig: projectXcconfig.settings)
            guard XcodeProjectLocation.buildsForIOS(settings) else {
                if let file = settings.value("INFOPLIST_FILE"), !file.value.isEmpty {
                    facts.otherPlatformInfoPlists.append(location.resolve(file.value))
                }
                continue
            }
            var app = XcodeApplicationTarget(name: name, location: graph.objectLocations[targetID] ?? target.location)
            app.targetFilesIndex = targetIndex[targetID]
            let family = settings.value("TARGETED_DEVICE_FAMILY")
            app.setsDeviceFamily = family != nil
            app.deviceFamilies = family.flatMap { DeviceFamily.idioms($0.value) }
            app.basedOnXcconfig = targetXcconfig.unread || projectXcconfig.unread
            app.deploymentTarget = settings.value("IPHONEOS_DEPLOYMENT_TARGET").flatMap {
                try? SystemVersion(parsing: $0.value)
            }
            if let file = settings.value("INFOPLIST_FILE"), !file.value.isEmpty {
                app.infoPlistFile = location.resolve(file.value)
            }
            // Another configuration may name another file (a Debug-only plist when Release's is missing from the
            // repository); it is still this target's Info.plist.
            for other in configurations where other.name != chosen.name {
                let level = projectConfigurations.first { $0.name == other.name } ?? projectLevel
                let otherSettings = XcodeBuildSettings(target: other.settings, project: level?.settings ?? [],
                                                       builtins: location.builtins(targetName: name))
                if let file = otherSettings.value("INFOPLIST_FILE"), !file.value.isEmpty {
                    let resolved = location.resolve(file.value)
                    if resolved != app.infoPlistFile, !app.otherInfoPlistFiles.contains(resolved) {
                        app.otherInfoPlistFiles.append(resolved)
                    }
                }
            }
            app.generatedInfoPlist = try GeneratedInfoPlist.make(target: name, settings: settings, pbxprojPath: path)
            let families = DeviceFamily.asBuilt(target: app, infoPlist: nil)
            app.generatedInfoPlist?.deviceFamilies = families
            app.generatedInfoPlist?.deploymentTarget = app.deploymentTarget
            facts.targets.append(app)
        }
        return facts
    }
}
