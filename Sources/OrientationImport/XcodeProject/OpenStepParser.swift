/// An old-style (OpenStep) text property list as a `PlistNode` tree: `{ key = value; }` dictionaries,
/// `( a, b, )` arrays (a trailing comma allowed), strings and `<data>`. Every value and key is located at its
/// first character. Xcode's `project.pbxproj` is written in this format.
struct OpenStepParser {
    static let maxDepth = 256

    private var tokenizer: OpenStepTokenizer
    private var lookahead: OpenStepToken?
    private let path: String

    init(_ bytes: [UInt8], path: String) {
        tokenizer = OpenStepTokenizer(bytes, path: path)
        self.path = path
    }

    /// The whole file: one value and nothing after it.
    static func parse(_ bytes: [UInt8], path: String) throws(ImportError) -> PlistNode {
        var parser = OpenStepParser(bytes, path: path)
        guard try parser.peek() != nil else {
            throw ImportError(.malformedPlist, file: path, "the file is empty; expected a property list")
        }
        let root = try parser.value(depth: 0)
        if let extra = try parser.peek() {
            throw ImportError(.malformedPlist, file: path, line: extra.line, "unexpected text after the property list")
        }
        return root
    }

    private mutating func peek() throws(ImportError) -> OpenStepToken? {
        if lookahead == nil { lookahead = try tokenizer.next() }
        return lookahead
    }

    private mutating func take() throws(ImportError) -> OpenStepToken? {
        let t = try peek()
        lookahead = nil
        return t
    }

    private func unexpectedEnd(_ what: String) -> ImportError {
        ImportError(.malformedPlist, file: path, "the file ends inside \(what)")
    }

    private func location(_ t: OpenStepToken) -> SourceLocation {
        SourceLocation(file: path, line: t.line, column: t.column)
    }

    private mutating func expect(_ p: UInt8, in what: String) throws(ImportError) {
        guard let t = try take() else { throw unexpectedEnd(what) }
        guard t.kind == .punctuation(p) else {
            throw ImportError(
                .malformedPlist, file: path, line: t.line,
                "expected '\(Character(UnicodeScalar(p)))' in \(what)")
        }
    }

    private mutating func value(depth: Int) throws(ImportError) -> PlistNode {
        guard let t = try take() else { throw unexpectedEnd("a value") }
        guard depth < Self.maxDepth else {
            throw ImportError(
                .malformedPlist, file: path, line: t.line,
                "values nested more than \(Self.maxDepth) deep")
        }
        switch t.kind {
        case .string(let s):
            return PlistNode(value: .string(s), location: location(t))
        case .data:
            return PlistNode(value: .opaque(kind: "data"), location: location(t))
        case .punctuation(UInt8(ascii: "{")):
            var entries: [PlistNode.Entry] = []
            while true {
                guard let k = try take() else { throw unexpectedEnd("a dictionary opened on line \(t.line)") }
                if k.kind == .punctuation(UInt8(ascii: "}")) { break }
                guard case .string(let key) = k.kind else {
                    throw ImportError(.malformedPlist, file: path, line: k.line, "expected a key in a dictionary")
                }
                try expect(UInt8(ascii: "="), in: "the dictionary entry \(key.prefix(60))")
                let v = try value(depth: depth + 1)
                try expect(UInt8(ascii: ";"), in: "the dictionary entry \(key.prefix(60))")
                entries.append(PlistNode.Entry(key: key, keyLocation: location(k), value: v))
            }
            return PlistNode(value: .dictionary(entries), location: location(t))
        case .punctuation(UInt8(ascii: "(")):
            var items: [PlistNode] = []
            while true {
                guard let n = try peek() else { throw unexpectedEnd("an array opened on line \(t.line)") }
                if n.kind == .punctuation(UInt8(ascii: ")")) {
                    _ = try take()
                    break
                }
                items.append(try value(depth: depth + 1))
                guard let sep = try take() else { throw unexpectedEnd("an array opened on line \(t.line)") }
                if sep.kind == .punctuation(UInt8(ascii: ")")) { break }
                guard sep.kind == .punctuation(UInt8(ascii: ",")) else {
                    throw ImportError(.malformedPlist, file: path, line: sep.line, "expected ',' or ')' in an array")
                }
            }
            return PlistNode(value: .array(items), location: location(t))
        case .punctuation(let p):
            throw ImportError(
                .malformedPlist, file: path, line: t.line,
                "unexpected '\(Character(UnicodeScalar(p)))' where a value is expected")
        }
    }
}
