import OrientationImport

extension ProjectPath {
    /// An archive file on disk, read whole (at most `limits.maxArchiveBytes`) and expanded in memory.
    static func archive(_ path: String, limits: ImportLimits, stripComponents: Int) throws(ImportError) -> any ProjectSource {
        let bytes = try read(path, limit: limits.maxArchiveBytes)
        return try ArchiveSource(bytes: bytes, limits: limits, stripComponents: stripComponents)
    }
}
