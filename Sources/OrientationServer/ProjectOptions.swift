import ArgumentParser
import OrientationImport

/// What `lint` and `import` share: the project to read, where the report goes, and whether to show progress.
struct ProjectOptions: ParsableArguments {
    @Argument(help: "The project: a folder as checked out, or a .tar, .tar.gz or .tgz archive of one.")
    var path: String

    @Option(
        help: """
            Leading path components to drop from an archive's entries, as tar --strip-components does (GitHub's \
            tarballs wrap everything in one folder). (default: 0)
            """)
    var stripComponents: Int = 0

    @Option(
        help: """
            The folder no read may leave: files the project names (an xcconfig's #include, a baseConfigurationReference, \
            the configuration file's baseline) are read only when they lead inside it, .. and symbolic links \
            resolved; one outside is not opened and is listed as not read. It must hold the project folder: a \
            repository's top level for an app whose xcconfigs include shared files above it. (default: the project folder)
            """)
    var projectRoot: String?

    @Option(name: .shortAndLong, help: "Write the report to this file instead of standard output.")
    var output: String?

    @Flag(name: .shortAndLong, help: "No progress lines on standard error.")
    var quiet = false

    func validate() throws {
        guard stripComponents >= 0 else { throw ValidationError("--strip-components must not be negative") }
        guard !path.isEmpty else { throw ValidationError("the project path is empty") }
    }

    /// Prints one line per importer stage on standard error, unless `--quiet`.
    func progress(_ stage: ImportProgress) {
        guard !quiet else { return }
        StandardStreams.writeError("orientation-server: " + ProgressLine.text(stage) + "\n")
    }

    /// Writes the report to `--output` or standard output. A file that cannot be written ends the command with
    /// status 2 and a message naming it.
    func emit(_ bytes: [UInt8]) throws {
        guard let output else {
            StandardStreams.writeOutput(bytes)
            return
        }
        do throws(ImportError) {
            try ProjectPath.write(bytes, to: output)
        } catch {
            throw ProjectCommand.failure(error)
        }
    }
}

/// The progress lines, one per stage.
enum ProgressLine {
    static func text(_ stage: ImportProgress) -> String {
        func n(_ count: Int, _ one: String, _ many: String) -> String { "\(count) " + (count == 1 ? one : many) }
        switch stage {
        case .filesListed(let count): return n(count, "file", "files") + " listed"
        case .sourcesRead(let files, let classes):
            return n(files, "source file", "source files") + " read, " + n(classes, "class", "classes") + " found"
        case .storyboardsRead(let count): return n(count, "storyboard or xib", "storyboards and xibs") + " read"
        case .appsFound(let count): return n(count, "app", "apps") + " found"
        case .linted(let app, let states): return "\(app): " + n(states, "state", "states") + " explored"
        case .skipped(let error): return "\(error)"
        }
    }
}

/// The exits `lint` and `import` share.
enum ProjectCommand {
    /// Status 2, after a message already written.
    static let exit2 = ExitCode(2)

    /// An importer error at the command line: `file:line: message` on standard error, exit status 2.
    static func failure(_ error: ImportError) -> ExitCode {
        StandardStreams.writeError(error.description + "\n")
        return ExitCode(2)
    }
}
