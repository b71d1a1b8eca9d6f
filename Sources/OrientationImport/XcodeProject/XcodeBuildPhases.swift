/// Reads what each target of a pbxproj builds (`XcodeTargetFiles`): the files its sources, resources and
/// headers phases list, its synchronized folders, and the library targets of the same project it depends on or
/// links. Anything the file does not have (a dangling identifier, a phase of another kind) is passed over.
enum XcodeBuildPhases {
    static let listingPhases: Set<String> = ["PBXSourcesBuildPhase", "PBXResourcesBuildPhase", "PBXHeadersBuildPhase"]

    /// One entry per target of the project's `targets`, in that order, and each target's identifier -> its index.
    static func targets(of project: PlistNode, graph: XcodeObjectGraph, tree: XcodeFileTree)
        -> (targets: [XcodeTargetFiles], index: [String: Int])
    {
        let ids = graph.strings(project, "targets")
        var index: [String: Int] = [:]
        var byProduct: [String: Int] = [:]
        for (i, id) in ids.enumerated() where index[id] == nil {
            index[id] = i
            if let t = graph.object(id), let product = graph.string(t, "productReference") { byProduct[product] = i }
        }
        var out: [XcodeTargetFiles] = []
        for id in ids {
            guard let t = graph.object(id) else {
                out.append(XcodeTargetFiles(name: id, kind: .other))
                continue
            }
            let productType = graph.string(t, "productType") ?? ""
            let kind: XcodeTargetFiles.Kind =
                XcodeProjectLocation.applicationProductTypes.contains(productType)
                ? .application : XcodeTargetFiles.libraryProductTypes.contains(productType) ? .library : .other
            var target = XcodeTargetFiles(name: graph.string(t, "name") ?? id, kind: kind)
            target.productName = graph.string(t, "productReference").flatMap { Self.fileName(of: $0, graph: graph) }
            var linked: [Int] = []
            for phaseID in graph.strings(t, "buildPhases") {
                guard let phase = graph.object(phaseID), let isa = graph.string(phase, "isa") else { continue }
                for buildFileID in graph.strings(phase, "files") {
                    guard let buildFile = graph.object(buildFileID) else { continue }
                    if isa == "PBXFrameworksBuildPhase", let product = graph.string(buildFile, "productRef") {
                        target.packageProducts += packageProduct(product, graph: graph, projectDir: tree.projectDir)
                    }
                    guard let ref = graph.string(buildFile, "fileRef") else { continue }
                    if listingPhases.contains(isa) {
                        target.files.formUnion(tree.files(of: ref))
                    } else if isa == "PBXFrameworksBuildPhase" {
                        if let library = byProduct[ref] {
                            linked.append(library)
                        } else if let name = Self.fileName(of: ref, graph: graph) {
                            target.linkedProducts.append(name)
                        }
                    }
                }
            }
            for product in graph.strings(t, "packageProductDependencies") {
                target.packageProducts += packageProduct(product, graph: graph, projectDir: tree.projectDir)
            }
            for dependencyID in graph.strings(t, "dependencies") {
                guard let dependency = graph.object(dependencyID) else { continue }
                if let other = graph.string(dependency, "target"), let i = index[other] {
                    linked.append(i)
                } else if let proxyID = graph.string(dependency, "targetProxy"), let proxy = graph.object(proxyID),
                    let remote = graph.string(proxy, "remoteGlobalIDString")
                {
                    if let i = index[remote] {
                        linked.append(i)
                    } else if let portal = graph.string(proxy, "containerPortal"), graph.string(proxy, "proxyType") != "2",
                        let project = tree.files(of: portal).first, project.hasSuffix(".xcodeproj"),
                        let name = graph.string(proxy, "remoteInfo")
                    {
                        target.otherProjectDependencies.append(.init(project: project, target: name))
                    }
                } else if let product = graph.string(dependency, "productRef") {
                    target.packageProducts += packageProduct(product, graph: graph, projectDir: tree.projectDir)
                }
            }
            target.synchronizedFolders = synchronizedFolders(of: t, id: id, graph: graph, tree: tree)
            out.append(target)
            out[out.count - 1].linkedLibraries = linked
        }
        // Only libraries are compiled into the target that depends on them (an app's extensions and watch app
        // are built alongside it, not into it).
        for i in out.indices {
            var seen: Set<Int> = []
            out[i].linkedLibraries = out[i].linkedLibraries.filter {
                $0 != i && out[$0].kind == .library && seen.insert($0).inserted
            }
        }
        return (out, index)
    }

    /// The last component of a file reference's or reference proxy's `path` (else `name`).
    static func fileName(of ref: String, graph: XcodeObjectGraph) -> String? {
        guard let node = graph.object(ref), let path = graph.string(node, "path") ?? graph.string(node, "name") else {
            return nil
        }
        return path.split(separator: "/").last.map(String.init)
    }

    /// An `XCSwiftPackageProductDependency`, with the package it names (none for a local package Xcode found in the
    /// group tree).
    private static func packageProduct(_ id: String, graph: XcodeObjectGraph, projectDir: String)
        -> [XcodeTargetFiles.PackageProductUse]
    {
        guard let node = graph.object(id), let name = graph.string(node, "productName") else { return [] }
        guard let packageID = graph.string(node, "package") else { return [.init(name: name)] }
        guard let package = graph.object(packageID), graph.string(package, "isa") == "XCLocalSwiftPackageReference",
            let relative = graph.string(package, "relativePath")
        else { return [.init(name: name, package: .remote)] }
        return [.init(name: name, package: .local(localPackageFolder(relative, projectDir: projectDir)))]
    }

    /// An `XCLocalSwiftPackageReference`'s `relativePath`, relative to the project root (it is written relative to
    /// the project folder).
    static func localPackageFolder(_ relative: String, projectDir: String) -> String {
        if relative.hasPrefix("/") { return relative }
        return XcodeProjectLocation.normalize(projectDir.isEmpty ? relative : projectDir + "/" + relative)
    }

    /// The local packages the project references: its `packageReferences` that are `XCLocalSwiftPackageReference`s,
    /// and the file references of its group tree (a folder holding a `Package.swift` is a package Xcode 11 to 14
    /// added by dragging it in).
    static func localPackages(of project: PlistNode, graph: XcodeObjectGraph, tree: XcodeFileTree) -> [String] {
        var out: [String] = []
        for id in graph.strings(project, "packageReferences") {
            guard let package = graph.object(id), graph.string(package, "isa") == "XCLocalSwiftPackageReference",
                let relative = graph.string(package, "relativePath")
            else { continue }
            out.append(localPackageFolder(relative, projectDir: tree.projectDir))
        }
        out += tree.folderReferences
        return out
    }

    private static func synchronizedFolders(
        of target: PlistNode, id: String, graph: XcodeObjectGraph,
        tree: XcodeFileTree
    ) -> [XcodeTargetFiles.SynchronizedFolder] {
        graph.strings(target, "fileSystemSynchronizedGroups").compactMap { groupID in
            guard let group = graph.object(groupID), let path = tree.folder(groupID) else { return nil }
            var exceptions: [String] = []
            for setID in graph.strings(group, "exceptions") {
                guard let set = graph.object(setID),
                    graph.string(set, "isa") == "PBXFileSystemSynchronizedBuildFileExceptionSet",
                    graph.string(set, "target") == id
                else { continue }
                exceptions += graph.strings(set, "membershipExceptions").map {
                    XcodeProjectLocation.normalize(path.isEmpty ? $0 : path + "/" + $0)
                }
            }
            return XcodeTargetFiles.SynchronizedFolder(path: path, exceptions: exceptions)
        }
    }
}
