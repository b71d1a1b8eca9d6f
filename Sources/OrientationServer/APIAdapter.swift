import MicroHTTPServer
import OrientationAPI

/// Connects the transport to the API: `HTTPServer.Request` → `APIRequest` → `Service.handle` →
/// `HTTPServer.Response`, and writes the access log line.
///
/// The two request types are deliberately separate (the API layer knows no transport, the server no API);
/// this is the only place that knows both.
struct APIAdapter: Sendable {
    let service: Service
    /// Nil when the log level hides `info`, so no line is built. `duration_us` is the time `Service.handle`
    /// measured for its metrics, so the line costs no clock reads beyond the timestamp.
    let accessLog: AccessLog?

    init(service: Service, accessLog: AccessLog?) {
        self.service = service
        self.accessLog = accessLog
    }

    func handle(_ request: HTTPServer.Request) -> HTTPServer.Response {
        let answer = respond(request)
        if let accessLog { log(request, answer, to: accessLog) }
        return HTTPServer.Response(status: answer.status, fields: answer.fields, body: answer.body)
    }

    /// The access line, with the request id and the client's address handed over as bytes: the id is spelled and
    /// the address formatted on the stack, neither made a `String` (about 600 instructions per request; callgrind,
    /// BENCHMARKS.md "The access line without strings").
    private func log(_ request: HTTPServer.Request, _ answer: APIResponse, to accessLog: AccessLog) {
        guard let requestID = answer.requestID else {
            return log(request, answer, requestID: Self.dash, to: accessLog)
        }
        requestID.withUTF8 { log(request, answer, requestID: $0, to: accessLog) }
    }

    private func log(
        _ request: HTTPServer.Request, _ answer: APIResponse, requestID: UnsafeBufferPointer<UInt8>,
        to accessLog: AccessLog
    ) {
        request.withRemoteAddress { remote in
            accessLog.record(
                method: request.method, path: request.path, status: answer.status,
                durationMicros: Int64(answer.handlingNanoseconds / 1_000), bytes: answer.body.count,
                requestID: requestID, remote: remote ?? Self.dash)
        }
    }

    /// What the access line says for a value it does not have.
    private static var dash: UnsafeBufferPointer<UInt8> {
        let dash: StaticString = "-"
        return UnsafeBufferPointer(start: dash.utf8Start, count: dash.utf8CodeUnitCount)
    }

    /// The API request leaves out the client's address: nothing in the API layer reads it, and the access line
    /// takes it from the transport's request, which formats it only when asked (about 600 instructions per
    /// request saved when the access log is off; callgrind, `GET /healthz`).
    private func respond(_ request: HTTPServer.Request) -> APIResponse {
        service.handle(
            APIRequest(
                method: request.method, path: request.path, query: request.query, fields: request.fields,
                body: request.body, bodyTooLarge: request.bodyTooLarge))
    }
}
