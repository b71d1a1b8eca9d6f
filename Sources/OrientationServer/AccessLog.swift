#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
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

    /// One recording thread's lines. Only that thread appends; the writer takes the lock only to swap buffers.
    final class ThreadLines {
        var lock = pthread_mutex_t()
        // Guarded by `lock`: `pending` holds `count` bytes of whole lines.
        var pending: UnsafeMutablePointer<UInt8>
        var count = 0
        var dropped = 0
        /// Only the writer (under `AccessLog.writeLock`) touches it.
        var spare: UnsafeMutablePointer<UInt8>
        /// `YYYY-MM-DDTHH:MM:SS.` of ``cachedSecond``: converting seconds to a calendar date (`gmtime_r`) and
        /// spelling six fields cost about half of a line's instructions, and every line in the same second shares
        /// them (callgrind, BENCHMARKS.md Session 6). Only the owning thread touches them.
        let secondText = UnsafeMutablePointer<UInt8>.allocate(capacity: LineWriter.secondTextLength)
        var cachedSecond: Int = .min

        init(capacity: Int) {
            pending = .allocate(capacity: capacity)
            spare = .allocate(capacity: capacity)
            pthread_mutex_init(&lock, nil)
        }

        deinit {
            pending.deallocate()
            spare.deallocate()
            secondText.deallocate()
            pthread_mutex_destroy(&lock)
        }
    }

    /// Each recording thread's ``ThreadLines`` (unretained; `threads` owns them).
    private var key = pthread_key_t()
    // Guarded by `lock`: the registry, the writer's state, and lines the writer had to drop.
    private var lock = pthread_mutex_t()
    private var wake = pthread_cond_t()
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
    private var writeLock = pthread_mutex_t()
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
        precondition(pthread_key_create(&key, nil) == 0, "pthread_key_create failed")
        pthread_mutex_init(&lock, nil)
        pthread_mutex_init(&writeLock, nil)
        var attributes = pthread_condattr_t()
        pthread_condattr_init(&attributes)
        pthread_condattr_setclock(&attributes, CLOCK_MONOTONIC)
        pthread_cond_init(&wake, &attributes)
        pthread_condattr_destroy(&attributes)
        let context = Unmanaged.passRetained(self).toOpaque()
        let started = pthread_create(&writer, nil, { context in
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
        pthread_mutex_lock(&lock)
        var total = dropped
        let list = threads
        pthread_mutex_unlock(&lock)
        for t in list {
            pthread_mutex_lock(&t.lock)
            total += t.dropped
            pthread_mutex_unlock(&t.lock)
        }
        return total
    }

    /// This thread's buffer, made and registered on its first line.
    private func threadLines() -> ThreadLines {
        if let stored = pthread_getspecific(key) {
            return Unmanaged<ThreadLines>.fromOpaque(stored).takeUnretainedValue()
        }
        let lines = ThreadLines(capacity: capacity)
        pthread_mutex_lock(&lock)
        threads.append(lines)
        pthread_mutex_unlock(&lock)
        pthread_setspecific(key, Unmanaged.passUnretained(lines).toOpaque())
        return lines
    }

    /// Appends one access line. Never blocks on standard error.
    func record(
        method: String, path: String, status: Int, durationMicros: Int64, bytes: Int, requestID: String,
        remote: String
    ) {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        record(method: method, path: path, status: status, durationMicros: durationMicros, bytes: bytes,
               requestID: requestID, remote: remote, at: time)
    }

    /// ``record(method:path:status:durationMicros:bytes:requestID:remote:)`` stamped with `time` (wall clock).
    func record(
        method: String, path: String, status: Int, durationMicros: Int64, bytes: Int, requestID: String,
        remote: String, at time: timespec
    ) {
        let t = threadLines()
        if time.tv_sec != t.cachedSecond {
            var text = LineWriter(base: t.secondText, start: 0, end: LineWriter.secondTextLength)
            text.secondText(time.tv_sec)
            t.cachedSecond = time.tv_sec
        }
        let secondText = t.secondText
        pthread_mutex_lock(&t.lock)
        var line = LineWriter(base: t.pending, start: t.count, end: capacity)
        switch format {
        case .text:
            line.timestamp(time, secondText: secondText)
            line.ascii(" info access: request bytes=")
            line.integer(Int64(bytes))
            line.ascii(" duration_us=")
            line.integer(durationMicros)
            line.ascii(" method=")
            line.text(method)
            line.ascii(" path=")
            line.text(path)
            line.ascii(" remote=")
            line.text(remote)
            line.ascii(" request_id=")
            line.text(requestID)
            line.ascii(" status=")
            line.integer(Int64(status))
            line.ascii("\n")
        case .json:
            line.ascii("{\"time\":\"")
            line.timestamp(time, secondText: secondText)
            line.ascii("\",\"level\":\"info\",\"label\":\"access\",\"message\":\"request\",\"bytes\":")
            line.integer(Int64(bytes))
            line.ascii(",\"duration_us\":")
            line.integer(durationMicros)
            line.ascii(",\"method\":")
            line.quoted(method)
            line.ascii(",\"path\":")
            line.quoted(path)
            line.ascii(",\"remote\":")
            line.quoted(remote)
            line.ascii(",\"request_id\":")
            line.quoted(requestID)
            line.ascii(",\"status\":")
            line.integer(Int64(status))
            line.ascii("}\n")
        }
        var wakeWriter = false
        // Decided under `t.lock`: once it is released the writer may swap the buffer and reset `t.count`.
        var filledBatch = false
        if line.overflowed {
            t.dropped += 1
        } else {
            let before = t.count
            t.count = line.position
            // Wake the writer for the first line of a batch (it starts the flush interval) and when the batch
            // passes the flush size; every other line only copies bytes.
            filledBatch = before < Self.flushBytes && t.count >= Self.flushBytes
            wakeWriter = before == 0 || filledBatch
        }
        pthread_mutex_unlock(&t.lock)
        if line.overflowed { onDrop?() }
        if wakeWriter {
            pthread_mutex_lock(&lock)
            if filledBatch {
                batchFull = true
                pthread_cond_signal(&wake)
            } else if !firstLineWaiting {
                firstLineWaiting = true
                pthread_cond_signal(&wake)
            }
            pthread_mutex_unlock(&lock)
        }
    }

    /// Writes every buffered line and stops the writer. Called once, at shutdown. If standard error takes
    /// nothing for a second, the remaining lines are counted as dropped and the call returns anyway.
    func drain() {
        pthread_mutex_lock(&lock)
        stopping = true
        pthread_cond_broadcast(&wake)
        var deadline = timespec()
        clock_gettime(CLOCK_MONOTONIC, &deadline)
        deadline.tv_sec += 1
        while !writerFinished {
            if pthread_cond_timedwait(&wake, &lock, &deadline) == ETIMEDOUT { break }
        }
        guard writerFinished else {
            // The writer is stuck in write(2): what is buffered cannot go out.
            pthread_mutex_unlock(&lock)
            dropEveryBufferedLine()
            return
        }
        pthread_mutex_unlock(&lock)
        pthread_join(writer, nil)
        flushNow(giveUpAfterMilliseconds: 1000)
    }

    /// Empties every thread's buffer, counting its lines as dropped (standard error takes nothing).
    private func dropEveryBufferedLine() {
        pthread_mutex_lock(&lock)
        let list = threads
        pthread_mutex_unlock(&lock)
        for t in list {
            pthread_mutex_lock(&t.lock)
            let lines = Self.lineCount(in: t.pending, count: t.count)
            t.count = 0
            pthread_mutex_unlock(&t.lock)
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
        pthread_mutex_lock(&lock)
        dropped += lines
        pthread_mutex_unlock(&lock)
        for _ in 0..<lines { onDrop?() }
    }

    private func writerLoop() {
        pthread_mutex_lock(&lock)
        while !stopping {
            if !firstLineWaiting && !batchFull {
                pthread_cond_wait(&wake, &lock)
                continue
            }
            // A first line is waiting: give others up to the flush interval to join it, unless a batch fills.
            var deadline = timespec()
            clock_gettime(CLOCK_MONOTONIC, &deadline)
            deadline.tv_nsec += 100_000_000
            if deadline.tv_nsec >= 1_000_000_000 { deadline.tv_sec += 1; deadline.tv_nsec -= 1_000_000_000 }
            while !batchFull && !stopping {
                if pthread_cond_timedwait(&wake, &lock, &deadline) == ETIMEDOUT { break }
            }
            if stopping { break }
            firstLineWaiting = false
            batchFull = false
            pthread_mutex_unlock(&lock)
            flushNow()
            pthread_mutex_lock(&lock)
        }
        writerFinished = true
        pthread_cond_broadcast(&wake)
        pthread_mutex_unlock(&lock)
    }

    /// Takes each thread's buffered lines and writes them, one `write(2)` per thread's batch.
    private func flushNow(giveUpAfterMilliseconds limit: Int32? = nil) {
        pthread_mutex_lock(&writeLock)
        defer { pthread_mutex_unlock(&writeLock) }
        pthread_mutex_lock(&lock)
        let list = threads
        pthread_mutex_unlock(&lock)
        for t in list {
            pthread_mutex_lock(&t.lock)
            let batch = t.pending
            let length = t.count
            t.pending = t.spare
            t.count = 0
            pthread_mutex_unlock(&t.lock)
            t.spare = batch
            guard writeBatch(batch, length: length, giveUpAfterMilliseconds: limit) else { return }
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
            let written = write(fileDescriptor, batch + offset, chunk)
            if written < 0 { if errno == EINTR { continue } else { break } }
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

struct LineWriter {
    let base: UnsafeMutablePointer<UInt8>
    var position: Int
    let end: Int
    var overflowed = false

    init(base: UnsafeMutablePointer<UInt8>, start: Int, end: Int) {
        self.base = base
        self.position = start
        self.end = end
    }

    mutating func byte(_ value: UInt8) {
        guard position < end else { overflowed = true; return }
        base[position] = value
        position += 1
    }

    mutating func ascii(_ text: StaticString) {
        let count = text.utf8CodeUnitCount
        guard position + count <= end else { overflowed = true; return }
        (base + position).update(from: text.utf8Start, count: count)
        position += count
    }

    mutating func text(_ text: String) {
        var text = text
        text.withUTF8 { bytes in
            guard position + bytes.count <= end else { overflowed = true; return }
            (base + position).update(from: bytes.baseAddress!, count: bytes.count)
            position += bytes.count
        }
    }

    /// A JSON string with RFC 8259 section 7 escaping, as `JSONText.quote` writes it.
    mutating func quoted(_ text: String) {
        byte(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { bytes in
            for value in bytes {
                switch value {
                case UInt8(ascii: "\""): byte(UInt8(ascii: "\\")); byte(value)
                case UInt8(ascii: "\\"): byte(UInt8(ascii: "\\")); byte(value)
                case UInt8(ascii: "\n"): byte(UInt8(ascii: "\\")); byte(UInt8(ascii: "n"))
                case UInt8(ascii: "\r"): byte(UInt8(ascii: "\\")); byte(UInt8(ascii: "r"))
                case UInt8(ascii: "\t"): byte(UInt8(ascii: "\\")); byte(UInt8(ascii: "t"))
                case 0..<0x20:
                    let hex: StaticString = "0123456789abcdef"
                    ascii("\\u00")
                    byte(hex.utf8Start[Int(value >> 4)])
                    byte(hex.utf8Start[Int(value & 0xF)])
                default: byte(value)
                }
            }
        }
        byte(UInt8(ascii: "\""))
    }

    mutating func integer(_ value: Int64) {
        if value < 0 { byte(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                     UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var used = 0
        withUnsafeMutableBytes(of: &digits) { digits in
            repeat {
                digits[used] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
                used += 1
            } while magnitude > 0
            while used > 0 {
                used -= 1
                byte(digits[used])
            }
        }
    }

    mutating func padded(_ value: Int, width: Int) {
        var divisor = 1
        for _ in 1..<width { divisor *= 10 }
        var value = value
        while divisor > 0 {
            byte(UInt8(ascii: "0") + UInt8((value / divisor) % 10))
            value %= divisor
            divisor /= 10
        }
    }

    /// The length of ``secondText(_:)``'s output, `2026-11-21T23:59:01.`.
    static let secondTextLength = 20

    /// `2026-11-21T23:59:01.`: the date and time of day of `seconds` since the epoch, in UTC, up to the dot
    /// before the milliseconds.
    mutating func secondText(_ seconds: Int) {
        var seconds = seconds
        var parts = tm()
        gmtime_r(&seconds, &parts)
        padded(Int(parts.tm_year) + 1900, width: 4)
        byte(UInt8(ascii: "-"))
        padded(Int(parts.tm_mon) + 1, width: 2)
        byte(UInt8(ascii: "-"))
        padded(Int(parts.tm_mday), width: 2)
        byte(UInt8(ascii: "T"))
        padded(Int(parts.tm_hour), width: 2)
        byte(UInt8(ascii: ":"))
        padded(Int(parts.tm_min), width: 2)
        byte(UInt8(ascii: ":"))
        padded(Int(parts.tm_sec), width: 2)
        byte(UInt8(ascii: "."))
    }

    /// `2026-11-21T23:59:01.123Z`, as `Timestamp.now()` writes it, from `secondText`, which holds
    /// ``secondText(_:)`` of `time.tv_sec` (the access log keeps it for the current second).
    mutating func timestamp(_ time: timespec, secondText: UnsafePointer<UInt8>) {
        guard position + Self.secondTextLength <= end else { overflowed = true; return }
        (base + position).update(from: secondText, count: Self.secondTextLength)
        position += Self.secondTextLength
        padded(Int(time.tv_nsec / 1_000_000), width: 3)
        byte(UInt8(ascii: "Z"))
    }
}
