#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A deliberately primitive HTTP/1.1 client over one TCP socket, for live tests of a server.
///
/// It sends exactly the bytes it is given, in as many writes as the test wants, so tests can pipeline
/// requests, dribble headers, send chunked bodies in small pieces and reuse one connection (things
/// URLSession hides). Blocking I/O with a read timeout (`SO_RCVTIMEO`); writes use `MSG_NOSIGNAL`, so a closed
/// server never raises SIGPIPE in the test process. Not thread-safe: one connection per thread or task.
package final class RawHTTPConnection {
    private var socket: Int32
    private var buffer: [UInt8] = []
    /// An object kept alive as long as this connection, typically the server under test: Swift may release a
    /// local right after its last use, and a server released mid-test stops and resets its connections.
    package var owner: AnyObject?

    /// Connects to `host:port` (an IPv4 or IPv6 literal; `localhost` means 127.0.0.1).
    package init(host: String = "127.0.0.1", port: Int, readTimeout: Duration = .seconds(10)) throws(RawHTTPError) {
        let name = host == "localhost" ? "127.0.0.1" : host
        var v4 = sockaddr_in()
        var v6 = sockaddr_in6()
        let family: Int32
        if inet_pton(AF_INET, name, &v4.sin_addr) == 1 {
            family = AF_INET
            v4.sin_family = sa_family_t(AF_INET)
            v4.sin_port = UInt16(port).bigEndian
        } else if inet_pton(AF_INET6, name, &v6.sin6_addr) == 1 {
            family = AF_INET6
            v6.sin6_family = sa_family_t(AF_INET6)
            v6.sin6_port = UInt16(port).bigEndian
        } else {
            throw .connectFailed(errno: EINVAL)
        }
        socket = POSIX.tcpSocket(family)
        guard socket >= 0 else { throw .connectFailed(errno: errno) }
        let result: Int32 =
            family == AF_INET
            ? withUnsafePointer(to: &v4) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                }
            }
            : withUnsafePointer(to: &v6) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in6>.size))
                }
            }
        guard result == 0 else {
            let error = errno
            POSIX.close(socket)
            throw .connectFailed(errno: error)
        }
        var one: Int32 = 1
        setsockopt(socket, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
        setReadTimeout(readTimeout)
    }

    deinit { close() }

    /// Changes how long a read waits before throwing ``RawHTTPError/timedOut``.
    package func setReadTimeout(_ timeout: Duration) {
        let (seconds, attoseconds) = timeout.components
        var value = timeval(tv_sec: Int(seconds), tv_usec: Int(attoseconds / 1_000_000_000_000))
        if value.tv_sec == 0 && value.tv_usec == 0 { value.tv_usec = 1 }
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &value, socklen_t(MemoryLayout<timeval>.size))
    }

    /// Closes the socket (idempotent).
    package func close() {
        if socket >= 0 {
            POSIX.close(socket)
            socket = -1
        }
    }

    /// Sends all of `bytes` (one or more `send` calls).
    package func send(_ bytes: [UInt8]) throws(RawHTTPError) {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes[offset...].withUnsafeBytes { POSIX.send(socket, $0) }
            if sent < 0 { throw .sendFailed(errno: errno) }
            offset += sent
        }
    }

    /// Sends the UTF-8 bytes of `text`.
    package func send(_ text: String) throws(RawHTTPError) {
        try send(Array(text.utf8))
    }

    /// Sends `bytes` in pieces of `pieceSize`, pausing `pause` between them (a slow or dribbling client).
    package func sendSlowly(_ bytes: [UInt8], pieceSize: Int = 1, pause: Duration = .milliseconds(1)) throws(RawHTTPError) {
        var offset = 0
        while offset < bytes.count {
            let end = min(offset + pieceSize, bytes.count)
            try send(Array(bytes[offset..<end]))
            offset = end
            if offset < bytes.count { sleep(for: pause) }
        }
    }

    /// Sends a request built by ``RawHTTPRequest`` and reads its response.
    package func exchange(_ request: RawHTTPRequest) throws(RawHTTPError) -> RawHTTPResponse {
        try send(request.bytes)
        return try readResponse(forHEAD: request.method == "HEAD")
    }

    /// Reads exactly one response: status line, headers, then a body framed by `Content-Length`, chunked
    /// encoding, or the connection closing. Interim 1xx responses (e.g. `100 Continue`) are returned as-is
    /// unless `skipInterim` is true.
    package func readResponse(forHEAD: Bool = false, skipInterim: Bool = true) throws(RawHTTPError) -> RawHTTPResponse {
        while true {
            let head = try readHead()
            var response = try RawHTTPConnection.parseHead(head)
            if (100...199).contains(response.status) {
                if skipInterim { continue }
                return response
            }
            if forHEAD || response.status == 204 || response.status == 304 { return response }
            if response.header("Transfer-Encoding")?.lowercased().contains("chunked") == true {
                response.body = try readChunkedBody()
            } else if let length = response.header("Content-Length").flatMap({ Int($0) }) {
                response.body = try readExactly(length)
            } else {
                response.body = readUntilClosed()
            }
            return response
        }
    }

    /// Reads until the peer closes the connection or the read timeout passes; returns what arrived.
    package func readUntilClosed() -> [UInt8] {
        var all = buffer
        buffer = []
        while let chunk = try? receive(), !chunk.isEmpty { all += chunk }
        return all
    }

    /// True if the peer has closed the connection (a read returns end-of-file before the timeout).
    package func peerClosed(within timeout: Duration) -> Bool {
        setReadTimeout(timeout)
        while true {
            do {
                let chunk = try receive()
                if chunk.isEmpty { return true }
                buffer += chunk
            } catch .receiveFailed(errno: ECONNRESET) {
                return true
            } catch {
                return false
            }
        }
    }

    // MARK: Reading

    /// One `recv`; empty means end of file.
    private func receive() throws(RawHTTPError) -> [UInt8] {
        var chunk = [UInt8](repeating: 0, count: 16 * 1024)
        let count = chunk.withUnsafeMutableBytes { POSIX.receive(socket, into: $0) }
        if count >= 0 { return Array(chunk[0..<count]) }
        if errno == EAGAIN || errno == EWOULDBLOCK { throw .timedOut }
        throw .receiveFailed(errno: errno)
    }

    private func fill() throws(RawHTTPError) {
        let chunk = try receive()
        if chunk.isEmpty { throw .closedByPeer }
        buffer += chunk
    }

    private func readHead() throws(RawHTTPError) -> [UInt8] {
        let terminator: [UInt8] = [13, 10, 13, 10]
        while true {
            if let range = firstRange(of: terminator) {
                let head = Array(buffer[0..<range])
                buffer.removeFirst(range + 4)
                return head
            }
            try fill()
        }
    }

    private func readLine() throws(RawHTTPError) -> String {
        while true {
            if let range = firstRange(of: [13, 10]) {
                let line = String(decoding: buffer[0..<range], as: UTF8.self)
                buffer.removeFirst(range + 2)
                return line
            }
            try fill()
        }
    }

    private func readExactly(_ count: Int) throws(RawHTTPError) -> [UInt8] {
        while buffer.count < count { try fill() }
        let bytes = Array(buffer[0..<count])
        buffer.removeFirst(count)
        return bytes
    }

    private func readChunkedBody() throws(RawHTTPError) -> [UInt8] {
        var body: [UInt8] = []
        while true {
            let sizeLine = try readLine()
            let hex = sizeLine.split(separator: ";").first.map(String.init) ?? ""
            guard let size = Int(hex.trimmingCharacters(in: " "), radix: 16) else {
                throw .malformed("chunk size line '\(sizeLine)'")
            }
            if size == 0 {
                while try !readLine().isEmpty {}  // trailers
                return body
            }
            body += try readExactly(size)
            _ = try readExactly(2)
        }
    }

    private func firstRange(of needle: [UInt8]) -> Int? {
        guard buffer.count >= needle.count else { return nil }
        for start in 0...(buffer.count - needle.count) where buffer[start] == needle[0] {
            if Array(buffer[start..<(start + needle.count)]) == needle { return start }
        }
        return nil
    }

    static func parseHead(_ head: [UInt8]) throws(RawHTTPError) -> RawHTTPResponse {
        let lines = String(decoding: head, as: UTF8.self).components(separatedBy: "\r\n")
        guard let statusLine = lines.first, statusLine.hasPrefix("HTTP/1.") else {
            throw .malformed("status line '\(lines.first ?? "")'")
        }
        let parts = statusLine.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
        guard parts.count >= 2, let status = Int(parts[1]) else { throw .malformed("status line '\(statusLine)'") }
        var headers: [(name: String, value: String)] = []
        for line in lines.dropFirst() where !line.isEmpty {
            guard let colon = line.firstIndex(of: ":") else { throw .malformed("header line '\(line)'") }
            headers.append(
                (
                    name: String(line[..<colon]),
                    value: String(line[line.index(after: colon)...]).trimmingCharacters(in: " ")
                ))
        }
        return RawHTTPResponse(
            status: status, reason: parts.count > 2 ? String(parts[2]) : "",
            headers: headers, body: [])
    }
}

/// Sleeps the calling thread (tests run blocking clients on their own threads).
package func sleep(for duration: Duration) {
    let (seconds, attoseconds) = duration.components
    var request = timespec(tv_sec: Int(seconds), tv_nsec: Int(attoseconds / 1_000_000_000))
    var remaining = timespec()
    while nanosleep(&request, &remaining) == -1 && errno == EINTR { request = remaining }
}

extension String {
    fileprivate func components(separatedBy separator: String) -> [String] {
        var parts: [String] = []
        var rest = self[...]
        while let range = rest.firstRange(of: separator) {
            parts.append(String(rest[..<range.lowerBound]))
            rest = rest[range.upperBound...]
        }
        parts.append(String(rest))
        return parts
    }

    fileprivate func trimmingCharacters(in character: Character) -> String {
        var view = self[...]
        while view.first == character { view = view.dropFirst() }
        while view.last == character { view = view.dropLast() }
        return String(view)
    }
}
