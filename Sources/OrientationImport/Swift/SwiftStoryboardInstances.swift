import SwiftSyntax

/// The storyboard a Swift expression instantiates its controller from, when the code names it with literals:
/// `UIStoryboard(name: "Login", bundle: nil).instantiateInitialViewController()`,
/// `storyboard.instantiateViewController(withIdentifier: "Welcome")` (Swift 2:
/// `instantiateViewControllerWithIdentifier("Welcome")`), directly or through variables bound earlier in the
/// function. A name or identifier that is not a string literal is not read.
enum SwiftStoryboardInstances {
    static func instance(_ expr: ExprSyntax, scope: SwiftScope, before position: AbsolutePosition, depth: Int = 0)
        -> StoryboardInstance?
    {
        guard depth < 4 else { return nil }
        var folded = FoldedExpr(expr)
        // `... as! UIViewController`, `as? UINavigationController`: a cast naming no class of its own.
        if case .cast(let inner, _) = folded { folded = inner }
        guard var e = folded.leaf else { return nil }
        e = unwrapped(e)
        if let call = e.as(FunctionCallExprSyntax.self), let (name, _) = SwiftNames.callee(call),
            let receiver = SwiftNames.receiver(call)
        {
            let args = Array(call.arguments)
            let identifier: String?
            switch name {
            case "instantiateInitialViewController":
                guard args.isEmpty || (args.count == 1 && args[0].label?.text == "creator") else { return nil }
                identifier = nil
            case "instantiateViewController":
                guard let first = args.first, first.label?.text == "withIdentifier",
                    let id = SwiftNames.stringLiteral(first.expression)
                else { return nil }
                identifier = id
            case "instantiateViewControllerWithIdentifier":
                guard args.count == 1, args[0].label == nil, let id = SwiftNames.stringLiteral(args[0].expression) else {
                    return nil
                }
                identifier = id
            default:
                return nil
            }
            guard let storyboard = storyboardName(receiver, scope: scope, before: position, depth: depth) else { return nil }
            return StoryboardInstance(storyboardName: storyboard, identifier: identifier)
        }
        guard let path = SwiftNames.path(e), path.count == 1, let b = scope.binding(path[0], before: position),
            let value = b.value
        else { return nil }
        return instance(value, scope: scope, before: b.position, depth: depth + 1)
    }

    /// `UIStoryboard(name: "Login", bundle: nil)`, or a variable bound to it.
    private static func storyboardName(_ expr: ExprSyntax, scope: SwiftScope, before position: AbsolutePosition, depth: Int)
        -> String?
    {
        guard depth < 4 else { return nil }
        let e = unwrapped(Folding.stripped(expr))
        if let call = e.as(FunctionCallExprSyntax.self), SwiftNames.callee(call)?.name == "UIStoryboard",
            let first = call.arguments.first, first.label?.text == "name"
        {
            return SwiftNames.stringLiteral(first.expression)
        }
        guard let path = SwiftNames.path(e), path.count == 1, let b = scope.binding(path[0], before: position),
            let value = b.value
        else { return nil }
        return storyboardName(value, scope: scope, before: b.position, depth: depth + 1)
    }

    private static func unwrapped(_ expr: ExprSyntax) -> ExprSyntax {
        var e = Folding.stripped(expr)
        while true {
            if let f = e.as(ForceUnwrapExprSyntax.self) {
                e = Folding.stripped(f.expression)
            } else if let o = e.as(OptionalChainingExprSyntax.self) {
                e = Folding.stripped(o.expression)
            } else {
                return e
            }
        }
    }
}
