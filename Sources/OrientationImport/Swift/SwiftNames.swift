import SwiftSyntax

/// Reading names out of expressions: member chains, callee names, type names, string literals.
enum SwiftNames {
    /// `a?.b!.c` as `["a", "b", "c"]`: optional chaining, force unwraps, parentheses, leading `self.` and calls
    /// without arguments (`UIDevice.currentDevice().userInterfaceIdiom`, Swift 2) are transparent. `super` is
    /// kept as `"super"`. Nil for anything else (an implicit member `.portrait`, a call with arguments, a literal).
    static func path(_ expr: ExprSyntax) -> [String]? {
        var parts: [String] = []
        var e = Folding.stripped(expr)
        var steps = 0
        while steps < 64 {
            steps += 1
            if let o = e.as(OptionalChainingExprSyntax.self) {
                e = Folding.stripped(o.expression)
            } else if let f = e.as(ForceUnwrapExprSyntax.self) {
                e = Folding.stripped(f.expression)
            } else if let call = e.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
                call.trailingClosure == nil
            {
                e = Folding.stripped(call.calledExpression)
            } else if let m = e.as(MemberAccessExprSyntax.self) {
                guard let base = m.base else { return nil }
                parts.append(m.declName.baseName.text)
                e = Folding.stripped(base)
            } else if let d = e.as(DeclReferenceExprSyntax.self) {
                let name = d.baseName.text
                if name != "self" { parts.append(name) }
                return parts.reversed()
            } else if e.is(SuperExprSyntax.self) {
                parts.append("super")
                return parts.reversed()
            } else {
                return nil
            }
        }
        return nil
    }

    /// The name a call is made by: `present` for `present(...)`, `self.present(...)` and
    /// `navigationController?.present(...)`, with the token to locate it.
    static func callee(_ call: FunctionCallExprSyntax) -> (name: String, token: TokenSyntax)? {
        let e = Folding.stripped(call.calledExpression)
        if let d = e.as(DeclReferenceExprSyntax.self) { return (d.baseName.text, d.baseName) }
        if let m = e.as(MemberAccessExprSyntax.self) { return (m.declName.baseName.text, m.declName.baseName) }
        return nil
    }

    /// The receiver of a method call (`UIDevice.current` in `UIDevice.current.setValue(...)`), if any.
    static func receiver(_ call: FunctionCallExprSyntax) -> ExprSyntax? {
        Folding.stripped(call.calledExpression).as(MemberAccessExprSyntax.self)?.base
    }

    /// `.name` or `Base.name` / `Module.Base.name` when `Base` is one of `bases`: the member name. Nil for other
    /// bases, so a project's own `Orientation.portrait` is never read as UIKit's.
    static func member(_ expr: ExprSyntax, ofType bases: Set<String>) -> String? {
        guard let m = Folding.stripped(expr).as(MemberAccessExprSyntax.self) else { return nil }
        if let base = m.base {
            guard let p = path(base), let last = p.last, bases.contains(last), p.count <= 2 else { return nil }
            if p.count == 2, p[0] != "UIKit" { return nil }
        }
        return m.declName.baseName.text
    }

    /// Swift 2 spelled UIKit's enum cases with a capital (`.Portrait`, `.AllButUpsideDown`); Swift 3 lowered them.
    static func lowerFirst(_ s: String) -> String {
        guard let f = s.first, f.isUppercase else { return s }
        return f.lowercased() + s.dropFirst()
    }

    /// The name of a type as written, without generic arguments, module qualification or optionality:
    /// `PlayerViewController` for `PlayerViewController?`, `UIKit.UIViewController` and `Base<Model>`.
    static func typeName(_ type: TypeSyntax) -> String? {
        if let i = type.as(IdentifierTypeSyntax.self) { return i.name.text }
        if let m = type.as(MemberTypeSyntax.self) { return m.name.text }
        if let o = type.as(OptionalTypeSyntax.self) { return typeName(o.wrappedType) }
        if let o = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return typeName(o.wrappedType) }
        if let a = type.as(AttributedTypeSyntax.self) { return typeName(a.baseType) }
        return nil
    }

    /// The text of a string literal without interpolation.
    static func stringLiteral(_ expr: ExprSyntax) -> String? {
        guard let s = Folding.stripped(expr).as(StringLiteralExprSyntax.self) else { return nil }
        var text = ""
        for segment in s.segments {
            guard let plain = segment.as(StringSegmentSyntax.self) else { return nil }
            text += plain.content.text
        }
        return text
    }

    /// Whether a name looks like a type (`PlayerViewController`), the convention that tells `X()` (an
    /// initialiser) from `makePlayer()`.
    static func looksLikeType(_ name: String) -> Bool {
        guard let f = name.first else { return false }
        return f.isUppercase
    }

    /// The source text of a node on one line, shortened for a message.
    static func excerpt(_ node: some SyntaxProtocol, limit: Int = 60) -> String {
        var text = ""
        var lastWasSpace = false
        for ch in node.trimmedDescription {
            if ch.isWhitespace {
                if !lastWasSpace { text.append(" ") }
                lastWasSpace = true
            } else {
                text.append(ch)
                lastWasSpace = false
            }
            if text.count > limit { return String(text.prefix(limit)) + "…" }
        }
        return text
    }
}
