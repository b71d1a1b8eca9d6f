import OrientationImport

/// A project source that announces each file before handing over its bytes, and again when a reader thread is done
/// with it, so that a worker process whose reader crashes or overruns its deadline can be reported with the files
/// still being read (`UploadIsolation`), not those an idle thread finished earlier.
struct ObservedProjectSource: ProjectSource {
    let base: any ProjectSource
    let observer: @Sendable (UploadProgress) -> Void

    init(_ base: any ProjectSource, observer: @escaping @Sendable (UploadProgress) -> Void) {
        self.base = base
        self.observer = observer
    }

    func filePaths() throws(ImportError) -> [String] { try base.filePaths() }

    func listing() throws(ImportError) -> ProjectListing { try base.listing() }

    func refusal(of path: String) -> ImportError? { base.refusal(of: path) }

    func contents(of path: String, limit: Int) throws(ImportError) -> [UInt8] {
        observer(.reading(path))
        return try base.contents(of: path, limit: limit)
    }

    func finishedReading(_ path: String) { observer(.finished(path)) }
}
