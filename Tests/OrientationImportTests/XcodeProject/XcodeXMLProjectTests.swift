import OrientationPolicy
import Testing

@testable import OrientationImport

/// Xcode opens and keeps a project.pbxproj written as an XML property list (older CocoaPods and project
/// generators wrote them so); it holds the same objects as the old-style text Xcode writes itself.
@Suite struct XcodeXMLProjectTests {
    static func dict(_ entries: [(String, String)]) -> String {
        "<dict>" + entries.map { "<key>\($0.0)</key>\($0.1)" }.joined() + "</dict>"
    }
    static func string(_ s: String) -> String { "<string>\(s)</string>" }
    static func array(_ items: [String]) -> String { "<array>" + items.map(string).joined() + "</array>" }

    static let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        \(dict([
            ("archiveVersion", string("1")),
            ("objectVersion", string("46")),
            ("rootObject", string("P1")),
            ("objects", dict([
                ("P1", dict([("isa", string("PBXProject")), ("buildConfigurationList", string("L1")), ("targets", array(["T1"]))])),
                ("L1", dict([("isa", string("XCConfigurationList")), ("buildConfigurations", array(["C1"]))])),
                ("C1", dict([("isa", string("XCBuildConfiguration")), ("name", string("Release")), ("buildSettings", dict([]))])),
                ("T1", dict([("isa", string("PBXNativeTarget")), ("name", string("Tiles")),
                             ("productType", string("com.apple.product-type.application")),
                             ("buildConfigurationList", string("L2"))])),
                ("L2", dict([("isa", string("XCConfigurationList")), ("buildConfigurations", array(["C2"]))])),
                ("C2", dict([("isa", string("XCBuildConfiguration")), ("name", string("Release")),
                             ("buildSettings", dict([("INFOPLIST_FILE", string("Tiles/Info.plist")),
                                                     ("TARGETED_DEVICE_FAMILY", string("2")),
                                                     ("IPHONEOS_DEPLOYMENT_TARGET", string("9.0"))]))])),
            ])),
        ]))
        </plist>
        """

    @Test func anXMLProjectFilesApplicationTargetIsReadLikeAnOldStyleOnes() throws {
        let facts = try XcodeProjectReader.read(Array(Self.xml.utf8), path: "Tiles.xcodeproj/project.pbxproj")
        let target = try #require(facts.targets.first)
        #expect(target.name == "Tiles")
        #expect(target.infoPlistFile == "Tiles/Info.plist")
        #expect(target.deviceFamilies == [.pad])
        #expect(target.deploymentTarget == SystemVersion(9, 0))
    }

    @Test func aMalformedXMLProjectFileIsAnErrorNamingIt() {
        var thrown: ImportError?
        do { _ = try XcodeProjectReader.read(Array("<?xml version=\"1.0\"?><plist><dict>".utf8), path: "A.xcodeproj/project.pbxproj") } catch {
            thrown = error
        }
        #expect(thrown?.code == .malformedPlist)
        #expect(thrown?.file == "A.xcodeproj/project.pbxproj")
    }
}
