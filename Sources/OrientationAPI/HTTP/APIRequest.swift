/// An HTTP request as the API layer sees it: plain values, no transport types. The server module converts
/// its own request into this, so routing and endpoints are testable without sockets.
public struct APIRequest: Sendable {
    /// The method, upper-case (`GET`, `POST`, ...).
    public var method: String
    /// The path without the query string, e.g. `/v1/decide`.
    public var path: String
    /// The raw query string without `?`, if any.
    public var query: String?
    /// Header fields in arrival order; names compare case-insensitively through `header(_:)`.
    public var headers: [(name: String, value: String)]
    /// The complete request body.
    public var body: [UInt8]
    /// True when the server stopped reading because the body exceeded its limit; `body` is then empty and the
    /// API answers 413 with a problem document.
    public var bodyTooLarge: Bool
    /// The client's address, for logs (e.g. `127.0.0.1`).
    public var remoteAddress: String?

    public init(
        method: String, path: String, query: String? = nil,
        headers: [(name: String, value: String)] = [], body: [UInt8] = [],
        bodyTooLarge: Bool = false, remoteAddress: String? = nil
    ) {
        self.bodyTooLarge = bodyTooLarge
        self.remoteAddress = remoteAddress
        self.method = method
        self.path = path
        self.query = query
        self.headers = headers
        self.body = body
    }

    /// The first value of a header field, compared case-insensitively (RFC 9110 §5.1).
    public func header(_ name: String) -> String? {
        for h in headers where h.name.utf8.count == name.utf8.count && h.name.lowercased() == name.lowercased() {
            return h.value
        }
        return nil
    }
}
