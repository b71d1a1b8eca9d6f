@testable import OrientationImport

/// project.pbxproj files whose targets list files the way Xcode writes them: a group per folder under the main
/// group (`sourceTree = "<group>"`, the folder's name as `path`), a `PBXVariantGroup` for a `Base.lproj`
/// storyboard, `PBXBuildFile`s in sources, resources and frameworks phases, `PBXTargetDependency`s, and Xcode 16's
/// `PBXFileSystemSynchronizedRootGroup`s with their exception sets. Paths are relative to the project's folder.
enum XcodeTargetFixtures {
    struct Target {
        var name: String
        var productType = "com.apple.product-type.application"
        /// Build settings of both configurations, as `KEY = value;` lines.
        var settings: [String] = []
        var sources: [String] = []
        /// Storyboards and xibs; one under `Base.lproj/` is listed through a variant group.
        var resources: [String] = []
        /// Sources referenced with `sourceTree = SOURCE_ROOT` (from the main group, path from the project folder).
        var sourceRootSources: [String] = []
        /// Folders synchronized with the target, each with the files excepted for it (relative to the folder).
        var synchronizedFolders: [(path: String, exceptions: [String])] = []
        /// Targets of the project it depends on (`PBXTargetDependency`).
        var dependencies: [String] = []
        /// Targets of the project whose product its frameworks phase links.
        var linked: [String] = []
        /// An `.xcconfig` (path from the project folder) both configurations are based on.
        var baseConfiguration: String?
        /// Swift package products it links (`packageProductDependencies`), each an `XCSwiftPackageProductDependency`
        /// without a `package`, as Xcode writes a local package's product.
        var packageProducts: [String] = []
        /// Products of other projects its frameworks phase links by name, as a workspace's built products
        /// (`BUILT_PRODUCTS_DIR/Core.framework`).
        var builtProducts: [String] = []
        /// Targets of subprojects it depends on: the `.xcodeproj` (path from the project folder, referenced in the
        /// group tree) and the target's name, through a `PBXContainerItemProxy`.
        var subprojectDependencies: [(project: String, target: String)] = []
    }

    /// A pbxproj holding `targets`, referencing the local Swift packages at `localPackages` (paths from the project
    /// folder, as `XCLocalSwiftPackageReference`s).
    static func project(_ targets: [Target], localPackages: [String] = []) -> String {
        var writer = Writer()
        return writer.project(targets, localPackages: localPackages)
    }

    private struct Writer {
        var objects: [(id: String, comment: String, fields: [(String, Value)])] = []
        var counter = 0

        enum Value {
            case string(String)
            case list([String])
        }

        mutating func newID() -> String {
            counter += 1
            let hex = String(counter, radix: 16, uppercase: true)
            return "F00D" + String(repeating: "0", count: 20 - hex.count) + hex
        }

        mutating func add(_ comment: String, _ fields: [(String, Value)]) -> String {
            let id = newID()
            objects.append((id, comment, fields))
            return id
        }

        /// Groups by folder path ("" the main group), and the file references by path.
        var groups: [String: (id: String, children: [String])] = [:]
        var files: [String: String] = [:]

        mutating func group(_ folder: String) -> String {
            if let g = groups[folder] { return g.id }
            let id = newID()
            groups[folder] = (id, [])
            if !folder.isEmpty {
                let parts = folder.split(separator: "/")
                let parent = parts.dropLast().joined(separator: "/")
                _ = group(parent)
                groups[parent]!.children.append(id)
            }
            return id
        }

        /// A file reference (or, under `Base.lproj`, a variant group) for a group-relative path.
        mutating func reference(_ path: String) -> String {
            if let f = files[path] { return f }
            var parts = path.split(separator: "/").map(String.init)
            let name = parts.removeLast()
            var folder = parts.joined(separator: "/")
            var id: String
            if parts.last == "Base.lproj" {
                parts.removeLast()
                folder = parts.joined(separator: "/")
                let child = add(
                    name,
                    [
                        ("isa", .string("PBXFileReference")), ("name", .string("Base")),
                        ("path", .string("Base.lproj/" + name)), ("sourceTree", .string("<group>")),
                    ])
                id = add(
                    name,
                    [
                        ("isa", .string("PBXVariantGroup")), ("children", .list([child])),
                        ("name", .string(name)), ("sourceTree", .string("<group>")),
                    ])
            } else {
                id = add(
                    name,
                    [
                        ("isa", .string("PBXFileReference")), ("path", .string(name)),
                        ("sourceTree", .string("<group>")),
                    ])
            }
            _ = group(folder)
            groups[folder]!.children.append(id)
            files[path] = id
            return id
        }

        /// What Xcode names a target's product.
        static func productName(_ t: Target) -> String {
            switch t.productType {
            case "com.apple.product-type.framework", "com.apple.product-type.framework.static": t.name + ".framework"
            case "com.apple.product-type.library.static": "lib" + t.name + ".a"
            default: t.name + ".product"
            }
        }

        mutating func project(_ targets: [Target], localPackages: [String] = []) -> String {
            let mainGroup = group("")
            var targetIDs: [String: String] = [:]
            var productIDs: [String: String] = [:]
            for t in targets {
                targetIDs[t.name] = newID()
                productIDs[t.name] = add(
                    t.name,
                    [
                        ("isa", .string("PBXFileReference")), ("path", .string(Self.productName(t))),
                        ("sourceTree", .string("BUILT_PRODUCTS_DIR")),
                    ])
            }
            let packageReferences = localPackages.map { path in
                add(
                    "XCLocalSwiftPackageReference \"\(path)\"",
                    [("isa", .string("XCLocalSwiftPackageReference")), ("relativePath", .string(path))])
            }
            var syncGroups: [String: String] = [:]
            for t in targets {
                for folder in t.synchronizedFolders where syncGroups[folder.path] == nil {
                    syncGroups[folder.path] = newID()
                }
            }
            var exceptionSets: [String: [String]] = [:]
            for t in targets {
                for folder in t.synchronizedFolders where !folder.exceptions.isEmpty {
                    let set = add(
                        "Exceptions for \(folder.path) in \(t.name)",
                        [
                            ("isa", .string("PBXFileSystemSynchronizedBuildFileExceptionSet")),
                            ("membershipExceptions", .list(folder.exceptions)), ("target", .string(targetIDs[t.name]!)),
                        ])
                    exceptionSets[folder.path, default: []].append(set)
                }
            }
            for (path, id) in syncGroups.sorted(by: { $0.key < $1.key }) {
                objects.append(
                    (
                        id, path,
                        [
                            ("isa", .string("PBXFileSystemSynchronizedRootGroup")),
                            ("exceptions", .list(exceptionSets[path] ?? [])), ("path", .string(path)),
                            ("sourceTree", .string("<group>")),
                        ]
                    ))
                groups[""]!.children.append(id)
            }
            for t in targets {
                func buildFiles(_ refs: [String]) -> [String] {
                    refs.map { add("in phase", [("isa", .string("PBXBuildFile")), ("fileRef", .string($0))]) }
                }
                var sourceRefs = t.sources.map { reference($0) }
                for path in t.sourceRootSources {
                    let ref = add(
                        path,
                        [
                            ("isa", .string("PBXFileReference")), ("path", .string(path)),
                            ("sourceTree", .string("SOURCE_ROOT")),
                        ])
                    groups[""]!.children.append(ref)
                    sourceRefs.append(ref)
                }
                let sources = add("Sources", [("isa", .string("PBXSourcesBuildPhase")), ("files", .list(buildFiles(sourceRefs)))])
                let resources = add(
                    "Resources",
                    [
                        ("isa", .string("PBXResourcesBuildPhase")),
                        ("files", .list(buildFiles(t.resources.map { reference($0) }))),
                    ])
                let built = t.builtProducts.map { name in
                    add(
                        name,
                        [
                            ("isa", .string("PBXFileReference")), ("path", .string(name)),
                            ("sourceTree", .string("BUILT_PRODUCTS_DIR")),
                        ])
                }
                let frameworks = add(
                    "Frameworks",
                    [
                        ("isa", .string("PBXFrameworksBuildPhase")),
                        ("files", .list(buildFiles(t.linked.map { productIDs[$0]! } + built))),
                    ])
                var dependencies = t.dependencies.map { name in
                    add("PBXTargetDependency", [("isa", .string("PBXTargetDependency")), ("target", .string(targetIDs[name]!))])
                }
                for d in t.subprojectDependencies {
                    let portal = reference(d.project)
                    let proxy = add(
                        "PBXContainerItemProxy",
                        [
                            ("isa", .string("PBXContainerItemProxy")), ("containerPortal", .string(portal)),
                            ("proxyType", .string("1")), ("remoteGlobalIDString", .string("0123456789ABCDEF01234567")),
                            ("remoteInfo", .string(d.target)),
                        ])
                    dependencies.append(
                        add(
                            "PBXTargetDependency",
                            [("isa", .string("PBXTargetDependency")), ("name", .string(d.target)), ("targetProxy", .string(proxy))]))
                }
                let products = t.packageProducts.map { name in
                    add(name, [("isa", .string("XCSwiftPackageProductDependency")), ("productName", .string(name))])
                }
                let settings = t.settings.map { "\t\t\t\t\($0)\n" }.joined()
                var base: [(String, Value)] = []
                if let xcconfig = t.baseConfiguration {
                    let ref = add(
                        xcconfig,
                        [
                            ("isa", .string("PBXFileReference")), ("path", .string(xcconfig)),
                            ("sourceTree", .string("SOURCE_ROOT")),
                        ])
                    groups[""]!.children.append(ref)
                    base = [("baseConfigurationReference", .string(ref))]
                }
                let configurations = ["Debug", "Release"].map { name in
                    add(
                        name,
                        [("isa", .string("XCBuildConfiguration"))] + base
                            + [("buildSettings", .string("{\n\(settings)\t\t\t}")), ("name", .string(name))])
                }
                let list = add(
                    "Build configuration list",
                    [
                        ("isa", .string("XCConfigurationList")),
                        ("buildConfigurations", .list(configurations)),
                    ])
                objects.append(
                    (
                        targetIDs[t.name]!, t.name,
                        [
                            ("isa", .string("PBXNativeTarget")), ("buildConfigurationList", .string(list)),
                            ("buildPhases", .list([sources, frameworks, resources])), ("dependencies", .list(dependencies)),
                            ("fileSystemSynchronizedGroups", .list(t.synchronizedFolders.map { syncGroups[$0.path]! })),
                            ("name", .string(t.name)), ("packageProductDependencies", .list(products)),
                            ("productReference", .string(productIDs[t.name]!)), ("productType", .string(t.productType)),
                        ]
                    ))
            }
            for (folder, g) in groups {
                var fields: [(String, Value)] = [("isa", .string("PBXGroup")), ("children", .list(g.children))]
                if !folder.isEmpty { fields.append(("path", .string(String(folder.split(separator: "/").last!)))) }
                fields.append(("sourceTree", .string("<group>")))
                objects.append((g.id, folder.isEmpty ? "main group" : folder, fields))
            }
            let projectList = add(
                "Build configuration list for PBXProject",
                [
                    ("isa", .string("XCConfigurationList")),
                    (
                        "buildConfigurations",
                        .list(
                            ["Debug", "Release"].map { name in
                                add(
                                    name,
                                    [
                                        ("isa", .string("XCBuildConfiguration")), ("buildSettings", .string("{\n\t\t\t}")),
                                        ("name", .string(name)),
                                    ])
                            })
                    ),
                ])
            let root = add(
                "Project object",
                [
                    ("isa", .string("PBXProject")), ("buildConfigurationList", .string(projectList)),
                    ("mainGroup", .string(mainGroup)), ("packageReferences", .list(packageReferences)),
                    ("projectDirPath", .string("")), ("targets", .list(targets.map { targetIDs[$0.name]! })),
                ])
            var text = "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tclasses = {\n\t};\n\tobjectVersion = 77;\n\tobjects = {\n"
            for o in objects.sorted(by: { $0.id < $1.id }) {
                text += "\t\t\(o.id) /* \(o.comment) */ = {\n"
                for (key, value) in o.fields {
                    switch value {
                    case .string(let s): text += "\t\t\t\(key) = \(s.hasPrefix("{") ? s : quoted(s));\n"
                    case .list(let items): text += "\t\t\t\(key) = (\n" + items.map { "\t\t\t\t\(quoted($0)),\n" }.joined() + "\t\t\t);\n"
                    }
                }
                text += "\t\t};\n"
            }
            text += "\t};\n\trootObject = \(root) /* Project object */;\n}\n"
            return text
        }

        func quoted(_ s: String) -> String {
            !s.isEmpty && s.allSatisfy({ $0.isLetter || $0.isNumber || "_./".contains($0) }) ? s : "\"" + s + "\""
        }
    }

    /// An app's Info.plist file listing `orientations` (`UIInterfaceOrientation...` names without the prefix),
    /// with `extra` keys.
    static func infoPlist(_ orientations: [String], extra: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
            <key>CFBundlePackageType</key>
            <string>APPL</string>
            <key>UISupportedInterfaceOrientations</key>
            <array>
        \(orientations.map { "        <string>UIInterfaceOrientation\($0)</string>" }.joined(separator: "\n"))
            </array>
        \(extra)
        </dict>
        </plist>
        """
    }

    static func importProject(_ files: [String: String]) throws -> ImportedProject {
        try ProjectImporter.importProject(InMemoryProjectSource(textFiles: files))
    }
}
