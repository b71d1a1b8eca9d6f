import Testing

@testable import OrientationServer

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The access line's formatter on its own: the text a line is made of, byte for byte, without a thread or a
/// pipe in the way.
@Suite("Access log line")
struct AccessLogLineTests {
    static let request = AccessLogLine(
        method: "GET", path: "/v1/decide", status: 404, durationMicros: 1234, bytes: 143, requestID: "id-1",
        remote: "127.0.0.1")
    /// 2023-11-14T22:13:20.123Z
    static let time = timespec(tv_sec: 1_700_000_000, tv_nsec: 123_456_789)

    /// `line` formatted into a buffer of `capacity` bytes: the text, and whether it overflowed.
    static func formatted(
        _ line: AccessLogLine, _ format: LogFormat, at time: timespec = time, capacity: Int = 4096
    ) -> (text: String, overflowed: Bool) {
        let secondText = UnsafeMutablePointer<UInt8>.allocate(capacity: LineWriter.secondTextLength)
        defer { secondText.deallocate() }
        var second = LineWriter(base: secondText, start: 0, end: LineWriter.secondTextLength)
        second.secondText(time.tv_sec)
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
        defer { buffer.deallocate() }
        var writer = LineWriter(base: buffer, start: 0, end: capacity)
        line.write(format, time: time, secondText: secondText, into: &writer)
        let text = String(decoding: UnsafeBufferPointer(start: buffer, count: writer.position), as: UTF8.self)
        return (text, writer.overflowed)
    }

    @Test("The text line is the time, 'info access: request', and the fields as key=value in key order")
    func textLine() {
        #expect(
            Self.formatted(Self.request, .text).text == """
                2023-11-14T22:13:20.123Z info access: request bytes=143 duration_us=1234 method=GET path=/v1/decide \
                remote=127.0.0.1 request_id=id-1 status=404\n
                """)
    }

    @Test("The JSON line is one object: time, level, label, message, then the fields in key order")
    func jsonLine() {
        #expect(
            Self.formatted(Self.request, .json).text == """
                {"time":"2023-11-14T22:13:20.123Z","level":"info","label":"access","message":"request","bytes":143,\
                "duration_us":1234,"method":"GET","path":"/v1/decide","remote":"127.0.0.1","request_id":"id-1",\
                "status":404}\n
                """)
    }

    @Test(
        "JSON strings escape quotes, backslashes and control characters (RFC 8259 section 7) and keep other UTF-8 as is",
        arguments: [
            ("/a\"b", #""/a\"b""#), (#"/a\b"#, #""/a\\b""#), ("/a\nb", #""/a\nb""#), ("/a\rb", #""/a\rb""#),
            ("/a\tb", #""/a\tb""#), ("/a\u{7}b", #""/a\u0007b""#), ("/a\u{1F}b", #""/a\u001fb""#),
            ("/ü/日本", #""/ü/日本""#), ("/a\u{7F}b", "\"/a\u{7F}b\""),
        ])
    func jsonEscaping(path: String, quoted: String) {
        var line = Self.request
        line.path = path
        let text = Self.formatted(line, .json).text
        #expect(text.contains(",\"path\":" + quoted + ",\"remote\""), "\(text)")
    }

    @Test("The text line writes values as they are, as the swift-log handler does")
    func textKeepsValues() {
        var line = Self.request
        line.path = "/a \"b\""
        #expect(Self.formatted(line, .text).text.contains(" path=/a \"b\" remote="))
    }

    @Test(
        "Integers are written in decimal, with a minus sign when negative",
        arguments: [
            (Int64(0), "0"), (7, "7"), (1234, "1234"), (-1, "-1"), (Int64.max, "9223372036854775807"),
            (Int64.min, "-9223372036854775808"),
        ])
    func integers(value: Int64, expected: String) {
        var line = Self.request
        line.durationMicros = value
        #expect(Self.formatted(line, .text).text.contains(" duration_us=\(expected) method="))
    }

    @Test(
        "The time is UTC with milliseconds, zero-padded and truncated, never rounded",
        arguments: [
            (0, 0, "1970-01-01T00:00:00.000Z"), (1_709_164_800, 5_000_000, "2024-02-29T00:00:00.005Z"),
            (1_704_067_199, 999_999_999, "2023-12-31T23:59:59.999Z"), (1_700_000_000, 42_000_000, "2023-11-14T22:13:20.042Z"),
        ])
    func timeStamp(seconds: Int, nanoseconds: Int, expected: String) {
        let time = timespec(tv_sec: seconds, tv_nsec: nanoseconds)
        #expect(Self.formatted(Self.request, .text, at: time).text.hasPrefix(expected + " info access"))
        #expect(Self.formatted(Self.request, .json, at: time).text.hasPrefix("{\"time\":\"\(expected)\","))
    }

    @Test(
        "A line that does not fit the buffer is reported as overflowed, and nothing is written past the end",
        arguments: [LogFormat.text, .json])
    func overflow(format: LogFormat) {
        let whole = Self.formatted(Self.request, format).text.utf8.count
        #expect(Self.formatted(Self.request, format, capacity: whole).overflowed == false)
        let cut = Self.formatted(Self.request, format, capacity: whole - 1)
        #expect(cut.overflowed)
        #expect(cut.text.utf8.count <= whole - 1)
    }
}
