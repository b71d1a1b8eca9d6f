/// Where an upload's import and lint run.
///
/// The project readers parse text nobody vetted with code the service does not own (swift-syntax) and code it
/// does; either can crash, recurse past the stack or run for minutes on a shape nobody foresaw. In-process, one
/// such upload would take the whole server with it. The executable therefore hands each upload, once its query
/// and media type are checked and it holds an `ImportGate` place, to an isolation that runs it somewhere a crash
/// or a runaway cannot reach the server (orientation-server: a worker process of its own binary, with a
/// deadline and memory limit), and answers with what that run answered.
///
/// A run that ends without an answer throws `import-reader-failed` (422: this project crashed, or overran the
/// deadline or the memory limit, naming the file being read when it is known) or `import-interrupted` (503: the
/// server is shutting down, or could not start the worker). Problems the run itself answered (a malformed
/// Info.plist, no app) are thrown as they were answered, so the client cannot tell an isolated run from an
/// in-process one.
package protocol UploadIsolation: Sendable {
    func run(_ request: APIRequest) throws(APIProblem) -> APIResponse
}

extension Service {
    /// Answers an upload route (`/v1/import`, `/v1/lint` with an archive) in this process, without the import
    /// gate, the metrics or the headers `handle` adds: what a worker process runs for `UploadIsolation`, whose
    /// caller has already taken the gate and adds the rest. A problem is thrown, not rendered, so the caller can
    /// pass it on unchanged.
    package func answerUpload(_ request: APIRequest) throws(APIProblem) -> APIResponse {
        switch Self.route(request.path).0 {
        case .importProject: return try answerImport(request)
        case .lint: return try answerProjectLint(request)
        default: throw APIProblem(.notFound, "no upload route for \(VocabularyQuote.quote(request.path))")
        }
    }
}

/// What an upload's run is doing, for a worker to report (`Service.Configuration.uploadProgress`).
package enum UploadProgress: Sendable, Equatable {
    /// About to read this project file (a path relative to the project root).
    case reading(String)
    /// Done with this file on the reporting thread (parsed or failed).
    case finished(String)
    /// Every file is read; the apps are being linted.
    case linting
}
