/// Why a project could not be imported. Each case has a stable machine-readable `code`; the command line prints
/// `file:line: message` and exits 2, HTTP answers problem+json 4xx with the same code (rendered in one place each).
package struct ImportError: Error, Sendable, Hashable, CustomStringConvertible {
    package enum Code: String, Sendable, Hashable, CaseIterable {
        /// The path does not exist or is not a readable directory / archive.
        case unreadable = "import-unreadable"
        /// No Info.plist in the project declares an app (bundle package type APPL, or a main storyboard).
        case noApp = "import-no-app"
        /// A storyboard or xib is not well-formed Interface Builder XML.
        case malformedStoryboard = "import-malformed-storyboard"
        /// An Info.plist cannot be parsed as an XML or binary property list.
        case malformedPlist = "import-malformed-plist"
        /// A `.swift`, `.m` or `.h` file is not text (NUL bytes, invalid UTF-8).
        case binarySource = "import-binary-source"
        /// A Swift or Objective-C file nests deeper than the readers follow (`SourceReadLimits`): brackets, message
        /// sends, member chains. Skipped and listed, never a crash.
        case sourceTooDeep = "import-source-too-deep"
        /// A Swift or Objective-C file took more than its CPU budget to read (`ImportLimits.maxSourceMilliseconds`).
        /// Skipped and listed, never a hang.
        case sourceTooComplex = "import-source-too-complex"
        /// A file is larger than the per-file limit.
        case fileTooLarge = "import-file-too-large"
        /// The project has more files than the limit.
        case tooManyFiles = "import-too-many-files"
        /// The archive is larger than allowed, compressed or expanded.
        case archiveTooLarge = "archive-too-large"
        /// The archive expands far more than real source code does (an archive bomb).
        case archiveCompressionRatio = "archive-compression-ratio"
        /// The archive has more entries than allowed.
        case archiveTooManyEntries = "archive-too-many-entries"
        /// An entry's path is absolute or climbs out of the project (`../`).
        case archivePathTraversal = "archive-path-traversal"
        /// An entry is a symbolic or hard link (never followed).
        case archiveLink = "archive-link"
        /// The upload is not a tar or tar.gz archive libarchive can read.
        case archiveMalformed = "archive-malformed"
    }

    package var code: Code
    /// The file at fault, relative to the project root (or the archive entry name); nil for the whole project.
    package var file: String?
    /// 1-based line in `file`, when known.
    package var line: Int?
    package var message: String

    package init(_ code: Code, file: String? = nil, line: Int? = nil, _ message: String) {
        self.code = code
        self.file = file
        self.line = line
        self.message = message
    }

    /// `file:line: message`, or `file: message`, or `message`.
    package var description: String {
        switch (file, line) {
        case (let f?, let l?): "\(f):\(l): \(message)"
        case (let f?, nil): "\(f): \(message)"
        default: message
        }
    }
}
