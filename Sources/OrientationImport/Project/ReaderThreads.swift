/// The threads sources are read on: created by the importer with a stack of `SourceReadLimits.stackBytes`, so the
/// nesting the readers accept always fits (a thread pool's workers have whatever stack the pool chose), as many as
/// the machine has cores.
enum ReaderThreads {
    /// Calls `body(0)`, ..., `body(count - 1)` on up to `threads` reader threads, each taking the next index when
    /// it is done with one (a large file does not hold up the indices queued behind it), and returns when all are
    /// done. Should the system refuse every thread, the calls run on the calling thread.
    static func forEach(_ count: Int, threads: Int = POSIX.processorCount, _ body: @Sendable (Int) -> Void) {
        guard count > 0 else { return }
        let queue = IndexQueue(count)
        withoutActuallyEscaping(body) { body in
            nonisolated(unsafe) let body = body
            let started = POSIX.runThreads(count: min(threads, count), stackBytes: SourceReadLimits.stackBytes) { _ in
                readerThreadMain(queue, body)
            }
            if started == 0 {
                while let i = queue.next() { body(i) }
            }
        }
    }

    /// What each reader thread runs: one named function, never inlined, so that the instruction-count guard
    /// (checks/perf/guard.py) can count the reader threads' work too (`--toggle-collect=*readerThreadMain*`).
    @inline(never)
    private static func readerThreadMain(_ queue: IndexQueue, _ body: (Int) -> Void) {
        while let i = queue.next() { body(i) }
    }

    /// `body()` on a reader thread of its own, its result returned to the caller.
    static func run<T>(_ body: () -> T) -> T {
        let result = Box<T>()
        withoutActuallyEscaping(body) { body in
            nonisolated(unsafe) let body = body
            forEach(1, threads: 1) { _ in result.value = body() }
        }
        return result.value!
    }

    /// The next index to read, shared by the reader threads.
    private final class IndexQueue: @unchecked Sendable {
        private let lock = POSIX.Lock()
        private var index = 0
        private let count: Int

        init(_ count: Int) { self.count = count }

        func next() -> Int? {
            lock.withLock {
                guard index < count else { return nil }
                defer { index += 1 }
                return index
            }
        }
    }

    /// A result written by the one thread that computes it, read after that thread is joined.
    private final class Box<T>: @unchecked Sendable {
        var value: T?
    }
}
