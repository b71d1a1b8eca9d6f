import OrientationPolicy

/// Limits that keep an import bounded whatever the project holds.
public struct ImportLimits: Sendable, Hashable {
    /// Larger files are refused with `fileTooLarge` (a generated 50 MB source is not something to parse).
    public var maxFileBytes: Int = 8 << 20
    /// More files than this are refused with `tooManyFiles`.
    public var maxFiles: Int = 100_000

    public init(maxFileBytes: Int = 8 << 20, maxFiles: Int = 100_000) {
        self.maxFileBytes = maxFileBytes
        self.maxFiles = maxFiles
    }
}

/// Reads a project into the engine's model. (Entry point agreed between the importer's parts; the reader
/// itself lands with its tests.)
public enum ProjectImporter {
    public static func importProject(
        from source: some ProjectSource, limits: ImportLimits = ImportLimits(),
        progress: (ImportProgress) -> Void = { _ in }
    ) throws(ImportError) -> ImportedProject {
        throw ImportError(.noApp, "the importer is not built yet")
    }
}

/// Lints every app of an imported project. (Entry point agreed between the importer's parts.)
public enum ProjectLint {
    public static func run(
        _ project: ImportedProject, targets: [Device] = [], maxStates: Int = Lint.defaultMaxStates,
        progress: (ImportProgress) -> Void = { _ in }
    ) -> ProjectLintReport {
        ProjectLintReport(apps: [], targets: targets, statistics: project.statistics)
    }
}
