import OrientationPolicy

/// Lists a project's files and hands each to its reader: Info.plists and Xcode projects (the orientation keys,
/// generated Info.plists), storyboards and xibs, Swift and Objective-C sources (both cores: the sources are
/// parsed concurrently, and the facts kept in path order so the result does not depend on scheduling).
///
/// A file the importer cannot read (not text, malformed, over the size limit: a framework's Info.plist with
/// merge-conflict markers, a storyboard that is not XML) never stops the import: it is left out and listed in
/// `statistics.skippedFiles` with the error it gave (its file and, where the reader knows it, its line), which
/// every reporter shows, and the rest of the repository is read. An answer built without the file is still
/// said to be one: the skipped file is printed beside the findings, never dropped silently. Only what is not a
/// project at all (an unreadable path, too many files, a damaged archive) stops the import.
struct ProjectReader<Source: ProjectSource> {
    var source: Source
    var limits: ImportLimits

    /// What a file is to the importer, from its name.
    enum Role: Equatable {
        case infoPlist, xcodeProject, interfaceBuilder, swift, objectiveC
    }

    /// The role of a file, or nil for files the importer does not read. Info.plists are the files Xcode names
    /// that way (`Info.plist`, `App-Info.plist`, `App_Info.plist`); files inside bundles and asset catalogs are
    /// resources, not the app's own sources, and CMake's build tree (`CMakeFiles/`) holds only generated copies.
    static func role(of path: String) -> Role? {
        let components = path.split(separator: "/")
        guard let name = components.last else { return nil }
        let inResource = components.dropLast().contains {
            $0.hasSuffix(".xcassets") || $0.hasSuffix(".bundle") || $0.hasSuffix(".framework") || $0.hasSuffix(".xcframework")
                || $0.hasSuffix(".appex") || $0.hasSuffix(".app") || $0 == "CMakeFiles"
        }
        // A localised copy (`fr.lproj/Info.plist`) is a resource, never the Info.plist a target names.
        let localised = components.dropLast().contains { $0.hasSuffix(".lproj") }
        // AppleDouble files (`._Player.h`: a macOS copy's extended attributes) are named like their file, never are one.
        if name.hasPrefix("._") { return nil }
        // An Xcode project template's files (`___PROJECTNAME___.xcodeproj`, `___PROJECTNAMEASIDENTIFIER___-Info.plist`:
        // Xcode replaces the `___NAME___` macros when it makes a project from the template) are no app's.
        if components.contains(where: { $0.contains("___") }) { return nil }
        if path.hasSuffix(".xcodeproj/project.pbxproj") { return .xcodeProject }
        if inResource { return nil }
        if name == "Info.plist" || name.hasSuffix("-Info.plist") || name.hasSuffix("_Info.plist") { return localised ? nil : .infoPlist }
        if name.hasSuffix(".storyboard") || name.hasSuffix(".xib") { return .interfaceBuilder }
        if name.hasSuffix(".swift") { return .swift }
        if name.hasSuffix(".m") || name.hasSuffix(".mm") || name.hasSuffix(".h") { return .objectiveC }
        return nil
    }

    func read(progress: (ImportProgress) -> Void) throws(ImportError) -> ProjectFiles {
        let listing = try source.listing()
        let paths = listing.paths
        guard paths.count <= limits.maxFiles else {
            throw ImportError(.tooManyFiles, "the project has \(paths.count) files; the limit is \(limits.maxFiles)")
        }
        progress(.filesListed(paths.count))
        // Not counted among the files read: they were never the importer's to read.
        var uncounted: [ImportError] = []
        for e in listing.notRead { skip(e, "the rest of the project is read without it", into: &uncounted, progress) }
        var byRole: [Role: [String]] = [:]
        for p in paths {
            if let r = Self.role(of: p) { byRole[r, default: []].append(p) }
        }
        var files = ProjectFiles()
        files.projectGenerators = paths.filter { ProjectPaths.isProjectGenerator($0) }.sorted()
        let source = self.source
        let limit = limits.maxFileBytes
        files.otherStacks = OtherStack.detect(paths: paths) { try? source.contents(of: $0, limit: limit) }

        // Tuist's manifests and helpers describe a project; they are never an app's sources.
        let tuist = TuistProjects(paths: paths) { try? source.contents(of: $0, limit: limit) }
        let sources = ((byRole[.swift] ?? []) + (byRole[.objectiveC] ?? [])).filter { !tuist.descriptions.contains($0) }
        let (facts, suppressions, unreadSources) = readSources(sources.sorted())
        files.sources = facts
        files.suppressions = suppressions
        for e in unreadSources { skip(e, "the rest of the project is read without it", into: &files, progress) }
        files.statistics.sourceFiles = sources.count - unreadSources.count
        progress(.sourcesRead(files: sources.count, classes: files.sources.classes.count))

        var xcodeProjects: [XcodeProjectFacts] = []
        var projectPaths: [String] = []
        let listed = Set(paths)
        // The files a project names (its xcconfigs and their includes): one outside the project is never opened,
        // and one that is there but cannot be read is listed; one that is absent is only absent (a CocoaPods
        // xcconfig before `pod install`; an include looked for beside its file, then from the project folder).
        var named: [ImportError] = []
        let load = { (path: String) -> [UInt8]? in
            if let refused = source.refusal(of: path) {
                named.append(refused)
                return nil
            }
            do throws(ImportError) {
                return try source.contents(of: path, limit: limit)
            } catch {
                if listed.contains(path) { named.append(error) }
                return nil
            }
        }
        for p in byRole[.xcodeProject] ?? [] {
            do {
                xcodeProjects.append(
                    try XcodeProjectReader.read(
                        try source.contents(of: p, limit: limits.maxFileBytes), path: p,
                        load: load))
                projectPaths.append(p)
            } catch {
                skip(error, "its targets are not read", into: &files, progress)
            }
        }
        // Tuist manifests, read as the Xcode projects `tuist generate` writes (Sources/OrientationImport/Tuist).
        let generated = tuist.read(
            listing: paths, xcodeProjects: &xcodeProjects, projectPaths: projectPaths,
            contents: { p throws(ImportError) in try source.contents(of: p, limit: limit) }, load: load)
        for (p, facts) in generated.projects {
            xcodeProjects.append(facts)
            projectPaths.append(p)
        }
        for e in generated.errors { skip(e, "what it describes is not read", into: &uncounted, progress) }
        // XcodeGen's project.yml: the project it generates, read without generating it.
        let specs = XcodeGenSpecs(
            paths: paths, checkedIn: byRole[.xcodeProject] ?? [], source: source, limit: limits.maxFileBytes, load: load)
        for s in specs.skipped { skip(s.error, s.consequence, into: &uncounted, progress) }
        xcodeProjects += specs.projects.map(\.facts)
        projectPaths += specs.projects.map(\.spec)
        files.projectGenerators.removeAll { specs.handled.contains($0) }
        var seen: Set<ImportError> = []
        for e in named where seen.insert(e).inserted {
            skip(e, "what it sets is unknown", into: &uncounted, progress)
        }
        files.xcodeProjects = xcodeProjects
        files.packageManifests = paths.filter(SwiftPackageManifest.isManifest).sorted().compactMap { p in
            guard let bytes = try? source.contents(of: p, limit: limit), TuistProjects.imports(bytes) == "PackageDescription"
            else { return nil }
            return SwiftPackageManifest(path: p, bytes: bytes)
        }
        // An application target's INFOPLIST_FILE declares an app whatever its keys say; a target that also
        // generates keys has them merged in (the file's own value wins where both set a key), and a target that
        // only generates its Info.plist is read from the pbxproj.
        // Xcode reads the file `INFOPLIST_FILE` names whatever it is called (`Resources/ShopApp.plist`).
        for t in xcodeProjects.flatMap(\.targets) {
            for f in [t.infoPlistFile].compactMap({ $0 }) + t.otherInfoPlistFiles
            where listed.contains(f) && !(byRole[.infoPlist] ?? []).contains(f) && Self.role(of: f) == nil
                // Only the name differs: the folder must be one an Info.plist is read from (not a CMake build tree,
                // a bundle or a localisation).
                && Self.role(of: String(f.split(separator: "/").dropLast().map { $0 + "/" }.joined()) + "Info.plist") == .infoPlist
            {
                byRole[.infoPlist, default: []].append(f)
            }
        }
        var targets: [String: XcodeApplicationTarget] = [:]
        let present = Set(byRole[.infoPlist] ?? [])
        for t in xcodeProjects.flatMap(\.targets) {
            if let file = t.infoPlistFile, targets[file] == nil { targets[file] = t }
            // Release names a file the repository lacks: the file another configuration names is the app's.
            if t.infoPlistFile.map({ !present.contains($0) }) ?? true,
                let other = t.otherInfoPlistFiles.first(where: present.contains), targets[other] == nil
            {
                targets[other] = t
            }
        }
        let otherPlatforms = Set(xcodeProjects.flatMap(\.otherPlatformInfoPlists))
        // The folders of the Xcode projects that name the Info.plist of every application target they have: there,
        // a plist no application target names is not an app's (an emulator core's, a CMake bundle's), whatever keys
        // it holds. A project whose target leaves its plist unknown (set in an unread xcconfig) settles nothing.
        let settled: [String] = zip(projectPaths, xcodeProjects).compactMap { path, facts in
            guard !facts.targets.isEmpty,
                facts.targets.allSatisfy({ $0.infoPlistFile != nil || $0.generatedInfoPlist != nil })
            else { return nil }
            // A pbxproj's project folder holds its `.xcodeproj`; an XcodeGen spec's holds the spec.
            return path.split(separator: "/").dropLast(path.hasSuffix(".pbxproj") ? 2 : 1).joined(separator: "/")
        }
        var merged: Set<String> = []
        for p in byRole[.infoPlist] ?? [] {
            var plist: ImportedInfoPlist
            do {
                plist = try InfoPlistReader.read(try source.contents(of: p, limit: limits.maxFileBytes), path: p)
            } catch {
                // No application target names it: not an app's Info.plist (a dependency's). One a target names is
                // the app's, which cannot be linted without it; the other apps still are.
                skip(
                    error,
                    targets[p] == nil && !xcodeProjects.isEmpty
                        ? "no application target of the project names it"
                        : "the app it declares, if any, is not linted", into: &files, progress)
                continue
            }
            if let target = targets[p] {
                plist.declaresApp = true
                let written = plist.deviceFamilies
                plist.deviceFamilies = DeviceFamily.asBuilt(target: target, infoPlist: written)
                if plist.deviceFamilies == nil, !target.setsDeviceFamily, written == nil {
                    plist.deviceFamilyUnreadFrom = target.unreadXcconfig
                }
                if let version = target.deploymentTarget { plist.deploymentTarget = version }
                plist.sdkVersion = target.sdkVersion
                plist.projectNotes += target.projectNotes
                if plist.bundleName == nil { plist.bundleName = target.name }
                if let generated = target.generatedInfoPlist {
                    plist.fillMissing(from: generated)
                    merged.insert(generated.path)
                }
            } else if otherPlatforms.contains(p) {
                // A tvOS or macOS app's Info.plist says APPL too; iOS's orientation rules are not its.
                plist.declaresApp = false
            } else if settled.contains(where: { $0.isEmpty || p.hasPrefix($0 + "/") }) {
                plist.declaresApp = false
            }
            files.infoPlists.append(plist)
        }
        for t in xcodeProjects.flatMap(\.targets) {
            guard var generated = t.generatedInfoPlist, !merged.contains(generated.path) else { continue }
            if generated.bundleName == nil { generated.bundleName = t.name }
            files.infoPlists.append(generated)
        }
        files.statistics.infoPlists = files.infoPlists.count

        for p in byRole[.interfaceBuilder] ?? [] {
            do {
                let bytes = try source.contents(of: p, limit: limits.maxFileBytes)
                files.storyboards.append(try StoryboardReader.read(bytes, path: p))
                files.suppressions += SuppressionScanner.scan(bytes: bytes, file: p, syntax: .xml)
            } catch {
                skip(error, "its controllers and segues are not read", into: &files, progress)
            }
        }
        files.statistics.storyboards = files.storyboards.count
        progress(.storyboardsRead(files.storyboards.count))
        files.statistics.filesRead =
            sources.count + xcodeProjects.count + (byRole[.infoPlist]?.count ?? 0) + files.storyboards.count
            - files.statistics.skippedFiles.filter { $0.file.map { Self.role(of: $0) != .xcodeProject } ?? true }.count
        files.statistics.skippedFiles = uncounted + files.statistics.skippedFiles
        return files
    }

    /// Lists `error` among the skipped files with what leaving the file out costs, and reports it as progress.
    private func skip(
        _ error: ImportError, _ consequence: String, into files: inout ProjectFiles,
        _ progress: (ImportProgress) -> Void
    ) {
        skip(error, consequence, into: &files.statistics.skippedFiles, progress)
    }

    private func skip(
        _ error: ImportError, _ consequence: String, into list: inout [ImportError], _ progress: (ImportProgress) -> Void
    ) {
        var skipped = error
        skipped.message += " (skipped: \(consequence))"
        list.append(skipped)
        progress(.skipped(skipped))
    }

    /// Parses the sources on every core, on reader threads with a known stack (`ReaderThreads`), each file within
    /// its CPU budget; the facts, the suppression comments and the files that could not be read are kept in path
    /// order, as a sequential read would give them.
    private func readSources(_ paths: [String]) -> (SourceFacts, [InSourceSuppression], [ImportError]) {
        // Each iteration writes only its own slot, so the slots need no lock (and no Mutex, which Apple's
        // platforms have only from macOS 15).
        typealias Read = (facts: SourceFacts, suppressions: [InSourceSuppression])
        let slots = UnsafeMutableBufferPointer<Result<Read, ImportError>?>.allocate(capacity: paths.count)
        slots.initialize(repeating: nil)
        defer {
            _ = slots.deinitialize()
            slots.deallocate()
        }
        nonisolated(unsafe) let results = slots
        let source = self.source
        let limit = limits.maxFileBytes
        let budget = UInt64(max(0, limits.maxSourceMilliseconds)) * 1_000_000
        ReaderThreads.forEach(paths.count) { i in
            results[i] = Result { () throws(ImportError) -> Read in
                let bytes = try source.contents(of: paths[i], limit: limit)
                let facts = try Self.facts(of: paths[i], bytes: bytes, budget: ReadBudget(nanoseconds: budget))
                return (facts, SuppressionScanner.scan(bytes: bytes, file: paths[i], syntax: .cFamily))
            }
            source.finishedReading(paths[i])
        }
        // A body that chooses on a project's idiom test (`UIDevice.isPhone`) or returns a mask the project names
        // (`.portraitOnPhone`), declared in another file, is read again with every file's tests and masks known:
        // few files, so the second parse costs little.
        var helpers: [IdiomHelper] = []
        var masks: [MaskConstant] = []
        for case .success(let read)? in slots {
            helpers += read.facts.idiomHelpers
            masks += read.facts.maskConstants
        }
        let names = Set(IdiomHelper.table(helpers).keys).union(MaskConstant.table(masks).keys)
        if !names.isEmpty {
            let again = paths.indices.filter { i in
                guard case .success(let facts)? = slots[i] else { return false }
                return facts.facts.choosesOnAny(of: names)
            }
            let known = helpers
            let knownMasks = masks
            ReaderThreads.forEach(again.count) { j in
                let i = again[j]
                guard case .success(let first)? = results[i] else { return }
                results[i] = Result { () throws(ImportError) -> Read in
                    let bytes = try source.contents(of: paths[i], limit: limit)
                    var facts = try Self.facts(
                        of: paths[i], bytes: bytes, idiomHelpers: known, maskConstants: knownMasks,
                        budget: ReadBudget(nanoseconds: budget))
                    facts.idiomHelpers = first.facts.idiomHelpers
                    facts.maskConstants = first.facts.maskConstants
                    return (facts, first.suppressions)
                }
                source.finishedReading(paths[i])
            }
        }
        var all = SourceFacts()
        var suppressions: [InSourceSuppression] = []
        var unread: [ImportError] = []
        for r in slots {
            switch r {
            case .success(let read)?:
                all.append(read.facts)
                suppressions += read.suppressions
            case .failure(let error)?: unread.append(error)
            case nil: break
            }
        }
        return (all, suppressions, unread)
    }

    /// One source file's facts. Not text (a NUL byte) is an error naming the file and the line of the first
    /// offending byte. Bytes that are not UTF-8 (a Latin-1 comment or string in an old header) are read as U+FFFD:
    /// clang compiles such files, warning only inside string literals, and the bytes never spell an orientation
    /// fact; refusing them stopped whole repositories on one vendored header no app compiles. (swiftc refuses a
    /// Swift file that is not UTF-8, so such a file is in no app that builds; reading it lossily costs nothing.)
    static func facts(
        of path: String, bytes: [UInt8], idiomHelpers: [IdiomHelper] = [], maskConstants: [MaskConstant] = [],
        budget: ReadBudget = .unlimited
    ) throws(ImportError) -> SourceFacts {
        if let nul = bytes.firstIndex(of: 0) {
            throw ImportError(
                .binarySource, file: path, line: line(at: nul, in: bytes),
                "not a text file (a NUL byte at offset \(nul)); is it a binary named like a source?")
        }
        let text = String(decoding: bytes, as: UTF8.self)
        var facts =
            path.hasSuffix(".swift")
            ? try SwiftRecognizer.read(
                text, file: path, idiomHelpers: idiomHelpers, maskConstants: maskConstants, budget: budget)
            : try ObjectiveCRecognizer.read(text, file: path, idiomHelpers: idiomHelpers, budget: budget)
        for i in facts.properties.indices { facts.properties[i].file = path }
        return facts
    }

    static func line(at offset: Int, in bytes: [UInt8]) -> Int {
        bytes[..<offset].reduce(1) { $1 == 10 ? $0 + 1 : $0 }
    }
}

extension ImportedInfoPlist {
    /// Takes each key `other` sets that `self` does not, with its location: Xcode's merge of a target's
    /// Info.plist file with the keys it generates from build settings.
    mutating func fillMissing(from other: ImportedInfoPlist) {
        func take<T>(_ mine: WritableKeyPath<InfoPlist, T?>, _ key: String) {
            guard infoPlist[keyPath: mine] == nil, let v = other.infoPlist[keyPath: mine] else { return }
            infoPlist[keyPath: mine] = v
            if let at = other.keyLocations[key] { keyLocations[key] = at }
        }
        take(\.supportedInterfaceOrientations, "UISupportedInterfaceOrientations")
        take(\.supportedInterfaceOrientationsPad, "UISupportedInterfaceOrientations~ipad")
        take(\.supportedInterfaceOrientationsPhone, "UISupportedInterfaceOrientations~iphone")
        take(\.requiresFullScreen, "UIRequiresFullScreen")
        take(\.requiresFullScreenPad, "UIRequiresFullScreen~ipad")
        take(\.requiresFullScreenIgnoredStartingWithVersion, "UIRequiresFullScreenIgnoredStartingWithVersion")
        take(\.initialInterfaceOrientation, "UIInterfaceOrientation")
        if mainStoryboard == nil { mainStoryboard = other.mainStoryboard }
        if mainStoryboardPad == nil { mainStoryboardPad = other.mainStoryboardPad }
        if sceneStoryboards.isEmpty { sceneStoryboards = other.sceneStoryboards }
        if bundleName == nil { bundleName = other.bundleName }
        hasLaunchScreen = hasLaunchScreen || other.hasLaunchScreen
    }
}
