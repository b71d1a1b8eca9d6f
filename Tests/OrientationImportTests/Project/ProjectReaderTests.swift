import OrientationPolicy
import Testing

@testable import ImportFixtures
@testable import OrientationImport

/// Reading a project: which files are read as what, and every file that cannot be read is an error naming it.
@Suite struct ProjectReaderTests {
    typealias Reader = ProjectReader<InMemoryProjectSource>

    @Test(arguments: [
        ("App/Info.plist", Reader.Role.infoPlist),
        ("App/MyApp-Info.plist", .infoPlist),
        ("App/MyApp_Info.plist", .infoPlist),
        ("App.xcodeproj/project.pbxproj", .xcodeProject),
        ("App/Base.lproj/Main.storyboard", .interfaceBuilder),
        ("App/Views/Cell.xib", .interfaceBuilder),
        ("App/Player.swift", .swift),
        ("App/Legacy.m", .objectiveC),
        ("App/Legacy.mm", .objectiveC),
        ("App/Legacy.h", .objectiveC),
    ])
    func aFileIsReadForWhatItsNameSays(path: String, role: Reader.Role) {
        #expect(Reader.role(of: path) == role)
    }

    @Test(arguments: [
        "App/Settings.plist",
        "App/Assets.xcassets/AppIcon.appiconset/Contents.json",
        "App/Resources/Settings.bundle/Root.plist",
        "Vendor/Some.framework/Info.plist",
        "App/README.md",
        "App/Player.swift.orig",
        "App/fr.lproj/Info.plist",
        "code/._doomiphone.h",
        "Cores/FCEU/build/CMakeFiles/fceu.dir/Info.plist",
        // An Xcode project template's (facebookarchive/three20's templates/ folder), not an app's.
        "templates/Simple Application/Simple Application/___PROJECTNAMEASIDENTIFIER___-Info.plist",
        "templates/Simple Application/Simple Application/___PROJECTNAME___.xcodeproj/project.pbxproj",
    ])
    func otherFilesAreNotRead(path: String) {
        #expect(Reader.role(of: path) == nil)
    }

    static let appPlist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
            <key>CFBundlePackageType</key>
            <string>APPL</string>
            <key>UISupportedInterfaceOrientations</key>
            <array>
                <string>UIInterfaceOrientationPortrait</string>
            </array>
        </dict>
        </plist>
        """

    static func read(_ files: [String: [UInt8]], limits: ImportLimits = ImportLimits()) throws(ImportError) -> ProjectFiles {
        try ProjectImporter.read(InMemoryProjectSource(files: files), limits: limits)
    }

    static func error(_ files: [String: [UInt8]], limits: ImportLimits = ImportLimits()) -> ImportError? {
        do {
            _ = try read(files, limits: limits)
            return nil
        } catch {
            return error
        }
    }

    @Test func sourcesFromEveryFileAreCollectedInPathOrder() throws {
        let files = try Self.read([
            "App/B.swift": Array("class B: UIViewController {}".utf8),
            "App/A.swift": Array("class A: UIViewController {}".utf8),
            "App/C.m": Array("@implementation C\n@end".utf8),
            "App/C.h": Array("@interface C : UIViewController\n@end".utf8),
        ])
        #expect(files.sources.classes.map(\.name).prefix(2) == ["A", "B"])
        #expect(files.sources.classes.contains { $0.name == "C" && $0.superclass == "UIViewController" })
        #expect(files.statistics.sourceFiles == 4)
    }

    @Test func aBinaryFileNamedLikeASourceIsSkippedNamingItAndItsLine() throws {
        let files = try Self.read(["App/Image.swift": Array("let a = 1\n".utf8) + [0x89, 0x50, 0x4E, 0x47, 0x00, 0x01]])
        let error = files.statistics.skippedFiles.first
        #expect(error?.code == .binarySource)
        #expect(error?.file == "App/Image.swift")
        #expect(error?.line == 2)
    }

    /// clang compiles an Objective-C header with a Latin-1 comment (it warns only inside string literals), so a
    /// vendored header of that kind must not stop the import.
    @Test func aSourceThatIsNotUTF8IsReadWithTheBadBytesReplaced() throws {
        let latin1 = Array("// caf".utf8) + [0xE9] + Array("\n@interface C : UIViewController\n@end\n".utf8)
        let files = try Self.read(["App/Latin1.h": latin1])
        #expect(files.sources.classes.contains { $0.name == "C" && $0.superclass == "UIViewController" })
    }

    @Test func aFileOverTheSizeLimitIsSkippedNamingIt() throws {
        let big = Array(repeating: UInt8(ascii: "/"), count: 2_000)
        let files = try Self.read(["App/Generated.swift": big], limits: ImportLimits(maxFiles: 10, maxFileBytes: 1_000))
        let error = files.statistics.skippedFiles.first
        #expect(error?.code == .fileTooLarge)
        #expect(error?.file == "App/Generated.swift")
    }

    @Test func aProjectWithMoreFilesThanTheLimitIsRefused() {
        let files = Dictionary(uniqueKeysWithValues: (0..<5).map { ("App/F\($0).swift", Array("//".utf8)) })
        #expect(Self.error(files, limits: ImportLimits(maxFiles: 4, maxFileBytes: 100))?.code == .tooManyFiles)
    }

    @Test func aMalformedStoryboardIsSkippedNamingTheFile() throws {
        let files = try Self.read(["App/Base.lproj/Main.storyboard": Array("<document><scenes><scene>".utf8)])
        let error = files.statistics.skippedFiles.first
        #expect(files.storyboards.isEmpty)
        #expect(error?.code == .malformedStoryboard)
        #expect(error?.file == "App/Base.lproj/Main.storyboard")
    }

    @Test func aDirectoryWithNoAppIsRefusedWithNoApp() {
        do {
            _ = try ProjectImporter.importProject(InMemoryProjectSource(textFiles: ["App/A.swift": "class A {}"]))
            Issue.record("expected an error")
        } catch {
            #expect(error.code == .noApp)
        }
    }

    /// The spec is read (XcodeGenReaderTests): one without an application target describes no app, and there is
    /// nothing left to generate.
    @Test func aProjectWhoseXcodeGenSpecHasNoAppTargetIsNoAppFoundWithoutAskingToGenerateIt() {
        do {
            _ = try ProjectImporter.importProject(
                InMemoryProjectSource(textFiles: [
                    "project.yml": "name: Reader\n", "Support/Info.plist": "<plist><dict/></plist>", "App/A.swift": "class A {}",
                ]))
            Issue.record("expected an error")
        } catch {
            #expect(error.code == .noApp)
            #expect(!error.message.contains("generate it first"))
        }
    }

    /// A tvOS target's Info.plist says APPL like an iOS app's; the Xcode project says which platform it builds for.
    @Test func theInfoPlistOfAnAppleTVTargetIsNotAnIOSApp() throws {
        let pbxproj = XcodeProjectFixtures.project([
            XcodeProjectFixtures.Target(name: "Game", release: ["INFOPLIST_FILE = Game/Info.plist;", "TARGETED_DEVICE_FAMILY = 1;"]),
            XcodeProjectFixtures.Target(name: "Game-tvOS", release: ["SDKROOT = appletvos;", "INFOPLIST_FILE = \"Game-tvOS/Info.plist\";"]),
        ])
        let project = try ProjectImporter.importProject(
            InMemoryProjectSource(textFiles: [
                "Game.xcodeproj/project.pbxproj": pbxproj, "Game/Info.plist": Self.appPlist, "Game-tvOS/Info.plist": Self.appPlist,
            ]))
        #expect(project.apps.map(\.infoPlistPath) == ["Game/Info.plist"])
        #expect(project.apps.first?.deviceFamilies == [.phone])
    }

    @Test func anAppTakesItsTargetsDeploymentTarget() throws {
        let pbxproj = XcodeProjectFixtures.project([
            XcodeProjectFixtures.Target(name: "Game", release: ["INFOPLIST_FILE = Game/Info.plist;", "IPHONEOS_DEPLOYMENT_TARGET = 15.0;"])
        ])
        let project = try ProjectImporter.importProject(
            InMemoryProjectSource(textFiles: [
                "Game.xcodeproj/project.pbxproj": pbxproj, "Game/Info.plist": Self.appPlist,
            ]))
        #expect(project.apps.first?.deploymentTarget == SystemVersion(15, 0))
    }

    @Test func progressIsReportedOncePerStage() throws {
        var stages: [ImportProgress] = []
        _ = try ProjectImporter.importProject(
            InMemoryProjectSource(textFiles: ["App/Info.plist": Self.appPlist, "App/A.swift": "class A: UIViewController {}"]),
            progress: { stages.append($0) })
        #expect(stages == [.filesListed(2), .sourcesRead(files: 1, classes: 1), .storyboardsRead(0), .appsFound(1)])
    }
}
