/// Appends JSON to one byte buffer: no Foundation, no intermediate strings. The caller writes members in the
/// order it wants (responses have a documented, deterministic order), and the writer places commas.
///
/// The output lives in `storage`, an array made as long as its capacity up front, so that every write is one
/// bounds compare and one copy into the array's buffer: `Array.append(contentsOf:)` costs about 55 instructions
/// a call on top of the copy, which was a third of encoding a decision (BENCHMARKS.md). The room ahead is left
/// uninitialized (bytes are a trivial type, and no byte is read before it is written): zero-filling it cost
/// more than the writes.
package struct JSONWriter: ~Copyable, @unchecked Sendable {
    /// The first `count` bytes are the output; the rest is room for the next writes.
    private var storage: [UInt8]
    /// The address of `storage`'s first byte, and its length. Writes go through this pointer instead of through
    /// `storage.withUnsafeMutableBufferPointer`, whose uniqueness check (a runtime call) on every write cost about
    /// 10 instructions a write, 6 % of encoding a decision (BENCHMARKS.md). Sound because nothing else owns
    /// `storage` while the writer writes: the writer cannot be copied (`~Copyable`), and `bytes`, which hands the
    /// array out, leaves no room behind, so the next write moves to a new array first (`grow`).
    /// (`@unchecked Sendable`: the pointer is into `storage`, which the writer owns alone.)
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private var count = 0
    /// Whether the next value or key in the current container needs a leading comma.
    private var needsComma = false

    package init(capacity: Int = 1024) {
        storage = Array(unsafeUninitializedCapacity: Swift.max(capacity, 16)) { buffer, length in
            length = buffer.count
        }
        base = storage.withUnsafeMutableBufferPointer { $0.baseAddress.unsafelyUnwrapped }
        self.capacity = storage.count
    }

    /// The JSON written so far. A mutating read: it trims the spare room in place, so the usual `return w.bytes`
    /// hands the buffer over without a copy (writing on afterwards moves to a new buffer).
    package var bytes: [UInt8] {
        mutating get {
            if storage.count > count { storage.removeLast(storage.count - count) }
            capacity = count  // the array is shared from here on: no room is left to write into
            return storage
        }
    }

    /// Copies `n` bytes from `source` to the end of the output.
    @inline(__always) private mutating func put(_ source: UnsafePointer<UInt8>, count n: Int) {
        if n > capacity &- count { grow(by: n) }
        (base + count).update(from: source, count: n)
        count &+= n
    }

    @inline(__always) private mutating func put(_ byte: UInt8) {
        if count == capacity { grow(by: 1) }
        base[count] = byte
        count &+= 1
    }

    @inline(__always) private mutating func put(_ s: StaticString) {
        put(s.utf8Start, count: s.utf8CodeUnitCount)
    }

    /// At least doubles the room, so a long output is copied as few times as `Array.append` would copy it.
    @inline(never) private mutating func grow(by n: Int) {
        let used = count
        let old = base
        storage = Array(unsafeUninitializedCapacity: capacity + Swift.max(n, capacity, 16)) { buffer, length in
            if used > 0 { buffer.baseAddress.unsafelyUnwrapped.update(from: old, count: used) }
            length = buffer.count
        }
        base = storage.withUnsafeMutableBufferPointer { $0.baseAddress.unsafelyUnwrapped }
        capacity = storage.count
    }

    @inline(__always) private mutating func separate() {
        if needsComma { put(UInt8(ascii: ",")) }
        needsComma = true
    }

    @inline(__always) package mutating func beginObject() {
        separate()
        put(UInt8(ascii: "{"))
        needsComma = false
    }

    @inline(__always) package mutating func endObject() {
        put(UInt8(ascii: "}"))
        needsComma = true
    }

    @inline(__always) package mutating func beginArray() {
        separate()
        put(UInt8(ascii: "["))
        needsComma = false
    }

    @inline(__always) package mutating func endArray() {
        put(UInt8(ascii: "]"))
        needsComma = true
    }

    /// An object key followed by `:`; the next call writes its value.
    package mutating func key(_ k: StaticString) {
        separate()
        put(UInt8(ascii: "\""))
        put(k)
        put("\":")
        needsComma = false
    }

    /// An object key that is not a literal (escaped like any string).
    package mutating func key(_ k: String) {
        string(k)
        put(UInt8(ascii: ":"))
        needsComma = false
    }

    /// A string value, escaped per RFC 8259 section 7: `"` and `\`, and every control character below U+0020
    /// (the short forms where they exist, `\u00XX` otherwise). Everything else is copied as UTF-8.
    package mutating func string(_ s: String) {
        separate()
        put(UInt8(ascii: "\""))
        if s.utf8.withContiguousStorageIfAvailable({ appendEscaped($0) }) == nil {
            appendEscaped(Array(s.utf8)[...])
        }
        put(UInt8(ascii: "\""))
    }

    /// Copies runs that need no escaping in one copy each, finding the end of a run eight bytes at a time (the
    /// "has a byte less than n / equal to c" bit tricks; a flagged word is then scanned byte by byte, so a false
    /// positive only costs speed). The last partial word of a string of 8 bytes or more is checked as the
    /// string's last 8 bytes, so short pieces such as class names are not scanned byte by byte.
    private mutating func appendEscaped(_ u: UnsafeBufferPointer<UInt8>) {
        guard let base = u.baseAddress else { return }
        let n = u.count
        // Most text needs no escaping (class names, sentences): its words' flags ORed together, the last word
        // ending the string, then one copy. A flag sends the text to the run-by-run copy below (it may be false).
        if n >= 8 {
            var any = Self.flags(UnsafeRawPointer(base + (n &- 8)).loadUnaligned(as: UInt64.self))
            var i = 0
            while i &+ 8 <= n {
                any |= Self.flags(UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self))
                i &+= 8
            }
            if any == 0 { return put(base, count: n) }
        }
        var runStart = 0
        var i = 0
        while i < n {
            while i + 8 <= n {
                let flags = Self.flags(UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self))
                if flags != 0 {
                    // The lowest flagged byte is exact; the bytes before it need no escaping.
                    i += flags.trailingZeroBitCount >> 3
                    break
                }
                i += 8
            }
            if i < n && n - i < 8 && n >= 8 {
                // Fewer than 8 bytes left: the word ending the string, without its bytes before `i`. No flag
                // means none of them needs escaping (the tricks have no false negatives).
                let flags = Self.flags(UnsafeRawPointer(base + n - 8).loadUnaligned(as: UInt64.self))
                if flags >> UInt64((8 - (n - i)) * 8) == 0 { i = n; break }
            }
            let end = Swift.min(n, i + 8)
            var special = -1
            while i < end {
                let c = base[i]
                if c < 0x20 || c == 0x22 || c == 0x5C { special = i; break }
                i += 1
            }
            if special < 0 { continue }
            if special > runStart { put(base + runStart, count: special - runStart) }
            appendEscape(base[special])
            i = special + 1
            runStart = i
        }
        if n > runStart { put(base + runStart, count: n - runStart) }
    }

    /// The high bit of each byte of `w` that may be `"`, `\` or below 0x20 (the lowest one set is exact).
    @inline(__always) private static func flags(_ w: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let q = w ^ (ones &* 0x22)
        let bs = w ^ (ones &* 0x5C)
        return (((q &- ones) & ~q) | ((bs &- ones) & ~bs) | ((w &- ones &* 0x20) & ~w)) & 0x8080_8080_8080_8080
    }

    private mutating func appendEscaped(_ u: ArraySlice<UInt8>) {
        u.withUnsafeBufferPointer { appendEscaped($0) }
    }

    private mutating func appendEscape(_ c: UInt8) {
        put(UInt8(ascii: "\\"))
        switch c {
        case 0x22: put(0x22)
        case 0x5C: put(0x5C)
        case 0x0A: put(UInt8(ascii: "n"))
        case 0x0D: put(UInt8(ascii: "r"))
        case 0x09: put(UInt8(ascii: "t"))
        case 0x08: put(UInt8(ascii: "b"))
        case 0x0C: put(UInt8(ascii: "f"))
        default:
            let hex: StaticString = "0123456789abcdef"
            put("u00")
            put(hex.utf8Start[Int(c >> 4)])
            put(hex.utf8Start[Int(c & 0xF)])
        }
    }

    /// Pre-encoded JSON text copied as is, for encoders with a fixed skeleton: `#","interfaceOrientation":"#`
    /// costs one copy where `key` and `string` cost five appends. The caller places commas inside `f`; the writer
    /// takes its comma state from the last byte (after `:`, `[`, `{` or `,` the next value needs none).
    @inline(__always) package mutating func fragment(_ f: StaticString) {
        put(f)
        needsComma = Self.endsValue(f.utf8Start[f.utf8CodeUnitCount - 1])
    }

    /// Pre-encoded JSON bytes (a cached fragment such as a mask's members), with `fragment(_:)`'s comma rule.
    @inline(__always) package mutating func fragment(_ f: UnsafeBufferPointer<UInt8>) {
        put(f.baseAddress.unsafelyUnwrapped, count: f.count)
        needsComma = Self.endsValue(f[f.count - 1])
    }

    @inline(__always) private static func endsValue(_ last: UInt8) -> Bool {
        !(last == UInt8(ascii: ":") || last == UInt8(ascii: "[") || last == UInt8(ascii: "{") || last == UInt8(ascii: ","))
    }

    /// Part of a string value, between quotes a `fragment` opened and closes: escaped like `string(_:)`.
    package mutating func stringContent(_ s: String) {
        if s.utf8.withContiguousStorageIfAvailable({ appendEscaped($0) }) == nil {
            appendEscaped(Array(s.utf8)[...])
        }
    }

    /// Part of a string value that needs no escaping (no `"`, `\` or control character: the engine's literals,
    /// rule ids and sources), copied without the scan; debug builds check the promise.
    @inline(__always) package mutating func stringContent(verbatim s: StaticString) {
        let u = UnsafeBufferPointer(start: s.utf8Start, count: s.utf8CodeUnitCount)
        assert(!u.contains { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }, "\(s) needs escaping")
        put(s)
    }

    /// `stringContent(verbatim:)` for a `String` (copied through a scan when it is not contiguous UTF-8).
    package mutating func stringContent(verbatim s: String) {
        let copied: Void? = s.utf8.withContiguousStorageIfAvailable { u in
            assert(!u.contains { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }, "\(s) needs escaping")
            put(u.baseAddress.unsafelyUnwrapped, count: u.count)
        }
        if copied == nil { stringContent(s) }
    }

    /// A literal string value known to need no escaping (names from the engine's vocabulary).
    package mutating func string(_ s: StaticString) {
        separate()
        put(UInt8(ascii: "\""))
        put(s)
        put(UInt8(ascii: "\""))
    }

    package mutating func integer(_ v: Int) {
        separate()
        if v == 0 { put(UInt8(ascii: "0")); return }
        var n = v.magnitude
        if v < 0 { put(UInt8(ascii: "-")) }
        var tmp:
            (
                UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8
            ) =
                (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        withUnsafeMutableBytes(of: &tmp) { t in
            var k = 20
            while n > 0 {
                k -= 1
                t[k] = UInt8(ascii: "0") + UInt8(n % 10)
                n /= 10
            }
            put(t.baseAddress.unsafelyUnwrapped.assumingMemoryBound(to: UInt8.self) + k, count: 20 - k)
        }
    }

    /// A finite number in the shortest form that reads back to the same `Double` (Swift's `description`).
    package mutating func number(_ d: Double) {
        if let i = Int(exactly: d), abs(d) < 1e15 { integer(i); return }
        separate()
        var text = d.isFinite ? d.description : "null"
        text.withUTF8 { put($0.baseAddress.unsafelyUnwrapped, count: $0.count) }
    }

    package mutating func bool(_ v: Bool) {
        separate()
        put(v ? "true" : "false")
    }

    package mutating func null() {
        separate()
        put("null")
    }

    /// Pre-encoded JSON (a cached fragment such as a mask object), inserted as one value.
    package mutating func raw(_ fragment: [UInt8]) {
        separate()
        fragment.withUnsafeBufferPointer { put($0.baseAddress.unsafelyUnwrapped, count: $0.count) }
    }

    /// Writes a whole `JSONValue` (used by endpoints that echo or transform documents).
    package mutating func value(_ v: JSONValue) {
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
