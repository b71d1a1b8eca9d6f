import OrientationPolicy

/// Reads what an Objective-C override's body returns, like `SwiftBodyEvaluator`: a literal, one literal per
/// idiom (`UI_USER_INTERFACE_IDIOM() == UIUserInterfaceIdiomPad ? A : B`, `if`, `switch`), a child it forwards to
/// (`return [self.topViewController supportedInterfaceOrientations];`), or unknown with the reason. A body that
/// only returns `[super ...]` is no override (nil).
struct ObjCBodyEvaluator<Value: Sendable & Hashable> {
    var tokens: [ObjCToken]
    /// The selectors a forwarding body sends to the child.
    var names: Set<String>
    var literal: (ObjCExpr) -> Value?
    /// For a body whose value depends on its parameter (`shouldAutorotateToInterfaceOrientation:`): the value of
    /// `if (condition) return a; return b;` when the condition is itself read from the parameter. nil: any other
    /// condition is a choice the importer cannot read.
    var split: ((ObjCExpr, Value, Value) -> Value?)? = nil
    /// The project's own idiom tests by name (`IS_IPAD`, `[UIDevice isPad]`), read in every file first.
    var idiomHelpers: [String: ObjCIdiom.Truth] = [:]

    /// Bounds the recursion over statements and bindings, which the tree's depth does not.
    private let recursion = RecursionGuard()

    typealias Result = ImportedValue<Value>?

    func evaluate(_ statements: [ObjCStatement]) -> Result {
        evaluate(statements[...], bindings: [:])
    }

    /// Reads one expression as a body's returned value (an assigned `modalPresentationStyle`).
    func evaluate(expression: ObjCExpr) -> Result {
        evaluate(expression, bindings: [:])
    }

    /// Reads a body that may first answer with the controller it presents (`ObjCPresentedForwarding`): whether
    /// it does, and what the rest of the body returns (nil: `super`'s answer, so no value of its own).
    func evaluateForwardingToPresented(_ statements: [ObjCStatement]) -> (forwards: Bool, value: Result) {
        guard let rest = ObjCPresentedForwarding.rest(of: statements, names: names) else {
            return (false, evaluate(statements))
        }
        return (true, evaluate(rest))
    }

    private func evaluate(_ statements: ArraySlice<ObjCStatement>, bindings: [String: ObjCExpr]) -> Result {
        defer { recursion.leave() }
        guard recursion.enter() else { return .unknown(reason: "nests too deep to read") }
        var bindings = bindings
        var index = statements.startIndex
        while index < statements.endIndex {
            let statement = statements[index]
            let rest = statements[(index + 1)...]
            switch statement {
            case .returnStatement(let e, _):
                guard let e else { return .unknown(reason: "returns nothing") }
                return evaluate(e, bindings: bindings)
            case .ifStatement(let c, let then, let otherwise) where statement.containsReturn:
                if let truth = ObjCIdiom.condition(c, helpers: idiomHelpers) {
                    return combine(
                        truth, evaluate(then[...], bindings: bindings),
                        otherwise.map { evaluate($0[...], bindings: bindings) } ?? evaluate(rest, bindings: bindings))
                }
                let first = evaluate(then[...], bindings: bindings)
                if case .forwarded(let mode)? = first, ObjCForwarding.guards(c, mode, bindings: bindings) {
                    return .forwarded(mode)
                }
                let second = otherwise.map { evaluate($0[...], bindings: bindings) } ?? evaluate(rest, bindings: bindings)
                if let split, case .value(let a)? = first, case .value(let b)? = second, let v = split(c, a, b) {
                    return .value(v)
                }
                return ImportedValue.choice(first, second, reason: "chooses on `\(excerpt(c))`")
            case .switchStatement(let s, let cases) where statement.containsReturn:
                return evaluate(switch: s, cases: cases, rest: rest, bindings: bindings)
            case .declaration(_, let name, let value?, _):
                bindings[name] = value
            case .compound where statement.containsReturn:
                return .unknown(reason: "returns from inside a loop or block")
            default:
                break
            }
            index += 1
        }
        return .unknown(reason: "the body has no return the importer can read")
    }

    private func evaluate(
        switch subject: ObjCExpr, cases: [(labels: [ObjCExpr?], body: [ObjCStatement])],
        rest: ArraySlice<ObjCStatement>, bindings: [String: ObjCExpr]
    ) -> Result {
        guard ObjCIdiom.isIdiomSubject(subject) else { return .unknown(reason: "switches on `\(excerpt(subject))`") }
        var phone: Result?
        var pad: Result?
        var fallback: Result?
        for c in cases {
            let value = evaluate(c.body[...], bindings: bindings)
            for label in c.labels {
                guard let label else {
                    if fallback == nil { fallback = value }
                    continue
                }
                guard let truth = ObjCIdiom.idiom(label) else {
                    return .unknown(reason: "switches on the idiom with case `\(excerpt(label))`")
                }
                if truth.phone, phone == nil { phone = value }
                if truth.pad, pad == nil { pad = value }
            }
        }
        let otherwise: Result = fallback ?? evaluate(rest, bindings: bindings)
        return combinePerIdiom(phone ?? otherwise, pad ?? otherwise)
    }

    private func evaluate(_ e: ObjCExpr, bindings: [String: ObjCExpr]) -> Result {
        defer { recursion.leave() }
        guard recursion.enter() else { return .unknown(reason: "nests too deep to read") }
        if let v = literal(e) { return .value(v) }
        // `return UI_USER_INTERFACE_IDIOM() == UIUserInterfaceIdiomPad;`, `return IS_IPAD;` from a BOOL member.
        if let t = ObjCIdiom.condition(e, helpers: idiomHelpers), let yes = true as? Value, let no = false as? Value {
            return combinePerIdiom(.value(t.phone ? yes : no), .value(t.pad ? yes : no))
        }
        if case .ternary(let c, let a, let b) = e.kind {
            guard let truth = ObjCIdiom.condition(c, helpers: idiomHelpers) else {
                // `self.topViewController ? [self.topViewController shouldAutorotate] : YES`: the other side
                // answers only when there is no child, as with the `if` form above.
                let first = evaluate(a, bindings: bindings)
                if case .forwarded(let mode)? = first, ObjCForwarding.guards(c, mode, bindings: bindings) {
                    return .forwarded(mode)
                }
                return ImportedValue.choice(
                    first, evaluate(b, bindings: bindings),
                    reason: "chooses on `\(excerpt(c))`")
            }
            return combine(truth, evaluate(a, bindings: bindings), evaluate(b, bindings: bindings))
        }
        if case .identifier(let name) = e.kind, let bound = bindings[name] {
            return evaluate(bound, bindings: bindings.filter { $0.key != name })
        }
        guard let path = asksChild(e) else { return .unknown(reason: describe(e)) }
        if path == ["super"] { return nil }
        var resolved = path
        if let first = path.first, let bound = bindings[first], let boundPath = bound.path {
            resolved = boundPath + path.dropFirst()
        }
        if let mode = ObjCForwarding.child(resolved) { return .forwarded(mode) }
        return .unknown(reason: "asks `\(resolved.joined(separator: "."))`, a child the engine does not model")
    }

    /// `[child selector]`, `[child selector:arg]` or `child.selector` where the selector is one of `names`: the
    /// child's path.
    private func asksChild(_ e: ObjCExpr) -> [String]? {
        switch e.uncast.kind {
        case .message(let receiver, let selector, _) where names.contains(selector):
            if case .identifier("super") = receiver.kind { return ["super"] }
            return receiver.path
        case .member(let base, let name) where names.contains(name):
            if case .identifier("super") = base.kind { return ["super"] }
            return base.path
        default:
            return nil
        }
    }

    private func describe(_ e: ObjCExpr) -> String {
        switch e.uncast.kind {
        case .identifier(let name):
            return name.hasPrefix("_") ? "returns the instance variable `\(name)`" : "returns `\(name)`"
        case .member where e.uncast.path?.count == 1:
            return "returns the property `\(e.uncast.path![0])`"
        case .message:
            return "sends `\(excerpt(e.uncast))`"
        case .call(let name, _):
            return "calls `\(name)`"
        default:
            return "returns `\(excerpt(e))`"
        }
    }

    func excerpt(_ e: ObjCExpr) -> String {
        ObjCText.excerpt(tokens, e.range)
    }

    private func combine(_ truth: ObjCIdiom.Truth, _ then: Result, _ otherwise: Result) -> Result {
        combinePerIdiom(truth.phone ? then : otherwise, truth.pad ? then : otherwise)
    }

    private func combinePerIdiom(_ phone: Result, _ pad: Result) -> Result {
        ImportedValue.perIdiom(phone: phone, pad: pad)
    }
}

/// The idiom tests of Objective-C code: `UI_USER_INTERFACE_IDIOM() == UIUserInterfaceIdiomPad`,
/// `[[UIDevice currentDevice] userInterfaceIdiom] == UIUserInterfaceIdiomPhone`, `self.traitCollection.userInterfaceIdiom`.
enum ObjCIdiom {
    typealias Truth = SwiftIdiom.Truth

    static func idiom(_ e: ObjCExpr) -> Truth? {
        guard case .identifier(let name) = e.uncast.kind else { return nil }
        switch name {
        case "UIUserInterfaceIdiomPad": return Truth(phone: false, pad: true)
        case "UIUserInterfaceIdiomPhone": return Truth(phone: true, pad: false)
        case "UIUserInterfaceIdiomUnspecified", "UIUserInterfaceIdiomTV", "UIUserInterfaceIdiomCarPlay",
            "UIUserInterfaceIdiomMac", "UIUserInterfaceIdiomVision":
            return Truth(phone: false, pad: false)
        default: return nil
        }
    }

    static func isIdiomSubject(_ e: ObjCExpr) -> Bool {
        if case .call("UI_USER_INTERFACE_IDIOM", let args) = e.uncast.kind, args.isEmpty { return true }
        return e.uncast.path?.last == "userInterfaceIdiom"
    }

    /// The name a use of a helper ends with: `IS_IPAD`, `isPad` in `[UIDevice isPad]`, `[[UIDevice currentDevice]
    /// isPad]`, `UIDevice.currentDevice.isPad` or `isIPad()`.
    static func helperName(_ e: ObjCExpr) -> String? {
        if case .call(let name, let args) = e.uncast.kind, args.isEmpty { return name }
        return e.uncast.path?.last
    }

    /// `helpers`: the project's own idiom tests by name.
    static func condition(_ e: ObjCExpr, helpers: [String: Truth] = [:]) -> Truth? {
        switch e.kind {
        case .binary(let op, let l, let r) where op == "==" || op == "!=":
            let truth: Truth
            if isIdiomSubject(l), let t = idiom(r) {
                truth = t
            } else if isIdiomSubject(r), let t = idiom(l) {
                truth = t
            } else {
                return nil
            }
            return op == "==" ? truth : Truth(phone: !truth.phone, pad: !truth.pad)
        case .binary("&&", let l, let r):
            guard let a = condition(l, helpers: helpers), let b = condition(r, helpers: helpers) else { return nil }
            return Truth(phone: a.phone && b.phone, pad: a.pad && b.pad)
        case .binary("||", let l, let r):
            guard let a = condition(l, helpers: helpers), let b = condition(r, helpers: helpers) else { return nil }
            return Truth(phone: a.phone || b.phone, pad: a.pad || b.pad)
        case .unary("!", let inner):
            return condition(inner, helpers: helpers).map { Truth(phone: !$0.phone, pad: !$0.pad) }
        default:
            return helperName(e).flatMap { helpers[$0] }
        }
    }
}

enum ObjCForwarding {
    /// Whether a condition only checks that the child exists and answers: `self.topViewController`,
    /// `self.topViewController != nil`, `[self.topViewController respondsToSelector:@selector(...)]`,
    /// `[self respondsToSelector:@selector(topViewController)]`, and `&&` of those. Every view controller answers
    /// the orientation selectors, so the `else` path only runs without a child and the body forwards.
    static func guards(_ c: ObjCExpr, _ mode: ChildForwarding, bindings: [String: ObjCExpr]) -> Bool {
        func isChild(_ e: ObjCExpr) -> Bool {
            guard var path = e.uncast.path, !path.isEmpty else { return false }
            if let first = path.first, let bound = bindings[first], let boundPath = bound.path {
                path = boundPath + path.dropFirst()
            }
            return child(path) == mode
        }
        switch c.kind {
        case .binary("&&", let l, let r):
            return guards(l, mode, bindings: bindings) && guards(r, mode, bindings: bindings)
        case .binary("!=", let l, let r):
            if case .identifier(let n) = r.kind, ["nil", "NULL", "Nil"].contains(n) { return isChild(l) }
            return false
        case .message(let receiver, "respondsToSelector:", _):
            return isChild(receiver) || receiver.path == []
        default:
            return isChild(c)
        }
    }

    /// `topViewController`, `viewControllers.lastObject` (the same controller), `visibleViewController`,
    /// `selectedViewController`.
    static func child(_ path: [String]) -> ChildForwarding? {
        switch path {
        case ["viewControllers", "lastObject"], ["childViewControllers", "lastObject"]: return .topViewController
        default: return SwiftForwarding.child(path)
        }
    }
}

enum ObjCText {
    /// Tokens as a person would write them on one line, shortened for a message.
    static func excerpt(_ tokens: [ObjCToken], _ range: Range<Int>, limit: Int = 60) -> String {
        var text = ""
        var previous: ObjCToken?
        for i in range where i < tokens.count {
            let t = tokens[i]
            var piece = t.text
            if t.kind == .string { piece = "@\"\(t.text)\"" }
            if let p = previous {
                let tight =
                    [".", "->", ")", "]", ",", ";", ":"].contains(t.text) && t.kind == .punctuation
                    || ["(", "[", ".", "->", "!", "@", "~"].contains(p.text) && p.kind == .punctuation
                    || (t.isPunctuation("(") && p.kind == .identifier)
                if !tight { text += " " }
            }
            text += piece
            previous = t
            if text.count > limit { return String(text.prefix(limit)) + "…" }
        }
        return text
    }
}
