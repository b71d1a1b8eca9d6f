/// The Objective-C form of `SwiftScreenComparison`: `[UIScreen mainScreen].bounds.size.width ==
/// self.view.frame.size.width` (or `== size.width` in `viewWillTransitionToSize:withTransitionCoordinator:`) asks
/// whether the window fills the screen, which stays a true question in a resizable window on iOS 27; it does not size
/// the layout from the screen. A comparison with a constant (`== 568`) does, and stays a layout read.
enum ObjCScreenComparison {
    /// Whether the read at `i` (`bounds` of `[UIScreen mainScreen].bounds...`) is an operand of `==` or `!=` whose other
    /// operand is a view's, a window's or a size parameter's size, within `statement`.
    static func comparesWithOwnSize(at i: Int, tokens: [ObjCToken], statement: Range<Int>) -> Bool {
        // After the read: its member chain (`.size.width`), then the operator.
        var end = i + 1
        while end + 1 < statement.upperBound, tokens[end].text == ".", tokens[end + 1].kind == .identifier { end += 2 }
        if end < statement.upperBound, ["==", "!="].contains(tokens[end].text),
            namesOwnSize(operand(from: end + 1, step: 1, tokens: tokens, statement: statement))
        {
            return true
        }
        // Before the read: back over its receiver (`[UIScreen mainScreen].` or `UIScreen.mainScreen.`) to the operator.
        var start = i - 1
        guard start > statement.lowerBound, tokens[start].text == "." else { return false }
        start -= 1
        if tokens[start].text == "]" {
            var depth = 0
            while start >= statement.lowerBound {
                if tokens[start].text == "]" { depth += 1 }
                if tokens[start].text == "[" {
                    depth -= 1
                    if depth == 0 { break }
                }
                start -= 1
            }
            start -= 1
        } else {
            while start >= statement.lowerBound, tokens[start].kind == .identifier {
                if start - 1 >= statement.lowerBound, tokens[start - 1].text == "." { start -= 2 } else { start -= 1; break }
            }
        }
        guard start >= statement.lowerBound, ["==", "!="].contains(tokens[start].text) else { return false }
        return namesOwnSize(operand(from: start - 1, step: -1, tokens: tokens, statement: statement))
    }

    /// The tokens of the operand that starts at `k` and runs in `step`'s direction up to a boolean operator, a
    /// ternary, a comma, a semicolon or a bracket that closes (or, backwards, opens) around it.
    private static func operand(from k: Int, step: Int, tokens: [ObjCToken], statement: Range<Int>) -> [ObjCToken] {
        var part: [ObjCToken] = []
        var depth = 0
        var j = k
        let opening: Set<String> = step > 0 ? ["(", "["] : [")", "]"]
        let closing: Set<String> = step > 0 ? [")", "]"] : ["(", "["]
        while statement.contains(j) {
            let t = tokens[j].text
            if opening.contains(t) {
                depth += 1
            } else if closing.contains(t) {
                if depth == 0 { break }
                depth -= 1
            } else if depth == 0, ["&&", "||", "?", ":", ",", ";", "=", "==", "!=", "return"].contains(t) {
                break
            }
            part.append(tokens[j])
            j += step
        }
        return part
    }

    /// A view's or a window's frame or bounds (`self.view.frame.size.width`, `self.window.bounds`), or a size
    /// parameter's (`size.width`).
    private static func namesOwnSize(_ part: [ObjCToken]) -> Bool {
        let words = part.filter { $0.kind == .identifier }.map { $0.text.lowercased() }
        guard !words.isEmpty, !words.contains(where: { $0.contains("screen") }) else { return false }
        if words.first == "size" { return true }
        return words.contains { $0.contains("view") || $0.contains("window") } && words.contains { $0 == "frame" || $0 == "bounds" }
    }
}
