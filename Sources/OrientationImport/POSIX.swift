#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The module's platform layer for the source readers: threads with a stack size the importer chooses, a lock,
/// and the calling thread's CPU clock. Parsers recurse as deep as the code they read nests, so they run on threads
/// whose stack is known (`SourceReadLimits.stackBytes`), never on whatever stack a thread pool happens to give.
enum POSIX {
    /// Runs `body(0)`, ..., `body(count - 1)` on `count` new threads, each with a stack of `stackBytes`, and
    /// returns once every thread has finished. Returns how many threads started: a thread the system refuses
    /// (`EAGAIN`: the process is out of threads) never runs its `body`, so the caller must not rely on each index
    /// running, only on at least one when the result is positive.
    static func runThreads(count: Int, stackBytes: Int, _ body: @escaping @Sendable (Int) -> Void) -> Int {
        var threads: [ThreadHandle] = []
        for i in 0..<count {
            let box = Unmanaged.passRetained(ThreadBody { body(i) })
            guard let thread = startThread(stackBytes: stackBytes, box.toOpaque()) else {
                box.release()
                continue
            }
            threads.append(thread)
        }
        for t in threads { joinThread(t) }
        return threads.count
    }

    /// The CPU time the calling thread has used, in nanoseconds (`CLOCK_THREAD_CPUTIME_ID`, POSIX
    /// `clock_getcpuclockid`): unlike the wall clock, it does not run on while other processes hold the cores, so a
    /// budget in CPU time refuses the same files on a loaded machine as on an idle one.
    static func threadCPUNanoseconds() -> UInt64 {
        var t = timespec()
        guard clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t) == 0 else { return 0 }
        return UInt64(t.tv_sec) * 1_000_000_000 + UInt64(t.tv_nsec)
    }

    /// Processors online (`sysconf(_SC_NPROCESSORS_ONLN)`), at least 1.
    static var processorCount: Int {
        max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
    }

    /// A `pthread_mutex_t` that stays at one address (a Swift struct would move).
    final class Lock: @unchecked Sendable {
        private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

        init() { pthread_mutex_init(mutex, nil) }

        deinit {
            pthread_mutex_destroy(mutex)
            mutex.deallocate()
        }

        func withLock<T>(_ body: () -> T) -> T {
            pthread_mutex_lock(mutex)
            defer { pthread_mutex_unlock(mutex) }
            return body()
        }
    }

    private typealias ThreadHandle = pthread_t

    private static func startThread(stackBytes: Int, _ context: UnsafeMutableRawPointer) -> ThreadHandle? {
        var attributes = pthread_attr_t()
        guard pthread_attr_init(&attributes) == 0 else { return nil }
        defer { pthread_attr_destroy(&attributes) }
        guard pthread_attr_setstacksize(&attributes, stackBytes) == 0 else { return nil }
        #if canImport(Darwin)
        var thread: pthread_t?
        guard pthread_create(&thread, &attributes, threadEntry, context) == 0 else { return nil }
        return thread
        #else
        var thread = pthread_t()
        guard pthread_create(&thread, &attributes, threadEntry, context) == 0 else { return nil }
        return thread
        #endif
    }

    private static func joinThread(_ thread: ThreadHandle) {
        _ = pthread_join(thread, nil)
    }
}

/// What a new thread runs, retained across `pthread_create` as its opaque argument.
private final class ThreadBody {
    let run: () -> Void
    init(_ run: @escaping () -> Void) { self.run = run }
}

/// The new thread's entry point: takes back the retained body and runs it.
#if canImport(Darwin)
private func threadEntry(_ context: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer? {
    Unmanaged<ThreadBody>.fromOpaque(context).takeRetainedValue().run()
    return nil
}
#else
private func threadEntry(_ context: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
    guard let context else { return nil }
    Unmanaged<ThreadBody>.fromOpaque(context).takeRetainedValue().run()
    return nil
}
#endif
