import Testing

@testable import OrientationImport

/// The XML reader over libxml2's SAX2 parser: the tree, positions, decoding and refusals that the Info.plist
/// and storyboard tests rely on, checked on the reader itself.
@Suite struct XMLTreeReaderTests {
    func read(_ text: String) throws(ImportError) -> XMLTreeElement {
        try XMLTreeReader.read(Array(text.utf8), path: "T.xml", code: .malformedStoryboard, what: "test document")
    }

    func error(_ text: String) -> ImportError? {
        do {
            _ = try read(text)
            return nil
        } catch {
            return error
        }
    }

    @Test func startTagsAreLocatedAtTheirLessThanSignInUTF8Bytes() throws {
        let root = try read("<a>\n  <b x=\"1\"\n     y=\"2\"/><é/><c/>\n</a>")
        #expect(root.line == 1 && root.column == 1)
        #expect(root.children.map(\.name) == ["b", "é", "c"])
        #expect(root.children.map(\.line) == [2, 3, 3])
        #expect(root.children.map(\.column) == [3, 13, 18])
        #expect(root.children[0].attributes == ["x": "1", "y": "2"])
    }

    @Test func textCDATAAndReferencesAreDecoded() throws {
        let root = try read("<a k=\"x &amp; y &#38; &lt;&#x41;&quot;\">1 &amp; 2 &#x263A;<![CDATA[<&amp;>]]></a>")
        #expect(root.attributes["k"] == "x & y & <A\"")
        #expect(root.text == "1 & 2 \u{263A}<&amp;>")
    }

    @Test func prefixedNamesAndNamespaceDeclarationsAreKeptAsWritten() throws {
        let root = try read("<p:a xmlns:p=\"urn:x\" xmlns=\"urn:y\" p:k=\"v\"/>")
        #expect(root.name == "p:a")
        #expect(root.attributes == ["xmlns:p": "urn:x", "xmlns": "urn:y", "p:k": "v"])
    }

    @Test func aUTF16DocumentWithAByteOrderMarkIsRead() throws {
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in "<a b=\"é\">x</a>".utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        let root = try XMLTreeReader.read(bytes, path: "T.xml", code: .malformedPlist, what: "test document")
        #expect(root.name == "a" && root.attributes["b"] == "é" && root.text == "x")
    }

    @Test func aDocumentCutShortNamesTheElementLeftOpen() {
        let e = error("<a>\n<b>\n<c/>\n")
        #expect(e?.line == 3)
        #expect(e?.message.contains("the file ends before <b> (line 2) is closed") == true, "\(e?.message ?? "read")")
    }

    @Test func aDocumentCutShortInsideItsFirstTagSaysSo() {
        let e = error("<abc x=\"1")
        #expect(e?.line == 1)
        #expect(e?.message.contains("the file ends inside a tag") == true, "\(e?.message ?? "read")")
    }

    @Test func aSecondRootIsRefused() {
        let e = error("<a/>\n<b/>")
        #expect(e?.code == .malformedStoryboard)
        #expect(e?.line == 2)
    }

    @Test func aDeclaredEntityIsNeverExpanded() {
        let e = error("<!DOCTYPE a [ <!ENTITY n \"expanded\"> ]>\n<a>&n;</a>")
        #expect(e?.line == 2)
        #expect(e?.message.contains("an unknown entity reference") == true, "\(e?.message ?? "read")")
        let inAttribute = error("<!DOCTYPE a [ <!ENTITY n \"expanded\"> ]>\n<a k=\"&n;\"/>")
        #expect(inAttribute?.message.contains("an unknown entity reference") == true)
    }

    @Test func anEntityUnderAnExternalDTDIsRefusedAndTheDTDIsNotLoaded() {
        let e = error("<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">\n<a>&n;</a>")
        #expect(e?.line == 2)
        #expect(e?.message.contains("the DTD is never loaded") == true, "\(e?.message ?? "read")")
    }

    @Test func manyDocumentsReadAtOnceKeepTheirOwnErrors() async {
        let results = await withTaskGroup(of: (Int, Int?).self) { group in
            for i in 0..<64 {
                group.addTask {
                    let text = String(repeating: "<a>\n", count: i + 1) + "</b>"
                    return (i, error(text)?.line)
                }
            }
            var all: [(Int, Int?)] = []
            for await r in group { all.append(r) }
            return all
        }
        for (i, line) in results { #expect(line == i + 2) }
    }
}
