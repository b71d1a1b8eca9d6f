import SwiftSyntax

/// Reads the SwiftUI side of a Swift file: the `@main` `App` with its first `WindowGroup`'s view and its
/// `@UIApplicationDelegateAdaptor`, every `View` struct with the types it creates and the presentations it declares
/// (`.sheet`, `.fullScreenCover`, `.popover`; `NavigationLink` and `.navigationDestination` as pushes),
/// `UIViewControllerRepresentable` structs with the controller `makeUIViewController(context:)` returns, and which
/// view a hosting controller hosts (`class H: UIHostingController<V>`, `UIHostingController(rootView: V())`).
/// Views are matched by the types created in them (`V()`, `V(model: m)`); a view held in a variable, built by a
/// function, or erased to `AnyView` elsewhere is not followed.
final class SwiftUIViews: SyntaxVisitor {
    private let file: String
    private let converter: SourceLocationConverter
    private(set) var facts = SwiftUIFacts()

    static let presentationModifiers: [String: ImportedSwiftUITransition.Kind] = [
        "sheet": .sheet, "fullScreenCover": .fullScreenCover, "popover": .popover,
    ]

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

    // MARK: Types

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        let inherited = Set(node.inheritanceClause?.inheritedTypes.compactMap { SwiftNames.typeName($0.type) } ?? [])
        let isMain = node.attributes.contains { $0.as(AttributeSyntax.self).flatMap { SwiftNames.typeName($0.attributeName) } == "main" }
        if inherited.contains("App") && isMain {
            readApp(node)
        } else if inherited.contains("UIViewControllerRepresentable") {
            var view = readView(node)
            view.representedControllers = Self.representedControllers(node.memberBlock)
            facts.views.append(view)
        } else if inherited.contains("View") {
            facts.views.append(readView(node))
        }
        return .visitChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        // `class PortraitHostingController: UIHostingController<ContentView>`: every instance hosts that view.
        if let first = node.inheritanceClause?.inheritedTypes.first?.type.as(IdentifierTypeSyntax.self),
            first.name.text == "UIHostingController",
            let argument = first.genericArgumentClause?.arguments.first,
            case .type(let t) = argument.argument, let view = SwiftNames.typeName(t), view != "AnyView"
        {
            facts.hostedViews.append(
                ImportedHostedView(
                    hostingClass: node.name.text, view: view,
                    location: location(node.classKeyword), isSubclass: true))
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        // `UIHostingController(rootView: ContentView())`, `Host<ContentView>(rootView: ...)`.
        guard let first = node.arguments.first, first.label?.text == "rootView",
            let (host, token) = Self.createdType(node),
            let inner = Folding.stripped(first.expression).as(FunctionCallExprSyntax.self),
            let (view, _) = Self.createdType(inner), view != "AnyView"
        else { return .visitChildren }
        facts.hostedViews.append(ImportedHostedView(hostingClass: host, view: view, location: location(token), isSubclass: false))
        return .visitChildren
    }

    // MARK: The app

    private func readApp(_ node: StructDeclSyntax) {
        var delegate: Located<String>?
        var rootViews: [String] = []
        for member in node.memberBlock.members {
            guard let v = member.decl.as(VariableDeclSyntax.self) else { continue }
            for attribute in v.attributes {
                guard let a = attribute.as(AttributeSyntax.self), SwiftNames.typeName(a.attributeName) == "UIApplicationDelegateAdaptor",
                    delegate == nil
                else { continue }
                var name: String?
                if case .argumentList(let args)? = a.arguments, let e = args.first?.expression,
                    let p = SwiftNames.path(e), p.count >= 2, p.last == "self"
                {
                    name = p[p.count - 2]
                } else if let t = v.bindings.first?.typeAnnotation?.type {
                    name = SwiftNames.typeName(t)
                }
                if let name { delegate = Located(name, at: location(a)) }
            }
            if rootViews.isEmpty, let group = Self.firstCall(named: "WindowGroup", in: Syntax(v)) {
                var content = Content()
                for arg in group.arguments { read(Syntax(arg.expression), into: &content) }
                if let c = group.trailingClosure { read(Syntax(c), into: &content) }
                rootViews = content.created
            }
        }
        facts.apps.append(
            ImportedSwiftUIApp(
                name: node.name.text, location: location(node.structKeyword),
                rootViews: rootViews, delegateClass: delegate))
    }

    private static func firstCall(named name: String, in node: Syntax) -> FunctionCallExprSyntax? {
        if let call = node.as(FunctionCallExprSyntax.self), createdType(call)?.name == name { return call }
        for child in node.children(viewMode: .sourceAccurate) {
            if let found = firstCall(named: name, in: child) { return found }
        }
        return nil
    }

    // MARK: Views

    private struct Content {
        var created: [String] = []
        var transitions: [ImportedSwiftUITransition] = []
    }

    private func readView(_ node: StructDeclSyntax) -> ImportedSwiftUIView {
        var content = Content()
        for member in node.memberBlock.members { read(Syntax(member.decl), into: &content) }
        return ImportedSwiftUIView(
            name: node.name.text, location: location(node.structKeyword),
            created: content.created, transitions: content.transitions)
    }

    /// The types created under `node` and the presentations declared there; nested type declarations are views of
    /// their own and are read when the walk reaches them.
    private func read(_ node: Syntax, into content: inout Content) {
        if node.is(StructDeclSyntax.self) || node.is(ClassDeclSyntax.self) || node.is(EnumDeclSyntax.self)
            || node.is(ExtensionDeclSyntax.self) || node.is(ProtocolDeclSyntax.self) || node.is(ActorDeclSyntax.self)
        {
            return
        }
        guard let call = node.as(FunctionCallExprSyntax.self) else {
            for child in node.children(viewMode: .sourceAccurate) { read(child, into: &content) }
            return
        }
        let callee = Folding.stripped(call.calledExpression)
        if let m = callee.as(MemberAccessExprSyntax.self), let base = m.base,
            let kind = Self.presentationModifiers[m.declName.baseName.text]
        {
            // `.sheet(isPresented: $x) { SettingsView() }`: the content is another hosting controller's.
            var shown = Content()
            var closures: [Syntax] = call.arguments.filter { Folding.stripped($0.expression).is(ClosureExprSyntax.self) }
                .map { Syntax($0.expression) }
            if let c = call.trailingClosure { closures.append(Syntax(c)) }
            closures += call.additionalTrailingClosures.map { Syntax($0.closure) }
            for c in closures { read(c, into: &shown) }
            content.transitions.append(
                ImportedSwiftUITransition(
                    kind: kind, views: shown.created,
                    location: location(m.declName.baseName)))
            read(Syntax(base), into: &content)
            return
        }
        if let m = callee.as(MemberAccessExprSyntax.self), m.base != nil, m.declName.baseName.text == "navigationDestination" {
            var pushed = Content()
            if let c = call.trailingClosure { read(Syntax(c), into: &pushed) }
            for a in call.arguments where a.label?.text == "destination" { read(Syntax(a.expression), into: &pushed) }
            content.transitions.append(
                ImportedSwiftUITransition(
                    kind: .push, views: pushed.created,
                    location: location(m.declName.baseName)))
        }
        if let (name, token) = Self.createdType(call) {
            if name == "NavigationLink" {
                var pushed = Content()
                for a in call.arguments where a.label?.text == "destination" { read(Syntax(a.expression), into: &pushed) }
                if let c = call.trailingClosure, !call.additionalTrailingClosures.isEmpty { read(Syntax(c), into: &pushed) }
                content.transitions.append(ImportedSwiftUITransition(kind: .push, views: pushed.created, location: location(token)))
            } else {
                content.created.append(name)
            }
        }
        for child in node.children(viewMode: .sourceAccurate) { read(child, into: &content) }
    }

    /// The type a call creates: `V(...)`, `V<T>(...)`, `V.init(...)`; nil for calls of functions and methods.
    static func createdType(_ call: FunctionCallExprSyntax) -> (name: String, token: TokenSyntax)? {
        var e = Folding.stripped(call.calledExpression)
        if let g = e.as(GenericSpecializationExprSyntax.self) { e = Folding.stripped(g.expression) }
        if let m = e.as(MemberAccessExprSyntax.self), m.declName.baseName.text == "init", let base = m.base {
            e = Folding.stripped(base)
        }
        guard let d = e.as(DeclReferenceExprSyntax.self), SwiftNames.looksLikeType(d.baseName.text) else { return nil }
        return (d.baseName.text, d.baseName)
    }

    /// `func makeUIViewController(context:) -> PlayerViewController { ... }`: the return type (unless it is the
    /// protocol's placeholder), then the types its body creates, then `typealias UIViewControllerType = X`.
    static func representedControllers(_ members: MemberBlockSyntax) -> [String] {
        var out: [String] = []
        for member in members.members {
            if let f = member.decl.as(FunctionDeclSyntax.self), f.name.text == "makeUIViewController" {
                if let t = f.signature.returnClause?.type, let name = SwiftNames.typeName(t),
                    !["UIViewControllerType", "Self"].contains(name)
                {
                    out.append(name)
                }
                if let body = f.body { collectCreated(Syntax(body), into: &out) }
            } else if let a = member.decl.as(TypeAliasDeclSyntax.self), a.name.text == "UIViewControllerType",
                let name = SwiftNames.typeName(a.initializer.value)
            {
                out.insert(name, at: 0)
            }
        }
        return out
    }

    private static func collectCreated(_ node: Syntax, into out: inout [String]) {
        if let call = node.as(FunctionCallExprSyntax.self), let (name, _) = createdType(call) { out.append(name) }
        for child in node.children(viewMode: .sourceAccurate) { collectCreated(child, into: &out) }
    }
}
