import OrientationPolicy
import SwiftSyntax

/// Reads the iOS 2-5 `shouldAutorotate(to:)` / `shouldAutorotateToInterfaceOrientation(_:)` body as the set of
/// orientations for which it returns true: `interfaceOrientation == .portrait`, `!= .portraitUpsideDown`,
/// `UIInterfaceOrientationIsLandscape(o)`, `o.isLandscape`, `[.landscapeLeft, .landscapeRight].contains(o)`,
/// `true`, and `||`, `&&`, `!` of those.
struct SwiftAutorotatePredicate {
    /// The parameter's name inside the body.
    var parameter: String

    func mask(_ e: FoldedExpr) -> InterfaceOrientationMask? {
        switch e {
        case .binary(let op, let l, let r) where op == "||" || op == "&&":
            return AutorotatePredicate.combine(op, mask(l), mask(r))
        case .binary(let op, let l, let r) where op == "==" || op == "!=":
            if isParameter(l), let o = SwiftLiterals.orientation(r) { return AutorotatePredicate.comparison(op, o) }
            if isParameter(r), let o = SwiftLiterals.orientation(l) { return AutorotatePredicate.comparison(op, o) }
            return nil
        case .leaf(let x):
            if let b = SwiftLiterals.bool(e) { return AutorotatePredicate.constant(b) }
            if let p = x.as(PrefixOperatorExprSyntax.self), p.operator.text == "!",
                let inner = mask(FoldedExpr(p.expression))
            {
                return AutorotatePredicate.complement(inner)
            }
            if let call = x.as(FunctionCallExprSyntax.self) { return mask(call: call) }
            if let m = x.as(MemberAccessExprSyntax.self), let base = m.base, isParameter(FoldedExpr(base)) {
                switch m.declName.baseName.text {
                case "isLandscape": return .landscape
                case "isPortrait": return [.portrait, .portraitUpsideDown]
                default: return nil
                }
            }
            return nil
        default:
            return nil
        }
    }

    private func mask(call: FunctionCallExprSyntax) -> InterfaceOrientationMask? {
        guard let (name, _) = SwiftNames.callee(call), call.arguments.count == 1,
            let arg = call.arguments.first?.expression
        else { return nil }
        if let m = AutorotatePredicate.macro(name) { return isParameter(FoldedExpr(arg)) ? m : nil }
        switch name {
        case "contains":
            guard isParameter(FoldedExpr(arg)), let base = SwiftNames.receiver(call),
                let array = Folding.stripped(base).as(ArrayExprSyntax.self)
            else { return nil }
            var m: InterfaceOrientationMask = []
            for element in array.elements {
                guard let o = SwiftLiterals.orientation(FoldedExpr(element.expression)) else { return nil }
                m.formUnion(o.mask)
            }
            return m
        default:
            return nil
        }
    }

    private func isParameter(_ e: FoldedExpr) -> Bool {
        guard let x = e.leaf else { return false }
        return SwiftNames.path(x) == [parameter]
    }
}
