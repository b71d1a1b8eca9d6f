import OrientationPolicy

/// Reads an XcodeGen spec (`project.yml`, `project.yaml`) into the facts a checked-in project generated from it
/// would give (`XcodeProjectFacts`), without running XcodeGen: each target's files, and for each application
/// target its Info.plist (a file, the one XcodeGen writes from `info:`, or the keys Xcode generates from
/// `INFOPLIST_KEY_...` settings), device family and deployment target, every value located in the spec.
/// docs/importer.md ("XcodeGen") lists what is read; XcodeGen's Docs/ProjectSpec.md says what each key means.
package enum XcodeGenProjectReader {
    /// Application product types (`type:`), as XcodeGen names them.
    static let applicationTypes: Set<String> = ["application", "application.on-demand-install-capable"]
    static let libraryTypes: Set<String> = ["framework", "framework.static", "library.static", "library.dynamic"]

    /// `load` reads another file of the repository (includes, xcconfigs), nil when absent; `listing` is every
    /// file of the repository, to expand source folders. Returns the facts and every spec file read.
    package static func read(
        _ bytes: [UInt8], path: String, listing: [String], load: @escaping (String) -> [UInt8]?,
        refusal: @escaping (String) -> ImportError?
    ) throws(ImportError) -> (facts: XcodeProjectFacts, specFiles: [String]) {
        var loader = XcodeGenSpecLoader(load: load, refusal: refusal)
        let spec = try loader.spec(at: path, bytes: bytes)
        let projectDir = XcodeGenSpecLoader.folder(of: path)
        let name = spec["name"]?.text ?? ProjectPaths.stem(of: projectDir.isEmpty ? "Project" : projectDir)
        let location = XcodeProjectLocation(
            pbxprojPath: XcodeGenSpecLoader.join(projectDir, name + ".xcodeproj/project.pbxproj"), projectDirPath: nil)
        let configurations = XcodeGenConfigurations(spec: spec)
        let settings = XcodeGenSettings(spec: spec, configurations: configurations.names)
        let targetsNode = spec["targets"] ?? .mapping([], at: spec.location)
        guard let declared = targetsNode.pairs else {
            let at = targetsNode.location
            throw ImportError(
                .malformedPlist, file: at.file, line: at.line, "targets is \(targetsNode.typeName); expected a mapping of target names")
        }
        for t in declared where t.value.pairs == nil {
            throw ImportError(.malformedPlist, file: t.keyAt.file, line: t.keyAt.line, "target \(t.key) is \(t.value.typeName); expected a mapping")
        }
        // XcodeGen orders targets by name.
        let targets = XcodeGenTemplates.splitPlatforms(XcodeGenTemplates.resolve(targets: declared, templates: spec["targetTemplates"]))
            .map { XcodeGenNode.Pair(key: $0.value["name"]?.text ?? $0.key, keyAt: $0.keyAt, value: $0.value) }
            .sorted { $0.key < $1.key }
        var facts = XcodeProjectFacts()
        var sourceFiles: [[String]] = []
        for t in targets {
            let type = t.value["type"]?.text ?? ""
            let kind: XcodeTargetFiles.Kind =
                applicationTypes.contains(type) ? .application : libraryTypes.contains(type) ? .library : .other
            let (files, excluded) = XcodeGenSources.files(XcodeGenSources.entries(t.value), listing: listing)
            sourceFiles.append(files)
            var built = XcodeTargetFiles(name: t.key, kind: kind, files: Set(files))
            built.excluded = excluded
            facts.targetFiles.append(built)
        }
        // A `dependencies:` entry `target: Name` (or `Project/Name`) links a library target of the project.
        for (i, t) in targets.enumerated() {
            for d in t.value["dependencies"]?.items ?? [] {
                guard let named = d["target"]?.text else { continue }
                let name = String(named.split(separator: "/").last ?? "")
                if let j = targets.firstIndex(where: { $0.key == name }), facts.targetFiles[j].kind == .library {
                    facts.targetFiles[i].linkedLibraries.append(j)
                }
            }
        }
        let target = XcodeGenTarget(
            spec: spec, specPath: path, location: location, configurations: configurations, settings: settings, load: load,
            allTargets: targets)
        for (i, t) in targets.enumerated() where facts.targetFiles[i].kind == .application {
            switch try target.application(t, sources: sourceFiles[i]) {
            case .iOS(var app):
                app.targetFilesIndex = i
                facts.targets.append(app)
            case .otherPlatform(let plists):
                facts.otherPlatformInfoPlists += plists
            }
        }
        return (facts, loader.files)
    }
}

/// The project's build configurations (`configs:`, name -> `debug` or `release`; Debug and Release when absent)
/// and the one read: Release when there is one, else the first of type release, else the first.
struct XcodeGenConfigurations {
    var names: [String]
    var chosen: String

    init(spec: XcodeGenNode) {
        let pairs = spec["configs"]?.pairs ?? []
        names = pairs.isEmpty ? ["Debug", "Release"] : pairs.map(\.key).sorted()
        chosen =
            names.first { $0 == "Release" } ?? pairs.first { $0.value.text?.lowercased() == "release" }?.key ?? names.first ?? "Release"
    }
}
