import CLibYAML

/// A YAML document as the readers of YAML files need it (`.orientation-lint.yml` today): scalars (with whether they were written plain, so
/// `true` or `12` can be told from `"true"`), sequences and mappings, each with its 1-based line. Read from
/// libyaml's events (`YAMLDocument`), anchors and aliases resolved with a bound.
package indirect enum YAMLNode {
    case scalar(String, plain: Bool, line: Int)
    case sequence([YAMLNode], line: Int)
    case mapping([(key: YAMLNode, value: YAMLNode)], line: Int)

    package var line: Int {
        switch self {
        case .scalar(_, _, let line), .sequence(_, let line), .mapping(_, let line): line
        }
    }

    /// A plain scalar that YAML 1.1 reads as a boolean, a number or null (`yes`, `12`, `1.5`, `~`): not a string.
    package var isTypedScalar: Bool {
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

/// The first document of a YAML stream, built from libyaml's parser events (`yaml_parser_parse`) rather than
/// its document loader, so that aliases are bounded where they are met.
///
/// An alias stands for its anchor's whole node: `b: [*a, *a]` over `a: [x, x]` is four scalars, and nine levels
/// of nine aliases each ("billion laughs") make a 1 KB file stand for 387 million nodes, which grew past 17 GB
/// through the loader. Here each alias counts the nodes it stands for (an anchor's size is known once its node
/// ends), and all aliases of a document together may stand for at most `maxAliasNodes`: more is an error at the
/// alias's line. Aliased nodes are shared, not copied, so what is kept is the size of the text. A configuration
/// file needs aliases rarely and never many: `maxAliasNodes` is far above any real use.
package enum YAMLDocument {
    package struct SyntaxError: Error {
        package var line: Int?
        package var problem: String
        /// Well-formed YAML past a limit (aliases, nesting), rather than text that is not YAML.
        package var pastLimit = false
    }

    /// Deeper nesting is refused, counted with what aliases stand for.
    package static let maxDepth = 64
    /// The nodes all aliases of a document may stand for together.
    package static let maxAliasNodes = 10_000

    /// A node being built: a sequence's items or a mapping's pairs so far.
    private struct Open {
        var anchor: String?
        var line: Int
        var isMapping: Bool
        var items: [YAMLNode] = []
        var pairs: [(key: YAMLNode, value: YAMLNode)] = []
        var pendingKey: YAMLNode?
        /// Nodes in it (itself included), and its height.
        var size = 1
        var height = 1
    }

    /// The document's root, or nil for an empty document (nothing, or only comments).
    package static func parse(_ text: String) throws(SyntaxError) -> YAMLNode? {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { throw SyntaxError(line: nil, problem: "out of memory") }
        defer { yaml_parser_delete(&parser) }
        // A trailing NUL so the buffer is never empty; libyaml reads `count` bytes only.
        let bytes = Array(text.utf8) + [0]
        return try bytes.withUnsafeBufferPointer { buf throws(SyntaxError) -> YAMLNode? in
            yaml_parser_set_input_string(&parser, buf.baseAddress, buf.count - 1)
            return try build(&parser)
        }
    }

    private static func build(_ parser: inout yaml_parser_t) throws(SyntaxError) -> YAMLNode? {
        var anchors: [String: (node: YAMLNode, size: Int, height: Int)] = [:]
        var stack: [Open] = []
        var root: YAMLNode?
        var aliasNodes = 0

        /// Adds a finished node to its parent (or makes it the root).
        func finish(_ node: YAMLNode, anchor: String?, size: Int, height: Int) {
            if let anchor { anchors[anchor] = (node, size, height) }
            guard var parent = stack.popLast() else {
                root = node
                return
            }
            parent.size += size
            parent.height = max(parent.height, height + 1)
            if !parent.isMapping {
                parent.items.append(node)
            } else if let key = parent.pendingKey {
                parent.pairs.append((key, node))
                parent.pendingKey = nil
            } else {
                parent.pendingKey = node
            }
            stack.append(parent)
        }

        while true {
            var event = yaml_event_t()
            guard yaml_parser_parse(&parser, &event) == 1 else {
                let problem = parser.problem.map { String(cString: $0) } ?? "not YAML"
                throw SyntaxError(line: Int(parser.problem_mark.line) + 1, problem: problem)
            }
            defer { yaml_event_delete(&event) }
            let line = Int(event.start_mark.line) + 1
            func name(_ p: UnsafeMutablePointer<yaml_char_t>?) -> String? { p.map { String(cString: $0) } }
            switch event.type {
            case YAML_STREAM_END_EVENT, YAML_DOCUMENT_END_EVENT:
                return root
            case YAML_SCALAR_EVENT:
                let s = event.data.scalar
                let value = String(decoding: UnsafeBufferPointer(start: s.value, count: s.length), as: UTF8.self)
                guard stack.count < maxDepth else {
                    throw SyntaxError(line: line, problem: "nested more than \(maxDepth) deep", pastLimit: true)
                }
                finish(
                    .scalar(value, plain: s.style == YAML_PLAIN_SCALAR_STYLE, line: line), anchor: name(s.anchor),
                    size: 1, height: 1)
            case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
                guard stack.count < maxDepth else {
                    throw SyntaxError(line: line, problem: "nested more than \(maxDepth) deep", pastLimit: true)
                }
                let mapping = event.type == YAML_MAPPING_START_EVENT
                let anchor = mapping ? name(event.data.mapping_start.anchor) : name(event.data.sequence_start.anchor)
                stack.append(Open(anchor: anchor, line: line, isMapping: mapping))
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                guard let open = stack.popLast() else { continue }
                let node: YAMLNode = open.isMapping ? .mapping(open.pairs, line: open.line) : .sequence(open.items, line: open.line)
                finish(node, anchor: open.anchor, size: open.size, height: open.height)
            case YAML_ALIAS_EVENT:
                let alias = name(event.data.alias.anchor) ?? ""
                guard let target = anchors[alias] else {
                    // Also an alias inside its own anchor's node: the node is not finished, so it refers to nothing yet.
                    throw SyntaxError(line: line, problem: "the alias *\(alias) refers to no anchor defined before it")
                }
                aliasNodes += target.size
                guard aliasNodes <= maxAliasNodes else {
                    throw SyntaxError(
                        line: line,
                        problem: "the alias *\(alias) stands for \(target.size) nodes, which brings the file's aliases to "
                            + "\(aliasNodes): at most \(maxAliasNodes) are read (nested aliases grow a file exponentially)",
                        pastLimit: true)
                }
                guard stack.count + target.height <= maxDepth else {
                    throw SyntaxError(
                        line: line, problem: "nested more than \(maxDepth) deep (through the alias *\(alias))", pastLimit: true)
                }
                finish(target.node, anchor: nil, size: target.size, height: target.height)
            default:
                continue  // stream and document starts
            }
        }
    }
}
