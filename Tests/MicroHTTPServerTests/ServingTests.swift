import HTTPTestSupport
import MicroHTTPServer
import Testing

@Suite("Serving requests over loopback", .serialized)
struct ServingTests {
    @Test("A GET reaches the handler with its method, raw path, raw query and the client's address")
    func get() throws {
        let echo = try EchoServer()
        #expect(echo.port > 0)
        let client = try echo.connect()
        let response = try client.exchange(RawHTTPRequest("GET", "/a%20b/c?x=1&y=%41&flag"))
        #expect(response.status == 200)
        #expect(response.header("X-Method") == "GET")
        #expect(response.header("X-Path") == "/a%20b/c")
        #expect(response.header("X-Query") == "x=1&y=%41&flag")
        #expect(response.header("X-Remote") == "127.0.0.1")
        #expect(response.header("X-Body-Count") == "0")
        #expect(response.header("Content-Length") == "0")
    }

    @Test("Request header names are matched case-insensitively by the handler")
    func headerCase() throws {
        let echo = try EchoServer()
        let response = try echo.connect().exchange(RawHTTPRequest("GET", "/", headers: [("X-ECHO", "seen")]))
        #expect(response.header("X-Echoed") == "seen")
    }

    @Test(
        "Every header field reaches the handler, however many bytes the fields take before the one it reads",
        arguments: [0, 1, 3, 12])
    func manyHeaderBytes(largeFields: Int) throws {
        let echo = try EchoServer()
        let filler = String(repeating: "v", count: 500)
        let headers = (0..<largeFields).map { (name: "X-Filler-\($0)", value: filler) } + [(name: "x-echo", value: "last")]
        let response = try echo.connect().exchange(RawHTTPRequest("GET", "/", headers: headers))
        #expect(response.status == 200)
        #expect(response.header("X-Echoed") == "last")
    }

    @Test("A POST body reaches the handler whole and comes back unchanged")
    func post() throws {
        let echo = try EchoServer()
        let body = Array("{\"hello\":\"wörld\"}".utf8)
        let response = try echo.connect().exchange(RawHTTPRequest("POST", "/echo", body: body))
        #expect(response.status == 200)
        #expect(response.header("X-Method") == "POST")
        #expect(response.body == body)
    }

    @Test("A body sent in many small pieces is assembled before the handler runs")
    func bodyInSmallPieces() throws {
        let echo = try EchoServer()
        let body = (0..<3000).map { UInt8(truncatingIfNeeded: $0 &* 7) }
        let request = RawHTTPRequest("POST", "/pieces", body: body)
        let client = try echo.connect()
        try client.send(request.head)
        try client.sendSlowly(body, pieceSize: 7, pause: .microseconds(100))
        let response = try client.readResponse()
        #expect(response.header("X-Body-Count") == "3000")
        #expect(response.body == body)
        #expect(echo.handled.load(ordering: .relaxed) == 1)
    }

    @Test("A chunked request body sent piece by piece is de-chunked (RFC 9112 section 7.1)")
    func chunkedBody() throws {
        let echo = try EchoServer()
        let body = Array(String(repeating: "orientation ", count: 200).utf8)
        let request = RawHTTPRequest("POST", "/chunked", headers: [("Transfer-Encoding", "chunked")])
        let client = try echo.connect()
        try client.send(request.head)
        for piece in RawHTTPRequest.chunked(body, pieceSize: 13) {
            try client.send(piece)
        }
        let response = try client.readResponse()
        #expect(response.status == 200)
        #expect(response.body == body)
    }

    @Test("Expect: 100-continue gets an interim 100 and then the final response")
    func expectContinue() throws {
        let echo = try EchoServer()
        let body = Array("ping".utf8)
        let client = try echo.connect()
        try client.send(
            RawHTTPRequest(
                "POST", "/continue",
                headers: [
                    ("Expect", "100-continue"),
                    ("Content-Length", "4"),
                ]
            ).head)
        let interim = try client.readResponse(skipInterim: false)
        #expect(interim.status == 100)
        try client.send(body)
        let response = try client.readResponse()
        #expect(response.status == 200)
        #expect(response.body == body)
    }

    @Test("One keep-alive connection carries several requests in turn")
    func keepAlive() throws {
        let echo = try EchoServer()
        let client = try echo.connect()
        for index in 0..<5 {
            let response = try client.exchange(RawHTTPRequest("POST", "/k/\(index)", body: "n=\(index)"))
            #expect(response.status == 200)
            #expect(response.header("X-Path") == "/k/\(index)")
            #expect(response.text == "n=\(index)")
            #expect(!response.closesConnection)
        }
        #expect(echo.handled.load(ordering: .relaxed) == 5)
    }

    @Test("Pipelined requests written at once are answered in request order")
    func pipelining() throws {
        let echo = try EchoServer()
        let client = try echo.connect()
        let requests = (0..<4).map { RawHTTPRequest("POST", "/p/\($0)", body: String(repeating: "x", count: $0 * 10)) }
        try client.send(requests.flatMap(\.bytes))
        for index in 0..<4 {
            let response = try client.readResponse()
            #expect(response.header("X-Path") == "/p/\(index)")
            #expect(response.body.count == index * 10)
        }
    }

    @Test("A large body the handler builds is sent whole, long after the handler has returned")
    func largeBodiesOutliveTheHandler() throws {
        // 1 MiB per answer takes many writes to a loopback socket, so libmicrohttpd is still sending from the
        // body the handler returned while the next clients' answers are being built and dropped.
        @Sendable func body(for index: Int) -> [UInt8] {
            (0..<(1 << 20)).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ index) }
        }
        let echo = try EchoServer(handler: { request in
            HTTPServer.Response(status: 200, body: body(for: Int(request.path.dropFirst(3)) ?? 0))
        })
        let clients = try (0..<4).map { _ in try echo.connect() }
        for (index, client) in clients.enumerated() {
            try client.send(RawHTTPRequest("GET", "/b/\(index)").bytes)
        }
        for (index, client) in clients.enumerated() {
            let response = try client.readResponse()
            #expect(response.status == 200)
            #expect(response.body == body(for: index), "client \(index)")
        }
    }

    @Test("100 clients connected at the same time are all answered")
    func hundredConcurrentClients() throws {
        let echo = try EchoServer()
        let clients = try (0..<100).map { _ in try echo.connect() }
        for (index, client) in clients.enumerated() {
            try client.send(RawHTTPRequest("POST", "/c/\(index)", body: "client \(index)").bytes)
        }
        for (index, client) in clients.enumerated() {
            let response = try client.readResponse()
            #expect(response.status == 200)
            #expect(response.text == "client \(index)")
        }
        #expect(echo.handled.load(ordering: .relaxed) == 100)
    }

    @Test("The in-flight count returns to zero once responses are sent")
    func inFlightReturnsToZero() throws {
        let echo = try EchoServer()
        let client = try echo.connect()
        _ = try client.exchange(RawHTTPRequest("GET", "/"))
        _ = try client.exchange(RawHTTPRequest("GET", "/"))
        #expect(eventually { echo.server.inFlightRequests == 0 })
    }
}
