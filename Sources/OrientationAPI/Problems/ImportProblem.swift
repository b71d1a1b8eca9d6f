import OrientationImport

extension ProblemCode {
    /// The problem for an importer error: the same code string, so a client reads the same `code` from the HTTP
    /// API as the command line prints. Too large (a file, the file count, the archive, its entries, its expansion)
    /// is 413; everything else about the project is 422.
    package init(_ importCode: ImportError.Code) {
        switch importCode {
        case .unreadable: self = .importUnreadable
        case .noApp: self = .importNoApp
        case .malformedStoryboard: self = .importMalformedStoryboard
        case .malformedPlist: self = .importMalformedPlist
        case .binarySource: self = .importBinarySource
        case .sourceTooDeep: self = .importSourceTooDeep
        case .sourceTooComplex: self = .importSourceTooComplex
        case .fileTooLarge: self = .importFileTooLarge
        case .tooManyFiles: self = .importTooManyFiles
        case .archiveTooLarge: self = .archiveTooLarge
        case .archiveCompressionRatio: self = .archiveCompressionRatio
        case .archiveTooManyEntries: self = .archiveTooManyEntries
        case .archivePathTraversal: self = .archivePathTraversal
        case .archiveLink: self = .archiveLink
        case .archiveMalformed: self = .archiveMalformed
        }
    }
}

extension APIProblem {
    /// An importer error as problem+json: `detail` is the command line's `file:line: message`.
    package init(_ error: ImportError) {
        self.init(ProblemCode(error.code), error.description)
    }
}
