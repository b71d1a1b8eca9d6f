/// The state of one parse: a stack of open elements, each appended to its parent when it ends, and the first
/// thing that went wrong. `LibXML2Parse` feeds it from libxml2's SAX2 callbacks; one builder per document, so
/// documents read on several threads at once share nothing.
final class XMLTreeBuilder {
    /// A refusal of the tree itself (too deep, a second root, an entity that is not expanded).
    struct Failure {
        var line: Int
        var reason: String
    }

    /// The first error libxml2 reported: its `xmlParserErrors` code, its line, and whether the parser had read all
    /// of its input by then (a document cut short, rather than one with an error in the middle).
    struct ParserError {
        var code: Int
        var line: Int
        var inputExhausted: Bool

        /// Raised because the input ended: with nothing left to read, or one of the two codes libxml2 gives a
        /// document that stops inside an element (`XML_ERR_DOCUMENT_END` = 5 when the push parser is told the
        /// input is over, `XML_ERR_TAG_NOT_FINISHED` = 77), which may leave trailing text unread.
        var isEndOfInput: Bool { inputExhausted || code == 5 || code == 77 }
    }

    var locator: XMLTagLocator
    var stack: [XMLTreeElement] = []
    var root: XMLTreeElement?
    var failure: Failure?
    var parserError: ParserError?

    init(locator: XMLTagLocator) {
        self.locator = locator
    }

    /// Whether the callbacks should still build: after the first failure or error nothing later is trusted.
    var building: Bool { failure == nil && parserError == nil }

    /// A start tag, reported at `line` and character `column` of its `>` (or the `/` of `/>`). Returns false when
    /// the tree refuses it, and the parse must stop.
    func start(name: String, attributes: [String: String], line: Int, column: Int) -> Bool {
        guard building else { return false }
        if root != nil {
            failure = Failure(line: line, reason: "more than one root element")
            return false
        }
        if stack.count >= XMLTreeReader.maxDepth {
            failure = Failure(line: line, reason: "elements nested more than \(XMLTreeReader.maxDepth) deep")
            return false
        }
        let at = locator.startTag(line: line, column: column)
        stack.append(XMLTreeElement(name: name, attributes: attributes, line: at.line, column: at.column))
        return true
    }

    func end() {
        guard building, let element = stack.popLast() else { return }
        if stack.isEmpty {
            root = element
        } else {
            stack[stack.count - 1].children.append(element)
        }
    }

    /// Character data or CDATA, entities already decoded.
    func text(_ string: String) {
        guard building, !stack.isEmpty else { return }
        stack[stack.count - 1].text += string
    }

    func refuse(line: Int, _ reason: String) {
        guard building else { return }
        failure = Failure(line: line, reason: reason)
    }

    func error(code: Int, line: Int, inputExhausted: Bool) {
        guard parserError == nil, failure == nil else { return }
        parserError = ParserError(code: code, line: line, inputExhausted: inputExhausted)
    }
}
