import Foundation

extension TarArchiveBuilder {
    /// Adds every regular file under `directory`, recursively and sorted by path, at its path relative to
    /// `directory` with `prefix` in front (`"project-1a2b3c/"` imitates a GitHub tarball's wrapper folder).
    /// Hidden files are included; symbolic links and other special files are not (as `git archive` would not
    /// follow them either). Throws if the directory cannot be listed or a file cannot be read.
    package mutating func addFiles(fromDirectory directory: String, prefix: String = "") throws {
        let root = URL(fileURLWithPath: directory, isDirectory: true).standardizedFileURL
        guard
            let enumerator = FileManager.default.enumerator(
                at: root, includingPropertiesForKeys: [.isRegularFileKey], options: []
            )
        else {
            throw TarArchiveBuilderError("cannot list \(directory)")
        }
        var files: [(path: String, url: URL)] = []
        for case let url as URL in enumerator {
            guard try url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true else { continue }
            let full = url.standardizedFileURL.path
            let relative = String(full.dropFirst(root.path.count)).drop { $0 == "/" }
            files.append((prefix + relative, url))
        }
        for file in files.sorted(by: { $0.path < $1.path }) {
            addFile(file.path, bytes: Array(try Data(contentsOf: file.url)))
        }
    }
}
