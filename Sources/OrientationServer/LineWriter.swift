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

    /// The same JSON string from UTF-8 bytes.
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

    /// `value` in decimal. The digits are counted first and written backwards straight into the buffer: no
    /// scratch digits, no bounds check per digit (about 100 instructions for the three numbers of an access line
    /// less than through a scratch tuple; callgrind, BENCHMARKS.md "The access line without strings").
    mutating func integer(_ value: Int64) {
        if value < 0 { byte(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        var digits = 1
        var rest = magnitude
        while rest >= 10 {
            rest /= 10
            digits += 1
        }
        guard position + digits <= end else { overflowed = true; return }
        var index = position + digits
        repeat {
            index -= 1
            base[index] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: magnitude % 10)
            magnitude /= 10
        } while magnitude > 0
        position += digits
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
        // The milliseconds' three digits by constant divisors (``padded(_:width:)`` divides by a variable).
        let milliseconds = Int(time.tv_nsec / 1_000_000)
        byte(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: milliseconds / 100 % 10))
        byte(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: milliseconds / 10 % 10))
        byte(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: milliseconds % 10))
        byte(UInt8(ascii: "Z"))
    }
}
