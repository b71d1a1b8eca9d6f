import Foundation
import OrientationPolicy
import Testing

@testable import ImportFixtures
@testable import OrientationImport

/// Reads stay inside the project root: a path is judged where it leads, `..` and symbolic links resolved.
@Suite struct ProjectRootTests {
    /// A repository with an app folder and a shared folder beside it, as a monorepo lays them out.
    static func monorepo() throws -> ScratchFolder {
        let repo = try ScratchFolder()
        try repo.write("Shared/Base.xcconfig", "TARGETED_DEVICE_FAMILY = 2\n")
        try repo.write("App/Config/App.xcconfig", "IPHONEOS_DEPLOYMENT_TARGET = 12.0\n")
        return repo
    }

    @Test func aPathInsideTheRootLeadsToItsResolvedFile() throws {
        let repo = try Self.monorepo()
        let root = try ProjectRoot(repo.path + "/App")
        guard case .inside(let resolved) = root.place(of: repo.path + "/App/Config/../Config/App.xcconfig") else {
            Issue.record("not inside"); return
        }
        #expect(resolved.hasSuffix("/App/Config/App.xcconfig"))
        #expect(!resolved.contains(".."))
    }

    @Test(
        "A path that climbs out, is absolute elsewhere or goes through a link out is outside, existing or not",
        arguments: ["App/../Shared/Base.xcconfig", "App/../Shared/Missing.xcconfig", "App/Out/Base.xcconfig", "App/Out/Missing"])
    func outside(path: String) throws {
        let repo = try Self.monorepo()
        try repo.link("App/Out", to: repo.path + "/Shared")
        #expect(try ProjectRoot(repo.path + "/App").place(of: repo.path + "/" + path) == .outside)
    }

    @Test func aFolderBesideTheRootWhoseNameStartsLikeItIsOutside() throws {
        let repo = try Self.monorepo()
        try repo.write("AppExtras/X.xcconfig", "A = 1\n")
        #expect(try ProjectRoot(repo.path + "/App").place(of: repo.path + "/AppExtras/X.xcconfig") == .outside)
    }

    @Test func aMissingFileInsideTheRootIsMissing() throws {
        let repo = try Self.monorepo()
        #expect(try ProjectRoot(repo.path + "/App").place(of: repo.path + "/App/Config/Gone/Gone.xcconfig") == .missing)
    }

    @Test func aLinkThatStaysInsideIsFollowed() throws {
        let repo = try Self.monorepo()
        try repo.link("App/Linked.xcconfig", to: repo.path + "/App/Config/App.xcconfig")
        let source = DirectorySource(root: repo.path + "/App")
        #expect(try source.contents(of: "Linked.xcconfig", limit: 100) == Array("IPHONEOS_DEPLOYMENT_TARGET = 12.0\n".utf8))
    }

    @Test func aDirectorySourceNeverOpensAFileOutsideItsRoot() throws {
        let repo = try Self.monorepo()
        let source = DirectorySource(root: repo.path + "/App")
        let error = #expect(throws: ImportError.self) { try source.contents(of: "../Shared/Base.xcconfig", limit: 100) }
        #expect(error?.file == "../Shared/Base.xcconfig")
        #expect(error?.message.hasPrefix("outside the project root \(repo.path)/App: not opened") == true)
        #expect(source.refusal(of: "../Shared/Base.xcconfig") == error)
        #expect(source.refusal(of: "Config/App.xcconfig") == nil)
    }

    @Test func aLargerRootAdmitsTheFolderAboveTheProject() throws {
        let repo = try Self.monorepo()
        let source = DirectorySource(root: repo.path + "/App", projectRoot: try ProjectRoot(repo.path))
        #expect(source.refusal(of: "../Shared/Base.xcconfig") == nil)
        #expect(try source.contents(of: "../Shared/Base.xcconfig", limit: 100) == Array("TARGETED_DEVICE_FAMILY = 2\n".utf8))
        #expect(try source.filePaths() == ["Config/App.xcconfig"])
    }

    @Test(
        "An archive or in-memory project refuses a path that leaves it, by its spelling",
        arguments: [("../Shared/Base.xcconfig", true), ("/etc/hosts", true), ("a/../../b", true), ("a/../b", false), ("./a", false)])
    func lexical(path: String, refused: Bool) {
        let source = InMemoryProjectSource(textFiles: [:])
        #expect((source.refusal(of: path) != nil) == refused)
        #expect(source.refusal(of: path)?.message == (refused ? "outside the project: not opened" : nil))
    }
}

/// Only regular files are read, and reading never waits.
@Suite struct RegularFileTests {
    @Test func aDeviceIsRefusedBeforeItIsOpened() {
        let error = #expect(throws: ImportError.self) {
            try RegularFile.read("/dev/zero", file: "/dev/zero", what: "the baseline", limit: 100)
        }
        #expect(error?.description == "/dev/zero: the baseline is a character device, not a regular file: not read")
    }

    @Test func aFileOverTheLimitIsNamedWithWhatItIs() throws {
        let dir = try ScratchFolder()
        try dir.write("cfg.yml", String(repeating: "#", count: 11))
        let error = #expect(throws: ImportError.self) {
            try RegularFile.read(dir.path + "/cfg.yml", file: "cfg.yml", what: "the configuration file", limit: 10)
        }
        #expect(error?.code == .fileTooLarge)
        #expect(error?.description == "cfg.yml: the configuration file is larger than 10 bytes (it has 11 bytes)")
    }

    @Test func aFolderIsNotARegularFile() throws {
        let dir = try ScratchFolder()
        let error = #expect(throws: ImportError.self) {
            try RegularFile.read(dir.path, file: "x", what: nil, limit: 10)
        }
        #expect(error?.message == "a folder, not a regular file: not read")
    }
}

/// What the project reader does with what it may not or cannot read: it lists it and reads the rest.
@Suite struct NotReadFilesTests {
    /// An app whose target is based on `xcconfig` (a path relative to the project folder).
    static func app(basedOn xcconfig: String, in folder: ScratchFolder, at prefix: String = "") throws {
        let pbxproj = XcodeProjectFixtures.project([.init(name: "Tiles", release: ["INFOPLIST_FILE = Tiles/Info.plist;"])])
        try folder.write(prefix + "Tiles.xcodeproj/project.pbxproj", XcconfigTests.basing(pbxproj, on: xcconfig))
        try folder.write(prefix + "Tiles/Info.plist", XcodeTargetFixtures.infoPlist(["Portrait"]))
    }

    @Test func anXcconfigOutsideTheProjectIsNotOpenedAndIsListed() throws {
        let repo = try ScratchFolder()
        try repo.write("Shared/Base.xcconfig", "TARGETED_DEVICE_FAMILY = 2\n")
        try Self.app(basedOn: "../Shared/Base.xcconfig", in: repo, at: "App/")
        let files = try ProjectImporter.read(DirectorySource(root: repo.path + "/App"))
        let target = try #require(files.xcodeProjects.first?.targets.first)
        #expect(target.deviceFamilies == nil)
        #expect(target.unreadXcconfig == "../Shared/Base.xcconfig")
        #expect(files.statistics.skippedFiles.map(\.file) == ["../Shared/Base.xcconfig"])
        #expect(files.statistics.skippedFiles.first?.message.contains("not opened") == true)
    }

    @Test func anXcconfigIncludedFromOutsideTheProjectIsNotOpened() throws {
        let repo = try ScratchFolder()
        try repo.write("Shared/Base.xcconfig", "TARGETED_DEVICE_FAMILY = 2\n")
        try repo.write("App/Config/App.xcconfig", "#include \"../../Shared/Base.xcconfig\"\n")
        try Self.app(basedOn: "Config/App.xcconfig", in: repo, at: "App/")
        let files = try ProjectImporter.read(DirectorySource(root: repo.path + "/App"))
        let target = try #require(files.xcodeProjects.first?.targets.first)
        #expect(target.deviceFamilies == nil)
        // Looked for beside the including file, then from the project folder: both outside.
        #expect(files.statistics.skippedFiles.map(\.file) == ["../Shared/Base.xcconfig", "../../Shared/Base.xcconfig"])
    }

    @Test func withTheRepositoryAsTheRootTheSharedXcconfigIsRead() throws {
        let repo = try ScratchFolder()
        try repo.write("Shared/Base.xcconfig", "TARGETED_DEVICE_FAMILY = 2\n")
        try Self.app(basedOn: "../Shared/Base.xcconfig", in: repo, at: "App/")
        let files = try ProjectImporter.read(
            DirectorySource(root: repo.path + "/App", projectRoot: try ProjectRoot(repo.path)))
        #expect(files.xcodeProjects.first?.targets.first?.deviceFamilies == [.pad])
        #expect(files.statistics.skippedFiles.isEmpty)
    }

    @Test func anInfoPlistThatIsAFIFOIsListedAsNotRead() throws {
        let dir = try ScratchFolder()
        try dir.write("App/Player.swift", "class Player {}\n")
        try dir.folder("App")
        try #require(mkfifo(dir.path + "/App/Info.plist", 0o644) == 0)
        let project = try ProjectImporter.importProject(DirectorySource(root: dir.path))
        #expect(project.apps.isEmpty)
        #expect(
            project.statistics.skippedFiles.map(\.description) == [
                "App/Info.plist: a FIFO (named pipe), not a regular file: not read (skipped: the rest of the project is read without it)"
            ])
    }

    @Test func anXcconfigThatIsAFIFOIsListedOnceAndTheProjectIsRead() throws {
        let dir = try ScratchFolder()
        try Self.app(basedOn: "Config/Base.xcconfig", in: dir)
        try dir.folder("Config")
        try #require(mkfifo(dir.path + "/Config/Base.xcconfig", 0o644) == 0)
        let files = try ProjectImporter.read(DirectorySource(root: dir.path))
        #expect(files.xcodeProjects.first?.targets.first?.unreadXcconfig == "Config/Base.xcconfig")
        #expect(files.statistics.skippedFiles.map(\.file) == ["Config/Base.xcconfig"])
        #expect(files.statistics.infoPlists == 1)
    }
}
