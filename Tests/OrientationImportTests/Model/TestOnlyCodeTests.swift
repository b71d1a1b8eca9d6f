import Testing

@testable import OrientationImport

/// Lines compiled only for tests: a branch whose condition names a flag with "test" in it (projects define such
/// flags only in their test configurations: `SWIFT_ACTIVE_COMPILATION_CONDITIONS`, `GCC_PREPROCESSOR_DEFINITIONS`),
/// or the `#else` of a negated one; `#if DEBUG` alone is not a test flag.
@Suite struct TestOnlyCodeTests {
    @Test(
        "A branch is test-only when its condition names a test flag, in any case",
        arguments: [
            ("#if TEST\nlet a = 1\n#endif\nlet b = 2\n", [2]),
            ("#ifdef UNIT_TESTS\n[self mock];\n#endif\n", [2]),
            ("  #if Testing\nlet a = 1\n#endif\n", [2]),
            ("#if DEBUG && TESTING\nlet a = 1\n#else\nlet b = 2\n#endif\n", [2]),
            ("#ifndef TEST\nlet a = 1\n#else\nlet b = 2\n#endif\n", [4]),
            ("#if !TEST\nlet a = 1\n#endif\n", []),
            ("#if DEBUG\nlet a = 1\n#endif\n", []),
        ] as [(String, [Int])])
    func testOnlyLines(source: String, lines: [Int]) {
        #expect(TestOnlyCode.lines(in: source).sorted() == lines)
    }

    @Test("A file that names a test only outside its directives has no test-only line")
    func testOutsideDirectives() {
        let source = "let label = \"TEST\"\n#if DEBUG\nlet a = 1\n#endif\n// TESTING later\n"
        #expect(!TestOnlyCode.namesTestInACondition(source))
        #expect(TestOnlyCode.lines(in: source).isEmpty)
    }

    @Test("A directive's test flag is found on any line, after blanks, in a file without a final newline")
    func directiveFound() {
        #expect(TestOnlyCode.namesTestInACondition("let a = 1\n\t #if XCTEST"))
        #expect(!TestOnlyCode.namesTestInACondition("let a = 1\n#if TES"))
        #expect(!TestOnlyCode.namesTestInACondition(""))
    }

    @Test(
        "Only a conditional directive naming a test can open a test-only branch; bytes that cannot tell count as one",
        arguments: [
            ("#import \"XCTestCase+Async.h\"\nlet a = 1\n", false),
            ("#include <test/helpers.h>\n#if DEBUG\nlet a = 1\n#endif\n", false),
            ("# ifdef UNIT_TESTS\n", true), ("#elif TESTING\n", true), ("#elseif TESTING\n", true), ("#ifndef TEST\n", true),
            ("#define TEST 1\n", false), ("#if DEBUG\r\nlet a = 1\r\n#endif\r\n", true),
            ("#if FLAG_\u{00DF}\n", true), ("#if\u{00E9} X\n", true),
        ] as [(String, Bool)])
    func conditionNamesTest(source: String, names: Bool) {
        #expect(TestOnlyCode.namesTestInACondition(source) == names)
    }

    @Test("A test flag that only an #import names leaves no line test-only")
    func importNamingTestIsNoBranch() {
        let source = "#import \"XCTestCase+Async.h\"\n#if DEBUG\nlet a = 1\n#endif\nlet b = 2\n"
        #expect(TestOnlyCode.lines(in: source).isEmpty)
    }
}
