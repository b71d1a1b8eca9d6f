import OrientationImport

/// Finding and reading the configuration file of a `lint` run.
enum ConfigurationLoading {
    /// The largest configuration file read.
    static let maxBytes = 1 << 20

    /// `--config FILE` when given (it must exist); else `.orientation-lint.yml` in the project folder when there
    /// is one; else nothing (an archive has no folder to look in). A file that cannot be read or parsed ends
    /// the command with status 2 and `file:line: key: message` on standard error.
    ///
    /// `root` is the folder no read may leave (nil for an archive). The project's own configuration file is
    /// part of the project: it is read only when it leads inside the root (it may be a symbolic link), and a
    /// file inside the root may name only files inside it (`baseline:`), as the project's other files may. A
    /// file `--config` names outside the root is the user's own, and names what it likes.
    static func load(explicit: String?, projectPath: String, root: ProjectRoot?) throws -> LintConfiguration? {
        let file: String
        if let explicit {
            file = explicit
        } else {
            let candidate = (projectPath.hasSuffix("/") ? projectPath : projectPath + "/") + LintConfigurationReader.defaultName
            guard ProjectPath.exists(candidate) else { return nil }
            file = candidate
        }
        let what = "the configuration file"
        let bytes: [UInt8]
        var namesInside: ProjectRoot?
        do throws(ImportError) {
            if let root, explicit == nil || root.place(of: file) != .outside {
                bytes = try ProjectPath.read(file, limit: maxBytes, what: what, inside: root)
                namesInside = root
            } else {
                bytes = try ProjectPath.read(file, limit: maxBytes, what: what)
            }
        } catch {
            throw ProjectCommand.failure(error)
        }
        do throws(LintConfigurationReader.Failure) {
            var configuration = try LintConfigurationReader.read(String(decoding: bytes, as: UTF8.self), file: file)
            configuration.namesInside = namesInside
            return configuration
        } catch {
            StandardStreams.writeError(error.description + "\n")
            throw ProjectCommand.exit2
        }
    }

    /// A path the configuration gives, relative to the configuration file's folder.
    static func resolve(_ path: String, beside file: String) -> String {
        guard !path.hasPrefix("/"), let slash = file.lastIndex(of: "/") else { return path }
        return String(file[...slash]) + path
    }
}
