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
                SwiftNames.stringLiteral(args[1].expression) == "orientation"
            else { return nil }
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
            request.followingWrite = writes(after: call, in: collector).first
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
                    let mask = SwiftLiterals.mask(FoldedExpr(e[2]))
                {
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
        return PrecedingMaskWrite(
            variable: last.name, mask: last.mask, location: collector.location(last.node),
            refreshed: updates.contains { $0 > last.node.position })
    }

    /// The mask literals assigned in the statements after the one that holds the call in its own block (its
    /// innermost statement list, without entering closures): what the same action does next.
    private static func writes(after call: FunctionCallExprSyntax, in collector: SwiftFactCollector) -> [PrecedingMaskWrite] {
        var current = Syntax(call)
        while let parent = current.parent {
            if let item = current.as(CodeBlockItemSyntax.self), let list = parent.as(CodeBlockItemListSyntax.self) {
                var after: [(write: PrecedingMaskWrite, position: AbsolutePosition)] = []
                var updates: [AbsolutePosition] = []
                var seen = false
                for other in list {
                    if other.id == item.id { seen = true; continue }
                    guard seen else { continue }
                    after += maskWrites(in: Syntax(other), collector: collector)
                    updates += refreshes(in: Syntax(other))
                }
                // A later write is refreshed when the block calls setNeedsUpdateOfSupportedInterfaceOrientations() after it.
                return after.map { w in
                    var write = w.write
                    write.refreshed = updates.contains { $0 > w.position }
                    return write
                }
            }
            if current.is(ClosureExprSyntax.self) { break }
            current = parent
        }
        return []
    }

    /// `x = <mask literal>` assignments in a statement, not inside closures it creates.
    private static func maskWrites(in node: Syntax, collector: SwiftFactCollector)
        -> [(write: PrecedingMaskWrite, position: AbsolutePosition)]
    {
        if node.is(ClosureExprSyntax.self) { return [] }
        if let seq = node.as(SequenceExprSyntax.self) {
            let e = Array(seq.elements)
            if e.count == 3, e[1].is(AssignmentExprSyntax.self), let name = SwiftNames.path(e[0])?.last,
                let mask = SwiftLiterals.mask(FoldedExpr(e[2]))
            {
                return [
                    (
                        PrecedingMaskWrite(
                            variable: name, mask: mask, location: collector.location(Syntax(e[2])),
                            refreshed: false), seq.position
                    )
                ]
            }
        }
        return node.children(viewMode: .sourceAccurate).flatMap { maskWrites(in: $0, collector: collector) }
    }

    /// The positions of `setNeedsUpdateOfSupportedInterfaceOrientations()` calls in a statement, not inside closures.
    private static func refreshes(in node: Syntax) -> [AbsolutePosition] {
        if node.is(ClosureExprSyntax.self) { return [] }
        if let c = node.as(FunctionCallExprSyntax.self), SwiftNames.callee(c)?.name == "setNeedsUpdateOfSupportedInterfaceOrientations" {
            return [c.position]
        }
        return node.children(viewMode: .sourceAccurate).flatMap(refreshes)
    }
}
