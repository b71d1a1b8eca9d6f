import SwiftSyntax

/// Collects the values a Swift file writes into variables: property initial values (`static var orientationLock
/// = UIInterfaceOrientationMask.portrait`), assignments (`AppDelegate.orientationLock = .landscape`,
/// `self.mask = newMask`), and calls with a mask or orientation literal argument
/// (`AppDelegate.lockOrientation(.portrait)`), so an override that returns a variable is linted with the values
/// the project really stores in it.
final class SwiftVariableWrites: SyntaxVisitor {
    private let file: String
    private let converter: SourceLocationConverter
    private(set) var writes: [VariableWrite] = []
    private(set) var calls: [LiteralCall] = []
    /// The parameters of the functions being walked, innermost last: (function name, parameter names in order).
    private var functions: [(name: String, parameters: [String])] = []
    /// Assignments, their functions and who calls `setNeedsUpdateOfSupportedInterfaceOrientations()`
    /// (`SwiftMaskNotices`).
    private(set) var notices = MaskNotices()
    /// The functions and initialisers (`init`) being walked, innermost last, for `notices`.
    private var noticeScopes: [String] = []

    /// `converter`: the file's, when the caller has one (`SwiftRecognizer` makes one per file for every walk).
    init(file: String, tree: SourceFileSyntax, converter: SourceLocationConverter? = nil) {
        self.file = file
        self.converter = converter ?? SourceLocationConverter(fileName: file, tree: tree)
        super.init(viewMode: .sourceAccurate)
    }

    private func location(_ node: some SyntaxProtocol) -> SourceLocation {
        let l = converter.location(for: node.positionAfterSkippingLeadingTrivia)
        return SourceLocation(file: file, line: l.line, column: l.column)
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let names = node.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text }
        functions.append((node.name.text, names))
        noticeScopes.append(node.name.text)
        return .visitChildren
    }

    override func visitPost(_ node: FunctionDeclSyntax) {
        functions.removeLast()
        noticeScopes.removeLast()
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        noticeScopes.append("init")
        return .visitChildren
    }

    override func visitPost(_ node: InitializerDeclSyntax) {
        noticeScopes.removeLast()
    }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        SwiftMaskNotices.binding(node, into: &notices)
        guard let id = node.pattern.as(IdentifierPatternSyntax.self)?.identifier,
            let value = node.initializer?.value
        else { return .visitChildren }
        writes.append(VariableWrite(name: id.text, value: read(value), location: location(value)))
        return .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        if elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
            let path = SwiftNames.path(elements[0]), let name = path.last
        {
            var value = read(elements[2])
            if Self.locksToCurrentOrientation(node, value) { value = .unreadable }
            writes.append(VariableWrite(name: name, value: value, location: location(elements[2])))
            notices.assignments.append(
                MaskNotices.Assignment(
                    name: name, receiver: Array(path.dropLast()), function: noticeScopes.last,
                    location: location(elements[0])))
        }
        return .visitChildren
    }

    /// `switch scene.interfaceOrientation { case .portraitUpsideDown: lock = .portraitUpsideDown ... }`: the value is
    /// the orientation the interface already shows, so whether it is a literal depends on the state, not on the
    /// line; read as unreadable (the candidates are then not complete, and no finding rests on this line's value).
    static func locksToCurrentOrientation(_ assignment: SequenceExprSyntax, _ value: VariableWrite.Value) -> Bool {
        guard case .literal(let mask?, _, _) = value else { return false }
        var node = Syntax(assignment)
        while let parent = node.parent {
            if let item = parent.as(SwitchCaseSyntax.self) {
                guard case .case(let label) = item.label,
                    let subject = item.parent?.parent?.as(SwitchExprSyntax.self)?.subject,
                    let last = SwiftNames.path(subject)?.last, last.lowercased().hasSuffix("orientation")
                else { return false }
                return label.caseItems.contains { c in
                    guard
                        let m = Folding.stripped(
                            ExprSyntax(c.pattern.as(ExpressionPatternSyntax.self)?.expression) ?? ExprSyntax(MissingExprSyntax())
                        )
                        .as(MemberAccessExprSyntax.self)
                    else { return false }
                    return SwiftLiterals.orientationNamed(SwiftNames.lowerFirst(m.declName.baseName.text))?.mask == mask
                }
            }
            if parent.is(FunctionDeclSyntax.self) || parent.is(ClosureExprSyntax.self) { return false }
            node = parent
        }
        return false
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let (name, _) = SwiftNames.callee(node) { SwiftMaskNotices.call(name, in: noticeScopes.last, into: &notices) }
        guard let (name, _) = SwiftNames.callee(node), !node.arguments.isEmpty else { return .visitChildren }
        let arguments = node.arguments.map { a -> VariableWrite.Value? in
            let v = Self.literal(a.expression)
            if case .literal(let m, let o, _) = v, m != nil || o != nil { return v }
            return nil
        }
        if arguments.contains(where: { $0 != nil }) {
            calls.append(LiteralCall(function: name, arguments: arguments, locations: node.arguments.map { location($0.expression) }))
        }
        return .visitChildren
    }

    /// What `expr` writes: a literal, the enclosing function's parameter, or something unreadable.
    private func read(_ expr: ExprSyntax) -> VariableWrite.Value {
        let v = Self.literal(expr)
        if case .literal = v { return v }
        if let d = Folding.stripped(expr).as(DeclReferenceExprSyntax.self), let f = functions.last,
            let i = f.parameters.firstIndex(of: d.baseName.text)
        {
            return .parameter(function: f.name, index: i)
        }
        return .unreadable
    }

    /// A mask, orientation or Boolean literal, each reading kept; `.unreadable` when it is none.
    static func literal(_ expr: ExprSyntax) -> VariableWrite.Value {
        let e = FoldedExpr(expr)
        let mask = SwiftLiterals.mask(e)
        let orientation = SwiftLiterals.orientation(e)
        let bool = SwiftLiterals.bool(e)
        if mask == nil && orientation == nil && bool == nil { return .unreadable }
        return .literal(mask: mask, orientation: orientation, bool: bool)
    }
}
