import Synchronization

/// `X-Request-Id`: echo the client's value when it is sane (1-128 visible ASCII characters, so it is safe in
/// logs and headers), otherwise generate one cheaply: a per-process random prefix and a counter, both in
/// lower-case hex (`3fa0c2d1-1a`), kept as a ``RequestID`` until it is written.
///
/// Each ``ThreadSlot`` (modulo ``slots``) counts on its own and adds its slot to the prefix, so the pool threads
/// never write one shared counter (whose cache line would move between cores on every request) and ids stay
/// unique: two slots never share a prefix, and within a slot the counter is atomic.
final class RequestIDGenerator: Sendable {
    private static let slots = 16

    private final class Counter: Sendable {
        let prefix: UInt32
        let next = Atomic<UInt64>(0)
        /// Keeps the next slot's counter off this one's cache line.
        private let padding: (Int, Int, Int, Int, Int, Int, Int, Int) = (0, 0, 0, 0, 0, 0, 0, 0)

        init(prefix: UInt32) { self.prefix = prefix }
    }

    private let counters: [Counter]

    init() {
        var g = SystemRandomNumberGenerator()
        let base: UInt32 = g.next()
        counters = (0..<Self.slots).map { Counter(prefix: base &+ UInt32($0)) }
    }

    func id(for request: APIRequest) -> RequestID { id(for: request, slot: ThreadSlot.current) }

    /// ``id(for:)`` for a caller that already knows its ``ThreadSlot``.
    func id(for request: APIRequest, slot: Int) -> RequestID {
        if let v = request.header("X-Request-Id"), Self.isSane(v) { return .echoed(v) }
        let counter = counters[slot % Self.slots]
        return .generated(prefix: counter.prefix, counter: counter.next.wrappingAdd(1, ordering: .relaxed).newValue)
    }

    /// The longest generated id: 8 hex digits, `-`, 16 hex digits.
    static let maxGeneratedLength = 25

    /// `prefix-counter` as a `String` (tests; answering spells it with ``write(prefix:counter:into:)``).
    static func format(prefix: UInt32, counter: UInt64) -> String {
        RequestID.generated(prefix: prefix, counter: counter).text
    }

    /// Writes `prefix-counter` at the start of `buffer` (``maxGeneratedLength`` bytes at least) and returns its
    /// length. Written by hand: `String(radix:)` and two concatenations cost about 1,100 instructions per request
    /// (callgrind, `GET /healthz`); and making a `String` of it at all cost 266 more, most of it the string's UTF-8
    /// check, which is why a generated id is spelled only where it is written (BENCHMARKS.md "The access line
    /// without strings").
    static func write(prefix: UInt32, counter: UInt64, into buffer: UnsafeMutableBufferPointer<UInt8>) -> Int {
        let counterDigits = max(1, (UInt64.bitWidth - counter.leadingZeroBitCount + 3) / 4)
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
        return 9 + counterDigits
    }

    static func isSane(_ v: String) -> Bool {
        let u = v.utf8
        return !u.isEmpty && u.count <= 128 && u.allSatisfy { $0 >= 0x21 && $0 <= 0x7E }
    }
}

/// One answer's `X-Request-Id`: the client's, echoed, or a generated `prefix-counter` kept as its two numbers and
/// spelled only where it is written (the response's header field, the access line), so no `String` is made for it.
package enum RequestID: Sendable {
    case echoed(String)
    case generated(prefix: UInt32, counter: UInt64)

    /// Calls `body` with the id's UTF-8 bytes; a generated id is spelled on the stack. Not generic: called from
    /// another module (the access line), a generic function runs unspecialised (about 400 instructions more).
    package func withUTF8(_ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        switch self {
        case .echoed(var text):
            text.withUTF8(body)
        case .generated(let prefix, let counter):
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: RequestIDGenerator.maxGeneratedLength) {
                let length = RequestIDGenerator.write(prefix: prefix, counter: counter, into: $0)
                body(UnsafeBufferPointer(rebasing: $0[..<length]))
            }
        }
    }

    /// The id as a `String`.
    package var text: String {
        var text = ""
        withUTF8 { text = String(decoding: $0, as: UTF8.self) }
        return text
    }
}
