import CAllocCounter

/// Keeps a value alive and opaque to the optimizer, so a benchmarked call cannot be removed as dead code.
@_optimize(none) @inline(never)
func blackHole<T>(_ value: T) {}

/// One micro-benchmark: a name, the performance target it checks (if any, docs/performance.md), and the operation, run once per call.
struct Benchmark {
    var name: String
    /// The target in nanoseconds per operation, when docs/performance.md sets one.
    var targetNanoseconds: Double?
    /// True when the target is zero heap allocations for this operation.
    var mustNotAllocate = false
    var operation: () -> Void
}

/// What one benchmark measured.
struct Measurement {
    var benchmark: Benchmark
    /// Median and minimum over the rounds, in nanoseconds per operation.
    var medianNanoseconds: Double
    var minimumNanoseconds: Double
    var allocationsPerOperation: Double
    var freesPerOperation: Double
    var bytesPerOperation: Double
    var iterationsPerRound: Int
    var rounds: Int

    var meetsTarget: Bool? {
        var verdicts: [Bool] = []
        if let t = benchmark.targetNanoseconds { verdicts.append(medianNanoseconds < t) }
        if benchmark.mustNotAllocate { verdicts.append(allocationsPerOperation == 0) }
        return verdicts.isEmpty ? nil : !verdicts.contains(false)
    }
}

/// A plain release-mode harness, lighter than ordo-one/benchmark and enough for these numbers: warm up,
/// pick an iteration count so a round lasts about `roundMilliseconds`, time `rounds` rounds with
/// `ContinuousClock`, then count allocations over one more round. Timing and counting use the same rounds'
/// code path; the counter is thread-local and costs a few instructions per malloc.
struct Harness {
    var rounds = 7
    var roundMilliseconds = 100
    var fixedIterations: Int?

    func measure(_ benchmark: Benchmark) -> Measurement {
        let clock = ContinuousClock()
        // Warm up and calibrate.
        var iterations = fixedIterations ?? 1
        if fixedIterations == nil {
            while true {
                let elapsed = clock.measure { for _ in 0..<iterations { benchmark.operation() } }
                if elapsed >= .milliseconds(roundMilliseconds / 4) || iterations >= 1 << 30 {
                    let perOp = Double(elapsed.nanoseconds) / Double(iterations)
                    iterations = max(1, Int(Double(roundMilliseconds) * 1e6 / max(perOp, 0.01)))
                    break
                }
                iterations *= 4
            }
        } else {
            for _ in 0..<min(iterations, 1000) { benchmark.operation() }
        }

        var perOperation: [Double] = []
        for _ in 0..<rounds {
            let elapsed = clock.measure { for _ in 0..<iterations { benchmark.operation() } }
            perOperation.append(Double(elapsed.nanoseconds) / Double(iterations))
        }
        perOperation.sort()

        let countIterations = min(iterations, 10_000)
        let before = alloc_counter_snapshot()
        for _ in 0..<countIterations { benchmark.operation() }
        let after = alloc_counter_snapshot()
        let n = Double(countIterations)
        return Measurement(
            benchmark: benchmark,
            medianNanoseconds: perOperation[perOperation.count / 2],
            minimumNanoseconds: perOperation[0],
            allocationsPerOperation: Double(after.allocations - before.allocations) / n,
            freesPerOperation: Double(after.frees - before.frees) / n,
            bytesPerOperation: Double(after.bytes - before.bytes) / n,
            iterationsPerRound: iterations,
            rounds: rounds
        )
    }
}

extension Duration {
    var nanoseconds: Int64 {
        let (seconds, attoseconds) = components
        return seconds * 1_000_000_000 + attoseconds / 1_000_000_000
    }
}
