internal import CMicroHTTPD

/// One request while libmicrohttpd delivers it over several access-handler calls.
///
/// Created on the first call (headers complete) and stored in `con_cls` with `passRetained`; released in the
/// `MHD_OPTION_NOTIFY_COMPLETED` callback, which libmicrohttpd runs for every request that reached the
/// handler, including errors, timeouts, aborts and shutdown (shared/domain/libmicrohttpd-and-json.md §5).
/// A connection is served by one thread at a time, so the state needs no lock.
final class RequestState {
    let method: String
    let path: String
    var queryParts: [String] = []
    var headers: [(name: String, value: String)] = []
    var remoteAddress: String?
    var body: [UInt8] = []
    /// The body passed the limit; later pieces are read and dropped.
    var bodyTooLarge = false
    /// A response was queued; nothing more is done for this request.
    var answered = false

    init(connection: OpaquePointer, method: UnsafePointer<CChar>?, url: UnsafePointer<CChar>?) {
        self.method = method.map { String(cString: $0) } ?? ""
        self.path = url.map { String(cString: $0) } ?? "/"
        let me = Unmanaged.passUnretained(self).toOpaque()
        // Counted first (a NULL iterator only counts), so the array is allocated once instead of regrowing
        // at the 1st, 2nd and 3rd field of a typical POST.
        headers.reserveCapacity(Int(max(0, MHD_get_connection_values(connection, .HEADER_KIND, nil, nil))))
        _ = MHD_get_connection_values(connection, .HEADER_KIND, collectHeader, me)
        _ = MHD_get_connection_values(connection, .GET_ARGUMENT_KIND, collectQueryArgument, me)
        remoteAddress = RequestState.clientAddress(of: connection)
    }

    /// The `Content-Length` the client declared, if any and well-formed.
    var declaredContentLength: Int? {
        for field in headers where HTTPServer.Request.namesMatch(field.name, "Content-Length") {
            return Int(field.value.trimmingSpaces)
        }
        return nil
    }

    func makeRequest() -> HTTPServer.Request {
        HTTPServer.Request(
            method: method, path: path,
            query: queryParts.isEmpty ? nil : queryParts.joined(separator: "&"),
            headers: headers, body: bodyTooLarge ? [] : body,
            bodyTooLarge: bodyTooLarge, remoteAddress: remoteAddress)
    }

    private static func clientAddress(of connection: OpaquePointer) -> String? {
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: 64) { buffer in
            let length = cmhd_client_address(connection, buffer.baseAddress, buffer.count)
            guard length > 0 else { return nil }
            return String(decoding: UnsafeRawBufferPointer(start: buffer.baseAddress, count: length), as: UTF8.self)
        }
    }
}

extension String {
    fileprivate var trimmingSpaces: Substring {
        var view = self[...]
        while view.first == " " || view.first == "\t" { view = view.dropFirst() }
        while view.last == " " || view.last == "\t" { view = view.dropLast() }
        return view
    }
}

/// `MHD_KeyValueIterator` for header fields; `cls` is the unretained ``RequestState``.
private func collectHeader(
    _ cls: UnsafeMutableRawPointer?, _ kind: MHD_ValueKind,
    _ key: UnsafePointer<CChar>?, _ value: UnsafePointer<CChar>?
) -> MHD_Result {
    guard let cls, let key else { return .YES }
    let state = Unmanaged<RequestState>.fromOpaque(cls).takeUnretainedValue()
    state.headers.append((name: String(cString: key), value: value.map { String(cString: $0) } ?? ""))
    return .YES
}

/// `MHD_KeyValueIterator` for query arguments. The daemon keeps them raw (`cmhd_option_keep_raw_url`), so
/// joining them with `&` gives back the query string as sent.
private func collectQueryArgument(
    _ cls: UnsafeMutableRawPointer?, _ kind: MHD_ValueKind,
    _ key: UnsafePointer<CChar>?, _ value: UnsafePointer<CChar>?
) -> MHD_Result {
    guard let cls, let key else { return .YES }
    let state = Unmanaged<RequestState>.fromOpaque(cls).takeUnretainedValue()
    let name = String(cString: key)
    state.queryParts.append(value.map { name + "=" + String(cString: $0) } ?? name)
    return .YES
}
