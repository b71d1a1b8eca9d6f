import SwiftSyntax

/// Recognises the user-interface idiom tests apps use to answer differently on iPad:
/// `UIDevice.current.userInterfaceIdiom == .pad`, Swift 2's `UIDevice.currentDevice().userInterfaceIdiom`,
/// `traitCollection.userInterfaceIdiom`, `UI_USER_INTERFACE_IDIOM()`.
enum SwiftIdiom {
    /// Which of the two idioms the engine models a condition holds for.
    struct Truth: Equatable {
        var phone: Bool
        var pad: Bool
    }

    /// The idiom a `.pad` / `UIUserInterfaceIdiom.phone` literal names; other idioms (`.tv`, `.mac`, ...) hold
    /// for neither.
    static func idiom(_ expr: ExprSyntax) -> Truth? {
        guard let name = SwiftNames.member(expr, ofType: ["UIUserInterfaceIdiom"]) else { return nil }
        switch SwiftNames.lowerFirst(name) {
        case "pad": return Truth(phone: false, pad: true)
        case "phone": return Truth(phone: true, pad: false)
        case "unspecified", "tv", "carPlay", "mac", "vision": return Truth(phone: false, pad: false)
        default: return nil
        }
    }

    /// Whether the expression reads the current idiom.
    static func isIdiomSubject(_ expr: ExprSyntax) -> Bool {
        let e = Folding.stripped(expr)
        if let call = e.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
            SwiftNames.callee(call)?.name == "UI_USER_INTERFACE_IDIOM"
        {
            return true
        }
        return SwiftNames.path(e)?.last == "userInterfaceIdiom"
    }

    /// The name a use of a helper ends with: `isPhone` in `UIDevice.isPhone`, `UIDevice.current.isPhone`,
    /// `Device.isPhone` or `isIPad()` (a call without arguments).
    static func helperName(_ expr: ExprSyntax) -> String? {
        let e = Folding.stripped(expr)
        if let call = e.as(FunctionCallExprSyntax.self) {
            guard call.arguments.isEmpty, call.trailingClosure == nil else { return nil }
            return SwiftNames.callee(call)?.name
        }
        return SwiftNames.path(e)?.last
    }

    /// The truth of an idiom condition on phone and pad, or nil when the condition is about something else.
    /// `helpers`: the project's own idiom tests by name (`isPhone` for `UIDevice.isPhone`, `isIPad()`).
    static func condition(_ e: FoldedExpr, helpers: [String: Truth] = [:]) -> Truth? {
        switch e {
        case .binary(let op, .leaf(let l), .leaf(let r)) where op == "==" || op == "!=":
            let truth: Truth
            if isIdiomSubject(l), let t = idiom(r) {
                truth = t
            } else if isIdiomSubject(r), let t = idiom(l) {
                truth = t
            } else {
                return nil
            }
            return op == "==" ? truth : Truth(phone: !truth.phone, pad: !truth.pad)
        case .binary("&&", let l, let r):
            guard let a = condition(l, helpers: helpers), let b = condition(r, helpers: helpers) else { return nil }
            return Truth(phone: a.phone && b.phone, pad: a.pad && b.pad)
        case .binary("||", let l, let r):
            guard let a = condition(l, helpers: helpers), let b = condition(r, helpers: helpers) else { return nil }
            return Truth(phone: a.phone || b.phone, pad: a.pad || b.pad)
        case .leaf(let x):
            if let p = x.as(PrefixOperatorExprSyntax.self), p.operator.text == "!",
                let inner = condition(FoldedExpr(p.expression), helpers: helpers)
            {
                return Truth(phone: !inner.phone, pad: !inner.pad)
            }
            return helperName(x).flatMap { helpers[$0] }
        default:
            return nil
        }
    }
}
