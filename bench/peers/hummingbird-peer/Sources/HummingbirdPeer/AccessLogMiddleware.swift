import HTTPTypes
import Hummingbird
import Logging

/// One access line per request, as orientation-server logs it at `--log-level info`: level `info`, label
/// `access`, message `request`, and `bytes`, `duration_us`, `method`, `path`, `remote`, `request_id`, `status`.
/// The outermost middleware, so `duration_us` covers routing, the request id and the endpoint, and errors are
/// logged with the status their response will have.
struct AccessLogMiddleware: RouterMiddleware {
    typealias Context = PeerRequestContext
    let logger: Logger

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        let started = ContinuousClock.now
        let response: Response
        do {
            response = try await next(request, context)
        } catch let error as any HTTPResponseError {
            response = try error.response(from: request, context: context)
        }
        let (seconds, attoseconds) = (ContinuousClock.now - started).components
        logger.info(
            "request",
            metadata: [
                "bytes": .stringConvertible(response.body.contentLength ?? 0),
                "duration_us": .stringConvertible(seconds * 1_000_000 + attoseconds / 1_000_000_000_000),
                "method": .string(request.method.rawValue),
                "path": .string(request.uri.path),
                "remote": .string(context.remoteAddress?.ipAddress ?? "-"),
                "request_id": .string(response.headers[.requestID] ?? "-"),
                "status": .stringConvertible(response.status.code),
            ])
        return response
    }
}
