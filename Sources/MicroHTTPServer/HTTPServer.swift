import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A small HTTP/1.1 server over libmicrohttpd that calls one function per request.
///
/// libmicrohttpd does the protocol work (parsing, keep-alive, pipelining, chunked bodies,
/// `Expect: 100-continue`, timeouts) on its own epoll thread pool; this type starts and stops the daemon,
/// assembles each request completely, calls ``Handler`` on a pool thread and sends what it returns.
/// No libmicrohttpd type appears in its API, so no caller depends on the C module.
///
/// ```swift
/// let server = HTTPServer(configuration: .init(port: 0)) { request in
///     HTTPServer.Response(status: 200, body: Array("hello".utf8))
/// }
/// try server.start()
/// print(server.port)                 // the port the kernel picked
/// server.shutdown(gracePeriod: .seconds(10))
/// ```
package final class HTTPServer: Sendable {
    /// Turns a complete request into a response. Called concurrently from libmicrohttpd's threads; it must
    /// not block for long, as it occupies one of ``Configuration/threads`` threads meanwhile.
    package typealias Handler = @Sendable (Request) -> Response

    package let configuration: Configuration
    private let context: ServerContext
    private let lifecycle = Mutex<Lifecycle>(.idle)

    private enum Lifecycle {
        case idle
        case running(Running)
        case stopping
        case stopped
    }

    private struct Running {
        let daemon: OpaquePointer
        /// The `passRetained` pointer of ``context`` given to libmicrohttpd; released after stop.
        let contextPointer: UnsafeMutableRawPointer
        let port: Int
    }

    /// - Parameters:
    ///   - configuration: where to listen and which limits to enforce.
    ///   - diagnostics: receives libmicrohttpd's error log and the server's own failures (a response that
    ///     could not be queued, ...). Called from any thread. The default drops them.
    ///   - handler: answers each request.
    package init(
        configuration: Configuration = Configuration(),
        diagnostics: @escaping @Sendable (Diagnostic) -> Void = { _ in },
        handler: @escaping Handler
    ) {
        self.configuration = configuration
        self.context = ServerContext(
            handler: handler, diagnostics: diagnostics,
            maxBodyBytes: configuration.maxBodyBytes,
            maxUploadBytes: configuration.maxUploadBytes,
            uploadMediaTypes: configuration.uploadMediaTypes.map { $0.lowercased() })
    }

    deinit {
        lifecycle.withLock { state in
            if case .running(let running) = state {
                MHD.stop(running.daemon, listenSocket: MHD.quiesce(running.daemon))
                Unmanaged<ServerContext>.fromOpaque(running.contextPointer).release()
                state = .stopped
            }
        }
    }

    /// Binds and starts serving. Returns once the socket is listening.
    ///
    /// - Throws: ``ServerError/invalidConfiguration(field:reason:)``, ``ServerError/invalidHost(_:)``,
    ///   ``ServerError/alreadyStarted``, or ``ServerError/startFailed(host:port:errno:)`` (e.g. port in use).
    package func start() throws(ServerError) {
        try configuration.validate()
        let address = try SocketAddress.resolve(host: configuration.host, port: configuration.port)
        try lifecycle.withLock { (state: inout Lifecycle) throws(ServerError) in
            guard case .idle = state else { throw .alreadyStarted }
            let pointer = Unmanaged.passRetained(context).toOpaque()
            do throws(ServerError) {
                let daemon = try MHD.startDaemon(configuration: configuration, address: address, context: pointer)
                state = .running(Running(daemon: daemon, contextPointer: pointer, port: MHD.boundPort(of: daemon)))
            } catch {
                Unmanaged<ServerContext>.fromOpaque(pointer).release()
                throw error
            }
        }
    }

    /// The port the server listens on (the kernel's choice when configured with port 0); 0 when not running.
    package var port: Int {
        lifecycle.withLock { state in
            if case .running(let running) = state { return running.port }
            return 0
        }
    }

    /// Requests received and not yet completed (their response not yet fully sent), for draining and metrics.
    package var inFlightRequests: Int {
        context.inFlight.load()
    }

    /// True once ``shutdown(gracePeriod:)`` has begun: every response from then on carries
    /// `Connection: close`.
    package var isDraining: Bool {
        context.draining.load(ordering: .relaxed)
    }

    /// Stops gracefully: stop accepting (`MHD_quiesce_daemon`), answer every later response with
    /// `Connection: close`, wait until in-flight requests are done and connections have left (or the grace
    /// period ends), then stop the daemon and close every connection.
    ///
    /// Idle keep-alive connections are given ``DaemonTuning/idleDrainWindow`` to send one last request; quiesce
    /// alone does not drain them. Blocks the calling thread. Safe
    /// to call more than once; later calls return at once.
    package func shutdown(gracePeriod: Duration = .seconds(10)) {
        let taken: Running? = lifecycle.withLock { state in
            guard case .running(let running) = state else { return nil }
            state = .stopping
            return running
        }
        guard let running = taken else { return }

        context.draining.store(true, ordering: .relaxed)
        let listenSocket = MHD.quiesce(running.daemon)
        let clock = ContinuousClock()
        let started = clock.now
        let deadline = started.advanced(by: gracePeriod)
        let idleWindow = min(DaemonTuning.idleDrainWindow, gracePeriod)
        while clock.now < deadline {
            if MHD.currentConnections(of: running.daemon) == 0 { break }
            if context.inFlight.load() == 0 && clock.now - started >= idleWindow { break }
            HTTPServer.pause(DaemonTuning.drainPollInterval)
        }
        MHD.stop(running.daemon, listenSocket: listenSocket)
        Unmanaged<ServerContext>.fromOpaque(running.contextPointer).release()
        lifecycle.withLock { $0 = .stopped }
    }

    private static func pause(_ duration: Duration) {
        let (seconds, attoseconds) = duration.components
        var request = timespec(tv_sec: Int(seconds), tv_nsec: Int(attoseconds / 1_000_000_000))
        var remaining = timespec()
        while nanosleep(&request, &remaining) == -1 && errno == EINTR { request = remaining }
    }
}
