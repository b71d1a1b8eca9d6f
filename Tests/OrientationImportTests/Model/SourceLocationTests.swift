import Testing

@testable import OrientationImport

@Suite struct SourceLocationTests {
    @Test func aLocationPrintsAsCompilersPrintThem() {
        #expect(SourceLocation(file: "App/Player.swift", line: 12, column: 5).description == "App/Player.swift:12:5")
    }

    @Test func locationsOrderByFileThenLineThenColumn() {
        let a = SourceLocation(file: "A.swift", line: 9, column: 1)
        let b = SourceLocation(file: "A.swift", line: 10, column: 1)
        let c = SourceLocation(file: "B.swift", line: 1, column: 1)
        #expect([c, b, a].sorted() == [a, b, c])
    }

    @Test func anImportErrorNamesTheFileAndLine() {
        #expect(
            ImportError(.malformedStoryboard, file: "Main.storyboard", line: 3, "unexpected end").description
                == "Main.storyboard:3: unexpected end")
    }
}
