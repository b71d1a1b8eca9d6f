#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A pthread mutex and one condition variable, both allocated on the heap, as SwiftNIO's `ConditionLock`
/// (NIOConcurrencyHelpers) keeps them: POSIX needs a mutex or condition variable in use to stay at one address,
/// and Swift promises no stable address for a stored `pthread_mutex_t` passed with `&` (it may pass a temporary
/// copy). `Synchronization.Mutex` has no condition variable, which the access log's writer waits on.
final class ConditionLock: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private let condition: UnsafeMutablePointer<pthread_cond_t>

    init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        precondition(pthread_mutex_init(mutex, nil) == 0, "pthread_mutex_init failed")
        condition = .allocate(capacity: 1)
        condition.initialize(to: pthread_cond_t())
        var attributes = pthread_condattr_t()
        pthread_condattr_init(&attributes)
        #if !canImport(Darwin)
        // Timed waits measure on the monotonic clock, so setting the wall clock neither stretches nor cuts them.
        pthread_condattr_setclock(&attributes, CLOCK_MONOTONIC)
        #endif
        precondition(pthread_cond_init(condition, &attributes) == 0, "pthread_cond_init failed")
        pthread_condattr_destroy(&attributes)
    }

    deinit {
        pthread_cond_destroy(condition)
        condition.deinitialize(count: 1)
        condition.deallocate()
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    func lock() { pthread_mutex_lock(mutex) }

    func unlock() { pthread_mutex_unlock(mutex) }

    func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock()
        defer { unlock() }
        return try body()
    }

    /// Wakes one waiting thread. Call with the lock held.
    func signal() { pthread_cond_signal(condition) }

    /// Wakes every waiting thread. Call with the lock held.
    func broadcast() { pthread_cond_broadcast(condition) }

    /// Releases the lock until signalled (or woken spuriously), then takes it again. Call with the lock held.
    func wait() { pthread_cond_wait(condition, mutex) }

    /// As ``wait()``, giving up at `deadline`; true when the deadline passed.
    func wait(until deadline: MonotonicDeadline) -> Bool {
        #if canImport(Darwin)
        // Darwin has no pthread_condattr_setclock: wait for what is left of the interval instead.
        var left = deadline.remaining()
        return pthread_cond_timedwait_relative_np(condition, mutex, &left) == ETIMEDOUT
        #else
        var time = deadline.time
        return pthread_cond_timedwait(condition, mutex, &time) == ETIMEDOUT
        #endif
    }
}

/// A point on the monotonic clock (`CLOCK_MONOTONIC`), which the wall clock's changes do not move.
struct MonotonicDeadline {
    var time: timespec

    /// `interval` from now.
    static func after(_ interval: Duration) -> MonotonicDeadline {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        let (seconds, attoseconds) = interval.components
        var deadline = now
        deadline.tv_sec += Int(seconds)
        deadline.tv_nsec += Int(attoseconds / 1_000_000_000)
        if deadline.tv_nsec >= 1_000_000_000 {
            deadline.tv_sec += 1
            deadline.tv_nsec -= 1_000_000_000
        }
        return MonotonicDeadline(time: deadline)
    }

    /// What is left until the deadline (zero once it passed).
    func remaining() -> timespec {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        var left = timespec(tv_sec: time.tv_sec - now.tv_sec, tv_nsec: time.tv_nsec - now.tv_nsec)
        if left.tv_nsec < 0 {
            left.tv_sec -= 1
            left.tv_nsec += 1_000_000_000
        }
        return left.tv_sec < 0 ? timespec() : left
    }
}
