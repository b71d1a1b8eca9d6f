import OrientationPolicy

/// Turns the readers' facts into apps and scenarios: one app per Info.plist that declares one; its scenarios are
/// the controller trees reachable from the initial state (the main storyboard's initial controller, else the
/// window root set in code) by the storyboard's segues and the sources' `present`/`push` calls.
///
/// Each app sees the sources and storyboards its Xcode target builds (`AppFileScope`); where no project file says,
/// every file. Within an app, a class declared twice (an `#if`, two copies no project attributes) adds only the
/// overrides the first declaration lacks.
struct ProjectAssembler {
    var files: ProjectFiles
    /// Bounds on the walk through each app's graph.
    var maxTransitions = 6
    var maxReachedTrees = 256
    var maxScenarios = 48

    /// A Tuist project manifest (`Project.swift`): one that could not be read may describe the app, as an unread
    /// pbxproj or XcodeGen spec may.
    static func isTuistManifest(_ path: String) -> Bool {
        path == "Project.swift" || path.hasSuffix("/Project.swift")
    }

    func assemble() throws(ImportError) -> ImportedProject {
        let plists = files.infoPlists.filter(\.declaresApp)
        // An Info.plist or Xcode project that could not be read may be the app's: the project is one, and says
        // which file stopped it being linted (in every reporter) rather than that it is none.
        let unreadAppFiles = files.statistics.skippedFiles.contains { e in
            e.file.map {
                $0.hasSuffix(".plist") || $0.hasSuffix(".xcodeproj/project.pbxproj")
                    || ((XcodeGenSpecs.isSpec($0) || Self.isTuistManifest($0)) && e.code != .unreadable)
            } ?? false
        }
        if plists.isEmpty && unreadAppFiles { return ImportedProject(apps: [], statistics: files.statistics) }
        guard !plists.isEmpty else {
            let seen =
                files.infoPlists.isEmpty
                ? "the project has no Info.plist and no Xcode project that generates one"
                : "none of its \(files.infoPlists.count) Info.plist files declares an app (CFBundlePackageType APPL or a main storyboard)"
            let generated =
                files.projectGenerators.first.map {
                    "; \($0) describes an Xcode project that is generated, not checked in: generate it first (xcodegen, tuist "
                        + "generate) or lint a checkout that has it"
                } ?? ""
            throw ImportError(.noApp, "no app found: \(seen)\(generated)")
        }
        let candidates = Array(Set(files.sources.files + files.storyboards.map(\.path))).sorted()
        var shared: [[String]: AppSources] = [:]
        var apps: [ImportedApp] = []
        let scopes = AppFileScope.Shared(projects: files.xcodeProjects, packages: files.packageManifests, files: candidates)
        for plist in plists {
            let excluded = AppFileScope(projects: files.xcodeProjects, infoPlistPath: plist.path, shared: scopes)
                .excluded(candidates)
            var app = shared[excluded] ?? AppSources(files, excluding: Set(excluded))
            apps.append(assembleApp(plist, in: &app))
            shared[excluded] = app
        }
        // Two Info.plists with the same bundle name (a target and its copy) stay apart by their path.
        let names = apps.map(\.name)
        for i in apps.indices where names.filter({ $0 == apps[i].name }).count > 1 {
            apps[i].name += " (\(apps[i].infoPlistPath))"
        }
        var statistics = files.statistics
        statistics.classes = Set(files.sources.classes.map(\.name)).count
        statistics.overrides =
            files.sources.classes.reduce(0) { $0 + $1.overrides.count }
            + files.sources.extensions.reduce(0) { $0 + $1.overrides.count }
        statistics.segues = files.storyboards.reduce(0) { $0 + $1.segues.count }
        statistics.unknowns = Set(apps.flatMap(\.unknowns)).count
        var project = ImportedProject(apps: apps, statistics: statistics)
        project.suppressions = files.suppressions
        return project
    }

    /// `sources`: what the app is built from; its window roots set in code have those that read a coordinator's
    /// property resolved.
    private func assembleApp(_ plist: ImportedInfoPlist, in sources: inout AppSources) -> ImportedApp {
        let classes = sources.classes
        let name = plist.bundleName ?? ProjectPaths.folders(of: plist.path).last.map(String.init) ?? plist.path
        var perIdiom: [Idiom: [(scenario: Scenario, description: String, provenance: [String: SourceLocation], unknowns: [String: UnknownValue])]] =
            [:]
        var dependsOnIdiom = false
        var truncated = false
        var entered = false
        for idiom in [Idiom.phone, .pad] {
            var appProvenance: [String: SourceLocation] = ["/app/infoPlist": SourceLocation(file: plist.path, line: 1)]
            for (key, at) in plist.keyLocations { appProvenance[LintPointer.infoPlistKey(key)] = at }
            var appUnknowns: [String: UnknownValue] = [:]
            var app = App(infoPlist: plist.infoPlist)
            let delegateMasks = SwiftUIEntry.delegateMasks(sources.sources, classes: classes, near: plist.path)
            if let delegate = ProjectPaths.nearest(to: plist.path, among: delegateMasks, path: \.mask.location.file) {
                let pointer = "/app/supportedInterfaceOrientationsForWindow"
                appProvenance[pointer] = delegate.mask.location
                switch delegate.mask.value {
                case .value(let m): app.supportedInterfaceOrientationsForWindow = m
                case .perIdiom(let phone, let pad):
                    if phone != pad { dependsOnIdiom = true }
                    app.supportedInterfaceOrientationsForWindow = idiom == .pad ? pad : phone
                case .forwarded:
                    break  // an app delegate has no child to forward to; UIKit asks it, it answers for itself
                case .unknown, .oneOf:
                    appUnknowns[pointer] = UnknownValue.of(
                        delegate.mask.value, className: delegate.className,
                        member: "application(_:supportedInterfaceOrientationsFor:)", location: delegate.mask.location)
                }
            }
            // iOS 27: the window scene delegate's `supportedInterfaceOrientations(for:)` replaces the Info.plist list
            // for its scenes (Apple's UIWindowSceneDelegate page); the engine applies it from 27 only.
            let sceneMasks = sources.sources.readiness.sceneDelegateMasks.filter {
                !ProjectPaths.isTestSource($0.location.file) && !ProjectPaths.isDependencySource($0.location.file)
            }
            if let scene = ProjectPaths.nearest(to: plist.path, among: sceneMasks, path: \.location.file),
                let value = scene.mask
            {
                let pointer = "/app/supportedInterfaceOrientationsForWindowScene"
                appProvenance[pointer] = scene.location
                switch value {
                case .value(let m): app.supportedInterfaceOrientationsForWindowScene = m
                case .perIdiom(let phone, let pad):
                    if phone != pad { dependsOnIdiom = true }
                    app.supportedInterfaceOrientationsForWindowScene = idiom == .pad ? pad : phone
                case .forwarded: break
                case .unknown, .oneOf:
                    appUnknowns[pointer] = UnknownValue.of(
                        value, className: scene.className, member: "supportedInterfaceOrientations(for:)",
                        location: scene.location)
                }
            }
            if Self.hasIOS5Method(classes), let bridge = sources.sources.swizzles.first(where: Self.isAutorotationBridge) {
                app.legacyAutorotationBridge = true
                appProvenance["/app/legacyAutorotationBridge"] = bridge.location
            }

            let (entry, entryDescription) = entryNode(
                for: plist, idiom: idiom, windowRoots: sources.windowRoots,
                swiftUI: sources.sources.swiftUI, graph: &sources.graph)
            var trees: [ReachedTree] = []
            if let entry {
                entered = true
                let walk = reachableTrees(from: entry, graph: sources.graph)
                trees = walk.leaves
                truncated = truncated || walk.truncated
            }
            var list: [(Scenario, String, [String: SourceLocation], [String: UnknownValue])] = []
            if trees.isEmpty {
                list.append(
                    (
                        Scenario(device: Device(idiom: idiom), app: app, windows: [Window()]),
                        entryDescription, appProvenance, appUnknowns
                    ))
            }
            for tree in trees {
                var renderer = ScenarioRenderer(graph: sources.graph, classes: classes, idiom: idiom)
                let root = renderer.render(tree.root, at: "/window/rootViewController")
                if renderer.dependsOnIdiom { dependsOnIdiom = true }
                let scenario = Scenario(device: Device(idiom: idiom), app: app, windows: [Window(rootViewController: root)])
                let description = ([entryDescription] + tree.steps).joined(separator: "; ")
                list.append(
                    (
                        scenario, description, appProvenance.merging(renderer.provenance) { a, _ in a },
                        appUnknowns.merging(renderer.unknowns) { a, _ in a }
                    ))
            }
            perIdiom[idiom] = list
            if plist.mainStoryboardPad != nil && idiom == .pad { dependsOnIdiom = true }
        }

        let phone = perIdiom[.phone] ?? []
        let pad = perIdiom[.pad] ?? []
        var scenarios: [Scenario] = []
        var idioms: [Idiom?] = []
        var descriptions: [String] = []
        var provenance: [[String: SourceLocation]] = []
        var slots: [[String: UnknownValue]] = []
        if dependsOnIdiom {
            for (idiom, list) in [(Idiom.phone, phone), (.pad, pad)] {
                for s in list {
                    scenarios.append(s.scenario); idioms.append(idiom); descriptions.append(s.description)
                    provenance.append(s.provenance); slots.append(s.unknowns)
                }
            }
        } else {
            for s in phone {
                var scenario = s.scenario
                scenario.device = Device()
                scenarios.append(scenario); idioms.append(nil); descriptions.append(s.description)
                provenance.append(s.provenance); slots.append(s.unknowns)
            }
        }
        let variables = VariableCandidates(sources.sources)
        slots = slots.map { $0.mapValues(variables.enriched) }
        var unknowns: [UnknownValue] = []
        for u in slots.flatMap(\.values).sorted(by: { ($0.location, $0.member) < ($1.location, $1.member) })
        where !unknowns.contains(u) {
            unknowns.append(u)
        }
        let rotationRequests = RotationVersionGate.gatingByCreation(sources.sources.rotationRequests, sources.sources)
        var app = ImportedApp(
            name: name, infoPlistPath: plist.path, scenarios: scenarios, provenance: provenance, unknowns: unknowns,
            rotationRequests: rotationRequests, scenarioIdioms: idioms, scenarioDescriptions: descriptions,
            unknownSlots: slots, scenariosTruncated: truncated)
        app.unplacedTransitions = sources.graph.unplacedTransitions
        app.deviceFamilies = plist.deviceFamilies
        app.deviceFamilyUnreadFrom = plist.deviceFamilyUnreadFrom
        app.hasLaunchScreen = plist.hasLaunchScreen
        app.projectNotes = plist.projectNotes
        // Categories on classes the project does not declare (UIKit's, a framework's): an extension of the project's
        // own class is that class's code, asked for its instances only.
        for e in sources.sources.extensions where classes.classes[e.extendedClass] == nil {
            let o = e.overrides
            for at in [
                o.supportedInterfaceOrientations?.location, o.shouldAutorotate?.location,
                o.preferredInterfaceOrientationForPresentation?.location, o.shouldAutorotateToInterfaceOrientation?.location,
            ] {
                if let at { app.extensionMemberLocations.insert(at) }
            }
        }
        app.deploymentTarget = Self.deploymentFloor(plist.deploymentTarget, sources: sources.sources)
        app.sdkVersion = plist.sdkVersion
        app.otherStack = OtherStack.of(plist.path, among: files.otherStacks)
        if !entered, app.otherStack == nil {
            app.rootlessWindowSubviews = WindowRootless(plist: plist, sources: sources).subviews
        }
        app.superlessTransitions = sources.sources.superlessTransitions
            .filter { !ProjectPaths.isTestSource($0.location.file) && !ProjectPaths.isDependencySource($0.location.file) }
            .sorted { $0.location < $1.location }
        app.readiness = AppReadiness.of(plist, sources: sources.sources)
        app.unknownPreferredOrientations = sources.sources.unknownPreferredOrientations
            .filter { !ProjectPaths.isTestSource($0.location.file) && !ProjectPaths.isDependencySource($0.location.file) }
            .sorted { $0.location < $1.location }
        app.maskNotices = sources.sources.maskNotices
        app.maskNotices.answers.removeAll { ProjectPaths.isTestSource($0.location.file) || ProjectPaths.isDependencySource($0.location.file) }
        app.maskNotices.assignments.removeAll {
            ProjectPaths.isTestSource($0.location.file) || ProjectPaths.isDependencySource($0.location.file)
        }
        if let stack = app.otherStack {
            app.scenarioDescriptions = app.scenarioDescriptions.map { $0.hasPrefix("no root view controller") ? stack.sentence : $0 }
        }
        return app
    }

    /// The oldest iOS the app can run on: its deployment target, raised to what its own code needs. Swift code
    /// needs iOS 7: the Xcode 6 beta 4 release notes say the Swift compiler and Xcode enforce a minimum deployment
    /// target of iOS 7, and an earlier one fails the build. So an app with Swift sources is never linted on
    /// iOS 5.1 or 6.0, whatever its project leaves unsaid. An app whose window a SwiftUI `App` opens needs iOS 14
    /// (`SwiftUIEntry.appProtocolSince`), so without a deployment target it is never linted below that.
    static func deploymentFloor(_ declared: SystemVersion?, sources: SourceFacts) -> SystemVersion? {
        let swift = SystemVersion(7, 0)
        guard sources.files.contains(where: { $0.hasSuffix(".swift") }) else { return declared }
        guard let declared else { return SwiftUIEntry.hasApp(sources) ? SwiftUIEntry.appProtocolSince : swift }
        return max(declared, swift)
    }

    /// Whether some class or category implements the iOS 2-5 `shouldAutorotateToInterfaceOrientation:`: the bridge
    /// below forwards to it, so a swizzle of `supportedInterfaceOrientations` in a project without one is something
    /// else (Swiftfin's swizzle answers from a SwiftUI preference).
    static func hasIOS5Method(_ classes: ClassTable) -> Bool {
        classes.classes.values.contains { $0.overrides.shouldAutorotateToInterfaceOrientation != nil }
            || classes.extensions.values.joined().contains { $0.overrides.shouldAutorotateToInterfaceOrientation != nil }
    }

    /// The swizzle of the Habr article's iOS 6 bridge: an exchange of `supportedInterfaceOrientations` or
    /// `shouldAutorotate` on `UIViewController` or `UINavigationController` (or on a class the importer could not
    /// tell).
    static func isAutorotationBridge(_ s: ImportedSwizzle) -> Bool {
        ["supportedInterfaceOrientations", "shouldAutorotate"].contains(s.selector)
            && (s.className == nil || ["UIViewController", "UINavigationController"].contains(s.className!))
    }

    /// The controller the app starts with on `idiom`: the initial controller of the main storyboard (the iPad
    /// one on pads when the plist names one) or of the first scene configuration's storyboard, else the window
    /// root set in code (`mainWindowRoot`).
    ///
    /// The code's root also wins over a storyboard whose initial controller is an empty placeholder: a plain
    /// `UIViewController` with no class of the project's, no children, nothing embedded and no segue or
    /// presentation out, as Xcode's app template creates it. With a storyboard, UIKit has created the window and
    /// loaded the storyboard when `scene(_:willConnectTo:options:)` runs (the comment of Xcode's scene-delegate
    /// template; "window", UIApplicationDelegate, for the main storyboard), and an assignment to `rootViewController`
    /// there replaces the window's content ("rootViewController", UIWindow). That the code's root is what the app
    /// shows is read from those pages, so inferred: an app that keeps the template's empty controller and sets its
    /// root in code shows the code's controller.
    private func entryNode(
        for plist: ImportedInfoPlist, idiom: Idiom, windowRoots: [ImportedWindowRoot],
        swiftUI: SwiftUIFacts, graph: inout ControllerGraph
    ) -> (Int?, String) {
        var named: [Located<String>] = []
        if idiom == .pad, let pad = plist.mainStoryboardPad { named.append(pad) }
        if let main = plist.mainStoryboard { named.append(main) }
        named += plist.sceneStoryboards
        let codeRoot = Self.mainWindowRoot(among: windowRoots, near: plist.path)
        for n in named {
            if let entry = graph.entry(storyboardNamed: n.value, near: plist.path) {
                // Xcode's template storyboard: its empty controller is replaced as soon as the code sets the root.
                if codeRoot != nil, graph.isEmptyPlaceholder(entry) { break }
                return (entry, "\(n.value).storyboard initial controller")
            }
        }
        if let root = codeRoot {
            let n = graph.node(forWindowRoot: root)
            graph.attachHostedView(toWindowRoot: n, root, swiftUI: swiftUI)
            return (n, "window.rootViewController set at \(root.location)")
        }
        if let app = SwiftUIEntry.app(among: swiftUI.apps, near: plist.path) {
            return SwiftUIEntry.entry(app, swiftUI: swiftUI, graph: &graph)
        }
        let why =
            named.isEmpty
            ? "no main storyboard and no window root set in code"
            : "storyboard \(named.map(\.value).joined(separator: ", ")) not found or without an initial controller"
        return (nil, "no root view controller (\(why))")
    }

    /// The window root of the app's main window among the assignments in code: those in an app or scene delegate
    /// first, then those in other classes (a coordinator, a router); within a rank, the one nearest the Info.plist.
    /// An assignment that names an external display or a non-interactive scene (a second screen's window:
    /// UIScreen.screens, Windows guide) or an overlay window (a toast, a banner, a HUD, an alert window above the
    /// app) is never the main window's: such windows do not decide the device's orientation, so they are not
    /// candidates at all, and an app with only those has no root set in code. Neither is one set in a test file
    /// (`ProjectPaths.isTestSource`): a test builds whatever window it needs; nor one in a checked-in dependency
    /// (`ProjectPaths.isDependencySource`): a player pod's rotation window is its own. A root read through a coordinator's
    /// property (`PropertyTable`) is ranked by the class it resolved to, like any other.
    static func mainWindowRoot(among roots: [ImportedWindowRoot], near plistPath: String) -> ImportedWindowRoot? {
        let secondary = ["external", "noninteractive", "toast", "banner", "overlay", "hud", "alertwindow"]
        func rank(_ r: ImportedWindowRoot) -> Int {
            let names = ([r.className, r.inClass ?? ""] + r.childClassNames).map { $0.lowercased() }
            if names.contains(where: { n in secondary.contains { n.contains($0) } }) { return 0 }
            if ProjectPaths.isTestSource(r.location.file) || ProjectPaths.isDependencySource(r.location.file) { return 0 }
            let owner = r.inClass ?? ""
            // A test double of the app delegate (`MockAppDelegate`, `TestingAppDelegate`) sets a window no user sees.
            if ["Mock", "Fake", "Stub"].contains(where: { owner.contains($0) }) || owner.hasPrefix("Test") { return 0 }
            return owner.hasSuffix("AppDelegate") || owner.hasSuffix("SceneDelegate") ? 2 : 1
        }
        guard let best = roots.map(rank).max(), best > 0 else { return nil }
        return ProjectPaths.nearest(to: plistPath, among: roots.filter { rank($0) == best }, path: \.location.file)
    }

    /// Breadth first from the initial tree: every transition from every actionable controller, at most
    /// `maxTransitions` deep, never showing a controller already in the tree (a loop), at most `maxReachedTrees`
    /// trees. The scenarios are the leaves, shallowest first: lint explores each leaf's dismissals, shallower
    /// navigation stacks and other tabs, which covers the trees on the way to it.
    private func reachableTrees(from entry: Int, graph: ControllerGraph) -> (leaves: [ReachedTree], truncated: Bool) {
        let initial = ReachedTree(root: ReachedTree.initial(entry, in: graph))
        var queue: [(tree: ReachedTree, depth: Int)] = [(initial, 0)]
        var leaves: [ReachedTree] = []
        var seen: Set<ReachedTree.Item> = [initial.root]
        var truncated = false
        var head = 0
        while head < queue.count {
            let (tree, depth) = queue[head]
            head += 1
            var expanded = false
            if depth < maxTransitions {
                let inTree = tree.nodes
                for path in tree.actionable(in: graph) {
                    for edge in graph.edges(from: tree[path].node) where !inTree.contains(edge.to) {
                        let next = tree.taking(edge, from: path, in: graph)
                        guard seen.insert(next.root).inserted else { continue }
                        // A tree whose successors do not fit stays a leaf, so it is still linted.
                        if queue.count >= maxReachedTrees { truncated = true; continue }
                        expanded = true
                        queue.append((next, depth + 1))
                    }
                }
            } else if !tree.actionable(in: graph).allSatisfy({ graph.edges(from: tree[$0].node).isEmpty }) {
                truncated = true
            }
            if !expanded { leaves.append(tree) }
        }
        if leaves.count > maxScenarios {
            truncated = true
            leaves = Array(leaves.prefix(maxScenarios))
        }
        return (leaves, truncated)
    }
}

extension OrientationOverrides {
    /// How many members are overridden (one that forwards to the presented controller and then returns `super`'s
    /// answer included).
    var count: Int {
        [
            supportedInterfaceOrientations == nil && forwardsToPresented.supportedInterfaceOrientations == nil,
            shouldAutorotate == nil && forwardsToPresented.shouldAutorotate == nil,
            preferredInterfaceOrientationForPresentation == nil
                && forwardsToPresented.preferredInterfaceOrientationForPresentation == nil,
            shouldAutorotateToInterfaceOrientation == nil,
        ]
        .filter { !$0 }.count
    }
}
