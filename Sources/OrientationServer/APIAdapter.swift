import Logging
import MicroHTTPServer
import OrientationAPI

/// Connects the transport to the API: `HTTPServer.Request` → `APIRequest` → `Service.handle` →
/// `HTTPServer.Response`, and writes the access log line.
///
/// The two request types are deliberately separate (the API layer knows no transport, the server no API);
/// this is the only place that knows both.
struct APIAdapter: Sendable {
    let service: Service
    let accessLog: Logger
    /// Whether the access line is written, decided once: `accessLog` is this adapter's own copy, so its level
    /// cannot change after init, and asking it per request (a copy of the existential handler and an exclusivity
    /// check) cost about 150 instructions on every request (callgrind, `GET /healthz`).
    private let logsAccess: Bool

    init(service: Service, accessLog: Logger) {
        self.service = service
        self.accessLog = accessLog
        self.logsAccess = accessLog.logLevel <= .info
    }

    func handle(_ request: HTTPServer.Request) -> HTTPServer.Response {
        // Read the clock and build the line only when the line will be written.
        guard logsAccess else { return respond(request) }
        let started = ContinuousClock.now
        let response = respond(request)
        logAccess(request, response, elapsed: ContinuousClock.now - started)
        return response
    }

    /// The API request leaves out the client's address: nothing in the API layer reads it, and the access line
    /// takes it from the transport's request, which formats it only when asked (about 600 instructions per
    /// request saved when the access log is off; callgrind, `GET /healthz`).
    private func respond(_ request: HTTPServer.Request) -> HTTPServer.Response {
        let answer = service.handle(APIRequest(
            method: request.method, path: request.path, query: request.query, headers: request.headers,
            body: request.body, bodyTooLarge: request.bodyTooLarge))
        return HTTPServer.Response(status: answer.status, headers: answer.headers, body: answer.body)
    }

    private func logAccess(_ request: HTTPServer.Request, _ response: HTTPServer.Response, elapsed: Duration) {
        let (seconds, attoseconds) = elapsed.components
        let micros = seconds * 1_000_000 + attoseconds / 1_000_000_000_000
        accessLog.info("request", metadata: [
            "method": .string(request.method),
            "path": .string(request.path),
            "status": .stringConvertible(response.status),
            "duration_us": .stringConvertible(micros),
            "bytes": .stringConvertible(response.body.count),
            "request_id": .string(response.header("X-Request-Id") ?? "-"),
            "remote": .string(request.remoteAddress ?? "-"),
        ])
    }
}
