/// Which of the repository's sources, storyboards and xibs one app is built from, as its Xcode project says.
///
/// An app whose Info.plist is an application target's (its `INFOPLIST_FILE`, or the keys it generates) sees:
/// - every file its target's build phases or synchronized folders list, and those of the library targets of
///   the same project it links or depends on;
/// - no file that another target of the same project lists and it does not (the other app of a two-app
///   project, its tests, its extensions), nor one that an application, test or extension target of another
///   project lists (an `AppDelegate` of the same name in a sibling `.xcodeproj`);
/// - a file only library targets of other projects list when its app links one of them: through a subproject
///   (`PBXReferenceProxy`, `PBXTargetDependency`) or a framework of the workspace found by its product's name, or
///   through a library of its own project that does (`TargetLinks`);
/// - a file no target lists, in a local Swift package's folder, when its app (or a library it links) links a
///   product of that package or of a package depending on it by path (`PackageOwners`);
/// - every other file no target lists (CocoaPods' `Pods` folder, a header of an implementation no target lists
///   either, a package no read project references) and every file a library no target is known to link lists (a
///   checked-in `Pods.xcodeproj` whose libraries an xcconfig links), and, to an app linking a CocoaPods aggregate
///   whose Pods project is not checked in, every library's file (a development pod may build it): such code reaches
///   an app by a way the importer
///   does not follow, so it stays visible, as hiding code an app compiles would lose its findings. An app of an
///   XcodeGen or Tuist project, whose readers do not record packages or other projects' products, sees every
///   package and library file as before.
/// A header (`.h`) no target lists follows its implementation (`.m`, `.mm`) in the same folder. A file no target
/// lists that a target of the app's project excludes from a folder it builds (XcodeGen's `excludes`) is no app's,
/// and so is a source no target lists in a folder where a target lists other sources (`LeftOutSources`).
/// An app without a target (a lone Info.plist, a repository without a project file) sees every file no application,
/// test or extension target lists.
struct AppFileScope {
    private let projects: [XcodeProjectFacts]
    /// The app's project and target (index in `targetFiles`); nil when no project names its Info.plist.
    private let target: (project: Int, index: Int)?
    private let shared: Shared
    /// What the app's target links beyond its files; nil without a target or when its project's reader does not
    /// record links.
    private let links: TargetLinks.Closure?

    /// What every app of one import shares: built once per import (`Shared(projects:)`) and handed to each app's
    /// scope.
    struct Shared {
        let listings: TargetListings
        let leftOut: LeftOutSources
        let links: TargetLinks
        /// The attributed package owning each of `files` that one owns, looked up once rather than per app.
        private let owners: [String: Int]

        init(projects: [XcodeProjectFacts], packages: [SwiftPackageManifest] = [], files: [String] = []) {
            listings = TargetListings(projects: projects)
            leftOut = LeftOutSources(projects: projects)
            links = TargetLinks(projects: projects, manifests: packages)
            var owners: [String: Int] = [:]
            if !links.packages.isEmpty {
                for f in files { if let o = links.packages.owner(of: f) { owners[f] = o } }
            }
            self.owners = owners
            known = Set(files)
        }

        private let known: Set<String>

        func owner(of file: String) -> Int? {
            known.contains(file) ? owners[file] : links.packages.owner(of: file)
        }
    }

    init(projects: [XcodeProjectFacts], infoPlistPath: String, shared: Shared? = nil) {
        self.projects = projects
        let shared = shared ?? Shared(projects: projects)
        self.shared = shared
        var found: (Int, Int)?
        search: for (p, project) in projects.enumerated() {
            for t in project.targets
            where t.infoPlistFile == infoPlistPath || t.generatedInfoPlist?.path == infoPlistPath
                || t.otherInfoPlistFiles.contains(infoPlistPath)
            {
                if let i = t.targetFilesIndex { found = (p, i) }
                break search
            }
        }
        target = found
        links = found.flatMap { shared.links.closure(project: $0.0, index: $0.1) }
    }

    /// Whether the app is built from `file`.
    func sees(_ file: String) -> Bool {
        let subject = listers(of: file).isEmpty ? (Self.implementation(of: file, in: self) ?? file) : file
        // A file an XcodeGen target leaves out of a folder it builds (`excludes`), and no target lists, is compiled
        // by none (unlike a Pods or package file, which no target lists either).
        if listers(of: subject).isEmpty, excludedOnPurpose(subject) || shared.leftOut.isLeftOut(subject) { return false }
        guard let (p, t) = target else {
            // No target builds this app: it sees every file but those an application, test or extension target
            // lists, which belong to that target's app (a sibling Xamarin or Flutter shell's plist is not the
            // Xcode app's).
            return listers(of: subject).allSatisfy { projects[$0.0].targetFiles[$0.1].kind == .library }
        }
        if projects[p].compiledTargets(t).contains(where: { projects[p].targetFiles[$0].lists(subject) }) { return true }
        let listers = listers(of: subject)
        for (q, u) in listers {
            if q == p || projects[q].targetFiles[u].kind != .library { return false }
        }
        // Only libraries of other projects list it, or no target does.
        guard let links else { return true }
        let libraries = listers.map { TargetLinks.Target(project: $0.0, index: $0.1) }
        if libraries.contains(where: links.targets.contains) { return true }
        if libraries.contains(where: { !shared.links.isClaimed($0) }) || (links.linksUnreadPods && !libraries.isEmpty) {
            return true
        }
        if let owner = shared.owner(of: subject) { return links.packages?.contains(owner) ?? true }
        return libraries.isEmpty
    }

    /// Whether a target of the app's project (of any project, for an app without one) excludes `file`.
    private func excludedOnPurpose(_ file: String) -> Bool {
        let scope = target.map { [projects[$0.project]] } ?? projects
        return scope.contains { $0.targetFiles.contains { $0.excluded.contains(file) } }
    }

    /// Every target (project index, target index) whose phases or folders list `file`.
    private func listers(of file: String) -> [(Int, Int)] {
        shared.listings.listers(of: file)
    }

    /// The `.m` or `.mm` beside a header that some target lists.
    private static func implementation(of header: String, in scope: AppFileScope) -> String? {
        guard header.hasSuffix(".h") else { return nil }
        let stem = header.dropLast(2)
        return [stem + ".m", stem + ".mm"].first { !scope.listers(of: $0).isEmpty }
    }

    /// The files of `candidates` the app is not built from, in path order: the key by which apps built from the
    /// same files share one class table and controller graph.
    func excluded(_ candidates: [String]) -> [String] {
        candidates.filter { !sees($0) }
    }
}

extension SourceFacts {
    /// Every file a fact was read from, in path order.
    var files: [String] {
        var all = Set<String>()
        for c in classes { all.insert(c.location.file) }
        for e in extensions { all.insert(e.location.file) }
        for m in appDelegateMasks { all.insert(m.mask.location.file) }
        for t in transitions { all.insert(t.location.file) }
        for r in rotationRequests { all.insert(r.location.file) }
        for s in swizzles { all.insert(s.location.file) }
        for w in windowRoots { all.insert(w.location.file) }
        for d in deferredWindowRoots { all.insert(d.location.file) }
        for a in windowRootAssignments { all.insert(a.file) }
        for w in windowSubviews { all.insert(w.location.file) }
        for t in superlessTransitions { all.insert(t.location.file) }
        for u in unknownPreferredOrientations { all.insert(u.location.file) }
        for a in maskNotices.answers { all.insert(a.location.file) }
        for a in maskNotices.assignments { all.insert(a.location.file) }
        for p in properties { if let f = p.file { all.insert(f) } }
        for w in variableWrites { all.insert(w.location.file) }
        for d in containerDelegateMethods { all.insert(d.location.file) }
        for c in literalCalls { if let f = c.locations.first?.file { all.insert(f) } }
        for h in presentingHelpers { all.insert(h.location.file) }
        for c in helperCalls { all.insert(c.location.file) }
        all.formUnion(swiftUI.files)
        all.formUnion(readiness.files)
        return all.sorted()
    }

    /// The facts read from files not in `excluded`.
    func without(_ excluded: Set<String>) -> SourceFacts {
        guard !excluded.isEmpty else { return self }
        // Starting from `self`, a kind of fact added later stays visible to every app rather than lost.
        var out = self
        out.classes = classes.filter { !excluded.contains($0.location.file) }
        out.extensions = extensions.filter { !excluded.contains($0.location.file) }
        out.appDelegateMasks = appDelegateMasks.filter { !excluded.contains($0.mask.location.file) }
        out.transitions = transitions.filter { !excluded.contains($0.location.file) }
        out.rotationRequests = rotationRequests.filter { !excluded.contains($0.location.file) }
        out.swizzles = swizzles.filter { !excluded.contains($0.location.file) }
        out.windowRoots = windowRoots.filter { !excluded.contains($0.location.file) }
        out.deferredWindowRoots = deferredWindowRoots.filter { !excluded.contains($0.location.file) }
        out.windowRootAssignments = windowRootAssignments.filter { !excluded.contains($0.file) }
        out.windowSubviews = windowSubviews.filter { !excluded.contains($0.location.file) }
        out.superlessTransitions = superlessTransitions.filter { !excluded.contains($0.location.file) }
        out.unknownPreferredOrientations = unknownPreferredOrientations.filter { !excluded.contains($0.location.file) }
        out.maskNotices.answers = maskNotices.answers.filter { !excluded.contains($0.location.file) }
        out.maskNotices.assignments = maskNotices.assignments.filter { !excluded.contains($0.location.file) }
        out.properties = properties.filter { $0.file.map { !excluded.contains($0) } ?? true }
        out.variableWrites = variableWrites.filter { !excluded.contains($0.location.file) }
        out.containerDelegateMethods = containerDelegateMethods.filter { !excluded.contains($0.location.file) }
        out.literalCalls = literalCalls.filter { $0.locations.first.map { !excluded.contains($0.file) } ?? true }
        out.presentingHelpers = presentingHelpers.filter { !excluded.contains($0.location.file) }
        out.helperCalls = helperCalls.filter { !excluded.contains($0.location.file) }
        out.swiftUI = swiftUI.without(excluded)
        out.readiness = readiness.without(excluded)
        return out
    }
}
