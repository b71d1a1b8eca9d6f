/// How much of a project the importer reads before it refuses, so a hostile or mistaken input (a whole disk, a
/// generated 50 MB source file, an archive bomb) gives a clear error instead of exhausting memory or time.
package struct ImportLimits: Sendable, Hashable {
    /// Files listed by the source (every file, read or not).
    package var maxFiles: Int
    /// Bytes of one file the importer reads (Info.plist, storyboard, xib, pbxproj, Swift, Objective-C).
    package var maxFileBytes: Int
    /// Bytes of an uploaded archive as sent (compressed).
    package var maxArchiveBytes: Int
    /// Bytes an archive may expand to in total: every entry's data, headers and padding included.
    package var maxExpandedBytes: Int
    /// Entries in an archive, of every kind (files, directories, links, ...), duplicates included.
    package var maxEntries: Int
    /// How many times its compressed size an archive may expand to. Source code compresses 4 to 10 times with
    /// gzip; an archive bomb (a few hundred kilobytes of deflated zeros) expands a thousand times. Applied only once
    /// the archive has expanded past `compressionRatioGrace`, so a tiny archive of repetitive text still passes.
    package var maxCompressionRatio: Int
    /// CPU milliseconds the reader may spend on one Swift or Objective-C file (`ReadBudget`); a file that takes
    /// longer is skipped and listed as `import-source-too-complex`. Real files take a few milliseconds (the largest
    /// generated ones, a second in a debug build).
    package var maxSourceMilliseconds: Int

    /// Expanded bytes below which `maxCompressionRatio` is not applied (1 MiB).
    package static let compressionRatioGrace = 1 << 20

    package init(
        maxFiles: Int = 100_000, maxFileBytes: Int = 8 << 20,
        maxArchiveBytes: Int = 64 << 20, maxExpandedBytes: Int = 256 << 20,
        maxEntries: Int = 100_000, maxCompressionRatio: Int = 100, maxSourceMilliseconds: Int = 10_000
    ) {
        self.maxFiles = maxFiles
        self.maxFileBytes = maxFileBytes
        self.maxArchiveBytes = maxArchiveBytes
        self.maxExpandedBytes = maxExpandedBytes
        self.maxEntries = maxEntries
        self.maxCompressionRatio = maxCompressionRatio
        self.maxSourceMilliseconds = maxSourceMilliseconds
    }
}
