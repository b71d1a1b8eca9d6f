#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The access log: one line per request, the same line ``StderrLogHandler`` writes for an `info` event labelled
/// `access` with message `request`, but formatted straight into a byte buffer and written to standard error in
/// batches, the way nginx's `access_log … buffer=size flush=time` does.
///
/// Requests append whole lines to a bounded buffer under a short lock; a writer thread takes the buffer and
/// writes it in one `write(2)` call when it passes ``flushBytes`` or ``flushInterval`` after the first line,
/// whichever comes first. A request never waits on standard error: when the writer is stuck (a full pipe nobody
/// reads), the buffer fills and further lines are dropped and counted (``droppedLines``). ``drain()`` writes what
/// is left; the server calls it after the HTTP drain on SIGTERM so no answered request loses its line.
final class AccessLog: @unchecked Sendable {
    let format: LogFormat
    /// Past this many buffered bytes the writer is woken at once.
    static let flushBytes = 64 * 1024
    /// Lines never wait longer than this before the writer takes them.
    static let flushInterval: Duration = .milliseconds(100)
    /// Bytes the buffer holds at most; lines that do not fit are dropped.
    let capacity: Int

    // Guarded by `lock`: `pending` holds `count` bytes of whole lines.
    private var lock = pthread_mutex_t()
    private var wake = pthread_cond_t()
    private var pending: UnsafeMutablePointer<UInt8>
    private var count = 0
    private var spare: UnsafeMutablePointer<UInt8>
    private var dropped = 0
    /// `YYYY-MM-DDTHH:MM:SS.` of ``cachedSecond``: converting seconds to a calendar date (`gmtime_r`) and spelling
    /// six fields cost about half of a line's instructions, and every line in the same second shares them
    /// (callgrind, BENCHMARKS.md Session 6). Guarded by `lock`.
    private let secondText = UnsafeMutablePointer<UInt8>.allocate(capacity: LineWriter.secondTextLength)
    private var cachedSecond: Int = .min
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
        pending = .allocate(capacity: capacity)
        spare = .allocate(capacity: capacity)
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

    /// Lines dropped because the buffer was full (standard error not keeping up).
    var droppedLines: Int {
        pthread_mutex_lock(&lock)
        defer { pthread_mutex_unlock(&lock) }
        return dropped
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
        pthread_mutex_lock(&lock)
        if time.tv_sec != cachedSecond {
            var text = LineWriter(base: secondText, start: 0, end: LineWriter.secondTextLength)
            text.secondText(time.tv_sec)
            cachedSecond = time.tv_sec
        }
        var line = LineWriter(base: pending, start: count, end: capacity)
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
        if line.overflowed {
            dropped += 1
            onDrop?()
        } else {
            let before = count
            count = line.position
            // Wake the writer for the first line of a batch (it starts the flush interval) and when the batch
            // passes the flush size; every other line only copies bytes.
            if before == 0 || (before < Self.flushBytes && count >= Self.flushBytes) { pthread_cond_signal(&wake) }
        }
        pthread_mutex_unlock(&lock)
    }

    /// Stops the writer thread and writes every buffered line. Call it once no request can still be answered
    /// (after the HTTP server's shutdown). Bounded: when standard error has not taken a byte for about a
    /// second (a full pipe nobody reads), the rest is counted as dropped and shutdown goes on.
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
            dropLines(in: pending, count: count)
            count = 0
            pthread_mutex_unlock(&lock)
            return
        }
        pthread_mutex_unlock(&lock)
        pthread_join(writer, nil)
        flushNow(giveUpAfterMilliseconds: 1000)
    }

    /// Counts the lines in `count` bytes as dropped. Called with `lock` held.
    private func dropLines(in bytes: UnsafeMutablePointer<UInt8>, count: Int) {
        for index in 0..<count where bytes[index] == UInt8(ascii: "\n") {
            dropped += 1
            onDrop?()
        }
    }

    private func writerLoop() {
        pthread_mutex_lock(&lock)
        while !stopping {
            if count == 0 {
                pthread_cond_wait(&wake, &lock)
                continue
            }
            if count < Self.flushBytes {
                // A first line is waiting: give others up to the flush interval to join it.
                var deadline = timespec()
                clock_gettime(CLOCK_MONOTONIC, &deadline)
                deadline.tv_nsec += 100_000_000
                if deadline.tv_nsec >= 1_000_000_000 { deadline.tv_sec += 1; deadline.tv_nsec -= 1_000_000_000 }
                pthread_cond_timedwait(&wake, &lock, &deadline)
                if stopping { break }
            }
            pthread_mutex_unlock(&lock)
            flushNow()
            pthread_mutex_lock(&lock)
        }
        writerFinished = true
        pthread_cond_broadcast(&wake)
        pthread_mutex_unlock(&lock)
    }

    /// Takes the buffered lines and writes them in one batch, outside the request lock. With a time limit, writes
    /// at most `PIPE_BUF` bytes each time standard error is writable (so no write blocks) and gives up when it
    /// stays full that long.
    private func flushNow(giveUpAfterMilliseconds limit: Int32? = nil) {
        pthread_mutex_lock(&writeLock)
        defer { pthread_mutex_unlock(&writeLock) }
        pthread_mutex_lock(&lock)
        let batch = pending
        let length = count
        pending = spare
        count = 0
        pthread_mutex_unlock(&lock)
        spare = batch
        var offset = 0
        while offset < length {
            var chunk = length - offset
            if let limit {
                var ready = pollfd(fd: fileDescriptor, events: Int16(POLLOUT), revents: 0)
                if poll(&ready, 1, limit) <= 0 {
                    pthread_mutex_lock(&lock)
                    dropLines(in: batch + offset, count: length - offset)
                    pthread_mutex_unlock(&lock)
                    return
                }
                chunk = min(chunk, Int(PIPE_BUF))
            }
            let written = write(fileDescriptor, batch + offset, chunk)
            if written < 0 { if errno == EINTR { continue } else { break } }
            offset += written
        }
    }
}

/// Appends to a fixed span of bytes and notes, instead of growing, when the line does not fit.
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
