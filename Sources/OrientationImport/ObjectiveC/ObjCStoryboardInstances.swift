/// The storyboard an Objective-C expression instantiates its controller from, when the code names it with
/// literals: `[[UIStoryboard storyboardWithName:@"Login" bundle:nil] instantiateInitialViewController]`,
/// `[storyboard instantiateViewControllerWithIdentifier:@"Welcome"]`, directly or through variables bound earlier in
/// the method (`ObjCCalls.binding`). A name or identifier that is not a string literal is not read.
enum ObjCStoryboardInstances {
    static func instance(_ e: ObjCExpr, in calls: ObjCCalls, before position: Int, depth: Int = 0) -> StoryboardInstance? {
        guard depth < 4 else { return nil }
        let x = e.uncast
        if case .message(let receiver, let selector, let args) = x.kind {
            let identifier: String?
            switch selector {
            case "instantiateInitialViewController":
                identifier = nil
            case "instantiateViewControllerWithIdentifier:":
                guard args.count == 1, case .string(let id) = args[0].kind else { return nil }
                identifier = id
            default:
                return nil
            }
            guard let name = storyboardName(receiver, in: calls, before: position, depth: depth) else { return nil }
            return StoryboardInstance(storyboardName: name, identifier: identifier)
        }
        guard case .identifier(let name) = x.kind, let b = calls.binding(name, before: position), let value = b.value else {
            return nil
        }
        return instance(value, in: calls, before: b.position, depth: depth + 1)
    }

    /// `[UIStoryboard storyboardWithName:@"Login" bundle:nil]`, or a variable bound to it.
    private static func storyboardName(_ e: ObjCExpr, in calls: ObjCCalls, before position: Int, depth: Int) -> String? {
        guard depth < 4 else { return nil }
        let x = e.uncast
        if case .message(let receiver, "storyboardWithName:bundle:", let args) = x.kind,
            case .identifier("UIStoryboard") = receiver.kind, let first = args.first, case .string(let name) = first.kind
        {
            return name
        }
        guard case .identifier(let name) = x.kind, let b = calls.binding(name, before: position), let value = b.value else {
            return nil
        }
        return storyboardName(value, in: calls, before: b.position, depth: depth + 1)
    }
}
