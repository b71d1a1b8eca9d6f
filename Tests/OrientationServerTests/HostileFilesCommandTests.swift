import Foundation
import HTTPTestSupport
import Testing

/// The built `orientation-server` run with a deadline: a run still going after it is killed and reported as a
/// hang (the failures these tests guard against block forever or grow without end), not waited for.
struct BoundedCommandRun {
    var status: Int32
    /// Standard output and standard error together, as a terminal shows them.
    var output: String

    /// `user`: a user id to run as (through `setpriv`), for a test that needs permissions to bind. The binary is
    /// run from a copy in a folder anyone may enter, since the checkout may sit where that user may not (`/root`).
    init(_ arguments: [String], as user: Int? = nil, deadline seconds: Int = 60) throws {
        let process = Process()
        let binary = ServerProcess.builtProduct("orientation-server")
        var copy: ProjectFolder?
        defer { _ = copy }
        if let user {
            copy = try ProjectFolder()
            let runnable = copy!.path + "/orientation-server"
            try FileManager.default.copyItem(atPath: binary, toPath: runnable)
            try #require(chmod(copy!.path, 0o755) == 0 && chmod(runnable, 0o755) == 0)
            process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
            process.arguments = ["--reuid=\(user)", "--regid=\(user)", "--clear-groups", runnable] + arguments
        } else {
            process.executableURL = URL(fileURLWithPath: binary)
            process.arguments = arguments
        }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        let ended = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in ended.signal() }
        try process.run()
        let box = OutputBox()
        let read = Thread { box.data = pipe.fileHandleForReading.readDataToEndOfFile() }
        read.start()
        if ended.wait(timeout: .now() + .seconds(seconds)) == .timedOut {
            kill(process.processIdentifier, SIGKILL)
            ended.wait()
            Issue.record("orientation-server \(arguments.joined(separator: " ")) was still running after \(seconds) s")
        }
        while !box.done { usleep(10_000) }
        status = process.terminationStatus
        output = String(decoding: box.data, as: UTF8.self)
    }

    private final class OutputBox: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: Data?
        var data: Data {
            get { lock.withLock { stored ?? Data() } }
            set { lock.withLock { stored = newValue } }
        }
        var done: Bool { lock.withLock { stored != nil } }
    }
}

/// What `lint` does with a project built to stop it: FIFOs where it opens a file, files over its limits, entries
/// it cannot list, files the project names outside itself, a configuration file that grows exponentially or
/// matches slowly. Each run ends with a clear message naming the file, and what can be read is linted.
@Suite("lint against hostile files", .serialized)
struct HostileFilesCommandTests {
    /// The fixture project in a fresh folder, at `prefix` inside it.
    static func project(at prefix: String = "") throws -> ProjectFolder {
        let folder = try ProjectFolder()
        for f in try ProjectCommandTests.fixtureFiles() { try folder.write(prefix + f.path, f.bytes) }
        return folder
    }

    static func fifo(_ path: String) throws {
        try #require(mkfifo(path, 0o644) == 0)
    }

    /// The fixture's app described by a project file too, its configurations based on `xcconfig` (a path from
    /// the project folder, as Xcode writes a `SOURCE_ROOT` reference).
    static func pbxproj(basedOn xcconfig: String) -> String {
        """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tobjectVersion = 56;
        \tobjects = {
        \t\tP0 = {isa = PBXProject; mainGroup = G0; targets = (T0); buildConfigurationList = L0; };
        \t\tG0 = {isa = PBXGroup; children = (R0); sourceTree = "<group>"; };
        \t\tR0 = {isa = PBXFileReference; path = "\(xcconfig)"; sourceTree = SOURCE_ROOT; };
        \t\tT0 = {isa = PBXNativeTarget; name = "Tab Game"; productType = "com.apple.product-type.application"; buildConfigurationList = L1; };
        \t\tL0 = {isa = XCConfigurationList; buildConfigurations = (C0); };
        \t\tL1 = {isa = XCConfigurationList; buildConfigurations = (C1); };
        \t\tC0 = {isa = XCBuildConfiguration; name = Release; buildSettings = {}; };
        \t\tC1 = {isa = XCBuildConfiguration; name = Release; baseConfigurationReference = R0; buildSettings = {INFOPLIST_FILE = App/Info.plist;}; };
        \t};
        \trootObject = P0;
        }

        """
    }

    // MARK: Files lint opens are regular files, and no open waits

    @Test("A FIFO as .orientation-lint.yml: exit 2 at once, naming the file and what it is")
    func fifoConfiguration() throws {
        let folder = try Self.project()
        try Self.fifo(folder.path + "/.orientation-lint.yml")
        let run = try BoundedCommandRun(["lint", folder.path, "-q"])
        #expect(run.status == 2)
        #expect(
            run.output == "\(folder.path)/.orientation-lint.yml: the configuration file is a FIFO (named pipe), not a regular file: not read\n")
    }

    @Test("A FIFO as the baseline the configuration names: exit 2 at once, naming it")
    func fifoBaseline() throws {
        let folder = try Self.project()
        try folder.write(".orientation-lint.yml", "baseline: base.json\n")
        try Self.fifo(folder.path + "/base.json")
        let run = try BoundedCommandRun(["lint", folder.path, "-q"])
        #expect(run.status == 2)
        #expect(
            run.output
                == "\(folder.path)/base.json: the baseline the configuration file names is a FIFO (named pipe), not a regular file: not read\n")
    }

    @Test(
        "A FIFO where lint reads a project file is listed as not read, and the rest is linted",
        arguments: [
            ("Config/Base.xcconfig", "Config/Base.xcconfig"),  // the xcconfig the project file names
            ("Config/Base.xcconfig:include", "Config/Shared.xcconfig"),  // one it includes
        ])
    func fifoProjectFile(shape: String, fifo: String) throws {
        let folder = try Self.project()
        try folder.write("App.xcodeproj/project.pbxproj", Self.pbxproj(basedOn: "Config/Base.xcconfig"))
        if shape.hasSuffix(":include") { try folder.write("Config/Base.xcconfig", "#include \"Shared.xcconfig\"\n") }
        try FileManager.default.createDirectory(atPath: folder.path + "/Config", withIntermediateDirectories: true)
        try Self.fifo(folder.path + "/" + fifo)
        let run = try BoundedCommandRun(["lint", folder.path, "-q"])
        #expect(run.status == 1)  // the fixture's crash is still found
        #expect(run.output.contains("invalid-orientation-on-presentation"))
        #expect(run.output.contains("\(fifo): warning: a FIFO (named pipe), not a regular file: not read (skipped: "), "\(run.output)")
    }

    @Test("An Info.plist that is a FIFO is listed as not read, not taken for a project without one")
    func fifoInfoPlist() throws {
        let folder = try Self.project()
        try FileManager.default.removeItem(atPath: folder.path + "/App/Info.plist")
        try Self.fifo(folder.path + "/App/Info.plist")
        let run = try BoundedCommandRun(["lint", folder.path, "-q"])
        #expect(!run.output.contains("no app found"))
        #expect(run.output.contains("App/Info.plist: warning: a FIFO (named pipe), not a regular file: not read"), "\(run.output)")
    }

    @Test(
        "A configuration file or baseline over its limit is named, with what it is",
        arguments: [
            (".orientation-lint.yml", [] as [String], "the configuration file is larger than 1048576 bytes (it has 1048577 bytes)"),
            ("big.json", ["--baseline"], "the baseline is larger than 67108864 bytes (it has 67108865 bytes)"),
        ])
    func oversized(file: String, flags: [String], message: String) throws {
        let folder = try Self.project()
        let path = folder.path + "/" + file
        // Sparse: its size is refused before a byte is read.
        try #require(FileManager.default.createFile(atPath: path, contents: nil))
        try #require(truncate(path, off_t(file.hasSuffix(".yml") ? (1 << 20) + 1 : (64 << 20) + 1)) == 0)
        let run = try BoundedCommandRun(["lint", folder.path, "-q"] + (flags.isEmpty ? [] : flags + [path]))
        #expect(run.status == 2)
        #expect(run.output == "\(path): \(message)\n")
    }

    // MARK: An entry that cannot be listed costs only itself

    @Test(
        "A file name that is not UTF-8 or a path too long to open is listed as not read, and the rest is linted",
        arguments: ["name", "long"])
    func unlistable(kind: String) throws {
        let folder = try Self.project()
        let shown: String
        if kind == "name" {
            let bytes = Array((folder.path + "/App/Bad").utf8) + [0xFF, UInt8(ascii: "."), UInt8(ascii: "m"), 0]
            let fd = bytes.withUnsafeBufferPointer {
                open(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self), O_CREAT | O_WRONLY, 0o644)
            }
            try #require(fd >= 0)
            close(fd)
            shown = "App/Bad\\xFF.m: warning: the file name is not UTF-8"
        } else {
            let component = String(repeating: "d", count: 200)
            var fd = open(folder.path, O_RDONLY | O_DIRECTORY)
            for _ in 0..<25 {
                try #require(mkdirat(fd, component, 0o755) == 0)
                let next = openat(fd, component, O_RDONLY | O_DIRECTORY)
                close(fd)
                fd = next
            }
            close(fd)
            shown = ": warning: File name too long: not read"
        }
        defer { if kind == "long" { Self.removeDeep(folder.path, String(repeating: "d", count: 200), 25) } }
        let run = try BoundedCommandRun(["lint", folder.path, "-q"])
        #expect(run.status == 1)
        #expect(run.output.contains("invalid-orientation-on-presentation"))
        #expect(run.output.contains(shown), "\(run.output.suffix(600))")
    }

    /// Removes a chain of `depth` folders named `component` below `path`, deepest first, through descriptors.
    static func removeDeep(_ path: String, _ component: String, _ depth: Int) {
        var fds = [open(path, O_RDONLY | O_DIRECTORY)]
        for _ in 0..<depth { fds.append(openat(fds.last!, component, O_RDONLY | O_DIRECTORY)) }
        while fds.count > 1 {
            close(fds.removeLast())
            unlinkat(fds.last!, component, AT_REMOVEDIR)
        }
        close(fds[0])
    }

    /// A folder its user may not open (as root, lint runs as `nobody`, whom the mode binds).
    @Test("A folder that cannot be opened is listed as not read, and the rest is linted")
    func unreadableFolder() throws {
        let folder = try Self.project()
        try folder.write("Locked/Hidden.swift", "class Hidden {}\n")
        try #require(chmod(folder.path + "/Locked", 0) == 0)
        defer { chmod(folder.path + "/Locked", 0o755) }
        let run = try BoundedCommandRun(["lint", folder.path, "-q"], as: geteuid() == 0 ? 65534 : nil)
        #expect(run.status == 1)
        #expect(run.output.contains("invalid-orientation-on-presentation"))
        #expect(run.output.contains("Locked: warning: cannot open the folder: Permission denied"), "\(run.output.suffix(600))")
    }

    // MARK: The configuration file cannot grow or match without bound

    @Test("A 1 KB configuration file of nested aliases: exit 2 at once, naming the file and the line")
    func billionLaughs() throws {
        let folder = try Self.project()
        var yaml = "laugh0: &laugh0 [lol]\n"
        for i in 1...10 {
            yaml += "laugh\(i): &laugh\(i) [" + Array(repeating: "*laugh\(i - 1)", count: 9).joined(separator: ", ") + "]\n"
        }
        yaml += "excluded: *laugh10\n"
        try folder.write(".orientation-lint.yml", yaml)
        let run = try BoundedCommandRun(["lint", folder.path, "-q"])
        #expect(run.status == 2)
        #expect(run.output.hasPrefix("\(folder.path)/.orientation-lint.yml:5: the alias *laugh3 stands for 1549 nodes"), "\(run.output)")
    }

    @Test("Eighty ** in an excluded glob over a path 24 folders deep: linted as without it")
    func globStars() throws {
        let folder = try Self.project()
        try folder.write("App/" + (0..<23).map { "level\($0)" }.joined(separator: "/") + "/Deep.swift", "class Deep {}\n")
        try folder.write(".orientation-lint.yml", "excluded: [\"" + Array(repeating: "**", count: 80).joined(separator: "/") + "/x/y\"]\n")
        let run = try BoundedCommandRun(["lint", folder.path, "-q"])
        #expect(run.status == 1)
        #expect(run.output.contains("invalid-orientation-on-presentation"))
    }

    // MARK: Reads stay inside the project root

    /// A repository whose app folder `App/` is based on `Shared/Base.xcconfig` above it, which makes the app
    /// iPad-only from iOS 12.
    static func monorepo() throws -> ProjectFolder {
        let repo = try Self.project(at: "App/")
        try repo.write("App/App.xcodeproj/project.pbxproj", Self.pbxproj(basedOn: "../Shared/Base.xcconfig"))
        try repo.write("Shared/Base.xcconfig", "TARGETED_DEVICE_FAMILY = 2\nIPHONEOS_DEPLOYMENT_TARGET = 12.0\n")
        return repo
    }

    /// The targets of every finding of the first app, from `--format json`.
    static func targets(_ arguments: [String]) throws -> [[String: Any]] {
        let run = try BoundedCommandRun(arguments)
        let report = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any]
        let apps = report?["apps"] as? [[String: Any]] ?? []
        return (apps.first?["findings"] as? [[String: Any]] ?? []).flatMap { $0["targets"] as? [[String: Any]] ?? [] }
    }

    @Test("An xcconfig above the project folder is not opened: listed as not read, its settings unknown")
    func xcconfigOutside() throws {
        let repo = try Self.monorepo()
        let run = try BoundedCommandRun(["lint", repo.path + "/App", "-q"])
        #expect(run.output.contains("../Shared/Base.xcconfig: warning: outside the project root \(repo.path)/App: not opened"))
        #expect(run.output.contains("which is outside the project root, so not opened, so lint skipped the iPad targets"))
        // Nothing of the file is applied: the iOS 12.0 it sets is no target.
        let targets = try Self.targets(["lint", repo.path + "/App", "-q", "--format", "json"])
        #expect(!targets.isEmpty)
        #expect(!targets.contains { $0["systemVersion"] as? String == "12.0" })
    }

    @Test("--project-root naming the repository admits the shared xcconfig: the app is linted as iPad-only from iOS 12")
    func xcconfigInsideALargerRoot() throws {
        let repo = try Self.monorepo()
        let targets = try Self.targets(["lint", repo.path + "/App", "-q", "--format", "json", "--project-root", repo.path])
        #expect(!targets.isEmpty)
        #expect(Set(targets.compactMap { $0["idiom"] as? String }) == ["pad"])
        #expect(targets.contains { $0["systemVersion"] as? String == "12.0" })
    }

    @Test("--project-root must hold the project folder")
    func projectRootMustHoldTheProject() throws {
        let repo = try Self.monorepo()
        let run = try BoundedCommandRun(["lint", repo.path + "/App", "-q", "--project-root", repo.path + "/Shared"])
        #expect(run.status == 2)
        #expect(run.output == "\(repo.path)/App: not inside the project root \(repo.path)/Shared that --project-root names\n")
    }

    @Test("A baseline the configuration names outside the project is not opened, and nothing of it is shown")
    func baselineOutside() throws {
        let repo = try Self.project(at: "App/")
        try repo.write("secret.txt", "s3cr3t-token\n")
        try repo.write("App/.orientation-lint.yml", "baseline: ../secret.txt\n")
        let run = try BoundedCommandRun(["lint", repo.path + "/App", "-q"])
        #expect(run.status == 2)
        #expect(
            run.output
                == "\(repo.path)/App/../secret.txt: the baseline the configuration file names is outside the project root \(repo.path)/App: not opened (--project-root names a larger root)\n"
        )
    }

    @Test("A configuration file that is a link out of the project is not opened")
    func configurationLinkOutside() throws {
        let repo = try Self.project(at: "App/")
        try repo.write("elsewhere.yml", "fail-on: never\n")
        try FileManager.default.createSymbolicLink(
            atPath: repo.path + "/App/.orientation-lint.yml", withDestinationPath: repo.path + "/elsewhere.yml")
        let run = try BoundedCommandRun(["lint", repo.path + "/App", "-q"])
        #expect(run.status == 2)
        #expect(run.output.hasPrefix("\(repo.path)/App/.orientation-lint.yml: the configuration file is outside the project root"))
    }

    @Test("--config naming a file outside the project is the user's own: the baseline beside it is read")
    func explicitConfigurationOutside() throws {
        let repo = try Self.project(at: "App/")
        #expect(try BoundedCommandRun(["lint", repo.path + "/App", "-q", "--write-baseline", repo.path + "/base.json"]).status == 1)
        try repo.write("lint.yml", "baseline: base.json\n")
        let run = try BoundedCommandRun(["lint", repo.path + "/App", "-q", "--config", repo.path + "/lint.yml"])
        #expect(run.status == 0, "\(run.output)")
    }
}
