import ImportTestSupport
import OrientationPolicy
import Testing

@testable import ImportFixtures
@testable import OrientationImport

/// An uploaded archive (what /v1/import and /v1/lint read) goes through the same reader as a folder: its spec gives
/// the same app, with each key located in the spec.
@Suite struct XcodeGenUploadTests {
    @Test func anUploadedSpecGivesTheAppItsFolderGives() throws {
        var builder = TarArchiveBuilder()
        for (path, text) in XcodeGenFixtures.withProperties.sorted(by: { $0.key < $1.key }) { builder.addFile(path, text) }
        let uploaded = try ProjectImporter.importProject(try ArchiveSource(bytes: try builder.build()))
        let folder = try XcodeTargetFixtures.importProject(XcodeGenFixtures.withProperties)
        #expect(uploaded.apps.map(\.name) == ["Tiles"])
        #expect(uploaded.apps.map(\.provenance) == folder.apps.map(\.provenance))
        #expect(XcodeGenReaderTests.keyLocation("UISupportedInterfaceOrientations", of: try #require(uploaded.apps.first))?.file == "project.yml")
    }
}
