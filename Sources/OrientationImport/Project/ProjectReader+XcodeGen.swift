/// XcodeGen specs (`project.yml`, `project.yaml`) read as the Xcode project they generate (`XcodeGenProjectReader`),
/// beside the checked-in projects.
struct XcodeGenSpecs {
    /// The projects the specs describe, and the spec each was read from.
    var projects: [(spec: String, facts: XcodeProjectFacts)] = []
    /// Specs not read, each with what that costs: one that cannot be read (its file and line), one whose project is
    /// checked in beside it (the checked-in project is read instead).
    var skipped: [(error: ImportError, consequence: String)] = []
    /// Every spec handled, read or not: none of them is a project left for the user to generate.
    var handled: Set<String> = []

    /// XcodeGen's own spec names (its `--spec` default is `project.yml`).
    static func isSpec(_ path: String) -> Bool {
        let name = path.split(separator: "/").last ?? ""
        return name == "project.yml" || name == "project.yaml"
    }

    /// `checkedIn`: the repository's `project.pbxproj` paths. A spec with an `.xcodeproj` in its own folder is the
    /// description of that project, which is what Xcode builds: the checked-in one is read, never both.
    init<Source: ProjectSource>(
        paths: [String], checkedIn: [String], source: Source, limit: Int, load: @escaping (String) -> [UInt8]?
    ) {
        for spec in paths where Self.isSpec(spec) {
            handled.insert(spec)
            let folder = XcodeGenSpecLoader.folder(of: spec)
            if let twin = checkedIn.first(where: {
                XcodeGenSpecLoader.folder(of: $0).split(separator: "/").dropLast().joined(separator: "/") == folder
            }) {
                let project = String(twin.dropLast("/project.pbxproj".count))
                skipped.append(
                    (
                        ImportError(
                            .unreadable, file: spec,
                            "describes the same project as \(project), which is checked in and is read instead"),
                        "the checked-in project is what Xcode builds"
                    ))
                continue
            }
            do {
                let bytes = try source.contents(of: spec, limit: limit)
                let read = try XcodeGenProjectReader.read(
                    bytes, path: spec, listing: paths, load: load, refusal: { source.refusal(of: $0) })
                projects.append((spec, read.facts))
                handled.formUnion(read.specFiles)
            } catch {
                skipped.append((error, "XcodeGen could not generate its project either; its targets are not read"))
            }
        }
    }
}
