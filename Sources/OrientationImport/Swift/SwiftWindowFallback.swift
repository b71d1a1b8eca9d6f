import SwiftSyntax

/// A read of the main screen's bounds that is only the fallback of a window's size: the code sizes itself from its
/// window whenever there is one, and from the screen only before the app has a window (or when it has none).
/// `layout-branches-on-orientation` is about layouts that take the screen for the window, which in a resizable
/// window or iPhone Mirroring on iOS 27 it is not (WWDC 2026 "Modernize your UIKit app"); a helper that prefers the
/// window already follows that advice. The shapes read (HXPhotoPicker's `UIDevice.screenSize`, Agrume's and
/// SKPhotoBrowser's size helpers):
///
/// - `keyWindow?.frame.size ?? UIScreen.main.bounds.size` (and the `c ? window.bounds.size : UIScreen.main...`
///   ternary);
/// - `if let window = UIApplication.shared.keyWindow { return window.frame.size }` followed by
///   `return UIScreen.main.bounds.size` (also when the `if` is under `#available` or `isiOSAppOnMac`), and its
///   `else { return ... }` and `guard let window = ... else { return ... }` forms.
///
/// The same holds for a view's own size taken first: `view.frame.width > 0 ? view.frame.width : UIScreen.main.bounds.width`
/// (Provenance's screenshot size) uses the screen only while the view has no size yet, so only the `??` and ternary
/// forms accept a view's size in place of the window's.
///
/// The screen read is not a fallback when the window's expression is itself the screen's (`window.screen.bounds`).
enum SwiftWindowFallback {
    static func isFallback(_ read: MemberAccessExprSyntax) -> Bool {
        var current = Syntax(read)
        while let parent = current.parent {
            if parent.is(CodeBlockItemSyntax.self) || parent.is(MemberBlockItemSyntax.self) {
                return followsWindowBranch(parent)
            }
            if let list = parent.as(ExprListSyntax.self), isFallbackOperand(current, in: list) { return true }
            current = parent
        }
        return false
    }

    /// Whether `text` is an expression of a window's size: `keyWindow?.frame.size`, `window.bounds`,
    /// `windows.first { $0.isKeyWindow }?.bounds.width`, a project's `hx_keyWindow?.size`.
    static func namesWindowSize(_ text: String) -> Bool {
        let t = text.lowercased()
        return t.contains("window") && !t.contains("screen")
            && (t.contains(".frame") || t.contains(".bounds") || t.contains(".size"))
    }

    /// Whether `text` is an expression of a view's own size: `gpuViewController.view.frame.size.width`,
    /// `collectionView.bounds`.
    static func namesViewSize(_ text: String) -> Bool {
        let t = text.lowercased()
        return t.contains("view") && !t.contains("screen") && (t.contains(".frame") || t.contains(".bounds"))
    }

    /// `element` is the right-hand side of a `??` whose left-hand side is a window's or view's size, or the `else`
    /// part of a ternary whose `then` part is: the sequence is unfolded, so the operator is the element before it.
    private static func isFallbackOperand(_ element: Syntax, in list: ExprListSyntax) -> Bool {
        let elements = Array(list)
        guard let at = elements.firstIndex(where: { $0.id == element.id }), at >= 1 else { return false }
        let before = elements[at - 1]
        if let op = before.as(BinaryOperatorExprSyntax.self), op.operator.text == "??", at >= 2 {
            let preferred = elements[at - 2].trimmedDescription
            return namesWindowSize(preferred) || namesViewSize(preferred)
        }
        if let ternary = before.as(UnresolvedTernaryExprSyntax.self) {
            let preferred = ternary.thenExpression.trimmedDescription
            return namesWindowSize(preferred) || namesViewSize(preferred)
        }
        return false
    }

    /// Whether a `return` statement runs only when an earlier branch has not returned the window's size: an `if` of
    /// the same block that returns it, the `else` of an `if` on a window, or the `else` of a `guard` on a window.
    private static func followsWindowBranch(_ item: Syntax) -> Bool {
        guard let item = item.as(CodeBlockItemSyntax.self), item.item.is(ReturnStmtSyntax.self),
            let list = item.parent?.as(CodeBlockItemListSyntax.self)
        else { return false }
        for earlier in list {
            if earlier.id == item.id { break }
            if earlier.trimmedDescription.hasPrefix("if "), returnsWindowSize(Syntax(earlier)) { return true }
        }
        guard let block = list.parent?.as(CodeBlockSyntax.self) else { return false }
        if let guardStmt = block.parent?.as(GuardStmtSyntax.self) {
            return guardStmt.conditions.trimmedDescription.lowercased().contains("window")
        }
        if let ifExpr = block.parent?.as(IfExprSyntax.self), ifExpr.body.id != block.id {
            return ifExpr.conditions.trimmedDescription.lowercased().contains("window")
        }
        return false
    }

    /// Whether a branch returns a window's size: `return window.frame.size`, or `return size` under
    /// `if let size = keyWindow?.size` (bindings and returns anywhere in it, nested `if`s included).
    private static func returnsWindowSize(_ branch: Syntax) -> Bool {
        var returns: [ReturnStmtSyntax] = []
        var bindsWindowSize = false
        var stack = [branch]
        while let node = stack.popLast() {
            if let r = node.as(ReturnStmtSyntax.self) {
                returns.append(r)
            } else if let b = node.as(OptionalBindingConditionSyntax.self), let value = b.initializer?.value,
                namesWindowSize(value.trimmedDescription)
            {
                bindsWindowSize = true
            }
            // A closure's or nested function's `return` is not the branch's.
            if node.is(ClosureExprSyntax.self) || node.is(FunctionDeclSyntax.self) { continue }
            stack.append(contentsOf: node.children(viewMode: .sourceAccurate))
        }
        return returns.contains { r in
            guard let e = r.expression else { return false }
            return namesWindowSize(e.trimmedDescription) || (bindsWindowSize && !e.trimmedDescription.lowercased().contains("screen"))
        }
    }
}
