#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes log text into a fixed byte buffer, from `position` up to `end`, without allocating. A write that does
/// not fit sets `overflowed` (the caller drops the line) instead of writing past `end`.
struct LineWriter {
    let base: UnsafeMutablePointer<UInt8>
    var position: Int
    let end: Int
    var overflowed = false

    init(base: UnsafeMutablePointer<UInt8>, start: Int, end: Int) {
        self.base = base
        self.position = start
        self.end = end
    }

    @inline(__always)
    mutating func byte(_ value: UInt8) {
        guard position < end else { overflowed = true; return }
        base[position] = value
        position += 1
    }

    @inline(__always)
    mutating func ascii(_ text: StaticString) {
        let count = text.utf8CodeUnitCount
        guard position + count <= end else { overflowed = true; return }
        (base + position).update(from: text.utf8Start, count: count)
        position += count
    }

    @inline(__always)
    mutating func text(_ text: String) {
        var text = text
        text.withUTF8 { bytes($0) }
    }

    /// `text`'s bytes as they are.
    @inline(__always)
    mutating func bytes(_ text: UnsafeBufferPointer<UInt8>) {
        guard position + text.count <= end else { overflowed = true; return }
        if let start = text.baseAddress { (base + position).update(from: start, count: text.count) }
        position += text.count
    }

    /// A JSON string with RFC 8259 section 7 escaping, as `JSONText.quote` writes it.
    mutating func quoted(_ text: String) {
        var text = text
        text.withUTF8 { quoted($0) }
    }

    /// ``quoted(_:)-(String)`` of UTF-8 bytes.
    mutating func quoted(_ bytes: UnsafeBufferPointer<UInt8>) {
        byte(UInt8(ascii: "\""))
        for value in bytes {
            switch value {
            case UInt8(ascii: "\""): byte(UInt8(ascii: "\\")); byte(value)
            case UInt8(ascii: "\\"): byte(UInt8(ascii: "\\")); byte(value)
            case UInt8(ascii: "\n"): byte(UInt8(ascii: "\\")); byte(UInt8(ascii: "n"))
            case UInt8(ascii: "\r"): byte(UInt8(ascii: "\\")); byte(UInt8(ascii: "r"))
            case UInt8(ascii: "\t"): byte(UInt8(ascii: "\\")); byte(UInt8(ascii: "t"))
            case 0..<0x20:
                let hex: StaticString = "0123456789abcdef"
                ascii("\\u00")
                byte(hex.utf8Start[Int(value >> 4)])
                byte(hex.utf8Start[Int(value & 0xF)])
            default: byte(value)
            }
        }
        byte(UInt8(ascii: "\""))
    }

    mutating func integer(_ value: Int64) {
        if value < 0 { byte(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        var digits:
            (
                UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8
            ) =
                (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var used = 0
        withUnsafeMutableBytes(of: &digits) { digits in
            repeat {
                digits[used] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
                used += 1
            } while magnitude > 0
            while used > 0 {
                used -= 1
                byte(digits[used])
            }
        }
    }

    mutating func padded(_ value: Int, width: Int) {
        var divisor = 1
        for _ in 1..<width { divisor *= 10 }
        var value = value
        while divisor > 0 {
            byte(UInt8(ascii: "0") + UInt8((value / divisor) % 10))
            value %= divisor
            divisor /= 10
        }
    }

    /// The length of ``secondText(_:)``'s output, `2026-11-21T23:59:01.`.
    static let secondTextLength = 20

    /// `2026-11-21T23:59:01.`: the date and time of day of `seconds` since the epoch, in UTC, up to the dot
    /// before the milliseconds.
    mutating func secondText(_ seconds: Int) {
        var seconds = seconds
        var parts = tm()
        gmtime_r(&seconds, &parts)
        padded(Int(parts.tm_year) + 1900, width: 4)
        byte(UInt8(ascii: "-"))
        padded(Int(parts.tm_mon) + 1, width: 2)
        byte(UInt8(ascii: "-"))
        padded(Int(parts.tm_mday), width: 2)
        byte(UInt8(ascii: "T"))
        padded(Int(parts.tm_hour), width: 2)
        byte(UInt8(ascii: ":"))
        padded(Int(parts.tm_min), width: 2)
        byte(UInt8(ascii: ":"))
        padded(Int(parts.tm_sec), width: 2)
        byte(UInt8(ascii: "."))
    }

    /// `2026-11-21T23:59:01.123Z`, as `Timestamp.now()` writes it, from `secondText`, which holds
    /// ``secondText(_:)`` of `time.tv_sec` (the access log keeps it for the current second).
    mutating func timestamp(_ time: timespec, secondText: UnsafePointer<UInt8>) {
        guard position + Self.secondTextLength <= end else { overflowed = true; return }
        (base + position).update(from: secondText, count: Self.secondTextLength)
        position += Self.secondTextLength
        padded(Int(time.tv_nsec / 1_000_000), width: 3)
        byte(UInt8(ascii: "Z"))
    }
}
