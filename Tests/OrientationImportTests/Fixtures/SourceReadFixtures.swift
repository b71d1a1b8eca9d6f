@testable import OrientationImport

/// One source read as an import reads it (on a reader thread, refusals thrown), for the tests of what the readers
/// refuse.
enum SourceReadFixtures {
    static func swift(_ source: String, file: String = "App/Deep.swift") -> Result<SourceFacts, ImportError> {
        ReaderThreads.run { Result { () throws(ImportError) in try SwiftRecognizer.read(source, file: file) } }
    }

    static func objectiveC(_ source: String, file: String = "App/Deep.m") -> Result<SourceFacts, ImportError> {
        ReaderThreads.run { Result { () throws(ImportError) in try ObjectiveCRecognizer.read(source, file: file) } }
    }

    /// The error a read gave, nil when it read the file.
    static func refusal(_ result: Result<SourceFacts, ImportError>) -> ImportError? {
        if case .failure(let e) = result { return e }
        return nil
    }
}
