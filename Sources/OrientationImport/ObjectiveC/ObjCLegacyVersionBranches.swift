/// The parts of an Objective-C method body that run only on an old iOS, told by Foundation's version number:
/// the body of `if (floor(NSFoundationVersionNumber) <= NSFoundationVersionNumber_iOS_7_1) { ... }` (or `<`), and
/// the `else` of the same comparison written with `>` or `>=`. Every `NSFoundationVersionNumber_iOS_*` constant the
/// SDK declares names an iOS release far older than 27, so such code never runs there, whatever the app deploys to:
/// the iOS 27 readiness facts (`ObjCReadiness`) are not read from it. Libraries such as CustomIOSAlertView keep
/// their iOS 7 rotation code this way (its `statusBarOrientation` reads run only where the window did not turn).
///
/// A comparison joined by `||` could pass on a new iOS through its other side and is not taken; one joined by `&&`
/// is, since both sides must hold. The `else` block of `if (@available(iOS N, *))` with N at most 27 is taken too
/// (`availableBefore27`).
enum ObjCLegacyVersionBranches {
    /// Token ranges of `body` that run only below an iOS version named by a Foundation constant.
    static func ranges(in body: Range<Int>, tokens: [ObjCToken]) -> [Range<Int>] {
        var out: [Range<Int>] = []
        var i = body.lowerBound
        while i < body.upperBound {
            defer { i += 1 }
            guard tokens[i].kind == .identifier, tokens[i].text == "if", i + 1 < body.upperBound, tokens[i + 1].text == "("
            else { continue }
            guard let close = matching(from: i + 1, tokens: tokens, limit: body.upperBound) else { continue }
            let available = availableBefore27(tokens[(i + 2)..<close])
            guard let legacyInThen = available ? false : legacyComparison(tokens[(i + 2)..<close]) else { continue }
            guard let thenRange = statement(from: close + 1, tokens: tokens, limit: body.upperBound) else { continue }
            if legacyInThen {
                out.append(thenRange)
            } else if thenRange.upperBound < body.upperBound, tokens[thenRange.upperBound].text == "else",
                let elseRange = statement(from: thenRange.upperBound + 1, tokens: tokens, limit: body.upperBound),
                !available || tokens[elseRange.lowerBound].text == "{"
            {
                out.append(elseRange)
            }
        }
        return out
    }

    /// The methods of `implementation` that only such branches call: the selector's first piece is sent in the
    /// file only from inside a legacy branch (at least once), never outside one, nor named anywhere else in the file
    /// (`@selector(...)` for a notification counts as a use). PhotoMon's `changeOrientationForIOS7` is called only
    /// under `NSFoundationVersionNumber <= NSFoundationVersionNumber_iOS_7_1`. A call from another file is not
    /// seen; a selector named `...ForIOS7` that another file calls on every iOS is the risk this takes.
    static func legacyOnlyMethods(of implementation: ObjCDeclarations.Implementation, tokens: [ObjCToken]) -> Set<String> {
        let legacy = implementation.methods.flatMap { ranges(in: $0.body, tokens: tokens) }
        guard !legacy.isEmpty else { return [] }
        let declared = Set(implementation.methods.map(\.token))
        let names = Set(implementation.methods.map { String($0.selector.prefix { $0 != ":" }) })
        var inLegacy = Set<String>()
        var elsewhere = Set<String>()
        for i in tokens.indices
        where tokens[i].kind == .identifier && names.contains(tokens[i].text) && !declared.contains(i)
            && !isDeclaration(at: i, tokens: tokens)
        {
            if legacy.contains(where: { $0.contains(i) }) {
                inLegacy.insert(tokens[i].text)
            } else {
                elsewhere.insert(tokens[i].text)
            }
        }
        var out = Set<String>()
        for method in implementation.methods {
            let name = String(method.selector.prefix { $0 != ":" })
            if inLegacy.contains(name), !elsewhere.contains(name) { out.insert(method.selector) }
        }
        return out
    }

    /// Whether the identifier at `i` names a method in a declaration (`- (void)name;` in a class extension).
    private static func isDeclaration(at i: Int, tokens: [ObjCToken]) -> Bool {
        guard i >= 1, tokens[i - 1].text == ")" else { return false }
        var j = i - 1
        while j > 0, tokens[j].text != "(" { j -= 1 }
        return j > 0 && (tokens[j - 1].text == "-" || tokens[j - 1].text == "+")
    }

    /// The version numbers UIKit-era code compares with their per-release constants (`..._iOS_7_1`).
    static let versionNames = ["NSFoundationVersionNumber", "kCFCoreFoundationVersionNumber"]

    /// For a condition comparing `NSFoundationVersionNumber` (or `kCFCoreFoundationVersionNumber`) with one of its `_iOS_*`
    /// constants:
    /// true when the `if` branch is the old one (`<=`, `<`, the version on the left), false when the `else` is
    /// (`>`, `>=`); nil for any other condition, or one that `||` joins to something else.
    static func legacyComparison(_ condition: ArraySlice<ObjCToken>) -> Bool? {
        guard !condition.contains(where: { $0.text == "||" }) else { return nil }
        let texts = condition.map(\.text)
        let pairs = versionNames.compactMap { name -> (Int, Int)? in
            guard let v = texts.firstIndex(of: name), let c = texts.firstIndex(where: { $0.hasPrefix(name + "_iOS_") })
            else { return nil }
            return (v, c)
        }
        guard let pair = pairs.first else { return nil }
        let (version, constant) = pair
        let between = version < constant ? texts[version..<constant] : texts[constant..<version]
        let operators = between.filter { ["<", "<=", ">", ">="].contains($0) }
        guard operators.count == 1, let op = operators.first else { return nil }
        let versionOnLeft = version < constant
        let saysOlder = op == "<" || op == "<="
        return saysOlder == versionOnLeft
    }

    /// Whether a condition is only `@available(iOS N, *)` (or `__builtin_available`) with N at most 27.0 (`IOS27Availability`): its `else`
    /// block runs only below N, never on iOS 27 (PDFViewer's `statusBarOrientation` read in the `else` of
    /// `@available(iOS 13.0, *)`). Joined to anything else (`&& flag`), the `else` can run on 27 too.
    static func availableBefore27(_ condition: ArraySlice<ObjCToken>) -> Bool {
        let texts = condition.map(\.text)
        guard let first = texts.first, first == "@available" || first == "__builtin_available", texts.count >= 4,
            texts[1] == "(", texts.last == ")", texts.dropFirst(2).dropLast().allSatisfy({ $0 != "(" && $0 != ")" }),
            let ios = texts.firstIndex(of: "iOS"), ios + 1 < texts.count
        else { return false }
        return IOS27Availability.isAtMost27(Substring(texts[ios + 1]))
    }

    /// The statement starting at `start`: a `{ ... }` block (braces included) or a single statement up to its `;`.
    /// The range ends just past it.
    private static func statement(from start: Int, tokens: [ObjCToken], limit: Int) -> Range<Int>? {
        guard start < limit else { return nil }
        if tokens[start].text == "{" {
            guard let close = matching(from: start, tokens: tokens, limit: limit) else { return nil }
            return start..<(close + 1)
        }
        var end = start
        var level = 0
        while end < limit {
            switch tokens[end].text {
            case "(", "[", "{": level += 1
            case ")", "]", "}": level -= 1
            case ";" where level == 0: return start..<(end + 1)
            default: break
            }
            end += 1
        }
        return nil
    }

    /// The index of the bracket closing the one at `open`.
    private static func matching(from open: Int, tokens: [ObjCToken], limit: Int) -> Int? {
        var level = 0
        var i = open
        while i < limit {
            if tokens[i].kind == .punctuation {
                switch tokens[i].text {
                case "(", "[", "{": level += 1
                case ")", "]", "}":
                    level -= 1
                    if level == 0 { return i }
                default: break
                }
            }
            i += 1
        }
        return nil
    }
}
