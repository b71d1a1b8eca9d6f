#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A project checked out on disk: what `orientation-server lint PATH` reads. Every regular file below `root`,
/// listed recursively as `/`-separated paths relative to `root`, sorted like `InMemoryProjectSource`'s paths, so
/// a directory and the same tree uploaded as an archive give the same answer.
///
/// What it never reads:
/// - Symbolic links, to files or folders: skipped, never followed (a link can point out of the project or
///   into a cycle; an uploaded archive refuses them for the same reason).
/// - Anything that is neither a regular file nor a folder (sockets, FIFOs, devices).
/// - Folders that hold no sources the importer reads, by name (`skippedFolderNames`): version control
///   (`.git`, `.svn`, `.hg`), build output (`build`, `.build`, `DerivedData`), per-user Xcode state
///   (`xcuserdata`), package tool state (`.swiftpm`, `node_modules`), the resource forks macOS's Archive Utility
///   leaves in a zip (`__MACOSX`); and by suffix (`skippedFolderSuffixes`):
///   asset catalogs (`*.xcassets`), prebuilt frameworks (`*.framework`, `*.xcframework`, whose headers declare
///   but never implement), debug symbols (`*.dSYM`) and test results (`*.xcresult`). Storyboards live in
///   `*.lproj` folders and sources anywhere else, so nothing else is skipped.
///
/// Errors: the root or a folder that cannot be opened, a file name that is not UTF-8, or a file that cannot be
/// read is `unreadable` naming the path; more than `limits.maxFiles` files is `tooManyFiles` (counted while
/// listing, so a whole disk is refused early); a file larger than the limit given to `contents(of:limit:)` is
/// `fileTooLarge`.
package struct DirectorySource: ProjectSource {
    /// The project folder as the user named it (relative to the working directory, or absolute).
    package let root: String
    package let limits: ImportLimits

    /// Folder names never descended into.
    package static let skippedFolderNames: Set<String> = [
        ".git", ".svn", ".hg", "build", ".build", "DerivedData", "xcuserdata", ".swiftpm", "node_modules", "__MACOSX",
    ]
    /// Folder name endings never descended into.
    package static let skippedFolderSuffixes = [".xcassets", ".framework", ".xcframework", ".dSYM", ".xcresult"]

    package init(root: String, limits: ImportLimits = ImportLimits()) {
        self.root = root.count > 1 && root.hasSuffix("/") ? String(root.dropLast()) : root
        self.limits = limits
    }

    /// Whether the listing skips a folder of this name.
    package static func skips(folder name: String) -> Bool {
        skippedFolderNames.contains(name) || skippedFolderSuffixes.contains { name.hasSuffix($0) }
    }

    package func filePaths() throws(ImportError) -> [String] {
        var info = stat()
        guard stat(root, &info) == 0 else {
            throw ImportError(.unreadable, file: root, Self.reason(errno))
        }
        guard info.st_mode & S_IFMT == S_IFDIR else {
            throw ImportError(.unreadable, file: root, "not a directory")
        }
        var paths: [String] = []
        try list(relative: "", into: &paths)
        return paths.sorted()
    }

    /// Lists one folder (depth first), appending the regular files it holds.
    private func list(relative: String, into paths: inout [String]) throws(ImportError) {
        let absolute = relative.isEmpty ? root : root + "/" + relative
        guard let dir = opendir(absolute) else {
            throw ImportError(
                .unreadable, file: relative.isEmpty ? root : relative,
                "cannot open the folder: " + Self.reason(errno))
        }
        defer { closedir(dir) }
        var folders: [String] = []
        while true {
            errno = 0
            guard let entry = readdir(dir) else {
                if errno != 0 {
                    throw ImportError(
                        .unreadable, file: relative.isEmpty ? root : relative,
                        "cannot list the folder: " + Self.reason(errno))
                }
                break
            }
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw -> [UInt8] in
                Array(raw.prefix { $0 != 0 })
            }
            if name == [UInt8(ascii: ".")] || name == [UInt8(ascii: "."), UInt8(ascii: ".")] { continue }
            guard let decoded = String(validating: name, as: UTF8.self) else {
                let shown = String(decoding: name, as: UTF8.self)
                throw ImportError(
                    .unreadable, file: relative.isEmpty ? shown : relative + "/" + shown,
                    "the file name is not UTF-8")
            }
            let path = relative.isEmpty ? decoded : relative + "/" + decoded
            var info = stat()
            guard lstat(root + "/" + path, &info) == 0 else {
                throw ImportError(.unreadable, file: path, Self.reason(errno))
            }
            switch info.st_mode & S_IFMT {
            case S_IFREG:
                if paths.count >= limits.maxFiles {
                    throw ImportError(
                        .tooManyFiles, file: nil,
                        "the project has more than \(limits.maxFiles) files (skipping .git, build "
                            + "output and asset catalogs)")
                }
                paths.append(path)
            case S_IFDIR:
                if !Self.skips(folder: decoded) { folders.append(path) }
            default:
                continue  // symbolic links, sockets, FIFOs, devices
            }
        }
        // After closing nothing: recursion keeps one open folder per level, bounded by the tree's depth.
        for folder in folders { try list(relative: folder, into: &paths) }
    }

    package func contents(of path: String, limit: Int) throws(ImportError) -> [UInt8] {
        let fd = open(root + "/" + path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard fd >= 0 else { throw ImportError(.unreadable, file: path, Self.reason(errno)) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw ImportError(.unreadable, file: path, Self.reason(errno)) }
        guard info.st_mode & S_IFMT == S_IFREG else {
            throw ImportError(.unreadable, file: path, "not a regular file")
        }
        let size = Int(info.st_size)
        guard size <= limit else {
            throw ImportError(.fileTooLarge, file: path, "the file has \(size) bytes; the limit is \(limit)")
        }
        // Reads up to one byte past the limit, so a file that grew since `fstat` is refused too.
        var bytes = [UInt8](repeating: 0, count: min(size, limit) + 1)
        var filled = 0
        while filled < bytes.count {
            let n = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress! + filled, $0.count - filled) }
            if n < 0 {
                if errno == EINTR { continue }
                throw ImportError(.unreadable, file: path, Self.reason(errno))
            }
            if n == 0 { break }
            filled += n
        }
        guard filled <= limit else {
            throw ImportError(.fileTooLarge, file: path, "the file has more than \(limit) bytes; the limit is \(limit)")
        }
        bytes.removeLast(bytes.count - filled)
        return bytes
    }

    /// `strerror`'s text, e.g. "No such file or directory".
    package static func reason(_ code: Int32) -> String {
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text)
    }
}
