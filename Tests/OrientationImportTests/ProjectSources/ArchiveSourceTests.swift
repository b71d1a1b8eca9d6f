import Foundation
import ImportTestSupport
import Testing

@testable import OrientationImport

/// An uploaded project is a tar archive, optionally compressed, read in memory the way `tar -x` would place its
/// files, refusing what a source checkout never holds and anything that expands past the limits.
@Suite struct ArchiveSourceTests {
    // MARK: - What it reads

    @Test(arguments: TarArchiveBuilder.Compression.allCases)
    func everyCompressionGivesTheSameFiles(compression: TarArchiveBuilder.Compression) throws {
        let upload = try TarArchiveBuilder.archive(
            ["App/Info.plist": "<plist/>", "App/Sources/Game.swift": "class Game {}"], compression: compression)
        let source = try ArchiveSource(bytes: upload)
        #expect(try source.filePaths() == ["App/Info.plist", "App/Sources/Game.swift"])
        #expect(try source.contents(of: "App/Sources/Game.swift", limit: 100) == Array("class Game {}".utf8))
    }

    @Test(arguments: [TarArchiveBuilder.Format.pax, .ustar, .gnu])
    func everyTarVariantGivesTheSameFiles(format: TarArchiveBuilder.Format) throws {
        let deep = (1...12).map { "folder\($0)" }.joined(separator: "/") + "/DeeplyNestedViewController.swift"
        var builder = TarArchiveBuilder(format: format)
        builder.addFile("App/Info.plist", "<plist/>")
        builder.addFile(deep, "class DeeplyNestedViewController {}")
        let source = try ArchiveSource(bytes: try builder.build())
        #expect(try source.filePaths() == ["App/Info.plist", deep])
        #expect(try source.contents(of: deep, limit: 100) == Array("class DeeplyNestedViewController {}".utf8))
    }

    @Test func filePathsAreSortedWhateverTheArchiveOrder() throws {
        let upload = try TarArchiveBuilder.archive(["b/z.swift": "", "a.swift": "", "b/a.swift": ""])
        #expect(try ArchiveSource(bytes: upload).filePaths() == ["a.swift", "b/a.swift", "b/z.swift"])
    }

    @Test func anEmptyFileIsAFileWithNoBytes() throws {
        let source = try ArchiveSource(bytes: try TarArchiveBuilder.archive(["Empty.swift": ""]))
        #expect(try source.contents(of: "Empty.swift", limit: 10) == [])
    }

    @Test func binaryContentIsKeptByteForByte() throws {
        let bytes = (0...255).map(UInt8.init) + [0, 0, 255]
        var builder = TarArchiveBuilder(compression: .gzip)
        builder.addFile("Assets/icon.bin", bytes: bytes)
        #expect(try ArchiveSource(bytes: try builder.build()).contents(of: "Assets/icon.bin", limit: 1000) == bytes)
    }

    @Test func directoriesAreSkipped() throws {
        var builder = TarArchiveBuilder()
        builder.addDirectory("App/")
        builder.addDirectory("App/Base.lproj/")
        builder.addFile("App/Base.lproj/Main.storyboard", "<document/>")
        builder.addDirectory("Empty/")
        #expect(try ArchiveSource(bytes: try builder.build()).filePaths() == ["App/Base.lproj/Main.storyboard"])
    }

    /// RFC 1740's AppleDouble header: magic 0x00051607, version 0x00020000, 16 filler bytes, then entries.
    @Test func appleDoubleFilesThatMacOSTarAddsAreSkipped() throws {
        let appleDouble: [UInt8] =
            [0x00, 0x05, 0x16, 0x07, 0x00, 0x02, 0x00, 0x00] + Array("Mac OS X        ".utf8)
            + [0x00, 0x01, 0x00, 0x00, 0x00, 0x09, 0x00, 0x00, 0x00, 0x32, 0x00, 0x00, 0x0E, 0xB0]
        var builder = TarArchiveBuilder(compression: .gzip)
        builder.addFile("./._App", bytes: appleDouble)
        builder.addFile("./App/._Main.storyboard", bytes: appleDouble)
        builder.addFile("./App/Main.storyboard", "<document/>")
        builder.addFile("./App/._notes.txt", "a file that happens to start with ._")
        let source = try ArchiveSource(bytes: try builder.build())
        #expect(try source.filePaths() == ["App/._notes.txt", "App/Main.storyboard"])
    }

    @Test(arguments: [
        ("./App/Info.plist", "App/Info.plist"),
        ("App//Sources///Game.swift", "App/Sources/Game.swift"),
        ("./App/./Sources/./Game.swift", "App/Sources/Game.swift"),
    ])
    func dotAndEmptyComponentsAreDroppedAsTarDoes(name: String, path: String) throws {
        let source = try ArchiveSource(bytes: try TarArchiveBuilder.archive([name: "x"]))
        #expect(try source.filePaths() == [path])
    }

    @Test func aDuplicateNameKeepsTheLastEntryAsExtractionWould() throws {
        let upload = try TarArchiveBuilder.archive(["App/Info.plist": "first", "./App/Info.plist": "second"])
        let source = try ArchiveSource(bytes: upload)
        #expect(try source.filePaths() == ["App/Info.plist"])
        #expect(try source.contents(of: "App/Info.plist", limit: 100) == Array("second".utf8))
    }

    @Test(arguments: [TarArchiveBuilder.Format.pax, .ustar, .gnu])
    func nonASCIINamesAreReadAsUTF8(format: TarArchiveBuilder.Format) throws {
        let upload = try TarArchiveBuilder(
            format: format,
            entries: [
                .file(path: "App/fr.lproj/Écran.storyboard", bytes: Array("<document/>".utf8)),
                .file(path: "App/Sources/ゲーム.swift", bytes: []),
            ]
        ).build()
        #expect(try ArchiveSource(bytes: upload).filePaths() == ["App/Sources/ゲーム.swift", "App/fr.lproj/Écran.storyboard"])
    }

    @Test func anArchiveWithNoEntriesHasNoFiles() throws {
        #expect(try ArchiveSource(bytes: try TarArchiveBuilder().build()).filePaths() == [])
        #expect(try ArchiveSource(bytes: try TarArchiveBuilder(compression: .gzip).build()).filePaths() == [])
    }

    @Test func askingForAFileNotInTheArchiveIsUnreadable() throws {
        let source = try ArchiveSource(bytes: try TarArchiveBuilder.archive(["a.swift": ""]))
        let error = #expect(throws: ImportError.self) { try source.contents(of: "b.swift", limit: 10) }
        #expect(error?.code == .unreadable)
        #expect(error?.file == "b.swift")
    }

    /// The end-to-end fixture, uploaded the way a GitHub tarball wraps it, reads back file for file.
    @Test func theFixtureProjectReadsBackFromATarballFileForFile() throws {
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../conformance/projects/tab-game-center").standardizedFileURL.path
        var builder = TarArchiveBuilder(compression: .gzip)
        try builder.addFiles(fromDirectory: fixture, prefix: "tab-game-center-0f1e2d3/")
        let source = try ArchiveSource(bytes: try builder.build(), stripComponents: 1)
        #expect(
            try source.filePaths() == [
                "App/Base.lproj/Main.storyboard",
                "App/Info.plist",
                "App/Legacy/LegacyViewController.h",
                "App/Legacy/LegacyViewController.m",
                "App/Sources/AppDelegate.swift",
                "App/Sources/GameSession.swift",
                "App/Sources/GameTabBarController.swift",
                "App/Sources/LeaderboardViewController.swift",
                "App/Sources/LevelDetailViewController.swift",
                "App/Sources/LobbyViewController.swift",
                "App/Sources/UINavigationController+Rotation.swift",
                "README.md",
            ])
        let plist = try source.contents(of: "App/Info.plist", limit: 1 << 20)
        #expect(plist == Array(try Data(contentsOf: URL(fileURLWithPath: fixture + "/App/Info.plist"))))
    }

    // MARK: - stripComponents

    /// GitHub's tarballs (`/repos/{owner}/{repo}/tarball`) put every file under one `owner-repo-sha/` folder.
    @Test(arguments: [
        (0, ["octo-game-1a2b3c/App/Info.plist", "octo-game-1a2b3c/README.md", "top-level.txt"]),
        (1, ["App/Info.plist", "README.md"]),
        (2, ["Info.plist"]),
        (3, []),
    ])
    func stripComponentsDropsLeadingFoldersAndSkipsShallowerEntries(strip: Int, paths: [String]) throws {
        var builder = TarArchiveBuilder(compression: .gzip)
        builder.addFile("top-level.txt", "beside the wrapper folder")
        builder.addDirectory("octo-game-1a2b3c/")
        builder.addFile("octo-game-1a2b3c/README.md", "# Octo Game")
        builder.addFile("octo-game-1a2b3c/App/Info.plist", "<plist/>")
        let source = try ArchiveSource(bytes: try builder.build(), stripComponents: strip)
        #expect(try source.filePaths() == paths)
    }

    @Test func stripComponentsCountsComponentsAfterDotSlashIsRemoved() throws {
        let upload = try TarArchiveBuilder.archive(["./octo-game-1a2b3c/App/Info.plist": "<plist/>"])
        #expect(try ArchiveSource(bytes: upload, stripComponents: 1).filePaths() == ["App/Info.plist"])
    }

    @Test func aNegativeStripComponentsStripsNothing() throws {
        let upload = try TarArchiveBuilder.archive(["App/Info.plist": "<plist/>"])
        #expect(try ArchiveSource(bytes: upload, stripComponents: -1).filePaths() == ["App/Info.plist"])
    }

    // MARK: - Entries a project never holds

    @Test(arguments: ["/etc/passwd", "../outside.swift", "App/../../outside.swift", "App/../Info.plist", "..", "/"])
    func aPathOutsideTheProjectIsRefused(name: String) throws {
        let upload = try TarArchiveBuilder.archive(["App/Info.plist": "<plist/>", name: "x"])
        let error = #expect(throws: ImportError.self) { try ArchiveSource(bytes: upload) }
        #expect(error?.code == .archivePathTraversal)
        #expect(error?.file == name)
    }

    @Test func aPathClimbingOutIsRefusedEvenWhenStripComponentsWouldDropTheClimb() throws {
        let upload = try TarArchiveBuilder.archive(["../wrapper/App/Info.plist": "<plist/>"])
        let error = #expect(throws: ImportError.self) { try ArchiveSource(bytes: upload, stripComponents: 1) }
        #expect(error?.code == .archivePathTraversal)
    }

    @Test(arguments: [
        TarArchiveBuilder.Entry.symbolicLink(path: "App/Link.swift", target: "/etc/passwd"),
        .symbolicLink(path: "App/Link.swift", target: "Game.swift"),
        .symbolicLink(path: "App/Pods", target: "../../"),
        .hardLink(path: "App/Link.swift", target: "App/Game.swift"),
    ])
    func aLinkIsRefusedAndNeverFollowed(link: TarArchiveBuilder.Entry) throws {
        var builder = TarArchiveBuilder(compression: .gzip)
        builder.addFile("App/Game.swift", "class Game {}")
        builder.entries.append(link)
        let error = #expect(throws: ImportError.self) { try ArchiveSource(bytes: try builder.build()) }
        #expect(error?.code == .archiveLink)
        #expect(error?.file == link.path)
    }

    @Test(arguments: [
        TarArchiveBuilder.Entry.fifo(path: "App/pipe"),
        .characterDevice(path: "dev/null"),
    ])
    func aDeviceOrFifoIsRefusedAsNotAProject(entry: TarArchiveBuilder.Entry) throws {
        var builder = TarArchiveBuilder()
        builder.addFile("App/Game.swift", "class Game {}")
        builder.entries.append(entry)
        let error = #expect(throws: ImportError.self) { try ArchiveSource(bytes: try builder.build()) }
        #expect(error?.code == .archiveMalformed)
        #expect(error?.file == entry.path)
    }

    // MARK: - Limits

    @Test func defaultLimitsAreTheDocumentedOnes() {
        let limits = ImportLimits()
        #expect(limits.maxArchiveBytes == 64 << 20)
        #expect(limits.maxExpandedBytes == 256 << 20)
        #expect(limits.maxEntries == 100_000)
        #expect(limits.maxCompressionRatio == 100)
        #expect(
            ImportLimits(maxFiles: 10, maxFileBytes: 20)
                == ImportLimits(
                    maxFiles: 10, maxFileBytes: 20, maxArchiveBytes: 64 << 20, maxExpandedBytes: 256 << 20,
                    maxEntries: 100_000, maxCompressionRatio: 100))
    }

    @Test func anUploadOverMaxArchiveBytesIsRefusedBeforeReading() throws {
        let upload = try TarArchiveBuilder.archive(["App/Game.swift": String(repeating: "x", count: 5000)])
        let error = #expect(throws: ImportError.self) {
            try ArchiveSource(bytes: upload, limits: ImportLimits(maxArchiveBytes: upload.count - 1))
        }
        #expect(error?.code == .archiveTooLarge)
        #expect(error?.file == nil)
        #expect(try ArchiveSource(bytes: upload, limits: ImportLimits(maxArchiveBytes: upload.count)).filePaths().count == 1)
    }

    @Test func moreEntriesThanMaxEntriesAreRefusedNamingTheFirstOneOver() throws {
        var builder = TarArchiveBuilder(compression: .gzip)
        builder.addDirectory("App/")
        for i in 1...4 { builder.addFile("App/File\(i).swift", "") }
        let upload = try builder.build()
        let error = #expect(throws: ImportError.self) {
            try ArchiveSource(bytes: upload, limits: ImportLimits(maxEntries: 4))
        }
        #expect(error?.code == .archiveTooManyEntries)
        #expect(error?.file == "App/File4.swift")
        #expect(try ArchiveSource(bytes: upload, limits: ImportLimits(maxEntries: 5)).filePaths().count == 4)
    }

    @Test func anArchiveExpandingPastMaxExpandedBytesIsRefusedNamingTheEntry() throws {
        var builder = TarArchiveBuilder(compression: .gzip)
        builder.addFile("App/Small.swift", "class Small {}")
        builder.addFile("App/Large.swift", repeating: UInt8(ascii: "a"), count: 300_000)
        let error = #expect(throws: ImportError.self) {
            try ArchiveSource(bytes: try builder.build(), limits: ImportLimits(maxExpandedBytes: 200_000))
        }
        #expect(error?.code == .archiveTooLarge)
        #expect(error?.file == "App/Large.swift")
    }

    @Test func aFileOverMaxFileBytesIsListedButItsContentsAreRefused() throws {
        var builder = TarArchiveBuilder(compression: .gzip)
        builder.addFile("App/Game.swift", "class Game {}")
        builder.addFile("App/Generated.swift", repeating: UInt8(ascii: "/"), count: 2_000)
        let source = try ArchiveSource(bytes: try builder.build(), limits: ImportLimits(maxFileBytes: 1_000))
        #expect(try source.filePaths() == ["App/Game.swift", "App/Generated.swift"])
        #expect(try source.contents(of: "App/Game.swift", limit: 1_000) == Array("class Game {}".utf8))
        let error = #expect(throws: ImportError.self) { try source.contents(of: "App/Generated.swift", limit: 1_000_000) }
        #expect(error?.code == .fileTooLarge)
        #expect(error?.file == "App/Generated.swift")
        #expect(error?.message == "the file has 2000 bytes; the limit is 1000")
    }

    @Test func contentsRefusesAFileOverTheLimitItIsGiven() throws {
        let source = try ArchiveSource(bytes: try TarArchiveBuilder.archive(["App/Game.swift": "class Game {}"]))
        let error = #expect(throws: ImportError.self) { try source.contents(of: "App/Game.swift", limit: 5) }
        #expect(error?.code == .fileTooLarge)
        #expect(error?.file == "App/Game.swift")
        #expect(try source.contents(of: "App/Game.swift", limit: 13).count == 13)
    }

    /// 200 MB of zeros deflates to about 200 KB: a thousand times. It stays under the 256 MiB expanded limit, so
    /// only the ratio can refuse it, and it does at the entry's header, before expanding its data.
    @Test func aGzipBombIsRefusedForItsCompressionRatio() throws {
        var builder = TarArchiveBuilder(compression: .gzip)
        builder.addFile("App/Info.plist", "<plist/>")
        builder.addFile("App/bomb.bin", repeating: 0, count: 200_000_000)
        let upload = try builder.build()
        #expect(upload.count < 1_000_000)
        let error = #expect(throws: ImportError.self) { try ArchiveSource(bytes: upload) }
        #expect(error?.code == .archiveCompressionRatio)
        #expect(error?.file == "App/bomb.bin")
    }

    @Test func manySmallFilesThatCompressTooWellAreRefusedOnceTheGraceSizeIsPassed() throws {
        var builder = TarArchiveBuilder(compression: .xz)
        for i in 0..<40 { builder.addFile("App/Zeros\(i).bin", repeating: 0, count: 100_000) }
        let error = #expect(throws: ImportError.self) { try ArchiveSource(bytes: try builder.build()) }
        #expect(error?.code == .archiveCompressionRatio)
    }

    @Test func aSmallArchiveOfRepetitiveTextPassesWhateverItsRatio() throws {
        var builder = TarArchiveBuilder(compression: .gzip)
        builder.addFile("App/Strings.swift", repeating: UInt8(ascii: "a"), count: 900_000)
        let upload = try builder.build()
        #expect(upload.count * 100 < 900_000)
        #expect(try ArchiveSource(bytes: upload).contents(of: "App/Strings.swift", limit: 1 << 20).count == 900_000)
    }

    @Test func theRatioLimitIsAdjustable() throws {
        var builder = TarArchiveBuilder(compression: .gzip)
        builder.addFile("App/Zeros.bin", repeating: 0, count: 4_000_000)
        let upload = try builder.build()
        let ratio = 4_000_000 / upload.count
        #expect(throws: ImportError.self) {
            try ArchiveSource(bytes: upload, limits: ImportLimits(maxCompressionRatio: ratio / 2))
        }
        #expect(try ArchiveSource(bytes: upload, limits: ImportLimits(maxCompressionRatio: ratio * 2)).filePaths() == ["App/Zeros.bin"])
    }

    /// libarchive reads a pax extended header or a GNU long name into memory, and refuses one over 1 MiB ("Special
    /// header too large"), so a header cannot be the bomb either.
    @Test(arguments: [TarArchiveBuilder.Format.pax, .gnu])
    func aNameOfMegabytesIsRefusedNotExpanded(format: TarArchiveBuilder.Format) throws {
        let longName = "App/" + String(repeating: "a", count: 2_000_000) + ".swift"
        var builder = TarArchiveBuilder(compression: .gzip, format: format)
        builder.addFile(longName, "")
        let upload = try builder.build()
        let error = #expect(throws: ImportError.self) { try ArchiveSource(bytes: upload) }
        #expect(error?.code == .archiveMalformed)
    }

    // MARK: - Not an archive

    @Test func anEmptyUploadIsRefused() {
        let error = #expect(throws: ImportError.self) { try ArchiveSource(bytes: []) }
        #expect(error?.code == .archiveMalformed)
    }

    @Test(arguments: [
        ("JSON", Array(#"{"scenario": {}}"#.utf8)),
        ("a zip header", [0x50, 0x4B, 0x03, 0x04] + [UInt8](repeating: 0, count: 100)),
        ("a gzip header alone", [0x1F, 0x8B, 0x08, 0x00]),
        ("100 zero bytes, less than one tar block", [UInt8](repeating: 0, count: 100)),
    ])
    func somethingThatIsNotATarArchiveIsMalformed(_ what: String, bytes: [UInt8]) {
        let error = #expect(throws: ImportError.self) { try ArchiveSource(bytes: bytes) }
        #expect(error?.code == .archiveMalformed, "\(what)")
    }

    @Test(arguments: [1, 2, 3, 4, 5])
    func randomBytesAreMalformed(seed: UInt64) {
        var generator = SplitMix64(seed: seed)
        let bytes = (0..<4096).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let error = #expect(throws: ImportError.self) { try ArchiveSource(bytes: bytes) }
        #expect(error?.code == .archiveMalformed)
    }

    @Test func aTarGzWithACorruptedByteIsMalformed() throws {
        let upload = try TarArchiveBuilder.archive(
            ["App/Game.swift": String(repeating: "class Game {}\n", count: 100)], compression: .gzip)
        let corrupted = upload.enumerated().map { $0.offset == upload.count / 2 ? $0.element ^ 0xFF : $0.element }
        let error = #expect(throws: ImportError.self) { try ArchiveSource(bytes: corrupted) }
        #expect(error?.code == .archiveMalformed)
    }

    @Test(arguments: TarArchiveBuilder.Compression.allCases)
    func aTruncatedArchiveIsMalformed(compression: TarArchiveBuilder.Compression) throws {
        let upload = try Self.archiveWithNoise(compression: compression)
        let error = #expect(throws: ImportError.self) { try ArchiveSource(bytes: Array(upload.prefix(upload.count / 2))) }
        #expect(error?.code == .archiveMalformed)
    }

    @Test func aTruncatedPlainTarNamesTheEntryItStopsIn() throws {
        let upload = try Self.archiveWithNoise(compression: .none)
        let error = #expect(throws: ImportError.self) { try ArchiveSource(bytes: Array(upload.prefix(upload.count / 2))) }
        #expect(error?.file == "App/Noise.bin")
    }

    /// gzip keeps its length and checksum at the end (RFC 1952): a tar.gz cut short is damaged gzip data, and
    /// the message says so rather than calling it something other than an archive.
    @Test(arguments: [(TarArchiveBuilder.Compression.gzip, "gzip"), (.bzip2, "bzip2"), (.xz, "xz"), (.zstd, "zstd")])
    func aTruncatedCompressedArchiveIsReportedAsDamagedCompressedData(
        compression: TarArchiveBuilder.Compression, name: String
    ) throws {
        let upload = try Self.archiveWithNoise(compression: compression)
        let error = #expect(throws: ImportError.self) { try ArchiveSource(bytes: Array(upload.dropLast(4))) }
        #expect(error?.code == .archiveMalformed)
        #expect(error?.message.hasPrefix("the \(name) data is truncated or corrupt") == true)
    }

    @Test func gzipDataThatIsNotATarIsMalformed() throws {
        let json = Array(String(repeating: #"{"scenario": {}}"#, count: 50).utf8)
        let upload = try TarArchiveBuilder(compression: .gzip, format: .raw, entries: [.file(path: "a.json", bytes: json)]).build()
        let error = #expect(throws: ImportError.self) { try ArchiveSource(bytes: upload) }
        #expect(error?.code == .archiveMalformed)
        #expect(error?.message.hasPrefix("the gzip data does not hold a tar archive") == true)
    }

    /// ustar and GNU tar store names as bytes; a name that is not UTF-8 (Latin-1 from an old tool) cannot be a
    /// path in a finding, so it is refused, naming the entry as best it can.
    @Test(arguments: [TarArchiveBuilder.Format.ustar, .gnu])
    func aNameThatIsNotUTF8IsMalformed(format: TarArchiveBuilder.Format) throws {
        let latin1 = Array("App/Caf".utf8) + [0xE9] + Array(".swift".utf8)
        let upload = try TarArchiveBuilder(format: format, entries: [.rawNameFile(name: latin1, bytes: [])]).build()
        let error = #expect(throws: ImportError.self) { try ArchiveSource(bytes: upload) }
        #expect(error?.code == .archiveMalformed)
        #expect(error?.file == "App/Caf\u{FFFD}.swift")
    }

    /// A small file, then 20,000 bytes that do not compress: half the archive ends inside the second entry.
    private static func archiveWithNoise(compression: TarArchiveBuilder.Compression) throws -> [UInt8] {
        var builder = TarArchiveBuilder(compression: compression)
        builder.addFile("App/Info.plist", "<plist/>")
        var generator = SplitMix64(seed: 7)
        builder.addFile("App/Noise.bin", bytes: (0..<20_000).map { _ in UInt8.random(in: 0...255, using: &generator) })
        return try builder.build()
    }

    /// Every prefix of a real archive: each either reads or throws an `ImportError`; none crashes or hangs.
    @Test(arguments: [TarArchiveBuilder.Compression.none, .gzip])
    func everyPrefixOfAnArchiveReadsOrFailsCleanly(compression: TarArchiveBuilder.Compression) throws {
        let upload = try TarArchiveBuilder.archive(
            ["App/Info.plist": "<plist/>", "App/Game.swift": "class Game {}"], compression: compression)
        var refused = 0
        for length in 0..<upload.count {
            do { _ = try ArchiveSource(bytes: Array(upload.prefix(length))) } catch { refused += 1 }
        }
        #expect(refused > 0)
        #expect(try ArchiveSource(bytes: upload).filePaths().count == 2)
    }
}

/// A small seeded generator (Steele, Lea and Flood, "Fast Splittable Pseudorandom Number Generators"), so random
/// inputs are the same on every run.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE5_E9B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
