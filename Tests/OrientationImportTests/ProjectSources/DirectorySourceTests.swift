import Foundation
import Testing

@testable import OrientationImport

/// A scratch folder under the system's temporary directory, removed when the test ends.
final class ScratchFolder {
    let path: String

    init() throws {
        path = NSTemporaryDirectory() + "directory-source-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    func write(_ relative: String, _ text: String = "") throws {
        let url = URL(fileURLWithPath: path + "/" + relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func folder(_ relative: String) throws {
        try FileManager.default.createDirectory(atPath: path + "/" + relative, withIntermediateDirectories: true)
    }

    func link(_ relative: String, to destination: String) throws {
        try FileManager.default.createSymbolicLink(atPath: path + "/" + relative, withDestinationPath: destination)
    }
}

@Suite struct DirectorySourceTests {
    @Test func itListsEveryFileRecursivelyAsSortedSlashSeparatedRelativePaths() throws {
        let dir = try ScratchFolder()
        try dir.write("App/Info.plist")
        try dir.write("App/Base.lproj/Main.storyboard")
        try dir.write("App/Sources/Player.swift")
        try dir.write("README.md")
        #expect(
            try DirectorySource(root: dir.path).filePaths()
                == ["App/Base.lproj/Main.storyboard", "App/Info.plist", "App/Sources/Player.swift", "README.md"])
    }

    @Test func aTrailingSlashOnTheRootChangesNothing() throws {
        let dir = try ScratchFolder()
        try dir.write("A.swift")
        #expect(try DirectorySource(root: dir.path + "/").filePaths() == ["A.swift"])
    }

    @Test func itListsTheSamePathsInTheSameOrderAsAnInMemoryProject() throws {
        let names = ["b/Z.swift", "a.m", "B.h", "b/a/Info.plist", "_x.swift", "b-c/D.swift"]
        let dir = try ScratchFolder()
        for n in names { try dir.write(n) }
        let memory = InMemoryProjectSource(textFiles: Dictionary(uniqueKeysWithValues: names.map { ($0, "") }))
        #expect(try DirectorySource(root: dir.path).filePaths() == memory.filePaths())
    }

    @Test(arguments: [
        ".git/config", ".svn/entries", ".hg/store", "build/App.o", ".build/debug/x.swift",
        "DerivedData/App/Build.swift", "App.xcodeproj/xcuserdata/me.xcuserdatad/x.plist",
        "App/Assets.xcassets/AppIcon.appiconset/Contents.json", "Vendor/Lib.framework/Headers/Lib.h",
        "Vendor/Lib.xcframework/Info.plist", "App.app.dSYM/Contents/Info.plist", "Tests.xcresult/Info.plist",
        ".swiftpm/xcode/package.xcworkspace/contents.xcworkspacedata", "node_modules/x/index.js",
    ])
    func foldersThatHoldNoSourcesAreSkipped(skipped: String) throws {
        let dir = try ScratchFolder()
        try dir.write("App/Player.swift")
        try dir.write(skipped)
        #expect(try DirectorySource(root: dir.path).filePaths() == ["App/Player.swift"])
    }

    @Test func storyboardFoldersAndFilesNamedLikeSkippedFoldersAreKept() throws {
        let dir = try ScratchFolder()
        try dir.write("App/Base.lproj/Main.storyboard")
        try dir.write("App/build")  // a file, not a folder
        #expect(try DirectorySource(root: dir.path).filePaths() == ["App/Base.lproj/Main.storyboard", "App/build"])
    }

    @Test func symbolicLinksToFilesAndFoldersAreNeverFollowed() throws {
        let dir = try ScratchFolder()
        let outside = try ScratchFolder()
        try outside.write("Secret.swift", "class Secret {}")
        try dir.write("App/Player.swift")
        try dir.link("App/Linked.swift", to: outside.path + "/Secret.swift")
        try dir.link("App/Outside", to: outside.path)
        try dir.link("App/Loop", to: dir.path)
        let source = DirectorySource(root: dir.path)
        #expect(try source.filePaths() == ["App/Player.swift"])
        #expect(throws: ImportError.self) { try source.contents(of: "App/Linked.swift", limit: 1000) }
    }

    @Test func itReadsAFilesBytes() throws {
        let dir = try ScratchFolder()
        try dir.write("App/Player.swift", "final class Player {}\n")
        #expect(
            try DirectorySource(root: dir.path).contents(of: "App/Player.swift", limit: 100)
                == Array("final class Player {}\n".utf8))
    }

    @Test func aFileAtTheLimitIsReadAndOneByteMoreIsTooLarge() throws {
        let dir = try ScratchFolder()
        try dir.write("Big.swift", String(repeating: "x", count: 10))
        let source = DirectorySource(root: dir.path)
        #expect(try source.contents(of: "Big.swift", limit: 10).count == 10)
        let error = #expect(throws: ImportError.self) { try source.contents(of: "Big.swift", limit: 9) }
        #expect(error?.code == .fileTooLarge)
        #expect(error?.file == "Big.swift")
    }

    @Test func moreFilesThanTheLimitIsTooManyFiles() throws {
        let dir = try ScratchFolder()
        for i in 0..<4 { try dir.write("F\(i).swift") }
        #expect(try DirectorySource(root: dir.path, limits: ImportLimits(maxFiles: 4)).filePaths().count == 4)
        let error = #expect(throws: ImportError.self) {
            try DirectorySource(root: dir.path, limits: ImportLimits(maxFiles: 3)).filePaths()
        }
        #expect(error?.code == .tooManyFiles)
    }

    @Test func aMissingRootIsUnreadableNamingThePath() throws {
        let missing = NSTemporaryDirectory() + "no-such-project-" + UUID().uuidString
        let error = #expect(throws: ImportError.self) { try DirectorySource(root: missing).filePaths() }
        #expect(error?.code == .unreadable)
        #expect(error?.file == missing)
        #expect(error?.description == "\(missing): No such file or directory")
    }

    @Test func aRootThatIsAFileIsUnreadable() throws {
        let dir = try ScratchFolder()
        try dir.write("Info.plist")
        let error = #expect(throws: ImportError.self) { try DirectorySource(root: dir.path + "/Info.plist").filePaths() }
        #expect(error?.code == .unreadable)
        #expect(error?.message == "not a directory")
    }

    @Test func aMissingFileIsUnreadableNamingIt() throws {
        let dir = try ScratchFolder()
        let error = #expect(throws: ImportError.self) {
            try DirectorySource(root: dir.path).contents(of: "Gone.swift", limit: 100)
        }
        #expect(error?.code == .unreadable)
        #expect(error?.file == "Gone.swift")
    }

    @Test func aFileNameThatIsNotUTF8IsListedAsNotReadAndTheRestIsListed() throws {
        let dir = try ScratchFolder()
        try dir.write("App/Player.swift")
        let name: [UInt8] = Array((dir.path + "/App/Bad").utf8) + [0xFF, UInt8(ascii: "."), UInt8(ascii: "m"), 0]
        let fd = name.withUnsafeBufferPointer {
            open(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self), O_CREAT | O_WRONLY, 0o644)
        }
        try #require(fd >= 0)
        close(fd)
        let listing = try DirectorySource(root: dir.path).listing()
        #expect(listing.paths == ["App/Player.swift"])
        #expect(listing.notRead.map(\.file) == ["App/Bad\\xFF.m"])
        #expect(listing.notRead.map(\.code) == [.unreadable])
        #expect(listing.notRead.first?.message.hasPrefix("the file name is not UTF-8") == true)
    }

    @Test(
        "A name that is not UTF-8 is shown with each stray byte as \\xNN",
        arguments: [
            ([0x41, 0xFF, 0x42], "A\\xFFB"), ([0xC3, 0xA9, 0xC3], "é\\xC3"), ([0xE2, 0x82], "\\xE2\\x82"),
            ([0x61, 0xC0, 0xAF], "a\\xC0\\xAF"),
        ] as [([UInt8], String)])
    func escapedName(bytes: [UInt8], shown: String) {
        #expect(DirectorySource.escaped(bytes) == shown)
    }

    @Test func aFIFOIsListedAsNotReadNamingWhatItIs() throws {
        let dir = try ScratchFolder()
        try dir.write("App/Player.swift")
        try dir.folder("Config")
        try #require(mkfifo(dir.path + "/App/Info.plist", 0o644) == 0)
        let listing = try DirectorySource(root: dir.path).listing()
        #expect(listing.paths == ["App/Player.swift"])
        #expect(listing.notRead.map(\.description) == ["App/Info.plist: a FIFO (named pipe), not a regular file: not read"])
    }

    @Test func aSocketIsListedAsNotReadNamingWhatItIs() throws {
        let dir = try ScratchFolder()
        try dir.write("App/Player.swift")
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        try #require(fd >= 0)
        defer { close(fd) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let path = Array((dir.path + "/App/Info.plist").utf8CString)
        try #require(path.count <= MemoryLayout.size(ofValue: address.sun_path))
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (i, c) in path.enumerated() { raw[i] = UInt8(bitPattern: c) }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        try #require(bound == 0)
        let listing = try DirectorySource(root: dir.path).listing()
        #expect(listing.paths == ["App/Player.swift"])
        #expect(listing.notRead.map(\.description) == ["App/Info.plist: a socket, not a regular file: not read"])
    }

    /// Reading a FIFO by name (an xcconfig the project names) returns at once with an error: `open(2)` without
    /// `O_NONBLOCK` would wait for a writer forever. Run on a thread so that a regression fails instead of hanging.
    @Test func readingAFIFOByNameNeverWaitsForAWriter() throws {
        let dir = try ScratchFolder()
        try #require(mkfifo(dir.path + "/Base.xcconfig", 0o644) == 0)
        let source = DirectorySource(root: dir.path)
        let done = DispatchSemaphore(value: 0)
        let outcome = Outcome()
        Thread {
            outcome.error = #expect(throws: ImportError.self) { try source.contents(of: "Base.xcconfig", limit: 100) }
            done.signal()
        }.start()
        try #require(done.wait(timeout: .now() + 10) == .success, "still waiting on the FIFO after 10 s")
        #expect(outcome.error?.description == "Base.xcconfig: a FIFO (named pipe), not a regular file: not read")
    }

    private final class Outcome: @unchecked Sendable { var error: ImportError? }

    @Test func aPathTooLongToOpenIsListedAsNotReadAndTheRestIsListed() throws {
        let dir = try ScratchFolder()
        try dir.write("App/Player.swift")
        // Each folder created from the one before, as `mkdir -p` cannot: the whole path passes PATH_MAX (4096).
        let component = String(repeating: "d", count: 200)
        var folders = [open(dir.path, O_RDONLY | O_DIRECTORY)]
        defer {
            // Removed the same way, deepest first: no call can name the whole path.
            while folders.count > 1 {
                close(folders.removeLast())
                unlinkat(folders.last!, component, AT_REMOVEDIR)
            }
            close(folders[0])
        }
        for _ in 0..<25 {
            try #require(mkdirat(folders.last!, component, 0o755) == 0)
            folders.append(openat(folders.last!, component, O_RDONLY | O_DIRECTORY))
            try #require(folders.last! >= 0)
        }
        let listing = try DirectorySource(root: dir.path).listing()
        #expect(listing.paths == ["App/Player.swift"])
        #expect(listing.notRead.count == 1)
        #expect(listing.notRead.first?.file?.hasPrefix(component + "/" + component) == true)
        #expect(listing.notRead.first?.message == "File name too long: not read")
    }
}
