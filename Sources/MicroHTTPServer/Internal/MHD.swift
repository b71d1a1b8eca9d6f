internal import CMicroHTTPD
import HTTPHeaders

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Every libmicrohttpd call that can fail, and the one place where its NULL or `MHD_NO` becomes a
/// ``ServerError`` (style anchors, practice 6). Nothing else in the module interprets a C status.
enum MHD {
    /// Starts the daemon; `context` is the retained ``ServerContext`` pointer.
    static func startDaemon(
        configuration: HTTPServer.Configuration, address: SocketAddress, context: UnsafeMutableRawPointer
    ) throws(ServerError) -> OpaquePointer {
        var flags = DaemonTuning.daemonFlags
        if case .v6(_, let dualStack) = address {
            flags |= dualStack ? MHD_USE_DUAL_STACK.rawValue : MHD_USE_IPv6.rawValue
        }
        // The logger first: libmicrohttpd uses its default stderr logger for messages about earlier options.
        var options: [MHD_OptionItem] = [cmhd_option_external_logger(libraryLog, context)]
        if configuration.threads > 1 {
            options.append(cmhd_option_uint(.THREAD_POOL_SIZE, UInt32(configuration.threads)))
        }
        options.append(cmhd_option_uint(.CONNECTION_LIMIT, UInt32(configuration.connectionLimit)))
        options.append(cmhd_option_uint(.PER_IP_CONNECTION_LIMIT, UInt32(configuration.perIPConnectionLimit)))
        options.append(cmhd_option_uint(.CONNECTION_TIMEOUT, UInt32(configuration.connectionTimeoutSeconds)))
        options.append(cmhd_option_notify_completed(requestCompleted, context))
        options.append(cmhd_option_keep_raw_url())

        let port = UInt16(configuration.port)
        let (daemon, error): (OpaquePointer?, Int32) = address.withSockAddr { socketAddress in
            var all = options
            all.append(cmhd_option_sock_addr(socketAddress))
            all.append(cmhd_option_end())
            errno = 0
            let daemon = all.withUnsafeBufferPointer { items in
                cmhd_start_daemon(flags, port, accessHandler, context, items.baseAddress)
            }
            return (daemon, errno)
        }
        guard let daemon else {
            throw .startFailed(host: configuration.host, port: configuration.port, errno: error)
        }
        return daemon
    }

    /// The port the daemon is bound to.
    static func boundPort(of daemon: OpaquePointer) -> Int {
        Int(cmhd_bound_port(daemon))
    }

    /// Open connections (for draining).
    static func currentConnections(of daemon: OpaquePointer) -> Int {
        Int(cmhd_current_connections(daemon))
    }

    /// Stops accepting and returns the listening socket, to be closed after ``stop(_:listenSocket:)``.
    ///
    /// `MHD_quiesce_daemon` only stops *accepting*: the socket keeps listening, so the kernel would still complete
    /// handshakes into the backlog and those clients would wait, unanswered, until ``stop(_:listenSocket:)`` resets
    /// them. `shutdown(SHUT_RD)` on a listening socket makes Linux stop listening at once (new connections are
    /// refused, the backlog is reset) while the descriptor stays valid for libmicrohttpd until stop (the drain stops accepting connections at once,
    /// as docs/operations.md says; found by scripts/shutdown-check).
    static func quiesce(_ daemon: OpaquePointer) -> Int32 {
        let listenSocket = MHD_quiesce_daemon(daemon)
        if listenSocket != MHD_INVALID_SOCKET { _ = shutdown(listenSocket, Int32(SHUT_RD)) }
        return listenSocket
    }

    /// Joins libmicrohttpd's threads and closes every connection, then closes the quiesced listen socket
    /// (only now: in threaded modes a worker may still use it until stop, per `MHD_quiesce_daemon`'s doc).
    static func stop(_ daemon: OpaquePointer, listenSocket: Int32) {
        MHD_stop_daemon(daemon)
        if listenSocket != MHD_INVALID_SOCKET { close(listenSocket) }
    }

    /// Creates, fills and queues one response. A rejected header is reported and dropped; creation and
    /// queueing failures throw.
    ///
    /// A body is lent to libmicrohttpd, not copied: a ``ResponseBody`` keeps the array alive until
    /// libmicrohttpd is done with the response and calls ``releaseResponseBody(_:)``. Copying
    /// (`MHD_RESPMEM_MUST_COPY`) cost a second allocation of the body's size and a pass over its bytes on every
    /// answer (5.3 KB for a decide answer).
    static func queue(
        _ response: HTTPServer.Response, on connection: OpaquePointer, closeConnection: Bool,
        report: (ServerError) -> Void
    ) throws(ServerError) {
        let created: OpaquePointer?
        if response.body.isEmpty {
            created = MHD_create_response_from_buffer(0, nil, .RESPMEM_PERSISTENT)
        } else {
            let body = ResponseBody(response.body)
            let owner = Unmanaged.passRetained(body).toOpaque()
            created = MHD_create_response_from_buffer_with_free_callback_cls(
                body.count, body.base, { releaseResponseBody($0) }, owner)
            if created == nil { releaseResponseBody(owner) }
        }
        guard let handle = created else {
            throw .responseCreationFailed(status: response.status, bodyBytes: response.body.count)
        }
        defer { MHD_destroy_response(handle) }  // MHD keeps its own reference until the reply is sent

        var hasConnectionField = false
        // Each name and value is already a NUL-terminated C string in the fields' buffer: no `String`, no
        // `withCString` and no retain or release per field.
        response.fields.forEachField { name, value in
            if HeaderFields.name(name, is: "Content-Length") { return true }  // MHD sets it
            if HeaderFields.name(name, is: "Connection") { hasConnectionField = true }
            let added = name.withMemoryRebound(to: CChar.self) { name in
                value.withMemoryRebound(to: CChar.self) { value in
                    MHD_add_response_header(handle, name.baseAddress, value.baseAddress) == .YES
                }
            }
            if !added { report(.headerRejected(name: String(decoding: name, as: UTF8.self))) }
            return true
        }
        if closeConnection && !hasConnectionField {
            _ = MHD_add_response_header(handle, "Connection", "close")
        }
        guard MHD_queue_response(connection, UInt32(response.status), handle) == .YES else {
            throw .queueFailed(status: response.status)
        }
    }
}

/// The bytes of one response body while libmicrohttpd sends them. The array is never mutated after this is
/// made, so its contiguous storage (which `bytes` owns) stays where `base` points until this object is released.
private final class ResponseBody {
    let bytes: [UInt8]
    let base: UnsafeMutableRawPointer
    var count: Int { bytes.count }

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        base = self.bytes.withUnsafeBytes { UnsafeMutableRawPointer(mutating: $0.baseAddress!) }
    }
}

/// libmicrohttpd's free callback for a lent body (`MHD_ContentReaderFreeCallback`), run once when the response
/// is destroyed: after the last connection using it is done, including on errors and shutdown.
private func releaseResponseBody(_ owner: UnsafeMutableRawPointer?) {
    guard let owner else { return }
    Unmanaged<ResponseBody>.fromOpaque(owner).release()
}
