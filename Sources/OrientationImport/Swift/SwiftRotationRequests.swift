import OrientationPolicy
import SwiftSyntax

/// Calls that ask UIKit to rotate now: the private-key `UIDevice.current.setValue(_, forKey: "orientation")`,
/// `UIViewController.attemptRotationToDeviceOrientation()`, iOS 16's `UIWindowScene.requestGeometryUpdate(_:)`
/// and `setNeedsUpdateOfSupportedInterfaceOrientations()` ("UIKit: Forcing Orientation", iOS 16 release notes).
enum SwiftRotationRequests {
    static func request(_ call: FunctionCallExprSyntax, in collector: SwiftFactCollector) -> ImportedRotationRequest? {
        guard let (name, token) = SwiftNames.callee(call) else { return nil }
        let kind: ImportedRotationRequest.Kind
        switch name {
        case "setValue":
            let args = Array(call.arguments)
            guard args.count == 2, args[1].label?.text == "forKey",
                  SwiftNames.stringLiteral(args[1].expression) == "orientation" else { return nil }
            kind = .deviceOrientationKVC
        case "attemptRotationToDeviceOrientation":
            kind = .attemptRotationToDeviceOrientation
        case "requestGeometryUpdate":
            kind = .requestGeometryUpdate
        case "setNeedsUpdateOfSupportedInterfaceOrientations":
            kind = .setNeedsUpdateOfSupportedInterfaceOrientations
        default:
            return nil
        }
        var request = ImportedRotationRequest(kind: kind, inClass: collector.currentTypeName, location: collector.location(token))
        request.versionGated = RotationVersionGate.isGated(SwiftScope.boundary(of: call).description)
        if kind == .requestGeometryUpdate {
            request.requestedOrientations = requestedOrientations(in: Syntax(call.arguments))
            request.precedingWrite = precedingWrite(before: call, in: collector)
        }
        return request
    }

    /// `UIWindowScene.GeometryPreferences.iOS(interfaceOrientations: .landscapeRight)` inside the call's arguments.
    private static func requestedOrientations(in node: Syntax) -> InterfaceOrientationMask? {
        if let arg = node.as(LabeledExprSyntax.self), arg.label?.text == "interfaceOrientations" {
            return SwiftLiterals.mask(FoldedExpr(arg.expression))
        }
        for child in node.children(viewMode: .sourceAccurate) {
            if let m = requestedOrientations(in: child) { return m }
        }
        return nil
    }

    /// The last `x = <mask literal>` in the same function before `call`, and whether
    /// `setNeedsUpdateOfSupportedInterfaceOrientations()` comes between it and the call.
    private static func precedingWrite(before call: FunctionCallExprSyntax, in collector: SwiftFactCollector) -> PrecedingMaskWrite? {
        var writes: [(name: String, mask: InterfaceOrientationMask, node: Syntax)] = []
        var updates: [AbsolutePosition] = []
        func walk(_ node: Syntax) {
            guard node.position < call.position else { return }
            if let seq = node.as(SequenceExprSyntax.self) {
                let e = Array(seq.elements)
                if e.count == 3, e[1].is(AssignmentExprSyntax.self), let name = SwiftNames.path(e[0])?.last,
                   let mask = SwiftLiterals.mask(FoldedExpr(e[2])) {
                    writes.append((name, mask, Syntax(e[2])))
                }
            }
            if let c = node.as(FunctionCallExprSyntax.self), SwiftNames.callee(c)?.name == "setNeedsUpdateOfSupportedInterfaceOrientations" {
                updates.append(c.position)
            }
            for child in node.children(viewMode: .sourceAccurate) { walk(child) }
        }
        walk(SwiftScope.boundary(of: call))
        guard let last = writes.last else { return nil }
        return PrecedingMaskWrite(variable: last.name, mask: last.mask, location: collector.location(last.node),
                                  refreshed: updates.contains { $0 > last.node.position })
    }
}
