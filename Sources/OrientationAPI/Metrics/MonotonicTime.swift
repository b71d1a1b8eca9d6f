#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The monotonic clock as plain nanoseconds, for timing each request in `Service.handle`.
///
/// `ContinuousClock.now` twice plus `Duration.components` and the 128-bit attosecond arithmetic behind them
/// cost about 900 instructions per request (callgrind, `GET /healthz`); one `clock_gettime` (a vDSO call, no
/// system call) and an integer subtraction do the same job in about 150.
enum MonotonicTime {
    /// Nanoseconds since an arbitrary fixed point; only differences mean anything.
    static func nanoseconds() -> UInt64 {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return UInt64(now.tv_sec) &* 1_000_000_000 &+ UInt64(now.tv_nsec)
    }
}
