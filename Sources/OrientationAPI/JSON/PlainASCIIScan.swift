/// Where a JSON string's plain run ends: the offset of the first byte at or after `start` that a string
/// reader must look at one by one (a quote, a backslash, a control character or a non-ASCII byte), found
/// eight bytes at a time with the "has a zero byte" bit trick; returns the offset where fewer than eight bytes
/// are left if there is none before it. The lowest flagged byte of a word is exact (a borrow only disturbs
/// the bytes above it), so the byte loop that follows starts on it. Shared by `JSONReader` and `ByteCursor`,
/// where string scanning is the largest single cost of reading a request (callgrind, BENCHMARKS.md).
@inline(__always)
func endOfPlainASCII(_ base: UnsafePointer<UInt8>, from start: Int, count: Int) -> Int {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    var j = start
    while j + 8 <= count {
        let w = UnsafeRawPointer(base + j).loadUnaligned(as: UInt64.self)
        let q = w ^ (ones &* 0x22)
        let bs = w ^ (ones &* 0x5C)
        let flags = ((q &- ones) & ~q) | ((bs &- ones) & ~bs) | ((w &- ones &* 0x20) & ~w) | w
        if flags & highs != 0 { return j + (flags & highs).trailingZeroBitCount >> 3 }
        j += 8
    }
    return j
}
