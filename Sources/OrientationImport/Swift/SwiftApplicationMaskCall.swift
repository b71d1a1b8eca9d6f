import SwiftSyntax

/// `UIApplication.shared.supportedInterfaceOrientations(for: window)`, the call iOS 27 deprecates
/// (`ImportedApplicationMaskCall`), and whether only code for older systems runs it.
enum SwiftApplicationMaskCall {
    /// Whether the member is called with the `for:` argument (not a reference to the function, not a
    /// controller's property of the same base name).
    static func isCall(_ node: MemberAccessExprSyntax) -> Bool {
        guard let call = node.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == node.id else { return false }
        return call.arguments.count == 1 && call.arguments.first?.label?.text == "for"
    }

    /// Whether the node runs only before iOS 27: inside the `else` of `if #available(iOS 27, *)`, the body of
    /// `if #unavailable(iOS 27)`, or the `else` of `guard #available(iOS 27, *)` (any version from 27).
    static func runsOnlyBeforeIOS27(_ node: some SyntaxProtocol) -> Bool {
        var current = Syntax(node)
        while let parent = current.parent {
            if let branch = parent.as(IfExprSyntax.self) {
                let conditions = branch.conditions.trimmedDescription
                if let other = branch.elseBody, Syntax(other).id == current.id, gates(conditions, "#available") { return true }
                if branch.body.id == current.id, gates(conditions, "#unavailable") { return true }
            }
            if let guarded = parent.as(GuardStmtSyntax.self), guarded.body.id == current.id,
                gates(guarded.conditions.trimmedDescription, "#available")
            {
                return true
            }
            if parent.is(FunctionDeclSyntax.self) || parent.is(ClosureExprSyntax.self) { return false }
            current = parent
        }
        return false
    }

    /// Whether `conditions` holds `keyword(iOS N...)` with N >= 27.
    static func gates(_ conditions: String, _ keyword: String) -> Bool {
        let compact = conditions.filter { !$0.isWhitespace }
        let marker = keyword + "(iOS"
        var i = compact.startIndex
        while i < compact.endIndex {
            if compact[i...].hasPrefix(marker) {
                let after = compact.index(i, offsetBy: marker.count)
                if let major = Int(compact[after...].prefix { $0.isNumber }), major >= 27 { return true }
            }
            i = compact.index(after: i)
        }
        return false
    }
}
