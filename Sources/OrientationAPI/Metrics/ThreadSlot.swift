import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A small number per thread, handed out in order of first use, so per-request counters can be split into
/// shards that each libmicrohttpd pool thread mostly has to itself.
///
/// Why: with every pool thread writing the same counters, each request moved the cache lines of the in-flight
/// gauge, the metrics lock and its arrays from one core to the other; `perf annotate` put a quarter of
/// `Service.handle`'s and a third of `Metrics.end`'s cycles on the loads right after those shared writes.
enum ThreadSlot {
    /// Holds slot + 1 per thread (0, the initial value, means "not assigned yet").
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        precondition(pthread_key_create(&key, nil) == 0, "pthread_key_create failed")
        return key
    }()
    private static let assigned = Atomic<Int>(0)

    /// This thread's slot: 0 for the first thread that asks, 1 for the second, and so on.
    static var current: Int {
        let key = Self.key
        if let stored = pthread_getspecific(key) { return Int(bitPattern: stored) - 1 }
        let slot = assigned.wrappingAdd(1, ordering: .relaxed).oldValue
        pthread_setspecific(key, UnsafeRawPointer(bitPattern: slot + 1))
        return slot
    }
}
