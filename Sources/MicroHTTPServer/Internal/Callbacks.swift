internal import CMicroHTTPD

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// The C callbacks libmicrohttpd calls. They are global functions (a C function pointer cannot capture) that
// recover the ServerContext from `cls` and do only transport work: the handler decides everything else
// (style anchors, anti-pattern 5).

/// `MHD_AccessHandlerCallback`. libmicrohttpd calls it at least twice per request: once when the headers are
/// complete, once per body piece (with `*upload_data_size > 0`), and once more with 0 when the body is done.
/// The response is queued on that last call, or on the first
/// call when the declared `Content-Length` already exceeds the limit (early 413: libmicrohttpd then skips
/// the body, and with `Expect: 100-continue` the client never sends it).
func accessHandler(
    _ cls: UnsafeMutableRawPointer?, _ connection: OpaquePointer?,
    _ url: UnsafePointer<CChar>?, _ method: UnsafePointer<CChar>?, _ version: UnsafePointer<CChar>?,
    _ uploadData: UnsafePointer<CChar>?, _ uploadDataSize: UnsafeMutablePointer<Int>?,
    _ requestContext: UnsafeMutablePointer<UnsafeMutableRawPointer?>?
) -> MHD_Result {
    guard let cls, let connection, let uploadDataSize, let requestContext else { return .NO }
    // Borrowed, not retained: libmicrohttpd holds both references for the whole call, and retaining the
    // context was an atomic write to an object every pool thread shares, so its cache line moved between
    // cores on every call.
    return Unmanaged<ServerContext>.fromOpaque(cls)._withUnsafeGuaranteedRef { context in
        let size = uploadDataSize.pointee
        guard let statePointer = requestContext.pointee else {
            // First call: the header fields are complete.
            context.inFlight.add(1)
            let declared = RequestState.declaredContentLength(of: connection) ?? 0
            // The declared length bounds the body, so within `maxBodyBytes` no other limit needs looking up.
            let limit = declared > context.maxBodyBytes ? context.bodyLimit(on: connection) : context.maxBodyBytes
            if declared > limit {
                requestContext.pointee = RequestMarker.answered(cls)
                return answer(
                    RequestState.request(on: connection, method: method, url: url, bodyTooLarge: true),
                    on: connection, context: context)
            }
            requestContext.pointee =
                declared > 0 ? UnsafeMutableRawPointer(RequestState.allocate(declared: declared, limit: limit)) : RequestMarker.awaiting(cls)
            return .YES
        }
        if statePointer == RequestMarker.answered(cls) {
            uploadDataSize.pointee = 0
            return .YES
        }
        if statePointer == RequestMarker.awaiting(cls) {
            if size == 0 {
                // The request is complete and had no body (every GET probe ends here).
                requestContext.pointee = RequestMarker.answered(cls)
                return answer(
                    RequestState.request(on: connection, method: method, url: url),
                    on: connection, context: context)
            }
            // A body without a declared length (chunked): keep it in a state from now on.
            let state = RequestState.allocate(limit: context.bodyLimit(on: connection))
            requestContext.pointee = UnsafeMutableRawPointer(state)
            return receive(uploadData, size, into: state, uploadDataSize)
        }
        let state = statePointer.assumingMemoryBound(to: RequestState.self)
        if size > 0 { return receive(uploadData, size, into: state, uploadDataSize) }
        if state.pointee.answered { return .YES }
        state.pointee.answered = true
        return answer(
            RequestState.request(
                on: connection, method: method, url: url, body: state.pointee.takeBody(),
                bodyTooLarge: state.pointee.bodyTooLarge),
            on: connection, context: context)
    }
}

/// Appends one body piece, or discards it once the body is over the limit (the handler answers 413 at the end).
private func receive(
    _ uploadData: UnsafePointer<CChar>?, _ size: Int, into state: UnsafeMutablePointer<RequestState>,
    _ uploadDataSize: UnsafeMutablePointer<Int>
) -> MHD_Result {
    if !state.pointee.bodyTooLarge && !state.pointee.answered {
        if state.pointee.body.count + size > state.pointee.limit {
            // Keep consuming and discarding; the handler answers 413 at the end.
            state.pointee.bodyTooLarge = true
            state.pointee.body = []
        } else if let uploadData {
            state.pointee.append(UnsafeRawBufferPointer(start: uploadData, count: size))
        }
    }
    uploadDataSize.pointee = 0
    return .YES
}

/// Runs the handler and queues its response. A response that cannot be queued is reported and the
/// connection closed (`MHD_NO`); it never crashes the process.
private func answer(_ request: HTTPServer.Request, on connection: OpaquePointer, context: ServerContext) -> MHD_Result {
    var response = context.handler(request)
    if !(100...999).contains(response.status) {
        context.report(.invalidStatus(response.status))
        response = HTTPServer.Response(status: 500)
    }
    do {
        try MHD.queue(
            response, on: connection, closeConnection: context.draining.load(ordering: .relaxed),
            report: context.report)
        return .YES
    } catch {
        context.report(error)
        return .NO
    }
}

/// `MHD_RequestCompletedCallback` (`MHD_OPTION_NOTIFY_COMPLETED`): the one place per-request state is freed.
func requestCompleted(
    _ cls: UnsafeMutableRawPointer?, _ connection: OpaquePointer?,
    _ requestContext: UnsafeMutablePointer<UnsafeMutableRawPointer?>?, _ reason: MHD_RequestTerminationCode
) {
    guard let requestContext, let statePointer = requestContext.pointee else { return }
    if let cls, statePointer == RequestMarker.awaiting(cls) || statePointer == RequestMarker.answered(cls) {
        // A request without a state (``RequestMarker``): nothing to free.
    } else {
        RequestState.free(statePointer)
    }
    requestContext.pointee = nil
    if let cls { Unmanaged<ServerContext>.fromOpaque(cls)._withUnsafeGuaranteedRef { $0.inFlight.add(-1) } }
}

/// `MHD_LogCallback` (`MHD_OPTION_EXTERNAL_LOGGER`): libmicrohttpd's error log, formatted and handed to the
/// diagnostics closure instead of libmicrohttpd's default `stderr`.
func libraryLog(_ cls: UnsafeMutableRawPointer?, _ format: UnsafePointer<CChar>?, _ arguments: CVaListPointer?) {
    guard let cls, let format, let arguments else { return }
    let message = withUnsafeTemporaryAllocation(of: CChar.self, capacity: 512) { buffer -> String in
        let written = vsnprintf(buffer.baseAddress, buffer.count, format, arguments)
        guard written > 0 else { return "" }
        let length = min(Int(written), buffer.count - 1)
        return String(decoding: UnsafeRawBufferPointer(start: buffer.baseAddress, count: length), as: UTF8.self)
    }
    var trimmed = Substring(message)
    while trimmed.last == "\n" || trimmed.last == "\r" { trimmed = trimmed.dropLast() }
    guard !trimmed.isEmpty else { return }
    ServerContext.from(cls).diagnostics(HTTPServer.Diagnostic(message: "libmicrohttpd: " + trimmed))
}
