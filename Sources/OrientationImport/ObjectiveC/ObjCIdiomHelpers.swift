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
        var helpers: [IdiomHelper] = []
        // Lines are split and tested as bytes, and only a directive's lines become a String: every header and
        // implementation of an upload comes here, and a Character-wise split of each whole file was a fifth of a
        // large repository's lint.
        let lines = source.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        var i = 0
        while i < lines.count {
            let number = i + 1
            guard lines[i].first(where: { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }) == UInt8(ascii: "#") else {
                // Not a directive: skip it with the lines a trailing backslash joins to it.
                while lines[i].last == UInt8(ascii: "\\"), i + 1 < lines.count { i += 1 }
                i += 1
                continue
            }
            var text = String(Substring(lines[i]))
            while text.hasSuffix("\\"), i + 1 < lines.count {
                text.removeLast()
                i += 1
                text += " " + String(Substring(lines[i]))
            }
            i += 1
            let trimmed = text.drop { $0 == " " || $0 == "\t" }
            guard trimmed.hasPrefix("#") else { continue }
            let afterHash = trimmed.dropFirst().drop { $0 == " " || $0 == "\t" }
            guard afterHash.hasPrefix("define ") || afterHash.hasPrefix("define\t") else { continue }
            var rest = afterHash.dropFirst(6).drop { $0 == " " || $0 == "\t" }
            let name = String(rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
            guard !name.isEmpty else { continue }
            rest = rest.dropFirst(name.count)
            if rest.hasPrefix("()") { rest = rest.dropFirst(2) } else if rest.hasPrefix("(") { continue }
            let tokens = ObjCTokenizer.tokens(String(rest))
            guard !tokens.isEmpty else { continue }
            var parser = ObjCParser(tokens: tokens, range: 0..<tokens.count)
            let e = parser.expression()
            guard parser.index == tokens.count, let truth = ObjCIdiom.condition(e) else {
                if IdiomHelper.looksLikeIdiomTest(name) {
                    helpers.append(.other(name: name, location: SourceLocation(file: file, line: number)))
                }
                continue
            }
            helpers.append(
                IdiomHelper(
                    name: name, phone: truth.phone, pad: truth.pad,
                    location: SourceLocation(file: file, line: number)))
        }
        return helpers
    }
}
