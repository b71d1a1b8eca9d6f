import OrientationPolicy

/// The mask algebra the engine runs on every decision (intersection with the app mask, membership, emptiness,
/// the first supported orientation): its target is zero heap allocations (docs/performance.md).
enum MaskAlgebraBenchmark {
    /// Sixteen masks, including empty and invalid-bit values, read through an opaque array so the optimizer
    /// cannot fold the algebra into constants.
    nonisolated(unsafe) static var masks: [InterfaceOrientationMask] = (0..<16).map {
        InterfaceOrientationMask(rawValue: UInt($0) << 1)
    }

    /// One operation = for 16 mask pairs: intersection, union, subtraction, superset test, contains, count,
    /// first, isEmpty. Reports ns per mask pair when divided by 16 (the table prints per operation).
    static func run() -> Int {
        var accumulator = 0
        let app: InterfaceOrientationMask = .allButUpsideDown
        masks.withUnsafeBufferPointer { buffer in
            for mask in buffer {
                let effective = mask.intersection(app)
                let widened = effective.union(.portrait).subtracting(.portraitUpsideDown)
                if widened.isSuperset(of: .landscape) { accumulator &+= 1 }
                if effective.contains(InterfaceOrientation.landscapeRight) { accumulator &+= 2 }
                accumulator &+= effective.count
                if let first = widened.first { accumulator &+= first.rawValue }
                if effective.isEmpty { accumulator &+= 7 }
            }
        }
        return accumulator
    }
}
