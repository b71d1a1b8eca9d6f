import OrientationPolicy
import SwiftSyntax

/// Swift functions that present on behalf of the controller they are given (`static func present(from
/// viewController: UIViewController) { viewController.present(sheet, animated: true) }`), and calls that give a
/// function `self` (`ImportedPresentingHelper`, `ImportedHelperCall`). Only what the body shows counts: a
/// `present(_:animated:)` sent to the parameter (or `pushViewController(_:animated:)` to its
/// `navigationController`), or the parameter passed on to another function of the same type.
enum SwiftPresentingHelpers {
    /// The name calls use for a function: `present(from:)`, `show(_:over:)`.
    static func name(_ f: FunctionDeclSyntax) -> String {
        f.name.text + "(" + f.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined() + ")"
    }

    /// The name a call uses: its callee and its argument labels.
    static func name(_ call: FunctionCallExprSyntax, callee: String) -> String {
        callee + "(" + call.arguments.map { ($0.label?.text ?? "_") + ":" }.joined() + ")"
    }

    static func read(_ call: FunctionCallExprSyntax, in collector: SwiftFactCollector, typeName: String?)
        -> (helpers: [ImportedPresentingHelper], calls: [ImportedHelperCall])
    {
        guard let (callee, token) = SwiftNames.callee(call) else { return ([], []) }
        // The enclosing function, its parameters, its scope and the call's name are found only when the call
        // presents or passes on a parameter or `self`: most calls do neither, and finding them for every call (the
        // scope a walk of the whole function) was nearly a tenth of a large export's Swift reading.
        lazy var function = enclosingFunction(call)
        lazy var parameters = function.map(parameterNames) ?? [:]
        let args = Array(call.arguments)
        lazy var scope = collector.scope(for: call)
        let isPresent =
            ["present", "presentViewController"].contains(callee) && args.count >= 2 && args[0].label == nil
            && args[1].label?.text == "animated"
        let isPush = callee == "pushViewController" && args.count == 2 && args[0].label == nil
        if isPresent || isPush {
            guard let function, let receiver = SwiftNames.receiver(call), let path = SwiftNames.path(receiver),
                let first = path.first, let index = parameters[first], unbound(first, scope, call),
                path.count == 1 ? isPresent : (path.count == 2 && path[1] == "navigationController")
            else { return ([], []) }
            var helper = ImportedPresentingHelper(
                typeName: typeName, selector: name(function), presenterParameter: index,
                kind: isPresent ? .present : .push, toClass: nil, location: collector.location(token))
            let presented = args[0].expression
            if let p = SwiftNames.path(presented), p.isEmpty {
                helper.toClass = typeName
            } else if let p = SwiftNames.path(presented), p.count == 1, let k = parameters[p[0]], unbound(p[0], scope, call) {
                helper.presentedParameter = k
                helper.toClass = parameterType(function, k)
            } else {
                helper.toClass = SwiftTransitions.controllerClass(presented, scope: scope, before: call.position, depth: 0)
            }
            if let target = SwiftNames.path(presented)?.joined(separator: "."),
                let a = scope.styleAssignments.last(where: { $0.target == target && $0.position < call.position }),
                let style = SwiftLiterals.presentationStyle(a.value)
            {
                helper.modalPresentationStyle = Located(style, at: collector.location(a.node))
            }
            return ([helper], [])
        }
        var helpers: [ImportedPresentingHelper] = []
        var calls: [ImportedHelperCall] = []
        lazy var called = name(call, callee: callee)
        for (j, arg) in args.enumerated() {
            guard let p = SwiftNames.path(arg.expression) else { continue }
            if p.isEmpty, arg.expression.trimmedDescription.hasPrefix("self") {
                // `self` of an instance method of a class: the controller on screen when it is one.
                guard let typeName, !(function.map(isStatic) ?? false) else { continue }
                calls.append(
                    ImportedHelperCall(
                        fromClass: typeName, selector: called, selfArgument: j,
                        argumentClasses: args.map {
                            SwiftTransitions.controllerClass($0.expression, scope: scope, before: call.position, depth: 0)
                        },
                        location: collector.location(token)))
            } else if p.count == 1, let function, let i = parameters[p[0]], unbound(p[0], scope, call),
                SwiftNames.receiver(call).map({ SwiftNames.path($0) == [] }) ?? true
            {
                helpers.append(
                    ImportedPresentingHelper(
                        typeName: typeName, selector: name(function), presenterParameter: i, kind: .present, toClass: nil,
                        forwardsTo: .init(selector: called, argument: j), location: collector.location(token)))
            }
        }
        return (helpers, calls)
    }

    private static func enclosingFunction(_ node: some SyntaxProtocol) -> FunctionDeclSyntax? {
        SwiftScope.boundary(of: node).as(FunctionDeclSyntax.self)
    }

    /// The function's parameters by the name its body uses, with their positions.
    private static func parameterNames(_ f: FunctionDeclSyntax) -> [String: Int] {
        var out: [String: Int] = [:]
        for (i, p) in f.signature.parameterClause.parameters.enumerated() {
            let name = (p.secondName ?? p.firstName).text
            if out[name] == nil { out[name] = i }
        }
        return out
    }

    private static func parameterType(_ f: FunctionDeclSyntax, _ i: Int) -> String? {
        let list = Array(f.signature.parameterClause.parameters)
        guard i < list.count, let t = SwiftNames.typeName(list[i].type) else { return nil }
        return SwiftTransitions.genericTypes.contains(t) ? nil : t
    }

    /// Whether the name still holds the parameter at the call: bound last by the parameter itself or by an
    /// unwrapping of it (`guard let controller = controller`), not reassigned.
    private static func unbound(_ name: String, _ scope: SwiftScope, _ call: FunctionCallExprSyntax) -> Bool {
        guard let b = scope.binding(name, before: call.position) else { return false }
        guard let value = b.value else { return true }
        return SwiftNames.path(value) == [name]
    }

    private static func isStatic(_ f: FunctionDeclSyntax) -> Bool {
        f.modifiers.contains { $0.name.text == "static" || $0.name.text == "class" }
    }
}
