import OrientationPolicy
import Testing

@Suite("Vocabulary tables: predicates, device-to-interface mapping, eras")
struct VocabularyTableTests {
    @Test(
        "UIDeviceOrientation predicates (UIDevice.h macros)",
        arguments: [
            // (device, isPortrait, isLandscape, isFlat, isValidInterfaceOrientation)
            (DeviceOrientation.unknown, false, false, false, false),
            (.portrait, true, false, false, true),
            (.portraitUpsideDown, true, false, false, true),
            (.landscapeLeft, false, true, false, true),
            (.landscapeRight, false, true, false, true),
            (.faceUp, false, false, true, false),
            (.faceDown, false, false, true, false),
        ])
    func devicePredicates(d: DeviceOrientation, portrait: Bool, landscape: Bool, flat: Bool, valid: Bool) {
        #expect(d.isPortrait == portrait)
        #expect(d.isLandscape == landscape)
        #expect(d.isFlat == flat)
        #expect(d.isValidInterfaceOrientation == valid)
    }

    @Test(
        "UIInterfaceOrientation predicates (UIApplication.h macros)",
        arguments: [
            (InterfaceOrientation.unknown, false, false, false),
            (.portrait, true, false, true),
            (.portraitUpsideDown, true, false, true),
            (.landscapeRight, false, true, true),
            (.landscapeLeft, false, true, true),
        ])
    func interfacePredicates(o: InterfaceOrientation, portrait: Bool, landscape: Bool, valid: Bool) {
        #expect(o.isPortrait == portrait)
        #expect(o.isLandscape == landscape)
        #expect(o.isValid == valid)
    }

    @Test(
        "device orientation d maps to the interface orientation with the same raw value; device landscapeLeft (home button right) is interface landscapeRight",
        arguments: [
            (DeviceOrientation.unknown, InterfaceOrientation?.none),
            (.portrait, .portrait),
            (.portraitUpsideDown, .portraitUpsideDown),
            (.landscapeLeft, .landscapeRight),
            (.landscapeRight, .landscapeLeft),
            (.faceUp, nil),
            (.faceDown, nil),
        ])
    func deviceToInterface(d: DeviceOrientation, expected: InterfaceOrientation?) {
        #expect(d.interfaceOrientation == expected)
        if let i = expected { #expect(i.rawValue == d.rawValue) }
    }

    @Test("raw values are UIKit's: interface landscapeRight 3, landscapeLeft 4; device faceUp 5, faceDown 6")
    func rawValues() {
        #expect(InterfaceOrientation.landscapeRight.rawValue == 3)
        #expect(InterfaceOrientation.landscapeLeft.rawValue == 4)
        #expect(DeviceOrientation.faceUp.rawValue == 5)
        #expect(DeviceOrientation.faceDown.rawValue == 6)
        // Numeric trap: MaskPortrait (2) == InterfaceOrientationPortraitUpsideDown (2).
        #expect(InterfaceOrientationMask.portrait.rawValue == UInt(InterfaceOrientation.portraitUpsideDown.rawValue))
    }

    @Test(
        "era boundaries: 5.1 is legacy, 6.0 and 7.1 are iOS 6, 8.0 and 15.7 are iOS 8, 16.0 is iOS 16",
        arguments: [
            (version(5, 1), Era.legacy), (version(6, 0), .iOS6), (version(7, 1), .iOS6), (version(8, 0), .iOS8),
            (version(15, 7), .iOS8), (version(16, 0), .iOS16), (version(26, 0), .iOS16), (version(2, 0), .legacy),
        ])
    func eras(v: SystemVersion, era: Era) {
        #expect(Era(v) == era)
    }

    @Test("every rule has a kebab-case id and a non-empty source, and ids are unique")
    func ruleTable() {
        var seen = Set<String>()
        for r in Rule.allCases {
            #expect(!r.source.isEmpty)
            #expect(r.id.allSatisfy { $0.isLowercase || $0 == "-" }, "\(r.id)")
            #expect(seen.insert(r.id).inserted)
        }
        #expect(Rule.appMask.id == "app-mask")
        #expect(Rule.topmostFullScreen.id == "topmost-full-screen")
    }
}
