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
/// - Symbolic links, to files or folders: not listed, never followed (a link can point out of the project or
///   into a cycle; an uploaded archive refuses them for the same reason).
/// - Anything that is neither a regular file nor a folder (FIFOs, sockets, devices): never opened (a FIFO
///   blocks the reader forever), listed in `listing().notRead` naming what it is.
/// - A file outside the project root (`projectRoot`: the folder itself unless a larger one is given), however
///   it is named: `../`, an absolute path, or a symbolic link on the way. `contents(of:limit:)` and
///   `refusal(of:)` resolve the path first and refuse it without opening it.
/// - Folders that hold no sources the importer reads, by name (`skippedFolderNames`): version control
///   (`.git`, `.svn`, `.hg`), build output (`build`, `.build`, `DerivedData`), per-user Xcode state
///   (`xcuserdata`), package tool state (`.swiftpm`, `node_modules`), the resource forks macOS's Archive Utility
///   leaves in a zip (`__MACOSX`); and by suffix (`skippedFolderSuffixes`):
///   asset catalogs (`*.xcassets`), prebuilt frameworks (`*.framework`, `*.xcframework`, whose headers declare
///   but never implement), debug symbols (`*.dSYM`) and test results (`*.xcresult`). Storyboards live in
///   `*.lproj` folders and sources anywhere else, so nothing else is skipped.
///
/// Errors: a root that cannot be opened is `unreadable`, and more than `limits.maxFiles` files `tooManyFiles`
/// (counted while listing, so a whole disk is refused early): the project cannot be read. Below the root, a
/// folder that cannot be opened or listed, a path too long to open, or a file name that is not UTF-8 is an
/// `unreadable` error in `notRead` naming it, and the listing goes on: one odd entry costs only itself. A file
/// that cannot be read is `unreadable` from `contents(of:limit:)`, one larger than the limit `fileTooLarge`.
package struct DirectorySource: ProjectSource {
    /// The project folder as the user named it (relative to the working directory, or absolute).
    package let root: String
    package let limits: ImportLimits
    /// The folder no read may leave; nil when the root itself cannot be resolved (listing then fails).
    package let projectRoot: ProjectRoot?

    /// Folder names never descended into.
    package static let skippedFolderNames: Set<String> = [
        ".git", ".svn", ".hg", "build", ".build", "DerivedData", "xcuserdata", ".swiftpm", "node_modules", "__MACOSX",
    ]
    /// Folder name endings never descended into.
    package static let skippedFolderSuffixes = [".xcassets", ".framework", ".xcframework", ".dSYM", ".xcresult"]

    /// `projectRoot`, when given, must hold `root` (the command line checks it); by default it is `root`.
    package init(root: String, limits: ImportLimits = ImportLimits(), projectRoot: ProjectRoot? = nil) {
        self.root = root.count > 1 && root.hasSuffix("/") ? String(root.dropLast()) : root
        self.limits = limits
        self.projectRoot = projectRoot ?? (try? ProjectRoot(self.root))
    }

    /// Whether the listing skips a folder of this name.
    package static func skips(folder name: String) -> Bool {
        skippedFolderNames.contains(name) || skippedFolderSuffixes.contains { name.hasSuffix($0) }
    }

    package func filePaths() throws(ImportError) -> [String] {
        try listing().paths
    }

    package func listing() throws(ImportError) -> ProjectListing {
        var info = stat()
        guard stat(root, &info) == 0 else {
            throw ImportError(.unreadable, file: root, Self.reason(errno))
        }
        guard info.st_mode & S_IFMT == S_IFDIR else {
            throw ImportError(.unreadable, file: root, "not a directory")
        }
        guard opendir(root).map({ closedir($0) }) != nil else {
            throw ImportError(.unreadable, file: root, "cannot open the folder: " + Self.reason(errno))
        }
        var listing = ProjectListing(paths: [])
        try list(relative: "", into: &listing)
        listing.paths.sort()
        return listing
    }

    /// Lists one folder (depth first), appending the regular files it holds and what it cannot read.
    private func list(relative: String, into listing: inout ProjectListing) throws(ImportError) {
        let absolute = relative.isEmpty ? root : root + "/" + relative
        guard let dir = opendir(absolute) else {
            listing.notRead.append(
                ImportError(.unreadable, file: relative, "cannot open the folder: " + Self.reason(errno) + "; its files are not read"))
            return
        }
        defer { closedir(dir) }
        var folders: [String] = []
        while true {
            errno = 0
            guard let entry = readdir(dir) else {
                if errno != 0 {
                    listing.notRead.append(
                        ImportError(
                            .unreadable, file: relative.isEmpty ? root : relative,
                            "cannot list the folder: " + Self.reason(errno) + "; the files not yet listed are not read"))
                }
                break
            }
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw -> [UInt8] in
                Array(raw.prefix { $0 != 0 })
            }
            if name == [UInt8(ascii: ".")] || name == [UInt8(ascii: "."), UInt8(ascii: ".")] { continue }
            guard let decoded = String(validating: name, as: UTF8.self) else {
                let shown = Self.escaped(name)
                listing.notRead.append(
                    ImportError(
                        .unreadable, file: relative.isEmpty ? shown : relative + "/" + shown,
                        "the file name is not UTF-8 (the bytes that are not are shown as \\xNN): not read"))
                continue
            }
            let path = relative.isEmpty ? decoded : relative + "/" + decoded
            var info = stat()
            guard lstat(root + "/" + path, &info) == 0 else {
                if errno != ENOENT {  // gone since the folder was listed: nothing to read
                    listing.notRead.append(ImportError(.unreadable, file: path, Self.reason(errno) + ": not read"))
                }
                continue
            }
            switch info.st_mode & S_IFMT {
            case S_IFREG:
                if listing.paths.count >= limits.maxFiles {
                    throw ImportError(
                        .tooManyFiles, file: nil,
                        "the project has more than \(limits.maxFiles) files (skipping .git, build "
                            + "output and asset catalogs)")
                }
                listing.paths.append(path)
            case S_IFDIR:
                if !Self.skips(folder: decoded) { folders.append(path) }
            case S_IFLNK:
                continue  // never followed
            default:
                let kind = RegularFile.kind(info.st_mode) ?? "not a regular file"
                listing.notRead.append(ImportError(.unreadable, file: path, RegularFile.notRegular(kind, what: nil)))
            }
        }
        // After closing nothing: recursion keeps one open folder per level, bounded by the tree's depth.
        for folder in folders { try list(relative: folder, into: &listing) }
    }

    package func contents(of path: String, limit: Int) throws(ImportError) -> [UInt8] {
        guard let projectRoot else { throw ImportError(.unreadable, file: root, "the project folder cannot be resolved") }
        switch projectRoot.place(of: root + "/" + path) {
        case .inside(let resolved):
            return try RegularFile.read(resolved, file: path, what: nil, limit: limit, followLinks: false)
        case .outside: throw projectRoot.refusal(path)
        case .missing: throw ImportError(.unreadable, file: path, Self.reason(ENOENT))
        case .unresolvable(let reason): throw ImportError(.unreadable, file: path, reason)
        }
    }

    package func refusal(of path: String) -> ImportError? {
        guard let projectRoot else { return ImportError(.unreadable, file: root, "the project folder cannot be resolved") }
        return projectRoot.place(of: root + "/" + path) == .outside ? projectRoot.refusal(path) : nil
    }

    /// A file name that is not UTF-8, readable: each byte that is not part of a UTF-8 character as `\xNN`.
    package static func escaped(_ name: [UInt8]) -> String {
        var out = ""
        var i = 0
        while i < name.count {
            let lead = name[i]
            let length = lead < 0x80 ? 1 : lead >= 0xC2 && lead <= 0xDF ? 2 : lead >= 0xE0 && lead <= 0xEF ? 3 : lead >= 0xF0 && lead <= 0xF4 ? 4 : 0
            if length > 0, i + length <= name.count, let s = String(validating: name[i..<(i + length)], as: UTF8.self) {
                out += s
                i += length
            } else {
                let hex = String(lead, radix: 16, uppercase: true)
                out += "\\x" + (hex.count == 1 ? "0" : "") + hex
                i += 1
            }
        }
        return out
    }

    /// `strerror`'s text, e.g. "No such file or directory".
    package static func reason(_ code: Int32) -> String {
        RegularFile.reason(code)
    }
}
