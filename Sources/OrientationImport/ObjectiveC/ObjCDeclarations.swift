/// The declarations of one Objective-C file: `@interface` superclasses and `@implementation` blocks with their
/// methods. `@protocol` blocks and C functions outside `@implementation` are skipped.
struct ObjCDeclarations {
    struct Interface {
        var name: String
        var superclass: String
        var token: Int
    }
    struct Method {
        /// The full selector: `supportedInterfaceOrientations`, `shouldAutorotateToInterfaceOrientation:`.
        var selector: String
        var parameterNames: [String]
        /// The first identifier of each parameter's type (`PlayerViewController` for `(PlayerViewController *)`).
        var parameterTypes: [String?]
        var isClassMethod: Bool
        /// The first selector piece, where the method is located.
        var token: Int
        /// The tokens between the body's braces.
        var body: Range<Int>
    }
    struct Implementation {
        var name: String
        /// `Rotation` in `@implementation UINavigationController (Rotation)`; nil for a class.
        var category: String?
        var superclass: String?
        var token: Int
        var methods: [Method]
    }

    var interfaces: [Interface] = []
    var implementations: [Implementation] = []

    init(tokens: [ObjCToken]) {
        var i = 0
        let n = tokens.count
        while i < n {
            let t = tokens[i]
            guard t.kind == .atKeyword else { i += 1; continue }
            switch t.text {
            case "@interface":
                if i + 3 < n, tokens[i + 1].kind == .identifier, tokens[i + 2].isPunctuation(":"),
                    tokens[i + 3].kind == .identifier
                {
                    interfaces.append(Interface(name: tokens[i + 1].text, superclass: tokens[i + 3].text, token: i))
                }
                i = Self.skipToEnd(tokens, from: i + 1)
            case "@protocol":
                // `@protocol Name;` declares; `@protocol Name ... @end` defines; `@protocol(Name)` is an expression.
                if i + 2 < n, tokens[i + 1].kind == .identifier, !tokens[i + 2].isPunctuation(";"),
                    !tokens[i + 2].isPunctuation(",")
                {
                    i = Self.skipToEnd(tokens, from: i + 1)
                } else {
                    i += 1
                }
            case "@implementation":
                i = implementation(tokens, from: i)
            default:
                i += 1
            }
        }
    }

    /// The index after the `@end` that closes a block starting at `from` (or the end of the file).
    private static func skipToEnd(_ tokens: [ObjCToken], from: Int) -> Int {
        var i = from
        while i < tokens.count {
            if tokens[i].kind == .atKeyword {
                if tokens[i].text == "@end" { return i + 1 }
                if tokens[i].text == "@implementation" || tokens[i].text == "@interface" { return i }
            }
            i += 1
        }
        return i
    }

    private mutating func implementation(_ tokens: [ObjCToken], from start: Int) -> Int {
        let n = tokens.count
        var i = start + 1
        guard i < n, tokens[i].kind == .identifier else { return i }
        var implementation = Implementation(
            name: tokens[i].text, category: nil, superclass: nil, token: start,
            methods: [])
        i += 1
        if i + 1 < n, tokens[i].isPunctuation("(") {
            implementation.category = tokens[i + 1].kind == .identifier ? tokens[i + 1].text : ""
            while i < n, !tokens[i].isPunctuation(")") { i += 1 }
            i += 1
        } else if i + 1 < n, tokens[i].isPunctuation(":"), tokens[i + 1].kind == .identifier {
            implementation.superclass = tokens[i + 1].text
            i += 2
        }
        var level = 0
        while i < n {
            let t = tokens[i]
            if t.kind == .atKeyword, level == 0 {
                if t.text == "@end" { i += 1; break }
                if t.text == "@implementation" || t.text == "@interface" { break }
            }
            if t.isPunctuation("{") {
                level += 1
            } else if t.isPunctuation("}") {
                level = max(0, level - 1)
            } else if level == 0, t.isPunctuation("-") || t.isPunctuation("+") {
                if let (method, next) = Self.method(tokens, from: i) {
                    implementation.methods.append(method)
                    i = next
                    continue
                }
            }
            i += 1
        }
        implementations.append(implementation)
        return i
    }

    /// `- (ReturnType)part:(Type)name part:(Type)name { body }` from the `-`/`+` at `from`: the method and the
    /// index after its body. Nil for a declaration without a body.
    private static func method(_ tokens: [ObjCToken], from start: Int) -> (Method, Int)? {
        let n = tokens.count
        var from = start
        var i = from + 1
        // Each `#if`-chosen header restarts here (a loop, not a call: a file of thousands of them stays flat).
        while true {
            if i < n, tokens[i].isPunctuation("(") { i = skipParentheses(tokens, from: i) }
            guard i < n, tokens[i].kind == .identifier else { return nil }
            let first = i
            var selector = ""
            var names: [String] = []
            var types: [String?] = []
            while i < n, tokens[i].kind == .identifier {
                let piece = tokens[i].text
                i += 1
                guard i < n, tokens[i].isPunctuation(":") else {
                    if selector.isEmpty { selector = piece }
                    break
                }
                selector += piece + ":"
                i += 1
                var type: String?
                if i < n, tokens[i].isPunctuation("(") {
                    if i + 1 < n, tokens[i + 1].kind == .identifier { type = tokens[i + 1].text }
                    i = skipParentheses(tokens, from: i)
                }
                if i < n, tokens[i].kind == .identifier {
                    names.append(tokens[i].text)
                    types.append(type)
                    i += 1
                }
            }
            // Attributes before the body (`NS_REQUIRES_SUPER`, `__attribute__((...))`).
            while i < n, !tokens[i].isPunctuation("{"), !tokens[i].isPunctuation(";"), !tokens[i].isPunctuation("-"),
                !tokens[i].isPunctuation("+"), tokens[i].kind != .atKeyword
            {
                i += 1
            }
            guard i < n, tokens[i].isPunctuation("{") else { return nil }
            // `#if` choosing between two headers, each opening the body: `- (UIInterfaceOrientationMask)m {`
            // `#else` `- (NSUInteger)m {` `#endif`. The second header is the method; this brace is not a body.
            if i + 2 < n, tokens[i + 1].isPunctuation("-") || tokens[i + 1].isPunctuation("+"),
                tokens[i + 2].isPunctuation("("), tokens[i + 1].line > tokens[i].line
            {
                from = i + 1
                i = from + 1
                continue
            }
            let bodyStart = i + 1
            var level = 0
            var closed = false
            while i < n {
                if tokens[i].isPunctuation("{") { level += 1 }
                if tokens[i].isPunctuation("}") {
                    level -= 1
                    if level == 0 { closed = true; break }
                }
                if tokens[i].kind == .atKeyword, tokens[i].text == "@end" || tokens[i].text == "@implementation" {
                    break
                }
                i += 1
            }
            let method = Method(
                selector: selector, parameterNames: names, parameterTypes: types, isClassMethod: tokens[from].text == "+",
                token: first, body: bodyStart..<min(i, n))
            return (method, closed ? i + 1 : i)
        }
    }

    private static func skipParentheses(_ tokens: [ObjCToken], from: Int) -> Int {
        var i = from
        var level = 0
        while i < tokens.count {
            if tokens[i].isPunctuation("(") { level += 1 }
            if tokens[i].isPunctuation(")") {
                level -= 1
                if level == 0 { return i + 1 }
            }
            if tokens[i].isPunctuation("{") || tokens[i].isPunctuation(";") { return i }
            i += 1
        }
        return i
    }
}
