import ArgumentParser

/// `orientation-server`: the HTTP service (`serve`, the default, so every flag works without naming it) and the
/// project tools that run where teams need them, on their own checkout and in CI (`lint`, `import`).
struct OrientationServerCommand: ParsableCommand {
    static let version = "1.0.0"

    static let configuration = CommandConfiguration(
        commandName: "orientation-server",
        abstract: "UIKit interface-orientation rules: an HTTP service, and lint for iOS projects.",
        discussion: """
            With no subcommand, or with only serve's flags (orientation-server --port 8080), it serves the HTTP \
            API. `lint PATH` checks an iOS project (a folder, or a .tar, .tar.gz or .tgz archive) and exits 1 \
            when it finds something at or above --fail-on; `import PATH` prints what was read from it.
            """,
        version: version,
        subcommands: [ServeCommand.self, LintCommand.self, ImportCommand.self, UploadWorkerCommand.self],
        defaultSubcommand: ServeCommand.self)
}
