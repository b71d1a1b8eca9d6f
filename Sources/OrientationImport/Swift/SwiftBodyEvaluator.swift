import OrientationPolicy
import SwiftSyntax

/// Reads what an override's body returns: a literal, one literal per idiom, a child it forwards to, or unknown
/// with the reason. The same evaluator serves masks, booleans and orientations through `literal`.
///
/// Recognised shapes: a single expression or `return`; statements without `return` before the final one; an
/// idiom `if`/`guard`/`switch`/`?:` whose branches are readable; `if let top = topViewController { return
/// top.supportedInterfaceOrientations }` and its `guard let` twin; `super.member` (the override restates the
/// inherited answer, so it counts as not overriding: the evaluator returns nil). A body that first answers with
/// `presentedViewController` is read by `evaluateForwardingToPresented`.
struct SwiftBodyEvaluator<Value: Sendable & Hashable> {
    /// The UIKit member the override answers, as a forwarding body asks the child (`supportedInterfaceOrientations`).
    var names: Set<String>
    /// Reads a literal of the value's type.
    var literal: (FoldedExpr) -> Value?
    /// The class's stored properties, to name them in a reason.
    var storedProperties: Set<String> = []
    /// The class's `let` properties with an initialiser: a constant is as good as a literal.
    var constants: [String: ExprSyntax] = [:]
    /// The class's name, for `ClassName.constant`.
    var className: String = ""
    /// For a body whose value depends on its parameter (`shouldAutorotate(to:)`): the value of `if condition {
    /// return a }; return b` when the condition is itself read from the parameter. nil: any other condition is a
    /// choice the importer cannot read.
    var split: ((FoldedExpr, Value, Value) -> Value?)? = nil
    /// The project's own idiom tests by name (`UIDevice.isPhone`), read in every file before this one's bodies.
    var idiomHelpers: [String: SwiftIdiom.Truth] = [:]
    /// The masks the project names in extensions of `UIInterfaceOrientationMask` (`MaskConstant`), read in every
    /// file before this one's bodies: `.portraitOnPhone` is the value its declaration gives.
    var projectMasks: [String: ImportedValue<InterfaceOrientationMask>] = [:]

    /// Bounds the recursion over statements and bindings, which the tree's depth does not.
    private let recursion = RecursionGuard()

    typealias Result = ImportedValue<Value>?

    func evaluate(_ items: CodeBlockItemListSyntax) -> Result {
        evaluate(Array(items)[...], bindings: [:])
    }

    /// Reads a body that may first answer with the controller it presents (`SwiftPresentedForwarding`): whether
    /// it does, and what the rest of the body returns (nil: `super`'s answer, so no value of its own).
    func evaluateForwardingToPresented(_ items: CodeBlockItemListSyntax) -> (forwards: Bool, value: Result) {
        switch SwiftPresentedForwarding.rest(of: items, names: names) {
        case .statements(let rest)?: return (true, evaluate(rest, bindings: [:]))
        case .expression(let e)?: return (true, evaluate(e, bindings: [:]))
        case nil: return (false, evaluate(items))
        }
    }

    func evaluate(expression: ExprSyntax) -> Result {
        evaluate(FoldedExpr(expression), bindings: [:])
    }

    private func evaluate(_ items: ArraySlice<CodeBlockItemSyntax>, bindings: [String: ExprSyntax]) -> Result {
        defer { recursion.leave() }
        guard recursion.enter() else { return .unknown(reason: "nests too deep to read") }
        var bindings = bindings
        var index = items.startIndex
        if items.count == 1, let only = items.first, let e = Self.expression(of: only),
            !e.is(IfExprSyntax.self), !e.is(SwitchExprSyntax.self)
        {
            return evaluate(FoldedExpr(e), bindings: bindings)
        }
        while index < items.endIndex {
            let item = items[index]
            let rest = items[(index + 1)...]
            if case .stmt(let s) = item.item, let r = s.as(ReturnStmtSyntax.self) {
                guard let e = r.expression else { return .unknown(reason: "returns nothing") }
                return evaluate(FoldedExpr(e), bindings: bindings)
            }
            if let e = Self.expression(of: item) {
                if let i = e.as(IfExprSyntax.self), Self.containsReturn(i) || rest.isEmpty {
                    return evaluate(if: i, rest: rest, bindings: bindings)
                }
                if let s = e.as(SwitchExprSyntax.self), Self.containsReturn(s) || rest.isEmpty {
                    return evaluate(switch: s, rest: rest, bindings: bindings)
                }
            }
            if case .stmt(let s) = item.item, let g = s.as(GuardStmtSyntax.self) {
                return evaluate(guard: g, rest: rest, bindings: bindings)
            }
            if case .decl(let d) = item.item, let v = d.as(VariableDeclSyntax.self) {
                for binding in v.bindings {
                    if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                        let value = binding.initializer?.value
                    {
                        bindings[name] = value
                    }
                }
            } else if Self.containsReturn(item) {
                return .unknown(reason: "returns from inside `\(SwiftNames.excerpt(item, limit: 40))`")
            }
            index += 1
        }
        return .unknown(reason: "the body has no return the importer can read")
    }

    private func evaluate(
        if i: IfExprSyntax, rest: ArraySlice<CodeBlockItemSyntax>,
        bindings: [String: ExprSyntax]
    ) -> Result {
        guard i.conditions.count == 1, let condition = i.conditions.first?.condition else {
            return .unknown(reason: "chooses on `\(SwiftNames.excerpt(i.conditions))`")
        }
        switch condition {
        case .expression(let c):
            let then = evaluate(Array(i.body.statements)[...], bindings: bindings)
            let otherwise: Result
            switch i.elseBody {
            case .codeBlock(let b)?: otherwise = evaluate(Array(b.statements)[...], bindings: bindings)
            case .ifExpr(let nested)?: otherwise = evaluate(if: nested, rest: rest, bindings: bindings)
            case nil: otherwise = evaluate(rest, bindings: bindings)
            }
            guard let truth = SwiftIdiom.condition(FoldedExpr(c), helpers: idiomHelpers) else {
                if case .forwarded(let mode)? = then, SwiftForwarding.guards(FoldedExpr(c), mode, bindings: bindings) {
                    return then
                }
                if let split, case .value(let a)? = then, case .value(let b)? = otherwise, let v = split(FoldedExpr(c), a, b) {
                    return .value(v)
                }
                return ImportedValue.choice(then, otherwise, reason: "chooses on `\(SwiftNames.excerpt(c))`")
            }
            return combine(truth, then, otherwise)
        case .optionalBinding(let b):
            guard let name = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { break }
            var inner = bindings
            inner[name] = b.initializer?.value ?? ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(name)))
            let then = evaluate(Array(i.body.statements)[...], bindings: inner)
            if case .forwarded? = then { return then }
        default:
            break
        }
        return .unknown(reason: "chooses on `\(SwiftNames.excerpt(i.conditions))`")
    }

    private func evaluate(
        guard g: GuardStmtSyntax, rest: ArraySlice<CodeBlockItemSyntax>,
        bindings: [String: ExprSyntax]
    ) -> Result {
        guard g.conditions.count == 1, let condition = g.conditions.first?.condition else {
            return .unknown(reason: "chooses on `\(SwiftNames.excerpt(g.conditions))`")
        }
        switch condition {
        case .expression(let c):
            let pass = evaluate(rest, bindings: bindings)
            let fail = evaluate(Array(g.body.statements)[...], bindings: bindings)
            guard let truth = SwiftIdiom.condition(FoldedExpr(c), helpers: idiomHelpers) else {
                if let split, case .value(let a)? = pass, case .value(let b)? = fail, let v = split(FoldedExpr(c), a, b) {
                    return .value(v)
                }
                return ImportedValue.choice(pass, fail, reason: "chooses on `\(SwiftNames.excerpt(c))`")
            }
            return combine(truth, pass, fail)
        case .optionalBinding(let b):
            guard let name = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { break }
            var inner = bindings
            inner[name] = b.initializer?.value ?? ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(name)))
            let then = evaluate(rest, bindings: inner)
            if case .forwarded? = then { return then }
        default:
            break
        }
        return .unknown(reason: "chooses on `\(SwiftNames.excerpt(g.conditions))`")
    }

    private func evaluate(
        switch s: SwitchExprSyntax, rest: ArraySlice<CodeBlockItemSyntax>,
        bindings: [String: ExprSyntax]
    ) -> Result {
        guard SwiftIdiom.isIdiomSubject(s.subject) else {
            return .unknown(reason: "switches on `\(SwiftNames.excerpt(s.subject))`")
        }
        var phone: Result?
        var pad: Result?
        var fallback: Result?
        for element in s.cases {
            guard case .switchCase(let c) = element else {
                return .unknown(reason: "switches on the idiom under `#if`")
            }
            let statements = Array(c.statements)
            if statements.contains(where: { $0.item.as(FallThroughStmtSyntax.self) != nil }) {
                return .unknown(reason: "switches on the idiom with `fallthrough`")
            }
            let value = evaluate(statements[...], bindings: bindings)
            switch c.label {
            case .default:
                if fallback == nil { fallback = value }
            case .case(let label):
                for item in label.caseItems {
                    guard let p = item.pattern.as(ExpressionPatternSyntax.self),
                        let truth = SwiftIdiom.idiom(p.expression)
                    else {
                        return .unknown(reason: "switches on the idiom with case `\(SwiftNames.excerpt(item))`")
                    }
                    if truth.phone, phone == nil { phone = value }
                    if truth.pad, pad == nil { pad = value }
                }
            }
        }
        let otherwise: Result = fallback ?? evaluate(rest, bindings: bindings)
        return combinePerIdiom(phone ?? otherwise, pad ?? otherwise)
    }

    private func evaluate(_ e: FoldedExpr, bindings: [String: ExprSyntax]) -> Result {
        defer { recursion.leave() }
        guard recursion.enter() else { return .unknown(reason: "nests too deep to read") }
        if let v = literal(e) { return .value(v) }
        if let v = constant(e) { return .value(v) }
        if let v = projectMask(e) { return v }
        // `shouldAutorotate { UIDevice.current.userInterfaceIdiom == .pad }`, `{ Utils.isPad() }`: a Bool that is
        // the idiom test itself, true on one idiom and false on the other.
        if let t = SwiftIdiom.condition(e, helpers: idiomHelpers), let yes = true as? Value, let no = false as? Value {
            return combinePerIdiom(.value(t.phone ? yes : no), .value(t.pad ? yes : no))
        }
        if case .ternary(let c, let a, let b) = e {
            guard let truth = SwiftIdiom.condition(c, helpers: idiomHelpers) else {
                // `topViewController != nil ? topViewController!.shouldAutorotate : true`: the other side answers
                // only when there is no child, as with the `if` form.
                let first = evaluate(a, bindings: bindings)
                if case .forwarded(let mode)? = first, SwiftForwarding.guards(c, mode, bindings: bindings) {
                    return .forwarded(mode)
                }
                return ImportedValue.choice(
                    first, evaluate(b, bindings: bindings),
                    reason: "chooses on `\(excerpt(c))`")
            }
            return combine(truth, evaluate(a, bindings: bindings), evaluate(b, bindings: bindings))
        }
        if SwiftForwarding.isSuper(e, names: names) { return nil }
        switch SwiftForwarding.outcome(e, names: names, bindings: bindings) {
        case .child(let mode)?: return .forwarded(mode)
        case .other(let path)?: return .unknown(reason: "asks `\(path)`, a child the engine does not model")
        case nil: return .unknown(reason: describe(e))
        }
    }

    /// A mask the project declares in an extension of the mask type, read as `.name` or
    /// `UIInterfaceOrientationMask.name`, when the evaluator reads masks.
    private func projectMask(_ e: FoldedExpr) -> Result {
        guard !projectMasks.isEmpty, let x = e.leaf, let name = SwiftNames.member(x, ofType: SwiftLiterals.maskTypes),
            let v = projectMasks[name]
        else { return nil }
        return v as? ImportedValue<Value>
    }

    /// A `let` property of the class with a literal initialiser, read as `name`, `self.name` or `Class.name`.
    private func constant(_ e: FoldedExpr) -> Value? {
        guard let x = e.leaf, let path = SwiftNames.path(x) else { return nil }
        let name: String
        switch path.count {
        case 1: name = path[0]
        case 2 where path[0] == className || path[0] == "Self": name = path[1]
        default: return nil
        }
        guard let initializer = constants[name] else { return nil }
        return literal(FoldedExpr(initializer))
    }

    private func describe(_ e: FoldedExpr) -> String {
        guard let x = e.leaf else { return "returns `\(excerpt(e))`" }
        if let call = x.as(FunctionCallExprSyntax.self) {
            return "calls `\(SwiftNames.excerpt(call.calledExpression))`"
        }
        if let path = SwiftNames.path(x) {
            if path.count == 1, storedProperties.contains(path[0]) {
                return "returns the stored property `\(path[0])`"
            }
            if path.count == 2, path[0] == className || path[0] == "Self", storedProperties.contains(path[1]) {
                return "returns the stored property `\(path[1])`"
            }
            return "returns `\(path.joined(separator: "."))`"
        }
        return "returns `\(SwiftNames.excerpt(x))`"
    }

    private func excerpt(_ e: FoldedExpr) -> String {
        switch e {
        case .leaf(let x), .opaque(let x): return SwiftNames.excerpt(x)
        case .binary(let op, let l, let r): return "\(excerpt(l)) \(op) \(excerpt(r))"
        case .ternary(let c, let a, let b): return "\(excerpt(c)) ? \(excerpt(a)) : \(excerpt(b))"
        case .cast(let v, let t): return "\(excerpt(v)) as \(t.trimmedDescription)"
        }
    }

    /// The answer on each idiom of `condition ? then : otherwise`.
    private func combine(_ truth: SwiftIdiom.Truth, _ then: Result, _ otherwise: Result) -> Result {
        combinePerIdiom(truth.phone ? then : otherwise, truth.pad ? then : otherwise)
    }

    private func combinePerIdiom(_ phone: Result, _ pad: Result) -> Result {
        ImportedValue.perIdiom(phone: phone, pad: pad)
    }

    static func expression(of item: CodeBlockItemSyntax) -> ExprSyntax? {
        switch item.item {
        case .expr(let e): return e
        case .stmt(let s): return s.as(ExpressionStmtSyntax.self)?.expression
        default: return nil
        }
    }

    /// Whether a `return` of this body (not of a nested closure or function) is inside `node`.
    static func containsReturn(_ node: some SyntaxProtocol) -> Bool {
        let finder = ReturnFinder(viewMode: .sourceAccurate)
        finder.walk(node)
        return finder.found
    }
}

private final class ReturnFinder: SyntaxVisitor {
    var found = false
    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
        found = true
        return .skipChildren
    }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
