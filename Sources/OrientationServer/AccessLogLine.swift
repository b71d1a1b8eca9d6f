#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One request's access line: the same fields, names, order and spelling as the line ``StderrLogHandler``
/// writes for an `info` event labelled `access` with message `request` (its metadata sorted by key), so a log
/// reader sees one format whether a line came through swift-log or through ``AccessLog``'s buffers.
///
/// A value with no state of its own: ``write(_:time:secondText:into:)`` only writes bytes into the
/// ``LineWriter`` it is given, so the access log can format a line straight into a thread's buffer.
struct AccessLogLine {
    var method: String
    var path: String
    var status: Int
    var durationMicros: Int64
    var bytes: Int
    var requestID: String
    var remote: String

    /// Writes the line and its newline in `format`, stamped with `time` (wall clock). `secondText` holds
    /// ``LineWriter/secondText(_:)`` of `time.tv_sec`: the access log keeps it per thread for the current second.
    func write(_ format: LogFormat, time: timespec, secondText: UnsafePointer<UInt8>, into line: inout LineWriter) {
        var requestID = requestID
        var remote = remote
        requestID.withUTF8 { requestID in
            remote.withUTF8 { remote in
                Self.write(
                    format, method: method, path: path, status: status, durationMicros: durationMicros, bytes: bytes,
                    requestID: requestID, remote: remote, time: time, secondText: secondText, into: &line)
            }
        }
    }

    /// The line of a request whose id and client address are UTF-8 bytes, as the server has them (the address
    /// formatted on the stack, never a `String`), so writing the line makes no string at all.
    static func write(
        _ format: LogFormat, method: String, path: String, status: Int, durationMicros: Int64, bytes: Int,
        requestID: UnsafeBufferPointer<UInt8>, remote: UnsafeBufferPointer<UInt8>, time: timespec,
        secondText: UnsafePointer<UInt8>, into line: inout LineWriter
    ) {
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
            line.bytes(remote)
            line.ascii(" request_id=")
            line.bytes(requestID)
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
    }
}
