/// Sentence building for explanations: each `cat` sizes the result once and copies the UTF-8 bytes of its
/// parts straight into a single new string (string interpolation regrows its buffer for every long
/// interpolated value, and `append` has per-call overhead). Performance matters: `decide` runs once per HTTP
/// request and thousands of times per lint run.
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

    @inline(__always) static func cat(_ p0: String, _ p1: String) -> String {
        String(unsafeUninitializedCapacity: p0.utf8.count + p1.utf8.count) { buffer in
            var i = 0
            i += copy(p0, into: buffer, at: i)
            i += copy(p1, into: buffer, at: i)
            return i
        }
    }
    @inline(__always) static func cat(_ p0: String, _ p1: String, _ p2: String) -> String {
        String(unsafeUninitializedCapacity: p0.utf8.count + p1.utf8.count + p2.utf8.count) { buffer in
            var i = 0
            i += copy(p0, into: buffer, at: i)
            i += copy(p1, into: buffer, at: i)
            i += copy(p2, into: buffer, at: i)
            return i
        }
    }
    @inline(__always) static func cat(_ p0: String, _ p1: String, _ p2: String, _ p3: String) -> String {
        String(unsafeUninitializedCapacity: p0.utf8.count + p1.utf8.count + p2.utf8.count + p3.utf8.count) { buffer in
            var i = 0
            i += copy(p0, into: buffer, at: i)
            i += copy(p1, into: buffer, at: i)
            i += copy(p2, into: buffer, at: i)
            i += copy(p3, into: buffer, at: i)
            return i
        }
    }
    @inline(__always) static func cat(_ p0: String, _ p1: String, _ p2: String, _ p3: String, _ p4: String) -> String {
        String(unsafeUninitializedCapacity: p0.utf8.count + p1.utf8.count + p2.utf8.count + p3.utf8.count + p4.utf8.count) { buffer in
            var i = 0
            i += copy(p0, into: buffer, at: i)
            i += copy(p1, into: buffer, at: i)
            i += copy(p2, into: buffer, at: i)
            i += copy(p3, into: buffer, at: i)
            i += copy(p4, into: buffer, at: i)
            return i
        }
    }
    @inline(__always) static func cat(_ p0: String, _ p1: String, _ p2: String, _ p3: String, _ p4: String, _ p5: String) -> String {
        String(unsafeUninitializedCapacity: p0.utf8.count + p1.utf8.count + p2.utf8.count + p3.utf8.count + p4.utf8.count + p5.utf8.count) { buffer in
            var i = 0
            i += copy(p0, into: buffer, at: i)
            i += copy(p1, into: buffer, at: i)
            i += copy(p2, into: buffer, at: i)
            i += copy(p3, into: buffer, at: i)
            i += copy(p4, into: buffer, at: i)
            i += copy(p5, into: buffer, at: i)
            return i
        }
    }
    @inline(__always) static func cat(_ p0: String, _ p1: String, _ p2: String, _ p3: String, _ p4: String, _ p5: String, _ p6: String) -> String {
        String(unsafeUninitializedCapacity: p0.utf8.count + p1.utf8.count + p2.utf8.count + p3.utf8.count + p4.utf8.count + p5.utf8.count + p6.utf8.count) { buffer in
            var i = 0
            i += copy(p0, into: buffer, at: i)
            i += copy(p1, into: buffer, at: i)
            i += copy(p2, into: buffer, at: i)
            i += copy(p3, into: buffer, at: i)
            i += copy(p4, into: buffer, at: i)
            i += copy(p5, into: buffer, at: i)
            i += copy(p6, into: buffer, at: i)
            return i
        }
    }
    @inline(__always) static func cat(_ p0: String, _ p1: String, _ p2: String, _ p3: String, _ p4: String, _ p5: String, _ p6: String, _ p7: String) -> String {
        String(unsafeUninitializedCapacity: p0.utf8.count + p1.utf8.count + p2.utf8.count + p3.utf8.count + p4.utf8.count + p5.utf8.count + p6.utf8.count + p7.utf8.count) { buffer in
            var i = 0
            i += copy(p0, into: buffer, at: i)
            i += copy(p1, into: buffer, at: i)
            i += copy(p2, into: buffer, at: i)
            i += copy(p3, into: buffer, at: i)
            i += copy(p4, into: buffer, at: i)
            i += copy(p5, into: buffer, at: i)
            i += copy(p6, into: buffer, at: i)
            i += copy(p7, into: buffer, at: i)
            return i
        }
    }
    @inline(__always) static func cat(_ p0: String, _ p1: String, _ p2: String, _ p3: String, _ p4: String, _ p5: String, _ p6: String, _ p7: String, _ p8: String) -> String {
        String(unsafeUninitializedCapacity: p0.utf8.count + p1.utf8.count + p2.utf8.count + p3.utf8.count + p4.utf8.count + p5.utf8.count + p6.utf8.count + p7.utf8.count + p8.utf8.count) { buffer in
            var i = 0
            i += copy(p0, into: buffer, at: i)
            i += copy(p1, into: buffer, at: i)
            i += copy(p2, into: buffer, at: i)
            i += copy(p3, into: buffer, at: i)
            i += copy(p4, into: buffer, at: i)
            i += copy(p5, into: buffer, at: i)
            i += copy(p6, into: buffer, at: i)
            i += copy(p7, into: buffer, at: i)
            i += copy(p8, into: buffer, at: i)
            return i
        }
    }
}
