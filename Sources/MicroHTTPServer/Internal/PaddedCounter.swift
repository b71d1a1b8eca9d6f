import Synchronization

/// An atomic counter in an object padded past a cache line, so no other object's fields follow it on the line
/// its writes keep moving between cores (only what the allocator placed just before it can share that line).
final class PaddedCounter: Sendable {
    private let value = Atomic<Int>(0)
    private let padding: (Int, Int, Int, Int, Int, Int, Int, Int) = (0, 0, 0, 0, 0, 0, 0, 0)

    func add(_ delta: Int) { value.wrappingAdd(delta, ordering: .relaxed) }
    func load() -> Int { value.load(ordering: .relaxed) }
}
