/// Which local Swift package of the repository each file belongs to, and which packages an Xcode project's targets
/// link: how a package's file is told to be compiled into one app and not into another.
///
/// A file belongs to the package whose manifest folder is nearest above it (a package nested in another is its own).
/// Only *attributed* packages own files: those an Xcode project references (`XCLocalSwiftPackageReference`, a
/// folder of its group tree) or whose products a target links, and those they depend on by path, transitively. A
/// package no read project references (a manifest for `swift build` alone, a package only an XcodeGen or Tuist
/// project uses, whose package references are not read) attributes nothing: its files stay visible to every app,
/// since some app may build them by a way the importer does not follow, and hiding code an app compiles costs
/// findings, while showing code it does not compile costs only precision.
struct PackageOwners {
    private let manifests: [SwiftPackageManifest]
    /// Folder -> index in `manifests`, for the attributed packages.
    private let attributed: [String: Int]
    /// Product name -> the packages (indices) that vend it.
    private let vendors: [String: [Int]]
    /// Folder -> index, every package.
    private let byFolder: [String: Int]
    /// Each package's local dependencies (indices), direct.
    private let dependencies: [[Int]]
    /// Whether some manifest names a product by something other than a literal.
    private let hasUnreadProducts: Bool

    init(manifests: [SwiftPackageManifest], projects: [XcodeProjectFacts]) {
        // Variants of one folder's manifest (`Package@swift-5.9.swift`) are one package.
        var merged: [SwiftPackageManifest] = []
        var byFolder: [String: Int] = [:]
        for m in manifests {
            if let i = byFolder[m.folder] {
                merged[i].products += m.products
                merged[i].localDependencies += m.localDependencies
                merged[i].hasUnreadProducts = merged[i].hasUnreadProducts || m.hasUnreadProducts
            } else {
                byFolder[m.folder] = merged.count
                merged.append(m)
            }
        }
        var vendors: [String: [Int]] = [:]
        for (i, m) in merged.enumerated() {
            for p in Set(m.products) { vendors[p, default: []].append(i) }
        }
        let folders = merged.map(\.folder)
        let dependencies = merged.map { m in
            m.localDependencies.compactMap { byFolder[$0] }
                + m.dependencyPatterns.flatMap { Self.folders(fitting: $0, from: m.folder, among: folders) }.compactMap { byFolder[$0] }
        }
        self.manifests = merged
        self.byFolder = byFolder
        self.vendors = vendors
        self.dependencies = dependencies
        hasUnreadProducts = merged.contains(where: \.hasUnreadProducts)
        var roots: [Int] = []
        for project in projects {
            roots += project.localPackages.compactMap { byFolder[$0] }
            for target in project.targetFiles {
                for use in target.packageProducts {
                    if case .local(let folder) = use.package, let i = byFolder[folder] { roots.append(i) }
                }
            }
        }
        var attributed: [String: Int] = [:]
        for i in Self.closure(roots, dependencies) { attributed[merged[i].folder] = i }
        self.attributed = attributed
    }

    /// Whether any package is attributed: without one, no file has an owner.
    var isEmpty: Bool { attributed.isEmpty }

    /// The attributed package that owns `file`: the nearest manifest folder above it, when that package is attributed.
    func owner(of file: String) -> Int? {
        var end = file.endIndex
        while let slash = file[..<end].lastIndex(of: "/") {
            let folder = String(file[..<slash])
            if let i = byFolder[folder] { return attributed[folder] == i ? i : nil }
            end = slash
        }
        if let i = byFolder[""] { return attributed[""] == i ? i : nil }
        return nil
    }

    /// The packages (indices, with what they depend on by path) whose products `uses` links in a project whose
    /// references are `referenced`; `nil` when a product no manifest names may be one a manifest builds by a
    /// computation (its package is unknown). A product whose package has no manifest in the repository (a
    /// submodule left out, a remote package) brings none of its files.
    func packages(linkedBy uses: [XcodeTargetFiles.PackageProductUse], referenced: [String]) -> Set<Int>? {
        var roots: [Int] = []
        var unknown = false
        let near = Self.closure(referenced.compactMap { byFolder[$0] }, dependencies)
        for use in uses {
            switch use.package {
            case .remote: continue
            case .local(let folder):
                if let i = byFolder[folder] { roots.append(i) }
            case .unnamed:
                // The project's own references first, then what they depend on, then any package of the repository.
                let all = vendors[use.name] ?? []
                let direct = all.filter { referenced.contains(manifests[$0].folder) }
                let chosen = !direct.isEmpty ? direct : all.filter(near.contains).isEmpty ? all : all.filter(near.contains)
                if chosen.isEmpty { unknown = unknown || hasUnreadProducts } else { roots += chosen }
            }
        }
        return unknown ? nil : Self.closure(roots, dependencies)
    }

    /// The package folders a path with holes (`["../PV", ""]`, written in the manifest at `folder`) may name.
    static func folders(fitting pieces: [String], from folder: String, among all: [String]) -> [String] {
        guard let first = pieces.first, let last = pieces.last else { return [] }
        let prefix = XcodeBuildPhases.localPackageFolder(first, projectDir: folder)
        let suffix = last.hasSuffix("/") ? String(last.dropLast()) : last
        // `normalize` drops a trailing slash, which would let `../Core/\(x)` fit `CoreData`.
        let start = first.hasSuffix("/") && !prefix.isEmpty ? prefix + "/" : prefix
        return all.filter { $0 != folder && $0.hasPrefix(start) && $0.hasSuffix(suffix) && $0.count >= start.count + suffix.count }
    }

    private static func closure(_ roots: [Int], _ dependencies: [[Int]]) -> Set<Int> {
        var seen = Set(roots)
        var queue = Array(seen)
        while let i = queue.popLast() {
            for d in dependencies[i] where seen.insert(d).inserted { queue.append(d) }
        }
        return seen
    }
}
