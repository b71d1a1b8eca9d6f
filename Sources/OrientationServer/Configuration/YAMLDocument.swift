import CLibYAML

/// A YAML document as the configuration reader needs it: scalars (with whether they were written plain, so
/// `true` or `12` can be told from `"true"`), sequences and mappings, each with its 1-based line. Read with
/// libyaml's document loader (`yaml_parser_load`), which also resolves anchors and aliases.
indirect enum YAMLNode {
    case scalar(String, plain: Bool, line: Int)
    case sequence([YAMLNode], line: Int)
    case mapping([(key: YAMLNode, value: YAMLNode)], line: Int)

    var line: Int {
        switch self {
        case .scalar(_, _, let line), .sequence(_, let line), .mapping(_, let line): line
        }
    }

    /// A plain scalar that YAML 1.1 reads as a boolean, a number or null (`yes`, `12`, `1.5`, `~`): not a string.
    var isTypedScalar: Bool {
        guard case .scalar(let s, true, _) = self else { return false }
        let words: Set<String> = [
            "", "~", "null", "Null", "NULL", "true", "True", "TRUE", "false", "False", "FALSE",
            "yes", "Yes", "YES", "no", "No", "NO", "on", "On", "ON", "off", "Off", "OFF",
            ".inf", ".Inf", ".INF", "-.inf", "+.inf", ".nan", ".NaN", ".NAN",
        ]
        if words.contains(s) { return true }
        let digits = s.filter { $0 != "_" }
        return Int(digits) != nil || (Double(digits) != nil && digits.first.map { $0.isNumber || "+-.".contains($0) } == true)
            || (digits.hasPrefix("0x") && Int(digits.dropFirst(2), radix: 16) != nil)
    }
}

enum YAMLDocument {
    struct SyntaxError: Error {
        var line: Int?
        var problem: String
    }

    /// Deeper nesting is refused (an alias can make a document refer to itself).
    static let maxDepth = 64

    /// The document's root, or nil for an empty document (nothing, or only comments).
    static func parse(_ text: String) throws(SyntaxError) -> YAMLNode? {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { throw SyntaxError(line: nil, problem: "out of memory") }
        defer { yaml_parser_delete(&parser) }
        var document = yaml_document_t()
        // A trailing NUL so the buffer is never empty; libyaml reads `count` bytes only.
        let bytes = Array(text.utf8) + [0]
        let loaded = bytes.withUnsafeBufferPointer { buf -> Bool in
            yaml_parser_set_input_string(&parser, buf.baseAddress, buf.count - 1)
            return yaml_parser_load(&parser, &document) == 1
        }
        guard loaded else {
            let problem = parser.problem.map { String(cString: $0) } ?? "not YAML"
            throw SyntaxError(line: Int(parser.problem_mark.line) + 1, problem: problem)
        }
        defer { yaml_document_delete(&document) }
        guard let root = yaml_document_get_root_node(&document) else { return nil }
        return try node(root, in: &document, depth: 1)
    }

    private static func node(_ n: UnsafeMutablePointer<yaml_node_t>, in document: inout yaml_document_t, depth: Int)
        throws(SyntaxError) -> YAMLNode
    {
        let line = Int(n.pointee.start_mark.line) + 1
        guard depth <= maxDepth else { throw SyntaxError(line: line, problem: "nested more than \(maxDepth) deep") }
        switch n.pointee.type {
        case YAML_SCALAR_NODE:
            let s = n.pointee.data.scalar
            let text = String(decoding: UnsafeBufferPointer(start: s.value, count: s.length), as: UTF8.self)
            return .scalar(text, plain: s.style == YAML_PLAIN_SCALAR_STYLE, line: line)
        case YAML_SEQUENCE_NODE:
            var items: [YAMLNode] = []
            var p = n.pointee.data.sequence.items.start
            while let at = p, at != n.pointee.data.sequence.items.top {
                if let child = yaml_document_get_node(&document, at.pointee) {
                    items.append(try node(child, in: &document, depth: depth + 1))
                }
                p = at + 1
            }
            return .sequence(items, line: line)
        case YAML_MAPPING_NODE:
            var pairs: [(key: YAMLNode, value: YAMLNode)] = []
            var p = n.pointee.data.mapping.pairs.start
            while let at = p, at != n.pointee.data.mapping.pairs.top {
                if let k = yaml_document_get_node(&document, at.pointee.key),
                    let v = yaml_document_get_node(&document, at.pointee.value)
                {
                    pairs.append((try node(k, in: &document, depth: depth + 1), try node(v, in: &document, depth: depth + 1)))
                }
                p = at + 1
            }
            return .mapping(pairs, line: line)
        default:
            return .scalar("", plain: true, line: line)
        }
    }
}
