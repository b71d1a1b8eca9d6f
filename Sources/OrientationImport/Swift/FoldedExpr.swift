import SwiftSyntax

/// An expression with its infix operators resolved into a tree.
///
/// The parser leaves `a == b ? c : d ?? e` as a flat `SequenceExprSyntax`, because operator precedence is a
/// matter of declarations it does not see. The recogniser only needs the standard library's operators, whose
/// precedence groups are fixed ("Operator Declarations", The Swift Programming Language), so it folds them
/// itself instead of pulling in a whole operator table.
indirect enum FoldedExpr {
    /// An expression without infix operators (parentheses, `try` and `await` removed).
    case leaf(ExprSyntax)
    /// `lhs op rhs` for an infix operator or `=`.
    case binary(String, FoldedExpr, FoldedExpr)
    /// `condition ? then : else`.
    case ternary(FoldedExpr, FoldedExpr, FoldedExpr)
    /// `value as X`, `value as? X`, `value as! X`, `value is X`.
    case cast(FoldedExpr, TypeSyntax)
    /// A sequence too long to fold (generated code); read as nothing.
    case opaque(ExprSyntax)

    /// Folds `expr`.
    init(_ expr: ExprSyntax) {
        self = Folding.fold(expr)
    }

    /// The syntax node when this is a leaf.
    var leaf: ExprSyntax? {
        if case .leaf(let e) = self { return e }
        return nil
    }
}

enum Folding {
    /// Sequences with more elements than this are left opaque: no orientation expression is that long, and it
    /// keeps the recursion shallow on generated files.
    static let maxElements = 255

    /// Removes what does not change the value: parentheses around one unlabeled element, `try`, `await`.
    static func stripped(_ expr: ExprSyntax) -> ExprSyntax {
        var e = expr
        while true {
            if let tuple = e.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first,
                only.label == nil
            {
                e = only.expression
            } else if let t = e.as(TryExprSyntax.self) {
                e = t.expression
            } else if let a = e.as(AwaitExprSyntax.self) {
                e = a.expression
            } else {
                return e
            }
        }
    }

    private enum Operator {
        case infix(String)
        case ternary(FoldedExpr)
        case cast

        /// Precedence groups of the standard library, lowest first.
        var precedence: Int {
            switch self {
            case .ternary: return 2
            case .cast: return 7
            case .infix(let op):
                switch op {
                case "=", "+=", "-=", "*=", "/=", "|=", "&=", "^=", "<<=", ">>=", "%=": return 1
                case "||": return 3
                case "&&": return 4
                case "==", "!=", "<", ">", "<=", ">=", "===", "!==", "~=": return 5
                case "??": return 6
                case "..<", "...": return 8
                case "+", "-", "|", "^", "&+", "&-": return 9
                case "*", "/", "%", "&", "&*": return 10
                case "<<", ">>": return 11
                default: return 9
                }
            }
        }

        var rightAssociative: Bool {
            switch self {
            case .ternary: return true
            case .cast: return false
            case .infix(let op): return precedence == 1 || op == "??"
            }
        }
    }

    static func fold(_ expr: ExprSyntax) -> FoldedExpr {
        let e = stripped(expr)
        guard let sequence = e.as(SequenceExprSyntax.self) else { return .leaf(e) }
        guard sequence.elements.count <= maxElements else { return .opaque(e) }
        var operands: [FoldedExpr] = []
        var operators: [Operator] = []
        var expectOperand = true
        for element in sequence.elements {
            let op: Operator?
            if let b = element.as(BinaryOperatorExprSyntax.self) {
                op = .infix(b.operator.text)
            } else if element.is(AssignmentExprSyntax.self) {
                op = .infix("=")
            } else if let t = element.as(UnresolvedTernaryExprSyntax.self) {
                op = .ternary(fold(t.thenExpression))
            } else if element.is(UnresolvedAsExprSyntax.self) || element.is(UnresolvedIsExprSyntax.self) {
                op = .cast
            } else {
                op = nil
            }
            if let op {
                guard !expectOperand else { return .opaque(e) }
                operators.append(op)
                expectOperand = true
            } else {
                guard expectOperand else { return .opaque(e) }
                operands.append(fold(element))
                expectOperand = false
            }
        }
        guard !expectOperand, operands.count == operators.count + 1 else { return .opaque(e) }
        return build(operands[...], operators[...])
    }

    private static func build(_ operands: ArraySlice<FoldedExpr>, _ operators: ArraySlice<Operator>) -> FoldedExpr {
        guard let first = operands.first else { return .opaque(ExprSyntax(MissingExprSyntax())) }
        if operators.isEmpty { return first }
        // Split at the loosest operator: the rightmost for left-associative groups, the leftmost otherwise.
        var split = operators.startIndex
        for i in operators.indices {
            let p = operators[i].precedence
            let q = operators[split].precedence
            if p < q || (p == q && !operators[i].rightAssociative) { split = i }
        }
        let offset = split - operators.startIndex
        let lhs = build(operands.prefix(offset + 1), operators[operators.startIndex..<split])
        let rhs = build(operands.dropFirst(offset + 1), operators[(split + 1)...])
        switch operators[split] {
        case .infix(let op): return .binary(op, lhs, rhs)
        case .ternary(let then): return .ternary(lhs, then, rhs)
        case .cast:
            if case .leaf(let t) = rhs, let type = t.as(TypeExprSyntax.self) { return .cast(lhs, type.type) }
            return .opaque(ExprSyntax(MissingExprSyntax()))
        }
    }
}
