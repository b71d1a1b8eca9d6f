import OrientationPolicy
import SwiftSyntax

/// Recognises a container handing an orientation question to one of its children, the iOS 6 fix for "containers
/// no longer consult their children" (iOS 6.0 release notes, UIKit): `topViewController?.supportedInterfaceOrientations
/// ?? .all`, `self.selectedViewController!.shouldAutorotate`, `viewControllers.last?...`.
enum SwiftForwarding {
    enum Outcome {
        /// A child the engine models.
        case child(ChildForwarding)
        /// A child it does not (`presentedViewController`, `children.first`): the chain, for the reason.
        case other(String)
    }

    /// The child a path names: the navigation stack's top (`viewControllers.last` is the same controller), the
    /// visible controller, or the selected tab.
    static func child(_ path: [String]) -> ChildForwarding? {
        switch path {
        case ["topViewController"], ["viewControllers", "last"], ["children", "last"],
            ["childViewControllers", "last"]:
            return .topViewController
        case ["visibleViewController"]: return .visibleViewController
        case ["selectedViewController"]: return .selectedViewController
        default: return nil
        }
    }

    /// Whether `e` asks a child the member `names` (`supportedInterfaceOrientations`, or Swift 2's
    /// `supportedInterfaceOrientations()`), with `bindings` resolving `if let top = topViewController`. The
    /// right-hand side of `??` only answers when there is no child, so it does not change the mode.
    static func outcome(_ e: FoldedExpr, names: Set<String>, bindings: [String: ExprSyntax]) -> Outcome? {
        switch e {
        case .binary("??", let l, _):
            return outcome(l, names: names, bindings: bindings)
        case .leaf(let x):
            var base: ExprSyntax?
            var e = x
            if let f = e.as(ForceUnwrapExprSyntax.self) { e = Folding.stripped(f.expression) }
            if let call = e.as(FunctionCallExprSyntax.self),
                let m = Folding.stripped(call.calledExpression).as(
                    MemberAccessExprSyntax.self), names.contains(m.declName.baseName.text)
            {
                base = m.base
            } else if let m = e.as(MemberAccessExprSyntax.self), names.contains(m.declName.baseName.text) {
                base = m.base
            }
            guard let base, var path = SwiftNames.path(base), !path.isEmpty, path != ["super"] else { return nil }
            if let first = path.first, let bound = bindings[first], let boundPath = SwiftNames.path(bound) {
                path = boundPath + path.dropFirst()
            }
            if let mode = child(path) { return .child(mode) }
            return .other(path.joined(separator: "."))
        default:
            return nil
        }
    }

    /// Whether a condition only checks that the child exists: `topViewController != nil`, and `&&` of such
    /// checks. The other path then only runs without a child, so the body forwards.
    static func guards(_ e: FoldedExpr, _ mode: ChildForwarding, bindings: [String: ExprSyntax]) -> Bool {
        switch e {
        case .binary("&&", let l, let r):
            return guards(l, mode, bindings: bindings) && guards(r, mode, bindings: bindings)
        case .binary("!=", .leaf(let l), .leaf(let r)) where r.is(NilLiteralExprSyntax.self):
            guard var path = SwiftNames.path(l), !path.isEmpty else { return false }
            if let first = path.first, let bound = bindings[first], let boundPath = SwiftNames.path(bound) {
                path = boundPath + path.dropFirst()
            }
            return child(path) == mode
        default:
            return false
        }
    }

    /// Whether `e` is `super.member` (Swift 2: `super.member()`): the override only restates the default.
    static func isSuper(_ e: FoldedExpr, names: Set<String>) -> Bool {
        guard var x = e.leaf else { return false }
        if let call = x.as(FunctionCallExprSyntax.self) { x = Folding.stripped(call.calledExpression) }
        guard let path = SwiftNames.path(x), path.count == 2, path[0] == "super" else { return false }
        return names.contains(path[1])
    }
}
