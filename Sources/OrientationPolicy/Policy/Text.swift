/// Byte copying for the strings the engine renders lazily (explanation details, controller paths): callers size
/// the result once and copy each part's UTF-8 bytes straight into a single new string, because string
/// interpolation regrows its buffer for every long value and `append` has per-call overhead.
enum Text {
    @inline(__always) static func copy(_ part: String, into buffer: UnsafeMutableBufferPointer<UInt8>, at offset: Int) -> Int {
        let done: Int? = part.utf8.withContiguousStorageIfAvailable { src in
            guard let base = src.baseAddress, src.count > 0 else { return 0 }
            (buffer.baseAddress! + offset).update(from: base, count: src.count)
            return src.count
        }
        if let n = done { return n }
        var i = offset
        for byte in part.utf8 {
            buffer[i] = byte
            i += 1
        }
        return i - offset
    }
}
