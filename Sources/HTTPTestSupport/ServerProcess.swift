import Foundation
import Synchronization

/// Runs a server executable as a child process for end-to-end tests, and learns its port from the
/// `listening on http://HOST:PORT` line it writes to standard error (start it with `--port 0`).
///
/// ```swift
/// let server = try ServerProcess(executable: ServerProcess.builtProduct("orientation-server"))
/// let response = try server.connect().exchange(RawHTTPRequest("GET", "/healthz"))
/// server.signal(SIGTERM)
/// #expect(server.waitForExit() == 0)
/// ```
package final class ServerProcess: @unchecked Sendable {
    /// The bound host as announced (brackets removed for IPv6).
    package let host: String
    /// The bound port as announced.
    package let port: Int
    private let process: Process
    private let lines: LineBuffer
    private let reader: Thread

    /// Starts `executable` and waits for its "listening on" line.
    /// - Throws: ``ServerProcessError`` if the process exits or stays silent for `startupTimeout`.
    package init(
        executable: String, arguments: [String] = ["--port", "0"], environment: [String: String] = [:],
        startupTimeout: Duration = .seconds(10)
    ) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        var merged = ProcessInfo.processInfo.environment
        for (key, value) in environment { merged[key] = value }
        process.environment = merged
        let pipe = Pipe()
        process.standardError = pipe
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        self.process = process

        let collected = LineBuffer()
        self.lines = collected
        let handle = pipe.fileHandleForReading
        reader = Thread {
            var pending = Data()
            while true {
                let chunk = handle.availableData
                if chunk.isEmpty { break }
                pending.append(chunk)
                while let newline = pending.firstIndex(of: 10) {
                    let line = String(decoding: pending[pending.startIndex..<newline], as: UTF8.self)
                    pending.removeSubrange(pending.startIndex...newline)
                    collected.lines.withLock { $0.append(line) }
                }
            }
            collected.finished.store(true, ordering: .releasing)
        }
        reader.start()

        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: startupTimeout)
        while true {
            if let (host, port) = collected.lines.withLock({ $0.lazy.compactMap(ServerProcess.announcement).first }) {
                self.host = host
                self.port = port
                return
            }
            if !process.isRunning || clock.now >= deadline {
                if process.isRunning { process.terminate() }
                process.waitUntilExit()
                collected.waitUntilFinished()
                throw ServerProcessError.didNotStart(
                    status: process.terminationStatus,
                    stderr: collected.lines.withLock { $0 })
            }
            sleep(for: .milliseconds(5))
        }
    }

    deinit {
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
    }

    /// Every line the process has written to standard error so far (all of them once ``waitForExit(timeout:)``
    /// has returned a status).
    package var stderrLines: [String] { lines.lines.withLock { $0 } }

    /// The child's process id.
    package var pid: Int32 { process.processIdentifier }

    /// Sends a signal (e.g. `SIGTERM`, `SIGINT`).
    package func signal(_ signal: Int32) {
        kill(process.processIdentifier, signal)
    }

    /// Waits for the process to exit and returns its status, or nil if it is still running after `timeout`.
    package func waitForExit(timeout: Duration = .seconds(15)) -> Int32? {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: timeout)
        while process.isRunning {
            if clock.now >= deadline { return nil }
            sleep(for: .milliseconds(5))
        }
        lines.waitUntilFinished()
        return process.terminationStatus
    }

    /// Opens a raw connection to the server.
    package func connect(readTimeout: Duration = .seconds(10)) throws -> RawHTTPConnection {
        let connection = try RawHTTPConnection(host: host, port: port, readTimeout: readTimeout)
        connection.owner = self  // the process lives as long as its clients
        return connection
    }

    /// The path of an executable product built next to the running test bundle (`.build/<config>/<name>`).
    package static func builtProduct(_ name: String) -> String {
        let me = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        return URL(fileURLWithPath: me).deletingLastPathComponent().appendingPathComponent(name).path
    }

    /// Parses `... listening on http://HOST:PORT ...` (text or JSON log line).
    static func announcement(in line: String) -> (String, Int)? {
        guard let start = line.range(of: "listening on http://") else { return nil }
        let rest = line[start.upperBound...]
        let address = rest.prefix { !" \"\\,}".contains($0) }
        guard let colon = address.lastIndex(of: ":"), let port = Int(address[address.index(after: colon)...]) else {
            return nil
        }
        var host = String(address[..<colon])
        if host.hasPrefix("[") && host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
        if host == "0.0.0.0" { host = "127.0.0.1" }
        if host == "::" { host = "::1" }
        return (host, port)
    }
}

/// Lines read from the child's standard error, shared with the reader thread.
private final class LineBuffer: Sendable {
    let lines = Mutex<[String]>([])
    /// Set when the reader saw end-of-file: every line the process wrote is in `lines`.
    let finished = Atomic<Bool>(false)

    /// Waits (briefly) until the reader has drained the pipe after the process exited.
    func waitUntilFinished(timeout: Duration = .seconds(2)) {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: timeout)
        while !finished.load(ordering: .acquiring) && clock.now < deadline { sleep(for: .milliseconds(1)) }
    }
}

/// Why a ``ServerProcess`` could not be used.
package enum ServerProcessError: Error, CustomStringConvertible {
    /// The process exited, or never announced its port, before the startup timeout.
    case didNotStart(status: Int32, stderr: [String])

    package var description: String {
        switch self {
        case .didNotStart(let status, let stderr):
            "server did not announce 'listening on' (status \(status)); stderr:\n" + stderr.joined(separator: "\n")
        }
    }
}
