import Foundation
import HTTPTestSupport
import MicroHTTPServer
import Synchronization

/// A live server on an ephemeral loopback port whose handler reports what it received, so tests check the
/// server's assembly of requests rather than any API logic.
///
/// The echo handler answers 200 with the request body as its body and these headers:
/// `X-Method`, `X-Path`, `X-Query` (`-` if none), `X-Remote`, `X-Body-Count`, `X-Echoed` (the value of the
/// request's `x-echo` header, looked up case-insensitively). `bodyTooLarge` requests get 413 with
/// `X-Body-Count`. Paths starting with `/slow` sleep 400 ms first; `/status/N` answers status N.
final class EchoServer: Sendable {
    let server: HTTPServer
    let diagnostics = Mutex<[HTTPServer.Diagnostic]>([])
    let handled = Atomic<Int>(0)

    var port: Int { server.port }

    init(_ configuration: HTTPServer.Configuration = .init(port: 0), handler: HTTPServer.Handler? = nil) throws {
        var configuration = configuration
        if configuration.port == 8080 { configuration.port = 0 }
        let box = Box()
        server = HTTPServer(
            configuration: configuration,
            diagnostics: { diagnostic in
                box.echo?.diagnostics.withLock { $0.append(diagnostic) }
            },
            handler: { request in
                box.echo?.handled.add(1, ordering: .relaxed)
                return (handler ?? EchoServer.echo)(request)
            })
        box.echo = self
        try server.start()
    }

    deinit { server.shutdown(gracePeriod: .zero) }

    func connect(readTimeout: Duration = .seconds(10)) throws -> RawHTTPConnection {
        let connection = try RawHTTPConnection(port: port, readTimeout: readTimeout)
        connection.owner = self  // the server lives as long as its clients
        return connection
    }

    static let echo: HTTPServer.Handler = { request in
        if request.bodyTooLarge {
            return HTTPServer.Response(status: 413, headers: [("X-Body-Count", "\(request.body.count)")])
        }
        if request.path.hasPrefix("/slow") { sleep(for: .milliseconds(400)) }
        if request.path.hasPrefix("/status/"), let status = Int(request.path.dropFirst("/status/".count)) {
            return HTTPServer.Response(status: status)
        }
        var headers: [(name: String, value: String)] = [
            ("X-Method", request.method), ("X-Path", request.path), ("X-Query", request.query ?? "-"),
            ("X-Remote", request.remoteAddress ?? "-"), ("X-Body-Count", "\(request.body.count)"),
        ]
        if let echoed = request.header("x-echo") { headers.append(("X-Echoed", echoed)) }
        request.withRemoteAddress { bytes in
            headers.append(("X-Remote-Bytes", bytes.map { String(decoding: $0, as: UTF8.self) } ?? "-"))
        }
        return HTTPServer.Response(status: 200, headers: headers, body: request.body)
    }
}

/// Breaks the init-order cycle between the server's closures and the EchoServer that owns them.
private final class Box: @unchecked Sendable {
    weak var echo: EchoServer?
}

/// Runs `body` on a new thread (blocking work such as `shutdown` while the test thread reads a socket).
func onBackgroundThread(_ body: @escaping @Sendable () -> Void) -> DispatchSemaphore {
    let done = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
        body()
        done.signal()
    }
    return done
}

/// Polls `condition` until it holds or `timeout` passes.
func eventually(within timeout: Duration = .seconds(5), _ condition: () -> Bool) -> Bool {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    while clock.now < deadline {
        if condition() { return true }
        sleep(for: .milliseconds(2))
    }
    return condition()
}
