import Foundation
import Testing

@testable import OrientationAPI

@Suite("API openapi.yaml: the binary serves the repository's file")
struct APIOpenAPIDocumentTests {
    @Test("the generated OpenAPIDocument equals openapi.yaml (run scripts/embed-openapi after editing it)")
    func generatedMatchesRepository() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let file = try String(contentsOf: root.appendingPathComponent("openapi.yaml"), encoding: .utf8)
        #expect(OpenAPIDocument.text == file, "Sources/OrientationAPI/Generated/OpenAPIDocument.swift is stale: run scripts/embed-openapi")
        #expect(APITest.get("/openapi.yaml").body == Array(file.utf8))
    }
}
