import SwiftSyntax

/// What one function (or initialiser, accessor, property initialiser) binds and assigns, in source order: the
/// "nearby" that a `present(vc, animated:)` call or a `method_exchangeImplementations(a, b)` call is read
/// against.
struct SwiftScope {
    struct Binding {
        var name: String
        var value: ExprSyntax?
        var type: TypeSyntax?
        var position: AbsolutePosition
    }
    struct StyleAssignment {
        /// The controller assigned to, as a member path (`vc`, `player.nav`); empty for `self`.
        var target: String
        var value: ExprSyntax
        var node: Syntax
        var position: AbsolutePosition
    }

    var bindings: [Binding] = []
    var styleAssignments: [StyleAssignment] = []
    /// Every `#selector(...)` / `Selector("...")` in the scope, by name.
    var selectors: [String] = []

    /// The node whose body is the scope of `node`: the nearest enclosing function, initialiser, accessor,
    /// property binding, or the file.
    static func boundary(of node: some SyntaxProtocol) -> Syntax {
        var current = Syntax(node)
        while let parent = current.parent {
            if parent.is(FunctionDeclSyntax.self) || parent.is(InitializerDeclSyntax.self)
                || parent.is(DeinitializerDeclSyntax.self) || parent.is(AccessorDeclSyntax.self)
                || parent.is(PatternBindingSyntax.self) || parent.is(SourceFileSyntax.self)
            {
                return parent
            }
            current = parent
        }
        return current
    }

    init(_ root: Syntax) {
        let collector = ScopeCollector(viewMode: .sourceAccurate)
        collector.walk(root)
        bindings = collector.bindings
        styleAssignments = collector.styleAssignments
        selectors = collector.selectors
    }

    /// The last binding of `name` before `position`.
    func binding(_ name: String, before position: AbsolutePosition) -> Binding? {
        bindings.last { $0.name == name && $0.position < position }
    }

    /// The selector an expression names: `#selector(getter: UIViewController.supportedInterfaceOrientations)`,
    /// `#selector(shouldAutorotate(to:))` (as `shouldAutorotateToInterfaceOrientation:`), `Selector("...")`,
    /// `NSSelectorFromString("...")`.
    static func selectorName(_ expr: ExprSyntax) -> String? {
        let e = Folding.stripped(expr)
        if let m = e.as(MacroExpansionExprSyntax.self), m.macroName.text == "selector",
            let arg = m.arguments.first?.expression
        {
            let reference: DeclReferenceExprSyntax?
            if let d = arg.as(DeclReferenceExprSyntax.self) {
                reference = d
            } else {
                reference = arg.as(MemberAccessExprSyntax.self)?.declName
            }
            guard let reference else { return nil }
            let base = reference.baseName.text
            if let labels = reference.argumentNames?.arguments.map(\.name.text), !labels.isEmpty {
                if base == "shouldAutorotate", labels == ["to"] { return "shouldAutorotateToInterfaceOrientation:" }
                return base + labels.map { $0 == "_" ? ":" : "\($0):" }.joined()
            }
            return base
        }
        if let call = e.as(FunctionCallExprSyntax.self), let name = SwiftNames.callee(call)?.name,
            name == "Selector" || name == "NSSelectorFromString", call.arguments.count == 1,
            let arg = call.arguments.first, let s = SwiftNames.stringLiteral(arg.expression)
        {
            return s
        }
        return nil
    }
}

private final class ScopeCollector: SyntaxVisitor {
    var bindings: [SwiftScope.Binding] = []
    var styleAssignments: [SwiftScope.StyleAssignment] = []
    var selectors: [String] = []

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
            bindings.append(
                .init(
                    name: name, value: node.initializer?.value, type: node.typeAnnotation?.type,
                    position: node.position))
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
        let name = (node.secondName ?? node.firstName).text
        if name != "_" {
            bindings.append(.init(name: name, value: nil, type: node.type, position: node.position))
        }
        return .visitChildren
    }

    override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
        if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
            bindings.append(
                .init(
                    name: name, value: node.initializer?.value, type: node.typeAnnotation?.type,
                    position: node.position))
        }
        return .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        if elements.count >= 3, elements[1].is(AssignmentExprSyntax.self) {
            let lhs = Folding.stripped(elements[0])
            if let m = lhs.as(MemberAccessExprSyntax.self), m.declName.baseName.text == "modalPresentationStyle" {
                let target = m.base.flatMap(SwiftNames.path)?.joined(separator: ".") ?? ""
                // `x.modalPresentationStyle = isPad ? .formSheet : .fullScreen` is one sequence: the value is
                // everything after `=`.
                let value =
                    elements.count == 3
                    ? elements[2] : ExprSyntax(SequenceExprSyntax(elements: ExprListSyntax(elements[2...])))
                styleAssignments.append(
                    .init(
                        target: target, value: value, node: Syntax(node),
                        position: node.position))
            } else if elements.count == 3, let path = SwiftNames.path(lhs), !path.isEmpty {
                bindings.append(
                    .init(
                        name: path.joined(separator: "."), value: elements[2], type: nil,
                        position: node.position))
            }
        }
        return .visitChildren
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        if let name = SwiftScope.selectorName(ExprSyntax(node)) { selectors.append(name) }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let name = SwiftScope.selectorName(ExprSyntax(node)) { selectors.append(name) }
        return .visitChildren
    }
}
