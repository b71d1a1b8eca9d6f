import Foundation
import Synchronization

/// `--parallel N`: the same operation from N threads at once, as libmicrohttpd's pool calls `Service.handle`
/// from its threads, against one thread. If operations on different threads wrote to shared memory (a
/// reference count on a shared object, a shared counter), the cache line would move between cores on every
/// write and N threads would fall well short of N times one thread's rate where a control benchmark that
/// shares nothing scales. On this 2-vCPU VM two threads of independent work reach about 1.5x one thread.
struct ParallelRun {
    var threads: Int
    var milliseconds: Int

    /// Total operations per second over `threads` threads, each running `operation` until the deadline
    /// (`concurrentPerform` runs the threads at once and returns when all are done; it uses at most one
    /// thread per active processor).
    func operationsPerSecond(_ benchmark: Benchmark) -> Double {
        let shared = SharedOperation(benchmark.operation)
        let total = Atomic<Int>(0)
        let clock = ContinuousClock()
        let start = clock.now
        let deadline = start + .milliseconds(milliseconds)
        DispatchQueue.concurrentPerform(iterations: threads) { _ in
            var n = 0
            // The clock is read every 16 operations, so even the cheapest benchmark is not measuring it.
            while n % 16 != 0 || clock.now < deadline {
                shared.operation()
                n += 1
            }
            total.add(n, ordering: .relaxed)
        }
        let elapsed = clock.now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        return Double(total.load(ordering: .relaxed)) / seconds
    }
}

/// The benchmark's closure, called from several threads at once: a benchmark of the server's shared objects
/// is exactly what is measured here (the closures capture one `Service`, as the server's threads share one).
private struct SharedOperation: @unchecked Sendable {
    let operation: () -> Void
    init(_ operation: @escaping () -> Void) { self.operation = operation }
}
