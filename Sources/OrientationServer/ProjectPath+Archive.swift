import OrientationImport

extension ProjectPath {
    /// An archive file on disk, read whole (at most `limits.maxArchiveBytes`) and expanded in memory.
    static func archive(_ path: String, limits: ImportLimits, stripComponents: Int) throws(ImportError) -> any ProjectSource {
        let bytes: [UInt8]
        do throws(ImportError) {
            bytes = try read(path, limit: limits.maxArchiveBytes, what: "the archive")
        } catch  where error.code == .fileTooLarge {
            throw ImportError(.archiveTooLarge, file: error.file, error.message)
        }
        return try ArchiveSource(bytes: bytes, limits: limits, stripComponents: stripComponents)
    }
}
