import Synchronization

/// Everything the C callbacks need, handed to libmicrohttpd as `dh_cls` (and as the `cls` of the completion
/// callback and the logger) through `Unmanaged`, never through globals (style anchors, practice 5).
///
/// Lifetime: retained (`passRetained`) just before `MHD_start_daemon`, released only after `MHD_stop_daemon`
/// has returned, so no callback can outlive it. Immutable apart from `draining` and the in-flight count, hence
/// `Sendable`.
final class ServerContext: Sendable {
    let handler: HTTPServer.Handler
    let diagnostics: @Sendable (HTTPServer.Diagnostic) -> Void
    let maxBodyBytes: Int
    let maxUploadBytes: Int
    /// Lower-case media types that get `maxUploadBytes`.
    let uploadMediaTypes: [String]
    /// Set when shutdown begins: every later response carries `Connection: close`, so keep-alive clients
    /// leave (quiesce alone does not drain them).
    let draining = Atomic<Bool>(false)
    /// Requests whose headers arrived and whose completion callback has not run yet.
    ///
    /// In an object of its own: every request writes it twice from whichever pool thread serves it, and inline
    /// it shared a cache line with `handler` and `maxBodyBytes`, which every request on the other threads reads.
    let inFlight = PaddedCounter()

    init(
        handler: @escaping HTTPServer.Handler,
        diagnostics: @escaping @Sendable (HTTPServer.Diagnostic) -> Void,
        maxBodyBytes: Int,
        maxUploadBytes: Int = 0,
        uploadMediaTypes: [String] = []
    ) {
        self.handler = handler
        self.diagnostics = diagnostics
        self.maxBodyBytes = maxBodyBytes
        self.maxUploadBytes = maxUploadBytes
        self.uploadMediaTypes = uploadMediaTypes
    }

    /// The body limit for a request on `connection`: `maxUploadBytes` when its `Content-Type` (without parameters,
    /// any case) is an upload media type, else `maxBodyBytes`. Asked only when a body could exceed
    /// `maxBodyBytes`, so ordinary requests never look the field up.
    func bodyLimit(on connection: OpaquePointer) -> Int {
        guard !uploadMediaTypes.isEmpty, let type = RequestState.mediaType(of: connection),
            uploadMediaTypes.contains(type)
        else { return maxBodyBytes }
        return maxUploadBytes
    }

    /// Recovers the context from a callback's `cls` without changing its retain count.
    static func from(_ pointer: UnsafeMutableRawPointer) -> ServerContext {
        Unmanaged<ServerContext>.fromOpaque(pointer).takeUnretainedValue()
    }

    /// Reports a server-side failure.
    func report(_ error: ServerError) {
        diagnostics(HTTPServer.Diagnostic(message: error.description, error: error))
    }
}
