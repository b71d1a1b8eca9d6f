internal import CMicroHTTPD

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The client's address as captured when a request arrives: the raw bytes, formatted only when
/// ``HTTPServer/Request/remoteAddress`` is read.
///
/// Why: formatting it into a `String` on every request (`MHD_get_connection_info`, the dotted quad and the
/// string's UTF-8 check) cost about 640 instructions per `GET /healthz` (callgrind), and orientation-server reads
/// it only for the access log line, which is off below `info`. Copying 4 or 16 bytes costs next to nothing, and
/// the value stays valid after the connection is gone (a handler may keep the request).
enum ClientAddress: Sendable {
    /// Unknown: libmicrohttpd had no address, or not an IPv4 or IPv6 one.
    case unknown
    case v4(in_addr)
    case v6(in6_addr)
    /// Set through ``HTTPServer/Request/remoteAddress`` (tests, other transports).
    case text(String)

    /// Reads the address of the client on `connection`.
    init(of connection: OpaquePointer) {
        guard let address = cmhd_client_sockaddr(connection) else {
            self = .unknown
            return
        }
        switch Int32(address.pointee.sa_family) {
        case AF_INET:
            self = .v4(UnsafeRawPointer(address).load(as: sockaddr_in.self).sin_addr)
        case AF_INET6:
            self = .v6(UnsafeRawPointer(address).load(as: sockaddr_in6.self).sin6_addr)
        default:
            self = .unknown
        }
    }

    init(text: String?) {
        self = text.map(ClientAddress.text) ?? .unknown
    }

    /// Calls `body` with the bytes of ``text`` (nil when unknown), formatted on the stack: no `String` is made, so a
    /// caller that copies the bytes somewhere (the access line) saves the string's UTF-8 check and its release.
    /// Not generic: called from another module, a generic function runs unspecialised (about 300 instructions more).
    func withText(_ body: (UnsafeBufferPointer<UInt8>?) -> Void) {
        switch self {
        case .unknown:
            body(nil)
        case .text(var text):
            text.withUTF8 { body($0) }
        case .v4(var address):
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Int(INET_ADDRSTRLEN)) { buffer in
                let length = buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                    cmhd_format_ipv4(&address, $0)
                }
                body(UnsafeBufferPointer(start: buffer.baseAddress, count: length))
            }
        case .v6(var address):
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Int(INET6_ADDRSTRLEN)) { buffer in
                let length: Int? = buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                    inet_ntop(AF_INET6, &address, $0, socklen_t(buffer.count)) != nil ? strlen($0) : nil
                }
                body(length.map { UnsafeBufferPointer(start: buffer.baseAddress, count: $0) })
            }
        }
    }

    /// The numeric form (e.g. `127.0.0.1`, `::1`): `cmhd_format_ipv4` for IPv4 (what `inet_ntop` prints, faster),
    /// `inet_ntop` for IPv6.
    var text: String? {
        switch self {
        case .unknown:
            return nil
        case .text(let text):
            return text
        case .v4(var address):
            return withUnsafeTemporaryAllocation(of: CChar.self, capacity: Int(INET_ADDRSTRLEN)) { buffer in
                let length = cmhd_format_ipv4(&address, buffer.baseAddress)
                return String(decoding: UnsafeRawBufferPointer(start: buffer.baseAddress, count: length), as: UTF8.self)
            }
        case .v6(var address):
            return withUnsafeTemporaryAllocation(of: CChar.self, capacity: Int(INET6_ADDRSTRLEN)) { buffer in
                guard inet_ntop(AF_INET6, &address, buffer.baseAddress, socklen_t(buffer.count)) != nil else { return nil }
                return String(cString: buffer.baseAddress!)
            }
        }
    }
}
