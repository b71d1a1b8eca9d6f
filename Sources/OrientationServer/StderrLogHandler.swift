import Logging

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// How log lines are written: human-readable text, or one JSON object per line for log collectors.
enum LogFormat: String, CaseIterable, Sendable {
    case text
    case json
}

/// A swift-log handler that writes one line per event to standard error.
///
/// Each line goes out in a single `write(2)` call, so lines from concurrent threads never interleave (writes
/// up to `PIPE_BUF` are atomic on pipes) and no lock or C `stderr` global is needed (Swift 6 rejects the
/// latter as shared mutable state).
///
/// Text: `2026-11-21T23:59:01.123Z info orientation-server: listening on http://127.0.0.1:8080 key=value`
/// JSON: `{"time":"2026-11-21T23:59:01.123Z","level":"info","label":"orientation-server","message":"…","key":"value"}`
struct StderrLogHandler: LogHandler {
    let label: String
    let format: LogFormat
    var logLevel: Logger.Level
    var metadata: Logger.Metadata = [:]

    init(label: String, format: LogFormat, level: Logger.Level) {
        self.label = label
        self.format = format
        self.logLevel = level
    }

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        var merged = metadata
        if let extra = event.metadata { merged.merge(extra) { $1 } }
        if let error = event.error { merged["error"] = "\(error)" }
        StderrLogHandler.write(line(level: event.level, message: event.message.description, metadata: merged))
    }

    func line(level: Logger.Level, message: String, metadata: Logger.Metadata) -> String {
        let time = Timestamp.now()
        let keys = metadata.keys.sorted()
        switch format {
        case .text:
            var line = "\(time) \(level) \(label): \(message)"
            for key in keys { line += " \(key)=\(metadata[key]!)" }
            return line + "\n"
        case .json:
            var line =
                "{\"time\":\"\(time)\",\"level\":\"\(level)\",\"label\":" + JSONText.quote(label)
                + ",\"message\":" + JSONText.quote(message)
            for key in keys where !["time", "level", "label", "message"].contains(key) {
                line += "," + JSONText.quote(key) + ":" + JSONText.value(metadata[key]!)
            }
            return line + "}\n"
        }
    }

    /// Writes a complete line to file descriptor 2.
    static func write(_ line: String) {
        var line = line
        _ = line.withUTF8 { POSIX.writeAll(2, UnsafeRawBufferPointer($0)) }
    }
}

/// UTC timestamps with milliseconds, from `clock_gettime` and `gmtime_r` (no Foundation formatter per line).
enum Timestamp {
    static func now() -> String {
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

/// Just enough JSON output for log lines (RFC 8259 section 7 string escaping).
enum JSONText {
    static func quote(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    static func value(_ value: Logger.MetadataValue) -> String {
        switch value {
        case .string(let text): return quote(text)
        case .stringConvertible(let convertible):
            if let number = convertible as? any BinaryInteger { return "\(number)" }
            if let flag = convertible as? Bool { return flag ? "true" : "false" }
            return quote(convertible.description)
        case .array(let items): return "[" + items.map(JSONText.value).joined(separator: ",") + "]"
        case .dictionary(let entries):
            return "{"
                + entries.keys.sorted().map { quote($0) + ":" + JSONText.value(entries[$0]!) }
                .joined(separator: ",") + "}"
        }
    }
}
