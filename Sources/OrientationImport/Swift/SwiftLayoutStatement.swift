import SwiftSyntax

/// Whether a statement outside UIKit's layout callbacks sets a frame, bounds, centre, size or constraint, so that a
/// main-screen or orientation read in it feeds a layout (`layout-branches-on-orientation`).
///
/// An assignment sets what is on its left: `view.frame = ...` or `heightConstraint.constant = ...` lays out, while
/// `showsToolbar = UIScreen.main.bounds.width == view.frame.size.width` only reads a frame into a flag, and its right
/// side counts only when it builds a frame, a size or a constraint (`CGRect(...)`, `.constraint(...)`). A declaration
/// with an initial value is read the same way. Any other statement (a call, an `if` with the statement it guards)
/// counts when one of the layout words is anywhere in it.
enum SwiftLayoutStatement {
    /// Words that name a frame, bounds, centre, size or constraint being set, or a call that sets one.
    static let layoutWords = [
        ".frame", "frame:", "frame =", "bounds =", ".center =", "center:", "CGRect(", "CGSize(", ".constant", "constraint",
        "Constraint", "Anchor", "snp.", "contentSize", "itemSize", "preferredContentSize", "estimatedItemSize",
    ]
    /// On the left of an assignment, a frame's, bounds', centre's or size's member also sets one
    /// (`overlayView.bounds.size = ...`, ImageViewer's overlay).
    static let assignedLayoutWords = layoutWords + [".bounds", ".center", ".size"]
    /// Words that build a frame, a size or a constraint: on the right of an assignment they still make it a layout.
    static let builtLayoutWords = ["frame:", "center:", "CGRect(", "CGSize(", "constraint", "Constraint", "Anchor", "snp."]

    static func setsLayout(_ statement: Syntax) -> Bool {
        let text = statement.trimmedDescription
        // `UIWindow(frame: UIScreen.main.bounds)`: the app's window, which UIKit sizes with its scene; not a layout
        // the app decides.
        if text.contains("UIWindow(") { return false }
        if let (left, right) = assignmentSides(statement) {
            return assignedLayoutWords.contains { left.contains($0) } || builtLayoutWords.contains { right.contains($0) }
        }
        return layoutWords.contains { text.contains($0) }
    }

    /// The two sides of an assignment (`=` or a compound `+=`, `-=`, `*=`, `/=`) or of a declaration with one initial
    /// value, as text; nil for any other statement.
    static func assignmentSides(_ statement: Syntax) -> (left: String, right: String)? {
        if let item = statement.as(CodeBlockItemSyntax.self) {
            switch item.item {
            case .expr(let e): return sides(of: e)
            case .decl(let d): return sides(of: d)
            case .stmt: return nil
            }
        }
        if let member = statement.as(MemberBlockItemSyntax.self) { return sides(of: member.decl) }
        return nil
    }

    private static func sides(of expression: ExprSyntax) -> (left: String, right: String)? {
        guard let sequence = expression.as(SequenceExprSyntax.self) else { return nil }
        let elements = Array(sequence.elements)
        guard
            let k = elements.firstIndex(where: { e in
                e.is(AssignmentExprSyntax.self)
                    || e.as(BinaryOperatorExprSyntax.self).map { ["+=", "-=", "*=", "/="].contains($0.operator.text) } ?? false
            })
        else { return nil }
        return (
            elements[..<k].map(\.trimmedDescription).joined(separator: " "),
            elements[(k + 1)...].map(\.trimmedDescription).joined(separator: " ")
        )
    }

    private static func sides(of declaration: DeclSyntax) -> (left: String, right: String)? {
        guard let variable = declaration.as(VariableDeclSyntax.self), variable.bindings.count == 1,
            let binding = variable.bindings.first, let value = binding.initializer?.value
        else { return nil }
        return (binding.pattern.trimmedDescription, value.trimmedDescription)
    }
}
