import SwiftSyntax

/// A window's root controller set in code: `window.rootViewController = X()` ("rootViewController", UIWindow,
/// Apple's UIKit documentation), in Swift 5's `scene(_:willConnectTo:options:)`, the app delegate's
/// `application(_:didFinishLaunchingWithOptions:)` of Swift 2 and 3, or any other method.
///
/// The receiver is a window when its last name ends in `window` / `Window` (`window`, `self.window!`,
/// `appDelegate.window`, `keyWindow`), is `windows.first` / `windows.last`, or is a variable bound to `UIWindow(...)`
/// or declared `UIWindow` in the same function: anything else that has a `rootViewController` (a project's own
/// coordinator) is not read as a window.
///
/// The assigned value may also be a property of another of the project's types, the way a coordinator hands its
/// controller over (`window.rootViewController = mainCoordinator.controller`): when the file tells the receiver's
/// type, the root is deferred to the assembler, which reads the property in that type's declaration.
enum SwiftWindowRoots {
    /// What an assignment to a window's root gives.
    enum Found {
        /// The controller's class is read in this file.
        case root(ImportedWindowRoot)
        /// The value is a property of another type, resolved when the project is assembled.
        case deferred(ImportedDeferredWindowRoot)
    }

    static func windowRoot(_ node: SequenceExprSyntax, in collector: SwiftFactCollector) -> Found? {
        let elements = Array(node.elements)
        guard elements.count >= 3, elements[1].is(AssignmentExprSyntax.self),
            let lhs = Folding.stripped(elements[0]).as(MemberAccessExprSyntax.self),
            lhs.declName.baseName.text == "rootViewController", let receiver = lhs.base
        else { return nil }
        let scope = collector.scope(for: node)
        guard isWindow(receiver, scope: scope, before: node.position),
            case .binary("=", _, let value) = FoldedExpr(ExprSyntax(node))
        else { return nil }
        let resolver = Resolver(collector: collector, scope: scope, root: SwiftScope.boundary(of: node))
        let location = collector.location(lhs.declName.baseName)
        if let (className, children) = resolver.controller(value, before: node.position, depth: 0) {
            return .root(
                ImportedWindowRoot(
                    className: className, childClassNames: children,
                    inClass: collector.currentTypeName, location: location))
        }
        guard
            let (ownerType, member) = memberOfAnotherType(
                value, scope: scope, collector: collector,
                before: node.position)
        else { return nil }
        return .deferred(
            ImportedDeferredWindowRoot(
                ownerType: ownerType, member: member,
                inClass: collector.currentTypeName, location: location))
    }

    /// The class (and children) of the controller an expression creates, read where it stands: a property's
    /// initialiser, a value its type's initialiser assigns to it, a getter's single expression.
    static func createdController(_ expr: ExprSyntax, in collector: SwiftFactCollector) -> (String, [String])? {
        let resolver = Resolver(
            collector: collector, scope: collector.scope(for: expr),
            root: SwiftScope.boundary(of: expr))
        return resolver.controller(FoldedExpr(expr), before: expr.position, depth: 0)
    }

    /// `a.b`, `self.a.b`, `a!.b`, `a?.b`, where the file tells the type of `a`: the type and `b`. A method call
    /// `a.b()` is not a property: what it returns is not in a declaration.
    private static func memberOfAnotherType(
        _ value: FoldedExpr, scope: SwiftScope, collector: SwiftFactCollector,
        before position: AbsolutePosition
    ) -> (String, String)? {
        guard var expr = value.leaf else { return nil }
        if let f = expr.as(ForceUnwrapExprSyntax.self) { expr = Folding.stripped(f.expression) }
        if let o = expr.as(OptionalChainingExprSyntax.self) { expr = Folding.stripped(o.expression) }
        guard !expr.is(FunctionCallExprSyntax.self), let path = SwiftNames.path(expr), path.count == 2,
            path[0] != "super",
            let owner = type(of: path[0], scope: scope, collector: collector, before: position)
        else { return nil }
        return (owner, path[1])
    }

    /// The type of a variable: the type it is created as (`let coordinator = AppCoordinator(window: window)`) or
    /// its annotation (`let coordinator: AppCoordinator!`), for the nearest binding before `position` in the
    /// function that tells; else the property of the enclosing type of that name: the type its initialiser creates,
    /// or the one type every assignment in its type's initialisers creates (`mainCoordinator = MainCoordinator(...)`),
    /// or its annotation. What is created comes first: an annotation may name only a protocol (`Coordinating`).
    private static func type(
        of name: String, scope: SwiftScope, collector: SwiftFactCollector,
        before position: AbsolutePosition
    ) -> String? {
        for binding in scope.bindings.reversed() where binding.name == name && binding.position < position {
            if let type = binding.value.flatMap(createdType) { return type }
            if let type = binding.type.flatMap(SwiftNames.typeName) { return type }
        }
        guard let property = collector.memberProperty(named: name) else { return nil }
        if let type = property.initializer.flatMap({ createdType($0.value) }) { return type }
        let created = collector.initializerAssignments(to: name).map(createdType)
        if let first = created.first, let first, created.allSatisfy({ $0 == first }) { return first }
        return property.typeAnnotation.flatMap { SwiftNames.typeName($0.type) }
    }

    /// `X(...)`, `X.init(...)`, `try X(...)`, `X(...)!`: `X`, when it looks like a type.
    private static func createdType(_ expr: ExprSyntax) -> String? {
        var e = Folding.stripped(expr)
        if let f = e.as(ForceUnwrapExprSyntax.self) { e = Folding.stripped(f.expression) }
        guard let call = e.as(FunctionCallExprSyntax.self) else { return nil }
        var callee = Folding.stripped(call.calledExpression)
        if let m = callee.as(MemberAccessExprSyntax.self), m.declName.baseName.text == "init", let base = m.base {
            callee = Folding.stripped(base)
        }
        guard let d = callee.as(DeclReferenceExprSyntax.self), SwiftNames.looksLikeType(d.baseName.text) else {
            return nil
        }
        return d.baseName.text
    }

    private static func isWindow(_ receiver: ExprSyntax, scope: SwiftScope, before position: AbsolutePosition) -> Bool {
        guard let path = SwiftNames.path(receiver), let last = path.last else { return false }
        if last.lowercased().hasSuffix("window") { return true }
        // `UIApplication.shared.windows.first`, `view.window?.windowScene?.windows.last`.
        if path.count >= 2, path[path.count - 2] == "windows", last == "first" || last == "last" { return true }
        guard path.count == 1, let binding = scope.binding(last, before: position) else { return false }
        if let type = binding.type, SwiftNames.typeName(type) == "UIWindow" { return true }
        if let value = binding.value, let call = Folding.stripped(value).as(FunctionCallExprSyntax.self),
            SwiftNames.callee(call)?.name == "UIWindow"
        {
            return true
        }
        return false
    }

    /// Reads the class (and the children created with it) of the controller an assigned value evaluates to.
    private struct Resolver {
        let collector: SwiftFactCollector
        let scope: SwiftScope
        /// The function (or property initialiser) the scope is of.
        let root: Syntax

        /// `children`: whether to read the children set on a variable (not for a child itself, whose own
        /// children are not recorded).
        func controller(
            _ value: FoldedExpr, before position: AbsolutePosition, depth: Int,
            children: Bool = true
        ) -> (String, [String])? {
            guard depth < 4 else { return nil }
            switch value {
            case .cast(_, let type):
                // `instantiateInitialViewController() as? X`: the cast is all that names the class.
                guard let name = SwiftNames.typeName(type), !SwiftTransitions.genericTypes.contains(name) else {
                    return nil
                }
                return (name, [])
            case .leaf(let expr):
                return controller(expr, before: position, depth: depth, children: children)
            default:
                return nil
            }
        }

        private func controller(
            _ expr: ExprSyntax, before position: AbsolutePosition, depth: Int,
            children readChildren: Bool
        ) -> (String, [String])? {
            var e = Folding.stripped(expr)
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
                // `UINavigationController(rootViewController: Y())`: the container and its first child.
                if let first = call.arguments.first, first.label?.text == "rootViewController",
                    let d = Folding.stripped(call.calledExpression).as(DeclReferenceExprSyntax.self),
                    SwiftNames.looksLikeType(d.baseName.text)
                {
                    let child = controller(
                        FoldedExpr(first.expression), before: position, depth: depth + 1,
                        children: false)
                    return (d.baseName.text, child.map { [$0.0] } ?? [])
                }
                guard
                    let name = SwiftTransitions.controllerClass(
                        ExprSyntax(call), scope: scope, before: position,
                        depth: depth)
                else { return nil }
                return (name, [])
            }
            guard let path = SwiftNames.path(e), !path.isEmpty else { return nil }
            let name = path.joined(separator: ".")
            var found: (String, [String])?
            if let binding = scope.binding(name, before: position) {
                if let value = binding.value {
                    found = controller(
                        FoldedExpr(value), before: binding.position, depth: depth + 1,
                        children: readChildren)
                }
                if found == nil, let type = binding.type.flatMap(SwiftNames.typeName),
                    !SwiftTransitions.genericTypes.contains(type)
                {
                    found = (type, [])
                }
            } else if path.count == 1, let property = collector.property(named: name) {
                found = declaredController(property, depth: depth)
            }
            guard let (className, children) = found else { return nil }
            if readChildren, children.isEmpty, let list = viewControllers(of: name, depth: depth + 1) {
                return (className, list)
            }
            return (className, children)
        }

        /// A property of the class: its declared type, else the class its initialiser creates
        /// (`lazy var tabs = MainTabBarController()`).
        private func declaredController(_ property: PatternBindingSyntax, depth: Int) -> (String, [String])? {
            if let type = property.typeAnnotation.flatMap({ SwiftNames.typeName($0.type) }),
                !SwiftTransitions.genericTypes.contains(type)
            {
                return (type, [])
            }
            guard let value = property.initializer?.value else { return nil }
            let resolver = Resolver(
                collector: collector, scope: collector.scope(for: value),
                root: SwiftScope.boundary(of: value))
            return resolver.controller(FoldedExpr(value), before: value.endPosition, depth: depth + 1)
        }

        /// `tabs.viewControllers = [A(), UINavigationController(rootViewController: B())]` or
        /// `tabs.setViewControllers([...], animated: false)` anywhere in the function (the last one written): the
        /// children's classes in order (a navigation controller child by its own class). Nil when the function sets
        /// none or one of them cannot be told.
        private func viewControllers(of name: String, depth: Int) -> [String]? {
            guard depth < 4 else { return nil }
            var list: (value: ExprSyntax, position: AbsolutePosition)?
            if let binding = scope.bindings.last(where: { $0.name == name + ".viewControllers" }),
                let value = binding.value
            {
                list = (value, binding.position)
            }
            let finder = SetViewControllersFinder(receiver: name)
            finder.walk(root)
            if let call = finder.last, list.map({ $0.position < call.position }) ?? true,
                let first = call.arguments.first
            {
                list = (first.expression, call.position)
            }
            guard let list, let array = Folding.stripped(list.value).as(ArrayExprSyntax.self) else { return nil }
            var result: [String] = []
            for element in array.elements {
                guard
                    let (cls, _) = controller(
                        FoldedExpr(element.expression), before: list.position,
                        depth: depth, children: false)
                else { return nil }
                result.append(cls)
            }
            return result.isEmpty ? nil : result
        }
    }
}

/// The last `receiver.setViewControllers(_:animated:)` call in a function.
private final class SetViewControllersFinder: SyntaxVisitor {
    let receiver: String
    private(set) var last: FunctionCallExprSyntax?

    init(receiver: String) {
        self.receiver = receiver
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if SwiftNames.callee(node)?.name == "setViewControllers",
            let base = SwiftNames.receiver(node).flatMap(SwiftNames.path), base.joined(separator: ".") == receiver
        {
            last = node
        }
        return .visitChildren
    }
}
