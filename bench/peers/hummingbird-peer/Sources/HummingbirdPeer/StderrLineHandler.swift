import Logging

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A swift-log handler writing the service's text line to standard error, one `write(2)` per event:
/// `2026-11-21T23:59:01.123Z info access: request bytes=3100 duration_us=57 method=POST path=/v1/decide ...`
/// (timestamp, level, label, message, then the metadata sorted by key), so the peer's access log carries the
/// same fields in the same form as orientation-server's at `--log-level info`.
///
/// This is how a Swift server usually logs: swift-log's `Logger` with a stream handler, each line written when it
/// is logged. (orientation-server formats the same line into a buffer and writes batches; see BENCHMARKS.md.)
struct StderrLineHandler: LogHandler {
    let label: String
    var logLevel: Logger.Level
    var metadata: Logger.Metadata = [:]

    init(label: String, level: Logger.Level) {
        self.label = label
        self.logLevel = level
    }

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        var merged = metadata
        if let extra = event.metadata { merged.merge(extra) { $1 } }
        var line = "\(Self.timestamp()) \(event.level) \(label): \(event.message)"
        for key in merged.keys.sorted() { line += " \(key)=\(merged[key]!)" }
        line += "\n"
        Self.write(line)
    }

    /// Writes a whole line to file descriptor 2 (lines from concurrent requests never interleave).
    static func write(_ line: String) {
        var line = line
        line.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = writeToFileDescriptor(2, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0 { if errno == EINTR { continue } else { return } }
                offset += written
            }
        }
    }

    /// UTC with milliseconds, `2026-11-21T23:59:01.123Z`.
    static func timestamp() -> String {
        var spec = timespec()
        clock_gettime(CLOCK_REALTIME, &spec)
        var seconds = spec.tv_sec
        var parts = tm()
        gmtime_r(&seconds, &parts)
        func pad(_ value: Int32, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return "\(pad(parts.tm_year + 1900, 4))-\(pad(parts.tm_mon + 1, 2))-\(pad(parts.tm_mday, 2))T"
            + "\(pad(parts.tm_hour, 2)):\(pad(parts.tm_min, 2)):\(pad(parts.tm_sec, 2))."
            + "\(pad(Int32(spec.tv_nsec / 1_000_000), 3))Z"
    }
}

/// libc's `write(2)`, reached from file scope, where ``StderrLineHandler/write(_:)`` does not shadow it.
private func writeToFileDescriptor(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(fd, bytes, count)
}
