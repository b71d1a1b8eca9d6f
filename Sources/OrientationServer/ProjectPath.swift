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
    /// archive, whose files exist nowhere on disk), and the folder no read may leave: `projectRoot`
    /// (`--project-root`, which must hold the folder) or the folder itself; nil for an archive, whose files
    /// never leave it.
    static func open(_ path: String, limits: ImportLimits, stripComponents: Int, projectRoot: String? = nil)
        throws(ImportError) -> (source: any ProjectSource, rootURI: String?, root: ProjectRoot?)
    {
        var info = stat()
        guard stat(path, &info) == 0 else {
            throw ImportError(.unreadable, file: path, DirectorySource.reason(errno))
        }
        if info.st_mode & S_IFMT == S_IFDIR {
            let folder = try ProjectRoot(path)
            var root = folder
            if let projectRoot {
                root = try ProjectRoot(projectRoot)
                guard root.contains(resolved: folder.resolved) else {
                    throw ImportError(
                        .unreadable, file: path, "not inside the project root \(projectRoot) that --project-root names")
                }
            }
            return (DirectorySource(root: path, limits: limits, projectRoot: root), rootURI(of: path), root)
        }
        let lower = path.lowercased()
        guard info.st_mode & S_IFMT == S_IFREG, archiveSuffixes.contains(where: { lower.hasSuffix($0) }) else {
            throw ImportError(.unreadable, file: path, "not a folder, nor a .tar, .tar.gz or .tgz archive")
        }
        guard projectRoot == nil else {
            throw ImportError(
                .unreadable, file: path, "--project-root applies to a folder: an archive's files never leave it")
        }
        return (try archive(path, limits: limits, stripComponents: stripComponents), nil, nil)
    }

    /// Whether something is at `path` (a configuration file looked for beside the project).
    static func exists(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0
    }

    /// The bytes of a whole file the user or the project names, refusing more than `limit` (the file is a
    /// hostile input like any other): only a regular file, never waiting on a FIFO or a device. `what` names it
    /// in messages ("the configuration file is larger than 1048576 bytes").
    static func read(_ path: String, limit: Int, what: String) throws(ImportError) -> [UInt8] {
        try RegularFile.read(path, file: path, what: what, limit: limit)
    }

    /// The bytes of a file a file of the project names (the configuration file's `baseline:`), or of the
    /// project's own configuration file: read only when it leads inside `root`, `..` and symbolic links
    /// resolved. Outside it, the file is never opened, so no message can show what it holds.
    static func read(_ path: String, limit: Int, what: String, inside root: ProjectRoot) throws(ImportError) -> [UInt8] {
        switch root.place(of: path) {
        case .inside(let resolved): return try RegularFile.read(resolved, file: path, what: what, limit: limit)
        case .outside:
            throw ImportError(
                .unreadable, file: path,
                "\(what) is outside the project root \(root.path): not opened (--project-root names a larger root)")
        case .missing: throw ImportError(.unreadable, file: path, DirectorySource.reason(ENOENT))
        case .unresolvable(let reason): throw ImportError(.unreadable, file: path, reason)
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
