import HTTPHeaders

extension HTTPServer {
    /// One complete HTTP response: status, header fields and body.
    ///
    /// libmicrohttpd adds `Date` and `Content-Length` itself and refuses a `Content-Length` set by the
    /// application, so the server drops any `Content-Length`
    /// given here. The body is copied into libmicrohttpd (`MHD_RESPMEM_MUST_COPY`) when it is queued.
    package struct Response: Sendable {
        /// The status code, 100...999 (RFC 9110 section 15). Anything else is logged and answered with 500.
        package var status: Int
        /// Header fields to send, in order: each name and value goes to libmicrohttpd as the C string it is in there.
        package var fields: HeaderFields
        /// ``fields`` as strings.
        package var headers: [(name: String, value: String)] {
            get { fields.list }
            set { fields = HeaderFields(newValue) }
        }
        /// The body bytes.
        package var body: [UInt8]

        package init(status: Int, headers: [(name: String, value: String)] = [], body: [UInt8] = []) {
            self.init(status: status, fields: HeaderFields(headers), body: body)
        }

        package init(status: Int, fields: HeaderFields, body: [UInt8] = []) {
            self.status = status
            self.fields = fields
            self.body = body
        }

        /// The first value of a header field, compared case-insensitively (RFC 9110 section 5.1).
        package func header(_ name: String) -> String? {
            fields.first(name)
        }
    }
}
