import Testing

@testable import OrientationImport

/// A function that chooses by iOS version around iOS 16 (`#available(iOS 16.0, *)`, a hand-written comparison of
/// `systemVersion`, the iOS 16 API beside the old one) is read the same whether its text is ASCII, read as bytes, or
/// not, read as Characters.
@Suite struct RotationVersionGateTests {
    static let texts: [(String, Bool)] = [
        ("if #available(iOS 16.0, *) { scene.requestGeometryUpdate(p) }", true),
        ("if # available ( iOS 16 , * ) { }", true),
        ("if #available(iOS 15.4, *) { }", false),
        ("if #available(iOS 17, *) { }", true),
        ("@available(iOS 26.0, *)\nfunc rotate() {}", true),
        ("guard #unavailable(iOS 16) else { return }", true),
        ("if UIDevice.current.systemVersion.compare(\"16.0\") != .orderedAscending {}", true),
        ("if ProcessInfo().isOperatingSystemAtLeast(v) {}", true),
        ("#if __IPHONE_OS_VERSION_MAX_ALLOWED >= 160000\n#endif", true),
        ("UIDevice.current.setValue(3, forKey: \"orientation\")", false),
        ("", false),
        ("if #available(iOS 9, *) {} else if #available(iOS 16, *) {}", true),
        ("if #available(iOS 15, *) { scene.requestGeometryUpdate(p) }", true),
        ("x = available(iOS", false), ("let s = systemVersio", false), ("let v = UIDevice.current.system Version", true),
        ("__IPHONE_1", false),
    ]

    @Test("Version checks around iOS 16 are recognised", arguments: texts)
    func gated(text: String, gated: Bool) {
        #expect(RotationVersionGate.isGated(text) == gated)
        #expect(RotationVersionGate.isGatedCharacters(text) == gated)
    }

    @Test("Text that is not ASCII is read by Characters, Unicode spaces included")
    func unicodeText() {
        #expect(RotationVersionGate.isGated("// café\nif #available(iOS\u{00A0}16, *) {}"))
        #expect(!RotationVersionGate.isGated("// café\nif #available(iOS 9, *) {}"))
    }

    /// The bytes of text that is not ASCII rule a gate out before the Characters are read; they never rule one out
    /// that the Characters find.
    @Test(
        "Text that is not ASCII is ruled out by its bytes only when it has no gate",
        arguments: [
            ("// caf\u{00E9}\nif UIDevice.current.system\u{00A0}Version > v {}", true),
            ("// caf\u{00E9}\nif #available(iOS 1\u{2009}6, *) {}", true),
            ("// caf\u{00E9}\nlet x = 1", false), ("// caf\u{00E9}\nif #available(iOS 1\u{00E9}6, *) {}", false),
            ("// \u{2014} requestGeometry\u{2003}Update", true), ("\u{00E9}available(iOS", false),
        ] as [(String, Bool)])
    func nonASCIIText(text: String, gated: Bool) {
        #expect(RotationVersionGate.isGated(text) == gated)
        #expect(RotationVersionGate.isGatedCharacters(text) == gated)
    }
}
