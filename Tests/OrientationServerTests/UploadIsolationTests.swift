import Foundation
import HTTPTestSupport
import ImportTestSupport
import Testing

/// Project uploads are read in a worker process (`--import-isolation process`, the default): whatever the reader
/// does on a hostile project (crash, run on, grow), the server answers and keeps serving, and SIGTERM's grace
/// period holds. The failures are provoked for real: a worker killed with SIGSEGV is what a stack overflow in a
/// parser looks like from the server; an upload too large to read within one second overruns `--import-timeout 1`.
@Suite("Upload isolation: a worker process per project upload (live server)", .serialized)
struct UploadIsolationTests {
    static let infoPlist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>
        <key>UISupportedInterfaceOrientations</key><array><string>UIInterfaceOrientationPortrait</string></array>
        </dict></plist>
        """

    /// An app whose Swift takes the debug-built reader many seconds: `files` files of 1,500 methods each.
    static func slowProject(files: Int = 4) throws -> [UInt8] {
        var builder = TarArchiveBuilder(compression: .none)
        builder.addFile("App/Info.plist", infoPlist)
        for f in 0..<files {
            var text = "import UIKit\nfinal class C\(f): UIViewController {\n"
            for i in 0..<1_500 { text += "    func m\(i)() -> Int { let v = [1, 2, 3].map { $0 + \(i) }; return v.count }\n" }
            builder.addFile("App/F\(f).swift", text + "}\n")
        }
        return try builder.build()
    }

    static func upload(_ server: ServerProcess, _ archive: [UInt8], path: String = "/v1/lint") throws -> RawHTTPResponse {
        try server.connect(readTimeout: .seconds(60)).exchange(
            RawHTTPRequest("POST", path, headers: [("Content-Type", "application/x-tar")], body: archive))
    }

    static func start(_ arguments: [String]) throws -> ServerProcess {
        try ServerProcess(
            executable: ServerProcess.builtProduct("orientation-server"),
            arguments: ["--port", "0", "--max-upload-bytes", "\(64 << 20)"] + arguments)
    }

    /// The server's children (its upload workers), from Linux's `/proc/PID/task/*/children`.
    static func workers(of pid: Int32) -> [Int32] {
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
        return tasks.flatMap { task -> [Int32] in
            let text = (try? String(contentsOfFile: "/proc/\(pid)/task/\(task)/children", encoding: .utf8)) ?? ""
            return text.split(separator: " ").compactMap { Int32($0) }
        }
    }

    /// Waits until the server has started a worker, and returns it.
    static func firstWorker(of server: ServerProcess) throws -> Int32 {
        for _ in 0..<2_000 {
            if let pid = workers(of: server.pid).first { return pid }
            Thread.sleep(forTimeInterval: 0.005)
        }
        throw CancellationError()
    }

    /// Waits until process `pid` has used `seconds` of CPU time (user and system, from /proc/PID/stat): "into the
    /// reading" measured in the worker's own work, so a machine busy with other jobs only makes the wait longer.
    static func waitForCPU(of pid: Int32, seconds: Double) {
        let ticksPerSecond = Double(sysconf(Int32(_SC_CLK_TCK)))
        for _ in 0..<12_000 {
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                let close = stat.lastIndex(of: ")")
            else { return }
            // After the command name: state is field 3, utime and stime are fields 14 and 15.
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            if fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]),
                (user + system) / ticksPerSecond >= seconds
            {
                return
            }
            Thread.sleep(forTimeInterval: 0.005)
        }
    }

    /// The problem document of a response.
    static func problem(_ response: RawHTTPResponse) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any])
    }

    @Test("An upload answers byte for byte the same whether its worker process reads it or the server itself does")
    func sameAnswer() throws {
        let archive = try ProjectCommandTests.fixtureArchive()
        let isolated = try Self.start([])
        let inProcess = try Self.start(["--import-isolation", "none"])
        for path in ["/v1/lint", "/v1/import", "/v1/lint?format=sarif", "/v1/import?strip=70"] {
            let a = try isolated.connect().exchange(
                RawHTTPRequest("POST", path, headers: [("Content-Type", "application/gzip")], body: archive))
            let b = try inProcess.connect().exchange(
                RawHTTPRequest("POST", path, headers: [("Content-Type", "application/gzip")], body: archive))
            #expect(a.status == b.status, "\(path)")
            #expect(a.body == b.body, "\(path)")
            #expect(a.header("Content-Type") == b.header("Content-Type"), "\(path)")
        }
        for server in [isolated, inProcess] {
            server.signal(SIGTERM)
            #expect(server.waitForExit() == 0)
        }
    }

    @Test(
        "A reader that crashes (SIGSEGV, as a stack overflow does) gets 422 import-reader-failed naming the crash and the file; the server keeps serving"
    )
    func crash() throws {
        let server = try Self.start(["--import-timeout", "120"])
        let archive = try Self.slowProject()
        nonisolated(unsafe) var answer: RawHTTPResponse?
        let uploader = Thread { answer = try? Self.upload(server, archive) }
        uploader.start()
        let worker = try Self.firstWorker(of: server)
        Self.waitForCPU(of: worker, seconds: 0.3)  // into the reading
        kill(worker, SIGSEGV)
        while uploader.isExecuting || answer == nil && !uploader.isFinished { Thread.sleep(forTimeInterval: 0.01) }
        let response = try #require(answer)
        #expect(response.status == 422)
        let problem = try Self.problem(response)
        #expect(problem["code"] as? String == "import-reader-failed")
        let detail = problem["detail"] as? String ?? ""
        #expect(detail.contains("crashed (SIGSEGV"), "\(detail)")
        #expect(detail.contains("App/"), "the file being read is named: \(detail)")
        #expect(try server.connect().exchange(RawHTTPRequest("GET", "/healthz")).status == 200)
        // And the next upload is read as usual.
        let next = try server.connect().exchange(
            RawHTTPRequest(
                "POST", "/v1/import", headers: [("Content-Type", "application/gzip")],
                body: try ProjectCommandTests.fixtureArchive()))
        #expect(next.status == 200)
        server.signal(SIGTERM)
        #expect(server.waitForExit() == 0)
    }

    @Test("The worker runs niced (10 below the server), so a reader on a hostile project never takes the CPU from the server's own threads")
    func workerIsNiced() throws {
        let server = try Self.start(["--import-timeout", "120", "--shutdown-grace-period", "1"])
        let archive = try Self.slowProject()
        let uploader = Thread { _ = try? Self.upload(server, archive) }
        uploader.start()
        let worker = try Self.firstWorker(of: server)
        Thread.sleep(forTimeInterval: 0.2)  // past the worker's start-up, where it lowers its priority
        // /proc/PID/stat: the 19th field is the nice value (proc(5)); the command name in parentheses may hold spaces.
        func nice(_ pid: Int32) throws -> Int {
            let stat = try String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)
            let fields = stat[stat.range(of: ")")!.upperBound...].split(separator: " ")
            return try #require(Int(fields[16]))
        }
        #expect(try nice(worker) == nice(server.pid) + 10)
        server.signal(SIGTERM)
        #expect(server.waitForExit() == 0)
        while !uploader.isFinished { Thread.sleep(forTimeInterval: 0.01) }
    }

    @Test("A reader that runs past --import-timeout is stopped: 422 import-reader-failed naming the limit, no worker left behind")
    func deadline() throws {
        let server = try Self.start(["--import-timeout", "1"])
        let clock = ContinuousClock()
        let started = clock.now
        let response = try Self.upload(server, try Self.slowProject())
        #expect(clock.now - started < .seconds(10))
        #expect(response.status == 422)
        let detail = try Self.problem(response)["detail"] as? String ?? ""
        #expect(detail.contains("did not finish within 1 s (--import-timeout)"), "\(detail)")
        #expect(detail.contains("App/F"), "\(detail)")
        #expect(Self.workers(of: server.pid).isEmpty)
        #expect(try server.connect().exchange(RawHTTPRequest("GET", "/healthz")).status == 200)
        server.signal(SIGTERM)
        #expect(server.waitForExit() == 0)
    }

    @Test("A reader whose resident memory passes --import-memory-limit is stopped: 422 import-reader-failed naming the limit")
    func memory() throws {
        let server = try Self.start(["--import-memory-limit", "64", "--import-timeout", "120"])
        // One 6 MB array literal: its syntax tree takes many times the text.
        var builder = TarArchiveBuilder(compression: .none)
        builder.addFile("App/Info.plist", Self.infoPlist)
        builder.addFile(
            "App/Table.swift", "let table = [" + (0..<700_000).map { String($0) }.joined(separator: ", ") + "]\n")
        let response = try Self.upload(server, try builder.build())
        #expect(response.status == 422)
        let detail = try Self.problem(response)["detail"] as? String ?? ""
        #expect(detail.contains("more than its limit of 64 MiB (--import-memory-limit)"), "\(detail)")
        #expect(try server.connect().exchange(RawHTTPRequest("GET", "/healthz")).status == 200)
        server.signal(SIGTERM)
        #expect(server.waitForExit() == 0)
    }

    @Test("SIGTERM while an upload is being read: the upload gets 503 import-interrupted and the server exits 0 within its grace period")
    func shutdown() throws {
        let server = try Self.start(["--import-timeout", "120", "--shutdown-grace-period", "2"])
        let archive = try Self.slowProject()
        nonisolated(unsafe) var answer: RawHTTPResponse?
        let uploader = Thread { answer = try? Self.upload(server, archive) }
        uploader.start()
        _ = try Self.firstWorker(of: server)
        let clock = ContinuousClock()
        let signalled = clock.now
        server.signal(SIGTERM)
        #expect(server.waitForExit(timeout: .seconds(10)) == 0)
        #expect(clock.now - signalled < .seconds(4))
        while !uploader.isFinished { Thread.sleep(forTimeInterval: 0.01) }
        let response = try #require(answer)
        #expect(response.status == 503)
        #expect(try Self.problem(response)["code"] as? String == "import-interrupted")
        #expect(response.header("Retry-After") != nil)
    }

    @Test(
        "--import-isolation, --import-timeout and --import-memory-limit refuse values out of range",
        arguments: [
            ["--import-isolation", "thread"], ["--import-timeout", "0"], ["--import-memory-limit", "10"],
        ])
    func badFlags(arguments: [String]) throws {
        let run = try CommandRun(arguments + ["--port", "0"])
        #expect(run.status == 64)
        #expect(run.stderr.contains(arguments[0]), "\(run.stderr)")
    }
}
