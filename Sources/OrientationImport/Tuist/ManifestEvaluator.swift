import SwiftSyntax

/// Reads the value of a manifest expression statically: literals as written, `ProjectDescription` calls and
/// members as `call`/`member`, constants and helper functions of `ManifestDeclarations` substituted (a helper's
/// parameters bound to the arguments, or their defaults). Nothing is run; what is not one of these forms is
/// `unknown`.
///
/// Every step is bounded: `maxDepth` nested evaluations (expressions inside expressions, helpers inside helpers)
/// and `maxSteps` in all, so a manifest whose helpers refer to each other, or a huge literal, ends as `unknown`
/// rather than exhausting the reader thread's stack or time.
final class ManifestEvaluator {
    typealias Context = ManifestDeclarations.FileContext

    let declarations: ManifestDeclarations
    static let maxDepth = 256
    static let maxSteps = 200_000
    private var steps = 0
    private var depth = 0
    /// Constants being evaluated: one that refers to itself is unknown.
    private var evaluating: Set<String> = []
    /// The `var`s of the helper bodies being run (a loop makes those it names computed).
    private var variables: Set<String> = []

    init(_ declarations: ManifestDeclarations) {
        self.declarations = declarations
    }

    /// The value of the constant `name` (a top-level `let` of the manifest, `Type.name` of a helper).
    func constant(_ name: String) -> ManifestValue? {
        guard let (expr, context) = declarations.constants[name] else { return nil }
        return constant(name, expr, context)
    }

    private func constant(_ name: String, _ expr: ExprSyntax, _ context: Context) -> ManifestValue {
        guard evaluating.insert(name).inserted else {
            return ManifestValue(kind: .unknown("\(name), which refers to itself"), location: context.location(expr))
        }
        defer { evaluating.remove(name) }
        return evaluate(expr, context, scope: [:])
    }

    func evaluate(_ expr: ExprSyntax, _ context: Context, scope: [String: ManifestValue]) -> ManifestValue {
        let at = context.location(expr)
        steps += 1
        guard steps <= Self.maxSteps, depth < Self.maxDepth else {
            return ManifestValue(kind: .unknown("an expression past the reader's limits"), location: at)
        }
        depth += 1
        defer { depth -= 1 }
        return ManifestValue(kind: kind(expr, context, scope: scope, at: at), location: at)
    }

    private func kind(_ expr: ExprSyntax, _ context: Context, scope: [String: ManifestValue], at: SourceLocation)
        -> ManifestValue.Kind
    {
        if let s = expr.as(StringLiteralExprSyntax.self) { return string(s, context, scope: scope) }
        if let b = expr.as(BooleanLiteralExprSyntax.self) { return .bool(b.literal.tokenKind == .keyword(.true)) }
        if let i = expr.as(IntegerLiteralExprSyntax.self) { return .number(i.literal.text) }
        if let f = expr.as(FloatLiteralExprSyntax.self) { return .number(f.literal.text) }
        if expr.is(NilLiteralExprSyntax.self) { return .none }
        if let a = expr.as(ArrayExprSyntax.self) {
            return .array(a.elements.map { evaluate($0.expression, context, scope: scope) })
        }
        if let d = expr.as(DictionaryExprSyntax.self) {
            guard case .elements(let list) = d.content else { return .dictionary([]) }
            return .dictionary(
                list.map { (evaluate($0.key, context, scope: scope), evaluate($0.value, context, scope: scope)) })
        }
        if let t = expr.as(TupleExprSyntax.self), t.elements.count == 1, let only = t.elements.first,
            only.label == nil
        {
            return evaluate(only.expression, context, scope: scope).kind
        }
        if let t = expr.as(TryExprSyntax.self) { return evaluate(t.expression, context, scope: scope).kind }
        if let r = expr.as(DeclReferenceExprSyntax.self) {
            let name = r.baseName.text
            if let bound = scope[name] { return bound.kind }
            if let (e, c) = declarations.constants[name] { return constant(name, e, c).kind }
            return .unknown("`\(name)`, which is no literal the manifest or its helpers declare")
        }
        if let m = expr.as(MemberAccessExprSyntax.self) { return member(m, context, scope: scope) }
        if let call = expr.as(FunctionCallExprSyntax.self) { return self.call(call, context, scope: scope) }
        if let sequence = expr.as(SequenceExprSyntax.self) { return self.sequence(sequence, context, scope: scope) }
        return .unknown("an expression the manifest computes (`\(String(expr.trimmedDescription.prefix(60)))`)")
    }

    private func string(_ s: StringLiteralExprSyntax, _ context: Context, scope: [String: ManifestValue])
        -> ManifestValue.Kind
    {
        if let plain = s.representedLiteralValue { return .string(plain) }
        var out = ""
        for segment in s.segments {
            if let text = segment.as(StringSegmentSyntax.self) {
                out += text.content.text
            } else if let e = segment.as(ExpressionSegmentSyntax.self), e.expressions.count == 1,
                let inner = e.expressions.first?.expression,
                let value = evaluate(inner, context, scope: scope).string
            {
                out += value
            } else {
                return .unknown("a string that interpolates a computed value")
            }
        }
        return .string(out)
    }

    /// `.name`, `Type.name`: a constant of the helpers when one is declared, else a `ProjectDescription` member.
    private func member(_ m: MemberAccessExprSyntax, _ context: Context, scope: [String: ManifestValue])
        -> ManifestValue.Kind
    {
        let name = m.declName.baseName.text
        guard let base = m.base else { return .member(name) }
        if let type = Self.typeName(base) {
            if type == "Environment" {
                return .unknown("`Environment.\(name)`, which Tuist reads from the environment when it runs")
            }
            if let (e, c) = declarations.constants[type + "." + name] { return constant(type + "." + name, e, c).kind }
            if scope[type] == nil, declarations.constants[type] == nil { return .member(name) }
        }
        return .unknown("`\(String(m.trimmedDescription.prefix(60)))`, a member of a computed value")
    }

    /// `Type` in `Type.name`: a capitalised name (or a dotted path of them, `ProjectDescription.Target`).
    static func typeName(_ expr: ExprSyntax) -> String? {
        if let r = expr.as(DeclReferenceExprSyntax.self), r.baseName.text.first?.isUppercase == true {
            return r.baseName.text
        }
        if let m = expr.as(MemberAccessExprSyntax.self), m.base.flatMap(typeName) != nil,
            m.declName.baseName.text.first?.isUppercase == true
        {
            return m.declName.baseName.text
        }
        return nil
    }

    private func call(_ call: FunctionCallExprSyntax, _ context: Context, scope: [String: ManifestValue])
        -> ManifestValue.Kind
    {
        var callee = call.calledExpression
        // `Set<Destination>([...])`: the generic arguments say nothing the value does not.
        if let g = callee.as(GenericSpecializationExprSyntax.self) { callee = g.expression }
        let arguments = call.arguments.map {
            ManifestValue.Argument(label: $0.label?.text, value: evaluate($0.expression, context, scope: scope))
        }
        var name: String
        var type: String?
        if let r = callee.as(DeclReferenceExprSyntax.self) {
            name = r.baseName.text
            // `merging(...)` inside a helper method of `extension SettingsDictionary`: a call on `self`.
            if let receiver = scope["self"], declarations.functions[name] == nil || name == "merging" {
                return method(name, on: receiver, arguments: arguments, call, context)
            }
        } else if let m = callee.as(MemberAccessExprSyntax.self) {
            name = m.declName.baseName.text
            if let base = m.base {
                if let t = Self.typeName(base), scope[t] == nil, declarations.constants[t] == nil {
                    if t == "Environment" {
                        return .unknown("`Environment.\(name)(...)`, which Tuist reads from the environment when it runs")
                    }
                    type = t
                } else {
                    return method(name, on: evaluate(base, context, scope: scope), arguments: arguments, call, context)
                }
            }
        } else {
            return .unknown("`\(String(call.trimmedDescription.prefix(60)))`, a computed call")
        }
        if let helper = helper(named: name, type: type, arguments: arguments) {
            return inline(helper.decl, helper.context, arguments: arguments, receiver: nil)
        }
        if name == "init", let type { name = type }
        switch (name, arguments.count) {
        case ("SettingsDictionary", 0): return .dictionary([])
        case ("Set", 1) where arguments[0].label == nil: return arguments[0].value.kind
        case ("SettingValue", 1), ("Plist.Value", 1): return arguments[0].value.kind
        default: return .call(name, arguments)
        }
    }

    /// Tuist's `SettingsDictionary` modifiers (ProjectDescription's SettingsDictionary extensions: code signing,
    /// versions, Swift flags, debug information): each adds settings the importer never reads, so the dictionary it
    /// returns holds, for the importer, what it was called on.
    static let settingsModifiers: Set<String> = [
        "manualCodeSigning", "automaticCodeSigning", "codeSignIdentityAppleDevelopment", "codeSignIdentity",
        "currentProjectVersion", "marketingVersion", "appleGenericVersioningSystem", "versionInfo", "swiftVersion",
        "otherSwiftFlags", "swiftActiveCompilationConditions", "swiftCompilationMode", "swiftOptimizationLevel",
        "swiftOptimizeObjectWithSourceInfo", "bitcodeEnabled", "debugInformationFormat", "otherLinkerFlags",
        "swiftObjcBridgingHeaderPath", "swiftObjCBridgingHeaderPath",
    ]

    /// `receiver.name(arguments)`: `merging` of two dictionaries, a helper method of an extension (its `self` the
    /// receiver), or one of Tuist's settings modifiers; any other method of a value is computed.
    private func method(
        _ name: String, on receiver: ManifestValue, arguments: [ManifestValue.Argument], _ call: FunctionCallExprSyntax,
        _ context: Context
    ) -> ManifestValue.Kind {
        if name == "merging", case .dictionary(let a) = receiver.kind, case .dictionary(let b)? = arguments.first?.value.kind {
            let replaced = Set(b.compactMap { $0.key.string })
            return .dictionary(a.filter { $0.key.string.map { !replaced.contains($0) } ?? true } + b)
        }
        if name == "contains", case .array(let items) = receiver.kind, arguments.count == 1 {
            let wanted = arguments[0].value
            var known = true
            for item in items {
                if let a = item.memberName ?? item.string, let b = wanted.memberName ?? wanted.string {
                    if a == b { return .bool(true) }
                } else {
                    known = false
                }
            }
            if known { return .bool(false) }
        }
        if let helper = helper(named: name, type: nil, arguments: arguments) {
            return inline(helper.decl, helper.context, arguments: arguments, receiver: receiver)
        }
        if Self.settingsModifiers.contains(name), case .dictionary = receiver.kind { return receiver.kind }
        return .unknown("`\(String(call.trimmedDescription.prefix(60)))`, a call on a computed value")
    }

    /// The helper function a call names, when its parameters take the call's labels.
    private func helper(named name: String, type: String?, arguments: [ManifestValue.Argument])
        -> (decl: FunctionDeclSyntax, context: Context)?
    {
        let candidates = (type.flatMap { declarations.functions[$0 + "." + name] } ?? []) + (declarations.functions[name] ?? [])
        return candidates.first { Self.accepts($0.decl, arguments) }
    }

    /// Whether the function's parameters take these arguments, in order, the others having defaults.
    static func accepts(_ f: FunctionDeclSyntax, _ arguments: [ManifestValue.Argument]) -> Bool {
        var rest = arguments[...]
        for p in f.signature.parameterClause.parameters {
            let label = p.firstName.text == "_" ? nil : p.firstName.text
            if let next = rest.first, next.label == label {
                rest = rest.dropFirst()
            } else if p.defaultValue == nil {
                return false
            }
        }
        return rest.isEmpty
    }

    /// The value a helper returns, its parameters bound to `arguments`.
    private func inline(
        _ f: FunctionDeclSyntax, _ context: Context, arguments: [ManifestValue.Argument], receiver: ManifestValue?
    ) -> ManifestValue.Kind {
        var scope: [String: ManifestValue] = [:]
        if let receiver { scope["self"] = receiver }
        var rest = arguments[...]
        for p in f.signature.parameterClause.parameters {
            let label = p.firstName.text == "_" ? nil : p.firstName.text
            let local = p.secondName?.text ?? p.firstName.text
            if let next = rest.first, next.label == label {
                scope[local] = next.value
                rest = rest.dropFirst()
            } else if let d = p.defaultValue?.value {
                scope[local] = evaluate(d, context, scope: scope)
            }
        }
        guard let body = f.body?.statements else { return .unknown("helper \(f.name.text) has no body") }
        if body.count == 1, case .expr(let e) = body.first!.item { return evaluate(e, context, scope: scope).kind }
        switch run(body, context, scope: &scope) {
        case .returned(let value): return value.kind
        case .fellThrough, .unread:
            return .unknown("what helper \(f.name.text) computes (its body is more than constants, appends, `if`s on known values and a return)")
        }
    }

    /// How a block of a helper's body ended.
    private enum Outcome {
        case returned(ManifestValue)
        case fellThrough
        /// A statement the reader does not follow (a loop, a `switch`, a call for its effect).
        case unread
    }

    /// Runs a helper's statements on `scope`: constants and variables bound, `x.append(e)`,
    /// `x.append(contentsOf: e)`, `x += e` and `x = e` on them, an `if` whose condition is a known boolean (a
    /// parameter the caller passed `true`), and `return`.
    private func run(_ items: CodeBlockItemListSyntax, _ context: Context, scope: inout [String: ManifestValue]) -> Outcome {
        for item in items {
            steps += 1
            guard steps <= Self.maxSteps, depth < Self.maxDepth else { return .unread }
            if let v = item.item.as(VariableDeclSyntax.self) {
                for b in v.bindings {
                    guard let name = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                        let initial = b.initializer?.value
                    else { continue }
                    scope[name] = evaluate(initial, context, scope: scope)
                    if v.bindingSpecifier.tokenKind == .keyword(.var) { variables.insert(name) }
                }
                continue
            }
            // A local function is called, if at all, where the reader does not follow it.
            if item.item.is(FunctionDeclSyntax.self) { continue }
            // A loop: what it does is not followed, so every variable it names is computed from then on.
            if let loop = item.item.as(ForStmtSyntax.self) {
                let named = Set(loop.body.tokens(viewMode: .sourceAccurate).map(\.text))
                for v in variables where named.contains(v) {
                    scope[v] = ManifestValue(kind: .unknown("`\(v)`, which a loop changes"), location: context.location(loop))
                }
                continue
            }
            if let r = item.item.as(ReturnStmtSyntax.self) {
                guard let e = r.expression else { return .unread }
                return .returned(evaluate(e, context, scope: scope))
            }
            let expr: ExprSyntax? =
                switch item.item {
                case .expr(let e): e
                case .stmt(let st): st.as(ExpressionStmtSyntax.self)?.expression
                default: nil
                }
            guard let expr else { return .unread }
            if let branch = expr.as(IfExprSyntax.self) {
                guard branch.conditions.count == 1, case .expression(let c) = branch.conditions.first!.condition,
                    case .bool(let yes) = evaluate(c, context, scope: scope).kind
                else { return .unread }
                let outcome: Outcome
                if yes {
                    outcome = run(branch.body.statements, context, scope: &scope)
                } else {
                    switch branch.elseBody {
                    case .codeBlock(let block)?: outcome = run(block.statements, context, scope: &scope)
                    case .ifExpr?: return .unread
                    case nil: outcome = .fellThrough
                    }
                }
                if case .fellThrough = outcome { continue }
                return outcome
            }
            guard mutate(expr, context, scope: &scope) else { return .unread }
        }
        return .fellThrough
    }

    /// `x.append(e)`, `x.append(contentsOf: e)`, `x += e`, `x = e` on a variable of the helper.
    private func mutate(_ expr: ExprSyntax, _ context: Context, scope: inout [String: ManifestValue]) -> Bool {
        // Another method of a variable, or one on a computed value: the variable is computed from then on.
        if let call = expr.as(FunctionCallExprSyntax.self), let m = call.calledExpression.as(MemberAccessExprSyntax.self),
            let name = m.base?.as(DeclReferenceExprSyntax.self)?.baseName.text, variables.contains(name),
            let old = scope[name], !(m.declName.baseName.text == "append" && old.kind.isArray)
        {
            scope[name] = ManifestValue(kind: .unknown("`\(name)`, which `\(m.declName.baseName.text)` changes"), location: old.location)
            return true
        }
        if let call = expr.as(FunctionCallExprSyntax.self), let m = call.calledExpression.as(MemberAccessExprSyntax.self),
            let name = m.base?.as(DeclReferenceExprSyntax.self)?.baseName.text, let old = scope[name],
            case .array(let items) = old.kind, call.arguments.count == 1, let arg = call.arguments.first
        {
            let value = evaluate(arg.expression, context, scope: scope)
            switch (m.declName.baseName.text, arg.label?.text) {
            case ("append", nil): scope[name] = ManifestValue(kind: .array(items + [value]), location: old.location)
            case ("append", "contentsOf"?):
                guard case .array(let more) = value.kind else {
                    scope[name] = ManifestValue(kind: .unknown("an array appended a computed value"), location: old.location)
                    return true
                }
                scope[name] = ManifestValue(kind: .array(items + more), location: old.location)
            default: return false
            }
            return true
        }
        if let sequence = expr.as(SequenceExprSyntax.self), sequence.elements.count == 3 {
            let parts = Array(sequence.elements)
            guard let name = parts[0].as(DeclReferenceExprSyntax.self)?.baseName.text, let old = scope[name] else { return false }
            let value = evaluate(parts[2], context, scope: scope)
            if parts[1].is(AssignmentExprSyntax.self) {
                scope[name] = value
                return true
            }
            guard parts[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "+=" else { return false }
            switch (old.kind, value.kind) {
            case (.array(let a), .array(let b)): scope[name] = ManifestValue(kind: .array(a + b), location: old.location)
            case (.string(let a), .string(let b)): scope[name] = ManifestValue(kind: .string(a + b), location: old.location)
            default: scope[name] = ManifestValue(kind: .unknown("a sum of computed values"), location: old.location)
            }
            return true
        }
        return false
    }

    /// `a + b + ...` of strings, arrays or dictionaries; other operators are computed.
    private func sequence(_ s: SequenceExprSyntax, _ context: Context, scope: [String: ManifestValue])
        -> ManifestValue.Kind
    {
        let items = Array(s.elements)
        // `flag ? a : b` on a known boolean.
        if items.count == 3, let ternary = items[1].as(UnresolvedTernaryExprSyntax.self) {
            guard case .bool(let yes) = evaluate(items[0], context, scope: scope).kind else {
                return .unknown("a choice on a computed condition (`\(String(s.trimmedDescription.prefix(60)))`)")
            }
            return evaluate(yes ? ternary.thenExpression : items[2], context, scope: scope).kind
        }
        guard items.count % 2 == 1 else { return .unknown("an expression with operators") }
        var result = evaluate(items[0], context, scope: scope).kind
        var i = 1
        while i + 1 < items.count {
            guard let op = items[i].as(BinaryOperatorExprSyntax.self), op.operator.text == "+" else {
                return .unknown("an expression with operators (`\(String(s.trimmedDescription.prefix(60)))`)")
            }
            let rhs = evaluate(items[i + 1], context, scope: scope)
            switch (result, rhs.kind) {
            case (.string(let a), .string(let b)): result = .string(a + b)
            case (.array(let a), .array(let b)): result = .array(a + b)
            case (.dictionary(let a), .dictionary(let b)): result = .dictionary(a + b)
            default: return .unknown("a sum of computed values (`\(String(s.trimmedDescription.prefix(60)))`)")
            }
            i += 2
        }
        return result
    }
}
