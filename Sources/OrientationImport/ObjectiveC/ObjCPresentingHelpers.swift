import OrientationPolicy

/// Objective-C methods that present on behalf of the controller they are given, and calls that give a method
/// `self` (`ImportedPresentingHelper`, `ImportedHelperCall`). Only what the body shows counts: a message
/// `presentViewController:animated:completion:` (or `pushViewController:animated:` to its `navigationController`)
/// sent to the parameter itself, or the parameter passed on to another method of `self`.
enum ObjCPresentingHelpers {
    static let presentSelectors: Set<String> = [
        "presentViewController:animated:completion:", "presentViewController:animated:", "presentModalViewController:animated:",
    ]

    /// The helpers and helper calls of one method, read with the method's `calls` (its bindings and expressions).
    static func read(
        selector: String, parameterNames: [String], isClassMethod: Bool, calls: ObjCCalls,
        location: (Int) -> SourceLocation, into facts: inout SourceFacts
    ) {
        let parameters = Dictionary(parameterNames.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
        for e in calls.expressions {
            guard case .message(let receiver, let sent, let args) = e.kind else { continue }
            let at = location(calls.selectorToken(e))
            if presentSelectors.contains(sent) || sent == "pushViewController:animated:", let presented = args.first {
                guard let index = presenterParameter(receiver, push: sent == "pushViewController:animated:", parameters) else {
                    continue
                }
                let shown = presented.uncast
                var helper = ImportedPresentingHelper(
                    typeName: calls.className, selector: selector, presenterParameter: index,
                    kind: presentSelectors.contains(sent) ? .present : .push, toClass: nil, location: at)
                if case .identifier("self") = shown.kind {
                    helper.toClass = calls.className
                } else if case .identifier(let name) = shown.kind, let k = parameters[name],
                    calls.binding(name, before: e.range.lowerBound)?.value == nil
                {
                    helper.presentedParameter = k
                    helper.toClass = calls.binding(name, before: e.range.lowerBound)?.type
                        .flatMap { ObjCCalls.genericTypes.contains($0) ? nil : $0 }
                } else {
                    helper.toClass = calls.controllerClass(presented, before: e.range.lowerBound, depth: 0)
                }
                if let style = presentationStyle(of: shown, in: calls, before: e.range.lowerBound, location: location) {
                    helper.modalPresentationStyle = style
                }
                facts.presentingHelpers.append(helper)
                continue
            }
            for (j, arg) in args.enumerated() {
                guard case .identifier(let name) = arg.uncast.kind else { continue }
                if name == "self" {
                    // In a class method `self` is the class, not a controller on screen.
                    guard !isClassMethod else { continue }
                    facts.helperCalls.append(
                        ImportedHelperCall(
                            fromClass: calls.className, selector: sent, selfArgument: j,
                            argumentClasses: args.map { calls.controllerClass($0, before: e.range.lowerBound, depth: 0) },
                            location: at))
                } else if let i = parameters[name], receiver.path == [],
                    calls.binding(name, before: e.range.lowerBound)?.value == nil
                {
                    // `[self _prepareWithController:controller]`: this method presents if that one does.
                    facts.presentingHelpers.append(
                        ImportedPresentingHelper(
                            typeName: calls.className, selector: selector, presenterParameter: i, kind: .present, toClass: nil,
                            forwardsTo: .init(selector: sent, argument: j), location: at))
                }
            }
        }
    }

    /// The parameter a present is sent to (`[controller present...]`, `[controller.navigationController present...]`),
    /// or a push to its navigation controller.
    private static func presenterParameter(_ receiver: ObjCExpr, push: Bool, _ parameters: [String: Int]) -> Int? {
        guard let path = receiver.uncast.path, let first = path.first, let i = parameters[first] else { return nil }
        if path.count == 1 { return push ? nil : i }
        if path.count == 2, path[1] == "navigationController" { return i }
        return nil
    }

    private static func presentationStyle(
        of shown: ObjCExpr, in calls: ObjCCalls, before position: Int, location: (Int) -> SourceLocation
    ) -> Located<ModalPresentationStyle>? {
        guard let target = shown.path?.joined(separator: "."),
            let a = calls.styleAssignments.last(where: { $0.target == target && $0.position < position }),
            let value = ObjCLiterals.presentationStyle(a.value)
        else { return nil }
        return Located(value, at: location(a.position))
    }
}
