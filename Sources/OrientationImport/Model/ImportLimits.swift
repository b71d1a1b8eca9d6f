/// How much of a project the importer reads before it refuses, so a hostile or mistaken input (a whole disk, a
/// generated 50 MB source file) gives a clear error instead of exhausting memory or time.
public struct ImportLimits: Sendable, Hashable {
    /// Files listed by the source (every file, read or not).
    public var maxFiles: Int
    /// Bytes of one file the importer reads (Info.plist, storyboard, xib, pbxproj, Swift, Objective-C).
    public var maxFileBytes: Int

    public init(maxFiles: Int = 100_000, maxFileBytes: Int = 8 << 20) {
        self.maxFiles = maxFiles
        self.maxFileBytes = maxFileBytes
    }
}
