/// An HTTP response produced by the API layer: status, header fields and a complete body.
public struct APIResponse: Sendable {
    public var status: Int
    /// Header fields to send (the server adds `Date` and `Content-Length`).
    public var headers: [(name: String, value: String)]
    public var body: [UInt8]

    public init(status: Int, headers: [(name: String, value: String)] = [], body: [UInt8] = []) {
        self.status = status
        self.headers = headers
        self.body = body
    }
}
