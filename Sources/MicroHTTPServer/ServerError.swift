/// Every way the server can fail, each with a stable machine-readable ``code``.
///
/// libmicrohttpd reports failure as a NULL pointer or `MHD_NO`; the server turns each of those into one of
/// these cases in a single file (`Internal/MHD.swift`), never letting a C status escape. The codes are part
/// of the interface (logs, metrics, tests): they are spelled out here, never derived from case names, and
/// never change.
package enum ServerError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A configuration value is out of range (e.g. port 70000, zero threads).
    case invalidConfiguration(field: String, reason: String)
    /// The host is neither an IP literal, `localhost`, nor a name that resolves.
    case invalidHost(String)
    /// `start()` was called on a server that is running or already shut down.
    case alreadyStarted
    /// `MHD_start_daemon` returned NULL, typically because the port is in use (`EADDRINUSE`) or the address is
    /// not local (`EADDRNOTAVAIL`). `errno` is the value seen right after the call (0 if none was set).
    case startFailed(host: String, port: Int, errno: Int32)
    /// `MHD_create_response_from_buffer` returned NULL (out of memory).
    case responseCreationFailed(status: Int, bodyBytes: Int)
    /// `MHD_add_response_header` refused a field (e.g. a name or value with a line break); the field is dropped.
    case headerRejected(name: String)
    /// The handler returned a status outside 100...999; the server answers 500 instead.
    case invalidStatus(Int)
    /// `MHD_queue_response` returned `MHD_NO`; the connection is closed.
    case queueFailed(status: Int)

    /// The stable code, for logs and tests.
    package var code: String {
        switch self {
        case .invalidConfiguration: "invalid-configuration"
        case .invalidHost: "invalid-host"
        case .alreadyStarted: "already-started"
        case .startFailed: "start-failed"
        case .responseCreationFailed: "response-creation-failed"
        case .headerRejected: "header-rejected"
        case .invalidStatus: "invalid-status"
        case .queueFailed: "queue-failed"
        }
    }

    package var description: String {
        switch self {
        case .invalidConfiguration(let field, let reason):
            "\(code): \(field) \(reason)"
        case .invalidHost(let host):
            "\(code): cannot bind to host '\(host)' (not an IP address, 'localhost', or a resolvable name)"
        case .alreadyStarted:
            "\(code): the server was already started"
        case .startFailed(let host, let port, let errno):
            "\(code): cannot listen on \(host):\(port) (errno \(errno)\(errno == 0 ? "" : ": " + ServerError.errnoName(errno)))"
        case .responseCreationFailed(let status, let bodyBytes):
            "\(code): cannot create a \(status) response of \(bodyBytes) bytes"
        case .headerRejected(let name):
            "\(code): libmicrohttpd rejected response header '\(name)'; it was dropped"
        case .invalidStatus(let status):
            "\(code): handler returned status \(status), answered 500 instead"
        case .queueFailed(let status):
            "\(code): cannot queue a \(status) response; connection closed"
        }
    }
}
