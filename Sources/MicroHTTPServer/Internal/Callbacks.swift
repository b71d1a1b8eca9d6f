internal import CMicroHTTPD

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

// The C callbacks libmicrohttpd calls. They are global functions (a C function pointer cannot capture) that
// recover the ServerContext from `cls` and do only transport work: the handler decides everything else
// (style anchors, anti-pattern 5).

/// `MHD_AccessHandlerCallback`. libmicrohttpd calls it at least twice per request: once when the headers are
/// complete, once per body piece (with `*upload_data_size > 0`), and once more with 0 when the body is done
/// (shared/domain/libmicrohttpd-and-json.md §5). The response is queued on that last call, or on the first
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
        guard let statePointer = requestContext.pointee else {
            let state = RequestState(connection: connection, method: method, url: url)
            requestContext.pointee = Unmanaged.passRetained(state).toOpaque()
            context.inFlight.add(1)
            let declared = RequestState.declaredContentLength(of: connection) ?? 0
            if declared > context.maxBodyBytes {
                state.request.bodyTooLarge = true
                return answer(state, on: connection, context: context)
            }
            if declared > 0 { state.request.body.reserveCapacity(declared) }
            return .YES
        }
        return Unmanaged<RequestState>.fromOpaque(statePointer)._withUnsafeGuaranteedRef { state in
            let size = uploadDataSize.pointee
            if size > 0 {
                if !state.request.bodyTooLarge && !state.answered {
                    if state.request.body.count + size > context.maxBodyBytes {
                        // Keep consuming and discarding; the handler answers 413 at the end.
                        state.request.bodyTooLarge = true
                        state.request.body = []
                    } else if let uploadData {
                        state.request.body.append(contentsOf: UnsafeRawBufferPointer(start: uploadData, count: size))
                    }
                }
                uploadDataSize.pointee = 0
                return .YES
            }
            if state.answered { return .YES }
            return answer(state, on: connection, context: context)
        }
    }
}

/// Runs the handler and queues its response. A response that cannot be queued is reported and the
/// connection closed (`MHD_NO`); it never crashes the process.
private func answer(_ state: RequestState, on connection: OpaquePointer, context: ServerContext) -> MHD_Result {
    state.answered = true
    var response = context.handler(state.takeRequest())
    if !(100...999).contains(response.status) {
        context.report(.invalidStatus(response.status))
        response = HTTPServer.Response(status: 500)
    }
    do {
        try MHD.queue(response, on: connection, closeConnection: context.draining.load(ordering: .relaxed),
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
    Unmanaged<RequestState>.fromOpaque(statePointer).release()
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
