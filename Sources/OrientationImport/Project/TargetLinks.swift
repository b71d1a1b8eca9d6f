/// What each target links beyond its own project, across the import: another project's library (a subproject's
/// `PBXReferenceProxy` or `PBXTargetDependency`, or a workspace sibling's framework found by its product's name, as
/// Xcode's implicit dependencies find it) and local Swift packages (`PackageOwners`). Built once per import.
///
/// A library target some target is known to link is *claimed*: an app that does not link it is not built from the
/// files only it lists. A library no target is known to link (a checked-in `Pods.xcodeproj` whose libraries an
/// xcconfig links, a library project for another build) claims nothing, and its files stay visible to every app.
struct TargetLinks {
    struct Target: Hashable {
        var project: Int
        var index: Int
    }

    /// What one app is built from beyond its own target's files.
    struct Closure {
        /// Its target, the library targets it links in any project, and theirs, transitively.
        var targets: Set<Target>
        /// The packages (indices of `PackageOwners`) those targets link, with what they depend on; nil when one
        /// links a product no manifest names, so that its package is unknown.
        var packages: Set<Int>?
        /// Whether a target links a CocoaPods aggregate (`Pods_App.framework`, `libPods-App.a`) whose Pods project
        /// is not checked in: a development pod may compile any library's files of the repository into it.
        var linksUnreadPods = false
    }

    private let projects: [XcodeProjectFacts]
    let packages: PackageOwners
    /// Library targets by their product's file name.
    private let byProduct: [String: [Target]]
    /// Targets by `.xcodeproj` path and name.
    private let byName: [String: [String: [Target]]]
    private let claimed: Set<Target>

    init(projects: [XcodeProjectFacts], manifests: [SwiftPackageManifest]) {
        self.projects = projects
        packages = PackageOwners(manifests: manifests, projects: projects)
        var byProduct: [String: [Target]] = [:]
        var byName: [String: [String: [Target]]] = [:]
        for (q, project) in projects.enumerated() {
            for (u, target) in project.targetFiles.enumerated() {
                byName[project.projectPath, default: [:]][target.name, default: []].append(Target(project: q, index: u))
                if target.kind == .library, let product = target.productName {
                    byProduct[product, default: []].append(Target(project: q, index: u))
                }
            }
        }
        self.byProduct = byProduct
        self.byName = byName
        var claimed: Set<Target> = []
        for (q, project) in projects.enumerated() {
            for target in project.targetFiles {
                for l in target.linkedLibraries { claimed.insert(Target(project: q, index: l)) }
            }
        }
        claimed.formUnion(projects.indices.flatMap { q in projects[q].targetFiles.flatMap { Self.external($0, byProduct, byName) } })
        self.claimed = claimed
    }

    /// Whether some target is known to link the library target.
    func isClaimed(_ target: Target) -> Bool { claimed.contains(target) }

    /// Everything the application target at `index` of project `project` links, transitively; nil when its project's
    /// reader does not record links (XcodeGen, Tuist).
    func closure(project: Int, index: Int) -> Closure? {
        guard projects[project].readsLinks else { return nil }
        var seen: Set<Target> = []
        var queue = [Target(project: project, index: index)]
        var packageSet: Set<Int>? = []
        var unreadPods = false
        while let next = queue.popLast() {
            guard seen.insert(next).inserted else { continue }
            let project = projects[next.project]
            for l in project.compiledTargets(next.index) {
                queue.append(Target(project: next.project, index: l))
            }
            let target = project.targetFiles[next.index]
            unreadPods =
                unreadPods
                || target.linkedProducts.contains {
                    ($0.hasPrefix("Pods_") || $0.hasPrefix("libPods-")) && byProduct[$0] == nil
                }
            queue += Self.external(target, byProduct, byName).filter { projects[$0.project].targetFiles[$0.index].kind == .library }
            if !target.packageProducts.isEmpty, let known = packageSet {
                packageSet = packages.packages(linkedBy: target.packageProducts, referenced: project.localPackages)
                    .map { known.union($0) }
            }
        }
        return Closure(targets: seen, packages: packageSet, linksUnreadPods: unreadPods)
    }

    /// The targets of other projects (or of its own, by a product reference the project does not tie to its
    /// target) that `target` links or depends on.
    private static func external(
        _ target: XcodeTargetFiles, _ byProduct: [String: [Target]], _ byName: [String: [String: [Target]]]
    ) -> [Target] {
        var out: [Target] = []
        for name in target.linkedProducts { out += byProduct[name] ?? [] }
        for d in target.otherProjectDependencies { out += byName[d.project]?[d.target] ?? [] }
        return out
    }
}
