/// Reads a whole XML document into an `XMLTreeElement` tree with libxml2's SAX2 parser, keeping the line and
/// column of every start tag. No entity other than XML's five predefined ones and character references is ever
/// expanded, and no DTD or external entity is loaded (see `LibXML2Parse`). A document that is not well-formed, is
/// empty, or nests deeper than `maxDepth` is refused with an `ImportError` of the caller's code, naming the file
/// and the line where the parser stopped.
enum XMLTreeReader {
    /// Info.plists and Interface Builder documents nest a few dozen levels; anything far deeper is not one of
    /// them, and refusing it keeps every later walk of the tree shallow.
    static let maxDepth = 256

    static func read(_ bytes: [UInt8], path: String, code: ImportError.Code, what: String)
        throws(ImportError) -> XMLTreeElement
    {
        if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
            throw ImportError(code, file: path, "the file is empty; expected \(what)")
        }
        guard bytes.count <= Int(Int32.max) else {
            throw ImportError(code, file: path, "the file is larger than 2 GiB; not \(what)")
        }
        let builder = XMLTreeBuilder(locator: XMLTagLocator(bytes))
        LibXML2Parse.run(bytes, builder: builder)
        // The tree's own refusals (depth, a second root) stop the parser: they are the first thing that went wrong.
        if let failure = builder.failure {
            throw ImportError(code, file: path, line: failure.line, "not a well-formed \(what): \(failure.reason)")
        }
        if let error = builder.parserError, !(builder.root == nil && error.isEndOfInput) {
            throw ImportError(
                code, file: path, line: error.line,
                "not a well-formed \(what): \(describe(error.code))")
        }
        guard let root = builder.root else {
            // Cut short: libxml2 says "Premature end of data" or "Extra content at the end of the document",
            // depending on where the input stopped; the open element is what a person can look for.
            let lastLine = XMLTagLocator(bytes).lineCount
            if let open = builder.stack.last {
                throw ImportError(
                    code, file: path, line: lastLine,
                    "not a well-formed \(what): the file ends before <\(open.name.prefix(40))> "
                        + "(line \(open.line)) is closed")
            }
            throw ImportError(code, file: path, line: lastLine, "not a well-formed \(what): the file ends inside a tag")
        }
        return root
    }

    /// A sentence for libxml2's error code (an `xmlParserErrors` value, which is also the documented
    /// `NSXMLParserError` number: `XML_ERR_TAG_NAME_MISMATCH` = `NSXMLParserTagNameMismatchError` = 76). libxml2's
    /// own messages name its internals ("StartTag: invalid element name"), so the common ones get a sentence here.
    static func describe(_ code: Int) -> String {
        switch code {
        case 4: "the document has no root element"
        case 5: "the document does not end where its root element ends"
        case 9: "a character that XML does not allow"
        case 26: "an unknown entity reference (&...;)"
        // An undeclared entity in a document with an external DTD: libxml2 counts it an error, not a fatal one.
        case 27: "an entity reference (&...;) that is not one of XML's five; the DTD is never loaded"
        case 32: "an encoding the parser cannot read"
        case 39, 40, 41: "an attribute is not written name=\"value\""
        case 42: "an attribute appears twice in one tag"
        case 45: "a comment is not closed"
        case 73: "a tag is not closed with '>'"
        case 76: "an end tag does not match its start tag"
        default: "XML error \(code)"
        }
    }
}
