/// Builds the bytes of an HTTP/1.1 request for ``RawHTTPConnection``.
///
/// `Host` is added, and `Content-Length` when a body is given and no `Transfer-Encoding` header is set.
/// Use ``chunked(_:)`` to encode a body as `Transfer-Encoding: chunked` pieces.
package struct RawHTTPRequest: Sendable {
    package var method: String
    package var target: String
    package var headers: [(name: String, value: String)]
    package var body: [UInt8]

    package init(
        _ method: String = "GET", _ target: String, headers: [(name: String, value: String)] = [],
        body: [UInt8] = []
    ) {
        self.method = method
        self.target = target
        self.headers = headers
        self.body = body
    }

    package init(_ method: String, _ target: String, headers: [(name: String, value: String)] = [], body: String) {
        self.init(method, target, headers: headers, body: Array(body.utf8))
    }

    /// The request head (request line, headers, empty line).
    package var head: [UInt8] {
        var text = "\(method) \(target) HTTP/1.1\r\n"
        let names = headers.map { $0.name.lowercased() }
        if !names.contains("host") { text += "Host: localhost\r\n" }
        for field in headers { text += "\(field.name): \(field.value)\r\n" }
        if !body.isEmpty && !names.contains("content-length") && !names.contains("transfer-encoding") {
            text += "Content-Length: \(body.count)\r\n"
        }
        text += "\r\n"
        return Array(text.utf8)
    }

    /// Head and body, ready to send.
    package var bytes: [UInt8] { head + body }

    /// `body` encoded as chunks of at most `pieceSize` bytes plus the last-chunk, for a request that carries
    /// `Transfer-Encoding: chunked` (RFC 9112 section 7.1).
    package static func chunked(_ body: [UInt8], pieceSize: Int) -> [[UInt8]] {
        var pieces: [[UInt8]] = []
        var offset = 0
        while offset < body.count {
            let end = min(offset + pieceSize, body.count)
            pieces.append(Array(String(end - offset, radix: 16).utf8) + [13, 10] + body[offset..<end] + [13, 10])
            offset = end
        }
        pieces.append(Array("0\r\n\r\n".utf8))
        return pieces
    }
}
