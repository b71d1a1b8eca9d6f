internal import CMicroHTTPD
import HTTPHeaders

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The body of one request while libmicrohttpd delivers it over several access-handler calls.
///
/// Only a request with a body gets one: created on the first call when the client declares a `Content-Length`,
/// or when the first body piece arrives (chunked), in memory of its own (``allocate(declared:limit:)``) whose
/// address is stored in `con_cls`; freed (``free(_:)``) in the `MHD_OPTION_NOTIFY_COMPLETED` callback, which
/// libmicrohttpd runs for every request that reached the handler, including errors, timeouts, aborts and shutdown.
/// A connection is served by one thread at a time, so the state needs no lock. Requests without a body (every
/// probe) keep a marker in `con_cls` instead (``RequestMarker``).
///
/// A struct behind a pointer rather than a class: each write to a class's stored property went through the
/// runtime's exclusivity check (`swift_beginAccess`, four per request), and the object its reference counting;
/// a pointer's `pointee` needs neither (callgrind, `POST /v1/decide`).
///
/// Everything but the body is read from libmicrohttpd when the request is complete (``request(on:method:url:body:)``):
/// it keeps the method, URL and header fields until the request completes. Building the request then, straight
/// into the value handed to the handler, replaced building it on the first call, copying it into the state and
/// moving it out again: about 1,000 instructions per `GET /healthz` (callgrind).
struct RequestState {
    /// The body so far.
    var body: [UInt8] = []
    /// The body exceeded the limit: it is discarded and the handler answers 413.
    var bodyTooLarge = false
    /// A response was queued; nothing more is done for this request.
    var answered = false
    /// The `Content-Length` the client declared (0 when none): a first piece of exactly that size is the whole
    /// body, copied into an array of its size at once; otherwise the body is reserved at that size and appended to.
    let declared: Int
    /// The most body bytes kept (the server's body limit, or its upload limit for an upload media type).
    let limit: Int

    /// A new state in memory of its own, for `con_cls`.
    static func allocate(declared: Int = 0, limit: Int) -> UnsafeMutablePointer<RequestState> {
        let state = UnsafeMutablePointer<RequestState>.allocate(capacity: 1)
        state.initialize(to: RequestState(declared: declared, limit: limit))
        return state
    }

    /// Frees a state made by ``allocate(declared:limit:)``.
    static func free(_ state: UnsafeMutableRawPointer) {
        let state = state.assumingMemoryBound(to: RequestState.self)
        state.deinitialize(count: 1)
        state.deallocate()
    }

    private init(declared: Int, limit: Int) {
        self.declared = declared
        self.limit = limit
    }

    /// Appends one body piece: the first, when it is the whole declared body, becomes the body array itself.
    mutating func append(_ piece: UnsafeRawBufferPointer) {
        if body.isEmpty && piece.count == declared {
            body = [UInt8](piece)
            return
        }
        if body.capacity == 0 && declared > 0 { body.reserveCapacity(declared) }
        body.append(contentsOf: piece)
    }

    /// The complete request: method, path, query, header fields and client address from libmicrohttpd, with `body`.
    static func request(
        on connection: OpaquePointer, method: UnsafePointer<CChar>?, url: UnsafePointer<CChar>?,
        body: consuming [UInt8] = [], bodyTooLarge: Bool = false
    ) -> HTTPServer.Request {
        HTTPServer.Request(
            method: method.map(RequestState.methodName) ?? "", path: url.map { String(cString: $0) } ?? "/",
            query: RequestState.query(of: connection), fields: RequestState.fields(of: connection),
            body: body, bodyTooLarge: bodyTooLarge, client: ClientAddress(of: connection))
    }

    /// The `Content-Length` the client declared, if any and well-formed. Asked of libmicrohttpd (a C string
    /// compare per field) rather than of the request's fields, whose lookup copied each field it passed.
    static func declaredContentLength(of connection: OpaquePointer) -> Int? {
        MHD_lookup_connection_value(connection, .HEADER_KIND, "Content-Length").flatMap(contentLength(parsing:))
    }

    /// A `Content-Length` value, `1*DIGIT` (RFC 9110, section 8.6) between optional spaces and tabs, read in
    /// place from the C string: about a tenth of the cost of building a `String`, trimming it and `Int(_:)`
    /// (callgrind, one `POST /v1/decide`). Nil for anything else, and for more than 18 digits (no overflow).
    static func contentLength(parsing text: UnsafePointer<CChar>) -> Int? {
        var p = UnsafeRawPointer(text).assumingMemoryBound(to: UInt8.self)
        while p.pointee == UInt8(ascii: " ") || p.pointee == UInt8(ascii: "\t") { p += 1 }
        var value = 0
        var digits = 0
        while p.pointee &- UInt8(ascii: "0") < 10 {
            value = value &* 10 &+ Int(p.pointee &- UInt8(ascii: "0"))
            digits += 1
            p += 1
        }
        while p.pointee == UInt8(ascii: " ") || p.pointee == UInt8(ascii: "\t") { p += 1 }
        guard digits > 0, digits <= 18, p.pointee == 0 else { return nil }
        return value
    }

    /// The `Content-Type` without parameters, trimmed and lower-cased, if the request has one.
    static func mediaType(of connection: OpaquePointer) -> String? {
        guard let value = MHD_lookup_connection_value(connection, .HEADER_KIND, "Content-Type") else { return nil }
        let text = String(cString: value)
        let essence = text.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        return String(essence).trimmingSpaces.lowercased()
    }

    /// Moves the body out (the state keeps an empty one until libmicrohttpd releases it).
    mutating func takeBody() -> [UInt8] {
        var taken: [UInt8] = []
        swap(&taken, &body)
        return taken
    }

    /// The common methods as string literals, which need neither UTF-8 validation nor storage; others as sent.
    private static func methodName(_ method: UnsafePointer<CChar>) -> String {
        if strcmp(method, "GET") == 0 { return "GET" }
        if strcmp(method, "POST") == 0 { return "POST" }
        if strcmp(method, "HEAD") == 0 { return "HEAD" }
        return String(cString: method)
    }

    /// Header fields in arrival order, copied into one buffer: the fields' sizes are added up in a first pass, so the
    /// buffer is allocated once. Nothing is turned into a `String` here; the handler asks for the fields it reads.
    static func fields(of connection: OpaquePointer) -> HeaderFields {
        var needed = 0
        withUnsafeMutablePointer(to: &needed) { needed in
            _ = MHD_get_connection_values_n(connection, .HEADER_KIND, measureHeader, needed)
        }
        return HeaderFields(byteCapacity: needed) { writer in
            withUnsafeMutablePointer(to: &writer) { writer in
                _ = MHD_get_connection_values_n(connection, .HEADER_KIND, copyHeader, writer)
            }
        }
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
}

extension String {
    fileprivate var trimmingSpaces: Substring {
        var view = self[...]
        while view.first == " " || view.first == "\t" { view = view.dropFirst() }
        while view.last == " " || view.last == "\t" { view = view.dropLast() }
        return view
    }
}

/// What `con_cls` holds for a request without a ``RequestState``: a pointer into the ``ServerContext`` object
/// (`dh_cls`), which no other live object can start at, so it never collides with a state's address.
enum RequestMarker {
    /// Headers seen, no body so far.
    static func awaiting(_ context: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer { context }
    /// Answered without a state (no body, or refused early by its declared length).
    static func answered(_ context: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer { context + 1 }
}

/// `MHD_KeyValueIteratorN` for header fields' sizes; `cls` points to the byte count being added up. libmicrohttpd
/// 0.9.75 records each size as the `strlen` of the NUL-terminated name and value, so the bytes are exactly what
/// `String(cString:)` read before.
private func measureHeader(
    _ cls: UnsafeMutableRawPointer?, _ kind: MHD_ValueKind,
    _ key: UnsafePointer<CChar>?, _ keySize: Int, _ value: UnsafePointer<CChar>?, _ valueSize: Int
) -> MHD_Result {
    guard let cls, key != nil else { return .YES }
    cls.assumingMemoryBound(to: Int.self).pointee += HeaderFields.bytesNeeded(
        nameCount: keySize, valueCount: value == nil ? 0 : valueSize)
    return .YES
}

/// `MHD_KeyValueIteratorN` copying one header field; `cls` points to the ``HeaderFields/Writer`` being filled.
private func copyHeader(
    _ cls: UnsafeMutableRawPointer?, _ kind: MHD_ValueKind,
    _ key: UnsafePointer<CChar>?, _ keySize: Int, _ value: UnsafePointer<CChar>?, _ valueSize: Int
) -> MHD_Result {
    guard let cls, let key else { return .YES }
    _ = cls.assumingMemoryBound(to: HeaderFields.Writer.self).pointee.append(
        name: UnsafeRawBufferPointer(start: key, count: keySize),
        value: UnsafeRawBufferPointer(start: value, count: value == nil ? 0 : valueSize))
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
