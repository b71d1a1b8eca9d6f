// Expressions: the C operators by precedence, casts, primaries, postfix dot syntax and calls, and messages.
extension ObjCParser {
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
        defer { ascend() }
        guard descend() else {
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
                    return made(
                        .boxed(
                            ObjCExpr(
                                kind: n.kind == .number ? .number(n.text) : .identifier(n.text),
                                range: (index - 1)..<index)))
                }
                return made(.opaque)
            case "^":
                index += 1
                // `^{`, `^(params) {`, `^ReturnType (params) {`.
                while let c = current, !c.isPunctuation("{"), !c.isPunctuation(";"), !c.isPunctuation(")"),
                    !c.isPunctuation("]")
                {
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
        defer { ascend() }
        guard descend() else {
            skipBalanced(from: start)
            return ObjCExpr(kind: .opaque, range: start..<index)
        }
        index += 1
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
