/// Lines a source file compiles only for tests: the branches of `#if TEST`, `#ifdef UNIT_TESTS`, `#if DEBUG &&
/// TESTING`, `#if defined(XCTEST)` (any condition naming a flag with `TEST` in it, not negated), and the `#else` of
/// a negated one (`#ifndef TEST ... #else`). Projects define such flags only in their test configurations (Swift's
/// "Active Compilation Conditions", `SWIFT_ACTIVE_COMPILATION_CONDITIONS`; C's `GCC_PREPROCESSOR_DEFINITIONS`), so a
/// window root set there (a mock app delegate) is never the app's. Read line by line, as the preprocessor reads
/// them, for Swift and Objective-C alike; `#if DEBUG` alone is not a test flag.
enum TestOnlyCode {
    /// The 1-based lines inside a test-only branch.
    static func lines(in source: String) -> Set<Int> {
        guard namesTestInACondition(source) else { return [] }
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

    /// Whether a conditional directive (`#if`, `#ifdef`, `#ifndef`, `#elif`, `#elseif`) has `test` in it, in any
    /// case, as `testFlag` reads flags: the pass above runs only then, since only such a condition makes a branch
    /// test-only. Read as bytes: every Swift and Objective-C file of an upload comes here, a large export's headers
    /// have thousands of directives (`#import "XCTestCase+Async.h"` has `test` in it too), and a Character-wise pass
    /// over each whole file was a twentieth of such an export's lint. It answers true when the bytes cannot
    /// tell: a file with a CR LF line break (the pass above splits at "\n" Characters, which CR LF is not, so its
    /// lines are not the bytes' lines) and a conditional with a byte outside ASCII (`ß` uppercases to `SS`).
    static func namesTestInACondition(_ source: String) -> Bool {
        source.utf8.withContiguousStorageIfAvailable { bytes in
            let n = bytes.count
            func isBlank(_ i: Int) -> Bool { bytes[i] == 0x20 || bytes[i] == 0x09 }
            func isLetter(_ i: Int) -> Bool { (bytes[i] | 0x20) >= 0x61 && (bytes[i] | 0x20) <= 0x7A }
            var i = 0
            while i < n {
                while i < n, isBlank(i) { i += 1 }
                var conditional = false
                if i < n, bytes[i] == 0x23 {  // "#"
                    i += 1
                    while i < n, isBlank(i) { i += 1 }
                    let word = i
                    while i < n, isLetter(i) { i += 1 }
                    if i < n, bytes[i] >= 0x80 { return true }
                    switch String(decoding: UnsafeBufferPointer(rebasing: bytes[word..<i]), as: UTF8.self) {
                    case "if", "ifdef", "ifndef", "elif", "elseif": conditional = true
                    default: break
                    }
                }
                while i < n, bytes[i] != 0x0A {
                    if bytes[i] == 0x0D, i + 1 < n, bytes[i + 1] == 0x0A { return true }
                    if conditional {
                        if bytes[i] >= 0x80 { return true }
                        // `| 0x20` lowers ASCII letters; only "T"/"t", "E"/"e" and "S"/"s" map to these bytes.
                        if i + 3 < n, bytes[i] | 0x20 == 0x74, bytes[i + 1] | 0x20 == 0x65,
                            bytes[i + 2] | 0x20 == 0x73, bytes[i + 3] | 0x20 == 0x74
                        {
                            return true
                        }
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
