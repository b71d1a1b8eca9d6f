import Testing

@testable import OrientationAPI

@Suite("Generated request ids")
struct RequestIDTests {
    @Test(
        "prefix-counter in lower-case hex: the prefix padded to 8 digits, the counter unpadded",
        arguments: [
            (UInt32(0), UInt64(0), "00000000-0"),
            (0x3fa0_c2d1, 1, "3fa0c2d1-1"),
            (0xabc, 0xf, "00000abc-f"),
            (0xabc, 0x10, "00000abc-10"),
            (0xffff_ffff, 0xff_ffff, "ffffffff-ffffff"),
            (0xffff_ffff, 0x100_0000, "ffffffff-1000000"),
            (0x0102_0304, UInt64.max, "01020304-ffffffffffffffff"),
        ])
    func format(prefix: UInt32, counter: UInt64, expected: String) {
        #expect(RequestIDGenerator.format(prefix: prefix, counter: counter) == expected)
    }

    @Test("the hand-written digits agree with String(radix:) across the counter's range")
    func agreesWithRadixFormatting() {
        for shift in 0..<64 {
            let counter = (UInt64(1) << shift) &+ UInt64(shift) * 0x9e37
            let padded = String(0x00c0_ffee as UInt32, radix: 16)
            let expected = String(repeating: "0", count: 8 - padded.count) + padded + "-" + String(counter, radix: 16)
            #expect(RequestIDGenerator.format(prefix: 0x00c0_ffee, counter: counter) == expected)
        }
    }

    @Test("An echoed id is the client's bytes, and a generated one spells prefix-counter")
    func bytes() {
        #expect(RequestID.echoed("trace-7/ü").text == "trace-7/ü")
        #expect(RequestID.generated(prefix: 0x3fa0_c2d1, counter: 0x1a).text == "3fa0c2d1-1a")
    }

    @Test("A request without a sane X-Request-Id gets a generated id, one with a sane one gets it echoed")
    func echoOrGenerate() {
        let generator = RequestIDGenerator()
        let echoed = generator.id(for: APIRequest(method: "GET", path: "/", headers: [("X-Request-Id", "trace-7")]))
        let generated = generator.id(for: APIRequest(method: "GET", path: "/", headers: [("X-Request-Id", "a b")]))
        guard case .echoed("trace-7") = echoed else { Issue.record("not echoed: \(echoed)"); return }
        guard case .generated = generated else { Issue.record("not generated: \(generated)"); return }
    }

    @Test("ids generated on many threads at once are unique (each thread slot counts under its own prefix)")
    func uniqueAcrossThreads() async {
        let generator = RequestIDGenerator()
        let request = APIRequest(method: "GET", path: "/healthz")
        let ids = await withTaskGroup(of: [String].self) { group in
            for _ in 0..<8 { group.addTask { (0..<500).map { _ in generator.id(for: request).text } } }
            return await group.reduce(into: [String]()) { $0 += $1 }
        }
        #expect(ids.count == 4000)
        #expect(Set(ids).count == 4000)
    }
}
