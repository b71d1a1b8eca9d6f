import SwiftSyntax

/// Reads, for `MaskNotices`, the Swift that tells UIKit a mask changed: stored `var`s and the observers that call
/// `setNeedsUpdateOfSupportedInterfaceOrientations()`, each function's calls, and answers whose body only returns
/// a variable. Hooked into walks that already run (`SwiftVariableWrites`, `SwiftFactCollector`), so no file is
/// walked again for it.
enum SwiftMaskNotices {
    /// A stored `var`, and whether its observers call the update.
    static func binding(_ node: PatternBindingSyntax, into notices: inout MaskNotices) {
        guard let id = node.pattern.as(IdentifierPatternSyntax.self)?.identifier,
            let decl = node.parent?.parent?.as(VariableDeclSyntax.self),
            decl.bindingSpecifier.tokenKind == .keyword(.var)
        else { return }
        switch node.accessorBlock?.accessors {
        case nil:
            notices.storedVariables.insert(id.text)
        case .getter?:
            return
        case .accessors(let list)?:
            guard list.allSatisfy({ [.keyword(.willSet), .keyword(.didSet)].contains($0.accessorSpecifier.tokenKind) })
            else { return }
            notices.storedVariables.insert(id.text)
            if list.contains(where: { $0.body.map { calls(MaskNotices.update, in: Syntax($0)) } ?? false }) {
                notices.observedVariables.insert(id.text)
            }
        }
    }

    /// A call to `name` from the body of `function`.
    static func call(_ name: String, in function: String?, into notices: inout MaskNotices) {
        guard let function else { return }
        if name == MaskNotices.update {
            notices.functions[function, default: MaskNotices.Function()].notifies = true
        } else {
            notices.functions[function, default: MaskNotices.Function()].calls.insert(name)
        }
    }

    /// The path a body only returns: `return a.b`, `a.b` alone (an implicit return), `self.b`, `Type.b`.
    static func returnedPath(_ body: CodeBlockItemListSyntax) -> [String]? {
        guard body.count == 1, let only = body.first else { return nil }
        let expr: ExprSyntax
        switch only.item {
        case .expr(let e): expr = e
        case .stmt(let s):
            guard let r = s.as(ReturnStmtSyntax.self), let e = r.expression else { return nil }
            expr = e
        default: return nil
        }
        guard let path = SwiftNames.path(expr), !path.isEmpty else { return nil }
        return path
    }

    /// Whether `node` calls `name` anywhere (a textual test, for the few observer bodies there are).
    private static func calls(_ name: String, in node: Syntax) -> Bool {
        node.description.contains(name)
    }
}
