import Synchronization

/// Bounds how many project uploads (`POST /v1/import`, `POST /v1/lint` with an archive) are imported at once.
///
/// An upload is read, expanded and parsed in memory, about 2.5 times its expanded size (docs/containers.md), and
/// it holds one of the server's few worker threads for up to a second or two. Unbounded, a handful of large
/// uploads at once could exceed a container's memory limit, or take every worker thread so that `/healthz`
/// stops answering and the pod is restarted. Past the bound an upload is refused at once with 503
/// `import-busy` and `Retry-After`, and the JSON endpoints keep their threads.
package final class ImportGate: Sendable {
    /// How many imports may run at once (at least 1).
    package let capacity: Int
    private let running = Atomic<Int>(0)

    package init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    /// Takes a place when one is free; false when `capacity` imports are already running.
    package func tryEnter() -> Bool {
        var current = running.load(ordering: .relaxed)
        while current < capacity {
            let (exchanged, original) = running.compareExchange(
                expected: current, desired: current + 1, ordering: .acquiringAndReleasing)
            if exchanged { return true }
            current = original
        }
        return false
    }

    /// Gives back the place `tryEnter` took.
    package func leave() {
        running.subtract(1, ordering: .releasing)
    }

    /// Imports running now (for tests and metrics).
    package var inUse: Int { running.load(ordering: .relaxed) }
}
