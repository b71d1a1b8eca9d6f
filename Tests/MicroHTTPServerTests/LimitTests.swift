import HTTPTestSupport
import MicroHTTPServer
import Testing

@Suite("Limits: body size, slow clients, connections", .serialized)
struct LimitTests {
    static let limit = 1024

    @Test(
        "A body up to the limit is accepted and one byte more is refused with 413",
        arguments: [(1023, 200), (1024, 200), (1025, 413)])
    func bodyLimitBoundary(size: Int, status: Int) throws {
        let echo = try EchoServer(.init(port: 0, maxBodyBytes: LimitTests.limit))
        let response = try echo.connect().exchange(RawHTTPRequest("POST", "/", body: [UInt8](repeating: 65, count: size)))
        #expect(response.status == status)
    }

    @Test("A declared Content-Length over the limit is answered 413 before the body is sent")
    func earlyRefusalFromContentLength() throws {
        let echo = try EchoServer(.init(port: 0, maxBodyBytes: LimitTests.limit))
        let client = try echo.connect(readTimeout: .seconds(5))
        // Only the head is sent: the answer can only come from the declared length.
        try client.send(
            RawHTTPRequest(
                "POST", "/big",
                headers: [
                    ("Content-Length", "10000000"),
                    ("Expect", "100-continue"),
                ]
            ).head)
        let response = try client.readResponse(skipInterim: false)
        #expect(response.status == 413)
        #expect(response.header("X-Body-Count") == "0")
    }

    @Test("A chunked body that grows past the limit is drained, the handler sees bodyTooLarge with an empty body, and the connection stays usable")
    func chunkedBodyOverLimit() throws {
        let echo = try EchoServer(.init(port: 0, maxBodyBytes: LimitTests.limit))
        let client = try echo.connect()
        try client.send(RawHTTPRequest("POST", "/big", headers: [("Transfer-Encoding", "chunked")]).head)
        for piece in RawHTTPRequest.chunked([UInt8](repeating: 66, count: 5000), pieceSize: 500) {
            try client.send(piece)
        }
        let refused = try client.readResponse()
        #expect(refused.status == 413)
        #expect(refused.header("X-Body-Count") == "0")
        let next = try client.exchange(RawHTTPRequest("POST", "/after", body: "ok"))
        #expect(next.status == 200)
        #expect(next.text == "ok")
    }

    /// A server whose bodies of type `application/x-upload` may be up to 4096 bytes, others up to 1024.
    static func uploadServer() throws -> EchoServer {
        var configuration = HTTPServer.Configuration(port: 0, maxBodyBytes: LimitTests.limit)
        configuration.maxUploadBytes = 4 * LimitTests.limit
        configuration.uploadMediaTypes = ["application/x-upload"]
        return try EchoServer(configuration)
    }

    @Test(
        "An upload media type gets the upload limit, declared or chunked; other bodies keep the body limit",
        arguments: [
            ("application/x-upload", 4096, false, 200), ("application/x-upload", 4097, false, 413),
            ("Application/X-Upload; name=a", 4096, false, 200), ("application/x-upload", 4096, true, 200),
            ("application/x-upload", 4097, true, 413), ("application/json", 1025, false, 413),
            ("application/json", 1025, true, 413),
        ] as [(String, Int, Bool, Int)])
    func uploadLimit(contentType: String, size: Int, chunked: Bool, status: Int) throws {
        let echo = try Self.uploadServer()
        let client = try echo.connect()
        let body = [UInt8](repeating: 67, count: size)
        if chunked {
            try client.send(
                RawHTTPRequest(
                    "POST", "/up",
                    headers: [
                        ("Content-Type", contentType),
                        ("Transfer-Encoding", "chunked"),
                    ]
                ).head)
            for piece in RawHTTPRequest.chunked(body, pieceSize: 700) { try client.send(piece) }
            let response = try client.readResponse()
            #expect(response.status == status)
            if status == 200 { #expect(response.header("X-Body-Count") == "\(size)") }
        } else {
            let response = try client.exchange(
                RawHTTPRequest(
                    "POST", "/up", headers: [("Content-Type", contentType)],
                    body: body))
            #expect(response.status == status)
            if status == 200 { #expect(response.header("X-Body-Count") == "\(size)") }
        }
    }

    @Test("A client dribbling its headers does not hold up another client, even with a single server thread")
    func slowClientDoesNotBlockOthers() throws {
        let echo = try EchoServer(.init(port: 0, threads: 1))
        let slow = try echo.connect()
        try slow.send("GET /dribble HTTP/1.1\r\nHost: loc")
        let normal = try echo.connect(readTimeout: .seconds(3))
        let response = try normal.exchange(RawHTTPRequest("GET", "/normal"))
        #expect(response.header("X-Path") == "/normal")
        try slow.sendSlowly(Array("alhost\r\nX-A: 1\r\n\r\n".utf8), pieceSize: 3, pause: .milliseconds(5))
        #expect(try slow.readResponse().header("X-Path") == "/dribble")
    }

    @Test("A connection silent for longer than the connection timeout is closed")
    func connectionTimeout() throws {
        let echo = try EchoServer(.init(port: 0, connectionTimeoutSeconds: 1))
        let silent = try echo.connect()
        try silent.send("GET / HTTP/1.1\r\n")
        #expect(silent.peerClosed(within: .seconds(6)))
    }

    @Test("Connections beyond the per-address limit are closed at once while earlier ones are served")
    func perAddressLimit() throws {
        let echo = try EchoServer(.init(port: 0, perIPConnectionLimit: 2))
        let first = try echo.connect()
        let second = try echo.connect()
        _ = try first.exchange(RawHTTPRequest("GET", "/1"))
        _ = try second.exchange(RawHTTPRequest("GET", "/2"))
        let third = try echo.connect()
        #expect(third.peerClosed(within: .seconds(3)))
        #expect(try first.exchange(RawHTTPRequest("GET", "/1again")).status == 200)
    }
}
