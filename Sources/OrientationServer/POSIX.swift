import CProcessSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The module's platform layer: the C library calls that need more than a plain call, written once (as
/// SwiftNIO keeps its system calls in `SystemCallHelpers.swift`). `read(2)` and `write(2)` are retried when a
/// signal interrupts them (`EINTR`, "Interrupted function call", POSIX `errno.h`), and the names that members
/// elsewhere shadow (`write`, `open`, `exit`) are reached from file scope here, so no other file names a C
/// library module.
enum POSIX {
    /// One `write(2)`, repeated while a signal interrupts it: the bytes written, or -1 with `errno` set.
    static func write(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
        while true {
            let written = systemWrite(fd, bytes, count)
            if written >= 0 || errno != EINTR { return written }
        }
    }

    /// Writes all of `bytes`, however many calls it takes; false (with `errno` set) when a write fails.
    @discardableResult
    static func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        var offset = 0
        while offset < bytes.count {
            let written = write(fd, base + offset, bytes.count - offset)
            if written < 0 { return false }
            offset += written
        }
        return true
    }

    /// One `read(2)`, repeated while a signal interrupts it: the bytes read (0 at the end), or -1 with `errno`
    /// set.
    static func read(_ fd: Int32, into buffer: UnsafeMutableRawBufferPointer) -> Int {
        while true {
            let count = systemRead(fd, buffer.baseAddress, buffer.count)
            if count >= 0 || errno != EINTR { return count }
        }
    }

    /// `open(2)`: a file descriptor, or -1 with `errno` set.
    static func open(_ path: String, _ flags: Int32, mode: mode_t = 0) -> Int32 {
        systemOpen(path, flags, mode)
    }

    /// `exit(3)`: ends the process with `status` (ArgumentParser's `exit(withError:)` shadows the name in commands).
    static func exit(_ status: Int32) -> Never {
        systemExit(status)
    }

    /// The process environment, `NAME=value` strings up to a null pointer (`environ(7)`; Darwin hands it to
    /// Swift only through `_NSGetEnviron`).
    static var environment: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> {
        #if canImport(Darwin)
        _NSGetEnviron()!.pointee!
        #else
        environ
        #endif
    }
}

// At file scope the C library's names are not shadowed by `POSIX`'s own members.
private func systemWrite(_ fd: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int { write(fd, bytes, count) }
private func systemRead(_ fd: Int32, _ bytes: UnsafeMutableRawPointer?, _ count: Int) -> Int { read(fd, bytes, count) }
private func systemOpen(_ path: String, _ flags: Int32, _ mode: mode_t) -> Int32 { open(path, flags, mode) }
private func systemExit(_ status: Int32) -> Never { exit(status) }

// MARK: - Processes, for the upload worker (UploadWorker/)

extension POSIX {
    /// A pipe whose two ends are closed on `exec`, so a spawned worker inherits only the ends it is given as its
    /// standard streams: `(read, write)`, or nil with `errno` set.
    static func pipe() -> (read: Int32, write: Int32)? {
        var fds: [Int32] = [-1, -1]
        guard orientation_pipe_cloexec(&fds) == 0 else { return nil }
        return (fds[0], fds[1])
    }

    /// Makes reads and writes on `fd` return at once instead of blocking.
    static func setNonBlocking(_ fd: Int32) {
        let flags = fcntl(fd, F_GETFL)
        _ = fcntl(fd, F_SETFL, flags | O_NONBLOCK)
    }

    static func close(_ fd: Int32) { _ = systemClose(fd) }

    /// Starts `path` with `arguments` (the first is its own name) and the given standard streams, with this
    /// process's environment plus `extraEnvironment` (`NAME=value`): the child's pid, or the error.
    static func spawn(
        _ path: String, arguments: [String], extraEnvironment: [String], stdin: Int32, stdout: Int32, stderr: Int32
    ) -> Result<pid_t, SpawnError> {
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t? = nil
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, stdin, 0)
        posix_spawn_file_actions_adddup2(&actions, stdout, 1)
        posix_spawn_file_actions_adddup2(&actions, stderr, 2)
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) }
        argv.append(nil)
        defer { for p in argv { free(p) } }
        var env: [UnsafeMutablePointer<CChar>?] = extraEnvironment.map { strdup($0) }
        let overridden = Set(extraEnvironment.map { $0.prefix { $0 != "=" } })
        var inherited = environment
        while let entry = inherited.pointee {
            if !overridden.contains(String(cString: entry).prefix { $0 != "=" }) { env.append(strdup(entry)) }
            inherited += 1
        }
        env.append(nil)
        defer { for p in env { free(p) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, path, &actions, nil, argv, env)
        return status == 0 ? .success(pid) : .failure(SpawnError(number: status))
    }

    struct SpawnError: Error, CustomStringConvertible {
        let number: Int32
        var description: String { String(cString: strerror(number)) }
    }

    /// `poll(2)` on `fds` for at most `milliseconds`, repeated while a signal interrupts it.
    static func poll(_ fds: inout [pollfd], milliseconds: Int32) -> Int32 {
        while true {
            let ready = systemPoll(&fds, nfds_t(fds.count), milliseconds)
            if ready >= 0 || errno != EINTR { return ready }
        }
    }

    static let pollIn = Int16(POLLIN)
    static let pollOut = Int16(POLLOUT)
    static let pollEnded = Int16(POLLHUP | POLLERR | POLLNVAL)

    /// The wait status of `pid` once it has ended; with `block` false, nil while it still runs.
    static func wait(_ pid: pid_t, block: Bool) -> Int32? {
        var status: Int32 = 0
        while true {
            let r = waitpid(pid, &status, block ? 0 : WNOHANG)
            if r == pid { return status }
            if r == 0 { return nil }
            if errno != EINTR { return nil }
        }
    }

    static func kill(_ pid: pid_t, _ signal: Int32) { _ = systemKill(pid, signal) }

    /// The resident memory of process `pid` in bytes (Linux `/proc/PID/statm`), nil where the system has no
    /// such file.
    static func residentBytes(of pid: pid_t) -> Int? {
        let fd = systemOpen("/proc/\(pid)/statm", O_RDONLY | O_CLOEXEC, 0)
        guard fd >= 0 else { return nil }
        defer { _ = systemClose(fd) }
        var buffer = [UInt8](repeating: 0, count: 128)
        let count = buffer.withUnsafeMutableBytes { read(fd, into: $0) }
        guard count > 0 else { return nil }
        let fields = String(decoding: buffer[..<count], as: UTF8.self).split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    /// The path of the running executable, to start a worker of the same binary.
    static func executablePath() -> String? {
        #if canImport(Darwin)
        var size: UInt32 = 4096
        var buffer = [CChar](repeating: 0, count: Int(size))
        guard _NSGetExecutablePath(&buffer, &size) == 0 else { return nil }
        return String(cString: buffer)
        #else
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        buffer[count] = 0
        return String(cString: buffer)
        #endif
    }

    /// Caps one resource of this process (`setrlimit(2)`), soft and hard limit alike.
    static func limit(_ resource: Int32, to value: UInt64) {
        var limit = rlimit(rlim_cur: rlim_t(value), rlim_max: rlim_t(value))
        #if canImport(Glibc)
        _ = setrlimit(__rlimit_resource_t(UInt32(resource)), &limit)
        #else
        _ = setrlimit(resource, &limit)
        #endif
    }

    static var dataSegmentLimit: Int32 { Int32(RLIMIT_DATA.rawValue) }
    static var cpuTimeLimit: Int32 { Int32(RLIMIT_CPU.rawValue) }
    static var coreFileLimit: Int32 { Int32(RLIMIT_CORE.rawValue) }

    /// Asks the kernel to kill this process when its parent dies (Linux `PR_SET_PDEATHSIG`), so a worker never
    /// outlives a server that was killed outright. Elsewhere the worker ends at its CPU limit instead.
    static func dieWithParent() { orientation_die_with_parent() }

    /// Raises this process's `oom_score_adj` to the most (Linux; any process may raise its own), where the
    /// system has it.
    static func preferForOOMKiller() {
        let fd = systemOpen("/proc/self/oom_score_adj", O_WRONLY | O_CLOEXEC, 0)
        guard fd >= 0 else { return }
        _ = Array("1000".utf8).withUnsafeBytes { writeAll(fd, $0) }
        _ = systemClose(fd)
    }

    /// Lowers this process's scheduling priority by `increment` (`setpriority(2)`, as `nice` does): a worker reading
    /// a hostile upload must not take the CPU from the server's own threads, which answer the JSON endpoints and
    /// the probes.
    static func lowerPriority(by increment: Int32) {
        errno = 0
        let current = getpriority(PRIO_PROCESS_WHICH, 0)
        guard errno == 0 else { return }
        _ = setpriority(PRIO_PROCESS_WHICH, 0, min(current + increment, 19))
    }

    /// Ignores SIGPIPE, so writing to a worker that has died is an `EPIPE` error instead of the server's death.
    static func ignoreBrokenPipes() { _ = signal(SIGPIPE, SIG_IGN) }

    /// A number for the calling thread, unique among the process's live threads.
    static func threadNumber() -> UInt64 { UInt64(orientation_thread_id()) }

    /// Runs `body` on a new thread with a stack of `stackBytes` and waits for it: the readers recurse as deep as
    /// the project's nesting, so they get a stack of a known size instead of whatever the calling thread has.
    static func runOnThread(stackBytes: Int, _ body: @escaping () -> Void) {
        final class Box { let body: () -> Void; init(_ body: @escaping () -> Void) { self.body = body } }
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, stackBytes)
        let context = Unmanaged.passRetained(Box(body)).toOpaque()
        #if canImport(Darwin)
        var thread: pthread_t? = nil
        #else
        var thread = pthread_t()
        #endif
        let started = pthread_create(
            &thread, &attributes,
            { raw in
                let box = Unmanaged<Box>.fromOpaque(raw!).takeRetainedValue()
                box.body()
                return nil
            }, context)
        guard started == 0 else {
            Unmanaged<Box>.fromOpaque(context).takeRetainedValue().body()
            return
        }
        #if canImport(Darwin)
        pthread_join(thread!, nil)
        #else
        pthread_join(thread, nil)
        #endif
    }
}

private func systemClose(_ fd: Int32) -> Int32 { close(fd) }
private func systemKill(_ pid: pid_t, _ signal: Int32) -> Int32 { kill(pid, signal) }
private func systemPoll(_ fds: UnsafeMutablePointer<pollfd>, _ count: nfds_t, _ timeout: Int32) -> Int32 {
    poll(fds, count, timeout)
}

extension POSIX {
    /// True when the last call failed only because a non-blocking descriptor had nothing to give or take.
    static var wouldBlock: Bool { errno == EAGAIN || errno == EWOULDBLOCK }
}

#if canImport(Glibc)
/// `PRIO_PROCESS`, typed as Glibc's `__priority_which_t` wants it.
private let PRIO_PROCESS_WHICH = __priority_which_t(PRIO_PROCESS.rawValue)
#else
private let PRIO_PROCESS_WHICH = PRIO_PROCESS
#endif
