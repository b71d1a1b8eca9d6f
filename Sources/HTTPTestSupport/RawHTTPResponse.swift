/// One HTTP/1.1 response as read off the wire by ``RawHTTPConnection``.
package struct RawHTTPResponse: Sendable {
    /// The status code from the status line.
    package var status: Int
    /// The reason phrase from the status line.
    package var reason: String
    /// Header fields in arrival order.
    package var headers: [(name: String, value: String)]
    /// The body, de-chunked when the response used `Transfer-Encoding: chunked`.
    package var body: [UInt8]

    package init(status: Int, reason: String, headers: [(name: String, value: String)], body: [UInt8]) {
        self.status = status
        self.reason = reason
        self.headers = headers
        self.body = body
    }

    /// The first value of a header field, compared case-insensitively (RFC 9110 section 5.1).
    package func header(_ name: String) -> String? {
        headers.first { $0.name.lowercased() == name.lowercased() }?.value
    }

    /// The body decoded as UTF-8.
    package var text: String { String(decoding: body, as: UTF8.self) }

    /// True when the server announced it will close the connection after this response.
    package var closesConnection: Bool { header("Connection")?.lowercased() == "close" }
}
