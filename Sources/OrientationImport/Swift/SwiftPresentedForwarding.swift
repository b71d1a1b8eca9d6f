import SwiftSyntax

/// Recognises an override that first answers with the controller it presents, and finds what the body does
/// otherwise:
///
/// ```swift
/// if let presentedViewController { return presentedViewController.supportedInterfaceOrientations }   // or `if let p = ...`
/// return .portrait
///
/// guard let presented = self.presentedViewController else { return super.supportedInterfaceOrientations }
/// return presented.supportedInterfaceOrientations
///
/// presentedViewController?.supportedInterfaceOrientations ?? topViewController?.supportedInterfaceOrientations ?? .all
/// ```
///
/// UIKit asks the top-most full-screen controller (UIViewController supportedInterfaceOrientations, Apple
/// Developer Documentation); a sheet or popover does not cover its presenter (UIViewController
/// modalPresentationStyle), so this code is how an app lets the presented controller decide. The engine models it
/// as `ViewController.forwardsToPresentedViewController`; the rest of the body is read as any other body.
enum SwiftPresentedForwarding {
    /// What the body does when nothing is presented.
    enum Rest {
        /// Statements, read as a body (the `else` block, or what follows the `if`).
        case statements(ArraySlice<CodeBlockItemSyntax>)
        /// The right-hand side of `presentedViewController?.member ?? rest`.
        case expression(FoldedExpr)
    }

    /// The rest of a body that starts by answering with the presented controller; nil for any other body.
    /// `names` is the member the override answers (`supportedInterfaceOrientations`), which the presented
    /// controller must be asked.
    static func rest(of items: CodeBlockItemListSyntax, names: Set<String>) -> Rest? {
        let items = Array(items)[...]
        guard let first = items.first else { return nil }
        if items.count == 1, let e = returned(first), case .binary("??", let l, let r) = FoldedExpr(e),
            asksPresented(l, names: names, bindings: [:])
        {
            return .expression(r)
        }
        if let e = expression(of: first), let i = e.as(IfExprSyntax.self) {
            return rest(if: i, after: items.dropFirst(), names: names)
        }
        if case .stmt(let s) = first.item, let g = s.as(GuardStmtSyntax.self) {
            return rest(guard: g, after: items.dropFirst(), names: names)
        }
        return nil
    }

    /// `if let p = presentedViewController { return p.member }` (also `if let presentedViewController`, and
    /// `if presentedViewController != nil { return presentedViewController!.member }`), with an `else` block or the
    /// statements after it as the rest.
    private static func rest(if i: IfExprSyntax, after: ArraySlice<CodeBlockItemSyntax>, names: Set<String>) -> Rest? {
        guard i.conditions.count == 1, let condition = i.conditions.first?.condition,
            let bindings = presenceCheck(condition)
        else { return nil }
        let body = Array(i.body.statements)
        guard body.count == 1, let e = returned(body[0]), asksPresented(FoldedExpr(e), names: names, bindings: bindings)
        else { return nil }
        switch i.elseBody {
        case nil: return .statements(after)
        case .codeBlock(let b)?: return .statements(Array(b.statements)[...])
        case .ifExpr?: return nil
        }
    }

    /// `guard let p = presentedViewController else { rest }` followed by `return p.member`.
    private static func rest(guard g: GuardStmtSyntax, after: ArraySlice<CodeBlockItemSyntax>, names: Set<String>) -> Rest? {
        guard g.conditions.count == 1, let condition = g.conditions.first?.condition,
            case .optionalBinding = condition, let bindings = presenceCheck(condition),
            after.count == 1, let only = after.first, let e = returned(only),
            asksPresented(FoldedExpr(e), names: names, bindings: bindings)
        else { return nil }
        return .statements(Array(g.body.statements)[...])
    }

    /// The names a condition binds to the presented controller when it checks that one exists (empty for
    /// `presentedViewController != nil`); nil for any other condition.
    private static func presenceCheck(_ condition: ConditionElementSyntax.Condition) -> [String: ExprSyntax]? {
        switch condition {
        case .optionalBinding(let b):
            guard let name = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return nil }
            let value = b.initializer?.value ?? ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(name)))
            guard SwiftNames.path(value) == ["presentedViewController"] else { return nil }
            return [name: value]
        case .expression(let c):
            guard case .binary("!=", .leaf(let l), .leaf(let r)) = FoldedExpr(c), r.is(NilLiteralExprSyntax.self),
                SwiftNames.path(l) == ["presentedViewController"]
            else { return nil }
            return [:]
        default:
            return nil
        }
    }

    /// Whether `e` asks the presented controller (directly or through a bound name) the member `names`.
    private static func asksPresented(_ e: FoldedExpr, names: Set<String>, bindings: [String: ExprSyntax]) -> Bool {
        if case .binary("??", _, _) = e { return false }
        if case .other("presentedViewController")? = SwiftForwarding.outcome(e, names: names, bindings: bindings) {
            return true
        }
        return false
    }

    /// The expression a statement returns: `return e`, or `e` alone (a single-expression getter).
    private static func returned(_ item: CodeBlockItemSyntax) -> ExprSyntax? {
        if case .stmt(let s) = item.item, let r = s.as(ReturnStmtSyntax.self) { return r.expression }
        guard let e = expression(of: item), !e.is(IfExprSyntax.self), !e.is(SwitchExprSyntax.self) else { return nil }
        return e
    }

    private static func expression(of item: CodeBlockItemSyntax) -> ExprSyntax? {
        switch item.item {
        case .expr(let e): return e
        case .stmt(let s): return s.as(ExpressionStmtSyntax.self)?.expression
        default: return nil
        }
    }
}
