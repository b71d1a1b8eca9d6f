import Foundation
import HTTPTestSupport
import Testing

/// End-to-end tests of the `orientation-server` executable: flags, environment, logs, signals.
@Suite("orientation-server executable", .serialized)
struct ExecutableTests {
    static var binary: String { ServerProcess.builtProduct("orientation-server") }

    @Test("With --port 0 it announces the bound port on stderr and serves /healthz there")
    func announcesPort() throws {
        let server = try ServerProcess(executable: Self.binary, arguments: ["--port", "0"])
        #expect(server.port > 0)
        #expect(server.stderrLines.contains { $0.contains("listening on http://127.0.0.1:\(server.port)") })
        let response = try server.connect().exchange(RawHTTPRequest("GET", "/healthz"))
        #expect(response.status == 200)
        server.signal(SIGTERM)
        #expect(server.waitForExit() == 0)
    }

    @Test("A request in flight when SIGTERM arrives still gets its 200, then the process exits 0 and the port closes")
    func sigtermDrainsInFlight() throws {
        let server = try ServerProcess(executable: Self.binary)
        let client = try server.connect()
        // Headers and half the body: the request has reached the server and is waiting for the rest.
        try client.send(
            RawHTTPRequest(
                "POST", "/v1/decide",
                headers: [
                    ("Content-Type", "application/json"),
                    ("Content-Length", "10"),
                ]
            ).head)
        try client.send("{    ")
        sleep(for: .milliseconds(200))
        server.signal(SIGTERM)
        #expect(eventually { server.stderrLines.contains { $0.contains("SIGTERM received") } })
        try client.send("    }")
        let response = try client.readResponse()
        #expect(response.status == 200)
        #expect(response.closesConnection)
        #expect(server.waitForExit() == 0)
        #expect(server.stderrLines.contains { $0.contains("stopped") })
        #expect(throws: RawHTTPError.connectFailed(errno: ECONNREFUSED)) {
            try RawHTTPConnection(port: server.port)
        }
    }

    @Test("SIGINT stops it with exit status 0 too")
    func sigint() throws {
        let server = try ServerProcess(executable: Self.binary)
        server.signal(SIGINT)
        #expect(server.waitForExit() == 0)
        #expect(server.stderrLines.contains { $0.contains("SIGINT received") })
    }

    @Test("A flag beats its environment variable; an unflagged setting comes from the environment")
    func flagBeatsEnvironment() throws {
        let server = try ServerProcess(
            executable: Self.binary, arguments: ["--port", "0"],
            environment: [
                "ORIENTATION_PORT": "1", "ORIENTATION_LOG_FORMAT": "json",
                "ORIENTATION_GIT_COMMIT": "abc1234",
            ])
        let version = try server.connect().exchange(RawHTTPRequest("GET", "/version"))
        #expect(version.text.contains("\"gitCommit\":\"abc1234\""))
        server.signal(SIGTERM)
        #expect(server.waitForExit() == 0)
        let lines = server.stderrLines
        #expect(!lines.isEmpty)
        for line in lines {
            #expect((try? JSONSerialization.jsonObject(with: Data(line.utf8))) != nil, "not JSON: \(line)")
        }
    }

    @Test(
        "An invalid environment value stops startup with status 64 and names the variable",
        arguments: [
            ("ORIENTATION_PORT", "eighty"), ("ORIENTATION_THREADS", "0"), ("ORIENTATION_LOG_LEVEL", "loud"),
            ("ORIENTATION_LOG_FORMAT", "xml"), ("ORIENTATION_MAX_BODY_BYTES", "-1"),
        ])
    func invalidEnvironment(name: String, value: String) {
        do {
            _ = try ServerProcess(executable: Self.binary, arguments: [], environment: [name: value])
            Issue.record("started despite \(name)=\(value)")
        } catch let ServerProcessError.didNotStart(status, stderr) {
            #expect(status == 64)
            let flag = "--" + name.dropFirst("ORIENTATION_".count).lowercased().replacingOccurrences(of: "_", with: "-")
            #expect(stderr.contains { $0.contains(name) || $0.contains(flag) }, "\(stderr)")
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test("Each request is access-logged with method, path, status and the X-Request-Id it was answered with")
    func accessLog() throws {
        let server = try ServerProcess(executable: Self.binary, arguments: ["--port", "0", "--log-format", "json"])
        let response = try server.connect().exchange(RawHTTPRequest("GET", "/no/such/route"))
        let requestID = try #require(response.header("X-Request-Id"))
        server.signal(SIGTERM)
        #expect(server.waitForExit() == 0)
        let entry = server.stderrLines.compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }.first { $0["label"] as? String == "access" }
        #expect(entry?["method"] as? String == "GET")
        #expect(entry?["path"] as? String == "/no/such/route")
        #expect(entry?["status"] as? Int == response.status)
        #expect(entry?["request_id"] as? String == requestID)
        #expect(entry?["remote"] as? String == "127.0.0.1")
    }

    @Test("Starting on a port in use fails with a message naming the port and a nonzero status")
    func portInUse() throws {
        let first = try ServerProcess(executable: Self.binary)
        do {
            _ = try ServerProcess(executable: Self.binary, arguments: ["--port", "\(first.port)"])
            Issue.record("second server started on a port in use")
        } catch let ServerProcessError.didNotStart(status, stderr) {
            #expect(status != 0)
            #expect(stderr.contains { $0.contains("start-failed") && $0.contains("\(first.port)") })
        }
        first.signal(SIGTERM)
        #expect(first.waitForExit() == 0)
    }

    @Test("--version prints the version and exits 0")
    func version() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.binary)
        process.arguments = ["--version"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        process.waitUntilExit()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationStatus == 0)
        #expect(text.trimmingCharacters(in: .whitespacesAndNewlines) == "1.0.0")
    }
}

/// Polls `condition` until it holds or `timeout` passes.
func eventually(within timeout: Duration = .seconds(5), _ condition: () -> Bool) -> Bool {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    while clock.now < deadline {
        if condition() { return true }
        sleep(for: .milliseconds(5))
    }
    return condition()
}
