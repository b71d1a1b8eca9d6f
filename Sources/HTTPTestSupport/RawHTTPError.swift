/// Why a ``RawHTTPConnection`` operation failed.
package enum RawHTTPError: Error, Equatable, Sendable {
    /// `connect()` failed with this errno (e.g. `ECONNREFUSED` once a server stopped listening).
    case connectFailed(errno: Int32)
    /// `send()` failed with this errno (e.g. `EPIPE`, `ECONNRESET` after the server closed).
    case sendFailed(errno: Int32)
    /// `recv()` failed with this errno; `EAGAIN` means the read timeout passed.
    case receiveFailed(errno: Int32)
    /// Nothing arrived before the read timeout.
    case timedOut
    /// The peer closed the connection before a complete response arrived.
    case closedByPeer
    /// The bytes received are not an HTTP/1.1 response.
    case malformed(String)
}
