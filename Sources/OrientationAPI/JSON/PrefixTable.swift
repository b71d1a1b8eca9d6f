/// A small set of known spellings (one object schema's member names, one vocabulary's values) recognised at the
/// cursor from their first eight bytes, without scanning for the closing quote first.
///
/// Why: matching every member name against the whole `InternTable` (a hash of three bytes, a walk over the bucket,
/// the entry's key, then the schema's accepted set) was the largest single cost of the streaming decoder, about
/// 130 instructions a member on the benchmark request (callgrind, BENCHMARKS.md, 2026-11-29). Here one unaligned
/// load gives the name's first eight bytes; if the closing quote is among them, the name is those bytes and one
/// word compare decides; otherwise the first word picks the entry and the rest is compared a word at a time up to
/// the quote the entry's length predicts. A table holds only its own schema's spellings, so a hit is also the
/// "accepted here" check.
///
/// Exact: a lookup returns an entry only when the bytes at `p` are exactly its spelling followed by `"`, so a
/// reader that falls back to its general path on a miss accepts and refuses exactly what it did before. Spellings
/// are plain ASCII without a quote (`StreamingDecoderTests` pins that for every interned string). The storage is
/// allocated once per table and never freed (the tables are process-wide constants), so a lookup retains nothing.
struct PrefixTable: @unchecked Sendable {
    struct Entry {
        /// The first `min(8, length)` bytes, little-endian, zero above the spelling.
        let word: UInt64
        let length: Int
        let id: Int
        let bytes: UnsafePointer<UInt8>
    }

    private let slots: UnsafeMutablePointer<Int16>
    private let entries: UnsafeMutablePointer<Entry>
    /// A fixed size, so the hash's shift is a constant: at most 64 spellings (the largest table, the mask
    /// vocabulary, has fewer than 30), so at least half the slots stay empty and most hits take one probe.
    static let slotBits = 7
    static let slotMask = (1 << slotBits) - 1

    /// `spellings`: each known string's bytes (1 to 255 plain ASCII bytes, no quote) and the id a lookup returns.
    init(_ spellings: [(bytes: [UInt8], id: Int)]) {
        precondition(spellings.count <= 64, "PrefixTable: too many spellings")
        let slotCount = 1 << Self.slotBits
        slots = .allocate(capacity: slotCount)
        slots.initialize(repeating: -1, count: slotCount)
        entries = .allocate(capacity: max(spellings.count, 1))
        for (k, s) in spellings.enumerated() {
            precondition(!s.bytes.isEmpty && !s.bytes.contains(UInt8(ascii: "\"")), "PrefixTable: \(s.bytes)")
            let copy = UnsafeMutablePointer<UInt8>.allocate(capacity: s.bytes.count)
            copy.initialize(from: s.bytes, count: s.bytes.count)
            var word: UInt64 = 0
            for (n, b) in s.bytes.prefix(8).enumerated() { word |= UInt64(b) << UInt64(8 * n) }
            (entries + k).initialize(to: Entry(word: word, length: s.bytes.count, id: s.id, bytes: copy))
            var slot = Self.hash(word)
            while slots[slot] >= 0 { slot = (slot + 1) & Self.slotMask }
            slots[slot] = Int16(k)
        }
    }

    @inline(__always) private static func hash(_ word: UInt64) -> Int {
        Int(truncatingIfNeeded: (word &* 0x9E37_79B9_7F4A_7C15) >> UInt64(64 - slotBits))
    }

    /// The entry spelt by the bytes at `p` up to a closing quote: its id and length. `available` is how many bytes
    /// can be read from `p`. Nil when the bytes are not one of the table's spellings followed by `"`, and also when
    /// fewer than 8 bytes are left (the caller's general path decides then).
    @inline(__always)
    func lookup(_ p: UnsafePointer<UInt8>, available: Int) -> (id: Int, length: Int)? {
        guard available >= 8 else { return nil }
        let ones: UInt64 = 0x0101_0101_0101_0101
        let w = UInt64(littleEndian: UnsafeRawPointer(p).loadUnaligned(as: UInt64.self))
        let q = w ^ (ones &* 0x22)
        // The lowest byte flagged is the first quote (a borrow only disturbs the bytes above it).
        let quotes = (q &- ones) & ~q & (ones &* 0x80)
        var key = w
        var length = 0  // 0: the quote is not among the first 8 bytes
        if quotes != 0 {
            length = quotes.trailingZeroBitCount >> 3
            if length == 0 { return nil }
            key = w & ((1 << UInt64(length &* 8)) &- 1)
        }
        var slot = Self.hash(key)
        while true {
            let k = Int(slots[slot])
            if k < 0 { return nil }
            let e = entries[k]
            if e.word == key {
                if length != 0 {
                    if e.length == length { return (e.id, length) }
                } else if e.length >= 8, e.length < available, p[e.length] == UInt8(ascii: "\""),
                    Self.restEqual(e.bytes, p, e.length)
                {
                    return (e.id, e.length)
                }
            }
            slot = (slot &+ 1) & Self.slotMask
        }
    }

    /// Bytes 8..<n of `a` and `b` equal (n >= 8; the first 8 are already compared), a word at a time with the last
    /// word overlapping.
    @inline(__always)
    private static func restEqual(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ n: Int) -> Bool {
        @inline(__always) func word(_ p: UnsafePointer<UInt8>, _ at: Int) -> UInt64 {
            UnsafeRawPointer(p + at).loadUnaligned(as: UInt64.self)
        }
        var i = 8
        while i &+ 8 < n {
            if word(a, i) != word(b, i) { return false }
            i &+= 8
        }
        return n == 8 || word(a, n &- 8) == word(b, n &- 8)
    }
}
