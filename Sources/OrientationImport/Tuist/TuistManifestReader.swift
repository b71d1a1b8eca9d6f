import SwiftSyntax

/// Reads a Tuist `Project.swift` without running it: its `let project = Project(...)` (written out, or returned
/// by a helper of `Tuist/ProjectDescriptionHelpers`), evaluated by `ManifestEvaluator`, becomes the
/// `XcodeProjectFacts` of the project `tuist generate` would write, every fact located in the manifest (or in the
/// helper that wrote the literal).
enum TuistManifestReader {
    /// What one manifest gives: its project, and what it says that could not be read but belongs to no app target.
    struct Result {
        var facts: XcodeProjectFacts
        var unread: [Located<String>]
    }

    /// The parsed file with where its nodes are; throws `import-source-too-deep` as for any Swift file, and
    /// `import-malformed-plist` (the code of a project description that cannot be read) at the first syntax error.
    static func parse(_ bytes: [UInt8], file: String) throws(ImportError) -> (SourceFileSyntax, ManifestDeclarations.FileContext) {
        if let nul = bytes.firstIndex(of: 0) {
            throw ImportError(
                .binarySource, file: file, line: ProjectReader<InMemoryProjectSource>.line(at: nul, in: bytes),
                "not a text file (a NUL byte at offset \(nul))")
        }
        let text = String(decoding: bytes, as: UTF8.self)
        let tree = try SwiftRecognizer.parse(text, file: file)
        let context = ManifestDeclarations.FileContext(file: file, converter: SourceLocationConverter(fileName: file, tree: tree))
        if tree.hasError {
            let bad = tree.tokens(viewMode: .all).first { $0.presence == .missing || $0.parent?.is(UnexpectedNodesSyntax.self) == true }
            throw ImportError(
                .malformedPlist, file: file, line: bad.map { context.location($0).line },
                "the Tuist manifest does not parse as Swift here, so the project it describes is not read")
        }
        return (tree, context)
    }

    /// The first top-level constant of the manifest whose value is a `Project(...)`.
    static func projectConstant(in tree: SourceFileSyntax, _ evaluator: ManifestEvaluator) -> ManifestValue? {
        for item in tree.statements {
            guard let v = item.item.as(VariableDeclSyntax.self) else { continue }
            for b in v.bindings {
                guard let name = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                    let value = evaluator.constant(name), value.callName == "Project"
                else { continue }
                return value
            }
        }
        return nil
    }

    static func read(
        tree: SourceFileSyntax, context: ManifestDeclarations.FileContext, helpers: ManifestDeclarations,
        paths: TuistPaths, listing: [String], load: @escaping (String) -> [UInt8]?
    ) throws(ImportError) -> Result {
        let file = context.file
        var declarations = helpers
        declarations.add(tree, context: context)
        let evaluator = ManifestEvaluator(declarations)
        var unread: [Located<String>] = []
        // Tuist takes the `Project` the manifest creates whatever constant holds it (`Project.init` registers it).
        guard let project = evaluator.constant("project") ?? Self.projectConstant(in: tree, evaluator) else {
            throw ImportError(
                .malformedPlist, file: file, line: 1, "the Tuist manifest creates no `Project(...)` the importer reads, so no project is read from it"
            )
        }
        guard ["Project", "project"].contains(project.callName ?? "") else {
            throw ImportError(
                .malformedPlist, file: file, line: project.location.line,
                "`project` is not a literal `Project(...)` the importer reads (\(project.unreadReason ?? "another form")), so its targets are not read"
            )
        }
        let projectName = project.argument("name")?.string ?? ProjectPaths.folders(of: file).last.map(String.init) ?? "Project"
        var projectNotes: [Located<String>] = []
        let projectSettings = TuistSettings.read(
            project.argument("settings"), paths: paths, load: load, what: "project \(projectName)", notes: &projectNotes)
        guard let elements = project.argument("targets")?.elements else {
            throw ImportError(
                .malformedPlist, file: file, line: project.location.line,
                "the targets of project \(projectName) are not a literal list in the manifest, so none is read")
        }
        var targets: [TuistTarget] = []
        for e in elements {
            guard ["Target", "target", "init"].contains(e.callName ?? "") else {
                unread.append(
                    Located(
                        "a target of project \(projectName) is not a literal in the manifest (\(e.unreadReason ?? "another form")), so it was not read",
                        at: e.location))
                continue
            }
            if let t = try TuistTarget.read(
                e, manifest: file, paths: paths, listing: listing, projectSettings: projectSettings.xcconfig + projectSettings.entries,
                projectName: projectName, load: load, notes: &unread)
            {
                targets.append(t)
            }
        }
        var facts = XcodeProjectFacts()
        for (i, t) in targets.enumerated() {
            let linked = t.dependencies.compactMap { name in targets.firstIndex { $0.name == name && $0.kind == .library } }
            facts.targetFiles.append(XcodeTargetFiles(name: t.name, kind: t.kind, files: t.files, linkedLibraries: linked))
            if var app = t.app {
                app.targetFilesIndex = i
                app.projectNotes = projectNotes + unread + app.projectNotes
                app.generatedInfoPlist?.projectNotes = app.projectNotes
                facts.targets.append(app)
            }
            if let other = t.otherPlatformInfoPlist { facts.otherPlatformInfoPlists.append(other) }
        }
        return Result(facts: facts, unread: facts.targets.isEmpty ? projectNotes + unread : [])
    }
}
