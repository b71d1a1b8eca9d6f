#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The strings a thread last built from request bytes (controller names, callback selectors), handed out again
/// when the same bytes come back instead of allocating and validating a new `String` each time.
///
/// A client that asks about its app asks about the same controller names over and over, and a name longer than
/// 15 bytes ("SettingsNavigationController") is a heap-allocated `String` in Swift: building one costs an
/// allocation, a UTF-8 validation and, when the request's values die, a deallocation. This is the idea behind
/// the field-name canonicalisers of streaming JSON parsers, applied to values.
///
/// One cache per thread (a POSIX thread-specific value), so no lock is taken and no cache line is shared between
/// the server's pool threads; direct-mapped with ``slotCount`` slots of at most ``maxLength`` bytes, so its size
/// is fixed (about 10 KB per thread) whatever clients send. A slot is found from the string's first 16 bytes, and
/// a hit is confirmed by comparing every byte, so a collision only costs a rebuild. Because the slot does not
/// depend on the length, a reader can also ask for a string before scanning for its end (`cached(_:available:)`):
/// the stored bytes followed by the closing quote are the whole string.
final class RecentStrings {
    static let slotBits = 7
    static let slotCount = 1 << slotBits
    static let maxLength = 64
    /// Shorter strings are stored inline in a Swift `String` (no allocation): not worth a slot.
    static let minLength = 16

    private let bytes: UnsafeMutablePointer<UInt8>
    private let lengths: UnsafeMutablePointer<Int>
    /// The slot's length when its bytes are a plain JSON string's content (printable ASCII, no quote or backslash),
    /// else 0: only those can be recognised in request bytes by `cached(_:available:)`.
    private let plainLengths: UnsafeMutablePointer<Int>
    private let strings: UnsafeMutablePointer<String>

    init() {
        bytes = .allocate(capacity: Self.slotCount * Self.maxLength)
        lengths = .allocate(capacity: Self.slotCount)
        lengths.initialize(repeating: 0, count: Self.slotCount)
        plainLengths = .allocate(capacity: Self.slotCount)
        plainLengths.initialize(repeating: 0, count: Self.slotCount)
        strings = .allocate(capacity: Self.slotCount)
        strings.initialize(repeating: "", count: Self.slotCount)
    }

    deinit {
        strings.deinitialize(count: Self.slotCount)
        strings.deallocate()
        plainLengths.deallocate()
        lengths.deallocate()
        bytes.deallocate()
    }

    /// The string spelt by `count` bytes at `p`, which must be valid UTF-8 (the readers pass printable ASCII).
    func string(_ p: UnsafePointer<UInt8>, count: Int) -> String {
        guard count >= Self.minLength, count <= Self.maxLength else {
            return String(decoding: UnsafeBufferPointer(start: p, count: count), as: UTF8.self)
        }
        let slot = Self.slot(p)
        let stored = bytes + slot * Self.maxLength
        if lengths[slot] == count, memcmpEqual(stored, p, count) { return strings[slot] }
        let s = String(decoding: UnsafeBufferPointer(start: p, count: count), as: UTF8.self)
        stored.update(from: p, count: count)
        lengths[slot] = count
        var plain = true
        for k in 0..<count {
            let b = p[k]
            if b < 0x20 || b >= 0x80 || b == UInt8(ascii: "\"") || b == UInt8(ascii: "\\") { plain = false }
        }
        plainLengths[slot] = plain ? count : 0
        strings[slot] = s
        return s
    }

    /// The string this thread built before whose bytes start at `p` and are followed by a closing quote, with its
    /// length; nil when there is none (the caller scans the string and calls `string(_:count:)`). `available` is
    /// how many bytes can be read from `p`. Recognises a controller name without first scanning for its end: a
    /// slot's plain bytes followed by `"` are exactly a JSON string with that content.
    @inline(__always) func cached(_ p: UnsafePointer<UInt8>, available: Int) -> (string: String, length: Int)? {
        guard available > Self.minLength else { return nil }
        let slot = Self.slot(p)
        let length = plainLengths[slot]
        guard length != 0, length < available, p[length] == UInt8(ascii: "\""),
            memcmpEqual(bytes + slot * Self.maxLength, p, length)
        else { return nil }
        return (strings[slot], length)
    }

    /// The slot for a string of at least 16 bytes: its first 16 bytes, mixed (names that share a suffix such as
    /// "ViewController" differ in their first bytes). Not the length, so that `cached(_:available:)` can find the
    /// slot before the string's end is known.
    @inline(__always) static func slot(_ p: UnsafePointer<UInt8>) -> Int {
        let first = UnsafeRawPointer(p).loadUnaligned(as: UInt64.self)
        let second = UnsafeRawPointer(p + 8).loadUnaligned(as: UInt64.self)
        let mixed = (first &* 0x9E37_79B9_7F4A_7C15) ^ (second &* 0xC2B2_AE3D_27D4_EB4F)
        return Int(truncatingIfNeeded: (mixed &* 0x9E37_79B9_7F4A_7C15) >> UInt64(64 - slotBits))
    }

    /// The calling thread's cache, made on its first use and released when the thread exits.
    static var current: RecentStrings {
        if let stored = pthread_getspecific(key) {
            return Unmanaged<RecentStrings>.fromOpaque(stored).takeUnretainedValue()
        }
        let cache = RecentStrings()
        pthread_setspecific(key, Unmanaged.passRetained(cache).toOpaque())
        return cache
    }

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        precondition(pthread_key_create(&key, { releaseRecentStrings($0) }) == 0, "pthread_key_create failed")
        return key
    }()
}

/// The thread-exit destructor of ``RecentStrings/current`` (a C function: it cannot capture anything).
private func releaseRecentStrings(_ stored: UnsafeMutableRawPointer?) {
    guard let stored else { return }
    Unmanaged<RecentStrings>.fromOpaque(stored).release()
}
