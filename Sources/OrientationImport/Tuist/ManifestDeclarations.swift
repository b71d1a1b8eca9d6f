import SwiftSyntax

/// The constants and functions a Tuist manifest and its `Tuist/ProjectDescriptionHelpers` declare, by name, so
/// that a manifest written with helpers (`Project.app(name:)`, `Constants.deploymentTarget`) is read where the
/// helper is a literal: a top-level `let`, a `static let` or a `static var` whose getter returns one expression,
/// and a function whose body binds constants and returns an expression.
struct ManifestDeclarations {
    /// One parsed file: where its nodes are.
    struct FileContext {
        let file: String
        let converter: SourceLocationConverter

        func location(_ node: some SyntaxProtocol) -> SourceLocation {
            let l = converter.location(for: node.positionAfterSkippingLeadingTrivia)
            return SourceLocation(file: file, line: l.line, column: l.column)
        }
    }

    /// `name` and `Type.name` -> the expression and its file.
    var constants: [String: (expr: ExprSyntax, context: FileContext)] = [:]
    /// `name` and `Type.name` -> the functions of that name.
    var functions: [String: [(decl: FunctionDeclSyntax, context: FileContext)]] = [:]

    /// Adds the declarations of one file: at its top level, and in its types and extensions (one level deep,
    /// where helpers put them).
    mutating func add(_ tree: SourceFileSyntax, context: FileContext) {
        for item in tree.statements {
            add(item.item, in: nil, context: context)
        }
    }

    private mutating func add(_ item: CodeBlockItemSyntax.Item, in type: String?, context: FileContext) {
        if let v = item.as(VariableDeclSyntax.self) {
            for binding in v.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                var expr: ExprSyntax?
                if let initial = binding.initializer?.value {
                    expr = initial
                } else if let getter = binding.accessorBlock.flatMap(Self.singleExpression) {
                    expr = getter
                }
                guard let expr else { continue }
                record(name, in: type) { $0.constants[$1] = (expr, context) }
            }
        } else if let f = item.as(FunctionDeclSyntax.self) {
            record(f.name.text, in: type) { $0.functions[$1, default: []].append((f, context)) }
        } else if let members = Self.members(of: item) {
            // A nested type (`BuildSetting.Project`) is named with its outer types.
            let qualified = type.map { $0 + "." + members.name } ?? members.name
            for m in members.list {
                add(.decl(m.decl), in: qualified, context: context)
            }
        }
    }

    /// Under `name`, `Type.name` and, for a nested type, `Inner.name` (how `Outer.Inner.name` is looked up).
    private mutating func record(_ name: String, in type: String?, _ add: (inout Self, String) -> Void) {
        add(&self, name)
        guard let type else { return }
        add(&self, type + "." + name)
        if let inner = type.split(separator: ".").last, inner != Substring(type) { add(&self, inner + "." + name) }
    }

    /// The members of an `enum`, `struct`, `class` or `extension` declaration, and its name.
    private static func members(of item: CodeBlockItemSyntax.Item) -> (name: String, list: MemberBlockItemListSyntax)? {
        guard case .decl(let decl) = item else { return nil }
        if let e = decl.as(EnumDeclSyntax.self) { return (e.name.text, e.memberBlock.members) }
        if let s = decl.as(StructDeclSyntax.self) { return (s.name.text, s.memberBlock.members) }
        if let c = decl.as(ClassDeclSyntax.self) { return (c.name.text, c.memberBlock.members) }
        if let x = decl.as(ExtensionDeclSyntax.self) { return (x.extendedType.trimmedDescription, x.memberBlock.members) }
        return nil
    }

    /// The expression a computed property's getter returns, when that is all it does.
    static func singleExpression(_ block: AccessorBlockSyntax) -> ExprSyntax? {
        switch block.accessors {
        case .getter(let items): return singleExpression(items)
        case .accessors(let list):
            guard let get = list.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) }), let body = get.body
            else { return nil }
            return singleExpression(body.statements)
        }
    }

    static func singleExpression(_ items: CodeBlockItemListSyntax) -> ExprSyntax? {
        guard items.count == 1, let only = items.first?.item else { return nil }
        if let r = only.as(ReturnStmtSyntax.self) { return r.expression }
        if case .expr(let e) = only { return e }
        return nil
    }
}
