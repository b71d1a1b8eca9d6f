import Testing

@testable import OrientationAPI

/// The byte comparison the readers match known names with: equal exactly when every byte is, for every length
/// (whole words, the overlapping last word, the 4-byte halves, single bytes).
@Suite struct MemcmpEqualTests {
    static let lengths = Array(0...40)

    @Test("equal bytes compare equal", arguments: lengths)
    func equal(length: Int) {
        let a = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }
        let b = a
        a.withUnsafeBufferPointer { pa in
            b.withUnsafeBufferPointer { pb in
                #expect(memcmpEqual(pa.baseAddress ?? UnsafePointer(bitPattern: 1)!, pb.baseAddress ?? UnsafePointer(bitPattern: 1)!, length))
            }
        }
    }

    @Test("one different byte anywhere makes them differ", arguments: lengths.filter { $0 > 0 })
    func differAtEveryPosition(length: Int) {
        let a = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }
        for position in 0..<length {
            var b = a
            b[position] ^= 0x20
            let same = a.withUnsafeBufferPointer { pa in
                b.withUnsafeBufferPointer { pb in memcmpEqual(pa.baseAddress!, pb.baseAddress!, length) }
            }
            #expect(!same, "length \(length), byte \(position)")
        }
    }
}
