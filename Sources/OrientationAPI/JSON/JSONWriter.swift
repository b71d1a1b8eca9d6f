/// Appends JSON to one byte buffer: no Foundation, no intermediate strings. The caller writes members in the
/// order it wants (responses have a documented, deterministic order), and the writer places commas.
public struct JSONWriter: Sendable {
    public private(set) var bytes: [UInt8]
    /// Whether the next value or key in the current container needs a leading comma.
    private var needsComma = false

    public init(capacity: Int = 1024) {
        bytes = []
        bytes.reserveCapacity(capacity)
    }

    @inline(__always) private mutating func separate() {
        if needsComma { bytes.append(UInt8(ascii: ",")) }
        needsComma = true
    }

    public mutating func beginObject() {
        separate()
        bytes.append(UInt8(ascii: "{"))
        needsComma = false
    }

    public mutating func endObject() {
        bytes.append(UInt8(ascii: "}"))
        needsComma = true
    }

    public mutating func beginArray() {
        separate()
        bytes.append(UInt8(ascii: "["))
        needsComma = false
    }

    public mutating func endArray() {
        bytes.append(UInt8(ascii: "]"))
        needsComma = true
    }

    /// An object key followed by `:`; the next call writes its value.
    public mutating func key(_ k: StaticString) {
        separate()
        bytes.append(UInt8(ascii: "\""))
        bytes.append(contentsOf: UnsafeBufferPointer(start: k.utf8Start, count: k.utf8CodeUnitCount))
        bytes.append(UInt8(ascii: "\""))
        bytes.append(UInt8(ascii: ":"))
        needsComma = false
    }

    /// An object key that is not a literal (escaped like any string).
    public mutating func key(_ k: String) {
        string(k)
        bytes.append(UInt8(ascii: ":"))
        needsComma = false
    }

    /// A string value, escaped per RFC 8259 §7: `"` and `\`, and every control character below U+0020
    /// (the short forms where they exist, `\u00XX` otherwise). Everything else is copied as UTF-8.
    public mutating func string(_ s: String) {
        separate()
        bytes.append(UInt8(ascii: "\""))
        if s.utf8.withContiguousStorageIfAvailable({ appendEscaped($0) }) == nil {
            appendEscaped(Array(s.utf8)[...])
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// Copies runs that need no escaping in one `append(contentsOf:)` each, finding the end of a run eight
    /// bytes at a time (the "has a byte less than n / equal to c" bit tricks; a flagged word is then scanned
    /// byte by byte, so a false positive only costs speed).
    private mutating func appendEscaped(_ u: UnsafeBufferPointer<UInt8>) {
        guard let base = u.baseAddress else { return }
        let n = u.count
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        var runStart = 0
        var i = 0
        while i < n {
            while i + 8 <= n {
                let w = UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)
                let q = w ^ (ones &* 0x22)
                let bs = w ^ (ones &* 0x5C)
                let flags = ((q &- ones) & ~q) | ((bs &- ones) & ~bs) | ((w &- ones &* 0x20) & ~w)
                if flags & highs != 0 {
                    // The lowest flagged byte is exact; the bytes before it need no escaping.
                    i += (flags & highs).trailingZeroBitCount >> 3
                    break
                }
                i += 8
            }
            let end = Swift.min(n, i + 8)
            var special = -1
            while i < end {
                let c = base[i]
                if c < 0x20 || c == 0x22 || c == 0x5C { special = i; break }
                i += 1
            }
            if special < 0 { continue }
            if special > runStart { bytes.append(contentsOf: UnsafeBufferPointer(start: base + runStart, count: special - runStart)) }
            appendEscape(base[special])
            i = special + 1
            runStart = i
        }
        if n > runStart { bytes.append(contentsOf: UnsafeBufferPointer(start: base + runStart, count: n - runStart)) }
    }

    private mutating func appendEscaped(_ u: ArraySlice<UInt8>) {
        u.withUnsafeBufferPointer { appendEscaped($0) }
    }

    private mutating func appendEscape(_ c: UInt8) {
        bytes.append(UInt8(ascii: "\\"))
        switch c {
        case 0x22: bytes.append(0x22)
        case 0x5C: bytes.append(0x5C)
        case 0x0A: bytes.append(UInt8(ascii: "n"))
        case 0x0D: bytes.append(UInt8(ascii: "r"))
        case 0x09: bytes.append(UInt8(ascii: "t"))
        case 0x08: bytes.append(UInt8(ascii: "b"))
        case 0x0C: bytes.append(UInt8(ascii: "f"))
        default:
            let hex: StaticString = "0123456789abcdef"
            bytes.append(contentsOf: [UInt8(ascii: "u"), 0x30, 0x30,
                                      hex.utf8Start[Int(c >> 4)], hex.utf8Start[Int(c & 0xF)]])
        }
    }

    /// A literal string value known to need no escaping (names from the engine's vocabulary).
    public mutating func string(_ s: StaticString) {
        separate()
        bytes.append(UInt8(ascii: "\""))
        bytes.append(contentsOf: UnsafeBufferPointer(start: s.utf8Start, count: s.utf8CodeUnitCount))
        bytes.append(UInt8(ascii: "\""))
    }

    public mutating func integer(_ v: Int) {
        separate()
        if v == 0 { bytes.append(UInt8(ascii: "0")); return }
        var n = v.magnitude
        if v < 0 { bytes.append(UInt8(ascii: "-")) }
        var tmp: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                  UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        withUnsafeMutableBytes(of: &tmp) { t in
            var k = 20
            while n > 0 {
                k -= 1
                t[k] = UInt8(ascii: "0") + UInt8(n % 10)
                n /= 10
            }
            bytes.append(contentsOf: t[k..<20])
        }
    }

    /// A finite number in the shortest form that reads back to the same `Double` (Swift's `description`).
    public mutating func number(_ d: Double) {
        if let i = Int(exactly: d), abs(d) < 1e15 { integer(i); return }
        separate()
        bytes.append(contentsOf: (d.isFinite ? d.description : "null").utf8)
    }

    public mutating func bool(_ v: Bool) {
        separate()
        bytes.append(contentsOf: v ? [0x74, 0x72, 0x75, 0x65] : [0x66, 0x61, 0x6C, 0x73, 0x65])
    }

    public mutating func null() {
        separate()
        bytes.append(contentsOf: [0x6E, 0x75, 0x6C, 0x6C])
    }

    /// Pre-encoded JSON (a cached fragment such as a mask object), inserted as one value.
    public mutating func raw(_ fragment: [UInt8]) {
        separate()
        bytes.append(contentsOf: fragment)
    }

    /// Writes a whole `JSONValue` (used by endpoints that echo or transform documents).
    public mutating func value(_ v: JSONValue) {
        switch v {
        case .null: null()
        case .bool(let b): bool(b)
        case .number(let n): if let i = n.integer { integer(i) } else { number(n.double) }
        case .string(let s): string(s)
        case .array(let items):
            beginArray()
            for item in items { value(item) }
            endArray()
        case .object(let members):
            beginObject()
            for m in members {
                key(m.key)
                value(m.value)
            }
            endObject()
        }
    }
}
