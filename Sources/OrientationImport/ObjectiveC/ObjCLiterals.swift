import OrientationPolicy

/// Reads UIKit's Objective-C constants: `UIInterfaceOrientationMask...`, `UIInterfaceOrientation...`,
/// `UIDeviceOrientation...` (compared by raw value, as C compares them), `UIModalPresentation...`, `YES`/`NO`.
enum ObjCLiterals {
    static func maskConstant(_ name: String) -> InterfaceOrientationMask? {
        switch name {
        case "UIInterfaceOrientationMaskPortrait": .portrait
        case "UIInterfaceOrientationMaskPortraitUpsideDown": .portraitUpsideDown
        case "UIInterfaceOrientationMaskLandscapeLeft": .landscapeLeft
        case "UIInterfaceOrientationMaskLandscapeRight": .landscapeRight
        case "UIInterfaceOrientationMaskLandscape": .landscape
        case "UIInterfaceOrientationMaskAll": .all
        case "UIInterfaceOrientationMaskAllButUpsideDown": .allButUpsideDown
        default: nil
        }
    }

    /// `UIInterfaceOrientation...` and `UIDeviceOrientation...` constants by raw value: `UIDeviceOrientationLandscapeLeft`
    /// is 3, which is `UIInterfaceOrientationLandscapeRight` (UIApplication.h explains the swap).
    static func orientationConstant(_ name: String) -> InterfaceOrientation? {
        switch name {
        case "UIInterfaceOrientationPortrait", "UIDeviceOrientationPortrait": .portrait
        case "UIInterfaceOrientationPortraitUpsideDown", "UIDeviceOrientationPortraitUpsideDown": .portraitUpsideDown
        case "UIInterfaceOrientationLandscapeRight", "UIDeviceOrientationLandscapeLeft": .landscapeRight
        case "UIInterfaceOrientationLandscapeLeft", "UIDeviceOrientationLandscapeRight": .landscapeLeft
        case "UIInterfaceOrientationUnknown", "UIDeviceOrientationUnknown": .unknown
        default: nil
        }
    }

    /// A mask: constants, `A | B`, `(1 << UIInterfaceOrientationPortrait)`, integers, casts. Bits that name no
    /// orientation are dropped as UIKit ignores them, so the iOS 6 slip `return UIInterfaceOrientationPortrait;`
    /// (1) is the empty mask.
    static func mask(_ e: ObjCExpr) -> InterfaceOrientationMask? {
        integer(e).map { InterfaceOrientationMask(rawValue: $0 & InterfaceOrientationMask.validBits) }
    }

    static func integer(_ e: ObjCExpr) -> UInt? {
        switch e.kind {
        case .identifier(let name):
            if let m = maskConstant(name) { return m.rawValue }
            if let o = orientationConstant(name) { return UInt(o.rawValue) }
            return nil
        case .number(let text):
            var digits = Substring(text)
            while let last = digits.last, "uUlL".contains(last) { digits = digits.dropLast() }
            if digits.hasPrefix("0x") || digits.hasPrefix("0X") { return UInt(digits.dropFirst(2), radix: 16) }
            return UInt(digits)
        case .cast(_, let inner): return integer(inner)
        case .binary(let op, let l, let r):
            guard let a = integer(l), let b = integer(r) else { return nil }
            switch op {
            case "|": return a | b
            case "+": return a.addingReportingOverflow(b).overflow ? nil : a + b
            case "<<": return b < 64 ? a << b : nil
            default: return nil
            }
        default:
            return nil
        }
    }

    static func bool(_ e: ObjCExpr) -> Bool? {
        guard case .identifier(let name) = e.uncast.kind else { return nil }
        switch name {
        case "YES", "true", "TRUE": return true
        case "NO", "false", "FALSE": return false
        default: return nil
        }
    }

    static func orientation(_ e: ObjCExpr) -> InterfaceOrientation? {
        guard case .identifier(let name) = e.uncast.kind else { return nil }
        return orientationConstant(name)
    }

    static func presentationStyle(_ e: ObjCExpr) -> ModalPresentationStyle? {
        guard case .identifier(let name) = e.uncast.kind else { return nil }
        return ModalPresentationStyle.named(name)
    }
}

/// The iOS 2-5 `shouldAutorotateToInterfaceOrientation:` body as the orientations it accepts.
struct ObjCAutorotatePredicate {
    var parameter: String

    func mask(_ e: ObjCExpr) -> InterfaceOrientationMask? {
        switch e.kind {
        case .binary(let op, let l, let r) where op == "||" || op == "&&":
            return AutorotatePredicate.combine(op, mask(l), mask(r))
        case .binary(let op, let l, let r) where op == "==" || op == "!=":
            if isParameter(l), let o = ObjCLiterals.orientation(r) { return AutorotatePredicate.comparison(op, o) }
            if isParameter(r), let o = ObjCLiterals.orientation(l) { return AutorotatePredicate.comparison(op, o) }
            return nil
        case .unary("!", let inner):
            return mask(inner).map(AutorotatePredicate.complement)
        case .call(let name, let args) where args.count == 1 && isParameter(args[0]):
            return AutorotatePredicate.macro(name)
        case .cast(_, let inner):
            return mask(inner)
        default:
            return ObjCLiterals.bool(e).map(AutorotatePredicate.constant)
        }
    }

    private func isParameter(_ e: ObjCExpr) -> Bool {
        if case .identifier(let name) = e.uncast.kind { return name == parameter }
        return false
    }
}
