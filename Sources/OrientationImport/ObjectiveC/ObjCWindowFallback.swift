/// The Objective-C form of `SwiftWindowFallback`'s ternary: a read of `[UIScreen mainScreen].bounds` in the `else`
/// part of a ternary whose `then` part is a window's frame or bounds (`window ? window.bounds : [UIScreen
/// mainScreen].bounds`, Google Sign-In's `CGRectIsEmpty(keyWindow.bounds) ? keyWindow.bounds : [UIScreen
/// mainScreen].bounds`): the code uses the window's size whenever it has one, so the screen's is no layout decision
/// of its own.
enum ObjCWindowFallback {
    /// Whether the read at `i` is the `else` operand of such a ternary, within `statement`.
    static func isFallback(at i: Int, tokens: [ObjCToken], statement: Range<Int>) -> Bool {
        // Back from the read, at its own bracket depth: the ternary's `:`, then its `?`.
        var depth = 0
        var colon: Int?
        var j = i - 1
        while j >= statement.lowerBound {
            let t = tokens[j].text
            if t == ")" || t == "]" {
                depth += 1
            } else if t == "(" || t == "[" {
                depth -= 1
                if depth < 0 { return false }
            } else if depth == 0, t == ":", colon == nil {
                colon = j
            } else if depth == 0, t == "?", let c = colon {
                return namesWindowSize(tokens[(j + 1)..<c])
            } else if depth == 0, t == "=" || t == "return" {
                return false
            }
            j -= 1
        }
        return false
    }

    /// `window.bounds`, `self.view.window.frame`, `keyWindow.bounds.size`: a window's size, not its screen's.
    private static func namesWindowSize(_ part: ArraySlice<ObjCToken>) -> Bool {
        let words = part.filter { $0.kind == .identifier }.map { $0.text.lowercased() }
        return words.contains { $0.contains("window") } && !words.contains { $0.contains("screen") }
            && words.contains { $0 == "frame" || $0 == "bounds" || $0 == "size" }
    }
}
