import Testing

@testable import OrientationImport

/// A file of plain C (no `@`, no `static`) is not tokenized: its facts are its macros' idiom tests, the same facts
/// the tokens give.
@Suite struct ObjCPlainCTests {
    @Test(arguments: [
        ("int add(int a, int b);\n", true), ("", true),
        ("#define IS_IPAD (UI_USER_INTERFACE_IDIOM() == UIUserInterfaceIdiomPad)\n", true),
        ("@interface Player : UIViewController\n@end\n", false), ("/** @brief Adds. */\nint add(int a, int b);\n", false),
        ("static int count;\n", false), ("int ecstatic;\n", false), ("int stati;\n", true),
    ])
    func aFileIsPlainCWithoutAnAtSignAndWithoutStatic(source: String, plain: Bool) {
        #expect(ObjCPlainC.isPlainC(source) == plain)
    }

    @Test(arguments: [
        "#ifndef CORE_H\n#define CORE_H\nint add(int a, int b);\n#endif\n",
        "#define IS_IPAD (UI_USER_INTERFACE_IDIOM() == UIUserInterfaceIdiomPad)\n",
        "#define IsIPad() (model_is(\"iPad\"))\nvoid f(void) { window.rootViewController = x; }\n",
        "typedef struct { int x; } point;\nvoid draw(point p) { if (p.x) { return; } }\n",
    ])
    func aPlainCFileHasTheFactsItsTokensGive(source: String) throws {
        #expect(ObjCPlainC.isPlainC(source))
        let (short, full) = ReaderThreads.run {
            (
                try? ObjectiveCRecognizer.read(source, file: "Core/core.h"),
                try? ObjectiveCRecognizer.readTokens(source, file: "Core/core.h")
            )
        }
        #expect(short != nil)
        #expect(short == full)
    }

    @Test func aPlainCHeadersIdiomMacroIsStillFound() throws {
        let source = "#define IS_IPAD (UI_USER_INTERFACE_IDIOM() == UIUserInterfaceIdiomPad)\n"
        let facts = ReaderThreads.run { try? ObjectiveCRecognizer.read(source, file: "App/Macros.h") }
        #expect(facts?.idiomHelpers.map(\.name) == ["IS_IPAD"])
    }
}
