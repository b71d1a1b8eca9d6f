/// `[[UIApplication sharedApplication] supportedInterfaceOrientationsForWindow:window]`, the call iOS 27 deprecates
/// (`ImportedApplicationMaskCall`), read from a method's tokens, and whether only code for older systems runs it.
enum ObjCApplicationMaskCall {
    static let selectorName = "supportedInterfaceOrientationsForWindow"

    /// Whether the identifier at `i` is the message to the application: the receiver is
    /// `[UIApplication sharedApplication]`, `UIApplication.sharedApplication`, or the app delegate's `application`
    /// (`app`, `UIApp`) parameter; never the app delegate's own method called as
    /// `[self application:app supportedInterfaceOrientationsForWindow:window]`, nor another class's method.
    static func isCall(at i: Int, tokens: [ObjCToken], body: Range<Int>) -> Bool {
        guard i > body.lowerBound, i + 1 < body.upperBound, tokens[i + 1].isPunctuation(":") else { return false }
        var j = i - 1
        if tokens[j].isPunctuation("]") {
            guard let open = matching(closing: j, "[", "]", tokens: tokens, from: body.lowerBound), open > body.lowerBound
            else { return false }
            let inner = tokens[(open + 1)..<j]
            return tokens[open - 1].isPunctuation("[") && inner.contains { $0.isIdentifier("sharedApplication") }
        }
        var names: [String] = []
        while j >= body.lowerBound, tokens[j].kind == .identifier || tokens[j].isPunctuation(".") {
            if tokens[j].kind == .identifier { names.append(tokens[j].text) }
            j -= 1
        }
        guard j >= body.lowerBound, tokens[j].isPunctuation("[") else { return false }
        return names.contains("sharedApplication") || names == ["application"] || names == ["app"] || names == ["UIApp"]
    }

    /// Whether the token at `i` runs only before iOS 27: inside the `else` block of
    /// `if (@available(iOS N, *)) {...}` with N at most 27.0 and no other condition, at any depth
    /// (`ObjCLegacyVersionBranches.availableBefore27`).
    static func runsOnlyBeforeIOS27(at i: Int, tokens: [ObjCToken], body: Range<Int>) -> Bool {
        var k = i
        while let open = enclosingBrace(before: k, tokens: tokens, from: body.lowerBound) {
            defer { k = open }
            guard open - 2 >= body.lowerBound, tokens[open - 1].isIdentifier("else"), tokens[open - 2].isPunctuation("}"),
                let thenOpen = matching(closing: open - 2, "{", "}", tokens: tokens, from: body.lowerBound),
                thenOpen - 1 >= body.lowerBound, tokens[thenOpen - 1].isPunctuation(")"),
                let condition = matching(closing: thenOpen - 1, "(", ")", tokens: tokens, from: body.lowerBound),
                condition - 1 >= body.lowerBound, tokens[condition - 1].isIdentifier("if")
            else { continue }
            if ObjCLegacyVersionBranches.availableBefore27(tokens[(condition + 1)..<(thenOpen - 1)]) { return true }
        }
        return false
    }

    /// The index of the `{` that opens the block around `i`, or nil at the method's top level.
    private static func enclosingBrace(before i: Int, tokens: [ObjCToken], from lower: Int) -> Int? {
        var depth = 0
        var k = i - 1
        while k >= lower {
            if tokens[k].isPunctuation("}") { depth += 1 }
            if tokens[k].isPunctuation("{") {
                if depth == 0 { return k }
                depth -= 1
            }
            k -= 1
        }
        return nil
    }

    /// The index of the `open` token that matches the `close` token at `j`.
    private static func matching(closing j: Int, _ open: String, _ close: String, tokens: [ObjCToken], from lower: Int) -> Int? {
        var depth = 0
        var k = j
        while k >= lower {
            if tokens[k].isPunctuation(close) { depth += 1 }
            if tokens[k].isPunctuation(open) {
                depth -= 1
                if depth == 0 { return k }
            }
            k -= 1
        }
        return nil
    }
}
