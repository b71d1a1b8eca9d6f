import Testing

@testable import MicroHTTPServer

/// The declared `Content-Length` sizes the body buffer and decides the early 413; it is read from
/// libmicrohttpd's C string as `1*DIGIT` (RFC 9110, section 8.6), with the spaces and tabs around a field value
/// that HTTP allows.
@Suite("Declared Content-Length parsing")
struct ContentLengthParsingTests {
    @Test(
        "a length is read as its decimal digits, spaces and tabs around it ignored",
        arguments: [
            ("0", 0), ("4", 4), ("1571", 1571), (" 1571", 1571), ("1571 ", 1571), ("\t 42\t ", 42), ("007", 7),
            ("999999999999999999", 999_999_999_999_999_999),
        ] as [(String, Int)])
    func parsed(text: String, length: Int) {
        #expect(RequestState.contentLength(parsing: text) == length)
    }

    @Test(
        "anything but digits is no length",
        arguments: [
            "", " ", "-5", "+5", "1 2", "12a", "0x10", "1.5", "1e3", "١٢", "1000000000000000000",
        ])
    func refused(text: String) {
        #expect(RequestState.contentLength(parsing: text) == nil)
    }
}
