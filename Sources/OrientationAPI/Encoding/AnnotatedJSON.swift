/// Lays a JSON document out over lines for people, and says which JSON Pointer each line opens, so a caller can
/// write a comment after it (`// App/Player.swift:12:9`, where the value was read). The values themselves are
/// written by `JSONWriter` (escaping and numbers as everywhere else); this only adds indentation and newlines.
///
/// Objects and arrays holding objects or arrays get one line per member; an array of plain values
/// (`["landscapeLeft","landscapeRight"]`) stays on one line, as a mask is one value.
package enum AnnotatedJSON {
    package struct Line: Sendable, Hashable {
        /// The text, indented by two spaces per level, with its trailing comma.
        package var text: String
        /// The RFC 6901 pointer of the value the line opens; nil for a closing `}` or `]`.
        package var pointer: String?
    }

    package static func lines(_ value: JSONValue) -> [Line] {
        var out: [Line] = []
        layout(value, pointer: "", key: nil, indent: 0, comma: false, into: &out)
        return out
    }

    /// The document with `// note` after every line whose pointer `note` answers.
    package static func render(_ value: JSONValue, note: (String) -> String?) -> String {
        var text = ""
        for line in lines(value) {
            text += line.text
            if let p = line.pointer, let n = note(p) { text += "  // " + n }
            text += "\n"
        }
        return text
    }

    private static func layout(
        _ value: JSONValue, pointer: String, key: String?, indent: Int, comma: Bool,
        into out: inout [Line]
    ) {
        let pad = String(repeating: "  ", count: indent)
        var head = pad
        if let key { head += inline(.string(key)) + ": " }
        let tail = comma ? "," : ""
        switch value {
        case .object(let members) where !members.isEmpty:
            out.append(Line(text: head + "{", pointer: pointer))
            for (i, m) in members.enumerated() {
                layout(
                    m.value, pointer: pointer + "/" + JSONPath.escape(m.key), key: m.key, indent: indent + 1,
                    comma: i < members.count - 1, into: &out)
            }
            out.append(Line(text: pad + "}" + tail, pointer: nil))
        case .array(let items) where items.contains(where: \.isContainer):
            out.append(Line(text: head + "[", pointer: pointer))
            for (i, item) in items.enumerated() {
                layout(
                    item, pointer: pointer + "/\(i)", key: nil, indent: indent + 1, comma: i < items.count - 1,
                    into: &out)
            }
            out.append(Line(text: pad + "]" + tail, pointer: nil))
        default:
            out.append(Line(text: head + inline(value) + tail, pointer: pointer))
        }
    }

    private static func inline(_ value: JSONValue) -> String {
        var w = JSONWriter(capacity: 64)
        w.value(value)
        return String(decoding: w.bytes, as: UTF8.self)
    }
}

extension JSONValue {
    /// True for a non-empty object or array.
    fileprivate var isContainer: Bool {
        switch self {
        case .object(let m): !m.isEmpty
        case .array(let a): !a.isEmpty
        default: false
        }
    }
}
