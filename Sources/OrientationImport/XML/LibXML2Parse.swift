import CLibXML2

/// Runs libxml2's SAX2 push parser over a whole document in memory, feeding an `XMLTreeBuilder`.
///
/// Why SAX2 rather than the xmlTextReader API: a SAX callback runs while the parser stands at the end of the start
/// tag, so its line and column find the tag's `<` (`XMLTagLocator`); the reader parses ahead of the node it hands
/// out. The handler sets only the callbacks below, which is what keeps hostile documents harmless:
/// - no `getEntity`, `entityDecl`, `internalSubset` or `externalSubset`: entity declarations are parsed but never
///   looked up, so a reference to any entity but the five predefined ones is "an unknown entity reference"
///   (no billion laughs, no `SYSTEM "file:///etc/passwd"`), and no external DTD is ever fetched;
/// - options: `XML_PARSE_NONET` only (no `XML_PARSE_NOENT`, `XML_PARSE_DTDLOAD` or `XML_PARSE_HUGE`, so libxml2's
///   own limits on depth and sizes stay on);
/// - errors come to `serror` with the builder as its user data: per parse, no global handler, so parses on
///   several threads at once never see each other's errors.
enum LibXML2Parse {
    /// libxml2 must initialise its globals once before parsers run on several threads (xmlInitParser(3));
    /// a static `let` is initialised exactly once, thread-safely.
    private static let initialised: Void = xmlInitParser()

    static let options = Int32(XML_PARSE_NONET.rawValue)

    static func run(_ bytes: [UInt8], builder: XMLTreeBuilder) {
        _ = initialised
        guard !bytes.isEmpty else { return }
        var sax = handler()
        let state = ParseState(builder)
        let user = Unmanaged.passUnretained(state).toOpaque()
        withExtendedLifetime(state) {
            bytes.withUnsafeBufferPointer { buffer in
                let base = UnsafeRawPointer(buffer.baseAddress!).assumingMemoryBound(to: CChar.self)
                // The first four bytes go to the context, which detects the encoding from them (UTF-8, UTF-16
                // with a byte-order mark, ...); the rest is one final chunk.
                let head = min(4, buffer.count)
                guard let ctxt = xmlCreatePushParserCtxt(&sax, user, base, Int32(head), nil) else {
                    builder.error(code: Int(XML_ERR_NO_MEMORY.rawValue), line: 1, inputExhausted: false)
                    return
                }
                defer {
                    // With no SAX document callbacks libxml2 still keeps entity declarations in a stand-in
                    // document ("for expat compatibility"), which the context does not own: freed here.
                    if let doc = ctxt.pointee.myDoc {
                        xmlFreeDoc(doc)
                        ctxt.pointee.myDoc = nil
                    }
                    xmlFreeParserCtxt(ctxt)
                }
                xmlCtxtUseOptions(ctxt, options)
                // The context starts from a process-wide default (xmlSubstituteEntitiesDefault); this parse never
                // substitutes, whatever else in the process set, so `decodeAmpersands` sees what it expects.
                ctxt.pointee.replaceEntities = 0
                state.ctxt = ctxt
                _ = xmlParseChunk(ctxt, base + head, Int32(buffer.count - head), 1)
            }
        }
    }

    /// What the callbacks get back from their `void *` user data: the builder, and the parser context (for the
    /// position, and to stop the parse).
    private final class ParseState {
        let builder: XMLTreeBuilder
        var ctxt: xmlParserCtxtPtr?

        init(_ builder: XMLTreeBuilder) {
            self.builder = builder
        }
    }

    /// The SAX2 callbacks.
    private static func handler() -> xmlSAXHandler {
        var sax = xmlSAXHandler()
        sax.initialized = UInt32(XML_SAX2_MAGIC)
        sax.startElementNs = { user, localname, prefix, _, namespaceCount, namespaces, attributeCount, _, attributes in
            let state = LibXML2Parse.state(user)
            let name = LibXML2Parse.qualified(prefix, localname)
            var attributeDict: [String: String] = [:]
            // Namespace declarations are reported apart from attributes; the tree keeps them as the attributes
            // they are written as (xmlns="..." and xmlns:p="...").
            if let namespaces {
                for i in 0..<Int(namespaceCount) {
                    let p = namespaces[2 * i]
                    let uri = namespaces[2 * i + 1].map { String(cString: $0) } ?? ""
                    attributeDict[p.map { "xmlns:" + String(cString: $0) } ?? "xmlns"] = uri
                }
            }
            // Five pointers per attribute: localname, prefix, URI, value start, value end.
            if let attributes {
                for i in 0..<Int(attributeCount) {
                    let a = attributes + 5 * i
                    guard let valueStart = a[3], let valueEnd = a[4] else { continue }
                    let value = String(
                        decoding: UnsafeBufferPointer(start: valueStart, count: valueEnd - valueStart),
                        as: UTF8.self)
                    attributeDict[LibXML2Parse.qualified(a[1], a[0])] = LibXML2Parse.decodeAmpersands(value)
                }
            }
            let ctxt = state.ctxt
            if !state.builder.start(
                name: name, attributes: attributeDict, line: Int(clx_line(ctxt)),
                column: Int(clx_column(ctxt)))
            {
                xmlStopParser(ctxt)
            }
        }
        sax.endElementNs = { user, _, _, _ in
            LibXML2Parse.state(user).builder.end()
        }
        let characters: charactersSAXFunc = { user, bytes, length in
            guard let bytes, length > 0 else { return }
            LibXML2Parse.state(user).builder.text(
                String(
                    decoding: UnsafeBufferPointer(start: bytes, count: Int(length)),
                    as: UTF8.self))
        }
        sax.characters = characters
        sax.ignorableWhitespace = characters
        sax.cdataBlock = characters
        // Reached only for an undeclared entity in a document with an external DTD (which is never loaded): libxml2
        // then warns instead of failing. Its replacement text is unknown, so the document cannot be read.
        sax.reference = { user, name in
            let state = LibXML2Parse.state(user)
            let ctxt = state.ctxt
            state.builder.refuse(
                line: Int(clx_line(ctxt)),
                "an entity reference &\(name.map { String(cString: $0) } ?? "");, which is not expanded")
            xmlStopParser(ctxt)
        }
        sax.serror = { user, error in
            guard let user, let error else { return }
            let e = error.pointee
            // Warnings (an undeclared entity under an external DTD, a namespace URI that is not absolute) leave a
            // document readable; errors and fatal errors do not.
            guard e.level.rawValue >= XML_ERR_ERROR.rawValue, e.domain != Int32(XML_FROM_NAMESPACE.rawValue) else {
                return
            }
            let ctxt = e.ctxt?.assumingMemoryBound(to: xmlParserCtxt.self)
            LibXML2Parse.state(user).builder.error(
                code: Int(e.code), line: Int(e.line),
                inputExhausted: clx_input_exhausted(ctxt) != 0)
        }
        return sax
    }

    private static func state(_ user: UnsafeMutableRawPointer?) -> ParseState {
        Unmanaged<ParseState>.fromOpaque(user!).takeUnretainedValue()
    }

    private static func qualified(_ prefix: UnsafePointer<xmlChar>?, _ localname: UnsafePointer<xmlChar>?) -> String {
        let local = localname.map { String(cString: $0) } ?? ""
        guard let prefix else { return local }
        return String(cString: prefix) + ":" + local
    }

    /// Without `XML_PARSE_NOENT` libxml2 decodes every reference in an attribute value except one that gives
    /// `&` (`&amp;`, `&#38;`, `&#x26;`), which it keeps as `&#38;` so the value stays unambiguous. A raw `&` cannot
    /// appear in a value, so every `&#38;` left is one of those.
    static func decodeAmpersands(_ value: String) -> String {
        guard value.utf8.contains(UInt8(ascii: "&")) else { return value }
        return value.replacing("&#38;", with: "&")
    }
}
