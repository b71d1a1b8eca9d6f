import OrientationPolicy

/// Reads an Xcode project's `project.pbxproj` for what it says about its iOS apps' Info.plists: the file each
/// application target names, and the keys Xcode 13 and later generate from build settings. docs/importer.md
/// lists what is read.
package enum XcodeProjectReader {
    /// A project.pbxproj: the Info.plists Xcode generates from build settings (GENERATE_INFOPLIST_FILE = YES with
    /// INFOPLIST_KEY_* settings), one per application target; `path` is the pbxproj's path. Also returns which
    /// Info.plist files (INFOPLIST_FILE, resolved relative to the .xcodeproj's folder's parent, `$(SRCROOT)` and
    /// `$(PROJECT_DIR)` expanded) belong to application targets, so an app's plist can be told from an
    /// extension's. Throws ImportError(.malformedPlist, file: path, line: ...) when the file is not an old-style
    /// property list, or not an Xcode project's (no `objects`, no `rootObject`).
    /// The settings of the `.xcconfig` a configuration is based on, and whether it names one that could not be read.
    ///
    /// CocoaPods writes the `.xcconfig` an app target is based on (`Pods/Target Support Files/Pods-App/
    /// Pods-App.release.xcconfig`) when `pod install` runs, and most repositories do not commit it. Its generator
    /// (CocoaPods' `Generator::XCConfig::AggregateXCConfig`) writes search paths, linker and compiler flags and
    /// the `PODS_*` variables, never a device family or a deployment target, so such a file that is absent counts
    /// as read and empty for those.
    ///
    /// A file whose required `#include` is found neither beside it nor from the project folder is read as far as it
    /// goes and still counts as unread: a setting that decides the platform or the devices may be in the missing one.
    static func xcconfig(
        _ configuration: XcodeObjectGraph.Configuration, tree: XcodeFileTree, projectDir: String,
        load: ((String) -> [UInt8]?)?
    ) -> (settings: [PlistNode.Entry], unread: String?) {
        guard let ref = configuration.baseConfigurationReference else { return ([], nil) }
        guard let path = tree.files(of: ref).first else { return ([], "an .xcconfig outside the repository") }
        guard let load else { return ([], isCocoaPodsAggregate(path) ? nil : path) }
        var reader = XcconfigReader(load: load, projectDir: projectDir)
        guard let settings = reader.settings(at: path) else { return ([], isCocoaPodsAggregate(path) ? nil : path) }
        return (settings, reader.missingInclude)
    }

    /// `Pods/Target Support Files/Pods-NAME/Pods-NAME.CONFIG.xcconfig`.
    static func isCocoaPodsAggregate(_ path: String) -> Bool {
        let parts = path.split(separator: "/")
        guard parts.count >= 3, let name = parts.last, name.hasPrefix("Pods-"), name.hasSuffix(".xcconfig") else { return false }
        return parts[parts.count - 3] == "Target Support Files"
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
    /// it (or when the file is not in the repository) a target whose configuration is based on one records it in
    /// `unreadXcconfig`, so what the file would have set stays unknown.
    package static func read(_ bytes: [UInt8], path: String, load: ((String) -> [UInt8]?)? = nil) throws(ImportError) -> XcodeProjectFacts {
        let graph = try XcodeObjectGraph(root: propertyList(bytes, path: path), path: path)
        let project = try graph.rootProject()
        let location = XcodeProjectLocation(pbxprojPath: path, projectDirPath: graph.string(project, "projectDirPath"))
        let projectConfigurations = graph.configurations(of: project)
        var facts = XcodeProjectFacts()
        let tree = XcodeFileTree(graph: graph, project: project, projectDir: location.projectDir)
        let (targetFiles, targetIndex) = XcodeBuildPhases.targets(of: project, graph: graph, tree: tree)
        facts.targetFiles = targetFiles
        facts.projectPath = String(path.split(separator: "/").dropLast().joined(separator: "/"))
        facts.localPackages = XcodeBuildPhases.localPackages(of: project, graph: graph, tree: tree)
        facts.readsLinks = true
        for targetID in graph.strings(project, "targets") {
            guard let target = graph.object(targetID), graph.string(target, "isa") == "PBXNativeTarget",
                let productType = graph.string(target, "productType"),
                XcodeProjectLocation.applicationProductTypes.contains(productType)
            else { continue }
            let name = graph.string(target, "name") ?? graph.string(target, "productName") ?? targetID
            let configurations = graph.configurations(of: target)
            guard let chosen = XcodeObjectGraph.choose(configurations) else { continue }
            let projectLevel =
                projectConfigurations.first { $0.name == chosen.name }
                ?? XcodeObjectGraph.choose(projectConfigurations)
            let targetXcconfig = xcconfig(chosen, tree: tree, projectDir: location.projectDir, load: load)
            let projectXcconfig =
                projectLevel.map { xcconfig($0, tree: tree, projectDir: location.projectDir, load: load) }
                ?? (settings: [], unread: nil)
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
            app.unreadXcconfig = targetXcconfig.unread ?? projectXcconfig.unread
            app.deploymentTarget = settings.value("IPHONEOS_DEPLOYMENT_TARGET").flatMap {
                try? SystemVersion(parsing: $0.value)
            }
            app.sdkVersion = settings.value("SDKROOT").flatMap { SDKRoot.iOSVersion($0.value) }
            // Release is what ships; without one, whichever configuration ships installs as far back as the
            // lowest of them, so that is the floor lint may not go below.
            if chosen.name != "Release" {
                for other in configurations where other.name != chosen.name {
                    let level = projectConfigurations.first { $0.name == other.name } ?? projectLevel
                    let otherSettings = XcodeBuildSettings(
                        target: other.settings, project: level?.settings ?? [], builtins: location.builtins(targetName: name),
                        targetXcconfig: xcconfig(other, tree: tree, projectDir: location.projectDir, load: load).settings,
                        projectXcconfig: level.map { xcconfig($0, tree: tree, projectDir: location.projectDir, load: load).settings } ?? [])
                    if let v = otherSettings.value("IPHONEOS_DEPLOYMENT_TARGET").flatMap({ try? SystemVersion(parsing: $0.value) }),
                        app.deploymentTarget.map({ v < $0 }) ?? true
                    {
                        app.deploymentTarget = v
                    }
                }
            }
            if let file = settings.value("INFOPLIST_FILE"), !file.value.isEmpty {
                app.infoPlistFile = location.resolve(file.value)
            }
            // Another configuration may name another file (a Debug-only plist when Release's is missing from the
            // repository); it is still this target's Info.plist.
            for other in configurations where other.name != chosen.name {
                let level = projectConfigurations.first { $0.name == other.name } ?? projectLevel
                let otherSettings = XcodeBuildSettings(
                    target: other.settings, project: level?.settings ?? [],
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
