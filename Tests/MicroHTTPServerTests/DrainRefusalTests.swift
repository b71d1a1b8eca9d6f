import Foundation
import HTTPTestSupport
import MicroHTTPServer
import Testing

/// During the shutdown drain, in-flight requests finish but new connections are refused at once.
/// Regression: the quiesced socket used to keep listening, so a client connecting during the drain completed its
/// handshake into the kernel's backlog and then waited, unanswered, until the server stopped and reset it
/// (found by scripts/shutdown-check under load).
@Suite("New connections during the shutdown drain", .serialized)
struct DrainRefusalTests {
    @Test("While a half-sent request holds the drain open, a new connection is refused; the request then completes")
    func refusedWhileDraining() throws {
        let echo = try EchoServer()
        let port = echo.port
        let busy = try echo.connect()
        // The head and half the body: the request is in flight until the rest arrives.
        try busy.send(RawHTTPRequest("POST", "/held", headers: [("Content-Length", "10")]).head)
        try busy.send("12345")
        #expect(eventually { echo.server.inFlightRequests == 1 })
        let server = echo.server
        let stopped = onBackgroundThread { server.shutdown(gracePeriod: .seconds(5)) }
        #expect(eventually { server.isDraining })
        // Let the drain loop start (it begins right after the quiesce that flips isDraining).
        sleep(for: .milliseconds(50))
        #expect(throws: RawHTTPError.connectFailed(errno: ECONNREFUSED)) { try RawHTTPConnection(port: port) }
        try busy.send("67890")
        let response = try busy.readResponse()
        #expect(response.status == 200)
        #expect(response.header("X-Body-Count") == "10")
        #expect(response.closesConnection)
        #expect(stopped.wait(timeout: .now() + 6) == .success)
    }
}
