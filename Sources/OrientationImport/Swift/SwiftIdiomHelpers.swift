import SwiftSyntax

/// Finds the project's own idiom tests in one Swift file: a computed property, a `let` constant or a function
/// without parameters, of a type, an extension or the file, whose body is one idiom comparison the importer reads
/// (`SwiftIdiom.condition`):
///
///     extension UIDevice {
///         static var isPhone: Bool { current.userInterfaceIdiom == .phone }
///         var isPad: Bool { return userInterfaceIdiom == .pad }
///     }
///     func isIPad() -> Bool { UIDevice.current.userInterfaceIdiom == .pad }
///     static let isPad = UIDevice.current.userInterfaceIdiom == .pad
///
/// A stored `var` is not one (something can change it), nor is a helper whose body calls another helper: one
/// level is read.
final class SwiftIdiomHelpers: SyntaxVisitor {
    private let file: String
    private let converter: SourceLocationConverter
    private(set) var helpers: [IdiomHelper] = []

    /// `converter`: the file's, when the caller has one (`SwiftRecognizer` makes one per file for every walk).
    init(file: String, tree: SourceFileSyntax, converter: SourceLocationConverter? = nil) {
        self.file = file
        self.converter = converter ?? SourceLocationConverter(fileName: file, tree: tree)
        super.init(viewMode: .sourceAccurate)
    }

    private func add(_ name: TokenSyntax, _ truth: SwiftIdiom.Truth?) {
        let l = converter.location(for: name.positionAfterSkippingLeadingTrivia)
        let at = SourceLocation(file: file, line: l.line, column: l.column)
        if let truth {
            helpers.append(IdiomHelper(name: name.text, phone: truth.phone, pad: truth.pad, location: at))
        } else if IdiomHelper.looksLikeIdiomTest(name.text) {
            helpers.append(.other(name: name.text, location: at))
        }
    }

    /// A declaration of a type, an extension or the file, not a local of a function.
    private static func isDeclaration(_ node: some SyntaxProtocol) -> Bool {
        if node.parent?.is(MemberBlockItemSyntax.self) == true { return true }
        return node.parent?.is(CodeBlockItemSyntax.self) == true && node.parent?.parent?.parent?.is(SourceFileSyntax.self) == true
    }

    /// The idiom comparison a body of one expression or one `return` is.
    private static func truth(_ items: CodeBlockItemListSyntax) -> SwiftIdiom.Truth? {
        guard items.count == 1, let only = items.first else { return nil }
        if case .stmt(let s) = only.item, let r = s.as(ReturnStmtSyntax.self), let e = r.expression {
            return SwiftIdiom.condition(FoldedExpr(e))
        }
        return SwiftBodyEvaluator<Bool>.expression(of: only).flatMap { SwiftIdiom.condition(FoldedExpr($0)) }
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard Self.isDeclaration(node) else { return .skipChildren }
        let isLet = node.bindingSpecifier.tokenKind == .keyword(.let)
        for binding in node.bindings {
            guard let id = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier else { continue }
            if let getter = SwiftFactCollector.getter(binding) {
                add(id, Self.truth(getter))
            } else if isLet, let value = binding.initializer?.value {
                add(id, SwiftIdiom.condition(FoldedExpr(value)))
            } else {
                add(id, nil)  // a stored `var` (or a `let` without a value): something sets it
            }
        }
        return .skipChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard Self.isDeclaration(node), node.signature.parameterClause.parameters.isEmpty else { return .skipChildren }
        add(node.name, node.body.flatMap { Self.truth($0.statements) })
        return .skipChildren
    }
}
