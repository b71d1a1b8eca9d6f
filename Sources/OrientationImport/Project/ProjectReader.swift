/// Lists a project's files and hands each to its reader. (Being written; see ProjectImporter.)
struct ProjectReader<Source: ProjectSource> {
    var source: Source
    var limits: ImportLimits

    func read(progress: (ImportProgress) -> Void) throws(ImportError) -> ProjectFiles {
        ProjectFiles()
    }
}
