#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The address the daemon binds (`MHD_OPTION_SOCK_ADDR`), built from ``HTTPServer/Configuration/host``.
enum SocketAddress {
    case v4(sockaddr_in)
    /// `dualStack`: the IPv6 wildcard `::`, which also accepts IPv4 (`MHD_USE_DUAL_STACK`).
    case v6(sockaddr_in6, dualStack: Bool)

    /// Resolves a configured host. `localhost` is 127.0.0.1 (not whatever `/etc/hosts` lists first), IP
    /// literals are parsed without DNS, `[v6]` brackets are accepted, anything else goes to `getaddrinfo` once.
    static func resolve(host: String, port: Int) throws(ServerError) -> SocketAddress {
        let port = in_port_t(UInt16(port).bigEndian)
        var name = host
        if name == "localhost" { name = "127.0.0.1" }
        if name.hasPrefix("["), name.hasSuffix("]") { name = String(name.dropFirst().dropLast()) }

        var v4 = sockaddr_in()
        if inet_pton(AF_INET, name, &v4.sin_addr) == 1 {
            v4.sin_family = sa_family_t(AF_INET)
            v4.sin_port = port
            return .v4(v4)
        }
        var v6 = sockaddr_in6()
        if inet_pton(AF_INET6, name, &v6.sin6_addr) == 1 {
            v6.sin6_family = sa_family_t(AF_INET6)
            v6.sin6_port = port
            let wildcard = withUnsafeBytes(of: v6.sin6_addr) { $0.allSatisfy { $0 == 0 } }
            return .v6(v6, dualStack: wildcard)
        }
        return try lookUp(name: name, port: port, original: host)
    }

    private static func lookUp(name: String, port: in_port_t, original: String) throws(ServerError) -> SocketAddress {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        var list: UnsafeMutablePointer<addrinfo>?
        guard !name.isEmpty, getaddrinfo(name, nil, &hints, &list) == 0, let first = list else {
            throw .invalidHost(original)
        }
        defer { freeaddrinfo(list) }
        var entry: UnsafeMutablePointer<addrinfo>? = first
        while let info = entry?.pointee {
            if info.ai_family == AF_INET, let address = info.ai_addr {
                var v4 = UnsafeRawPointer(address).load(as: sockaddr_in.self)
                v4.sin_port = port
                return .v4(v4)
            }
            if info.ai_family == AF_INET6, let address = info.ai_addr {
                var v6 = UnsafeRawPointer(address).load(as: sockaddr_in6.self)
                v6.sin6_port = port
                return .v6(v6, dualStack: false)
            }
            entry = info.ai_next
        }
        throw .invalidHost(original)
    }

    /// Calls `body` with a `sockaddr` pointer valid for the duration of the call.
    func withSockAddr<R>(_ body: (UnsafePointer<sockaddr>) -> R) -> R {
        switch self {
        case .v4(var address):
            return withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1, body) }
        case .v6(var address, _):
            return withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1, body) }
        }
    }
}
