/// One HTTP/1.1 response as read off the wire by ``RawHTTPConnection``.
public struct RawHTTPResponse: Sendable {
    /// The status code from the status line.
    public var status: Int
    /// The reason phrase from the status line.
    public var reason: String
    /// Header fields in arrival order.
    public var headers: [(name: String, value: String)]
    /// The body, de-chunked when the response used `Transfer-Encoding: chunked`.
    public var body: [UInt8]

    public init(status: Int, reason: String, headers: [(name: String, value: String)], body: [UInt8]) {
        self.status = status
        self.reason = reason
        self.headers = headers
        self.body = body
    }

    /// The first value of a header field, compared case-insensitively (RFC 9110 section 5.1).
    public func header(_ name: String) -> String? {
        headers.first { $0.name.lowercased() == name.lowercased() }?.value
    }

    /// The body decoded as UTF-8.
    public var text: String { String(decoding: body, as: UTF8.self) }

    /// True when the server announced it will close the connection after this response.
    public var closesConnection: Bool { header("Connection")?.lowercased() == "close" }
}
