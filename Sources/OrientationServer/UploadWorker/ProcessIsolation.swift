import OrientationAPI
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs each project upload in a worker process of this same binary (`upload-worker`), so that a reader that
/// crashes, recurses past its stack, loops or allocates without end on a hostile project ends only that worker:
/// the server answers `import-reader-failed` and keeps serving.
///
/// Why a process and not a thread: a stack overflow or a trap in swift-syntax or in our own readers ends the
/// whole process, and a thread cannot be stopped from outside; a process can be killed, and the kernel frees all
/// it held. The cost is one `posix_spawn` and the copy of the archive through a pipe per upload (measured in
/// docs/robustness.md).
///
/// The worker is watched from here: a wall-clock `deadline`, its resident memory against `memoryLimitBytes`
/// (read from `/proc` every poll), and a shutdown deadline set by `beginShutdown` so that SIGTERM's grace period
/// holds whatever a reader is doing. The worker also caps itself (RLIMIT_DATA, RLIMIT_CPU, no core file) in case
/// this process dies first, and the kernel kills it with its parent (Linux `PR_SET_PDEATHSIG`).
final class ProcessIsolation: UploadIsolation {
    struct Settings: Sendable {
        /// The binary to start (this one).
        var executable: String
        var deadline: Duration
        var memoryLimitBytes: Int
        var maxUploadBytes: Int
        var version: String
    }

    let settings: Settings
    /// When set, running workers are stopped at this instant (the end of the shutdown grace period).
    private let shutdownDeadline = Mutex<ContinuousClock.Instant?>(nil)
    private static let pollMilliseconds: Int32 = 50

    init(settings: Settings) {
        self.settings = settings
        POSIX.ignoreBrokenPipes()
    }

    /// From now on, every running and future worker is stopped at `instant`; its upload is answered 503
    /// `import-interrupted`, so the HTTP server's drain ends within its grace period.
    func beginShutdown(stopBy instant: ContinuousClock.Instant) {
        shutdownDeadline.withLock { $0 = instant }
    }

    func run(_ request: APIRequest) throws(APIProblem) -> APIResponse {
        let run = try start()
        let ending = watch(run, sending: [WorkerFrame.head(of: request), request.body])
        switch ending {
        case .answered(let bytes):
            let answer: WorkerFrame.Answer
            do throws(WorkerFrame.Malformed) {
                answer = try WorkerFrame.decodeAnswer(bytes)
            } catch {
                throw failure("ended without a readable answer", run: run)
            }
            switch answer {
            case .response(let response): return response
            case .problem(let problem): throw problem
            }
        case .overran:
            throw failure(
                "did not finish within \(Self.seconds(settings.deadline)) s (--import-timeout); it was stopped",
                run: run)
        case .outgrew(let bytes):
            throw failure(
                "used \(bytes >> 20) MiB, more than its limit of \(settings.memoryLimitBytes >> 20) MiB "
                    + "(--import-memory-limit); it was stopped", run: run)
        case .interrupted:
            throw APIProblem(
                .importInterrupted,
                "the server is shutting down and stopped reading this upload; send it again (to another instance)")
        case .ended(let status):
            if run.lastWords.contains("Could not allocate memory") || run.lastWords.contains("out of memory") {
                throw failure("ran out of memory (its data segment is capped)", run: run)
            }
            if let signal = Self.signal(in: status) {
                throw failure("crashed (\(Self.signalName(signal)))", run: run)
            }
            throw failure("ended without an answer (exit status \((status >> 8) & 0xFF))", run: run)
        }
    }

    // MARK: - One worker

    /// A started worker and what it has said so far.
    final class Run {
        let pid: Int32
        let input: Int32
        let output: Int32
        let errors: Int32
        /// The file each reading thread announced last and has not finished.
        var reading: [UInt64: String] = [:]
        var linting = false
        /// The worker's standard error that is not progress (a runtime's fatal-error text), at most 4 KiB.
        var lastWords = ""

        init(pid: Int32, input: Int32, output: Int32, errors: Int32) {
            self.pid = pid
            self.input = input
            self.output = output
            self.errors = errors
        }
    }

    private func start() throws(APIProblem) -> Run {
        guard let stdin = POSIX.pipe(), let stdout = POSIX.pipe(), let stderr = POSIX.pipe() else {
            throw APIProblem(.importInterrupted, "the server could not start a reader process (no pipe); retry")
        }
        let arguments = [
            "orientation-server", "upload-worker",
            "--data-limit-mib", String(max(settings.memoryLimitBytes >> 20, 64) * 4),
            "--cpu-seconds", String(Self.seconds(settings.deadline) * 2 + 5),
            "--max-upload-bytes", String(settings.maxUploadBytes),
            "--report-version", settings.version,
        ]
        // Swift's crash backtracer would spend seconds symbolicating a stack overflow thousands of frames deep,
        // and turn the signal into an abort: the server reports the crash itself.
        let spawned = POSIX.spawn(
            settings.executable, arguments: arguments, extraEnvironment: ["SWIFT_BACKTRACE=enable=no"], stdin: stdin.read, stdout: stdout.write,
            stderr: stderr.write)
        for fd in [stdin.read, stdout.write, stderr.write] { POSIX.close(fd) }
        switch spawned {
        case .success(let pid):
            for fd in [stdin.write, stdout.read, stderr.read] { POSIX.setNonBlocking(fd) }
            return Run(pid: pid, input: stdin.write, output: stdout.read, errors: stderr.read)
        case .failure(let error):
            for fd in [stdin.write, stdout.read, stderr.read] { POSIX.close(fd) }
            throw APIProblem(.importInterrupted, "the server could not start a reader process (\(error)); retry")
        }
    }

    enum Ending {
        case answered([UInt8])
        case overran
        case outgrew(Int)
        case interrupted
        /// Ended on its own without a complete answer: the raw wait status.
        case ended(Int32)
    }

    /// Feeds the request, collects the answer and the progress lines, and stops the worker when it overruns a
    /// deadline or its memory limit. Always reaps the worker and closes its pipes.
    /// `parts`: the frame, written to the worker's input one after the other.
    private func watch(_ run: Run, sending parts: [[UInt8]]) -> Ending {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: settings.deadline)
        let total = parts.reduce(0) { $0 + $1.count }
        var sent = 0
        var inputOpen = true
        var outputOpen = true
        var errorsOpen = true
        var answer: [UInt8] = []
        var errorLine: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        var stopped: Ending?
        defer {
            if inputOpen { POSIX.close(run.input) }
            if outputOpen { POSIX.close(run.output) }
            if errorsOpen { POSIX.close(run.errors) }
        }
        while outputOpen || errorsOpen {
            if sent == total && inputOpen {
                POSIX.close(run.input)
                inputOpen = false
            }
            var fds: [pollfd] = []
            if inputOpen { fds.append(pollfd(fd: run.input, events: POSIX.pollOut, revents: 0)) }
            if outputOpen { fds.append(pollfd(fd: run.output, events: POSIX.pollIn, revents: 0)) }
            if errorsOpen { fds.append(pollfd(fd: run.errors, events: POSIX.pollIn, revents: 0)) }
            _ = POSIX.poll(&fds, milliseconds: Self.pollMilliseconds)
            for fd in fds where fd.revents != 0 {
                if fd.fd == run.input {
                    let written = Self.write(parts, from: sent, to: run.input)
                    if written > 0 {
                        sent += written
                    } else if fd.revents & POSIX.pollEnded != 0 || written < 0 && !POSIX.wouldBlock {
                        // The worker stopped reading (it died): what it says on its other streams tells why.
                        POSIX.close(run.input)
                        inputOpen = false
                        sent = total
                    }
                    continue
                }
                let count = chunk.withUnsafeMutableBytes { POSIX.read(fd.fd, into: $0) }
                if count > 0 {
                    if fd.fd == run.output { answer += chunk[..<count] } else { heard(chunk[..<count], line: &errorLine, in: run) }
                } else if count == 0 || !POSIX.wouldBlock {
                    POSIX.close(fd.fd)
                    if fd.fd == run.output { outputOpen = false } else { errorsOpen = false }
                }
            }
            if let reason = overrun(run, deadline: deadline, clock: clock) {
                stopped = reason
                break
            }
        }
        if let stopped {
            POSIX.kill(run.pid, SIGKILL)
            _ = POSIX.wait(run.pid, block: true)
            return stopped
        }
        // Both streams ended: the worker is exiting. Wait for it, but never past the deadlines.
        while true {
            if let status = POSIX.wait(run.pid, block: false) {
                let exitedCleanly = status & 0x7F == 0 && (status >> 8) & 0xFF == 0
                return exitedCleanly && !answer.isEmpty ? .answered(answer) : .ended(status)
            }
            if let reason = overrun(run, deadline: deadline, clock: clock) {
                POSIX.kill(run.pid, SIGKILL)
                _ = POSIX.wait(run.pid, block: true)
                return reason
            }
            var none: [pollfd] = []
            _ = POSIX.poll(&none, milliseconds: 5)
        }
    }

    /// Why the worker must be stopped now, if it must.
    private func overrun(_ run: Run, deadline: ContinuousClock.Instant, clock: ContinuousClock) -> Ending? {
        let now = clock.now
        if let stopBy = shutdownDeadline.withLock({ $0 }), now >= stopBy { return .interrupted }
        if now >= deadline { return .overran }
        if let resident = POSIX.residentBytes(of: run.pid), resident > settings.memoryLimitBytes {
            return .outgrew(resident)
        }
        return nil
    }

    /// Splits the worker's standard error into lines: progress updates `run`, anything else is kept.
    private func heard(_ bytes: ArraySlice<UInt8>, line: inout [UInt8], in run: Run) {
        for byte in bytes {
            guard byte == 0x0A else {
                if line.count < 4096 { line.append(byte) }
                continue
            }
            if let (thread, progress) = WorkerProgressLine.decode(line[...]) {
                switch progress {
                case .reading(let path): run.reading[thread] = path
                case .finished(let path): if run.reading[thread] == path { run.reading[thread] = nil }
                case .linting:
                    run.linting = true
                    run.reading = [:]
                }
            } else if run.lastWords.utf8.count < 4096 {
                run.lastWords += String(decoding: line, as: UTF8.self) + "\n"
            }
            line.removeAll(keepingCapacity: true)
        }
    }

    /// `import-reader-failed`, naming what the worker was doing when it stopped.
    private func failure(_ what: String, run: Run) -> APIProblem {
        var detail = "the project reader " + what
        let files = Set(run.reading.values).sorted()
        if run.linting {
            detail += " while linting the project (every file had been read)"
        } else if files.count == 1 {
            detail += " while reading \(files[0])"
        } else if !files.isEmpty {
            detail += " while reading one of: " + files.joined(separator: ", ")
        }
        detail += "; the server is unharmed. If the project builds with Xcode, please report this file's shape."
        return APIProblem(.importReaderFailed, detail)
    }

    static func seconds(_ duration: Duration) -> Int64 { duration.components.seconds }

    /// Writes what of `parts` (taken as one run of bytes) lies from `offset` on, as much of the part that holds
    /// `offset` as the pipe takes; what `write` returned.
    private static func write(_ parts: [[UInt8]], from offset: Int, to fd: Int32) -> Int {
        var start = 0
        for part in parts {
            if offset < start + part.count {
                let skip = offset - start
                return part.withUnsafeBytes { POSIX.write(fd, $0.baseAddress! + skip, part.count - skip) }
            }
            start += part.count
        }
        return 0
    }

    /// The signal that ended a process, from its wait status; nil when it exited.
    static func signal(in status: Int32) -> Int32? {
        let signal = status & 0x7F
        return signal != 0 && signal != 0x7F ? signal : nil
    }

    static func signalName(_ signal: Int32) -> String {
        switch signal {
        case SIGSEGV: "SIGSEGV, a stack overflow or bad memory access"
        case SIGBUS: "SIGBUS"
        case SIGILL: "SIGILL, a runtime trap"
        case SIGTRAP: "SIGTRAP, a runtime trap"
        case SIGABRT: "SIGABRT"
        case SIGKILL: "SIGKILL"
        case SIGXCPU: "SIGXCPU, its CPU time limit"
        default: "signal \(signal)"
        }
    }
}
