import Foundation
import HTTPTestSupport
import MicroHTTPServer
import Synchronization
import Testing

@Suite("Start, failure and graceful shutdown", .serialized)
struct LifecycleTests {
    @Test("Starting on a port another server holds fails with start-failed, the port and EADDRINUSE")
    func portInUse() throws {
        let first = try EchoServer()
        let second = HTTPServer(configuration: .init(port: first.port)) { _ in .init(status: 200) }
        _ = withExtendedLifetime(first) {
            #expect(throws: ServerError.startFailed(host: "127.0.0.1", port: first.port, errno: EADDRINUSE)) {
                try second.start()
            }
        }
        #expect(ServerError.startFailed(host: "127.0.0.1", port: first.port, errno: EADDRINUSE).code == "start-failed")
        #expect(second.port == 0)
    }

    @Test("libmicrohttpd's own error log reaches the diagnostics closure")
    func libraryLogIsRouted() throws {
        let first = try EchoServer()
        let messages = Mutex<[String]>([])
        let second = HTTPServer(
            configuration: .init(port: first.port),
            diagnostics: { diagnostic in
                messages.withLock { $0.append(diagnostic.message) }
            }
        ) { _ in .init(status: 200) }
        _ = withExtendedLifetime(first) {
            #expect(throws: ServerError.self) { try second.start() }
        }
        #expect(messages.withLock { $0.contains { $0.hasPrefix("libmicrohttpd: ") } })
    }

    @Test("A host that is neither an address nor a resolvable name is refused with invalid-host")
    func invalidHost() {
        let server = HTTPServer(configuration: .init(host: "no such host.invalid", port: 0)) { _ in .init(status: 200) }
        #expect(throws: ServerError.invalidHost("no such host.invalid")) { try server.start() }
    }

    @Test(
        "localhost, 0.0.0.0, ::1 and :: all bind and answer over loopback",
        arguments: [
            ("localhost", "127.0.0.1"), ("0.0.0.0", "127.0.0.1"), ("::1", "::1"), ("::", "127.0.0.1"), ("::", "::1"),
        ])
    func hosts(host: String, connectTo: String) throws {
        let echo = try EchoServer(.init(host: host, port: 0))
        let client = try RawHTTPConnection(host: connectTo, port: echo.port)
        client.owner = echo
        let response = try client.exchange(RawHTTPRequest("GET", "/"))
        #expect(response.status == 200)
        #expect(response.header("X-Remote")?.hasSuffix(connectTo) == true)
    }

    @Test(
        "The client's address read as bytes spells what remoteAddress spells, over IPv4, IPv6 and IPv4-mapped IPv6",
        arguments: [("127.0.0.1", "127.0.0.1"), ("::1", "::1"), ("::", "127.0.0.1")])
    func addressBytes(host: String, connectTo: String) throws {
        let echo = try EchoServer(.init(host: host, port: 0))
        let client = try RawHTTPConnection(host: connectTo, port: echo.port)
        client.owner = echo
        let response = try client.exchange(RawHTTPRequest("GET", "/"))
        #expect(response.header("X-Remote-Bytes") == response.header("X-Remote"))
        #expect(response.header("X-Remote-Bytes")?.hasSuffix(connectTo) == true)
    }

    @Test("Starting twice is refused with already-started")
    func startTwice() throws {
        let echo = try EchoServer()
        #expect(throws: ServerError.alreadyStarted) { try echo.server.start() }
    }

    @Test("A request in flight when shutdown begins still gets its response, then new connections are refused")
    func shutdownDrainsInFlight() throws {
        let echo = try EchoServer()
        let port = echo.port
        let client = try echo.connect()
        try client.send(RawHTTPRequest("GET", "/slow").bytes)
        #expect(eventually { echo.server.inFlightRequests == 1 })
        let server = echo.server
        let stopped = onBackgroundThread { server.shutdown(gracePeriod: .seconds(5)) }
        let response = try client.readResponse()
        #expect(response.status == 200)
        #expect(response.header("X-Path") == "/slow")
        #expect(response.closesConnection)
        #expect(stopped.wait(timeout: .now() + 6) == .success)
        #expect(throws: RawHTTPError.connectFailed(errno: ECONNREFUSED)) { try RawHTTPConnection(port: port) }
    }

    @Test("During shutdown an open keep-alive connection is answered with Connection: close")
    func drainingClosesKeepAlive() throws {
        let echo = try EchoServer()
        let idle = try echo.connect()
        #expect(try !idle.exchange(RawHTTPRequest("GET", "/first")).closesConnection)
        // Wait for /first to complete, so that the in-flight request counted below is /slow.
        #expect(eventually { echo.server.inFlightRequests == 0 })
        let busy = try echo.connect()
        try busy.send(RawHTTPRequest("GET", "/slow").bytes)
        #expect(eventually { echo.server.inFlightRequests == 1 })
        let server = echo.server
        let stopped = onBackgroundThread { server.shutdown(gracePeriod: .seconds(5)) }
        #expect(eventually { server.isDraining })
        let last = try idle.exchange(RawHTTPRequest("GET", "/last"))
        #expect(last.status == 200)
        #expect(last.closesConnection)
        #expect(try busy.readResponse().status == 200)
        #expect(stopped.wait(timeout: .now() + 6) == .success)
    }

    @Test("Shutdown with nothing in flight returns promptly and the port is released")
    func idleShutdown() throws {
        let echo = try EchoServer()
        let port = echo.port
        let clock = ContinuousClock()
        let elapsed = clock.measure { echo.server.shutdown(gracePeriod: .seconds(10)) }
        #expect(elapsed < .seconds(5))
        #expect(echo.server.port == 0)
        let again = HTTPServer(configuration: .init(port: port)) { _ in .init(status: 204) }
        try again.start()
        #expect(try RawHTTPConnection(port: port).exchange(RawHTTPRequest("GET", "/")).status == 204)
        again.shutdown(gracePeriod: .zero)
    }
}

@Suite("Handler mistakes are reported, not crashed on", .serialized)
struct HandlerMistakeTests {
    @Test("A status outside 100...999 becomes a 500 and an invalid-status diagnostic", arguments: [0, 42, 1000])
    func invalidStatus(status: Int) throws {
        let echo = try EchoServer()
        let response = try echo.connect().exchange(RawHTTPRequest("GET", "/status/\(status)"))
        #expect(response.status == 500)
        #expect(echo.diagnostics.withLock { $0.contains { $0.error == .invalidStatus(status) } })
    }

    @Test("A header libmicrohttpd rejects is dropped and reported; the response is still sent")
    func rejectedHeader() throws {
        let echo = try EchoServer(handler: { _ in
            HTTPServer.Response(status: 200, headers: [("X-Bad", "line\r\nbreak"), ("X-Good", "yes")], body: Array("body".utf8))
        })
        let response = try echo.connect().exchange(RawHTTPRequest("GET", "/"))
        #expect(response.status == 200)
        #expect(response.header("X-Good") == "yes")
        #expect(response.header("X-Bad") == nil)
        #expect(response.text == "body")
        #expect(echo.diagnostics.withLock { $0.contains { $0.error == .headerRejected(name: "X-Bad") } })
    }

    @Test("A Content-Length set by the handler is replaced by the real length")
    func contentLengthIsTheServers() throws {
        let echo = try EchoServer(handler: { _ in
            HTTPServer.Response(status: 200, headers: [("Content-Length", "999")], body: Array("four".utf8))
        })
        let response = try echo.connect().exchange(RawHTTPRequest("GET", "/"))
        #expect(response.header("Content-Length") == "4")
        #expect(response.text == "four")
    }
}
