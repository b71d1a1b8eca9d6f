import Synchronization

/// `X-Request-Id`: echo the client's value when it is sane (1-128 visible ASCII characters, so it is safe in
/// logs and headers), otherwise generate one cheaply: a per-process random prefix and a counter.
final class RequestIDGenerator: Sendable {
    private let prefix: String
    private let counter = Atomic<UInt64>(0)

    init() {
        var g = SystemRandomNumberGenerator()
        let p = String(g.next() as UInt32, radix: 16)
        prefix = String(repeating: "0", count: 8 - p.utf8.count) + p
    }

    func id(for request: APIRequest) -> String {
        if let v = request.header("X-Request-Id"), Self.isSane(v) { return v }
        let n = counter.wrappingAdd(1, ordering: .relaxed).newValue
        return prefix + "-" + String(n, radix: 16)
    }

    static func isSane(_ v: String) -> Bool {
        let u = v.utf8
        return !u.isEmpty && u.count <= 128 && u.allSatisfy { $0 >= 0x21 && $0 <= 0x7E }
    }
}
