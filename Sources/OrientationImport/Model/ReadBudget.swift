/// The CPU time one source file may take to read. The readers are linear in what they parse, but the walks
/// that relate facts within a file (every call against the bindings of its scope) are not bounded that way, and
/// a file that outruns its budget is skipped and listed (`import-source-too-complex`) rather than holding a
/// reader thread, and with it the whole import, for as long as it takes.
///
/// Checked between the reader's passes and inside the walks that can outgrow a pass (once per call or
/// assignment visited, per Objective-C statement and method); the clock is read at most once per
/// `clockInterval` checks. Time is the reading thread's own CPU time (`POSIX.threadCPUNanoseconds`), so a file
/// is refused on a loaded machine exactly when it is on an idle one. Used by one thread at a time.
final class ReadBudget: @unchecked Sendable {
    /// Checks between two reads of the clock.
    static let clockInterval = 64

    private let limit: UInt64
    private let start: UInt64
    private var countdown = 0
    /// Sticky: once spent, every later check is too.
    private(set) var isSpent = false

    /// A budget of `nanoseconds` of CPU time from now, on the calling thread.
    init(nanoseconds: UInt64) {
        limit = nanoseconds
        start = POSIX.threadCPUNanoseconds()
    }

    /// No limit: for reads outside an import (the recognisers' own tests).
    static var unlimited: ReadBudget { ReadBudget(nanoseconds: .max) }

    /// Throws `import-source-too-complex`, naming `file`, once the budget is spent.
    func check(_ file: String) throws(ImportError) {
        guard spent() else { return }
        throw ImportError(
            .sourceTooComplex, file: file,
            "reading it took more than its budget of \(limit / 1_000_000) ms of CPU time; the file is not read")
    }

    /// Whether the budget is spent.
    func spent() -> Bool {
        if isSpent { return true }
        countdown -= 1
        guard countdown <= 0 else { return false }
        countdown = Self.clockInterval
        let used = POSIX.threadCPUNanoseconds() &- start
        if used >= limit { isSpent = true }
        return isSpent
    }
}
