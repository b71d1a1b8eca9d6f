/// An Objective-C expression, as much of it as the recogniser needs. `range` is the token range it spans, for
/// locations and for quoting it in a reason.
struct ObjCExpr {
    indirect enum Kind {
        /// An identifier: a variable, `self`, `super`, `YES`, a constant such as `UIInterfaceOrientationMaskAll`.
        case identifier(String)
        case number(String)
        case string(String)
        /// `@selector(application:supportedInterfaceOrientationsForWindow:)`.
        case selector(String)
        /// `@(expr)`.
        case boxed(ObjCExpr)
        /// A C call `f(a, b)`.
        case call(String, [ObjCExpr])
        /// `[receiver selector:arg ...]`; `selector` is the full selector (`presentViewController:animated:completion:`).
        case message(ObjCExpr, String, [ObjCExpr])
        /// `base.name` or `base->name`.
        case member(ObjCExpr, String)
        case unary(String, ObjCExpr)
        case binary(String, ObjCExpr, ObjCExpr)
        case ternary(ObjCExpr, ObjCExpr, ObjCExpr)
        /// `(Type *)value`; `type` is the type's first identifier.
        case cast(String, ObjCExpr)
        /// `^{ ... }`: its statements, read for calls.
        case block([ObjCStatement])
        /// Anything else (subscripts, literals of collections, syntax the parser skipped).
        case opaque
    }

    var kind: Kind
    var range: Range<Int>
}

/// An Objective-C statement of a method body.
indirect enum ObjCStatement {
    /// `return value;`; `token` is the index of `return`.
    case returnStatement(ObjCExpr?, token: Int)
    case ifStatement(ObjCExpr, [ObjCStatement], [ObjCStatement]?)
    /// `switch (subject) { case A: ... default: ... }`; a nil label is `default`.
    case switchStatement(ObjCExpr, [(labels: [ObjCExpr?], body: [ObjCStatement])])
    /// `Type *name = value;` (the value may be absent); `type` is the type's first identifier.
    case declaration(type: String, name: String, value: ObjCExpr?, token: Int)
    case expression(ObjCExpr)
    /// Loops, `@try`, `@synchronized`, `@autoreleasepool`: their statements, read for calls only.
    case compound([ObjCStatement])
}

extension ObjCStatement {
    /// Every expression in the statement, nested blocks and compound statements included.
    func forEachExpression(_ body: (ObjCExpr) -> Void) {
        switch self {
        case .returnStatement(let e, _): if let e { e.forEach(body) }
        case .ifStatement(let c, let a, let b):
            c.forEach(body)
            a.forEach { $0.forEachExpression(body) }
            b?.forEach { $0.forEachExpression(body) }
        case .switchStatement(let s, let cases):
            s.forEach(body)
            for c in cases { c.body.forEach { $0.forEachExpression(body) } }
        case .declaration(_, _, let v, _): if let v { v.forEach(body) }
        case .expression(let e): e.forEach(body)
        case .compound(let list): list.forEach { $0.forEachExpression(body) }
        }
    }

    /// Whether a `return` of this body is inside (not counting blocks, which return from themselves).
    var containsReturn: Bool {
        switch self {
        case .returnStatement: return true
        case .ifStatement(_, let a, let b): return a.contains(where: \.containsReturn) || (b?.contains(where: \.containsReturn) ?? false)
        case .switchStatement(_, let cases): return cases.contains { $0.body.contains(where: \.containsReturn) }
        case .compound(let list): return list.contains(where: \.containsReturn)
        case .declaration, .expression: return false
        }
    }
}

extension ObjCExpr {
    /// Calls `body` on this expression and every sub-expression, statements of blocks included (pre-order).
    func forEach(_ body: (ObjCExpr) -> Void) {
        body(self)
        switch kind {
        case .boxed(let e), .member(let e, _), .unary(_, let e), .cast(_, let e): e.forEach(body)
        case .call(_, let args): args.forEach { $0.forEach(body) }
        case .message(let r, _, let args):
            r.forEach(body)
            args.forEach { $0.forEach(body) }
        case .binary(_, let l, let r):
            l.forEach(body)
            r.forEach(body)
        case .ternary(let c, let a, let b):
            c.forEach(body)
            a.forEach(body)
            b.forEach(body)
        case .block(let statements): statements.forEach { $0.forEachExpression(body) }
        case .identifier, .number, .string, .selector, .opaque: break
        }
    }

    /// `self.topViewController` / `[self topViewController]` / `self.viewControllers.lastObject` as
    /// `["topViewController"]`, `["viewControllers", "lastObject"]`: `self`, casts and messages without
    /// arguments are transparent; `super` is kept.
    var path: [String]? {
        switch kind {
        case .identifier(let name): return name == "self" ? [] : [name]
        case .member(let base, let name): return base.path.map { $0 + [name] }
        case .message(let receiver, let selector, let args) where args.isEmpty && !selector.contains(":"):
            return receiver.path.map { $0 + [selector] }
        case .cast(_, let e): return e.path
        default: return nil
        }
    }

    /// The expression without casts, and without `autorelease` or `retain` sent to it: under manual reference
    /// counting both return their receiver (NSObject protocol reference, `autorelease` and `retain`: "Return
    /// Value: self"), so `[[[X alloc] init] autorelease]` is the `X` it creates, as pre-ARC code writes it.
    var uncast: ObjCExpr {
        var e = self
        while true {
            switch e.kind {
            case .cast(_, let inner): e = inner
            case .message(let receiver, "autorelease", let arguments) where arguments.isEmpty: e = receiver
            case .message(let receiver, "retain", let arguments) where arguments.isEmpty: e = receiver
            default: return e
            }
        }
    }
}
