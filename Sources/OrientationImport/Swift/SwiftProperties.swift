import SwiftSyntax

/// What the properties of a class or struct hold, as far as their declarations tell (`ImportedProperty`): the
/// facts that `window.rootViewController = coordinator.controller`, written in another file, is resolved against.
///
/// A property's class is the one it is created as, when the type says: its initialiser
/// (`let navigationController = UINavigationController()`), the one class its type's initialisers assign to it
/// (`controller = MainViewController(...)`), or a getter that is a single `X()` or returns another property of
/// the type (`var rootViewController: UIViewController { tabBarController }`). Else its declared type, unless that
/// is UIKit's `UIViewController` or another placeholder: an instance of any controller class can be stored there,
/// so the type names none.
enum SwiftProperties {
    static func properties(
        ofType owner: String, members: MemberBlockSyntax,
        in collector: SwiftFactCollector
    ) -> [ImportedProperty] {
        var assignments: [String: [ExprSyntax]]?
        var result: [ImportedProperty] = []
        var seen: Set<String> = []
        for member in members.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                !variable.modifiers.contains(where: { [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind) })
            else { continue }
            for binding in variable.bindings {
                // The first declaration wins when `#if` branches declare it twice.
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                    seen.insert(name).inserted
                else { continue }
                var property = ImportedProperty(ownerType: owner, name: name)
                if let type = binding.typeAnnotation.flatMap({ SwiftNames.typeName($0.type) }),
                    !SwiftTransitions.genericTypes.contains(type)
                {
                    property.declaredType = type
                }
                if let value = binding.initializer?.value {
                    set(&property, SwiftWindowRoots.createdController(value, in: collector))
                } else if let body = SwiftFactCollector.getter(binding) {
                    read(getter: body, into: &property)
                    if property.returnsProperty == nil, let value = single(body) {
                        set(&property, SwiftWindowRoots.createdController(value, in: collector))
                    }
                } else {
                    if assignments == nil { assignments = initializerAssignments(in: members) }
                    let values = assignments?[name] ?? []
                    let created = values.map { SwiftWindowRoots.createdController($0, in: collector) }
                    // Every assignment must create the same class; two (or one that cannot be told) leave it open.
                    if let first = created.first, let first, created.allSatisfy({ $0?.0 == first.0 }) {
                        set(&property, created.count == 1 ? first : (first.0, []))
                    }
                }
                if !property.isEmpty { result.append(property) }
            }
        }
        return result
    }

    /// The values assigned to each property (`name = value`, `self.name = value`) anywhere in the type's
    /// initialisers.
    static func initializerAssignments(in members: MemberBlockSyntax) -> [String: [ExprSyntax]] {
        let finder = AssignmentFinder(viewMode: .sourceAccurate)
        for member in members.members {
            if let initializer = member.decl.as(InitializerDeclSyntax.self), let body = initializer.body {
                finder.walk(body)
            }
        }
        return finder.assignments
    }

    private static func set(_ property: inout ImportedProperty, _ created: (String, [String])?) {
        guard let (className, children) = created else { return }
        property.createdClass = className
        property.childClassNames = children
    }

    /// A getter that returns another property of the same type: `{ tabBarController }`,
    /// `{ return self.navigationController }`.
    private static func read(getter body: CodeBlockItemListSyntax, into property: inout ImportedProperty) {
        guard let value = single(body), !Folding.stripped(value).is(FunctionCallExprSyntax.self),
            let path = SwiftNames.path(value), path.count == 1, path[0] != property.name, path[0] != "super"
        else { return }
        property.returnsProperty = path[0]
    }

    /// The expression of a body that is one expression or one `return` of one.
    private static func single(_ body: CodeBlockItemListSyntax) -> ExprSyntax? {
        guard body.count == 1, let item = body.first?.item else { return nil }
        if let expr = item.as(ExprSyntax.self) { return expr }
        return item.as(ReturnStmtSyntax.self)?.expression
    }
}

/// `name = value` and `self.name = value` statements.
private final class AssignmentFinder: SyntaxVisitor {
    private(set) var assignments: [String: [ExprSyntax]] = [:]

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        if elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
            let path = SwiftNames.path(elements[0]), path.count == 1,
            Folding.stripped(elements[0]).is(DeclReferenceExprSyntax.self)
                || Folding.stripped(elements[0]).as(MemberAccessExprSyntax.self)?.base.flatMap(SwiftNames.path) == []
        {
            assignments[path[0], default: []].append(elements[2])
        }
        return .visitChildren
    }
}
