/// A project as a set of files: a directory checked out on disk (the command line) or an archive uploaded over
/// HTTP and read in memory (never written to disk). The importer reads only through this, so both give the same
/// answer and every path in a finding is relative to the project root.
package protocol ProjectSource: Sendable {
    /// Every regular file, as a `/`-separated path relative to the project root, sorted.
    func filePaths() throws(ImportError) -> [String]
    /// The bytes of one file listed by `filePaths()`. Throws `fileTooLarge` past `limit` bytes.
    func contents(of path: String, limit: Int) throws(ImportError) -> [UInt8]
}
