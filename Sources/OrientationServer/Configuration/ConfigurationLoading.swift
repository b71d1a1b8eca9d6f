import OrientationImport

/// Finding and reading the configuration file of a `lint` run.
enum ConfigurationLoading {
    /// The largest configuration file read.
    static let maxBytes = 1 << 20

    /// `--config FILE` when given (it must exist); else `.orientation-lint.yml` in the project folder when there
    /// is one; else nothing (an archive has no folder to look in). A file that cannot be read or parsed ends
    /// the command with status 2 and `file:line: key: message` on standard error.
    static func load(explicit: String?, projectPath: String) throws -> LintConfiguration? {
        let file: String
        if let explicit {
            file = explicit
        } else {
            let candidate = (projectPath.hasSuffix("/") ? projectPath : projectPath + "/") + LintConfigurationReader.defaultName
            guard ProjectPath.exists(candidate) else { return nil }
            file = candidate
        }
        let bytes: [UInt8]
        do throws(ImportError) {
            bytes = try ProjectPath.read(file, limit: maxBytes)
        } catch {
            throw ProjectCommand.failure(error)
        }
        do throws(LintConfigurationReader.Failure) {
            return try LintConfigurationReader.read(String(decoding: bytes, as: UTF8.self), file: file)
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
