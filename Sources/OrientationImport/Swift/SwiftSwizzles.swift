import SwiftSyntax

/// Method swizzling of the orientation selectors: `method_exchangeImplementations(a, b)` where `a` and `b` come
/// from `class_getInstanceMethod(UIViewController.self, #selector(getter: UIViewController.supportedInterfaceOrientations))`
/// in the same function, and calls to a project's own swizzle helper (`swizzle(UIViewController.self,
/// #selector(...), #selector(...))`).
enum SwiftSwizzles {
    /// UIKit's orientation selectors, the longest first so `shouldAutorotateToInterfaceOrientation:` wins over
    /// `shouldAutorotate` when a swizzled name contains both.
    static let selectors = [
        "shouldAutorotateToInterfaceOrientation:", "preferredInterfaceOrientationForPresentation",
        "supportedInterfaceOrientations", "shouldAutorotate",
    ]

    /// The UIKit selector a selector name is, or is a prefixed copy of (`sp_shouldAutorotate`).
    static func orientationSelector(_ name: String) -> (selector: String, exact: Bool)? {
        for s in selectors where name == s || name + ":" == s { return (s, true) }
        let lowered = name.lowercased()
        for s in selectors where lowered.contains(s.lowercased().replacingColon()) { return (s, false) }
        return nil
    }

    static func swizzles(_ call: FunctionCallExprSyntax, in collector: SwiftFactCollector) -> [ImportedSwizzle] {
        guard let (name, token) = SwiftNames.callee(call) else { return [] }
        // Found only for a call that is a swizzle: nearly none is.
        lazy var location = collector.location(token)
        if name == "method_exchangeImplementations" {
            let scope = collector.scope(for: call)
            var found: [(selector: String, exact: Bool, className: String?)] = []
            var resolvedAny = false
            for arg in call.arguments {
                guard
                    let (cls, sel) = instanceMethod(
                        arg.expression, scope: scope, before: call.position,
                        collector: collector, depth: 0)
                else { continue }
                resolvedAny = true
                if let sel, let o = orientationSelector(sel) { found.append((o.selector, o.exact, cls)) }
            }
            if !resolvedAny {
                for sel in scope.selectors {
                    if let o = orientationSelector(sel), !found.contains(where: { $0.selector == o.selector }) {
                        found.append((o.selector, o.exact, nil))
                    }
                }
                return found.map { ImportedSwizzle(className: $0.className, selector: $0.selector, location: location) }
            }
            guard let original = found.first(where: \.exact) ?? found.first else { return [] }
            return [ImportedSwizzle(className: original.className, selector: original.selector, location: location)]
        }
        guard LowercasedSearch.lowercased(name, contains: "swizzl") else { return [] }
        var className: String?
        var found: [(selector: String, exact: Bool)] = []
        for arg in call.arguments {
            if let sel = SwiftScope.selectorName(arg.expression), let o = orientationSelector(sel) {
                found.append(o)
            } else if className == nil {
                className = metatype(arg.expression, collector: collector)
            }
        }
        if className == nil, let receiver = SwiftNames.receiver(call) {
            className =
                metatype(receiver, collector: collector)
                ?? SwiftNames.path(receiver).flatMap {
                    $0.count == 1 && SwiftNames.looksLikeType($0[0]) ? $0[0] : nil
                }
        }
        guard let original = found.first(where: \.exact) ?? found.first else { return [] }
        return [
            ImportedSwizzle(
                className: className ?? collector.currentTypeName, selector: original.selector,
                location: location)
        ]
    }

    /// `class_getInstanceMethod(C, sel)` (directly or through variables): the class and the selector's name.
    private static func instanceMethod(
        _ expr: ExprSyntax, scope: SwiftScope, before position: AbsolutePosition,
        collector: SwiftFactCollector, depth: Int
    ) -> (String?, String?)? {
        guard depth < 4 else { return nil }
        var e = Folding.stripped(expr)
        if let f = e.as(ForceUnwrapExprSyntax.self) { e = Folding.stripped(f.expression) }
        if let call = e.as(FunctionCallExprSyntax.self), let name = SwiftNames.callee(call)?.name,
            name == "class_getInstanceMethod" || name == "class_getClassMethod", call.arguments.count == 2
        {
            let args = Array(call.arguments)
            return (
                metatype(args[0].expression, collector: collector),
                selector(args[1].expression, scope: scope, before: position, depth: 0)
            )
        }
        guard let d = e.as(DeclReferenceExprSyntax.self),
            let binding = scope.binding(d.baseName.text, before: position), let value = binding.value
        else { return nil }
        return instanceMethod(value, scope: scope, before: binding.position, collector: collector, depth: depth + 1)
    }

    private static func selector(
        _ expr: ExprSyntax, scope: SwiftScope, before position: AbsolutePosition,
        depth: Int
    ) -> String? {
        if let name = SwiftScope.selectorName(expr) { return name }
        guard depth < 4, let d = Folding.stripped(expr).as(DeclReferenceExprSyntax.self),
            let binding = scope.binding(d.baseName.text, before: position), let value = binding.value
        else { return nil }
        return selector(value, scope: scope, before: binding.position, depth: depth + 1)
    }

    /// `UIViewController.self` -> `UIViewController`; `self`, `Self`, `type(of: self)` -> the enclosing type.
    private static func metatype(_ expr: ExprSyntax, collector: SwiftFactCollector) -> String? {
        let e = Folding.stripped(expr)
        if let m = e.as(MemberAccessExprSyntax.self), m.declName.baseName.text == "self", let base = m.base,
            let path = SwiftNames.path(base)
        {
            return path.last ?? collector.currentTypeName
        }
        if let d = e.as(DeclReferenceExprSyntax.self), ["self", "Self"].contains(d.baseName.text) {
            return collector.currentTypeName
        }
        if let call = e.as(FunctionCallExprSyntax.self), SwiftNames.callee(call)?.name == "type" {
            return collector.currentTypeName
        }
        return nil
    }
}

extension String {
    fileprivate func replacingColon() -> String { String(filter { $0 != ":" }) }
}
