import Foundation
import Testing

@testable import ImportFixtures
@testable import OrientationImport

/// Bad Info.plists: each a typed error naming the file, and the line when the file has lines; never a crash.
@Suite struct InfoPlistErrorTests {
    typealias F = InfoPlistFixtures

    /// A value of the wrong type under a key the importer reads, with the line the error names.
    @Test(arguments: [
        (
            "<key>UISupportedInterfaceOrientations</key>\n<string>UIInterfaceOrientationPortrait</string>", 5,
            "UISupportedInterfaceOrientations is a string; expected an array"
        ),
        (
            "<key>UISupportedInterfaceOrientations~ipad</key>\n<array>\n<string>UIInterfaceOrientationPortrait</string>\n<integer>2</integer>\n</array>",
            8,
            "UISupportedInterfaceOrientations~ipad holds an integer"
        ),
        ("<key>UIRequiresFullScreen</key>\n<string>YES</string>", 5, "UIRequiresFullScreen is a string; expected a boolean"),
        ("<key>UIRequiresFullScreen~ipad</key><integer>1</integer>", 5, "UIRequiresFullScreen~ipad is an integer"),
        ("\n<key>UIMainStoryboardFile</key><array><string>Main</string></array>", 6, "UIMainStoryboardFile is an array"),
        ("<key>UIInterfaceOrientation</key><dict/>", 5, "UIInterfaceOrientation is a dictionary"),
        ("<key>CFBundlePackageType</key><true/>", 5, "CFBundlePackageType is a boolean"),
        ("<key>UIApplicationSceneManifest</key><array/>", 5, "UIApplicationSceneManifest is an array"),
        (
            "<key>UIApplicationSceneManifest</key><dict><key>UISceneConfigurations</key><dict>\n<key>UIWindowSceneSessionRoleApplication</key><array><dict><key>UISceneStoryboardFile</key><false/></dict></array></dict></dict>",
            6, "UISceneStoryboardFile is a boolean"
        ),
    ])
    func aValueOfTheWrongTypeIsRefusedAtItsLine(body: String, line: Int, message: String) {
        let e = F.error(F.xml(body))
        #expect(e?.code == .malformedPlist)
        #expect(e?.file == "App/Info.plist")
        #expect(e?.line == line)
        #expect(e?.message.contains(message) == true, "\(e?.message ?? "no error")")
    }

    /// XML that is not a well-formed property list, with the line where the reader stopped.
    @Test(arguments: [
        ("<plist version=\"1.0\">\n<dict>\n<key>A</key>\n<string>x</dict>\n</plist>", 4),
        // Cut short: the parser names the last line it read.
        ("<plist version=\"1.0\">\n<dict>\n<key>A</key>\n<string>x</string>\n", 4),
        ("<plist version=\"1.0\">\n<dict>\n<key>A</key>\n<strin>x</strin>\n</dict>\n</plist>", 4),
        ("<plist version=\"1.0\">\n<dict>\n<string>x</string>\n</dict>\n</plist>", 3),
        ("<plist version=\"1.0\">\n<dict>\n<key>A</key>\n</dict>\n</plist>", 3),
        ("<plist version=\"1.0\">\n<dict>\n<key>A</key><integer>twelve</integer>\n</dict>\n</plist>", 3),
        ("<plist version=\"1.0\">\n<dict/>\n<dict/>\n</plist>", 1),
        ("<plist version=\"1.0\">\n<dict x=\"1\" x=\"2\"/>\n</plist>", 2),
        ("<?xml version=\"1.0\"?>\n<plist>\n<dict>\n<key>A&B</key>\n</dict>\n</plist>", 4),
    ])
    func malformedXMLIsRefusedAtItsLine(text: String, line: Int) {
        let e = F.error(Array(text.utf8))
        #expect(e?.code == .malformedPlist)
        #expect(e?.file == "App/Info.plist")
        #expect(e?.line == line, "\(e?.description ?? "no error")")
    }

    @Test(arguments: [
        ("<plist version=\"1.0\">\n<array/>\n</plist>", "the property list's root is an array"),
        ("<plist version=\"1.0\">\n<string>x</string>\n</plist>", "the property list's root is a string"),
    ])
    func aRootThatIsNotADictionaryIsRefused(text: String, message: String) {
        let e = F.error(Array(text.utf8))
        #expect(e?.code == .malformedPlist)
        #expect(e?.line == 2)
        #expect(e?.message.contains(message) == true)
    }

    @Test(arguments: ["", "  \n\t\n", "\u{FEFF}"])
    func anEmptyFileIsRefusedWithoutALine(text: String) {
        let e = F.error(Array(text.utf8))
        #expect(e == ImportError(.malformedPlist, file: "App/Info.plist", "the file is empty; expected a property list"))
    }

    @Test func aTruncatedBinaryPlistIsRefused() {
        let whole = F.binary(["CFBundlePackageType": "APPL", "UIRequiresFullScreen": true])
        for length in [6, 8, 16, whole.count / 2, whole.count - 1] {
            let e = F.error(Array(whole.prefix(length)))
            #expect(e?.code == .malformedPlist, "length \(length)")
            #expect(e?.file == "App/Info.plist")
        }
    }

    @Test func binaryGarbageAfterTheMagicIsRefused() {
        var bytes = Array("bplist00".utf8)
        var x: UInt32 = 2_463_534_242
        for _ in 0..<512 {
            x ^= x << 13; x ^= x >> 17; x ^= x << 5
            bytes.append(UInt8(truncatingIfNeeded: x))
        }
        #expect(F.error(bytes)?.code == .malformedPlist)
    }

    @Test(arguments: [
        [0x00, 0x01, 0x02, 0xFF] as [UInt8],
        Array("CFBundlePackageType = APPL".utf8),
        Array("#!/bin/sh\necho".utf8),
    ])
    func bytesThatAreNoPropertyListAreRefused(bytes: [UInt8]) {
        let e = F.error(bytes)
        #expect(e?.code == .malformedPlist)
        #expect(e?.message.contains("not a property list") == true)
    }

    @Test func anOldStyleTextPlistIsRefusedWithTheWayToConvertIt() {
        let e = F.error(Array("{\n  CFBundlePackageType = APPL;\n}".utf8))
        #expect(e?.code == .malformedPlist)
        #expect(e?.message.contains("plutil -convert xml1") == true)
    }

    @Test func anExternalEntityIsNeverLoaded() throws {
        let text = """
            <?xml version="1.0"?>
            <!DOCTYPE plist [ <!ENTITY secret SYSTEM "file:///etc/passwd"> ]>
            <plist version="1.0"><dict><key>CFBundleDisplayName</key><string>&secret;</string></dict></plist>
            """
        let name = (try? InfoPlistReader.read(Array(text.utf8), path: "Info.plist"))?.bundleName ?? ""
        #expect(!name.contains("root:"))
    }

    @Test func elementsNestedFarTooDeepAreRefused() {
        let depth = 10_000
        let text =
            "<plist><dict><key>A</key>" + String(repeating: "<array>", count: depth)
            + String(repeating: "</array>", count: depth) + "</dict></plist>"
        let e = F.error(Array(text.utf8))
        #expect(e?.code == .malformedPlist)
        #expect(e?.line == 1)
    }
}

extension InfoPlistErrorTests {
    /// "Billion laughs": entities that expand to gigabytes. The parser refuses the amplification.
    @Test func anEntityExpansionBombIsRefused() {
        var text = "<?xml version=\"1.0\"?>\n<!DOCTYPE plist [\n<!ENTITY l0 \"lol\">\n"
        for i in 1...12 { text += "<!ENTITY l\(i) \"" + String(repeating: "&l\(i - 1);", count: 10) + "\">\n" }
        text += "]>\n<plist><dict><key>CFBundleName</key><string>&l12;</string></dict></plist>"
        let e = F.error(Array(text.utf8))
        #expect(e?.code == .malformedPlist)
    }

    @Test func aFileCutShortInsideATagIsRefusedAtItsLastLine() {
        let e = F.error(Array("<plist version=\"1.0\">\n<dict>\n<key>A</key>\n<str".utf8))
        #expect(e?.code == .malformedPlist)
        #expect(e?.line == 4)
    }
}

extension InfoPlistErrorTests {
    /// A binary plist written by hand: each object an array of references to other objects (format per Apple's
    /// CFBinaryPList.c comments: "bplist00", objects, offset table, 32-byte trailer).
    static func binaryArrays(_ objects: [[UInt8]]) -> [UInt8] {
        var out = Array("bplist00".utf8)
        var offsets: [UInt8] = []
        for o in objects {
            offsets.append(UInt8(out.count))
            out.append(0xA0 | UInt8(o.count))
            out += o
        }
        let tableOffset = UInt8(out.count)
        out += offsets
        out += [0, 0, 0, 0, 0, 0, 1, 1]  // unused, offset size 1, reference size 1
        out += [0, 0, 0, 0, 0, 0, 0, UInt8(objects.count)]  // object count
        out += [0, 0, 0, 0, 0, 0, 0, 0]  // top object
        out += [0, 0, 0, 0, 0, 0, 0, tableOffset]  // offset table offset
        return out
    }

    @Test func aHandWrittenBinaryPlistIsReadSoTheHostileOnesBelowAreRealBinaryPlists() {
        // An array holding an empty array: well-formed, but the root is not a dictionary.
        let e = F.error(Self.binaryArrays([[1], []]))
        #expect(e?.message.contains("root is an array") == true, "\(e?.message ?? "read")")
    }

    @Test func aBinaryPlistWhoseArrayContainsItselfIsRefused() {
        let e = F.error(Self.binaryArrays([[0]]))
        #expect(e?.code == .malformedPlist)
        #expect(e?.message.contains("damaged or truncated binary property list") == true)
    }
}
