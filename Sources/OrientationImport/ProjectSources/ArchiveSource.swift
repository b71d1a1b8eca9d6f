/// A project uploaded as a tar archive, read wholly in memory through libarchive: nothing is written to disk.
///
/// Reads tar in every variant libarchive knows (ustar, pax, GNU), uncompressed or compressed with gzip (`.tar.gz`,
/// `.tgz`), bzip2, xz or zstd when this libarchive was built with that library (Debian's is); it never starts an
/// external decompressor. Every limit in `ImportLimits` is checked while reading, from each entry's declared size
/// before its data is expanded or kept, so an archive bomb is refused after its first header, not after expanding.
///
/// What it accepts, entry by entry, the way `tar -x` would place it:
/// - regular files, at their path with `./` and empty components removed and the first `stripComponents`
///   components dropped (GitHub's tarballs wrap everything in `owner-repo-sha/`); an entry left with no path is
///   outside the project and skipped. Duplicate names: the last one wins, as when extracting.
/// - directories: skipped (a project's folders are implied by its files' paths).
/// - the `._Name` AppleDouble files macOS's tar adds for extended attributes: skipped (metadata about `Name`,
///   recognised by the AppleDouble magic number; a `._Name` file with other content is kept).
///
/// What it refuses, each an `ImportError` naming the entry:
/// - an absolute path or a `..` component (`archivePathTraversal`);
/// - a symbolic or hard link (`archiveLink`): a link is never followed, since its target may be outside the
///   upload or another entry under a second name;
/// - a device, fifo or socket (`archiveMalformed`): a source checkout holds none, so their presence means the
///   upload is not a project (an archive of a whole system, say), and refusing says so instead of hiding it;
/// - more entries, expanded bytes or expansion ratio than the limits allow (`archiveTooManyEntries`,
///   `archiveTooLarge`, `archiveCompressionRatio`); an upload over `maxArchiveBytes` (`archiveTooLarge`);
/// - anything libarchive cannot read to the end: not an archive, truncated, corrupt (`archiveMalformed`).
///
/// A file over `maxFileBytes` is listed like any other, but its bytes are not kept: `contents(of:limit:)` throws
/// `fileTooLarge` for it, as a directory source does, so a large asset the importer never reads (a video, a
/// model file) does not refuse the whole project.
package struct ArchiveSource: ProjectSource {
    private let files: [String: ArchiveReader.File]
    private let sortedPaths: [String]
    private let maxFileBytes: Int

    /// Reads the archive in `bytes`. `stripComponents` below zero counts as zero.
    package init(bytes: [UInt8], limits: ImportLimits = ImportLimits(), stripComponents: Int = 0) throws(ImportError) {
        let reader = ArchiveReader(limits: limits, stripComponents: max(0, stripComponents))
        files = try reader.read(bytes)
        maxFileBytes = limits.maxFileBytes
        sortedPaths = files.keys.sorted()
    }

    package func filePaths() throws(ImportError) -> [String] {
        sortedPaths
    }

    package func contents(of path: String, limit: Int) throws(ImportError) -> [UInt8] {
        switch files[path] {
        case nil:
            throw ImportError(.unreadable, file: path, "no such file in the archive")
        case .oversized(let size):
            throw ImportError(.fileTooLarge, file: path, "the file has \(size) bytes; the limit is \(min(limit, maxFileBytes))")
        case .bytes(let bytes) where bytes.count > limit:
            throw ImportError(.fileTooLarge, file: path, "the file has \(bytes.count) bytes; the limit is \(limit)")
        case .bytes(let bytes):
            return bytes
        }
    }
}
