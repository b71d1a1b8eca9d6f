internal import CMicroHTTPD

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// One request while libmicrohttpd delivers it over several access-handler calls.
///
/// Created on the first call (headers complete) and stored in `con_cls` with `passRetained`; released in the
/// `MHD_OPTION_NOTIFY_COMPLETED` callback, which libmicrohttpd runs for every request that reached the
/// handler, including errors, timeouts, aborts and shutdown (shared/domain/libmicrohttpd-and-json.md §5).
/// A connection is served by one thread at a time, so the state needs no lock.
final class RequestState {
    /// The request being assembled: everything but the body is filled in at once, the body as it arrives.
    /// Moved out (not copied) to the handler by ``takeRequest()``.
    var request: HTTPServer.Request
    /// A response was queued; nothing more is done for this request.
    var answered = false

    init(connection: OpaquePointer, method: UnsafePointer<CChar>?, url: UnsafePointer<CChar>?) {
        request = HTTPServer.Request(
            method: method.map(RequestState.methodName) ?? "", path: url.map { String(cString: $0) } ?? "/",
            query: RequestState.query(of: connection), headers: RequestState.headers(of: connection),
            remoteAddress: RequestState.clientAddress(of: connection))
    }

    /// The `Content-Length` the client declared, if any and well-formed. Asked of libmicrohttpd (a C string
    /// compare per field) rather than of ``request``, whose lookup copied each field it passed.
    static func declaredContentLength(of connection: OpaquePointer) -> Int? {
        MHD_lookup_connection_value(connection, .HEADER_KIND, "Content-Length")
            .flatMap { Int(String(cString: $0).trimmingSpaces) }
    }

    /// Hands the complete request over without copying it (a copy retained and later released each of its
    /// strings and arrays); the state keeps an empty one until libmicrohttpd releases it.
    func takeRequest() -> HTTPServer.Request {
        var taken = HTTPServer.Request(method: "", path: "")
        swap(&taken, &request)
        return taken
    }

    /// The common methods as string literals, which need neither UTF-8 validation nor storage; others as sent.
    private static func methodName(_ method: UnsafePointer<CChar>) -> String {
        if strcmp(method, "GET") == 0 { return "GET" }
        if strcmp(method, "POST") == 0 { return "POST" }
        if strcmp(method, "HEAD") == 0 { return "HEAD" }
        return String(cString: method)
    }

    /// Header fields in arrival order. Collected through a pointer to a local array, not a property of `self`,
    /// so each append skips the runtime exclusivity check a class property needs; counted first (a NULL
    /// iterator only counts), so the array is allocated once.
    private static func headers(of connection: OpaquePointer) -> [(name: String, value: String)] {
        var headers: [(name: String, value: String)] = []
        headers.reserveCapacity(Int(max(0, MHD_get_connection_values(connection, .HEADER_KIND, nil, nil))))
        withUnsafeMutablePointer(to: &headers) { fields in
            _ = MHD_get_connection_values(connection, .HEADER_KIND, collectHeader, fields)
        }
        return headers
    }

    /// The query string as sent, `nil` without query arguments. The daemon keeps arguments raw
    /// (`cmhd_option_keep_raw_url`), so joining them with `&` gives back the query string.
    private static func query(of connection: OpaquePointer) -> String? {
        guard MHD_get_connection_values(connection, .GET_ARGUMENT_KIND, nil, nil) > 0 else { return nil }
        var parts: [String] = []
        withUnsafeMutablePointer(to: &parts) { parts in
            _ = MHD_get_connection_values(connection, .GET_ARGUMENT_KIND, collectQueryArgument, parts)
        }
        return parts.joined(separator: "&")
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

/// `MHD_KeyValueIterator` for header fields; `cls` points to the array being filled.
private func collectHeader(
    _ cls: UnsafeMutableRawPointer?, _ kind: MHD_ValueKind,
    _ key: UnsafePointer<CChar>?, _ value: UnsafePointer<CChar>?
) -> MHD_Result {
    guard let cls, let key else { return .YES }
    cls.assumingMemoryBound(to: [(name: String, value: String)].self).pointee
        .append((name: String(cString: key), value: value.map { String(cString: $0) } ?? ""))
    return .YES
}

/// `MHD_KeyValueIterator` for query arguments; `cls` points to the array of `name=value` parts being filled.
private func collectQueryArgument(
    _ cls: UnsafeMutableRawPointer?, _ kind: MHD_ValueKind,
    _ key: UnsafePointer<CChar>?, _ value: UnsafePointer<CChar>?
) -> MHD_Result {
    guard let cls, let key else { return .YES }
    let name = String(cString: key)
    cls.assumingMemoryBound(to: [String].self).pointee.append(value.map { name + "=" + String(cString: $0) } ?? name)
    return .YES
}
