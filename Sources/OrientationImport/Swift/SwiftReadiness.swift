import OrientationPolicy
import SwiftSyntax

/// The iOS 27 readiness facts of Swift code (`ReadinessFacts`): the app delegate's scene configuration and
/// orientation methods, a scene delegate's mask, `statusBarOrientation`, and the orientation and main-screen reads
/// that decide a layout.
enum SwiftReadiness {
    /// The methods in which any read decides a layout: UIKit calls them to lay out (or to tell of a size or trait
    /// change the layout follows).
    static let layoutMethods: Set<String> = [
        "viewWillLayoutSubviews", "viewDidLayoutSubviews", "layoutSubviews", "updateViewConstraints", "updateConstraints",
        "viewWillTransition", "traitCollectionDidChange", "viewSafeAreaInsetsDidChange", "safeAreaInsetsDidChange",
    ]
    /// `application(_:configurationForConnecting:options:)`.
    static func isSceneConfiguration(_ name: String, _ parameters: [FunctionParameterSyntax]) -> Bool {
        name == "application" && parameters.count == 3 && parameters[1].firstName.text == "configurationForConnecting"
    }

    /// `supportedInterfaceOrientations(for windowScene: UIWindowScene)`, the scene delegate's mask (iOS 27).
    static func isSceneDelegateMask(_ name: String, _ parameters: [FunctionParameterSyntax]) -> Bool {
        name == "supportedInterfaceOrientations" && parameters.count == 1 && parameters[0].firstName.text == "for"
            && parameters[0].type.trimmedDescription.contains("UIWindowScene")
    }

    /// A member access that reads the orientation or the main screen's bounds, or reads or sets
    /// `statusBarOrientation`, recorded into `facts` when it is one.
    static func read(_ node: MemberAccessExprSyntax, in collector: SwiftFactCollector, into facts: inout ReadinessFacts) {
        let name = node.declName.baseName.text
        switch name {
        case "statusBarOrientation", "setStatusBarOrientation":
            guard let base = node.base?.trimmedDescription, isApplication(base), !SwiftAvailabilityGate.runsOnlyBeforeIOS27(node)
            else { return }
            facts.statusBarOrientationUses.append(
                ImportedStatusBarOrientationUse(
                    isSetter: name == "setStatusBarOrientation" || isAssigned(node), inClass: collector.currentTypeName,
                    location: collector.location(node.declName)))
        case "supportedInterfaceOrientations":
            guard let base = node.base?.trimmedDescription, isApplication(base), SwiftApplicationMaskCall.isCall(node),
                !SwiftAvailabilityGate.runsOnlyBeforeIOS27(node)
            else { return }
            facts.applicationMaskCalls.append(
                ImportedApplicationMaskCall(inClass: collector.currentTypeName, language: .swift, location: collector.location(node.declName)))
        case "interfaceOrientation", "orientation", "bounds", "nativeBounds":
            guard let base = node.base?.trimmedDescription.filter({ !$0.isWhitespace }) else { return }
            let kind: ImportedOrientationLayoutRead.Kind
            switch name {
            case "interfaceOrientation":
                // A controller's (deprecated) or a window scene's; not UIKit's own statusBarOrientation.
                guard !isAssigned(node) else { return }
                kind = .interfaceOrientation
            case "orientation":
                guard base == "UIDevice.current" || base == "UIDevice.current()" else { return }
                kind = .deviceOrientation
            default:
                guard base == "UIScreen.main" || base == "UIScreen.main()" else { return }
                kind = .screenBounds
            }
            // `keyWindow?.bounds.size ?? UIScreen.main.bounds.size`: the window's size, the screen's only without one.
            if kind == .screenBounds, SwiftWindowFallback.isFallback(node) { return }
            // `UIScreen.main.bounds.width == size.width`: whether the window fills the screen, not its layout.
            if kind == .screenBounds, SwiftScreenComparison.comparesWithOwnSize(node) { return }
            guard let (method, statement) = layoutDecision(node), !SwiftAvailabilityGate.runsOnlyBeforeIOS27(node) else { return }
            facts.orientationLayoutReads.append(
                ImportedOrientationLayoutRead(
                    kind: kind, spelled: base + "." + name, inClass: collector.currentTypeName,
                    inMethod: method.isEmpty ? nil : method, location: collector.location(anchor(of: node, in: statement))))
        default:
            return
        }
    }

    /// `UIApplication.shared`, `UIApplication.sharedApplication()`, `application` (the app delegate's parameter).
    static func isApplication(_ base: String) -> Bool {
        base.hasPrefix("UIApplication") || base == "application" || base == "app" || base.hasSuffix(".application")
    }

    /// Whether the member is the target of `=`.
    private static func isAssigned(_ node: MemberAccessExprSyntax) -> Bool {
        guard let list = node.parent?.as(ExprListSyntax.self) else { return false }
        var it = list.makeIterator()
        while let e = it.next() {
            if e.id == node.id { return it.next()?.is(AssignmentExprSyntax.self) ?? false }
        }
        return false
    }

    /// Where a layout read is reported, so that one decision is one finding: the opening parenthesis of the outermost
    /// call whose arguments hold it within its statement (`CGRect(` of a `CGRect(...)` whose width and height are
    /// read on two lines; `.frame(` of a SwiftUI modifier, whose chain can be a statement of a hundred lines), else
    /// the `if` whose condition holds it (each `else if` of a chain is its own decision), else the statement's first
    /// token.
    static func anchor(of read: some SyntaxProtocol, in statement: Syntax?) -> Syntax {
        var current = Syntax(read)
        var call: FunctionCallExprSyntax?
        var branch: Syntax?
        while let parent = current.parent, parent.id != statement?.id {
            if let c = parent.as(FunctionCallExprSyntax.self), current.id == c.arguments.id { call = c }
            if let i = parent.as(IfExprSyntax.self), current.id == i.conditions.id {
                branch = Syntax(i.ifKeyword)
                break
            }
            if parent.is(ClosureExprSyntax.self) { break }
            current = parent
        }
        if let call, let paren = call.leftParen { return Syntax(paren) }
        return branch ?? statement ?? Syntax(read)
    }

    /// Whether a read decides a layout: the name of the layout method it is in ("" when it is not in one but its
    /// statement sets a frame or constraint) and the statement it is in, or nil when it decides none.
    static func layoutDecision(_ node: some SyntaxProtocol) -> (method: String, statement: Syntax?)? {
        var current = Syntax(node)
        var statement: Syntax?
        while let parent = current.parent {
            if statement == nil, parent.is(CodeBlockItemSyntax.self) || parent.is(MemberBlockItemSyntax.self) {
                statement = parent
            }
            if let f = parent.as(FunctionDeclSyntax.self) {
                if layoutMethods.contains(f.name.text) { return (f.name.text, statement) }
                break
            }
            if parent.is(InitializerDeclSyntax.self) || parent.is(MemberBlockItemSyntax.self) { break }
            current = parent
        }
        guard let statement else { return nil }
        return SwiftLayoutStatement.setsLayout(statement) ? ("", statement) : nil
    }
}
