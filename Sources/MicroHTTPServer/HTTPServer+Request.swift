import HTTPHeaders

extension HTTPServer {
    /// One HTTP request as the handler sees it: plain values, read completely before the handler runs.
    ///
    /// libmicrohttpd delivers a request over several access-handler calls (headers first, then body
    /// pieces). The server accumulates them and builds this value once
    /// the body is complete, so a handler never sees a partial request.
    package struct Request: Sendable {
        /// The method as sent, e.g. `GET`, `POST`.
        package var method: String
        /// The path as sent, without the query string and *not* percent-decoded (e.g. `/v1/decide`).
        package var path: String
        /// The query string as sent, without `?`; `nil` when the target has no query arguments.
        package var query: String?
        /// Header fields in arrival order, as received. Look them up with ``header(_:)``, which ignores case.
        package var fields: HeaderFields
        /// ``fields`` as strings, built when read (the server itself never reads them all).
        package var headers: [(name: String, value: String)] {
            get { fields.list }
            set { fields = HeaderFields(newValue) }
        }
        /// The complete body; empty when ``bodyTooLarge`` is true.
        package var body: [UInt8]
        /// True when the body exceeded ``Configuration/maxBodyBytes``: the server discarded it (or refused it
        /// from its `Content-Length` before reading it) and the handler should answer 413 (RFC 9110 section 15.5.14).
        package var bodyTooLarge: Bool
        /// The client's numeric address (e.g. `127.0.0.1`, `::1`), when known.
        ///
        /// Formatted when read, from the bytes captured when the request arrived (see ``ClientAddress``): most
        /// requests never need it, so read it once and keep the string if it is needed more than once.
        package var remoteAddress: String? {
            get { client.text }
            set { client = ClientAddress(text: newValue) }
        }
        /// Calls `body` with ``remoteAddress``'s bytes (nil when unknown), formatted on the stack without making a
        /// `String`: for a caller that only copies them (the access line).
        package func withRemoteAddress(_ body: (UnsafeBufferPointer<UInt8>?) -> Void) {
            client.withText(body)
        }
        /// Where ``remoteAddress`` comes from.
        var client: ClientAddress

        package init(
            method: String, path: String, query: String? = nil,
            headers: [(name: String, value: String)] = [], body: [UInt8] = [],
            bodyTooLarge: Bool = false, remoteAddress: String? = nil
        ) {
            self.method = method
            self.path = path
            self.query = query
            self.fields = HeaderFields(headers)
            self.body = body
            self.bodyTooLarge = bodyTooLarge
            self.client = ClientAddress(text: remoteAddress)
        }

        /// The server's own: the address captured from the connection, formatted only if read.
        init(
            method: String, path: String, query: String?, fields: HeaderFields,
            body: consuming [UInt8], bodyTooLarge: Bool, client: ClientAddress
        ) {
            self.method = method
            self.path = path
            self.query = query
            self.fields = fields
            self.body = body
            self.bodyTooLarge = bodyTooLarge
            self.client = client
        }

        /// The first value of a header field; names compare case-insensitively (RFC 9110 section 5.1).
        package func header(_ name: String) -> String? {
            fields.first(name)
        }

        /// ASCII case-insensitive comparison without allocating (field names are tokens, RFC 9110 section 5.1).
        ///
        /// Lengths first (O(1) for native strings), so most non-matching names cost a few instructions; then
        /// one pass over the contiguous UTF-8. Iterating two `UTF8View`s instead cost about 250 instructions per
        /// call, 1.7k per `/healthz` request across the server's lookups (callgrind).
        static func namesMatch(_ a: String, _ b: String) -> Bool {
            guard a.utf8.count == b.utf8.count else { return false }
            var a = a
            var b = b  // withUTF8 needs contiguous storage: a no-op for native and small strings
            return a.withUTF8 { x in
                b.withUTF8 { y in
                    for k in 0..<x.count where x[k] != y[k] {
                        let lower = x[k] | 0x20
                        guard lower == y[k] | 0x20, lower >= UInt8(ascii: "a"), lower <= UInt8(ascii: "z") else {
                            return false
                        }
                    }
                    return true
                }
            }
        }
    }
}
