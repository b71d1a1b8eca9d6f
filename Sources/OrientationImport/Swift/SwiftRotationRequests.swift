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
            guard callsUIKitsClassMethod(call) else { return nil }
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

    /// Whether a call named `attemptRotationToDeviceOrientation` can be UIKit's, a class method of
    /// `UIViewController` that takes no argument: one with arguments, or sent to `self` or unqualified in an
    /// instance method (where Swift finds an instance method, never the class method), is a project's own method of
    /// that name (`func attemptRotationToDeviceOrientation(with mask:)` in a player). A type (`UIViewController.`,
    /// `Self.`, `PlayerViewController.`, `type(of: self).`) or a class method's own `self` reaches UIKit's.
    private static func callsUIKitsClassMethod(_ call: FunctionCallExprSyntax) -> Bool {
        guard call.arguments.isEmpty, call.trailingClosure == nil else { return false }
        let base = SwiftNames.receiver(call).map { Folding.stripped($0) }
        if let base {
            if let d = base.as(DeclReferenceExprSyntax.self) {
                let name = d.baseName.text
                if name != "self" { return name.first?.isUppercase ?? false }
            } else {
                // `type(of: self).`, `super.`, `UIKit.UIViewController.`: only an instance's `super` is not a type.
                return !base.is(SuperExprSyntax.self) || inTypeMethod(call)
            }
        }
        return inTypeMethod(call)
    }

    /// Whether `node` is inside a `static` or `class` function or property of its type.
    private static func inTypeMethod(_ node: FunctionCallExprSyntax) -> Bool {
        var current = node.parent
        while let n = current {
            if let f = n.as(FunctionDeclSyntax.self) {
                return f.modifiers.contains { ["static", "class"].contains($0.name.text) }
            }
            if let v = n.as(VariableDeclSyntax.self) {
                return v.modifiers.contains { ["static", "class"].contains($0.name.text) }
            }
            if n.is(MemberBlockSyntax.self) || n.is(InitializerDeclSyntax.self) { return false }
            current = n.parent
        }
        return false
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
        var found = MaskActivity()
        found.walk(SwiftScope.boundary(of: call), enteringClosures: true) { $0.position < call.position }
        return found.writes.last.map { found.write($0, collector) }
    }

    /// The mask literals assigned in the statements after the one that holds the call in its own block (its
    /// innermost statement list, without entering closures): what the same action does next.
    private static func writes(after call: FunctionCallExprSyntax, in collector: SwiftFactCollector) -> [PrecedingMaskWrite] {
        var current = Syntax(call)
        while let parent = current.parent {
            if let item = current.as(CodeBlockItemSyntax.self), let list = parent.as(CodeBlockItemListSyntax.self) {
                var found = MaskActivity()
                for other in list.drop(while: { $0.id != item.id }).dropFirst() {
                    found.walk(Syntax(other), enteringClosures: false) { _ in true }
                }
                return found.writes.map { found.write($0, collector) }
            }
            if current.is(ClosureExprSyntax.self) { break }
            current = parent
        }
        return []
    }
}

/// The lock writes (`x = <mask literal>`) and the refreshes (`setNeedsUpdateOfSupportedInterfaceOrientations()`)
/// found in some code, in source order.
private struct MaskActivity {
    var writes: [(name: String, mask: InterfaceOrientationMask, value: ExprSyntax)] = []
    var refreshes: [AbsolutePosition] = []

    /// Collects from `node` and the nodes below it that `keep` accepts; closures only when `enteringClosures`.
    mutating func walk(_ node: Syntax, enteringClosures: Bool, keep: (Syntax) -> Bool) {
        guard keep(node), enteringClosures || !node.is(ClosureExprSyntax.self) else { return }
        if let seq = node.as(SequenceExprSyntax.self) {
            let e = Array(seq.elements)
            if e.count == 3, e[1].is(AssignmentExprSyntax.self), let name = SwiftNames.path(e[0])?.last,
                let mask = SwiftLiterals.mask(FoldedExpr(e[2]))
            {
                writes.append((name, mask, e[2]))
            }
        }
        if let c = node.as(FunctionCallExprSyntax.self), SwiftNames.callee(c)?.name == "setNeedsUpdateOfSupportedInterfaceOrientations" {
            refreshes.append(c.position)
        }
        for child in node.children(viewMode: .sourceAccurate) { walk(child, enteringClosures: enteringClosures, keep: keep) }
    }

    /// One write, refreshed when a refresh found with it comes after it.
    func write(_ w: (name: String, mask: InterfaceOrientationMask, value: ExprSyntax), _ collector: SwiftFactCollector)
        -> PrecedingMaskWrite
    {
        PrecedingMaskWrite(
            variable: w.name, mask: w.mask, location: collector.location(Syntax(w.value)),
            refreshed: refreshes.contains { $0 > w.value.position })
    }
}
