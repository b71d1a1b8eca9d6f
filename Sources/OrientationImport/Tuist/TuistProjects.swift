/// The Tuist projects of a repository, as `ProjectReader` meets them: which files are manifests and helpers
/// (never an app's sources), and the Xcode projects they describe.
///
/// A manifest is a `Project.swift` that imports `ProjectDescription`; the helpers are the Swift files under a
/// `Tuist/ProjectDescriptionHelpers/` folder, shared by the manifests under that `Tuist/` folder's parent. Other
/// descriptions (`Workspace.swift`, `Tuist.swift`, `Tuist/Config.swift`, a `Package.swift` that imports
/// `PackageDescription`) are not app code either. A `Workspace.swift` only names folders whose `Project.swift` is
/// read anyway, so every manifest of the repository is read.
///
/// Where the manifest's folder also holds a checked-in `.xcodeproj`, that project wins (it is what Xcode builds):
/// the manifest is not read, and each app of the checked-in project says so.
struct TuistProjects {
    /// Files that describe projects or packages: left out of the Swift sources.
    var descriptions: Set<String> = []
    var manifests: [String] = []
    var helpers: [String] = []

    static let descriptionNames: Set<String> = ["Project.swift", "Workspace.swift", "Package.swift", "Tuist.swift", "Config.swift"]

    /// Sorts the listing's Swift files; `contents` reads a file (nil when it cannot be).
    init(paths: [String], contents: (String) -> [UInt8]?) {
        for p in paths where p.hasSuffix(".swift") {
            let parts = p.split(separator: "/")
            if let i = parts.firstIndex(of: "ProjectDescriptionHelpers"), i > 0, parts[i - 1] == "Tuist" {
                helpers.append(p)
                descriptions.insert(p)
                continue
            }
            guard let name = parts.last, Self.descriptionNames.contains(String(name)),
                let bytes = contents(p), let kind = Self.imports(bytes)
            else { continue }
            descriptions.insert(p)
            if kind == "ProjectDescription", name == "Project.swift" { manifests.append(p) }
        }
    }

    /// `ProjectDescription` or `PackageDescription`, when the file imports it.
    static func imports(_ bytes: [UInt8]) -> String? {
        let text = String(decoding: bytes.prefix(64 << 10), as: UTF8.self)
        for module in ["ProjectDescription", "PackageDescription"] where text.contains("import " + module) { return module }
        return nil
    }

    /// The folder holding the `Tuist/` folder (or `Tuist.swift`) nearest above `path`; "" when there is none.
    static func root(of path: String, in listed: Set<String>, helpers: [String]) -> String {
        var folders = ProjectPaths.folders(of: path).map(String.init)
        while true {
            let dir = folders.joined(separator: "/")
            let prefix = dir.isEmpty ? "" : dir + "/"
            if listed.contains(prefix + "Tuist.swift") || listed.contains(prefix + "Tuist/Config.swift")
                || helpers.contains(where: { $0.hasPrefix(prefix + "Tuist/") })
            {
                return dir
            }
            guard !folders.isEmpty else { return "" }
            folders.removeLast()
        }
    }

    /// What reading the manifests gives: the projects (each with a path whose folder two levels up is the
    /// manifest's, as a pbxproj's is its project's), and what could not be read.
    struct Read {
        var projects: [(path: String, facts: XcodeProjectFacts)] = []
        var errors: [ImportError] = []
    }

    /// Reads the manifests on a reader thread (the stack the Swift readers need). `xcodeProjects` are the
    /// checked-in projects with their pbxproj paths: a manifest beside one is not read, and its apps get a note.
    func read(
        listing: [String], xcodeProjects: inout [XcodeProjectFacts], projectPaths: [String],
        contents: @escaping (String) throws(ImportError) -> [UInt8], load: @escaping (String) -> [UInt8]?
    ) -> Read {
        guard !manifests.isEmpty else { return Read() }
        let listed = Set(listing)
        var checkedIn: [String: [Int]] = [:]
        for (i, p) in projectPaths.enumerated() {
            checkedIn[ProjectPaths.folders(of: p).dropLast().joined(separator: "/"), default: []].append(i)
        }
        let out = Read()
        var toRead: [String] = []
        for m in manifests {
            let dir = ProjectPaths.folders(of: m).joined(separator: "/")
            guard let beside = checkedIn[dir] else {
                toRead.append(m)
                continue
            }
            for i in beside {
                let project = ProjectPaths.folders(of: projectPaths[i]).last.map(String.init) ?? projectPaths[i]
                let note = Located(
                    "\(m) also describes this project, but the checked-in \(project) is what Xcode builds, so lint read it and not the Tuist manifest",
                    at: SourceLocation(file: m, line: 1))
                for t in xcodeProjects[i].targets.indices {
                    xcodeProjects[i].targets[t].projectNotes.append(note)
                    xcodeProjects[i].targets[t].generatedInfoPlist?.projectNotes.append(note)
                }
            }
        }
        let helpers = self.helpers
        return ReaderThreads.run { () -> Read in
            var read = out
            // Each root's helpers, parsed once.
            var declarations: [String: ManifestDeclarations] = [:]
            for m in toRead {
                let root = Self.root(of: m, in: listed, helpers: helpers)
                if declarations[root] == nil {
                    var d = ManifestDeclarations()
                    for h in helpers where h.hasPrefix(root.isEmpty ? "" : root + "/") {
                        do throws(ImportError) {
                            let (tree, context) = try TuistManifestReader.parse(try contents(h), file: h)
                            d.add(tree, context: context)
                        } catch {
                            read.errors.append(error)
                        }
                    }
                    declarations[root] = d
                }
                let paths = TuistPaths(manifestDir: ProjectPaths.folders(of: m).joined(separator: "/"), root: root)
                do throws(ImportError) {
                    let (tree, context) = try TuistManifestReader.parse(try contents(m), file: m)
                    let result = try TuistManifestReader.read(
                        tree: tree, context: context, helpers: declarations[root] ?? ManifestDeclarations(), paths: paths,
                        listing: listing, load: load)
                    read.projects.append((m + "/manifest", result.facts))
                    for u in result.unread {
                        read.errors.append(ImportError(.malformedPlist, file: u.location.file, line: u.location.line, u.value))
                    }
                } catch {
                    read.errors.append(error)
                }
            }
            return read
        }
    }
}
