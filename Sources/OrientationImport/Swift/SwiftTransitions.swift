import OrientationPolicy
import SwiftSyntax

/// Transitions written in code: `present(_:animated:completion:)` (Swift 2: `presentViewController`),
/// `pushViewController(_:animated:)` and `performSegue(withIdentifier:sender:)` (Swift 2:
/// `performSegueWithIdentifier`), with the presented class and `modalPresentationStyle` read from the same
/// function; `addChild(_:)` (Swift 3 and earlier: `addChildViewController(_:)`) on `self`, with the child's class.
enum SwiftTransitions {
    static func transition(_ call: FunctionCallExprSyntax, in collector: SwiftFactCollector) -> ImportedTransition? {
        guard let (name, token) = SwiftNames.callee(call), let fromClass = collector.currentTypeName else { return nil }
        let args = Array(call.arguments)
        let kind: ImportedTransition.Kind
        switch name {
        case "present", "presentViewController", "presentModalViewController":
            guard args.count >= 2, args[0].label == nil, args[1].label?.text == "animated" else { return nil }
            kind = .present
        case "pushViewController":
            guard args.count == 2, args[0].label == nil, args[1].label?.text == "animated" else { return nil }
            kind = .push
        case "addChild", "addChildViewController":
            // The controller's own children only: `addChild(x)` or `self.addChild(x)`, not another's.
            let receiver = SwiftNames.receiver(call).map { SwiftNames.path($0) }
            guard args.count == 1, args[0].label == nil, receiver == nil || receiver! == [] || receiver! == ["self"] else { return nil }
            kind = .addChild
        case "performSegue", "performSegueWithIdentifier":
            guard let first = args.first,
                name == "performSegue" ? first.label?.text == "withIdentifier" : first.label == nil
            else { return nil }
            return ImportedTransition(
                kind: .performSegue, fromClass: fromClass, toClass: nil,
                segueIdentifier: SwiftNames.stringLiteral(first.expression),
                location: collector.location(token))
        default:
            return nil
        }
        let scope = collector.scope(for: call)
        let presented = args[0].expression
        let toClass = controllerClass(presented, scope: scope, before: call.position, depth: 0)
        var style: Located<ModalPresentationStyle>?
        var computed: Located<ImportedValue<ModalPresentationStyle>>?
        if kind == .present, let target = SwiftNames.path(presented)?.joined(separator: "."),
            let assignment = scope.styleAssignments.last(where: { $0.target == target && $0.position < call.position })
        {
            let at = collector.location(assignment.node)
            if let value = SwiftLiterals.presentationStyle(assignment.value) {
                style = Located(value, at: at)
            } else {
                computed = Located(computedStyle(assignment.value, idiomHelpers: collector.idiomHelpers), at: at)
            }
        }
        var transition = ImportedTransition(
            kind: kind, fromClass: fromClass, toClass: toClass,
            modalPresentationStyle: style, location: collector.location(token))
        transition.computedStyle = computed
        if toClass == nil {
            transition.toStoryboard = SwiftStoryboardInstances.instance(presented, scope: scope, before: call.position)
        }
        return transition
    }

    /// A style assigned as something other than a literal: an idiom switch or a choice between literals read as
    /// a member's body is, anything else unread with what was seen.
    static func computedStyle(_ value: ExprSyntax, idiomHelpers: [String: SwiftIdiom.Truth]) -> ImportedValue<ModalPresentationStyle> {
        let evaluator = SwiftBodyEvaluator<ModalPresentationStyle>(
            names: [], literal: { $0.leaf.flatMap(SwiftLiterals.presentationStyle) }, idiomHelpers: idiomHelpers)
        return evaluator.evaluate(expression: value) ?? .unknown(reason: "set to `\(value.trimmedDescription)`")
    }

    /// Declared types that say nothing about the controller's class.
    static let genericTypes: Set<String> = ["UIViewController", "AnyObject", "Any", "NSObject"]

    /// The class of the controller an expression evaluates to: `X()`, `X(nibName:bundle:)`, `X.init(...)`,
    /// `... as! X`, a variable bound to one of those (or declared `let vc: X`) earlier in the function, and
    /// `X.instantiate()`-style factories on a type whose name ends in `Controller`.
    static func controllerClass(
        _ expr: ExprSyntax, scope: SwiftScope, before position: AbsolutePosition,
        depth: Int
    ) -> String? {
        guard depth < 4 else { return nil }
        let folded = FoldedExpr(expr)
        if case .cast(_, let type) = folded {
            return SwiftNames.typeName(type).flatMap { genericTypes.contains($0) ? nil : $0 }
        }
        guard var e = folded.leaf else { return nil }
        while true {
            if let f = e.as(ForceUnwrapExprSyntax.self) {
                e = Folding.stripped(f.expression)
            } else if let o = e.as(OptionalChainingExprSyntax.self) {
                e = Folding.stripped(o.expression)
            } else {
                break
            }
        }
        if let call = e.as(FunctionCallExprSyntax.self) {
            let callee = Folding.stripped(call.calledExpression)
            if let d = callee.as(DeclReferenceExprSyntax.self) {
                return SwiftNames.looksLikeType(d.baseName.text) ? d.baseName.text : nil
            }
            if let m = callee.as(MemberAccessExprSyntax.self), let base = m.base, let path = SwiftNames.path(base),
                path.count == 1, SwiftNames.looksLikeType(path[0]),
                m.declName.baseName.text == "init" || path[0].hasSuffix("Controller")
            {
                return path[0]
            }
            return nil
        }
        guard let path = SwiftNames.path(e), !path.isEmpty,
            let binding = scope.binding(path.joined(separator: "."), before: position)
        else { return nil }
        if let value = binding.value,
            let cls = controllerClass(
                value, scope: scope, before: binding.position,
                depth: depth + 1)
        {
            return cls
        }
        return binding.type.flatMap(SwiftNames.typeName).flatMap { genericTypes.contains($0) ? nil : $0 }
    }
}
