import OrientationPolicy
import SwiftSyntax

/// Walks one Swift file and collects its orientation facts: classes with their superclass and overrides,
/// extensions of UIKit classes that override, the app delegate's mask, transitions, rotation requests and
/// swizzles.
final class SwiftFactCollector: SyntaxVisitor {
    /// A type declaration being walked.
    private struct TypeContext {
        enum Kind { case classDecl(index: Int), extensionDecl(location: SourceLocation), other }
        var kind: Kind
        var name: String
        var overrides = OrientationOverrides()
        var storedProperties: Set<String> = []
        var constants: [String: ExprSyntax] = [:]
        /// Every property the type declares, stored or computed, by name: what `self.sidebar` is declared as.
        var properties: [String: PatternBindingSyntax] = [:]
        /// The declaration's members, for the classes and structs (and extensions) whose properties are recorded.
        var members: MemberBlockSyntax?
    }

    private let file: String
    private let converter: SourceLocationConverter
    private(set) var facts = SourceFacts()
    private var types: [TypeContext] = []
    private var scopes: [SyntaxIdentifier: SwiftScope] = [:]
    /// The project's idiom tests, for bodies that choose on one (`IdiomHelper`).
    let idiomHelpers: [String: SwiftIdiom.Truth]
    /// The project's own named masks, for bodies that return one (`MaskConstant`).
    let projectMasks: [String: ImportedValue<InterfaceOrientationMask>]
    /// Whether each function seen checks the iOS version (`RotationVersionGate`).
    private var gatedScopes: [SyntaxIdentifier: Bool] = [:]
    /// The file's CPU budget: each call and assignment is read against its whole scope, so a file of many of
    /// them in one scope costs more than its size; once spent, the rest is skipped (and the file refused).
    var budget = ReadBudget.unlimited

    /// `converter`: the file's, when the caller has one (`SwiftRecognizer` makes one per file for every walk).
    init(
        file: String, tree: SourceFileSyntax, idiomHelpers: [String: SwiftIdiom.Truth] = [:],
        projectMasks: [String: ImportedValue<InterfaceOrientationMask>] = [:], converter: SourceLocationConverter? = nil
    ) {
        self.file = file
        self.idiomHelpers = idiomHelpers
        self.projectMasks = projectMasks
        self.converter = converter ?? SourceLocationConverter(fileName: file, tree: tree)
        super.init(viewMode: .sourceAccurate)
    }

    // MARK: Context for the call recognisers

    /// The class or extended class the walk is in; nil at file level and inside structs, enums, protocols.
    var currentTypeName: String? {
        guard let top = types.last else { return nil }
        if case .other = top.kind { return nil }
        return top.name
    }

    func location(_ node: some SyntaxProtocol) -> SourceLocation {
        let l = converter.location(for: node.positionAfterSkippingLeadingTrivia)
        return SourceLocation(file: file, line: l.line, column: l.column)
    }

    /// The declaration of a property of the class or extension being walked (not of an enclosing type).
    func property(named name: String) -> PatternBindingSyntax? {
        guard currentTypeName != nil else { return nil }
        return types.last?.properties[name]
    }

    /// The declaration of a property of the class, struct or extension being walked: the receiver `coordinator`
    /// of `coordinator.controller`, whose type may be declared in a struct as well.
    func memberProperty(named name: String) -> PatternBindingSyntax? {
        types.last?.properties[name]
    }

    /// The values the initialisers of the type being walked assign to its property `name`.
    func initializerAssignments(to name: String) -> [ExprSyntax] {
        guard let members = types.last?.members else { return [] }
        return SwiftProperties.initializerAssignments(in: members)[name] ?? []
    }

    func scope(for node: some SyntaxProtocol) -> SwiftScope {
        let root = SwiftScope.boundary(of: node)
        if let cached = scopes[root.id] { return cached }
        let scope = SwiftScope(root)
        scopes[root.id] = scope
        return scope
    }

    // MARK: Types

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        let superclass = node.inheritanceClause?.inheritedTypes.first.flatMap { SwiftNames.typeName($0.type) }
        facts.classes.append(
            ImportedClass(
                name: node.name.text, superclass: superclass, language: .swift,
                location: location(node.classKeyword)))
        if let (style, at) = SwiftOwnPresentationStyle.read(node.memberBlock) {
            facts.classes[facts.classes.count - 1].ownPresentationStyle = Located(style, at: location(at))
        }
        push(.classDecl(index: facts.classes.count - 1), name: node.name.text, members: node.memberBlock)
        return .visitChildren
    }

    override func visitPost(_ node: ClassDeclSyntax) {
        recordProperties()
        guard let context = types.popLast(), case .classDecl(let index) = context.kind else { return }
        facts.classes[index].overrides = context.overrides
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = SwiftNames.typeName(node.extendedType) ?? node.extendedType.trimmedDescription
        push(.extensionDecl(location: location(node.extensionKeyword)), name: name, members: node.memberBlock)
        return .visitChildren
    }

    override func visitPost(_ node: ExtensionDeclSyntax) {
        recordProperties()
        guard let context = types.popLast(), case .extensionDecl(let location) = context.kind,
            !context.overrides.isEmpty
        else { return }
        facts.extensions.append(
            ImportedExtension(
                extendedClass: context.name, language: .swift, location: location,
                overrides: context.overrides))
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        // Not a class, so no overrides, but a struct can be a coordinator whose property is a window's root.
        push(.other, name: node.name.text, members: node.memberBlock)
        return .visitChildren
    }
    override func visitPost(_ node: StructDeclSyntax) {
        recordProperties()
        types.removeLast()
    }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { pushOther(node.name) }
    override func visitPost(_ node: EnumDeclSyntax) { types.removeLast() }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { pushOther(node.name) }
    override func visitPost(_ node: ActorDeclSyntax) { types.removeLast() }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { pushOther(node.name) }
    override func visitPost(_ node: ProtocolDeclSyntax) { types.removeLast() }

    private func pushOther(_ name: TokenSyntax) -> SyntaxVisitorContinueKind {
        types.append(TypeContext(kind: .other, name: name.text))
        return .visitChildren
    }

    private func push(_ kind: TypeContext.Kind, name: String, members: MemberBlockSyntax) {
        var context = TypeContext(kind: kind, name: name, members: members)
        for member in members.members {
            guard let v = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in v.bindings {
                guard let id = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                if Self.isStored(binding) { context.storedProperties.insert(id) }
                if context.properties[id] == nil { context.properties[id] = binding }
                if v.bindingSpecifier.tokenKind == .keyword(.let), let value = binding.initializer?.value {
                    context.constants[id] = value
                }
            }
        }
        types.append(context)
    }

    /// The properties of the type being walked, while it is still the innermost (so its own properties answer
    /// for a name its initialisers use).
    private func recordProperties() {
        guard let top = types.last, let members = top.members else { return }
        facts.properties += SwiftProperties.properties(ofType: top.name, members: members, in: self)
    }

    private static func isStored(_ binding: PatternBindingSyntax) -> Bool {
        switch binding.accessorBlock?.accessors {
        case nil: return true
        case .getter?: return false
        case .accessors(let list)?:
            return list.allSatisfy { [.keyword(.willSet), .keyword(.didSet)].contains($0.accessorSpecifier.tokenKind) }
        }
    }

    // MARK: Members

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard isMember(node), Self.isOverride(node.modifiers) else { return .visitChildren }
        for binding in node.bindings {
            guard let id = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier,
                let body = Self.getter(binding)
            else { continue }
            recordUnknownPreferred(ImportedUnknownPreferredOrientation.member(swiftName: id.text, parameterCount: 0), body)
            record(member: id.text, at: location(id), body: body)
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard isMember(node), let body = node.body?.statements else { return .visitChildren }
        let name = node.name.text
        let parameters = Array(node.signature.parameterClause.parameters)
        if let member = ImportedUnknownPreferredOrientation.member(swiftName: name, parameterCount: parameters.count),
            parameters.count == 1 || Self.isOverride(node.modifiers)
        {
            recordUnknownPreferred(member, body)
        }
        if parameters.count == 1, let (kind, member) = ImportedContainerDelegateMethod.named(name) {
            facts.containerDelegateMethods.append(
                ImportedContainerDelegateMethod(
                    kind: kind, member: member, inClass: types.last?.name, location: location(node.name)))
            return .visitChildren
        }
        if SwiftReadiness.isSceneConfiguration(name, parameters) {
            facts.readiness.sceneConfigurationMethods.append(
                ImportedDelegateMethod(className: currentTypeName, language: .swift, location: location(node.name)))
            return .visitChildren
        }
        if SwiftReadiness.isSceneDelegateMask(name, parameters), let className = currentTypeName {
            let evaluator = makeEvaluator(names: ["supportedInterfaceOrientations"], literal: SwiftLiterals.mask)
            facts.readiness.sceneDelegateMasks.append(
                ImportedSceneDelegateMask(
                    className: className, language: .swift, location: location(node.name), mask: evaluator.evaluate(body)))
            return .visitChildren
        }
        if name == "application", parameters.count == 2,
            ["supportedInterfaceOrientationsFor", "supportedInterfaceOrientationsForWindow"]
                .contains(parameters[1].firstName.text),
            let className = currentTypeName
        {
            facts.readiness.appDelegateOrientationMethods.append(
                ImportedDelegateMethod(className: className, language: .swift, location: location(node.name)))
            recordMaskAnswer(className, "application(_:supportedInterfaceOrientationsFor:)", at: node.name, body)
            let evaluator = makeEvaluator(names: ["supportedInterfaceOrientations"], literal: SwiftLiterals.mask)
            if let value = evaluator.evaluate(body) {
                facts.appDelegateMasks.append(
                    ImportedAppDelegateMask(
                        className: className, mask: Located(value, at: location(node.name))))
            }
            return .visitChildren
        }
        guard Self.isOverride(node.modifiers) else { return .visitChildren }
        if SwiftSuperCalls.isSizeTransition(name, parameters), !SwiftSuperCalls.calls(name, in: body) {
            facts.superlessTransitions.append(
                ImportedSuperlessTransition(inClass: types.last?.name, location: location(node.name)))
        }
        if parameters.isEmpty {
            record(member: name, at: location(node.name), body: body)
        } else if parameters.count == 1,
            (name == "shouldAutorotate" && parameters[0].firstName.text == "to")
                || name == "shouldAutorotateToInterfaceOrientation"
        {
            let p = parameters[0]
            let predicate = SwiftAutorotatePredicate(parameter: (p.secondName ?? p.firstName).text)
            var evaluator = makeEvaluator(
                names: ["shouldAutorotate", "shouldAutorotateToInterfaceOrientation"],
                literal: predicate.mask)
            // `if o == .portraitUpsideDown { return false }; return true`: true where the condition holds.
            evaluator.split = { condition, yes, no in
                predicate.mask(condition).map { $0.intersection(yes).union(AutorotatePredicate.complement($0).intersection(no)) }
            }
            if let top = types.last, currentTypeName != nil,
                top.overrides.shouldAutorotateToInterfaceOrientation == nil, let value = evaluator.evaluate(body)
            {
                types[types.count - 1].overrides.shouldAutorotateToInterfaceOrientation =
                    Located(value, at: location(node.name))
            }
        }
        return .visitChildren
    }

    /// Reads one of the three modern overrides (a property since Swift 3, a method before) into the current
    /// class or extension. The first declaration wins when `#if` branches declare it twice; a body that only
    /// returns `super`'s answer is no override. A body that first answers with the presented controller records
    /// that (`forwardsToPresented`) and the rest of the body as the value.
    private func record(member: String, at location: SourceLocation, body: CodeBlockItemListSyntax) {
        guard let top = types.last else { return }
        if case .other = top.kind { return }
        // Read into a copy: the evaluator reads `types`, which must not be under modification meanwhile.
        var overrides = top.overrides
        switch member {
        case "supportedInterfaceOrientations":
            if let className = currentTypeName { recordMaskAnswer(className, member, at: location, body) }
            overrides.record(
                \.supportedInterfaceOrientations, forwarding: \.supportedInterfaceOrientations,
                at: location
            ) {
                makeEvaluator(names: [member], literal: SwiftLiterals.mask).evaluateForwardingToPresented(body)
            }
        case "shouldAutorotate":
            overrides.record(\.shouldAutorotate, forwarding: \.shouldAutorotate, at: location) {
                makeEvaluator(names: [member], literal: SwiftLiterals.bool).evaluateForwardingToPresented(body)
            }
        case "preferredInterfaceOrientationForPresentation":
            overrides.record(
                \.preferredInterfaceOrientationForPresentation,
                forwarding: \.preferredInterfaceOrientationForPresentation, at: location
            ) {
                makeEvaluator(names: [member], literal: SwiftLiterals.orientation).evaluateForwardingToPresented(body)
            }
        default:
            return
        }
        types[types.count - 1].overrides = overrides
    }

    /// An answer whose body only returns a variable, for masks changed without telling UIKit (`MaskNotices`).
    private func recordMaskAnswer(_ className: String, _ member: String, at name: TokenSyntax, _ body: CodeBlockItemListSyntax) {
        recordMaskAnswer(className, member, at: location(name), body)
    }

    private func recordMaskAnswer(_ className: String, _ member: String, at: SourceLocation, _ body: CodeBlockItemListSyntax) {
        guard let path = SwiftMaskNotices.returnedPath(body), path.first != "super" else { return }
        facts.maskNotices.answers.append(MaskNotices.Answer(className: className, member: member, path: path, location: at))
    }

    /// The body's `return .unknown` statements, when it answers the orientation to present in (`member` not nil).
    private func recordUnknownPreferred(_ member: String?, _ body: CodeBlockItemListSyntax) {
        guard let member else { return }
        for at in SwiftUnknownOrientationReturns.returns(in: body) {
            facts.unknownPreferredOrientations.append(
                ImportedUnknownPreferredOrientation(inClass: types.last?.name, member: member, location: location(at)))
        }
    }

    private func makeEvaluator<V>(names: Set<String>, literal: @escaping (FoldedExpr) -> V?) -> SwiftBodyEvaluator<V> {
        let top = types.last
        var evaluator = SwiftBodyEvaluator(
            names: names, literal: literal, storedProperties: top?.storedProperties ?? [],
            constants: top?.constants ?? [:], className: top?.name ?? "")
        evaluator.idiomHelpers = idiomHelpers
        evaluator.projectMasks = projectMasks
        return evaluator
    }

    /// Whether a declaration is a member of the type being walked (not a local inside a method).
    private func isMember(_ node: some SyntaxProtocol) -> Bool {
        node.parent?.is(MemberBlockItemSyntax.self) ?? false
    }

    private static func isOverride(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.tokenKind == .keyword(.override) }
    }

    /// The getter of a computed property: `{ ... }` or `{ get { ... } }`.
    static func getter(_ binding: PatternBindingSyntax) -> CodeBlockItemListSyntax? {
        switch binding.accessorBlock?.accessors {
        case .getter(let items)?: return items
        case .accessors(let list)?:
            return list.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
        case nil: return nil
        }
    }

    // MARK: Assignments

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        if budget.spent() { return .skipChildren }
        switch SwiftWindowRoots.windowRoot(node, in: self) {
        case .root(let root)?: facts.windowRoots.append(root)
        case .deferred(let root)?: facts.deferredWindowRoots.append(root)
        case nil: break
        }
        if let at = SwiftWindowSubviews.rootAssignment(node, in: self) { facts.windowRootAssignments.append(at) }
        return .visitChildren
    }

    // MARK: Member reads

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        SwiftReadiness.read(node, in: self, into: &facts.readiness)
        return .visitChildren
    }

    // MARK: Calls

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if budget.spent() { return .skipChildren }
        if let t = SwiftTransitions.transition(node, in: self) { facts.transitions.append(t) }
        let helpers = SwiftPresentingHelpers.read(node, in: self, typeName: types.last?.name)
        facts.presentingHelpers += helpers.helpers
        facts.helperCalls += helpers.calls
        if let r = SwiftRotationRequests.request(node, in: self) { facts.rotationRequests.append(r) }
        facts.swizzles += SwiftSwizzles.swizzles(node, in: self)
        if let s = SwiftWindowSubviews.subview(node, in: self) { facts.windowSubviews.append(s) }
        if let (name, _) = SwiftUIViews.createdType(node) {
            let boundary = SwiftScope.boundary(of: node)
            let gated = gatedScopes[boundary.id] ?? RotationVersionGate.isGated(boundary.description)
            gatedScopes[boundary.id] = gated
            if gated { facts.createdUnderVersionCheck.insert(name) } else { facts.createdElsewhere.insert(name) }
        }
        return .visitChildren
    }
}
