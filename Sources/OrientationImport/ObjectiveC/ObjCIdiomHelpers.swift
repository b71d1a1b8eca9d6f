/// Finds the project's own idiom tests in one Objective-C file, as `SwiftIdiomHelpers` does in Swift: a method
/// without parameters (class or instance, usually in a `UIDevice` category) whose body is one `return` of an idiom
/// comparison, and an object-like macro whose body is one (`#define IS_IPAD (UI_USER_INTERFACE_IDIOM() ==
/// UIUserInterfaceIdiomPad)`, or with empty parentheses, `#define IS_IPAD() ...`). Macros are not expanded
/// otherwise; this reads only a definition that is itself an idiom comparison.
enum ObjCIdiomHelpers {
    static func methods(
        _ declarations: ObjCDeclarations, tokens: [ObjCToken],
        location: (Int) -> SourceLocation
    ) -> [IdiomHelper] {
        var helpers: [IdiomHelper] = []
        for implementation in declarations.implementations {
            for method in implementation.methods where !method.selector.contains(":") {
                var parser = ObjCParser(tokens: tokens, range: method.body)
                let statements = parser.statements()
                guard statements.count == 1, case .returnStatement(let e?, _) = statements[0],
                    let truth = ObjCIdiom.condition(e)
                else {
                    // `+ (BOOL)isiPad` comparing the model string: not an idiom test, and not to be taken for one.
                    if IdiomHelper.looksLikeIdiomTest(method.selector) {
                        helpers.append(.other(name: method.selector, location: location(method.token)))
                    }
                    continue
                }
                helpers.append(
                    IdiomHelper(
                        name: method.selector, phone: truth.phone, pad: truth.pad,
                        location: location(method.token)))
            }
        }
        return helpers
    }

    /// Whether `#`, blanks and `define` appear anywhere in the file (a superset of its `#define` lines), found by
    /// a byte scan: most files define no macro, and splitting them into lines was most of this reader's time.
    static func mayDefine(_ source: String) -> Bool {
        source.utf8.withContiguousStorageIfAvailable { bytes in
            let define = Array("define".utf8)
            var i = 0
            while i < bytes.count {
                if bytes[i] == UInt8(ascii: "#") {
                    var j = i + 1
                    while j < bytes.count, bytes[j] == UInt8(ascii: " ") || bytes[j] == UInt8(ascii: "\t") { j += 1 }
                    if j + define.count <= bytes.count, bytes[j..<(j + define.count)].elementsEqual(define) { return true }
                }
                i += 1
            }
            return false
        } ?? true
    }

    /// `#define NAME body` lines (with `\` continuations) whose body is an idiom comparison.
    static func macros(in source: String, file: String) -> [IdiomHelper] {
        guard mayDefine(source) else { return [] }
        var source = source
        return source.withUTF8 { macros(bytes: $0, file: file) }
    }

    /// Lines are found and tested as bytes, and only a directive that may give a helper becomes a String: every
    /// header and implementation of an upload comes here, a large export's headers define thousands of macros
    /// (an emulator core's register names), and splitting each file into lines, then tokenizing and parsing
    /// every definition, was a tenth of such an export's lint.
    private static func macros(bytes: UnsafeBufferPointer<UInt8>, file: String) -> [IdiomHelper] {
        var helpers: [IdiomHelper] = []
        let n = bytes.count
        func lineEnd(from start: Int) -> Int {
            var e = start
            while e < n, bytes[e] != UInt8(ascii: "\n") { e += 1 }
            return e
        }
        // A line ending in a backslash joins the next one to it, when there is a next one.
        func continues(_ start: Int, _ end: Int) -> Bool { end > start && bytes[end - 1] == UInt8(ascii: "\\") && end < n }
        var start = 0
        var number = 0
        while start <= n {
            var end = lineEnd(from: start)
            number += 1
            let firstLine = number
            var first = start
            while first < end, bytes[first] == UInt8(ascii: " ") || bytes[first] == UInt8(ascii: "\t") { first += 1 }
            guard first < end, bytes[first] == UInt8(ascii: "#") else {
                // Not a directive: skip it with the lines a trailing backslash joins to it.
                while continues(start, end) {
                    start = end + 1
                    end = lineEnd(from: start)
                    number += 1
                }
                start = end + 1
                continue
            }
            let directive = start
            while continues(start, end) {
                start = end + 1
                end = lineEnd(from: start)
                number += 1
            }
            let range = directive..<end
            start = end + 1
            // The words looked for have no backslash or line break, so the joined lines have one only where
            // the raw ones do.
            guard mayGiveHelper(UnsafeBufferPointer(rebasing: bytes[range])) else { continue }
            let lines = bytes[range].split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            var text = String(decoding: lines[0], as: UTF8.self)
            for line in lines.dropFirst() {
                text.removeLast()
                text += " " + String(decoding: line, as: UTF8.self)
            }
            if let helper = helper(directive: text, file: file, line: firstLine) { helpers.append(helper) }
        }
        return helpers
    }

    /// Whether a directive's line may define a helper: only a body naming a `UIUserInterfaceIdiom` constant can
    /// be an idiom comparison (`ObjCIdiom.condition` without helpers), and only a name with `pad` or `phone` in
    /// it, in any case, is kept when its body is not one (`IdiomHelper.looksLikeIdiomTest`). No character
    /// outside ASCII lowercases to one of these letters, so an ASCII comparison finds every such name.
    static func mayGiveHelper(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        func has(_ word: StaticString, lowering: Bool) -> Bool {
            let w = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
            guard line.count >= w.count else { return false }
            for i in 0...(line.count - w.count) {
                var j = 0
                while j < w.count {
                    let b = line[i + j]
                    // `| 0x20` lowers an ASCII capital.
                    guard (lowering && b >= 0x41 && b <= 0x5A ? b | 0x20 : b) == w[j] else { break }
                    j += 1
                }
                if j == w.count { return true }
            }
            return false
        }
        return has("UIUserInterfaceIdiom", lowering: false) || has("pad", lowering: true) || has("phone", lowering: true)
    }

    /// One directive, its continuation lines joined with a blank: the helper it defines, if any.
    private static func helper(directive text: String, file: String, line number: Int) -> IdiomHelper? {
        let trimmed = text.drop { $0 == " " || $0 == "\t" }
        guard trimmed.hasPrefix("#") else { return nil }
        let afterHash = trimmed.dropFirst().drop { $0 == " " || $0 == "\t" }
        guard afterHash.hasPrefix("define ") || afterHash.hasPrefix("define\t") else { return nil }
        var rest = afterHash.dropFirst(6).drop { $0 == " " || $0 == "\t" }
        let name = String(rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        guard !name.isEmpty else { return nil }
        rest = rest.dropFirst(name.count)
        if rest.hasPrefix("()") { rest = rest.dropFirst(2) } else if rest.hasPrefix("(") { return nil }
        let tokens = ObjCTokenizer.tokens(String(rest))
        guard !tokens.isEmpty else { return nil }
        var parser = ObjCParser(tokens: tokens, range: 0..<tokens.count)
        let e = parser.expression()
        guard parser.index == tokens.count, let truth = ObjCIdiom.condition(e) else {
            return IdiomHelper.looksLikeIdiomTest(name) ? .other(name: name, location: SourceLocation(file: file, line: number)) : nil
        }
        return IdiomHelper(name: name, phone: truth.phone, pad: truth.pad, location: SourceLocation(file: file, line: number))
    }
}
