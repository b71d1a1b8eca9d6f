import OrientationPolicy
import Testing

@testable import ImportFixtures
@testable import OrientationImport
@testable import OrientationLinter

/// What lint says about an app a Tuist manifest describes (the importer's reading of manifests:
/// `TuistManifestTests`): the value it could not read there, at the manifest's line, and the checked-in project it
/// read instead.
@Suite struct TuistNoteTests {
    typealias T = TuistFixtures

    @Test func aCheckedInProjectBesideTheManifestWinsAndTheNoteSaysSo() throws {
        let files = T.fileTwin.merging(["Reader/Project.swift": T.fileManifest.replacingAll("\"1\"", with: "\"1,2\"")]) { a, _ in a }
        let project = try ProjectImporter.importProject(InMemoryProjectSource(textFiles: files))
        #expect(project.apps.count == 1)
        let app = try #require(project.apps.first)
        // The checked-in project's iPhone-only setting, not the manifest's iPhone and iPad.
        #expect(app.deviceFamilies == [.phone])
        let report = ProjectLint.run(project)
        let note = try #require(report.apps.first?.findings.first { $0.finding.code == .unreadValue })
        #expect(note.location?.file == "Reader/Project.swift")
        #expect(note.finding.message.contains("Reader.xcodeproj"))
    }

    /// A value the manifest computes is not guessed: the app is still linted, and lint names the line.
    @Test func aComputedDestinationIsAnUnreadValueAtItsLine() throws {
        let manifest = T.extendingDefaultManifest.replacingAll(
            "destinations: [.iPhone, .iPad],\n            product: .app", with: "destinations: Environment.destinations,\n            product: .app")
        let files = T.extendingDefault.merging(["Project.swift": manifest]) { _, b in b }
        let report = ProjectLint.run(try ProjectImporter.importProject(InMemoryProjectSource(textFiles: files)))
        let app = try #require(report.apps.first)
        #expect(app.app.deviceFamilies == nil)
        let note = try #require(app.findings.first { $0.finding.code == .unreadValue })
        #expect(note.location == SourceLocation(file: "Project.swift", line: 8, column: 27))
        #expect(note.finding.message.contains("destinations"))
    }
}
