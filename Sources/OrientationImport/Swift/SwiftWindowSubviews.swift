import SwiftSyntax

/// What tells whether an app's window has a root view controller, in Swift (as `ObjCWindowSubviews` in
/// Objective-C):
///
/// - every assignment to a root on anything but `self` (`window?.rootViewController = x`, `$0.rootViewController =
///   nav` in a builder's closure), read or not: the app sets a root, so no finding rests on a guess that it does not;
/// - a controller's view added to the app's window as a plain subview: `window?.addSubview(nav.view)`,
///   `self.window!.addSubview(controller.view)`, where the window is the type's own (`window`, `mainWindow`) or a
///   variable created as a window in the function (`let w = UIWindow(frame: UIScreen.main.bounds)`). A variable
///   holding some other window (`view.window`, the key window), an overlay's or a HUD's window is not the app's.
///
/// Apple's Technical Q&A QA1688 ("Why won't my UIViewController rotate with the device?"): from iOS 6, without a
/// root view controller, the application object alone decides the orientations and controllers are not notified.
enum SwiftWindowSubviews {
    /// The location of `node` when it assigns a root to another object than `self`.
    static func rootAssignment(_ node: SequenceExprSyntax, in collector: SwiftFactCollector) -> SourceLocation? {
        let elements = Array(node.elements)
        guard elements.count >= 3, elements[1].is(AssignmentExprSyntax.self) else { return nil }
        // `rootViewController = x` inside a window subclass or a `UIWindow` extension (`func switchRoot(to:)`).
        if let bare = Folding.stripped(elements[0]).as(DeclReferenceExprSyntax.self),
            bare.baseName.text == "rootViewController"
        {
            return collector.currentTypeName?.hasSuffix("Window") ?? false ? collector.location(bare.baseName) : nil
        }
        guard let lhs = Folding.stripped(elements[0]).as(MemberAccessExprSyntax.self),
            lhs.declName.baseName.text == "rootViewController", let receiver = lhs.base,
            let path = SwiftNames.path(receiver)
        else { return nil }
        if path.isEmpty || path == ["super"] {
            guard collector.currentTypeName?.hasSuffix("Window") ?? false else { return nil }
        }
        return collector.location(lhs.declName.baseName)
    }

    /// The call when it adds a controller's view to the app's window, or shows that window (`makeKeyAndVisible()`,
    /// with no controller).
    static func subview(_ call: FunctionCallExprSyntax, in collector: SwiftFactCollector) -> ImportedWindowSubview? {
        if let callee = SwiftNames.callee(call), callee.name == "makeKeyAndVisible", call.arguments.isEmpty,
            let receiver = SwiftNames.receiver(call), let window = appWindow(receiver, call, in: collector)
        {
            return ImportedWindowSubview(
                window: window, controller: nil, inClass: collector.currentTypeName, location: collector.location(callee.token))
        }
        guard let callee = SwiftNames.callee(call), callee.name == "addSubview", call.arguments.count == 1,
            let argument = call.arguments.first, argument.label == nil,
            let receiver = SwiftNames.receiver(call), let window = appWindow(receiver, call, in: collector)
        else { return nil }
        let value = Folding.stripped(argument.expression)
        guard let path = SwiftNames.path(value), path.last == "view" else { return nil }
        // `self.view` is a member access; a bare `view` is some local view, not a controller's.
        if path.count == 1, !value.is(MemberAccessExprSyntax.self) { return nil }
        let controller = path.dropLast()
        return ImportedWindowSubview(
            window: window, controller: controller.isEmpty ? "self" : controller.joined(separator: "."),
            inClass: collector.currentTypeName, location: collector.location(callee.token))
    }

    private static func appWindow(
        _ receiver: ExprSyntax, _ call: FunctionCallExprSyntax, in collector: SwiftFactCollector
    ) -> String? {
        guard let path = SwiftNames.path(receiver), path.count == 1, let name = path.first,
            ImportedWindowSubview.isWindowName(name), !ImportedWindowSubview.isSecondaryWindowName(name)
        else { return nil }
        guard let binding = collector.scope(for: call).binding(name, before: call.position) else { return name }
        // A variable (or the property assigned in this function): only when it is created as a window here.
        guard let value = binding.value, let created = Folding.stripped(value).as(FunctionCallExprSyntax.self),
            let type = SwiftNames.callee(created)?.name, type.hasSuffix("Window")
        else { return nil }
        return name
    }
}
