import OrientationAPI

/// The progress lines an upload worker writes to its standard error (`UploadProgress`), one per event, so the
/// server can name the file being read when the worker crashes or overruns. Any other line on that stream (a
/// runtime's fatal-error text) is kept as the worker's last words.
enum WorkerProgressLine {
    /// Starts every progress line; a runtime never writes it.
    static let marker: UInt8 = 0x01

    static func encode(_ progress: UploadProgress, thread: UInt64) -> [UInt8] {
        switch progress {
        case .reading(let path): return line("R", thread: thread, path: path)
        case .finished(let path): return line("D", thread: thread, path: path)
        case .linting:
            return [marker] + Array("L\n".utf8)
        }
    }

    private static func line(_ kind: String, thread: UInt64, path: String) -> [UInt8] {
        // A hostile archive may name a file with a newline in it: control bytes become `?` (the name is only ever
        // shown in a message).
        let shown = path.utf8.map { $0 < 0x20 || $0 == 0x7F ? UInt8(ascii: "?") : $0 }
        return [marker] + Array("\(kind) \(thread) ".utf8) + shown + [0x0A]
    }

    /// One line (without its newline): the thread and what it reported, or nil when the line is not progress.
    static func decode(_ line: ArraySlice<UInt8>) -> (thread: UInt64, progress: UploadProgress)? {
        guard line.first == marker else { return nil }
        let text = String(decoding: line.dropFirst(), as: UTF8.self)
        if text == "L" { return (0, .linting) }
        let parts = text.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
        guard parts.count == 3, let thread = UInt64(parts[1]) else { return nil }
        switch parts[0] {
        case "R": return (thread, .reading(String(parts[2])))
        case "D": return (thread, .finished(String(parts[2])))
        default: return nil
        }
    }
}
