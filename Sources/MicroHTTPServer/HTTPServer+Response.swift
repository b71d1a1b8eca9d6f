extension HTTPServer {
    /// One complete HTTP response: status, header fields and body.
    ///
    /// libmicrohttpd adds `Date` and `Content-Length` itself and refuses a `Content-Length` set by the
    /// application, so the server drops any `Content-Length`
    /// given here. The body is copied into libmicrohttpd (`MHD_RESPMEM_MUST_COPY`) when it is queued.
    package struct Response: Sendable {
        /// The status code, 100...999 (RFC 9110 section 15). Anything else is logged and answered with 500.
        package var status: Int
        /// Header fields to send, in order.
        package var headers: [(name: String, value: String)]
        /// The body bytes.
        package var body: [UInt8]

        package init(status: Int, headers: [(name: String, value: String)] = [], body: [UInt8] = []) {
            self.status = status
            self.headers = headers
            self.body = body
        }

        /// The first value of a header field, compared case-insensitively (RFC 9110 section 5.1).
        package func header(_ name: String) -> String? {
            for field in headers where HTTPServer.Request.namesMatch(field.name, name) {
                return field.value
            }
            return nil
        }
    }
}
