import Foundation
import HTTPTestSupport
import ImportTestSupport
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
        let out = Pipe()
        let err = Pipe()
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

    @Test(
        "Usage errors exit 2 and say what is wrong",
        arguments: [
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
        let server = try ServerProcess(
            executable: ServerProcess.builtProduct("orientation-server"),
            arguments: ["serve", "--port", "0"])
        let response = try server.connect().exchange(RawHTTPRequest("GET", "/healthz"))
        #expect(response.status == 200)
        server.signal(SIGTERM)
        #expect(server.waitForExit() == 0)
    }

    // MARK: the fixture project

    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("conformance/projects/tab-game-center").path

    /// The fixture's files, for building archives of it.
    static func fixtureFiles() throws -> [(path: String, bytes: [UInt8])] {
        let root = URL(fileURLWithPath: fixture).standardizedFileURL.path + "/"
        var out: [(String, [UInt8])] = []
        let e = FileManager.default.enumerator(at: URL(fileURLWithPath: fixture), includingPropertiesForKeys: [.isRegularFileKey])
        while let url = e?.nextObject() as? URL {
            guard (try url.resourceValues(forKeys: [.isRegularFileKey])).isRegularFile == true else { continue }
            out.append((String(url.standardizedFileURL.path.dropFirst(root.count)), [UInt8](try Data(contentsOf: url))))
        }
        return out
    }

    static func fixtureArchive(prefix: String = "", compression: TarArchiveBuilder.Compression = .gzip) throws -> [UInt8] {
        var builder = TarArchiveBuilder(compression: compression)
        for f in try fixtureFiles() { builder.addFile(prefix + f.path, bytes: f.bytes) }
        return try builder.build()
    }

    @Test("lint finds the Game Center style crash: text like a compiler, exit 1 at the default --fail-on crash")
    func lintText() throws {
        let run = try CommandRun(["lint", Self.fixture])
        #expect(run.status == 1)
        #expect(run.stdout.contains("App/Sources/LeaderboardViewController.swift:8:18: error: "), "\(run.stdout)")
        #expect(run.stdout.contains("[invalid-orientation-on-presentation]"))
        #expect(run.stdout.contains("    fix: "))
        let last = run.stdout.split(separator: "\n").last.map(String.init) ?? ""
        // The bug: built with today's SDK (iOS 27) the storyboard app without a scene manifest does not launch.
        #expect(last.hasPrefix("2 crashes, 1 bug, "), "\(last)")
        #expect(run.stdout.contains("[scene-life-cycle-required]"))
    }

    @Test("--linked-against names the SDK the app is built with: with the iOS 26 SDK no iOS 27 readiness finding")
    func linkedAgainstAnOlderSDK() throws {
        let run = try CommandRun(["lint", Self.fixture, "-q", "--linked-against", "26.0"])
        #expect(!run.stdout.contains("[scene-life-cycle-required]"), "\(run.stdout)")
        #expect(!run.stdout.contains("[iphone-masks-ignored-when-resizable]"), "\(run.stdout)")
        let last = run.stdout.split(separator: "\n").last.map(String.init) ?? ""
        #expect(last.hasPrefix("2 crashes, 0 bugs, "), "\(last)")
    }

    @Test("--linked-against that is not a version is a usage error naming the option")
    func linkedAgainstNotAVersion() throws {
        let run = try CommandRun(["lint", Self.fixture, "-q", "--linked-against", "latest"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("--linked-against: "), "\(run.stderr)")
    }

    @Test(
        "--fail-on picks the severity that fails the run",
        arguments: [
            ("crash", 1), ("bug", 1), ("warning", 1), ("info", 1), ("never", 0),
        ])
    func failOn(level: String, status: Int32) throws {
        let run = try CommandRun(["lint", Self.fixture, "--fail-on", level, "--quiet"])
        #expect(run.status == status)
    }

    @Test("With targets where nothing crashes, --fail-on crash passes and --fail-on warning fails")
    func failOnWithTargets() throws {
        // On an iPad that multitasks, controller masks are never consulted: warnings, no crash.
        let passes = try CommandRun(["lint", Self.fixture, "--targets", "pad@17.0", "--quiet"])
        #expect(passes.status == 0, "\(passes.stdout)")
        let fails = try CommandRun(["lint", Self.fixture, "--targets", "pad@17.0", "--fail-on", "warning", "--quiet"])
        #expect(fails.status == 1)
    }

    @Test("Progress is one line per stage on stderr; --quiet silences it")
    func progress() throws {
        let loud = try CommandRun(["lint", Self.fixture, "--format", "json"])
        let lines = loud.stderr.split(separator: "\n").map(String.init)
        #expect(
            lines == [
                "orientation-server: 12 files listed",
                "orientation-server: 9 source files read, 8 classes found",
                "orientation-server: 1 storyboard or xib read",
                "orientation-server: 1 app found",
            ] + lines.suffix(1), "\(lines)")
        #expect(lines.last?.hasPrefix("orientation-server: Tab Game: ") == true)
        #expect(lines.last?.hasSuffix(" states explored") == true)
        let quiet = try CommandRun(["lint", Self.fixture, "--format", "json", "--quiet"])
        #expect(quiet.stderr.isEmpty)
    }

    @Test("--format json is the per-app /v1/lint response with locations")
    func lintJSON() throws {
        let run = try CommandRun(["lint", Self.fixture, "--format", "json", "--quiet"])
        #expect(run.status == 1)
        let doc = try #require(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let app = try #require((doc["apps"] as? [[String: Any]])?.first)
        #expect(app["name"] as? String == "Tab Game")
        let findings = try #require(app["findings"] as? [[String: Any]])
        #expect(findings.allSatisfy { $0["location"] != nil && $0["relatedLocations"] != nil && $0["dependsOn"] != nil })
        #expect((doc["summary"] as? [String: Int])?["crash"] == 2)
    }

    @Test("--format sarif puts the crash on the override's line, relative to %SRCROOT% (the folder's file URI)")
    func lintSARIF() throws {
        let run = try CommandRun(["lint", Self.fixture, "--format", "sarif", "--quiet"])
        let doc = try #require(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let sarifRun = try #require((doc["runs"] as? [[String: Any]])?.first)
        let root = (sarifRun["originalUriBaseIds"] as? [String: [String: Any]])?["%SRCROOT%"]?["uri"] as? String
        #expect(root?.hasPrefix("file:///") == true)
        #expect(root?.hasSuffix("/conformance/projects/tab-game-center/") == true)
        let results = try #require(sarifRun["results"] as? [[String: Any]])
        let crash = try #require(results.first { $0["ruleId"] as? String == "invalid-orientation-on-presentation" })
        let physical = try #require((crash["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        #expect((physical["artifactLocation"] as? [String: Any])?["uri"] as? String == "App/Sources/LeaderboardViewController.swift")
        #expect((physical["region"] as? [String: Int])?["startLine"] == 8)
    }

    @Test("--output writes the report to a file and nothing to stdout")
    func output() throws {
        let folder = try ProjectFolder()
        let run = try CommandRun(["lint", Self.fixture, "--format", "sarif", "--quiet", "--output", folder.path + "/lint.sarif"])
        #expect(run.status == 1)
        #expect(run.stdout.isEmpty)
        let written = try Data(contentsOf: URL(fileURLWithPath: folder.path + "/lint.sarif"))
        #expect((try JSONSerialization.jsonObject(with: written) as? [String: Any])?["version"] as? String == "2.1.0")
    }

    @Test("An --output that cannot be written: exit 2 naming it")
    func unwritableOutput() throws {
        let missing = NSTemporaryDirectory() + "no-such-folder-" + UUID().uuidString + "/out.txt"
        let run = try CommandRun(["lint", Self.fixture, "--quiet", "--output", missing])
        #expect(run.status == 2)
        #expect(run.stderr.contains("\(missing): cannot write: No such file or directory"), "\(run.stderr)")
    }

    @Test(
        "A .tar.gz, .tgz or .tar of the project reads like the folder",
        arguments: [
            ("project.tar.gz", TarArchiveBuilder.Compression.gzip), ("project.tgz", .gzip), ("project.tar", .none),
        ])
    func archives(name: String, compression: TarArchiveBuilder.Compression) throws {
        let folder = try ProjectFolder()
        try folder.write(name, try Self.fixtureArchive(prefix: "tab-game-center/", compression: compression))
        let fromArchive = try CommandRun(["lint", folder.path + "/" + name, "--strip-components", "1", "--format", "json", "--quiet"])
        let fromFolder = try CommandRun(["lint", Self.fixture, "--format", "json", "--quiet"])
        #expect(fromArchive.status == 1)
        #expect(fromArchive.stdout == fromFolder.stdout)
    }

    @Test("An archive that is not one: exit 2 with the archive's message")
    func corruptArchive() throws {
        let folder = try ProjectFolder()
        try folder.write("broken.tgz", Array(repeating: 0x42, count: 4000))
        let run = try CommandRun(["lint", folder.path + "/broken.tgz"])
        #expect(run.status == 2)
        #expect(!run.stderr.isEmpty)
        #expect(run.stdout.isEmpty)
    }

    @Test("import prints each request with // file:line:column after the values read from the project")
    func importText() throws {
        let run = try CommandRun(["import", Self.fixture, "--quiet"])
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("app Tab Game (App/Info.plist): "))
        #expect(
            run.stdout.contains(
                #""UISupportedInterfaceOrientations": ["UIInterfaceOrientationLandscapeLeft","UIInterfaceOrientationLandscapeRight"],  // App/Info.plist:34:2"#
            ), "\(run.stdout)")
        #expect(
            run.stdout.contains(#""supportedInterfaceOrientations": "portrait",  // App/Sources/LeaderboardViewController.swift:8:18"#)
                || run.stdout.contains(#""supportedInterfaceOrientations": "portrait"  // App/Sources/LeaderboardViewController.swift:8:18"#))
    }

    @Test("import --format json: each scenario's request is a valid /v1/decide body")
    func importJSON() throws {
        let run = try CommandRun(["import", Self.fixture, "--format", "json", "--quiet"])
        #expect(run.status == 0)
        let doc = try #require(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let scenarios = try #require((doc["apps"] as? [[String: Any]])?.first?["scenarios"] as? [[String: Any]])
        let server = try ServerProcess(executable: ServerProcess.builtProduct("orientation-server"))
        for s in scenarios {
            let body = [UInt8](try JSONSerialization.data(withJSONObject: try #require(s["request"])))
            let response = try server.connect().exchange(
                RawHTTPRequest(
                    "POST", "/v1/decide",
                    headers: [("Content-Type", "application/json")], body: body))
            #expect(response.status == 200)
        }
        server.signal(SIGTERM)
        #expect(server.waitForExit() == 0)
    }

    @Test("Archives get --max-upload-bytes, JSON keeps --max-body-bytes (live server)")
    func uploadLimit() throws {
        let archive = try Self.fixtureArchive()
        let server = try ServerProcess(
            executable: ServerProcess.builtProduct("orientation-server"),
            arguments: [
                "--port", "0", "--max-body-bytes", "1000", "--max-upload-bytes", "\(archive.count)",
            ])
        let upload = try server.connect().exchange(
            RawHTTPRequest(
                "POST", "/v1/import",
                headers: [("Content-Type", "application/gzip")], body: archive))
        #expect(upload.status == 200)
        let tooBig = try server.connect().exchange(
            RawHTTPRequest(
                "POST", "/v1/lint",
                headers: [("Content-Type", "application/gzip")], body: archive + [0]))
        #expect(tooBig.status == 413)
        #expect(tooBig.text.contains("archive-too-large"))
        let json = try server.connect().exchange(
            RawHTTPRequest(
                "POST", "/v1/lint",
                headers: [("Content-Type", "application/json")], body: "{" + String(repeating: " ", count: 1000) + "}"))
        #expect(json.status == 413)
        #expect(json.text.contains("body-too-large"))
        server.signal(SIGTERM)
        #expect(server.waitForExit() == 0)
    }
}
