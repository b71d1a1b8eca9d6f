/// An XML property list (Apple's "PropertyList-1.0" document type) as a `PlistNode` tree, every value located at
/// its element. The `<plist>` wrapper is optional, as Core Foundation reads a bare `<dict>` too.
enum XMLPropertyList {
    static func read(_ bytes: [UInt8], path: String) throws(ImportError) -> PlistNode {
        let root = try XMLTreeReader.read(bytes, path: path, code: .malformedPlist, what: "XML property list")
        var top = root
        if root.name == "plist" {
            let values = root.children
            guard values.count == 1 else {
                throw ImportError(
                    .malformedPlist, file: path, line: root.line,
                    "<plist> must hold exactly one value, not \(values.count)")
            }
            top = values[0]
        }
        return try node(top, path: path)
    }

    /// Recursion is bounded by `XMLTreeReader.maxDepth`.
    static func node(_ e: XMLTreeElement, path: String) throws(ImportError) -> PlistNode {
        let at = e.location(in: path)
        func bad(_ message: String) -> ImportError {
            ImportError(.malformedPlist, file: path, line: e.line, message)
        }
        switch e.name {
        case "string":
            return PlistNode(value: .string(e.text), location: at)
        case "integer":
            let text = e.text.trimmingWhitespace
            guard let n = parseInteger(text) else { throw bad("<integer>\(text.prefix(40))</integer> is not an integer") }
            return PlistNode(value: .integer(n), location: at)
        case "real":
            let text = e.text.trimmingWhitespace
            guard let d = Double(text) else { throw bad("<real>\(text.prefix(40))</real> is not a number") }
            return PlistNode(value: .real(d), location: at)
        case "true", "false":
            return PlistNode(value: .bool(e.name == "true"), location: at)
        case "date", "data":
            return PlistNode(value: .opaque(kind: e.name), location: at)
        case "array":
            var items: [PlistNode] = []
            items.reserveCapacity(e.children.count)
            for c in e.children { items.append(try node(c, path: path)) }
            return PlistNode(value: .array(items), location: at)
        case "dict":
            var entries: [PlistNode.Entry] = []
            var i = 0
            let children = e.children
            while i < children.count {
                let k = children[i]
                guard k.name == "key" else {
                    throw ImportError(
                        .malformedPlist, file: path, line: k.line,
                        "<\(k.name)> where a <key> is expected in a <dict>")
                }
                guard i + 1 < children.count else {
                    throw ImportError(
                        .malformedPlist, file: path, line: k.line,
                        "<key>\(k.text.prefix(80))</key> has no value")
                }
                let value = try node(children[i + 1], path: path)
                entries.append(PlistNode.Entry(key: k.text, keyLocation: k.location(in: path), value: value))
                i += 2
            }
            return PlistNode(value: .dictionary(entries), location: at)
        case "key":
            throw bad("<key> outside a <dict>")
        default:
            throw bad("<\(e.name.prefix(40))> is not a property-list element")
        }
    }

    /// Decimal, with an optional sign, or hexadecimal `0x...`, as Core Foundation reads `<integer>`.
    static func parseInteger(_ text: String) -> Int? {
        var t = Substring(text)
        var negative = false
        if t.first == "-" { negative = true; t = t.dropFirst() } else if t.first == "+" { t = t.dropFirst() }
        let n: Int?
        if t.hasPrefix("0x") || t.hasPrefix("0X") { n = Int(t.dropFirst(2), radix: 16) } else { n = Int(t) }
        guard let n else { return nil }
        return negative ? -n : n
    }
}

extension String {
    /// Without leading and trailing spaces, tabs and line breaks.
    var trimmingWhitespace: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" || $0 == "\r\n" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return String(self[first...last])
    }
}
