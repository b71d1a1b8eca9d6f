import CMicroHTTPD
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

@Suite("Client address formatting")
struct ClientAddressFormatTests {
    /// `cmhd_format_ipv4` replaces `inet_ntop` for IPv4 on every request; it must print exactly what it would.
    @Test(
        "IPv4 dotted quads match inet_ntop",
        arguments: [
            "0.0.0.0", "127.0.0.1", "255.255.255.255", "10.100.9.199", "1.20.200.3", "192.168.0.10", "99.100.101.9",
        ])
    func matchesInetNtop(address: String) {
        var parsed = in_addr()
        #expect(inet_pton(AF_INET, address, &parsed) == 1)
        let formatted = withUnsafeTemporaryAllocation(of: CChar.self, capacity: Int(INET_ADDRSTRLEN)) { buffer in
            let length = cmhd_format_ipv4(&parsed, buffer.baseAddress)
            return String(decoding: UnsafeRawBufferPointer(start: buffer.baseAddress, count: length), as: UTF8.self)
        }
        #expect(formatted == address)
    }
}
