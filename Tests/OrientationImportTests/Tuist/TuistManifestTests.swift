import OrientationPolicy
import Testing

@testable import ImportFixtures
@testable import OrientationImport

/// What the importer does with a manifest it cannot, or need not, read: it names it (file and line) and reads
/// the rest of the repository; a checked-in project beside it wins; a computed value is named as unread.
@Suite struct TuistManifestTests {
    typealias T = TuistFixtures

    static func importProject(_ files: [String: String]) throws -> ImportedProject {
        try ProjectImporter.importProject(InMemoryProjectSource(textFiles: files))
    }

    /// The helper fixture's app beside a second project whose manifest does not parse.
    static func withBroken(_ manifest: String) -> [String: String] {
        T.helper.merging(["Broken/Project.swift": manifest, "Broken/Sources/A.swift": T.appDelegate]) { a, _ in a }
    }

    @Test func aManifestThatDoesNotParseIsNamedWithItsLineAndTheRestIsLinted() throws {
        let broken =
            "import ProjectDescription\n\nlet project = Project(\n    name: \"Broken\",\n    targets: [ .target(name: \"B\", product: .app,\n"
        let project = try Self.importProject(Self.withBroken(broken))
        #expect(project.apps.map(\.name) == ["Game"])
        let skipped = try #require(project.statistics.skippedFiles.first { $0.file == "Broken/Project.swift" })
        #expect(skipped.line != nil)
        #expect(skipped.message.contains("does not parse"))
    }

    /// Brackets nested past the Swift readers' limit: refused before parsing, as any Swift file is.
    @Test func aManifestNestedTooDeepIsRefusedLikeAnySwiftFile() throws {
        let deep = "import ProjectDescription\n\nlet project = " + String(repeating: "[", count: 200) + String(repeating: "]", count: 200) + "\n"
        let project = try Self.importProject(Self.withBroken(deep))
        #expect(project.apps.map(\.name) == ["Game"])
        let skipped = try #require(project.statistics.skippedFiles.first { $0.file == "Broken/Project.swift" })
        #expect(skipped.code == .sourceTooDeep)
        #expect(skipped.line == 3)
    }

    /// A manifest whose project is computed is named at the line that computes it.
    @Test func aProjectTheManifestComputesIsNamedAsUnread() throws {
        let computed = "import ProjectDescription\n\nlet project = makeProject(Environment.flavor)\n"
        let project = try Self.importProject(Self.withBroken(computed))
        let skipped = try #require(project.statistics.skippedFiles.first { $0.file == "Broken/Project.swift" })
        #expect(skipped.line == 3)
    }

    /// Manifests and helpers are descriptions, not app code: none of their files is read as a source.
    @Test func manifestsAndHelpersAreNotAppSources() throws {
        let files = try ProjectImporter.read(InMemoryProjectSource(textFiles: T.helper))
        #expect(files.statistics.sourceFiles == 2)
        #expect(!files.sources.files.contains { $0.hasPrefix("Tuist/") || $0.hasSuffix("Project.swift") })
    }

    /// A `Project.swift` that is an app's own source (it does not import ProjectDescription) is read as one.
    @Test func aProjectSwiftThatIsNoManifestIsAnOrdinarySource() {
        let described = TuistProjects(paths: ["Model/Project.swift"]) { _ in Array("import Foundation\nstruct Project {}\n".utf8) }
        #expect(described.descriptions.isEmpty)
        #expect(described.manifests.isEmpty)
    }

    /// A repository whose only app is described by a manifest that cannot be read is not "no app found": the
    /// manifest is listed as not read with its line, as an unreadable pbxproj or XcodeGen spec is.
    @Test func aProjectWhoseOnlyManifestCannotBeReadListsItInsteadOfFindingNoApp() throws {
        let project = try ProjectImporter.importProject(
            InMemoryProjectSource(textFiles: [
                "Project.swift": "import ProjectDescription\nlet project = Project(name: \"A\", targets: [\n"
            ]))
        #expect(project.apps.isEmpty)
        let skipped = try #require(project.statistics.skippedFiles.first { $0.file == "Project.swift" })
        #expect(skipped.line != nil)
    }
}
