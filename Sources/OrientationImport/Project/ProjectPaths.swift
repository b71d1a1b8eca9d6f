/// Choosing among files with the same role when a repository holds several apps (an iPhone app, its iPad twin,
/// an example app): the one whose folder shares the longest prefix with the file that names it.
enum ProjectPaths {
    /// The folder part of a `/`-separated path, as components.
    static func folders(of path: String) -> [Substring] {
        Array(path.split(separator: "/").dropLast())
    }

    /// How many leading folders two paths share.
    static func sharedFolders(_ a: String, _ b: String) -> Int {
        zip(folders(of: a), folders(of: b)).prefix { $0 == $1 }.count
    }

    /// The candidate closest to `path` (most shared leading folders; ties keep path order).
    static func nearest<T>(to path: String, among candidates: [T], path key: (T) -> String) -> T? {
        var best: (score: Int, value: T)?
        for c in candidates {
            let score = sharedFolders(path, key(c))
            if best == nil || score > best!.score { best = (score, c) }
        }
        return best?.value
    }

    /// The last path component without its extension (`Base.lproj/Main.storyboard` -> `Main`).
    static func stem(of path: String) -> String {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = file.lastIndex(of: "."), dot != file.startIndex else { return file }
        return String(file[..<dot])
    }

    /// XcodeGen's `project.yml` / `project.yaml` and Tuist's `Tuist.swift` / `Tuist/Config.swift`: descriptions
    /// from which an Xcode project is generated, so the repository has no `.xcodeproj` of its own. (Tuist's
    /// `Project.swift` is not named: an app may well have a source file of that name.)
    static func isProjectGenerator(_ path: String) -> Bool {
        let parts = path.split(separator: "/")
        guard let file = parts.last else { return false }
        if ["project.yml", "project.yaml", "Tuist.swift"].contains(file) { return true }
        return file == "Config.swift" && parts.dropLast().last == "Tuist"
    }

    /// A file of a test target by the names Xcode's templates and common layouts give them: in a folder named
    /// `Tests`, `UITests` or ending in `Tests` (`GameTests/`), or a file named `...Tests.swift`, `...Test.m`,
    /// `...Spec.swift`.
    static func isTestSource(_ path: String) -> Bool {
        // Compared as bytes (every name here is ASCII), component by component without collecting them: lint
        // asks this of every fact of every app, and splitting each path, by Characters and then into an array of
        // byte slices, was a tenth and then a fiftieth of a large repository's lint.
        path.utf8.withContiguousStorageIfAvailable { bytes in
            let (found, last) = anyFolder(bytes) { ends($0, with: "Tests") || equals($0, "Test") || equals($0, "Specs") }
            if found { return true }
            guard let last else { return false }
            let file = UnsafeBufferPointer(rebasing: bytes[last])
            let dot = file.lastIndex(of: UInt8(ascii: "."))
            let stem = dot.map { $0 == 0 ? file : UnsafeBufferPointer(rebasing: file[..<$0]) } ?? file
            return ends(stem, with: "Tests") || ends(stem, with: "Test") || ends(stem, with: "Spec")
        } ?? isTestSource(String(decoding: Array(path.utf8), as: UTF8.self))
    }

    /// Whether a source belongs to a dependency a package manager checked in (CocoaPods' `Pods/`, Carthage's
    /// `Carthage/`): a library's code, never the app's own launch path. A library that sets a window's root does it
    /// for a window of its own (a rotation or overlay window), not for the app's main window.
    static func isDependencySource(_ path: String) -> Bool {
        path.utf8.withContiguousStorageIfAvailable { bytes in
            anyFolder(bytes) { equals($0, "Pods") || equals($0, "Carthage") }.found
        } ?? isDependencySource(String(decoding: Array(path.utf8), as: UTF8.self))
    }

    /// Whether a folder of the path (a component before the last) satisfies `matches`, and the last component read
    /// (the file's name when none did).
    private static func anyFolder(
        _ bytes: UnsafeBufferPointer<UInt8>, _ matches: (UnsafeBufferPointer<UInt8>) -> Bool
    ) -> (found: Bool, last: Range<Int>?) {
        var last: Range<Int>?
        var found = false
        forEachComponent(bytes) { range in
            if let folder = last, matches(UnsafeBufferPointer(rebasing: bytes[folder])) { found = true }
            last = range
            return !found
        }
        return (found, last)
    }

    /// Calls `body` with each non-empty component between slashes, in order, while it returns true.
    private static func forEachComponent(_ bytes: UnsafeBufferPointer<UInt8>, _ body: (Range<Int>) -> Bool) {
        var i = 0
        while i < bytes.count {
            while i < bytes.count, bytes[i] == UInt8(ascii: "/") { i += 1 }
            guard i < bytes.count else { return }
            let start = i
            while i < bytes.count, bytes[i] != UInt8(ascii: "/") { i += 1 }
            guard body(start..<i) else { return }
        }
    }

    private static func equals(_ part: UnsafeBufferPointer<UInt8>, _ name: StaticString) -> Bool {
        part.elementsEqual(UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount))
    }

    private static func ends(_ part: UnsafeBufferPointer<UInt8>, with suffix: StaticString) -> Bool {
        let n = suffix.utf8CodeUnitCount
        return part.count >= n && part.suffix(n).elementsEqual(UnsafeBufferPointer(start: suffix.utf8Start, count: n))
    }
}
