import OrientationPolicy
import Testing

@testable import ImportFixtures
@testable import OrientationImport

/// A spec that XcodeGen could not generate from is named with its file and line while the rest of the repository
/// is linted; a spec whose project is checked in beside it gives way to that project.
@Suite struct XcodeGenSkipTests {
    typealias G = XcodeGenFixtures
    typealias X = XcodeTargetFixtures

    /// A second app, checked in, in another folder.
    static var other: [String: String] {
        [
            "Other/Other.xcodeproj/project.pbxproj": X.project([
                X.Target(name: "Other", settings: ["INFOPLIST_FILE = Info.plist;"], sources: ["AppDelegate.swift"])
            ]),
            "Other/Info.plist": X.infoPlist(["Portrait"]), "Other/AppDelegate.swift": G.demoDelegate,
        ]
    }

    static func skipped(_ files: [String: String]) throws -> (ImportedProject, ImportError) {
        let project = try X.importProject(files)
        let error = try #require(
            project.statistics.skippedFiles.first { $0.file.map(XcodeGenSpecs.isSpec) ?? false || $0.file?.hasSuffix(".yml") == true })
        return (project, error)
    }

    @Test(arguments: [
        ("not YAML", "name: Tiles\ntargets:\n  Tiles: [a, b\n", "project.yml", 4),
        ("targets a list", "name: Tiles\ntargets:\n  - Tiles\n", "project.yml", 3),
        ("a target a scalar", "name: Tiles\ntargets:\n  Tiles: App\n", "project.yml", 3),
        ("a missing include", "name: Tiles\ninclude:\n  - Targets/missing.yml\n", "project.yml", 3),
        ("an include outside the project", "include:\n  - path: ../shared.yml\n", "project.yml", 2),
        (
            "info.properties of the wrong type",
            "targets:\n  T:\n    type: application\n    platform: iOS\n    info:\n      path: I.plist\n      properties:\n        UIRequiresFullScreen: maybe\n",
            "project.yml", 8
        ),
    ])
    func aBrokenSpecIsNamedWithItsLineAndTheRestIsLinted(form: String, spec: String, file: String, line: Int) throws {
        let (project, error) = try Self.skipped(Self.other.merging(["project.yml": spec]) { $1 })
        #expect(error.file == file, "\(form)")
        #expect(error.line == line, "\(form): \(error)")
        #expect(error.message.contains("(skipped:"), "\(form)")
        #expect(project.apps.map(\.name) == ["Other"], "\(form)")
    }

    @Test func aBrokenIncludedSpecIsNamedAsItself() throws {
        let files = Self.other.merging(["project.yml": "include: [Targets/app.yml]\n", "Targets/app.yml": "targets:\n  A: {type: [\n"]) { $1 }
        let (_, error) = try Self.skipped(files)
        #expect(error.file == "Targets/app.yml")
        #expect(error.line == 3)
    }

    @Test func aBrokenSpecAloneIsNoAppFoundButTheSpecsError() throws {
        let project = try X.importProject(["project.yml": "targets:\n  - Tiles\n"])
        #expect(project.apps.isEmpty)
        #expect(project.statistics.skippedFiles.first?.file == "project.yml")
    }

    @Test func theCheckedInProjectBesideASpecIsReadInsteadAndTheTextSaysSo() throws {
        var files = G.withPropertiesTwin
        files["project.yml"] = G.propertiesSpec
        let project = try X.importProject(files)
        #expect(project.apps.map(\.infoPlistPath) == ["App/Info.plist"])
        let note = try #require(project.statistics.skippedFiles.first { $0.file == "project.yml" })
        #expect(note.message.contains("Tiles.xcodeproj, which is checked in and is read instead"))
    }

    @Test func aSpecInAnotherFolderThanTheCheckedInProjectIsReadToo() throws {
        var files = G.withProperties
        files.merge(Self.other) { $1 }
        let project = try X.importProject(files)
        #expect(project.apps.map(\.name).sorted() == ["Other", "Tiles"])
    }

    @Test func aTuistManifestStillAsksToBeGenerated() throws {
        let error = #expect(throws: ImportError.self) { try X.importProject(["Tuist.swift": "import ProjectDescription\n"]) }
        #expect(error?.message.contains("Tuist.swift describes an Xcode project that is generated") == true)
    }
}
