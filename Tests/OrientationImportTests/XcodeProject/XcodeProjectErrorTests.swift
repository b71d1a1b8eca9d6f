import Testing

@testable import ImportFixtures
@testable import OrientationImport

/// Bad project.pbxproj files: a typed error naming the file and, where there is one, the line; never a crash.
@Suite struct XcodeProjectErrorTests {
    typealias F = XcodeProjectFixtures

    /// Text that is not an old-style property list, with the line the error names.
    @Test(arguments: [
        ("{\n\tarchiveVersion = 1;\n\tobjects = {\n\t\tA = {\n\t\t\tname = \"unterminated;\n\t\t};\n}", 5, "a quoted string is not closed"),
        ("{\n\tarchiveVersion = 1\n\tobjects = {};\n}", 3, "expected ';'"),
        ("{\n\tarchiveVersion = 1;\n\t/* a comment that never ends\n}", 3, "a /* comment is not closed"),
        ("{\n\ta = (1, 2;\n}", 2, "expected ',' or ')'"),
        ("{\n\ta = 1;\n}\n}", 4, "unexpected text after the property list"),
        ("{\n\t= 1;\n}", 2, "expected a key"),
        ("{\n\ta = };\n}", 2, "where a value is expected"),
        ("{\n\ta = <0fbd;\n}", 2, "<data> is not closed"),
    ])
    func textThatIsNotAPropertyListIsRefusedAtItsLine(text: String, line: Int, message: String) {
        let e = F.error(text)
        #expect(e?.code == .malformedPlist)
        #expect(e?.file == "Tiles.xcodeproj/project.pbxproj")
        #expect(e?.line == line, "\(e?.description ?? "no error")")
        #expect(e?.message.contains(message) == true, "\(e?.message ?? "no error")")
    }

    @Test(arguments: ["{\n\ta = {\n\t\tb = (\n", "{ a = "])
    func aFileCutShortIsRefused(text: String) {
        let e = F.error(text)
        #expect(e?.code == .malformedPlist)
        #expect(e?.message.contains("the file ends inside") == true)
    }

    @Test func aWholeProjectCutShortIsRefused() {
        let whole = F.project([F.Target(name: "Tiles", release: ["GENERATE_INFOPLIST_FILE = YES;"])])
        for length in stride(from: 0, to: whole.utf8.count - 3, by: 97) {
            let e = F.error(String(decoding: whole.utf8.prefix(length), as: UTF8.self))
            #expect(e?.code == .malformedPlist, "length \(length)")
        }
    }

    @Test(arguments: ["", "// !$*UTF8*$!\n", "  \n"])
    func anEmptyFileIsRefused(text: String) {
        #expect(
            F.error(text)
                == ImportError(
                    .malformedPlist, file: "Tiles.xcodeproj/project.pbxproj",
                    "the file is empty; expected a property list"))
    }

    @Test(arguments: [
        ("( a, b )", "the root is an array"),
        ("{ archiveVersion = 1; }", "no 'objects' dictionary"),
        ("{ objects = { }; }", "no 'rootObject'"),
        ("{ objects = { P = { isa = PBXGroup; }; }; rootObject = P; }", "is not a PBXProject"),
        ("{ objects = { }; rootObject = Missing; }", "is not a PBXProject"),
    ])
    func aPropertyListThatIsNotAnXcodeProjectIsRefused(text: String, message: String) {
        let e = F.error(text)
        #expect(e?.code == .malformedPlist)
        #expect(e?.line == 1)
        #expect(e?.message.contains(message) == true, "\(e?.message ?? "no error")")
    }

    @Test func aBooleanSettingThatIsNeitherYesNorNoIsRefusedAtItsLine() {
        let text = F.project([F.Target(name: "Tiles", release: ["GENERATE_INFOPLIST_FILE = maybe;"])])
        let e = F.error(text)
        #expect(e?.code == .malformedPlist)
        #expect(e?.line == F.location(of: "GENERATE_INFOPLIST_FILE", in: text)?.line)
        #expect(e?.message == "GENERATE_INFOPLIST_FILE is 'maybe'; expected YES or NO")
    }

    @Test func aReferenceToAMissingObjectLosesThatTargetOnly() throws {
        var text = F.project([
            F.Target(name: "Tiles", release: ["INFOPLIST_FILE = Tiles/Info.plist;"]),
            F.Target(name: "Other", release: ["INFOPLIST_FILE = Other/Info.plist;"]),
        ])
        // The first target's configuration list now names an object the file does not have.
        text = text.replacingAll("buildConfigurationList = A1B2C3D4E5F6000000000101", with: "buildConfigurationList = FFFFFFFFFFFFFFFFFFFFFFFF")
        #expect(try F.read(text).applicationInfoPlistPaths == ["Other/Info.plist"])
    }

    @Test func valuesNestedFarTooDeepAreRefused() {
        let text = String(repeating: "{ a = ", count: 5_000) + "b;" + String(repeating: " };", count: 5_000)
        #expect(F.error(text)?.code == .malformedPlist)
    }

    @Test func binaryBytesAreRefused() {
        let bytes: [UInt8] = [0xCF, 0xFA, 0xED, 0xFE, 0x07, 0x00, 0x00, 0x01, 0x00]
        #expect(throws: ImportError.self) { try XcodeProjectReader.read(bytes, path: "X.xcodeproj/project.pbxproj") }
    }
}

extension XcodeProjectErrorTests {
    @Test func settingsThatReferToEachOtherEndlesslyStopExpanding() throws {
        let text = F.project([
            F.Target(
                name: "Tiles",
                release: [
                    "A = \"$(B)$(B)$(B)$(B)$(A)\";", "B = \"$(A)$(A)$(A)$(A)$(B)\";", "INFOPLIST_FILE = \"$(A)/Info.plist\";",
                ])
        ])
        let path = try #require(try F.read(text).applicationInfoPlistPaths.first)
        #expect(path.contains("$(A)") || path.contains("$(B)"))
        #expect(path.hasSuffix("/Info.plist"))
    }
}
