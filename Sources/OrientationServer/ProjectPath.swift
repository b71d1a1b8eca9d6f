import OrientationAPI
import OrientationImport

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Opening the project the user named, and writing the report where they asked.
enum ProjectPath {
    /// The archive suffixes `lint` and `import` read as archives; anything else must be a folder.
    static let archiveSuffixes = [".tar", ".tar.gz", ".tgz"]

    /// A folder becomes a `DirectorySource`; a `.tar`, `.tar.gz` or `.tgz` file is read whole and becomes an
    /// `ArchiveSource`. Also returns the folder's absolute `file:` URI for SARIF's `%SRCROOT%` (nil for an
    /// archive, whose files exist nowhere on disk).
    static func open(_ path: String, limits: ImportLimits, stripComponents: Int)
        throws(ImportError) -> (source: any ProjectSource, rootURI: String?)
    {
        var info = stat()
        guard stat(path, &info) == 0 else {
            throw ImportError(.unreadable, file: path, DirectorySource.reason(errno))
        }
        if info.st_mode & S_IFMT == S_IFDIR {
            return (DirectorySource(root: path, limits: limits), rootURI(of: path))
        }
        let lower = path.lowercased()
        guard info.st_mode & S_IFMT == S_IFREG, archiveSuffixes.contains(where: { lower.hasSuffix($0) }) else {
            throw ImportError(.unreadable, file: path, "not a folder, nor a .tar, .tar.gz or .tgz archive")
        }
        return (try archive(path, limits: limits, stripComponents: stripComponents), nil)
    }

    /// Whether something is at `path` (a configuration file looked for beside the project).
    static func exists(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0
    }

    /// The bytes of a whole file, refusing more than `limit` (the file is a hostile input like any other).
    static func read(_ path: String, limit: Int) throws(ImportError) -> [UInt8] {
        let fd = POSIX.open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw ImportError(.unreadable, file: path, DirectorySource.reason(errno)) }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { POSIX.read(fd, into: $0) }
            if n < 0 { throw ImportError(.unreadable, file: path, DirectorySource.reason(errno)) }
            if n == 0 { return bytes }
            bytes.append(contentsOf: chunk[0..<n])
            if bytes.count > limit {
                throw ImportError(.archiveTooLarge, file: path, "the archive is larger than \(limit) bytes")
            }
        }
    }

    /// Writes `bytes` to `path`, replacing it.
    static func write(_ bytes: [UInt8], to path: String) throws(ImportError) {
        let fd = POSIX.open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, mode: 0o644)
        guard fd >= 0 else { throw ImportError(.unreadable, file: path, "cannot write: " + DirectorySource.reason(errno)) }
        defer { close(fd) }
        guard bytes.withUnsafeBytes({ POSIX.writeAll(fd, $0) }) else {
            throw ImportError(.unreadable, file: path, "cannot write: " + DirectorySource.reason(errno))
        }
    }

    /// `file:///absolute/path/`, percent-encoded, for SARIF's `originalUriBaseIds`.
    static func rootURI(of path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        var absolute = String(cString: resolved)
        if !absolute.hasSuffix("/") { absolute += "/" }
        return "file://" + ProjectSarifEncoder.uriPath(absolute)
    }
}
