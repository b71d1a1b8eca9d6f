import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The access log: one line per request, the same line ``StderrLogHandler`` writes for an `info` event labelled
/// `access` with message `request`, but formatted straight into a byte buffer and written to standard error in
/// batches, the way nginx's `access_log … buffer=size flush=time` does.
///
/// Each thread that records lines has its own buffer (``ThreadLines``), so pool threads never write the same
/// memory or wait on the same lock: with one shared buffer, every line was formatted under a lock that every
/// thread takes for every request, which costs more the more threads a server runs. A writer thread takes each thread's buffer and writes it in
/// one `write(2)` call when one passes ``flushBytes`` or ``flushInterval`` after a first line, whichever comes
/// first. Lines stay whole and keep their order within a thread; lines of different threads are written batch by
/// batch, each with its own time stamp. A request never waits on standard error: when the writer is stuck (a
/// full pipe nobody reads), a thread's buffer fills and further lines are dropped and counted (``droppedLines``).
/// ``drain()`` writes what is left; the server calls it after the HTTP drain on SIGTERM so no answered request
/// loses its line.
final class AccessLog: @unchecked Sendable {
    let format: LogFormat
    /// Past this many buffered bytes in one thread's buffer the writer is woken at once.
    static let flushBytes = 64 * 1024
    /// Lines never wait longer than this before the writer takes them.
    static let flushInterval: Duration = .milliseconds(100)
    /// Bytes each thread's buffer holds at most; lines that do not fit are dropped. Memory is only touched as
    /// lines fill it, so an idle pool thread costs nothing.
    let capacity: Int

    /// One recording thread's lines, in two buffers: the thread appends to one while the writer writes the other.
    /// Only that thread appends; the writer takes the lock only to swap the buffers.
    final class ThreadLines {
        let buffers: (UnsafeMutablePointer<UInt8>, UnsafeMutablePointer<UInt8>)
        /// Which buffer the thread fills (0 or 1) and how far: `count` bytes of whole lines.
        struct Filling {
            var current = 0
            var count = 0
            var dropped = 0
            /// The second ``secondText`` spells. Kept here rather than as a stored property of the class, whose
            /// every access would be a runtime exclusivity check; the lock is held anyway while a line is written.
            var cachedSecond: Int = .min
        }
        let filling = Mutex(Filling())
        /// `YYYY-MM-DDTHH:MM:SS.` of `filling`'s `cachedSecond`: converting seconds to a calendar date (`gmtime_r`) and
        /// spelling six fields cost about half of a line's instructions, and every line in the same second shares
        /// them (callgrind, BENCHMARKS.md Session 6). Only the owning thread touches them.
        let secondText = UnsafeMutablePointer<UInt8>.allocate(capacity: LineWriter.secondTextLength)

        init(capacity: Int) {
            buffers = (.allocate(capacity: capacity), .allocate(capacity: capacity))
        }

        deinit {
            buffers.0.deallocate()
            buffers.1.deallocate()
            secondText.deallocate()
        }

        func buffer(_ index: Int) -> UnsafeMutablePointer<UInt8> { index == 0 ? buffers.0 : buffers.1 }
    }

    /// Each recording thread's ``ThreadLines`` (unretained; `threads` owns them). A constant: reading a `var` of
    /// a class is a runtime exclusivity check on every line.
    private let key: pthread_key_t
    // Guarded by `lock`, whose condition wakes the writer: the registry, the writer's state, and lines the
    // writer had to drop.
    private let lock = ConditionLock()
    private var threads: [ThreadLines] = []
    /// A line is waiting in a buffer that was empty: the writer takes it within the flush interval. Set once
    /// per interval, so the other threads' first lines do not wake the writer again.
    private var firstLineWaiting = false
    /// A thread's buffer passed the flush size: the writer takes the buffers now.
    private var batchFull = false
    private var dropped = 0
    private var stopping = false
    private var writerFinished = false
    private var writer = pthread_t()
    /// Serialises writes by the writer thread and ``drain()``, so batches leave in order.
    private let writeLock = Mutex(())
    private let fileDescriptor: Int32
    /// Told about each dropped line (the server counts them in `/metrics`).
    private let onDrop: (@Sendable () -> Void)?

    init(
        format: LogFormat, capacity: Int = 1 << 20, fileDescriptor: Int32 = 2,
        onDrop: (@Sendable () -> Void)? = nil
    ) {
        self.format = format
        self.onDrop = onDrop
        self.capacity = capacity
        self.fileDescriptor = fileDescriptor
        var key = pthread_key_t()
        precondition(pthread_key_create(&key, nil) == 0, "pthread_key_create failed")
        self.key = key
        let context = Unmanaged.passRetained(self).toOpaque()
        let started = pthread_create(
            &writer, nil,
            { context in
                let log = Unmanaged<AccessLog>.fromOpaque(context!).takeRetainedValue()
                log.writerLoop()
                return nil
            }, context)
        precondition(started == 0, "cannot start the access log writer thread")
    }

    deinit {
        pthread_key_delete(key)
    }

    /// Lines dropped because a buffer was full (standard error not keeping up).
    var droppedLines: Int {
        var (total, list) = lock.withLock { (dropped, threads) }
        for t in list { total += t.filling.withLock { $0.dropped } }
        return total
    }

    /// This thread's buffer, made and registered on its first line, passed to `body` without a retain (`threads`
    /// keeps it alive as long as the log).
    private func withThreadLines<R>(_ body: (ThreadLines) -> R) -> R {
        if let stored = pthread_getspecific(key) {
            return Unmanaged<ThreadLines>.fromOpaque(stored)._withUnsafeGuaranteedRef(body)
        }
        let lines = ThreadLines(capacity: capacity)
        lock.withLock { threads.append(lines) }
        pthread_setspecific(key, Unmanaged.passUnretained(lines).toOpaque())
        return body(lines)
    }

    /// Appends one access line. Never blocks on standard error.
    func record(
        method: String, path: String, status: Int, durationMicros: Int64, bytes: Int, requestID: String,
        remote: String
    ) {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        record(
            method: method, path: path, status: status, durationMicros: durationMicros, bytes: bytes,
            requestID: requestID, remote: remote, at: time)
    }

    /// ``record(method:path:status:durationMicros:bytes:requestID:remote:)`` with the request id and the client's
    /// address as UTF-8 bytes: the server's adapter formats the address on the stack instead of making a `String`.
    func record(
        method: String, path: String, status: Int, durationMicros: Int64, bytes: Int,
        requestID: UnsafeBufferPointer<UInt8>, remote: UnsafeBufferPointer<UInt8>
    ) {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        record(at: time) { format, secondText, line in
            AccessLogLine.write(
                format, method: method, path: path, status: status, durationMicros: durationMicros, bytes: bytes,
                requestID: requestID, remote: remote, time: time, secondText: secondText, into: &line)
        }
    }

    /// ``record(method:path:status:durationMicros:bytes:requestID:remote:)`` stamped with `time` (wall clock).
    func record(
        method: String, path: String, status: Int, durationMicros: Int64, bytes: Int, requestID: String,
        remote: String, at time: timespec
    ) {
        let entry = AccessLogLine(
            method: method, path: path, status: status, durationMicros: durationMicros, bytes: bytes,
            requestID: requestID, remote: remote)
        record(at: time) { format, secondText, line in
            entry.write(format, time: time, secondText: secondText, into: &line)
        }
    }

    /// Appends the line `write` formats (in ``format``, from the second's text of `time`) to this thread's buffer,
    /// or counts it as dropped when it does not fit.
    private func record(
        at time: timespec, _ write: (LogFormat, UnsafePointer<UInt8>, inout LineWriter) -> Void
    ) {
        let (overflowed, wakeWriter, filledBatch) = withThreadLines { t in
            t.filling.withLock { filling in
                if time.tv_sec != filling.cachedSecond {
                    var text = LineWriter(base: t.secondText, start: 0, end: LineWriter.secondTextLength)
                    text.secondText(time.tv_sec)
                    filling.cachedSecond = time.tv_sec
                }
                var line = LineWriter(base: t.buffer(filling.current), start: filling.count, end: capacity)
                write(format, t.secondText, &line)
                if line.overflowed {
                    filling.dropped += 1
                    return (true, false, false)
                }
                let before = filling.count
                filling.count = line.position
                // Wake the writer for the first line of a batch (it starts the flush interval) and when the batch
                // passes the flush size; every other line only copies bytes. Decided under the lock: once it is
                // released the writer may swap the buffers and reset the count.
                let filledBatch = before < Self.flushBytes && filling.count >= Self.flushBytes
                return (false, before == 0 || filledBatch, filledBatch)
            }
        }
        if overflowed { onDrop?() }
        if wakeWriter {
            lock.withLock {
                if filledBatch {
                    batchFull = true
                    lock.signal()
                } else if !firstLineWaiting {
                    firstLineWaiting = true
                    lock.signal()
                }
            }
        }
    }

    /// Writes every buffered line and stops the writer. Called once, at shutdown. If standard error takes
    /// nothing for a second, the remaining lines are counted as dropped and the call returns anyway.
    func drain() {
        lock.lock()
        stopping = true
        lock.broadcast()
        let deadline = MonotonicDeadline.after(.seconds(1))
        while !writerFinished {
            if lock.wait(until: deadline) { break }
        }
        guard writerFinished else {
            // The writer is stuck in write(2): what is buffered cannot go out.
            lock.unlock()
            dropEveryBufferedLine()
            return
        }
        lock.unlock()
        pthread_join(writer, nil)
        flushNow(giveUpAfterMilliseconds: 1000)
    }

    /// Empties every thread's buffer, counting its lines as dropped (standard error takes nothing).
    private func dropEveryBufferedLine() {
        let list = lock.withLock { threads }
        for t in list {
            let lines = t.filling.withLock { filling in
                let lines = Self.lineCount(in: t.buffer(filling.current), count: filling.count)
                filling.count = 0
                return lines
            }
            countDropped(lines)
        }
    }

    private static func lineCount(in bytes: UnsafeMutablePointer<UInt8>, count: Int) -> Int {
        var lines = 0
        for index in 0..<count where bytes[index] == UInt8(ascii: "\n") { lines += 1 }
        return lines
    }

    private func countDropped(_ lines: Int) {
        guard lines > 0 else { return }
        lock.withLock { dropped += lines }
        for _ in 0..<lines { onDrop?() }
    }

    private func writerLoop() {
        lock.lock()
        while !stopping {
            if !firstLineWaiting && !batchFull {
                lock.wait()
                continue
            }
            // A first line is waiting: give others up to the flush interval to join it, unless a batch fills.
            let deadline = MonotonicDeadline.after(Self.flushInterval)
            while !batchFull && !stopping {
                if lock.wait(until: deadline) { break }
            }
            if stopping { break }
            firstLineWaiting = false
            batchFull = false
            lock.unlock()
            flushNow()
            lock.lock()
        }
        writerFinished = true
        lock.broadcast()
        lock.unlock()
    }

    /// Takes each thread's buffered lines and writes them, one `write(2)` per thread's batch.
    private func flushNow(giveUpAfterMilliseconds limit: Int32? = nil) {
        writeLock.withLock { _ in
            let list = lock.withLock { threads }
            for t in list {
                let (taken, length) = t.filling.withLock { filling in
                    let taken = filling.current
                    let length = filling.count
                    filling.current = 1 - taken
                    filling.count = 0
                    return (taken, length)
                }
                guard writeBatch(t.buffer(taken), length: length, giveUpAfterMilliseconds: limit) else { return }
            }
        }
    }

    /// Writes `length` bytes of whole lines; false when standard error took nothing for `limit` milliseconds (the
    /// rest of this batch, and of every other thread's, is then counted as dropped).
    ///
    /// Each `write(2)` ends at a line boundary and is at most `PIPE_BUF` bytes when the lines allow: writes that size
    /// are atomic on a pipe, so the server's other log lines (``StderrLogHandler``, one write each) can land between
    /// two chunks but never inside an access line. A single batch write was not: a line logged during it could
    /// split an access line.
    private func writeBatch(
        _ batch: UnsafeMutablePointer<UInt8>, length: Int, giveUpAfterMilliseconds limit: Int32?
    ) -> Bool {
        var offset = 0
        while offset < length {
            if let limit {
                var ready = pollfd(fd: fileDescriptor, events: Int16(POLLOUT), revents: 0)
                if poll(&ready, 1, limit) <= 0 {
                    countDropped(Self.lineCount(in: batch + offset, count: length - offset))
                    dropEveryBufferedLine()
                    return false
                }
            }
            let chunk = Self.wholeLines(in: batch + offset, count: length - offset, atMost: Int(PIPE_BUF))
            let written = POSIX.write(fileDescriptor, batch + offset, chunk)
            if written < 0 { break }
            offset += written
        }
        return true
    }

    /// How many of `count` bytes to write next: the whole lines within `atMost` bytes, or the first line alone
    /// when it is longer than that.
    static func wholeLines(in bytes: UnsafePointer<UInt8>, count: Int, atMost limit: Int) -> Int {
        if count <= limit { return count }
        var end = limit
        while end > 0 {
            if bytes[end - 1] == UInt8(ascii: "\n") { return end }
            end -= 1
        }
        end = limit
        while end < count {
            if bytes[end] == UInt8(ascii: "\n") { return end + 1 }
            end += 1
        }
        return count
    }
}
