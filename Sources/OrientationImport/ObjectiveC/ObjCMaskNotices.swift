/// Reads, for `MaskNotices`, the Objective-C that tells UIKit a mask changed, as `SwiftMaskNotices` reads Swift:
/// answers whose body only returns a variable (`return _mask;`, `return self.lock;`,
/// `return [Session shared].mask;`), assignments to variables (`_mask = ...`, `self.mask = ...`,
/// `[self setMask:...]`), each method's messages and whether one of them is
/// `setNeedsUpdateOfSupportedInterfaceOrientations`, and the variables declared as stored (`@property`, instance
/// variables, file-scope `static`s).
///
/// Objective-C spells one variable two ways: the property `mask` and its instance variable `_mask` (what
/// `@synthesize` names it by default), so names are recorded without the leading underscore. A setter runs on
/// `self.mask = ...` and `[self setMask:...]` but not on `_mask = ...`, so the property forms also count as a
/// call to `setMask`: a setter that calls the update tells UIKit for those assignments only, as UIKit sees it.
/// Methods are named by their first selector piece (`viewWillAppear`, `application`), and the `init` family by
/// `init`, the names the Swift reading gives the same methods.
enum ObjCMaskNotices {
    /// The answer's member names as Objective-C spells them.
    static let answers: Set<String> = ["supportedInterfaceOrientations", "application:supportedInterfaceOrientationsForWindow:"]

    /// One method's answer, assignments and calls.
    static func read(
        _ method: ObjCDeclarations.Method, _ statements: [ObjCStatement], className: String,
        location: (Int) -> SourceLocation, into notices: inout MaskNotices
    ) {
        if !method.isClassMethod, answers.contains(method.selector), statements.count == 1,
            case .returnStatement(let e?, _) = statements[0], var path = e.uncast.path, let last = path.last,
            path.first != "super"
        {
            path[path.count - 1] = variable(last)
            notices.answers.append(
                MaskNotices.Answer(className: className, member: method.selector, path: path, location: location(method.token)))
        }
        if !method.isClassMethod, !method.selector.contains(":"), !answers.contains(method.selector) {
            // A getter the code writes: a property of this name is computed, not stored.
            notices.computedVariables.insert(variable(method.selector))
        }
        let function = name(of: method.selector)
        var entry = notices.functions[function, default: MaskNotices.Function()]
        func visit(_ e: ObjCExpr) {
            switch e.kind {
            case .binary("=", let lhs, _):
                guard let path = lhs.uncast.path, let last = path.last else { return }
                notices.assignments.append(
                    MaskNotices.Assignment(
                        name: variable(last), receiver: Array(path.dropLast()), function: function,
                        location: location(lhs.range.lowerBound)))
                // `self.mask = x` sends `setMask:`; `_mask = x` and `self->_mask = x` send nothing.
                if case .member = lhs.uncast.kind, !last.hasPrefix("_") { entry.calls.insert(setter(last)) }
            case .message(let receiver, let selector, let arguments):
                if selector == MaskNotices.update {
                    entry.notifies = true
                } else {
                    entry.calls.insert(name(of: selector))
                }
                if arguments.count == 1, let property = property(setting: selector) {
                    notices.assignments.append(
                        MaskNotices.Assignment(
                            name: property, receiver: receiver.uncast.path ?? ["?"], function: function,
                            location: location(e.range.lowerBound)))
                }
            case .call(let callee, _):
                entry.calls.insert(callee)
            default:
                break
            }
        }
        for s in statements { s.forEachExpression(visit) }
        notices.functions[function] = entry
    }

    /// The variables a file declares as stored: `@property` declarations, instance variables in the braces after
    /// `@interface` or `@implementation`, and `static` variables at file scope. A property whose getter the code
    /// implements is computed instead (`MaskNotices.computedVariables`, from `read`), wherever each is written.
    static func storedVariables(_ tokens: [ObjCToken]) -> Set<String> {
        var out: Set<String> = []
        var depth = 0
        var i = 0
        let n = tokens.count
        while i < n {
            let t = tokens[i]
            if t.isPunctuation("{") { depth += 1 }
            if t.isPunctuation("}") { depth = max(0, depth - 1) }
            if t.kind == .atKeyword, t.text == "@property", let (name, next) = declared(tokens, from: i + 1) {
                out.insert(variable(name))
                i = next
                continue
            }
            if t.kind == .atKeyword, t.text == "@interface" || t.text == "@implementation" {
                // The instance variables: a brace block before the first method, property or `@end`.
                var j = i + 1
                while j < n, !tokens[j].isPunctuation("{"), !tokens[j].isPunctuation("-"), !tokens[j].isPunctuation("+"),
                    tokens[j].kind != .atKeyword
                {
                    j += 1
                }
                // `@implementation Name {` only: a brace further on opens a C function's body.
                if j < n, tokens[j].isPunctuation("{"), t.text == "@interface" || j == i + 2 {
                    var k = j + 1
                    while k < n, !tokens[k].isPunctuation("}") {
                        if tokens[k].isPunctuation(";") || tokens[k].isPunctuation(","), k > j + 1, tokens[k - 1].kind == .identifier {
                            out.insert(variable(tokens[k - 1].text))
                        }
                        k += 1
                    }
                    i = k + 1
                    continue
                }
            }
            if depth == 0, t.kind == .identifier, t.text == "static" {
                // A declaration is a few tokens (`static UIInterfaceOrientationMask _lock = ...;`): looking no
                // further keeps a file of `static`s without an end linear.
                var k = i + 1
                while k < n, k - i < 16, !tokens[k].isPunctuation(";"), !tokens[k].isPunctuation("="),
                    !tokens[k].isPunctuation("("), !tokens[k].isPunctuation("{")
                {
                    k += 1
                }
                if k < n, tokens[k].isPunctuation(";") || tokens[k].isPunctuation("="), tokens[k - 1].kind == .identifier {
                    out.insert(variable(tokens[k - 1].text))
                }
            }
            i += 1
        }
        return out
    }

    /// `(attributes) Type name;` after `@property`: the name and the index after the `;`.
    private static func declared(_ tokens: [ObjCToken], from start: Int) -> (String, Int)? {
        var i = start
        var level = 0
        while i < tokens.count, i - start < 64 {
            let t = tokens[i]
            if t.isPunctuation("(") { level += 1 }
            if t.isPunctuation(")") { level -= 1 }
            if level == 0, t.isPunctuation(";") {
                guard i > start, tokens[i - 1].kind == .identifier else { return nil }
                return (tokens[i - 1].text, i + 1)
            }
            i += 1
        }
        return nil
    }

    /// A method's name as the Swift reading names it: the first selector piece, `init` for the `init` family.
    static func name(of selector: String) -> String {
        let first = String(selector.prefix { $0 != ":" })
        if first.hasPrefix("init"), first.count == 4 || first.dropFirst(4).first?.isUppercase == true { return "init" }
        return first
    }

    /// A variable's name without its instance variable's underscore: `_mask` and `mask` are one variable.
    static func variable(_ name: String) -> String {
        name.count > 1 && name.hasPrefix("_") ? String(name.dropFirst()) : name
    }

    /// The setter's name for a property: `setMask` for `mask`.
    private static func setter(_ property: String) -> String {
        "set" + property.prefix(1).uppercased() + property.dropFirst()
    }

    /// The property a one-argument setter message sets: `mask` for `setMask:`; nil for any other selector.
    private static func property(setting selector: String) -> String? {
        guard selector.hasPrefix("set"), selector.hasSuffix(":"), selector.count > 4,
            selector.dropLast().firstIndex(of: ":") == nil,
            let first = selector.dropFirst(3).first, first.isUppercase
        else { return nil }
        let property = selector.dropFirst(3).dropLast()
        return property.prefix(1).lowercased() + property.dropFirst()
    }
}
