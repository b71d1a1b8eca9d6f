import OrientationPolicy

/// The presentation style an Objective-C class gives itself: `self.modalPresentationStyle = ...;` or `[self
/// setModalPresentationStyle:...]` in an `init...` method or `awakeFromNib`, which run before anyone can present
/// it, or a `- (UIModalPresentationStyle)modalPresentationStyle` that returns a constant.
enum ObjCOwnPresentationStyle {
    /// The style one method of the class sets, with the token index of the value.
    static func read(_ method: ObjCDeclarations.Method, _ statements: [ObjCStatement]) -> (ModalPresentationStyle, Int)? {
        if method.selector == "modalPresentationStyle", statements.count == 1,
            case .returnStatement(let e?, _) = statements[0], let style = ObjCLiterals.presentationStyle(e)
        {
            return (style, e.range.lowerBound)
        }
        guard method.selector.hasPrefix("init") || method.selector == "awakeFromNib" else { return nil }
        var found: (ModalPresentationStyle, Int)?
        for s in statements {
            s.forEachExpression { top in
                top.forEach { e in
                    switch e.kind {
                    case .binary("=", let lhs, let rhs) where lhs.path == ["modalPresentationStyle"]:
                        if let style = ObjCLiterals.presentationStyle(rhs) { found = (style, rhs.range.lowerBound) }
                    case .message(let receiver, "setModalPresentationStyle:", let args) where args.count == 1 && receiver.path == []:
                        if let style = ObjCLiterals.presentationStyle(args[0]) { found = (style, args[0].range.lowerBound) }
                    default:
                        break
                    }
                }
            }
        }
        return found
    }
}
