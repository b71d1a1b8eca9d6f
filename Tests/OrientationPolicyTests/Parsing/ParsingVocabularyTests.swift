import Testing

@testable import OrientationPolicy

@Suite("Parsing: vocabulary spellings")
struct ParsingVocabularyTests {
    @Test(
        "every interface orientation spelling resolves, raw values match UIApplication.h",
        arguments: [
            ("portrait", 1), ("UIInterfaceOrientationPortrait", 1),
            ("portraitUpsideDown", 2), ("UIInterfaceOrientationPortraitUpsideDown", 2),
            ("landscapeRight", 3), ("UIInterfaceOrientationLandscapeRight", 3),
            ("landscapeLeft", 4), ("UIInterfaceOrientationLandscapeLeft", 4),
            ("unknown", 0), ("UIInterfaceOrientationUnknown", 0),
        ])
    func interfaceNames(name: String, raw: Int) throws {
        #expect(try InterfaceOrientation(parsing: name).rawValue == raw)
        #expect(try InterfaceOrientation(parsingRawValue: raw) == InterfaceOrientation(parsing: name))
    }

    @Test(
        "interface orientation rejects near misses and out-of-range integers with a stable code",
        arguments: ["Portrait", "landscape", "UIDeviceOrientationPortrait", "", "faceUp"])
    func interfaceRejects(name: String) {
        #expect(throws: VocabularyError.invalidInterfaceOrientation(name)) { try InterfaceOrientation(parsing: name) }
        #expect(VocabularyError.invalidInterfaceOrientation(name).code == "invalid-interface-orientation")
    }

    @Test("interface raw values outside 0-4 are refused", arguments: [-1, 5, 30])
    func interfaceRawRejects(raw: Int) {
        #expect(throws: VocabularyError.self) { try InterfaceOrientation(parsingRawValue: raw) }
    }

    @Test(
        "device orientation keeps UIKit's landscape naming (device left = interface right)",
        arguments: [
            ("landscapeLeft", 3), ("UIDeviceOrientationLandscapeLeft", 3), ("landscapeRight", 4),
            ("faceUp", 5), ("UIDeviceOrientationFaceDown", 6), ("unknown", 0), ("portraitUpsideDown", 2),
        ])
    func deviceNames(name: String, raw: Int) throws {
        let d = try DeviceOrientation(parsing: name)
        #expect(d.rawValue == raw)
        #expect(try DeviceOrientation(parsingRawValue: raw) == d)
    }

    @Test("device orientation rejects 7 and interface constants")
    func deviceRejects() {
        #expect(throws: VocabularyError.invalidDeviceOrientation("7")) { try DeviceOrientation(parsingRawValue: 7) }
        #expect(throws: VocabularyError.invalidDeviceOrientation("UIInterfaceOrientationPortrait")) {
            try DeviceOrientation(parsing: "UIInterfaceOrientationPortrait")
        }
    }

    @Test(
        "mask names and constants give UIKit's raw values",
        arguments: [
            ("portrait", 2), ("UIInterfaceOrientationMaskPortrait", 2), ("portraitUpsideDown", 4),
            ("landscapeRight", 8), ("landscapeLeft", 16), ("landscape", 24), ("UIInterfaceOrientationMaskLandscape", 24),
            ("all", 30), ("UIInterfaceOrientationMaskAll", 30), ("allButUpsideDown", 26),
            ("UIInterfaceOrientationMaskAllButUpsideDown", 26),
        ])
    func maskNames(name: String, raw: UInt) throws {
        #expect(try InterfaceOrientationMask(parsing: name).rawValue == raw)
    }

    @Test("mask integers accept only the bits 2|4|8|16", arguments: [0, 2, 4, 8, 16, 24, 26, 30])
    func maskIntegers(raw: Int) throws {
        #expect(try InterfaceOrientationMask(parsingRawValue: raw).rawValue == UInt(raw))
    }

    @Test("bit 0 is refused with a message naming the UIInterfaceOrientationPortrait trap", arguments: [1, 3, 31])
    func maskBitZero(raw: Int) {
        do {
            _ = try InterfaceOrientationMask(parsingRawValue: raw)
            Issue.record("accepted \(raw)")
        } catch {
            #expect(error.code == "invalid-orientation-mask")
            #expect(error.message.contains("UIInterfaceOrientationPortrait"))
            #expect(error.message.contains("UIInterfaceOrientationMaskPortrait"))
        }
    }

    @Test("bits above 16 and negative masks are refused", arguments: [32, 64, -2, 1 << 40])
    func maskHighBits(raw: Int) {
        #expect(throws: VocabularyError.self) { try InterfaceOrientationMask(parsingRawValue: raw) }
    }

    @Test("an interface orientation constant is not a mask name")
    func maskRejectsOrientationConstant() {
        #expect(throws: VocabularyError.self) { try InterfaceOrientationMask(parsing: "UIInterfaceOrientationPortrait") }
        #expect(throws: VocabularyError.self) { try InterfaceOrientationMask(parsing: "upsideDown") }
    }

    @Test("a mask from an orientation array is their bit union; unknown has no bit")
    func maskArray() throws {
        let m = try InterfaceOrientationMask(parsingOrientations: [.portrait, .landscapeLeft, .landscapeLeft])
        #expect(m.rawValue == 2 | 16)
        #expect(try InterfaceOrientationMask(parsingOrientations: []).rawValue == 0)
        #expect(throws: VocabularyError.self) { try InterfaceOrientationMask(parsingOrientations: [.unknown]) }
    }

    @Test(
        "system versions are major[.minor[.patch]] and order numerically",
        arguments: [
            ("17", SystemVersion(17)), ("17.0", SystemVersion(17, 0)), ("8.3.1", SystemVersion(8, 3, 1)),
            ("8.10", SystemVersion(8, 10)), ("26.0.0", SystemVersion(26)),
        ])
    func versions(text: String, expected: SystemVersion) throws {
        #expect(try SystemVersion(parsing: text) == expected)
    }

    @Test(
        "malformed system versions are refused",
        arguments: ["", ".", "17.", ".1", "1.2.3.4", "v17", "17.0b", "-1", "1..2", "12345", " 17"])
    func badVersions(text: String) {
        #expect(throws: VocabularyError.invalidSystemVersion(text)) { try SystemVersion(parsing: text) }
    }

    @Test("idiom, presentation style, kind, forwarding and screen names round-trip")
    func names() throws {
        for i in Idiom.allCases { #expect(try Idiom(parsing: i.name) == i) }
        for s in ModalPresentationStyle.allCases {
            #expect(try ModalPresentationStyle(parsing: s.name) == s)
            #expect(try ModalPresentationStyle(parsing: s.constantName) == s)
        }
        for k in ControllerKind.allCases { #expect(try ControllerKind(parsing: k.rawValue) == k) }
        for f in ChildForwarding.allCases { #expect(try ChildForwarding(parsing: f.rawValue) == f) }
        for s in Window.Screen.allCases { #expect(try Window.Screen(parsing: s.rawValue) == s) }
    }

    @Test("unknown names get distinct stable codes")
    func nameErrors() {
        let cases: [(() throws(VocabularyError) -> Void, String)] = [
            ({ () throws(VocabularyError) in _ = try Idiom(parsing: "tv") }, "invalid-idiom"),
            ({ () throws(VocabularyError) in _ = try ModalPresentationStyle(parsing: "sheet") }, "invalid-modal-presentation-style"),
            ({ () throws(VocabularyError) in _ = try ControllerKind(parsing: "UIViewController") }, "invalid-controller-kind"),
            ({ () throws(VocabularyError) in _ = try ChildForwarding(parsing: "top") }, "invalid-forwarding"),
            ({ () throws(VocabularyError) in _ = try Window.Screen(parsing: "tv") }, "invalid-screen"),
        ]
        for (f, code) in cases {
            do { try f(); Issue.record("accepted, expected \(code)") } catch { #expect(error.code == code) }
        }
    }

    @Test("messages list what is accepted and shorten hostile values")
    func messages() {
        let e = VocabularyError.invalidInterfaceOrientation(String(repeating: "x", count: 10_000))
        #expect(e.message.utf8.count < 400)
        #expect(e.message.contains("landscapeLeft"))
        #expect(VocabularyError.invalidControllerKind("x").message.contains("tabBarController"))
    }
}
