import HTTPHeaders

/// An HTTP request as the API layer sees it: plain values, no transport types. The server module converts
/// its own request into this, so routing and endpoints are testable without sockets.
package struct APIRequest: Sendable {
    /// The method, upper-case (`GET`, `POST`, ...).
    package var method: String
    /// The path without the query string, e.g. `/v1/decide`.
    package var path: String
    /// The raw query string without `?`, if any.
    package var query: String?
    /// Header fields in arrival order, as the transport received them; names compare case-insensitively.
    package var fields: HeaderFields
    /// ``fields`` as strings, built when read (answering a request reads only the fields it needs, in place).
    package var headers: [(name: String, value: String)] {
        get { fields.list }
        set { fields = HeaderFields(newValue) }
    }
    /// The complete request body.
    package var body: [UInt8]
    /// True when the server stopped reading because the body exceeded its limit; `body` is then empty and the
    /// API answers 413 with a problem document.
    package var bodyTooLarge: Bool
    /// The client's address, for logs (e.g. `127.0.0.1`), when the transport supplies it. Nothing in this module
    /// reads it; orientation-server's adapter leaves it `nil` and logs the address from its transport request.
    package var remoteAddress: String?

    package init(
        method: String, path: String, query: String? = nil,
        headers: [(name: String, value: String)] = [], body: [UInt8] = [],
        bodyTooLarge: Bool = false, remoteAddress: String? = nil
    ) {
        self.init(
            method: method, path: path, query: query, fields: HeaderFields(headers), body: body, bodyTooLarge: bodyTooLarge,
            remoteAddress: remoteAddress)
    }

    /// A request whose fields the transport already holds as ``HeaderFields`` (orientation-server's adapter).
    package init(
        method: String, path: String, query: String? = nil, fields: HeaderFields, body: [UInt8] = [],
        bodyTooLarge: Bool = false, remoteAddress: String? = nil
    ) {
        self.bodyTooLarge = bodyTooLarge
        self.remoteAddress = remoteAddress
        self.method = method
        self.path = path
        self.query = query
        self.fields = fields
        self.body = body
    }

    /// The first value of a header field, compared case-insensitively (RFC 9110 section 5.1).
    package func header(_ name: String) -> String? {
        fields.first(name)
    }

    /// Field names are ASCII tokens (RFC 9110 section 5.1), so an ASCII fold compares them without allocating.
    /// Compares over the contiguous UTF-8 (`zip` over two `UTF8View`s cost about 4k instructions per
    /// request across the header lookups `Service.handle` makes).
    static func asciiCaseInsensitiveEqual(_ a: String, _ b: String) -> Bool {
        guard a.utf8.count == b.utf8.count else { return false }
        var a = a
        var b = b
        return a.withUTF8 { x in
            b.withUTF8 { y in
                for k in 0..<x.count where x[k] != y[k] {
                    let c = x[k]
                    let d = y[k]
                    let lc = c >= 0x41 && c <= 0x5A ? c | 0x20 : c
                    let ld = d >= 0x41 && d <= 0x5A ? d | 0x20 : d
                    if lc != ld { return false }
                }
                return true
            }
        }
    }
}
