/// Parses method bodies (statements and expressions) from tokens: messages, C calls, dot syntax, casts, the
/// C operators, blocks. Anything it does not understand becomes `.opaque` and parsing resumes at the next
/// statement; it always advances, and nesting deeper than `maxDepth` is skipped, so it cannot hang or exhaust
/// the stack on hostile input.
struct ObjCParser {
    let tokens: [ObjCToken]
    private(set) var index: Int
    private let end: Int
    private var depth = 0

    static let maxDepth = 128
    /// Binary operators in one expression beyond this are skipped: no orientation expression is that long.
    static let maxOperators = 256

    init(tokens: [ObjCToken], range: Range<Int>) {
        self.tokens = tokens
        self.index = range.lowerBound
        self.end = min(range.upperBound, tokens.count)
    }

    private var current: ObjCToken? { index < end ? tokens[index] : nil }
    private func peek(_ offset: Int) -> ObjCToken? { index + offset < end ? tokens[index + offset] : nil }
    private func at(_ p: String) -> Bool { current?.isPunctuation(p) ?? false }
    private mutating func eat(_ p: String) -> Bool {
        if at(p) { index += 1; return true }
        return false
    }

    // MARK: Statements

    mutating func statements() -> [ObjCStatement] {
        var list: [ObjCStatement] = []
        while index < end, !at("}") {
            let before = index
            if let s = statement() { list.append(s) }
            if index == before { index += 1 }
        }
        return list
    }

    private mutating func block() -> [ObjCStatement] {
        guard eat("{") else { return statement().map { [$0] } ?? [] }
        depth += 1
        defer { depth -= 1 }
        guard depth < Self.maxDepth else {
            skipBalanced(from: index - 1)
            return []
        }
        let list = statements()
        _ = eat("}")
        return list
    }

    private mutating func statement() -> ObjCStatement? {
        guard let t = current else { return nil }
        if t.isPunctuation("{") { return .compound(block()) }
        if t.isPunctuation(";") { index += 1; return nil }
        if t.kind == .identifier {
            switch t.text {
            case "return":
                let token = index
                index += 1
                if eat(";") { return .returnStatement(nil, token: token) }
                let e = expression()
                endStatement()
                return .returnStatement(e, token: token)
            case "if":
                index += 1
                let condition = parenthesized()
                let then = block()
                var otherwise: [ObjCStatement]?
                if current?.isIdentifier("else") ?? false {
                    index += 1
                    otherwise = block()
                }
                return .ifStatement(condition, then, otherwise)
            case "switch":
                index += 1
                let subject = parenthesized()
                return .switchStatement(subject, switchBody())
            case "for", "while":
                index += 1
                _ = parenthesized()
                return .compound(block())
            case "do":
                index += 1
                let body = block()
                if current?.isIdentifier("while") ?? false {
                    index += 1
                    _ = parenthesized()
                }
                endStatement()
                return .compound(body)
            case "else", "case", "default", "break", "continue", "goto":
                index += 1
                endStatement()
                return nil
            default:
                if let d = declaration() { return d }
            }
        }
        if t.kind == .atKeyword {
            switch t.text {
            case "@try", "@finally", "@autoreleasepool":
                index += 1
                return .compound(block())
            case "@catch", "@synchronized":
                index += 1
                _ = parenthesized()
                return .compound(block())
            default:
                break
            }
        }
        let e = expression()
        endStatement()
        return .expression(e)
    }

    /// `Type *name = value;`, `Type<Proto> *name;`, `SEL name = ...;`, `__weak Type *name = ...;`.
    private mutating func declaration() -> ObjCStatement? {
        let qualifiers: Set<String> = ["const", "static", "__strong", "__weak", "__block", "__unsafe_unretained",
                                       "__kindof", "__autoreleasing", "volatile", "unsigned", "signed", "struct"]
        var i = index
        while i < end, tokens[i].kind == .identifier, qualifiers.contains(tokens[i].text) { i += 1 }
        guard i < end, tokens[i].kind == .identifier else { return nil }
        let type = tokens[i].text
        i += 1
        if i < end, tokens[i].isPunctuation("<") {
            var level = 0
            while i < end {
                if tokens[i].isPunctuation("<") { level += 1 }
                if tokens[i].isPunctuation(">") { level -= 1; if level == 0 { i += 1; break } }
                if tokens[i].isPunctuation(";") { return nil }
                i += 1
            }
        }
        while i < end, tokens[i].isPunctuation("*") || tokens[i].isIdentifier("const")
            || tokens[i].isIdentifier("_Nullable") || tokens[i].isIdentifier("_Nonnull")
            || tokens[i].isIdentifier("__nullable") || tokens[i].isIdentifier("__nonnull") { i += 1 }
        guard i + 1 < end, tokens[i].kind == .identifier,
              tokens[i + 1].isPunctuation("=") || tokens[i + 1].isPunctuation(";") || tokens[i + 1].isPunctuation(",")
        else { return nil }
        let nameToken = i
        let name = tokens[i].text
        index = i + 1
        var value: ObjCExpr?
        if eat("=") { value = expression() }
        endStatement()
        return .declaration(type: type, name: name, value: value, token: nameToken)
    }

    private mutating func switchBody() -> [(labels: [ObjCExpr?], body: [ObjCStatement])] {
        guard eat("{") else { return [] }
        var cases: [(labels: [ObjCExpr?], body: [ObjCStatement])] = []
        while index < end, !at("}") {
            let before = index
            if current?.isIdentifier("case") ?? false {
                index += 1
                let label = expression()
                _ = eat(":")
                if let last = cases.last, last.body.isEmpty {
                    cases[cases.count - 1].labels.append(label)
                } else {
                    cases.append((labels: [label], body: []))
                }
            } else if current?.isIdentifier("default") ?? false, peek(1)?.isPunctuation(":") ?? false {
                index += 2
                if let last = cases.last, last.body.isEmpty {
                    cases[cases.count - 1].labels.append(nil)
                } else {
                    cases.append((labels: [nil], body: []))
                }
            } else if let s = statement() {
                if cases.isEmpty { cases.append((labels: [], body: [])) }
                cases[cases.count - 1].body.append(s)
            }
            if index == before { index += 1 }
        }
        _ = eat("}")
        return cases
    }

    private mutating func parenthesized() -> ObjCExpr {
        let start = index
        guard eat("(") else { return ObjCExpr(kind: .opaque, range: start..<start) }
        let e = expression()
        if !eat(")") { skipTo(")") }
        return e
    }

    /// Skips to the `;` ending the statement (or stops before a `}` that closes the enclosing block).
    private mutating func endStatement() {
        var level = 0
        while let t = current {
            if t.kind == .punctuation {
                switch t.text {
                case ";" where level == 0: index += 1; return
                case "}" where level == 0: return
                case "(", "[", "{": level += 1
                case ")", "]", "}": level -= 1
                default: break
                }
            }
            index += 1
        }
    }

    private mutating func skipTo(_ close: String) {
        var level = 0
        while let t = current {
            if t.kind == .punctuation {
                if t.text == close && level == 0 { index += 1; return }
                switch t.text {
                case "(", "[", "{": level += 1
                case ")", "]", "}":
                    if level == 0 { return }
                    level -= 1
                default: break
                }
            }
            index += 1
        }
    }

    /// From an opening bracket at `from`, moves past its matching close (or to the end).
    private mutating func skipBalanced(from: Int) {
        index = from
        var level = 0
        while let t = current {
            index += 1
            if t.kind == .punctuation {
                switch t.text {
                case "(", "[", "{": level += 1
                case ")", "]", "}":
                    level -= 1
                    if level <= 0 { return }
                default: break
                }
            }
        }
    }

    // MARK: Expressions

    private static func precedence(_ op: String) -> Int? {
        switch op {
        case "=", "+=", "-=", "*=", "/=", "|=", "&=", "^=", "%=", "<<=", ">>=": 1
        case "?": 2
        case "||": 3
        case "&&": 4
        case "|": 5
        case "^": 6
        case "&": 7
        case "==", "!=": 8
        case "<", ">", "<=", ">=": 9
        case "<<", ">>": 10
        case "+", "-": 11
        case "*", "/", "%": 12
        default: nil
        }
    }

    mutating func expression() -> ObjCExpr {
        var operators = 0
        return binary(minimum: 1, operators: &operators)
    }

    private mutating func binary(minimum: Int, operators: inout Int) -> ObjCExpr {
        let start = index
        var lhs = unary()
        while let t = current, t.kind == .punctuation, let p = Self.precedence(t.text), p >= minimum {
            operators += 1
            if operators > Self.maxOperators {
                skipExpression()
                return ObjCExpr(kind: .opaque, range: start..<index)
            }
            index += 1
            if t.text == "?" {
                let then = at(":") ? lhs : binary(minimum: 1, operators: &operators)
                _ = eat(":")
                let otherwise = binary(minimum: 2, operators: &operators)
                lhs = ObjCExpr(kind: .ternary(lhs, then, otherwise), range: start..<index)
            } else {
                let rightAssociative = p == 1
                let rhs = binary(minimum: rightAssociative ? p : p + 1, operators: &operators)
                lhs = ObjCExpr(kind: .binary(t.text, lhs, rhs), range: start..<index)
            }
        }
        return lhs
    }

    /// Skips the rest of an expression: up to a `;`, `,` or closing bracket at this level.
    private mutating func skipExpression() {
        var level = 0
        while let t = current {
            if t.kind == .punctuation {
                switch t.text {
                case ";" where level == 0, "," where level == 0: return
                case "(", "[", "{": level += 1
                case ")", "]", "}":
                    if level == 0 { return }
                    level -= 1
                default: break
                }
            }
            index += 1
        }
    }

    private mutating func unary() -> ObjCExpr {
        let start = index
        depth += 1
        defer { depth -= 1 }
        guard depth < Self.maxDepth else {
            skipExpression()
            return ObjCExpr(kind: .opaque, range: start..<index)
        }
        guard let t = current else { return ObjCExpr(kind: .opaque, range: start..<start) }
        if t.kind == .punctuation, ["!", "-", "+", "~", "&", "*", "++", "--"].contains(t.text) {
            index += 1
            let operand = unary()
            return ObjCExpr(kind: .unary(t.text, operand), range: start..<index)
        }
        if t.isPunctuation("("), let type = castType() {
            let operand = unary()
            return ObjCExpr(kind: .cast(type, operand), range: start..<index)
        }
        return postfix(primary())
    }

    /// At `(`: the type of a cast `(Type *)`, `(NSUInteger)`, `(id<P>)`, moving past the `)`; nil (not moving)
    /// when the parentheses hold an expression.
    private mutating func castType() -> String? {
        var i = index + 1
        guard i < end, tokens[i].kind == .identifier else { return nil }
        let type = tokens[i].text
        var sawPointer = false
        i += 1
        while i < end {
            let t = tokens[i]
            if t.kind == .identifier { i += 1; continue }
            if t.isPunctuation("*") { sawPointer = true; i += 1; continue }
            if t.isPunctuation("<") {
                while i < end, !tokens[i].isPunctuation(">") { i += 1 }
                i += 1
                continue
            }
            break
        }
        guard i < end, tokens[i].isPunctuation(")"), i + 1 < end else { return nil }
        let next = tokens[i + 1]
        let startsOperand: Bool
        switch next.kind {
        case .identifier, .number, .string, .character, .atKeyword: startsOperand = true
        case .punctuation: startsOperand = ["(", "[", "@", "!", "~", "^"].contains(next.text)
        }
        guard startsOperand || sawPointer else { return nil }
        index = i + 1
        return type
    }

    private mutating func primary() -> ObjCExpr {
        let start = index
        guard let t = current else { return ObjCExpr(kind: .opaque, range: start..<start) }
        func made(_ kind: ObjCExpr.Kind) -> ObjCExpr { ObjCExpr(kind: kind, range: start..<index) }
        switch t.kind {
        case .identifier:
            index += 1
            if at("(") {
                index += 1
                let args = arguments(until: ")")
                return made(.call(t.text, args))
            }
            return made(.identifier(t.text))
        case .number:
            index += 1
            return made(.number(t.text))
        case .string:
            index += 1
            var text = t.text
            while let s = current, s.kind == .string { text += s.text; index += 1 }
            return made(.string(text))
        case .character:
            index += 1
            return made(.opaque)
        case .atKeyword:
            index += 1
            if t.text == "@selector" || t.text == "@protocol" || t.text == "@encode", at("(") {
                let open = index
                skipBalanced(from: open)
                let inner = tokens[(open + 1)..<max(open + 1, index - 1)].map(\.text).joined()
                return made(t.text == "@selector" ? .selector(inner) : .opaque)
            }
            if t.text == "@YES" || t.text == "@NO" || t.text == "@true" || t.text == "@false" {
                return made(.boxed(ObjCExpr(kind: .identifier(String(t.text.dropFirst())), range: start..<index)))
            }
            return made(.opaque)
        case .punctuation:
            switch t.text {
            case "(":
                index += 1
                let e = expression()
                if !eat(")") { skipTo(")") }
                return ObjCExpr(kind: e.kind, range: start..<index)
            case "[":
                return message()
            case "@":
                index += 1
                if at("(") {
                    index += 1
                    let e = expression()
                    if !eat(")") { skipTo(")") }
                    return made(.boxed(e))
                }
                if at("[") || at("{") {
                    skipBalanced(from: index)
                    return made(.opaque)
                }
                if let n = current, n.kind == .number || n.kind == .identifier {
                    index += 1
                    return made(.boxed(ObjCExpr(kind: n.kind == .number ? .number(n.text) : .identifier(n.text),
                                                range: (index - 1)..<index)))
                }
                return made(.opaque)
            case "^":
                index += 1
                // `^{`, `^(params) {`, `^ReturnType (params) {`.
                while let c = current, !c.isPunctuation("{"), !c.isPunctuation(";"), !c.isPunctuation(")"),
                      !c.isPunctuation("]") {
                    if c.isPunctuation("(") { skipBalanced(from: index) } else { index += 1 }
                }
                guard at("{") else { return made(.opaque) }
                return made(.block(block()))
            case "{":
                skipBalanced(from: index)
                return made(.opaque)
            default:
                index += 1
                return made(.opaque)
            }
        }
    }

    private mutating func postfix(_ base: ObjCExpr) -> ObjCExpr {
        var e = base
        let start = base.range.lowerBound
        while let t = current, t.kind == .punctuation {
            if t.text == "." || t.text == "->", let name = peek(1), name.kind == .identifier {
                index += 2
                e = ObjCExpr(kind: .member(e, name.text), range: start..<index)
            } else if t.text == "[" {
                skipBalanced(from: index)
                e = ObjCExpr(kind: .opaque, range: start..<index)
            } else if t.text == "(" {
                skipBalanced(from: index)
                e = ObjCExpr(kind: .opaque, range: start..<index)
            } else if t.text == "++" || t.text == "--" {
                index += 1
            } else {
                break
            }
        }
        return e
    }

    /// Comma-separated expressions up to `close` (consumed).
    private mutating func arguments(until close: String) -> [ObjCExpr] {
        var args: [ObjCExpr] = []
        while index < end, !at(close) {
            let before = index
            args.append(expression())
            if !eat(",") { break }
            if index == before { index += 1 }
        }
        if !eat(close) { skipTo(close) }
        return args
    }

    /// `[receiver name]` or `[receiver part:arg part:arg, variadic]`.
    private mutating func message() -> ObjCExpr {
        let start = index
        index += 1
        depth += 1
        defer { depth -= 1 }
        let receiver = postfix(unaryReceiver())
        var selector = ""
        var args: [ObjCExpr] = []
        if let t = current, t.kind == .identifier, peek(1)?.isPunctuation("]") ?? false {
            selector = t.text
            index += 1
        } else {
            while index < end, !at("]") {
                let before = index
                if let t = current, t.kind == .identifier, peek(1)?.isPunctuation(":") ?? false {
                    selector += t.text + ":"
                    index += 2
                } else if at(":") {
                    selector += ":"
                    index += 1
                } else if at(",") {
                    index += 1
                    args.append(expression())
                    continue
                } else {
                    break
                }
                args.append(expression())
                if index == before { index += 1 }
            }
        }
        if !eat("]") { skipTo("]") }
        return ObjCExpr(kind: .message(receiver, selector, args), range: start..<index)
    }

    /// A message's receiver: a primary expression with casts (`[(UINavigationController *)vc topViewController]`),
    /// never a binary expression.
    private mutating func unaryReceiver() -> ObjCExpr {
        let start = index
        if at("("), let type = castType() {
            let operand = postfix(primary())
            return ObjCExpr(kind: .cast(type, operand), range: start..<index)
        }
        return primary()
    }
}
