import ArgumentParser

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension OrientationServerCommand {
    /// `main()`, except that a usage error of `lint` or `import` exits 2, the status CI scripts expect from a
    /// linter for "could not check" (1 is "found something"); `serve` keeps ArgumentParser's 64.
    static func runAsMain() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
        } catch {
            let isProjectCommand = ["lint", "import"].contains(arguments.first ?? "")
            if isProjectCommand && exitCode(for: error) == .validationFailure {
                StandardStreams.writeError(fullMessage(for: error) + "\n")
                POSIX.exit(2)
            }
            exit(withError: error)
        }
    }
}

/// Whole writes to the standard streams (one `write(2)` loop each, no buffering to flush at exit).
enum StandardStreams {
    static func writeError(_ text: String) { write(text, to: 2) }
    static func writeOutput(_ bytes: [UInt8]) { write(bytes, to: 1) }

    static func write(_ text: String, to fd: Int32) { write(Array(text.utf8), to: fd) }

    static func write(_ bytes: [UInt8], to fd: Int32) {
        _ = bytes.withUnsafeBytes { POSIX.writeAll(fd, $0) }
    }
}
