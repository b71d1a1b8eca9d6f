import HTTPHeaders

/// An HTTP response produced by the API layer: status, header fields and a complete body.
package struct APIResponse: Sendable {
    package var status: Int
    /// Header fields to send, in order (the server adds `Date` and `Content-Length`).
    package var fields: HeaderFields
    /// ``fields`` as strings (tests and cold paths; answering appends to ``fields``).
    package var headers: [(name: String, value: String)] {
        get { fields.list }
        set { fields = HeaderFields(newValue) }
    }
    /// The representation. For `HEAD` it is the `GET` representation, so a transport that computes
    /// `Content-Length` from it reports the same length as `GET` would (RFC 9110 section 9.3.2); the transport sends
    /// headers only (libmicrohttpd suppresses the body of a HEAD response itself).
    package var body: [UInt8]
    /// How long `Service.handle` took to answer, in nanoseconds: the time the `/metrics` histogram records,
    /// kept here so the access line reports the same figure without reading the clock twice more.
    package var handlingNanoseconds: UInt64 = 0
    /// The `X-Request-Id` this answer carries (set by `Service.handle`, which also adds the header), so the
    /// access line need not search the header list for it.
    package var requestID: RequestID?

    package init(status: Int, headers: [(name: String, value: String)] = [], body: [UInt8] = []) {
        self.init(status: status, fields: HeaderFields(headers), body: body)
    }

    package init(status: Int, fields: HeaderFields, body: [UInt8] = []) {
        self.status = status
        self.fields = fields
        self.body = body
    }

    /// The first value of a header field, compared case-insensitively.
    package func header(_ name: String) -> String? {
        fields.first(name)
    }
}
