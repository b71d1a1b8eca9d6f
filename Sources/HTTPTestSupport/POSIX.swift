#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The module's platform layer: the socket calls the raw client makes, written once, retried when a signal
/// interrupts them (`EINTR`), and reached from file scope, where ``RawHTTPConnection``'s own `socket`, `send` and
/// `close` members do not shadow them (as SwiftNIO keeps its system calls in `SystemCallHelpers.swift`).
enum POSIX {
    /// A TCP socket of `family` that never raises SIGPIPE: a descriptor, or -1 with `errno` set.
    static func tcpSocket(_ family: Int32) -> Int32 {
        #if canImport(Glibc)
        systemSocket(family, Int32(SOCK_STREAM.rawValue), 0)
        #elseif canImport(Darwin)
        // Darwin has no MSG_NOSIGNAL: the socket itself is told not to raise SIGPIPE.
        let fd = systemSocket(family, SOCK_STREAM, 0)
        if fd >= 0 {
            var one: Int32 = 1
            setsockopt(fd, SOL_SOCKET, SO_NOSIGPIPE, &one, socklen_t(MemoryLayout<Int32>.size))
        }
        return fd
        #else
        systemSocket(family, SOCK_STREAM, 0)
        #endif
    }

    static func close(_ fd: Int32) {
        _ = systemClose(fd)
    }

    /// One `send(2)` (no SIGPIPE when the peer has gone), repeated while a signal interrupts it: the bytes sent,
    /// or -1 with `errno` set.
    static func send(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> Int {
        #if canImport(Darwin)
        let flags: Int32 = 0
        #else
        let flags = Int32(MSG_NOSIGNAL)
        #endif
        while true {
            let sent = systemSend(fd, bytes.baseAddress, bytes.count, flags)
            if sent >= 0 || errno != EINTR { return sent }
        }
    }

    /// One `recv(2)`, repeated while a signal interrupts it: the bytes received (0 at the end), or -1 with `errno`
    /// set (`EAGAIN` when the socket's receive timeout passed).
    static func receive(_ fd: Int32, into buffer: UnsafeMutableRawBufferPointer) -> Int {
        while true {
            let count = systemReceive(fd, buffer.baseAddress, buffer.count, 0)
            if count >= 0 || errno != EINTR { return count }
        }
    }
}

// At file scope the C library's names are not shadowed by `POSIX`'s or `RawHTTPConnection`'s members.
private func systemSocket(_ family: Int32, _ type: Int32, _ proto: Int32) -> Int32 { socket(family, type, proto) }
private func systemClose(_ fd: Int32) -> Int32 { close(fd) }
private func systemSend(_ fd: Int32, _ bytes: UnsafeRawPointer?, _ count: Int, _ flags: Int32) -> Int {
    send(fd, bytes, count, flags)
}
private func systemReceive(_ fd: Int32, _ bytes: UnsafeMutableRawPointer?, _ count: Int, _ flags: Int32) -> Int {
    recv(fd, bytes, count, flags)
}
