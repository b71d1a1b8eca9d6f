/// Recognises an Objective-C override that first answers with the controller it presents, the twin of
/// `SwiftPresentedForwarding`, and finds what the body does otherwise:
///
/// ```objc
/// if (self.presentedViewController) { return [self.presentedViewController supportedInterfaceOrientations]; }
/// return UIInterfaceOrientationMaskPortrait;
///
/// UIViewController *presented = self.presentedViewController;
/// if (presented != nil) { return presented.supportedInterfaceOrientations; } else { return [super supportedInterfaceOrientations]; }
///
/// return self.presentedViewController ? [self.presentedViewController shouldAutorotate] : YES;
/// ```
///
/// UIKit asks the top-most full-screen controller (UIViewController supportedInterfaceOrientations, Apple
/// Developer Documentation); a sheet or popover does not cover its presenter (UIViewController
/// modalPresentationStyle), so this code is how an app lets the presented controller decide.
enum ObjCPresentedForwarding {
    /// The statements a body runs when nothing is presented (the declarations before the check included), or
    /// nil when the body does not start by answering with the presented controller. `names` are the selectors
    /// the override answers, which the presented controller must be sent.
    static func rest(of statements: [ObjCStatement], names: Set<String>) -> [ObjCStatement]? {
        var bindings: [String: ObjCExpr] = [:]
        for (index, statement) in statements.enumerated() {
            let before = Array(statements[..<index])
            switch statement {
            case .declaration(_, let name, let value?, _):
                bindings[name] = value
                continue
            case .ifStatement(let c, let then, let otherwise):
                guard isPresenceCheck(c, bindings: bindings), then.count == 1,
                    case .returnStatement(let e?, _) = then[0], asksPresented(e, names: names, bindings: bindings)
                else { return nil }
                return before + (otherwise ?? Array(statements[(index + 1)...]))
            case .returnStatement(let e?, let token):
                guard case .ternary(let c, let a, let b) = e.kind, isPresenceCheck(c, bindings: bindings),
                    asksPresented(a, names: names, bindings: bindings)
                else { return nil }
                return before + [.returnStatement(b, token: token)]
            default:
                return nil
            }
        }
        return nil
    }

    /// `self.presentedViewController`, `self.presentedViewController != nil` (or `nil != ...`), through a local
    /// bound to it.
    private static func isPresenceCheck(_ c: ObjCExpr, bindings: [String: ObjCExpr]) -> Bool {
        switch c.uncast.kind {
        case .binary("!=", let l, let r):
            if isNil(r) { return isPresented(l, bindings: bindings) }
            if isNil(l) { return isPresented(r, bindings: bindings) }
            return false
        default:
            return isPresented(c, bindings: bindings)
        }
    }

    /// `[presented selector]` or `presented.selector` for one of `names`.
    private static func asksPresented(_ e: ObjCExpr, names: Set<String>, bindings: [String: ObjCExpr]) -> Bool {
        switch e.uncast.kind {
        case .message(let receiver, let selector, let args) where names.contains(selector) && args.isEmpty:
            return isPresented(receiver, bindings: bindings)
        case .member(let base, let name) where names.contains(name):
            return isPresented(base, bindings: bindings)
        default:
            return false
        }
    }

    private static func isPresented(_ e: ObjCExpr, bindings: [String: ObjCExpr]) -> Bool {
        guard var path = e.uncast.path, !path.isEmpty else { return false }
        if let first = path.first, let bound = bindings[first], let boundPath = bound.uncast.path {
            path = boundPath + path.dropFirst()
        }
        return path == ["presentedViewController"]
    }

    private static func isNil(_ e: ObjCExpr) -> Bool {
        if case .identifier(let n) = e.uncast.kind { return ["nil", "NULL", "Nil"].contains(n) }
        return false
    }
}
