import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads a whole XML document into an `XMLTreeElement` tree with Foundation's XMLParser (libxml2), keeping the
/// line and column of every start tag. External entities are never loaded. A document that is not well-formed,
/// is empty, or nests deeper than `maxDepth` is refused with an `ImportError` of the caller's code, naming the
/// file and the line where the parser stopped.
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
        let parser = XMLParser(data: Data(bytes))
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = false
        let builder = XMLTreeBuilder(locator: XMLTagLocator(bytes))
        parser.delegate = builder
        let finished = parser.parse()
        // XMLParser can return true after an error it recovered from, so the error is checked on its own.
        if let failure = builder.failure {
            throw ImportError(code, file: path, line: failure.line, "not a well-formed \(what): \(failure.reason)")
        }
        if let error = parser.parserError {
            throw ImportError(code, file: path, line: parser.lineNumber,
                              "not a well-formed \(what): \(describe((error as NSError).code))")
        }
        guard finished, let root = builder.root else {
            // libxml2 reports no error for a document cut short inside its first tag or element.
            let lastLine = XMLTagLocator(bytes).lineCount
            if let open = builder.stack.last {
                throw ImportError(code, file: path, line: lastLine,
                                  "not a well-formed \(what): the file ends before <\(open.name.prefix(40))> "
                                      + "(line \(open.line)) is closed")
            }
            throw ImportError(code, file: path, line: lastLine, "not a well-formed \(what): the file ends inside a tag")
        }
        return root
    }

    /// A sentence for the parser's error code. The code is libxml2's `xmlParserErrors` value, which is also
    /// the documented `NSXMLParserError` number (`NSXMLParserTagNameMismatchError` = 76); XMLParser on Linux gives
    /// no text of its own, and its `XMLParser.ErrorCode` cases are numbered differently, so the numbers are
    /// matched here.
    static func describe(_ code: Int) -> String {
        switch code {
        case 4: "the document has no root element"
        case 5: "the document does not end where its root element ends"
        case 9: "a character that XML does not allow"
        case 26: "an unknown entity reference (&...;)"
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

/// The XMLParser delegate that builds the tree: a stack of open elements, each appended to its parent when it
/// ends.
private final class XMLTreeBuilder: NSObject, XMLParserDelegate {
    struct Failure {
        var line: Int
        var reason: String
    }

    var locator: XMLTagLocator
    var stack: [XMLTreeElement] = []
    var root: XMLTreeElement?
    var failure: Failure?

    init(locator: XMLTagLocator) {
        self.locator = locator
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
        guard failure == nil else { return }
        if root != nil {
            fail(parser, "more than one root element")
            return
        }
        if stack.count >= XMLTreeReader.maxDepth {
            fail(parser, "elements nested more than \(XMLTreeReader.maxDepth) deep")
            return
        }
        let at = locator.startTag(line: parser.lineNumber, column: parser.columnNumber)
        stack.append(XMLTreeElement(name: elementName, attributes: attributeDict, line: at.line, column: at.column))
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?) {
        guard failure == nil, let element = stack.popLast() else { return }
        if stack.isEmpty {
            root = element
        } else {
            stack[stack.count - 1].children.append(element)
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        guard failure == nil, !stack.isEmpty else { return }
        stack[stack.count - 1].text += string
    }

    func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
        guard failure == nil, !stack.isEmpty else { return }
        stack[stack.count - 1].text += String(decoding: CDATABlock, as: UTF8.self)
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
        guard failure == nil else { return }
        failure = Failure(line: parser.lineNumber, reason: XMLTreeReader.describe((parseError as NSError).code))
    }

    private func fail(_ parser: XMLParser, _ reason: String) {
        failure = Failure(line: parser.lineNumber, reason: reason)
        parser.abortParsing()
    }
}
