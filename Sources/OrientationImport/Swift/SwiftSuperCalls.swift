import SwiftSyntax

/// Whether an override calls its superclass's implementation: `super.viewWillTransition(to: size, with:
/// coordinator)` anywhere in the body, closures included (`coordinator.animate(alongsideTransition: { _ in
/// super.viewWillTransition(...) })` still passes the change on).
enum SwiftSuperCalls {
    /// `viewWillTransition(to:with:)`, UIContentContainer's size-change callback.
    static func isSizeTransition(_ name: String, _ parameters: [FunctionParameterSyntax]) -> Bool {
        name == "viewWillTransition" && parameters.count == 2 && parameters[0].firstName.text == "to"
            && parameters[1].firstName.text == "with"
    }

    static func calls(_ member: String, in body: CodeBlockItemListSyntax) -> Bool {
        let finder = Finder(member: member)
        finder.walk(body)
        return finder.found
    }

    /// The tree's depth is bounded before any walk (`SourceReadLimits.swiftTreeDepth`).
    private final class Finder: SyntaxVisitor {
        let member: String
        var found = false

        init(member: String) {
            self.member = member
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
            if node.declName.baseName.text == member, let base = node.base, base.is(SuperExprSyntax.self) {
                found = true
                return .skipChildren
            }
            return found ? .skipChildren : .visitChildren
        }
    }
}
