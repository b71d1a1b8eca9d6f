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

    /// Total operations per second over `threads` threads running `operation` for about `milliseconds`.
    func operationsPerSecond(_ benchmark: Benchmark) -> Double {
        let shared = SharedOperation(benchmark.operation)
        let stop = Atomic<Bool>(false)
        let done = Atomic<Int>(0)
        let counts = Mutex<[Int]>([])
        let clock = ContinuousClock()
        let start = clock.now
        withUnsafePointer(to: stop) { stopPointer in
            withUnsafePointer(to: done) { donePointer in
                let flags = SharedFlags(stop: stopPointer, done: donePointer)
                for _ in 0..<threads {
                    Thread.detachNewThread {
                        var n = 0
                        while !flags.stop.pointee.load(ordering: .relaxed) {
                            shared.operation()
                            n += 1
                        }
                        counts.withLock { $0.append(n) }
                        flags.done.pointee.add(1, ordering: .releasing)
                    }
                }
                Thread.sleep(forTimeInterval: Double(milliseconds) / 1000)
                stopPointer.pointee.store(true, ordering: .relaxed)
                while donePointer.pointee.load(ordering: .acquiring) < threads { Thread.sleep(forTimeInterval: 0.001) }
            }
        }
        let elapsed = clock.now - start
        let total = counts.withLock { $0.reduce(0, +) }
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        return Double(total) / seconds
    }
}

/// The benchmark's closure, called from several threads at once: a benchmark of the server's shared objects
/// is exactly what is measured here (the closures capture one `Service`, as the server's threads share one).
private struct SharedOperation: @unchecked Sendable {
    let operation: () -> Void
    init(_ operation: @escaping () -> Void) { self.operation = operation }
}

private struct SharedFlags: @unchecked Sendable {
    let stop: UnsafePointer<Atomic<Bool>>
    let done: UnsafePointer<Atomic<Int>>
}
