/// The `return UIInterfaceOrientationUnknown;` statements of an Objective-C method that answers the orientation to
/// present in (`preferredInterfaceOrientationForPresentation`, `navigationControllerPreferredInterfaceOrientation…:`):
/// the constant, `0` (its value), either behind a cast or parentheses, or as either side of `c ? a : b`. Returns
/// inside a block (`^{ … }`) answer the block, not the method, and are skipped. Read from the body's token texts.
enum ObjCUnknownOrientationReturns {
    /// The indices (into `tokens`) of the `return` keywords that answer unknown.
    static func returns(in tokens: [String]) -> [Int] {
        var found: [Int] = []
        let blocks = blockRanges(tokens)
        var i = 0
        while i < tokens.count {
            guard tokens[i] == "return", !blocks.contains(where: { $0.contains(i) }) else {
                i += 1
                continue
            }
            var end = i + 1
            while end < tokens.count, tokens[end] != ";" { end += 1 }
            if isUnknown(Array(tokens[(i + 1)..<end])) { found.append(i) }
            i = end
        }
        return found
    }

    /// `UIInterfaceOrientationUnknown` or `0`, behind casts and parentheses, or a conditional with either branch one.
    static func isUnknown(_ expression: [String]) -> Bool {
        var e = expression[...]
        while e.first == "(" {
            // `(UIInterfaceOrientation)x` is a cast; `(x)` is parentheses.
            guard let close = matching(e, from: e.startIndex) else { return false }
            if close == e.index(before: e.endIndex) {
                e = e[e.index(after: e.startIndex)..<close]
            } else if close - e.startIndex == 2, e[e.startIndex + 1].hasPrefix("UI") {
                e = e[(close + 1)...]
            } else {
                break
            }
        }
        if e.count == 1, let only = e.first {
            return ["UIInterfaceOrientationUnknown", "UIDeviceOrientationUnknown", "0"].contains(only)
        }
        // `c ? a : b` at the top level (parentheses and brackets balanced).
        var depth = 0
        var question: Int?
        for k in e.indices {
            switch e[k] {
            case "(", "[", "{": depth += 1
            case ")", "]", "}": depth -= 1
            case "?" where depth == 0 && question == nil: question = k
            case ":" where depth == 0 && question != nil:
                guard let q = question else { break }
                return isUnknown(Array(e[(q + 1)..<k])) || isUnknown(Array(e[(k + 1)...]))
            default: break
            }
        }
        return false
    }

    private static func matching(_ e: ArraySlice<String>, from start: Int) -> Int? {
        var depth = 0
        for k in start..<e.endIndex {
            if e[k] == "(" { depth += 1 }
            if e[k] == ")" {
                depth -= 1
                if depth == 0 { return k }
            }
        }
        return nil
    }

    /// The token ranges of the blocks (`^{ … }`, `^(args){ … }`, `^Type(args){ … }`) in a method body.
    private static func blockRanges(_ tokens: [String]) -> [ClosedRange<Int>] {
        var ranges: [ClosedRange<Int>] = []
        for i in tokens.indices where tokens[i] == "^" {
            guard let open = tokens[(i + 1)...].firstIndex(of: "{") else { continue }
            var depth = 0
            for k in open..<tokens.count {
                if tokens[k] == "{" { depth += 1 }
                if tokens[k] == "}" {
                    depth -= 1
                    if depth == 0 {
                        ranges.append(open...k)
                        break
                    }
                }
            }
        }
        return ranges
    }
}
