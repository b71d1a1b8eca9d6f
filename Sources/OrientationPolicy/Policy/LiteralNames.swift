/// The vocabulary names the explanation sentences use, as literal pieces.
///
/// Every name below is one of the engine's own words (plain ASCII, no `"`, `\` or control character), so an
/// encoder copies it as it is. Handed out as `.text(String)` it went through the escaping scan on every
/// response: about half of the text pieces of a decision were these names (BENCHMARKS.md). Each table equals the
/// public `String` spelling it mirrors; `ExplanationStepTests` checks every entry against it.
/// Always inlined: a sink's switch over the piece then folds into the table's switch (as calls they cost a call,
/// a returned piece to switch on and its destruction, per name).
extension InterfaceOrientation {
    /// `name` as a literal piece.
    @inlinable @inline(__always) var namePiece: TextPiece {
        switch self {
        case .unknown: "unknown"
        case .portrait: "portrait"
        case .portraitUpsideDown: "portraitUpsideDown"
        case .landscapeRight: "landscapeRight"
        case .landscapeLeft: "landscapeLeft"
        }
    }
}

extension DeviceOrientation {
    /// `name` as a literal piece.
    @inlinable @inline(__always) var namePiece: TextPiece {
        switch self {
        case .unknown: "unknown"
        case .portrait: "portrait"
        case .portraitUpsideDown: "portraitUpsideDown"
        case .landscapeLeft: "landscapeLeft"
        case .landscapeRight: "landscapeRight"
        case .faceUp: "faceUp"
        case .faceDown: "faceDown"
        }
    }
}

extension Idiom {
    /// `name` as a literal piece.
    @inlinable @inline(__always) var namePiece: TextPiece { self == .phone ? "phone" : "pad" }
}

extension ModalPresentationStyle {
    /// `name` as a literal piece.
    @inlinable @inline(__always) var namePiece: TextPiece {
        switch self {
        case .automatic: "automatic"
        case .fullScreen: "fullScreen"
        case .pageSheet: "pageSheet"
        case .formSheet: "formSheet"
        case .currentContext: "currentContext"
        case .custom: "custom"
        case .overFullScreen: "overFullScreen"
        case .overCurrentContext: "overCurrentContext"
        case .popover: "popover"
        }
    }
}

extension ChildForwarding {
    /// `rawValue` as a literal piece.
    @inlinable @inline(__always) var namePiece: TextPiece {
        switch self {
        case .none: "none"
        case .topViewController: "topViewController"
        case .visibleViewController: "visibleViewController"
        case .selectedViewController: "selectedViewController"
        case .allChildren: "allChildren"
        }
    }
}

extension InterfaceOrientationMask {
    /// `spoken` as a literal piece: `none` for an empty mask, else the list of its valid bits.
    @inlinable @inline(__always) var spokenPiece: TextPiece {
        if isEmpty { return "none" }
        // Index bits, low to high: portrait, portraitUpsideDown, landscapeRight, landscapeLeft (the mask's bits
        // 1-4); each list is in response order (portrait, portraitUpsideDown, landscapeLeft, landscapeRight).
        switch (rawValue >> 1) & 0xF {
        case 0: return ""
        case 1: return "portrait"
        case 2: return "portraitUpsideDown"
        case 3: return "portrait, portraitUpsideDown"
        case 4: return "landscapeRight"
        case 5: return "portrait, landscapeRight"
        case 6: return "portraitUpsideDown, landscapeRight"
        case 7: return "portrait, portraitUpsideDown, landscapeRight"
        case 8: return "landscapeLeft"
        case 9: return "portrait, landscapeLeft"
        case 10: return "portraitUpsideDown, landscapeLeft"
        case 11: return "portrait, portraitUpsideDown, landscapeLeft"
        case 12: return "landscapeLeft, landscapeRight"
        case 13: return "portrait, landscapeLeft, landscapeRight"
        case 14: return "portraitUpsideDown, landscapeLeft, landscapeRight"
        default: return "portrait, portraitUpsideDown, landscapeLeft, landscapeRight"
        }
    }
}

extension ControllerPath {
    /// `index(i)` as a piece: a literal for the small indices requests use, text beyond. Always inlined, so that a
    /// sink's switch over the piece folds into this one (as a call it returned a piece to switch on and destroy).
    @inlinable @inline(__always) static func indexPiece(_ i: Int) -> TextPiece {
        switch i {
        case 0: "0"
        case 1: "1"
        case 2: "2"
        case 3: "3"
        case 4: "4"
        case 5: "5"
        case 6: "6"
        case 7: "7"
        case 8: "8"
        case 9: "9"
        case 10: "10"
        case 11: "11"
        case 12: "12"
        case 13: "13"
        case 14: "14"
        case 15: "15"
        default: .text(String(i))
        }
    }
}
