import OrientationPolicy

/// The importer's entry point: reads a project (a checked-out directory or an uploaded archive, through
/// `ProjectSource`) and assembles one `ImportedApp` per Info.plist that declares an app.
package enum ProjectImporter {
    /// Reads every Info.plist, storyboard, xib, Swift and Objective-C file of `source` into facts, reporting a
    /// progress stage after each kind of file.
    package static func read(
        _ source: some ProjectSource, limits: ImportLimits = ImportLimits(),
        progress: (ImportProgress) -> Void = { _ in }
    ) throws(ImportError) -> ProjectFiles {
        try ProjectReader(source: source, limits: limits).read(progress: progress)
    }

    /// Reads and assembles: one app per Info.plist that declares one, each with the scenarios lint explores.
    /// Throws `noApp` when no Info.plist declares an app.
    package static func importProject(
        _ source: some ProjectSource, limits: ImportLimits = ImportLimits(),
        progress: (ImportProgress) -> Void = { _ in }
    ) throws(ImportError) -> ImportedProject {
        let files = try read(source, limits: limits, progress: progress)
        let project = try ProjectAssembler(files: files).assemble()
        progress(.appsFound(project.apps.count))
        return project
    }
}
