import Foundation
import HTTPTestSupport
import Testing

/// The built `orientation-server` run to completion with some arguments: its exit status and both streams.
struct CommandRun {
    var status: Int32
    var stdout: String
    var stderr: String

    init(_ arguments: [String], in directory: String? = nil) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ServerProcess.builtProduct("orientation-server"))
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // Both pipes are read to the end before waiting, so a large report cannot fill a pipe and stall the child.
        let errBox = DataBox()
        let group = DispatchGroup()
        group.enter()
        Thread {
            errBox.data = err.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }.start()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        status = process.terminationStatus
        stdout = String(decoding: outData, as: UTF8.self)
        stderr = String(decoding: errBox.data, as: UTF8.self)
    }

    private final class DataBox: @unchecked Sendable { var data = Data() }
}

/// A folder under the temporary directory, removed at the end of the test.
final class ProjectFolder {
    let path: String

    init() throws {
        path = NSTemporaryDirectory() + "project-command-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    func write(_ relative: String, _ bytes: [UInt8]) throws {
        let url = URL(fileURLWithPath: path + "/" + relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
    }

    func write(_ relative: String, _ text: String) throws { try write(relative, Array(text.utf8)) }
}

@Suite("orientation-server lint and import", .serialized)
struct ProjectCommandTests {
    @Test("A path that does not exist: exit 2, and the message names the path", arguments: ["lint", "import"])
    func missingPath(command: String) throws {
        let missing = NSTemporaryDirectory() + "no-such-project-" + UUID().uuidString
        let run = try CommandRun([command, missing])
        #expect(run.status == 2)
        #expect(run.stderr.contains("\(missing): No such file or directory"), "\(run.stderr)")
        #expect(run.stdout.isEmpty)
    }

    @Test("A folder with no app: exit 2 with import-no-app's message", arguments: ["lint", "import"])
    func noApp(command: String) throws {
        let folder = try ProjectFolder()
        try folder.write("README.md", "# Not an app\n")
        try folder.write("Sources/Util.swift", "struct Util {}\n")
        let run = try CommandRun([command, folder.path, "--quiet"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("no app found"), "\(run.stderr)")
    }

    @Test("A file that is neither a folder nor a tar archive: exit 2 naming it")
    func notAProject() throws {
        let folder = try ProjectFolder()
        try folder.write("notes.txt", "hello\n")
        let run = try CommandRun(["lint", folder.path + "/notes.txt"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("notes.txt: not a folder, nor a .tar, .tar.gz or .tgz archive"), "\(run.stderr)")
    }

    @Test("Usage errors exit 2 and say what is wrong", arguments: [
        (["lint"], "Missing expected argument"),
        (["lint", ".", "--format", "xml"], "--format"),
        (["lint", ".", "--fail-on", "error"], "--fail-on"),
        (["lint", ".", "--max-states", "0"], "--max-states must be 1...200000"),
        (["lint", ".", "--targets", "tv@17.0"], "--targets at /targets/0/idiom"),
        (["lint", ".", "--targets", "[{\"idiom\": \"phone\", \"systemVersion\": 17}]"], "--targets at /targets/0/systemVersion"),
        (["lint", ".", "--strip-components=-1"], "--strip-components must not be negative"),
        (["import", ".", "--format", "sarif"], "--format"),
    ])
    func usage(arguments: [String], message: String) throws {
        let run = try CommandRun(arguments)
        #expect(run.status == 2, "\(run.stderr)")
        #expect(run.stderr.contains(message), "\(run.stderr)")
    }

    @Test("serve's usage errors keep their status 64")
    func serveUsage() throws {
        let run = try CommandRun(["--port", "eighty"])
        #expect(run.status == 64)
    }

    @Test("--help lists the subcommands, serve being the default")
    func help() throws {
        let run = try CommandRun(["--help"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("serve (default)"), "\(run.stdout)")
        #expect(run.stdout.contains("lint"))
        #expect(run.stdout.contains("import"))
    }

    @Test("serve named explicitly starts the server like no subcommand does")
    func explicitServe() throws {
        let server = try ServerProcess(executable: ServerProcess.builtProduct("orientation-server"),
                                       arguments: ["serve", "--port", "0"])
        let response = try server.connect().exchange(RawHTTPRequest("GET", "/healthz"))
        #expect(response.status == 200)
        server.signal(SIGTERM)
        #expect(server.waitForExit() == 0)
    }
}
