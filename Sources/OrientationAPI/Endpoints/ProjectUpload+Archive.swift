import OrientationImport

extension Service {
    /// The importer's limits for an upload: the defaults, with the archive as sent bounded by the upload limit.
    var importLimits: ImportLimits {
        var limits = ImportLimits()
        limits.maxArchiveBytes = configuration.maxUploadBytes
        return limits
    }

    /// The uploaded archive, expanded in memory (never written to disk).
    static func archiveSource(_ bytes: [UInt8], limits: ImportLimits, stripComponents: Int) throws(ImportError) -> any ProjectSource {
        try ArchiveSource(bytes: bytes, limits: limits, stripComponents: stripComponents)
    }
}
