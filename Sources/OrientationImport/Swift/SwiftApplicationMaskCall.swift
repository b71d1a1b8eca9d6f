import SwiftSyntax

/// `UIApplication.shared.supportedInterfaceOrientations(for: window)`, the call iOS 27 deprecates
/// (`ImportedApplicationMaskCall`). Whether only code for older systems runs it is `SwiftAvailabilityGate`'s.
enum SwiftApplicationMaskCall {
    /// Whether the member is called with the `for:` argument (not a reference to the function, not a
    /// controller's property of the same base name).
    static func isCall(_ node: MemberAccessExprSyntax) -> Bool {
        guard let call = node.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == node.id else { return false }
        return call.arguments.count == 1 && call.arguments.first?.label?.text == "for"
    }
}
