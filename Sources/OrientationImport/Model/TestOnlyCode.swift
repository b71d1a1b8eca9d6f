/// Lines a source file compiles only for tests: the branches of `#if TEST`, `#ifdef UNIT_TESTS`, `#if DEBUG &&
/// TESTING`, `#if defined(XCTEST)` (any condition naming a flag with `TEST` in it, not negated), and the `#else` of
/// a negated one (`#ifndef TEST ... #else`). Projects define such flags only in their test configurations (Swift's
/// "Active Compilation Conditions", `SWIFT_ACTIVE_COMPILATION_CONDITIONS`; C's `GCC_PREPROCESSOR_DEFINITIONS`), so a
/// window root set there (a mock app delegate) is never the app's. Read line by line, as the preprocessor reads
/// them, for Swift and Objective-C alike; `#if DEBUG` alone is not a test flag.
enum TestOnlyCode {
    /// The 1-based lines inside a test-only branch.
    static func lines(in source: String) -> Set<Int> {
        guard namesTestInADirective(source) else { return [] }
        var out: Set<Int> = []
        /// Per open `#if`: whether its current branch is test-only, and whether its condition named a test flag.
        var stack: [(current: Bool, condition: Bool?)] = []
        for (i, raw) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.drop { $0 == " " || $0 == "\t" }
            if line.hasPrefix("#") {
                let directive = line.dropFirst().drop { $0 == " " || $0 == "\t" }
                let word = String(directive.prefix { $0.isLetter })
                let rest = String(directive.dropFirst(word.count))
                switch word {
                case "if", "ifdef":
                    let c = testFlag(rest)
                    stack.append((c == true, c))
                    continue
                case "ifndef":
                    let c = testFlag(rest).map { !$0 }
                    stack.append((c == true, c))
                    continue
                case "elif", "elseif":
                    if !stack.isEmpty {
                        let c = testFlag(rest)
                        stack[stack.count - 1] = (c == true, c)
                    }
                    continue
                case "else":
                    if let top = stack.last {
                        // The other branch of a condition that named a test flag: test-only exactly when that one was not.
                        stack[stack.count - 1] = (top.condition == false, top.condition.map { !$0 })
                    }
                    continue
                case "endif":
                    if !stack.isEmpty { stack.removeLast() }
                    continue
                default:
                    break
                }
            }
            if stack.contains(where: \.current) { out.insert(i + 1) }
        }
        return out
    }

    /// Whether a preprocessor line (its first non-blank character `#`) has `test` in it, in any case, as `testFlag`
    /// reads flags: the pass above runs only then. Read as bytes: every Swift and Objective-C file of an upload comes
    /// here, and a generic `String.contains` over a whole file was a tenth of a large repository's import.
    static func namesTestInADirective(_ source: String) -> Bool {
        source.utf8.withContiguousStorageIfAvailable { bytes in
            let n = bytes.count
            var i = 0
            while i < n {
                while i < n, bytes[i] == 0x20 || bytes[i] == 0x09 { i += 1 }
                let directive = i < n && bytes[i] == 0x23  // "#"
                while i < n, bytes[i] != 0x0A {
                    // `| 0x20` lowers ASCII letters; only "T"/"t", "E"/"e" and "S"/"s" map to these bytes.
                    if directive, i + 3 < n, bytes[i] | 0x20 == 0x74, bytes[i + 1] | 0x20 == 0x65,
                        bytes[i + 2] | 0x20 == 0x73, bytes[i + 3] | 0x20 == 0x74
                    {
                        return true
                    }
                    i += 1
                }
                i += 1
            }
            return false
        } ?? true
    }

    /// True when the condition requires a test flag, false when it requires its absence (`!TEST`), nil when it
    /// names none.
    private static func testFlag(_ condition: String) -> Bool? {
        var names: [(name: String, negated: Bool)] = []
        var current = ""
        var negated = false
        for ch in condition + " " {
            if ch.isLetter || ch.isNumber || ch == "_" {
                current.append(ch)
            } else {
                if !current.isEmpty {
                    names.append((current, negated))
                    negated = false
                    current = ""
                }
                if ch == "!" { negated = true } else if ch != " " && ch != "(" { negated = false }
            }
        }
        let flags = names.filter { $0.name != "defined" && $0.name.uppercased().contains("TEST") }
        guard !flags.isEmpty else { return nil }
        return flags.contains { !$0.negated }
    }
}
