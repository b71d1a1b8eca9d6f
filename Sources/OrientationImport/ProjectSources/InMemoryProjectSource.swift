/// A project held in memory as path -> bytes: what an uploaded archive expands to (never written to disk), and
/// what tests build fixtures from.
package struct InMemoryProjectSource: ProjectSource {
    package private(set) var files: [String: [UInt8]]

    package init(files: [String: [UInt8]]) {
        self.files = files
    }

    /// Text files, UTF-8 encoded: the convenient form for tests and fixtures.
    package init(textFiles: [String: String]) {
        self.files = textFiles.mapValues { Array($0.utf8) }
    }

    package func filePaths() throws(ImportError) -> [String] {
        files.keys.sorted()
    }

    package func contents(of path: String, limit: Int) throws(ImportError) -> [UInt8] {
        guard let bytes = files[path] else {
            throw ImportError(.unreadable, file: path, "no such file in the project")
        }
        guard bytes.count <= limit else {
            throw ImportError(.fileTooLarge, file: path, "the file has \(bytes.count) bytes; the limit is \(limit)")
        }
        return bytes
    }
}
