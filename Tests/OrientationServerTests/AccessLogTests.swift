import Foundation
import HTTPTestSupport
import Logging
import Testing

@testable import OrientationServer

/// The batched access log: the same line as the swift-log handler writes, never lost on SIGTERM, written
/// while idle, never blocking a request, never split.
@Suite("Access log", .serialized)
struct AccessLogTests {
    static var binary: String { ServerProcess.builtProduct("orientation-server") }

    /// Records one line through an ``AccessLog`` writing to a pipe, drains it, and returns what came out.
    static func recorded(_ format: LogFormat, path: String, requestID: String) throws -> String {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        let log = AccessLog(format: format, fileDescriptor: ends[1])
        log.record(
            method: "GET", path: path, status: 404, durationMicros: 1234, bytes: 143,
            requestID: requestID, remote: "127.0.0.1")
        log.drain()
        close(ends[1])
        let output = FileHandle(fileDescriptor: ends[0], closeOnDealloc: true).readDataToEndOfFile()
        return String(decoding: output, as: UTF8.self)
    }

    /// The line the swift-log handler writes for the same request (the access log's format before batching).
    static func handlerLine(_ format: LogFormat, path: String, requestID: String) -> String {
        StderrLogHandler(label: "access", format: format, level: .info).line(
            level: .info, message: "request",
            metadata: [
                "method": .string("GET"), "path": .string(path), "status": .stringConvertible(404),
                "duration_us": .stringConvertible(1234), "bytes": .stringConvertible(143),
                "request_id": .string(requestID), "remote": .string("127.0.0.1"),
            ])
    }

    /// Drops the timestamp, which differs by the milliseconds between the two calls.
    static func withoutTime(_ line: String) -> Substring {
        line.hasPrefix("{") ? line.drop { $0 != "," } : line.drop { $0 != " " }
    }

    @Test(
        "The line matches the swift-log handler's line field for field, in both formats",
        arguments: [LogFormat.text, .json], ["/v1/decide", "/a \"quoted\\ path\u{7}ü"])
    func sameLineAsHandler(format: LogFormat, path: String) throws {
        let line = try Self.recorded(format, path: path, requestID: "id-1")
        let expected = Self.handlerLine(format, path: path, requestID: "id-1")
        #expect(Self.withoutTime(line) == Self.withoutTime(expected))
        #expect(line.prefix(4).allSatisfy(\.isNumber) || line.hasPrefix("{\"time\":\"2"))
    }

    @Test(
        "A line recorded with the request id and address as bytes (the server's way) is the line recorded from strings",
        arguments: [LogFormat.text, .json])
    func bytesLineIsStringLine(format: LogFormat) throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        let log = AccessLog(format: format, fileDescriptor: ends[1])
        var id = "id-\"1\""
        var remote = "::1"
        id.withUTF8 { id in
            remote.withUTF8 { remote in
                log.record(
                    method: "GET", path: "/v1/decide", status: 404, durationMicros: 1234, bytes: 143, requestID: id,
                    remote: remote)
            }
        }
        log.record(
            method: "GET", path: "/v1/decide", status: 404, durationMicros: 1234, bytes: 143, requestID: "id-\"1\"",
            remote: "::1")
        log.drain()
        close(ends[1])
        let output = FileHandle(fileDescriptor: ends[0], closeOnDealloc: true).readDataToEndOfFile()
        let lines = String(decoding: output, as: UTF8.self).split(separator: "\n").map(String.init)
        #expect(lines.count == 2)
        #expect(lines.count == 2 && Self.withoutTime(lines[0]) == Self.withoutTime(lines[1]))
        #expect(lines.first?.contains("::1") == true)
    }

    @Test(
        "Each line carries its own time: lines in one second share the date, and a new second, a new day or a clock set back shows in the next line")
    func eachLineHasItsOwnTime() throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        let log = AccessLog(format: .text, fileDescriptor: ends[1])
        let stamps: [(seconds: Int, milliseconds: Int, expected: String)] = [
            (1_700_000_000, 123, "2023-11-14T22:13:20.123Z"),
            (1_700_000_000, 999, "2023-11-14T22:13:20.999Z"),
            (1_700_000_001, 5, "2023-11-14T22:13:21.005Z"),
            (1_699_999_999, 0, "2023-11-14T22:13:19.000Z"),
            (1_704_067_199, 500, "2023-12-31T23:59:59.500Z"),
            (1_704_067_200, 1, "2024-01-01T00:00:00.001Z"),
        ]
        for stamp in stamps {
            log.record(
                method: "GET", path: "/healthz", status: 200, durationMicros: 1, bytes: 15, requestID: "id",
                remote: "127.0.0.1", at: timespec(tv_sec: stamp.seconds, tv_nsec: stamp.milliseconds * 1_000_000))
        }
        log.drain()
        close(ends[1])
        let output = FileHandle(fileDescriptor: ends[0], closeOnDealloc: true).readDataToEndOfFile()
        let times = String(decoding: output, as: UTF8.self).split(separator: "\n").map { $0.prefix { $0 != " " } }
        #expect(times == stamps.map { Substring($0.expected) })
    }

    @Test("Every request answered before SIGTERM has its line on stderr when the process exits")
    func sigtermFlushesEveryLine() throws {
        let server = try ServerProcess(executable: Self.binary, arguments: ["--port", "0", "--log-format", "json"])
        let client = try server.connect()
        let count = 200
        for _ in 0..<count { #expect(try client.exchange(RawHTTPRequest("GET", "/healthz")).status == 200) }
        server.signal(SIGTERM)
        #expect(server.waitForExit() == 0)
        #expect(Self.accessEntries(server.stderrLines).count == count)
    }

    @Test("A line reaches stderr while the server is idle, without more requests or a shutdown")
    func idleLineIsWritten() throws {
        let server = try ServerProcess(executable: Self.binary, arguments: ["--port", "0", "--log-format", "json"])
        _ = try server.connect().exchange(RawHTTPRequest("GET", "/healthz"))
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: .seconds(10))
        while Self.accessEntries(server.stderrLines).isEmpty && clock.now < deadline {
            sleep(for: .milliseconds(10))
        }
        #expect(Self.accessEntries(server.stderrLines).count == 1)
        server.signal(SIGTERM)
        #expect(server.waitForExit() == 0)
    }

    @Test("Lines recorded on several threads at once all come out whole, each thread's in the order it recorded them")
    func threadsKeepTheirOrder() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("access-\(UUID().uuidString).log").path
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        #expect(fd >= 0)
        defer { unlink(path) }
        let log = AccessLog(format: .json, fileDescriptor: fd)
        let threads = 4
        let perThread = 3000  // past the 64 KB flush size on every thread
        DispatchQueue.concurrentPerform(iterations: threads) { t in
            for i in 0..<perThread {
                log.record(
                    method: "GET", path: "/t\(t)/" + String(repeating: "x", count: i % 200), status: 200,
                    durationMicros: 1, bytes: 15, requestID: "\(t)-\(i)", remote: "127.0.0.1")
            }
        }
        log.drain()
        close(fd)
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == threads * perThread)
        #expect(log.droppedLines == 0)
        var next = [Int](repeating: 0, count: threads)
        for line in lines {
            let entry = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            let id = try #require((entry["request_id"] as? String)?.split(separator: "-").compactMap { Int($0) })
            #expect(id.count == 2 && id[1] == next[id[0]], "thread \(id.first ?? -1) out of order")
            if id.count == 2 { next[id[0]] = id[1] + 1 }
        }
    }

    /// Pipe writes up to PIPE_BUF are atomic, so the log writes whole lines in chunks of at most that size; a line
    /// longer than that goes alone.
    @Test(
        "Each write is the whole lines that fit in the limit, or one longer line alone",
        arguments: [
            ("aaa\nbbb\n", 100, 8), ("aaa\nbbb\n", 8, 8), ("aaa\nbbb\n", 7, 4), ("aaa\nbbb\n", 4, 4),
            ("aaaaaaaa\nb\n", 4, 9), ("aaaaaaaa\nb\n", 9, 9), ("aaaaaaaa\nb\n", 10, 9), ("aaaaaaaa\nb\n", 11, 11),
        ])
    func wholeLinesPerWrite(text: String, limit: Int, expected: Int) {
        let bytes = Array(text.utf8)
        let chunk = bytes.withUnsafeBufferPointer { AccessLog.wholeLines(in: $0.baseAddress!, count: $0.count, atMost: limit) }
        #expect(chunk == expected)
    }

    @Test("Lines from concurrent connections stay whole: every line is one JSON object and none is missing")
    func concurrentLinesStayWhole() throws {
        let server = try ServerProcess(executable: Self.binary, arguments: ["--port", "0", "--log-format", "json"])
        let clients = 4
        let perClient = 150
        DispatchQueue.concurrentPerform(iterations: clients) { index in
            guard let client = try? server.connect() else { return }
            for request in 0..<perClient {
                // Paths of different lengths, so lines of different sizes cross batch boundaries.
                let path = "/client\(index)/" + String(repeating: "x", count: (request * 37) % 900)
                _ = try? client.exchange(RawHTTPRequest("GET", path))
            }
        }
        server.signal(SIGTERM)
        #expect(server.waitForExit() == 0)
        let accessLines = server.stderrLines.filter { $0.contains("\"label\":\"access\"") }
        #expect(accessLines.count == clients * perClient)
        for line in accessLines {
            #expect((try? JSONSerialization.jsonObject(with: Data(line.utf8))) != nil, "split line: \(line.prefix(80))")
        }
    }

    @Test("When stderr is a full pipe nobody reads, requests are still answered and dropped lines are counted")
    func fullStderrDropsAndCounts() throws {
        let port = try Self.freePort()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.binary)
        process.arguments = ["--port", "\(port)", "--log-format", "json"]
        let unread = Pipe()  // never read: fills after 64 KB
        process.standardError = unread
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        defer {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        var client: RawHTTPConnection?
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: .seconds(10))
        while client == nil && clock.now < deadline {
            client = try? RawHTTPConnection(host: "127.0.0.1", port: port, readTimeout: .seconds(10))
            if client == nil { sleep(for: .milliseconds(20)) }
        }
        let connection = try #require(client)
        // 4 KB paths: the pipe and the log's buffer together hold a few hundred such lines.
        let longPath = "/" + String(repeating: "p", count: 4000)
        for _ in 0..<1000 { #expect(try connection.exchange(RawHTTPRequest("GET", longPath)).status == 404) }
        let metrics = try connection.exchange(RawHTTPRequest("GET", "/metrics"))
        #expect(metrics.status == 200)
        let text = String(decoding: metrics.body, as: UTF8.self)
        let counter = text.split(separator: "\n").first { $0.hasPrefix("orientation_access_log_dropped_lines_total ") }
        let dropped = counter.flatMap { Int($0.split(separator: " ").last!) }
        #expect((dropped ?? 0) > 0, "\(counter ?? "no counter")")
    }

    static func accessEntries(_ lines: [String]) -> [[String: Any]] {
        lines.compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
            .filter { $0["label"] as? String == "access" }
    }

    /// A port nothing listens on right now (bound to port 0, read back, closed).
    static func freePort() throws -> Int {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) }
        }
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        return Int(UInt16(bigEndian: address.sin_port))
    }
}
