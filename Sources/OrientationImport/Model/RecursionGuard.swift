/// Counts how many levels deep a recursive reader is, for the recursion a syntax tree's depth does not bound: a
/// body evaluator moves from one statement to the rest of the list by a call (`if cond { return a }` followed by
/// the rest), and from a variable to the value bound to it, so a body of 100,000 such statements would otherwise
/// recurse 100,000 deep. Beyond `limit` the reader answers "unknown" instead of recursing. Used by one thread.
final class RecursionGuard {
    let limit: Int
    private var depth = 0

    init(limit: Int = SourceReadLimits.bodyRecursion) { self.limit = limit }

    /// Enters one level: false when that passes `limit`. Every call is paired with `leave()` (a `defer` written
    /// before it), whatever it returns.
    func enter() -> Bool {
        depth += 1
        return depth <= limit
    }

    func leave() { depth -= 1 }
}
