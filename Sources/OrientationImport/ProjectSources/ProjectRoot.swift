#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The folder no read of the command line may leave: the project folder given, or a larger folder that holds it
/// (`--project-root`, for a monorepo whose xcconfigs include shared files above the app). A project names other
/// files (a pbxproj's `baseConfigurationReference`, an xcconfig's `#include`, the configuration file's
/// `baseline:`); followed blindly, `../../secrets.xcconfig` or a symbolic link would read a file of the machine
/// into the result. A path is judged where it really leads, `..` and symbolic links resolved (`realpath(3)`):
/// inside the root it is read, elsewhere it is never opened.
package struct ProjectRoot: Sendable, Hashable {
    /// The folder as the user named it, for messages.
    package let path: String
    /// Absolute, every symbolic link resolved.
    package let resolved: String

    /// Where a path leads.
    package enum Place: Equatable {
        /// Inside the root: the resolved absolute path to open.
        case inside(String)
        /// Outside it (resolved, or for a file that does not exist, as far as its folders exist).
        case outside
        /// Inside the root, but no such file.
        case missing
        /// The path could not be resolved (permission denied on a folder, a loop of links): `strerror`'s text.
        case unresolvable(String)
    }

    /// The folder at `path`; `unreadable` when it cannot be resolved.
    package init(_ path: String) throws(ImportError) {
        guard let resolved = Self.realPath(path) else {
            throw ImportError(.unreadable, file: path, RegularFile.reason(errno))
        }
        self.path = path
        self.resolved = resolved
    }

    /// Whether the absolute, resolved `other` is the root or below it.
    package func contains(resolved other: String) -> Bool {
        resolved == "/" || other == resolved || other.hasPrefix(resolved + "/")
    }

    /// Where `path` (absolute, or relative to the working directory) leads. A path that does not exist is
    /// judged by its deepest folder that does, the rest taken as written (`..` taking back a component), so a
    /// missing file outside the root is refused too rather than looked for.
    package func place(of path: String) -> Place {
        if let real = Self.realPath(path) { return contains(resolved: real) ? .inside(real) : .outside }
        guard errno == ENOENT || errno == ENOTDIR else { return .unresolvable(RegularFile.reason(errno)) }
        var existing = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        var rest: [String] = []
        while let last = existing.popLast() {
            rest.insert(last, at: 0)
            let prefix = existing.joined(separator: "/")
            guard let real = Self.realPath(prefix.isEmpty ? (path.hasPrefix("/") ? "/" : ".") : prefix) else { continue }
            var parts = real.split(separator: "/").map(String.init)
            for part in rest where !part.isEmpty && part != "." {
                if part == ".." { _ = parts.popLast() } else { parts.append(part) }
            }
            return contains(resolved: "/" + parts.joined(separator: "/")) ? .missing : .outside
        }
        return .outside
    }

    /// `realpath(3)`, or nil with `errno` set.
    private static func realPath(_ path: String) -> String? {
        guard let r = realpath(path, nil) else { return nil }
        defer { free(r) }
        return String(cString: r)
    }

    /// The error for a file named at `file` that leads outside the root.
    package func refusal(_ file: String) -> ImportError {
        ImportError(
            .unreadable, file: file,
            "outside the project root \(path): not opened (--project-root names a larger root that holds the project)")
    }
}
