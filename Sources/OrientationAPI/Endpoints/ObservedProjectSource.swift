import OrientationImport

/// A project source that announces each file before handing over its bytes, so that a worker process whose
/// reader crashes or overruns its deadline can be reported with the file it was reading (`UploadIsolation`).
struct ObservedProjectSource: ProjectSource {
    let base: any ProjectSource
    let observer: @Sendable (String) -> Void

    init(_ base: any ProjectSource, observer: @escaping @Sendable (String) -> Void) {
        self.base = base
        self.observer = observer
    }

    func filePaths() throws(ImportError) -> [String] { try base.filePaths() }

    func listing() throws(ImportError) -> ProjectListing { try base.listing() }

    func refusal(of path: String) -> ImportError? { base.refusal(of: path) }

    func contents(of path: String, limit: Int) throws(ImportError) -> [UInt8] {
        observer(path)
        return try base.contents(of: path, limit: limit)
    }
}
