import Testing

@testable import OrientationAPI

/// `JSONWriter` writes through a pointer into the array it owns (no uniqueness check per write): the array it hands
/// out with `bytes` must stay as handed out, and growing must keep what was written.
@Suite("JSON writer buffer")
struct JSONWriterTests {
    @Test("writing on after bytes leaves the bytes already handed out unchanged")
    func bytesAreNotWrittenThrough() {
        var w = JSONWriter(capacity: 64)
        w.beginArray()
        w.string("first")
        let handedOut = w.bytes
        w.string("second")
        w.endArray()
        #expect(String(decoding: handedOut, as: UTF8.self) == #"["first""#)
        #expect(String(decoding: w.bytes, as: UTF8.self) == #"["first","second"]"#)
    }

    @Test("a writer past its capacity keeps everything written before it grew")
    func growingKeepsTheOutput() {
        for capacity in [0, 16, 17, 100] {
            var w = JSONWriter(capacity: capacity)
            w.beginArray()
            for i in 0..<200 { w.integer(i) }
            w.endArray()
            let expected = "[" + (0..<200).map(String.init).joined(separator: ",") + "]"
            #expect(String(decoding: w.bytes, as: UTF8.self) == expected, "capacity \(capacity)")
        }
    }
}
