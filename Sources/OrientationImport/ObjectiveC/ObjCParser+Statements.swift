// Statements: blocks, declarations, control flow and switch bodies; anything else is an expression ended at its `;`.
extension ObjCParser {
    mutating func statements() -> [ObjCStatement] {
        var list: [ObjCStatement] = []
        while index < end, !at("}") {
            if let budget, budget.spent() {
                index = end
                break
            }
            let before = index
            if let s = statement() { list.append(s) }
            if index == before { index += 1 }
        }
        return list
    }

    /// A braced block, or the one statement an `if`, `else` or loop governs without braces (which nests too:
    /// `else if` chains).
    mutating func block() -> [ObjCStatement] {
        defer { ascend() }
        guard descend() else {
            if at("{") { skipBalanced(from: index) } else { endStatement() }
            return []
        }
        guard eat("{") else { return statement().map { [$0] } ?? [] }
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
        let qualifiers: Set<String> = [
            "const", "static", "__strong", "__weak", "__block", "__unsafe_unretained",
            "__kindof", "__autoreleasing", "volatile", "unsigned", "signed", "struct",
        ]
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
        while i < end,
            tokens[i].isPunctuation("*") || tokens[i].isIdentifier("const")
                || tokens[i].isIdentifier("_Nullable") || tokens[i].isIdentifier("_Nonnull")
                || tokens[i].isIdentifier("__nullable") || tokens[i].isIdentifier("__nonnull")
        { i += 1 }
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
        defer { ascend() }
        guard descend() else {
            if at("{") { skipBalanced(from: index) }
            return []
        }
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
}
