import Testing

@testable import ImportFixtures
@testable import OrientationImport

/// Bad storyboards and xibs: a typed error naming the file and the line, never a crash.
@Suite struct StoryboardErrorTests {
    typealias F = StoryboardFixtures

    @Test func anEndTagThatDoesNotMatchIsRefusedAtItsLine() {
        let text = F.documentStart + "\n<scenes>\n<scene sceneID=\"s\">\n<objects>\n</scene>\n</scenes>\n</document>"
        let e = F.error(text)
        #expect(e?.code == .malformedStoryboard)
        #expect(e?.file == "App/Base.lproj/Main.storyboard")
        #expect(e?.line == 11)
        #expect(e?.message.contains("an end tag does not match its start tag") == true, "\(e?.message ?? "")")
    }

    @Test func aFileCutShortIsRefused() {
        let cut = String(F.modern.prefix(F.modern.utf8.count / 2))
        let e = F.error(cut)
        #expect(e?.code == .malformedStoryboard)
        #expect(e?.line != nil)
    }

    @Test(arguments: ["", "\n\n  "])
    func anEmptyFileIsRefused(text: String) {
        let e = F.error(text)
        #expect(e?.code == .malformedStoryboard)
        #expect(e?.message.contains("empty") == true)
    }

    @Test(arguments: [
        ("<plist version=\"1.0\"><dict/></plist>", "the root element is <plist>"),
        ("<html><body>Main</body></html>", "the root element is <html>"),
    ])
    func anXMLDocumentThatIsNotInterfaceBuildersIsRefused(text: String, message: String) {
        let e = F.error(text)
        #expect(e?.code == .malformedStoryboard)
        #expect(e?.line == 1)
        #expect(e?.message.contains("not an Interface Builder document") == true)
        #expect(e?.message.contains(message) == true)
    }

    @Test(arguments: [
        [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00] as [UInt8],
        Array("bplist00\u{0}\u{1}".utf8),
        Array("just text".utf8),
    ])
    func bytesThatAreNotXMLAreRefused(bytes: [UInt8]) {
        do {
            _ = try StoryboardReader.read(bytes, path: "Broken.xib")
            Issue.record("binary bytes were read as a storyboard")
        } catch {
            #expect(error.code == .malformedStoryboard)
            #expect(error.file == "Broken.xib")
        }
    }

    @Test func elementsNestedFarTooDeepAreRefused() {
        let depth = 5_000
        let text = "<document>" + String(repeating: "<view>", count: depth) + String(repeating: "</view>", count: depth) + "</document>"
        #expect(F.error(text)?.code == .malformedStoryboard)
    }

    @Test func oddButWellFormedDocumentsReadWithoutCrashing() throws {
        // A segue with no destination, a segue outside any scene, controllers without ids, an empty document.
        let board = try F.read(
            """
            <document initialViewController="">
                <objects><segue kind="show" id="x"/><viewController/></objects>
                <scenes><scene><objects><viewController id="a"><connections><segue kind="show" id="y"/></connections></viewController></objects></scene></scenes>
            </document>
            """)
        #expect(board.initialViewControllerID == nil)
        #expect(board.controllers.map(\.id) == ["a"])
        #expect(board.segues.isEmpty)
    }
}
