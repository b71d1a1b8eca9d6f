import Synchronization

/// `X-Request-Id`: echo the client's value when it is sane (1-128 visible ASCII characters, so it is safe in
/// logs and headers), otherwise generate one cheaply: a per-process random prefix and a counter, both in
/// lower-case hex (`3fa0c2d1-1a`).
final class RequestIDGenerator: Sendable {
    /// The prefix, printed as 8 zero-padded hex digits.
    private let prefix: UInt32
    private let counter = Atomic<UInt64>(0)

    init() {
        var g = SystemRandomNumberGenerator()
        prefix = g.next()
    }

    func id(for request: APIRequest) -> String {
        if let v = request.header("X-Request-Id"), Self.isSane(v) { return v }
        return Self.format(prefix: prefix, counter: counter.wrappingAdd(1, ordering: .relaxed).newValue)
    }

    /// `prefix-counter` written straight into the string's storage at its exact length. Up to 16^6 requests the
    /// id fits a small string (15 bytes) and allocates nothing; `String(radix:)` and two concatenations cost
    /// about 1,100 instructions per request (callgrind, `GET /healthz`), this about 200.
    static func format(prefix: UInt32, counter: UInt64) -> String {
        let counterDigits = max(1, (UInt64.bitWidth - counter.leadingZeroBitCount + 3) / 4)
        let length = 9 + counterDigits
        return String(unsafeUninitializedCapacity: length) { buffer in
            func hex(_ value: UInt64, digits: Int, at start: Int) {
                var value = value
                for k in stride(from: start + digits - 1, through: start, by: -1) {
                    let nibble = UInt8(truncatingIfNeeded: value & 0xF)
                    buffer[k] = nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") - 10 + nibble
                    value >>= 4
                }
            }
            hex(UInt64(prefix), digits: 8, at: 0)
            buffer[8] = UInt8(ascii: "-")
            hex(counter, digits: counterDigits, at: 9)
            return length
        }
    }

    static func isSane(_ v: String) -> Bool {
        let u = v.utf8
        return !u.isEmpty && u.count <= 128 && u.allSatisfy { $0 >= 0x21 && $0 <= 0x7E }
    }
}
