import SwiftSyntax

/// The `return .unknown` statements of a body that answers the orientation to present in
/// (`preferredInterfaceOrientationForPresentation`, a container delegate's
/// `navigationControllerPreferredInterfaceOrientationForPresentation(_:)`): `return .unknown`,
/// `return UIInterfaceOrientation.unknown`, a ternary with `.unknown` on either side, `x ?? .unknown`, and a getter's implicit
/// return of one. Returns inside closures and nested functions answer something else and are skipped.
enum SwiftUnknownOrientationReturns {
    /// The nodes to report at: each `return` keyword, or the implicit return's expression.
    static func returns(in body: CodeBlockItemListSyntax) -> [Syntax] {
        if body.count == 1, let only = body.first, case .expr(let e) = only.item {
            return isUnknown(e) ? [Syntax(e)] : []
        }
        let finder = Finder()
        finder.walk(body)
        return finder.found
    }

    /// `.unknown`, `UIInterfaceOrientation.unknown`, `(…)` around one, `c ? a : b` with either side one, or `x ?? one`.
    static func isUnknown(_ expr: ExprSyntax) -> Bool {
        if let m = expr.as(MemberAccessExprSyntax.self), m.declName.baseName.text == "unknown" {
            guard let base = m.base else { return true }
            return base.trimmedDescription == "UIInterfaceOrientation"
        }
        if let t = expr.as(TupleExprSyntax.self), t.elements.count == 1, let only = t.elements.first {
            return isUnknown(only.expression)
        }
        if let t = expr.as(TernaryExprSyntax.self) {
            return isUnknown(t.thenExpression) || isUnknown(t.elseExpression)
        }
        // Unfolded: `c ? a : b` is a sequence whose ternary part holds `a` and whose last element is `b`.
        if let s = expr.as(SequenceExprSyntax.self),
            let ternary = s.elements.first(where: { $0.is(UnresolvedTernaryExprSyntax.self) })?
                .as(UnresolvedTernaryExprSyntax.self),
            let last = s.elements.last
        {
            return isUnknown(ternary.thenExpression) || isUnknown(last)
        }
        // `x ?? .unknown`: unknown when `x` is nil.
        if let s = expr.as(SequenceExprSyntax.self), s.elements.count == 3,
            let op = s.elements.dropFirst().first?.as(BinaryOperatorExprSyntax.self), op.operator.text == "??",
            let last = s.elements.last
        {
            return isUnknown(last)
        }
        return false
    }

    /// The tree's depth is bounded before any walk (`SourceReadLimits.swiftTreeDepth`).
    private final class Finder: SyntaxVisitor {
        var found: [Syntax] = []

        init() { super.init(viewMode: .sourceAccurate) }

        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

        override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
            if let e = node.expression, SwiftUnknownOrientationReturns.isUnknown(e) {
                found.append(Syntax(node.returnKeyword))
            }
            return .skipChildren
        }
    }
}
