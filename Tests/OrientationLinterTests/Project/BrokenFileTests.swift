import OrientationPolicy
import Testing

@testable import ImportFixtures
@testable import OrientationImport
@testable import OrientationLinter

/// One file that does not parse never stops the run: it is left out with its file and line, and the rest of the
/// repository is imported and linted. Only a path that is not a project at all is refused.
@Suite struct BrokenFileTests {
    /// A landscape-only app whose app delegate sets a portrait-only root: the crash lint must still find beside
    /// any broken file.
    static let app: [String: [UInt8]] = [
        "Game/Info.plist": InfoPlistFixtures.xml(
            "\t<key>CFBundlePackageType</key>\n\t<string>APPL</string>\n"
                + InfoPlistFixtures.orientations(
                    "UISupportedInterfaceOrientations",
                    ["UIInterfaceOrientationLandscapeLeft", "UIInterfaceOrientationLandscapeRight"])),
        "Game/AppDelegate.swift": Array(
            """
            import UIKit
            class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    window?.rootViewController = MenuViewController()
                    return true
                }
            }
            class MenuViewController: UIViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
            }
            """.utf8),
    ]

    /// A CocoaPods framework's Info.plist with committed merge-conflict markers (line 5).
    static let conflictedPlist = Array(
        "<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<dict>\n\t<key>CFBundleName</key>\n<<<<<<< HEAD\n\t<string>Kit</string>\n</dict>\n</plist>\n"
            .utf8)

    struct Broken: CustomTestStringConvertible, Sendable {
        var path: String
        var bytes: [UInt8]
        var code: ImportError.Code
        var line: Int?
        var testDescription: String { path }
    }

    static let broken: [Broken] = [
        Broken(path: "Pods/Kit/Info.plist", bytes: conflictedPlist, code: .malformedPlist, line: 5),
        Broken(
            path: "Game/Base.lproj/Settings.storyboard", bytes: Array("{\n  \"not\": \"xml\"\n}\n".utf8),
            code: .malformedStoryboard, line: 1),
        Broken(
            path: "Game/Base.lproj/Cut.xib", bytes: Array("<?xml version=\"1.0\"?>\n<document>\n<objects>\n".utf8),
            code: .malformedStoryboard, line: 3),
        Broken(path: "Game/Logo.swift", bytes: Array("let a = 1\nlet b = 2\n".utf8) + [0x89, 0x50, 0x00], code: .binarySource, line: 3),
        Broken(path: "Game/Vendor/Old.m", bytes: [0x00, 0x01], code: .binarySource, line: 1),
        Broken(
            path: "Tools/Tool.xcodeproj/project.pbxproj", bytes: Array("// !$*UTF8*$!\n{\n\tobjects = {\n<<<<<<< HEAD\n".utf8),
            code: .malformedPlist, line: 4),
    ]

    static func lint(_ files: [String: [UInt8]]) throws -> ProjectLintReport {
        let project = try ProjectImporter.importProject(InMemoryProjectSource(files: files))
        return ProjectLint.run(project, targets: [Device(idiom: .phone, systemVersion: .newestModelled)])
    }

    @Test(arguments: broken)
    func aFileThatDoesNotParseIsSkippedWithItsFileAndLineAndTheAppIsStillLinted(_ b: Broken) throws {
        var files = Self.app
        files[b.path] = b.bytes
        let report = try Self.lint(files)
        let skipped = try #require(report.statistics.skippedFiles.first)
        #expect(report.statistics.skippedFiles.count == 1)
        #expect(skipped.file == b.path)
        #expect(skipped.code == b.code)
        #expect(skipped.line == b.line)
        #expect(skipped.message.contains("skipped"))
        let app = try #require(report.apps.first)
        #expect(app.findings.contains { $0.finding.code == .invalidOrientationOnRotation })
    }

    @Test func aFileOverTheSizeLimitIsSkippedAndTheRestIsRead() throws {
        var files = Self.app
        files["Game/Generated.swift"] = Array(repeating: UInt8(ascii: "/"), count: 20_000)
        let project = try ProjectImporter.importProject(
            InMemoryProjectSource(files: files),
            limits: ImportLimits(maxFiles: 100, maxFileBytes: 10_000))
        #expect(project.statistics.skippedFiles.map(\.file) == ["Game/Generated.swift"])
        #expect(project.statistics.skippedFiles.first?.code == .fileTooLarge)
        #expect(project.apps.count == 1)
    }

    @Test func skippedFilesAreNotCountedAsRead() throws {
        var files = Self.app
        files["Game/Logo.swift"] = [0x00]
        let project = try ProjectImporter.importProject(InMemoryProjectSource(files: files))
        #expect(project.statistics.filesRead == 2)
        #expect(project.statistics.sourceFiles == 1)
    }

    /// The app's own Info.plist broken: the repository is a project, so it is reported with the file that
    /// stopped its app being linted, not refused as "no app found".
    @Test func anAppWhoseOwnInfoPlistIsBrokenIsReportedAsSkippedNotAsNoApp() throws {
        var files = Self.app
        files["Game/Info.plist"] = Self.conflictedPlist
        let report = try Self.lint(files)
        #expect(report.apps.isEmpty)
        #expect(report.statistics.skippedFiles.map(\.file) == ["Game/Info.plist"])
    }

    /// A folder of sources with one binary among them and no Info.plist or Xcode project is not a project.
    @Test func aPathThatIsNotAProjectIsStillRefused() {
        #expect(throws: ImportError.self) {
            _ = try ProjectImporter.importProject(InMemoryProjectSource(files: ["Notes/a.swift": [0x00], "Notes/b.swift": Array("let b = 1".utf8)]))
        }
    }
}
