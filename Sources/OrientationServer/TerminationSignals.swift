#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// SIGTERM and SIGINT, handled by waiting for them instead of with a signal handler.
///
/// ``block()`` must run before the HTTP server starts: threads inherit the signal mask, so no
/// libmicrohttpd thread is ever interrupted and the main thread receives the signal in ``wait()``
/// through `sigwait`, with none of a handler's async-signal-safety or Swift 6 global-state problems.
struct TerminationSignals {
    private var set = sigset_t()

    init() {
        sigemptyset(&set)
        sigaddset(&set, SIGTERM)
        sigaddset(&set, SIGINT)
    }

    /// Blocks both signals in the calling thread and every thread it starts afterwards.
    func block() {
        var set = set
        pthread_sigmask(SIG_BLOCK, &set, nil)
    }

    /// Waits for one of the signals and returns its name.
    func wait() -> String {
        var set = set
        var received: Int32 = 0
        while sigwait(&set, &received) != 0 {}
        return received == SIGTERM ? "SIGTERM" : "SIGINT"
    }
}
