/// A project as a set of files: a directory checked out on disk (the command line) or an archive uploaded over
/// HTTP and read in memory (never written to disk). The importer reads only through this, so both give the same
/// answer and every path in a finding is relative to the project root.
package protocol ProjectSource: Sendable {
    /// Every regular file, as a `/`-separated path relative to the project root, sorted.
    func filePaths() throws(ImportError) -> [String]
    /// The files, and what the listing met but could not list or read (a folder that cannot be opened, a file
    /// name that is not UTF-8, a FIFO): each an error naming it, listed among the skipped files while the rest
    /// is read.
    func listing() throws(ImportError) -> ProjectListing
    /// The bytes of one file listed by `filePaths()`. Throws `fileTooLarge` past `limit` bytes.
    func contents(of path: String, limit: Int) throws(ImportError) -> [UInt8]
    /// Why a path the project names (an xcconfig's `#include`) is never opened, or nil when it may be: it leads
    /// outside the project.
    func refusal(of path: String) -> ImportError?
    /// Called when a reader thread is done with a file it got from `contents(of:limit:)` (parsed, or failed): a
    /// source that reports progress can then stop naming it as being read while that thread waits idle.
    func finishedReading(_ path: String)
}

/// What `ProjectSource.listing()` found.
package struct ProjectListing: Sendable, Equatable {
    /// Every regular file, sorted.
    package var paths: [String]
    /// What could not be listed or read, each naming its path.
    package var notRead: [ImportError]

    package init(paths: [String], notRead: [ImportError] = []) {
        self.paths = paths
        self.notRead = notRead
    }
}

extension ProjectSource {
    package func finishedReading(_ path: String) {}

    /// A source whose listing meets nothing it cannot read (an archive refuses such entries outright).
    package func listing() throws(ImportError) -> ProjectListing {
        ProjectListing(paths: try filePaths())
    }

    /// A path that climbs out of the project (`../Shared/Base.xcconfig`) or is absolute.
    package func refusal(of path: String) -> ImportError? {
        guard Self.leavesRoot(path) else { return nil }
        return ImportError(.unreadable, file: path, "outside the project: not opened")
    }

    /// Whether `path`, relative to the project root, is absolute or climbs above the root with `..`.
    package static func leavesRoot(_ path: String) -> Bool {
        if path.hasPrefix("/") { return true }
        var depth = 0
        for part in path.split(separator: "/") {
            if part == ".." { depth -= 1 } else if part != "." { depth += 1 }
            if depth < 0 { return true }
        }
        return false
    }
}
