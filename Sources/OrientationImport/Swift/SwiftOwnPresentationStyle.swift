import OrientationPolicy
import SwiftSyntax

/// The presentation style a Swift class gives itself: `modalPresentationStyle = .fullScreen` (or `self.`) in one of
/// its initialisers or `awakeFromNib`, which run before anyone can present it, or an overriding
/// `modalPresentationStyle` getter that returns a literal. (A style set in `viewDidLoad` comes too late: UIKit
/// has read the property by the time the view loads.)
enum SwiftOwnPresentationStyle {
    static func read(_ members: MemberBlockSyntax) -> (ModalPresentationStyle, Syntax)? {
        for member in members.members {
            if let v = member.decl.as(VariableDeclSyntax.self) {
                for binding in v.bindings
                where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "modalPresentationStyle" {
                    if let getter = getterExpression(binding), let style = SwiftLiterals.presentationStyle(getter) {
                        return (style, Syntax(getter))
                    }
                }
                continue
            }
            let body: CodeBlockSyntax?
            if let i = member.decl.as(InitializerDeclSyntax.self) {
                body = i.body
            } else if let f = member.decl.as(FunctionDeclSyntax.self), f.name.text == "awakeFromNib" {
                body = f.body
            } else {
                body = nil
            }
            guard let body else { continue }
            let finder = StyleAssignmentFinder(viewMode: .sourceAccurate)
            finder.walk(body)
            if let last = finder.found.last { return last }
        }
        return nil
    }

    /// The single expression a getter returns: `{ .fullScreen }`, `{ get { .fullScreen } set {} }`, `{ return X }`.
    private static func getterExpression(_ binding: PatternBindingSyntax) -> ExprSyntax? {
        let items: CodeBlockItemListSyntax?
        switch binding.accessorBlock?.accessors {
        case .getter(let list)?: items = list
        case .accessors(let list)?: items = list.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
        case nil: items = nil
        }
        guard let items, items.count == 1, let item = items.first else { return nil }
        if let r = item.item.as(ReturnStmtSyntax.self) { return r.expression }
        return item.item.as(ExprSyntax.self)
    }
}

/// `modalPresentationStyle = style` and `self.modalPresentationStyle = style`, outside closures.
private final class StyleAssignmentFinder: SyntaxVisitor {
    private(set) var found: [(ModalPresentationStyle, Syntax)] = []

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        if elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
            SwiftNames.path(elements[0]) == ["modalPresentationStyle"],
            let style = SwiftLiterals.presentationStyle(elements[2])
        {
            found.append((style, Syntax(elements[2])))
        }
        return .visitChildren
    }
}
