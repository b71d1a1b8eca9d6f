import OrientationPolicy
import SwiftSyntax

/// Reads UIKit literals in the spellings Swift has had since Swift 1: masks, orientations, booleans,
/// presentation styles, and the integers `Int(UIInterfaceOrientationMask.Portrait.rawValue)` era code computes.
enum SwiftLiterals {
    static let maskTypes: Set<String> = ["UIInterfaceOrientationMask"]
    static let orientationTypes: Set<String> = ["UIInterfaceOrientation"]
    static let styleTypes: Set<String> = ["UIModalPresentationStyle"]

    /// `UIInterfaceOrientationMask` members (Swift 3 spelling; Swift 2's capitalised ones are lowered first).
    static func maskNamed(_ name: String) -> InterfaceOrientationMask? {
        switch SwiftNames.lowerFirst(name) {
        case "portrait": .portrait
        case "portraitUpsideDown": .portraitUpsideDown
        case "landscapeLeft": .landscapeLeft
        case "landscapeRight": .landscapeRight
        case "landscape": .landscape
        case "all": .all
        case "allButUpsideDown": .allButUpsideDown
        default: nil
        }
    }

    /// `UIInterfaceOrientation` members.
    static func orientationNamed(_ name: String) -> InterfaceOrientation? {
        switch SwiftNames.lowerFirst(name) {
        case "portrait": .portrait
        case "portraitUpsideDown": .portraitUpsideDown
        case "landscapeLeft": .landscapeLeft
        case "landscapeRight": .landscapeRight
        case "unknown": .unknown
        default: nil
        }
    }

    /// A mask literal: `.portrait`, `[.landscapeLeft, .landscapeRight]`, `UIInterfaceOrientationMask.all`,
    /// `UIInterfaceOrientationMask(rawValue: 24)`, `.init(rawValue: A.rawValue | B.rawValue)`, `a.union(b)`,
    /// Swift 1's `A | B`, and the integers of Swift 2's `-> Int` overrides. Bits that name no orientation are
    /// dropped, as UIKit ignores them: returning `UIInterfaceOrientation.Portrait.rawValue` (1) where a mask is
    /// expected gives the empty mask, the classic iOS 6 migration bug.
    static func mask(_ e: FoldedExpr) -> InterfaceOrientationMask? {
        switch e {
        case .binary("|", let l, let r):
            guard let a = mask(l), let b = mask(r) else { return nil }
            return a.union(b)
        case .leaf(let x):
            if let array = x.as(ArrayExprSyntax.self) {
                var m: InterfaceOrientationMask = []
                for element in array.elements {
                    guard let part = mask(FoldedExpr(element.expression)) else { return nil }
                    m.formUnion(part)
                }
                return m
            }
            if let name = SwiftNames.member(x, ofType: maskTypes), let m = maskNamed(name) { return m }
            if let call = x.as(FunctionCallExprSyntax.self) {
                let callee = Folding.stripped(call.calledExpression)
                let args = Array(call.arguments)
                if args.count == 1, args[0].label?.text == "rawValue", isMaskInitializer(callee),
                    let raw = integer(FoldedExpr(args[0].expression))
                {
                    return InterfaceOrientationMask(rawValue: raw & InterfaceOrientationMask.validBits)
                }
                if args.count == 1, let m = callee.as(MemberAccessExprSyntax.self), let base = m.base,
                    ["union", "intersection"].contains(m.declName.baseName.text),
                    let a = mask(FoldedExpr(base)), let b = mask(FoldedExpr(args[0].expression))
                {
                    return m.declName.baseName.text == "union" ? a.union(b) : a.intersection(b)
                }
            }
            return integer(e).map { InterfaceOrientationMask(rawValue: $0 & InterfaceOrientationMask.validBits) }
        default:
            return integer(e).map { InterfaceOrientationMask(rawValue: $0 & InterfaceOrientationMask.validBits) }
        }
    }

    private static func isMaskInitializer(_ callee: ExprSyntax) -> Bool {
        if let d = callee.as(DeclReferenceExprSyntax.self) { return maskTypes.contains(d.baseName.text) }
        if let m = callee.as(MemberAccessExprSyntax.self), m.declName.baseName.text == "init" {
            guard let base = m.base else { return true }
            return SwiftNames.path(base).map { $0.last.map(maskTypes.contains) ?? false } ?? false
        }
        return false
    }

    /// An integer: a literal, `X.rawValue` of a mask or orientation literal with its type written, `Int(...)` /
    /// `UInt(...)`, and `|`, `<<`, `+` of those.
    static func integer(_ e: FoldedExpr) -> UInt? {
        switch e {
        case .binary(let op, let l, let r):
            guard let a = integer(l), let b = integer(r) else { return nil }
            switch op {
            case "|": return a | b
            case "+": return a.addingReportingOverflow(b).overflow ? nil : a + b
            case "<<": return b < 64 ? a << b : nil
            default: return nil
            }
        case .leaf(let x):
            if let literal = x.as(IntegerLiteralExprSyntax.self) { return parseInteger(literal.literal.text) }
            if let m = x.as(MemberAccessExprSyntax.self), m.declName.baseName.text == "rawValue", let base = m.base,
                let baseMember = Folding.stripped(base).as(MemberAccessExprSyntax.self), baseMember.base != nil
            {
                if let name = SwiftNames.member(base, ofType: maskTypes), let mask = maskNamed(name) {
                    return mask.rawValue
                }
                if let name = SwiftNames.member(base, ofType: orientationTypes), let o = orientationNamed(name) {
                    return UInt(o.rawValue)
                }
                return nil
            }
            if let call = x.as(FunctionCallExprSyntax.self), call.arguments.count == 1,
                call.arguments.first?.label == nil,
                let name = Folding.stripped(call.calledExpression).as(DeclReferenceExprSyntax.self)?.baseName.text,
                ["Int", "UInt", "Int32", "UInt32", "NSInteger", "NSUInteger"].contains(name),
                let arg = call.arguments.first
            {
                return integer(FoldedExpr(arg.expression))
            }
            return nil
        default:
            return nil
        }
    }

    private static func parseInteger(_ text: String) -> UInt? {
        let digits = text.replacingUnderscores()
        if digits.hasPrefix("0x") { return UInt(digits.dropFirst(2), radix: 16) }
        if digits.hasPrefix("0b") { return UInt(digits.dropFirst(2), radix: 2) }
        if digits.hasPrefix("0o") { return UInt(digits.dropFirst(2), radix: 8) }
        return UInt(digits)
    }

    /// `true` / `false`.
    static func bool(_ e: FoldedExpr) -> Bool? {
        guard let b = e.leaf?.as(BooleanLiteralExprSyntax.self) else { return nil }
        return b.literal.tokenKind == .keyword(.true)
    }

    /// `.landscapeRight`, `UIInterfaceOrientation.portrait`, `UIInterfaceOrientation(rawValue: 3)!`.
    static func orientation(_ e: FoldedExpr) -> InterfaceOrientation? {
        guard var x = e.leaf else { return nil }
        if let f = x.as(ForceUnwrapExprSyntax.self) { x = Folding.stripped(f.expression) }
        if let name = SwiftNames.member(x, ofType: orientationTypes) { return orientationNamed(name) }
        if let call = x.as(FunctionCallExprSyntax.self), call.arguments.count == 1,
            call.arguments.first?.label?.text == "rawValue",
            let d = Folding.stripped(call.calledExpression).as(DeclReferenceExprSyntax.self),
            orientationTypes.contains(d.baseName.text), let arg = call.arguments.first,
            let raw = integer(FoldedExpr(arg.expression)), raw <= 4
        {
            return InterfaceOrientation(rawValue: Int(raw))
        }
        return nil
    }

    /// `.fullScreen`, `UIModalPresentationStyle.overFullScreen`, Swift 2's `.FullScreen`.
    static func presentationStyle(_ expr: ExprSyntax) -> ModalPresentationStyle? {
        guard let name = SwiftNames.member(expr, ofType: styleTypes) else { return nil }
        return ModalPresentationStyle.named(SwiftNames.lowerFirst(name))
    }
}

extension String {
    fileprivate func replacingUnderscores() -> String {
        String(filter { $0 != "_" })
    }
}
