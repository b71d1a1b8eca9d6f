import OrientationPolicy
import Testing

@testable import ImportFixtures
@testable import OrientationImport

/// Build settings set in an `.xcconfig` the configuration is based on count like the pbxproj's own, below the
/// target's settings and above the project's (Xcode Help, "Add a build configuration file to your project").
@Suite struct XcconfigTests {
    static func reader(_ files: [String: String], projectDir: String = "") -> XcconfigReader {
        XcconfigReader(load: { files[$0].map { Array($0.utf8) } }, projectDir: projectDir)
    }

    static func settings(_ files: [String: String], at path: String, projectDir: String = "") -> [PlistNode.Entry]? {
        var r = reader(files, projectDir: projectDir)
        return r.settings(at: path)
    }

    @Test func settingsCommentsAndConditionsAreRead() throws {
        let settings = try #require(
            Self.settings(
                [
                    "Config/App.xcconfig": """
                    // App settings
                    TARGETED_DEVICE_FAMILY = 1,2 // both
                    IPHONEOS_DEPLOYMENT_TARGET[sdk=iphoneos*] = 13.0
                    OTHER_FLAGS = -DNAME=a]b
                    """
                ], at: "Config/App.xcconfig"))
        #expect(settings.map(\.key) == ["TARGETED_DEVICE_FAMILY", "IPHONEOS_DEPLOYMENT_TARGET[sdk=iphoneos*]", "OTHER_FLAGS"])
        #expect(settings.last?.value.value == .string("-DNAME=a]b"))
        #expect(settings.first?.value.value == .string("1,2"))
        #expect(settings.first?.keyLocation == SourceLocation(file: "Config/App.xcconfig", line: 2, column: 1))
    }

    @Test func includesAreReadRelativeToTheIncludingFileAndLoopsStop() throws {
        let settings = try #require(
            Self.settings(
                [
                    "Config/App.xcconfig": "#include \"Shared/Base.xcconfig\"\nTARGETED_DEVICE_FAMILY = 2\n",
                    "Config/Shared/Base.xcconfig": "#include \"../App.xcconfig\"\nIPHONEOS_DEPLOYMENT_TARGET = 12.0\n",
                ], at: "Config/App.xcconfig"))
        #expect(settings.map(\.key) == ["IPHONEOS_DEPLOYMENT_TARGET", "TARGETED_DEVICE_FAMILY"])
    }

    @Test func aMissingFileIsNil() {
        #expect(Self.settings([:], at: "Config/App.xcconfig") == nil)
    }

    /// A target based on `App.xcconfig` that sets the family and deployment target there: the app is iPad-only
    /// from iOS 12; with the file absent from the repository both stay unknown.
    @Test func aTargetsXcconfigSetsItsFamilyAndDeploymentTarget() throws {
        let pbxproj = XcodeProjectFixtures.project([.init(name: "Tiles", release: ["INFOPLIST_FILE = Tiles/Info.plist;"])])
        let based = XcconfigTests.basing(pbxproj, on: "Config/App.xcconfig")
        let load = { (path: String) -> [UInt8]? in
            path == "Config/App.xcconfig" ? Array("TARGETED_DEVICE_FAMILY = 2\nIPHONEOS_DEPLOYMENT_TARGET = 12.0\n".utf8) : nil
        }
        let facts = try XcodeProjectReader.read(Array(based.utf8), path: "Tiles.xcodeproj/project.pbxproj", load: load)
        let target = try #require(facts.targets.first)
        #expect(target.deviceFamilies == [.pad])
        #expect(target.deploymentTarget == SystemVersion(12, 0))
        #expect(target.unreadXcconfig == nil)
        let unread = try XcodeProjectReader.read(Array(based.utf8), path: "Tiles.xcodeproj/project.pbxproj", load: { _ in nil })
        #expect(unread.targets.first?.unreadXcconfig == "Config/App.xcconfig")
        #expect(unread.targets.first?.deviceFamilies == nil)
    }

    /// The fixture project with every configuration based on a file reference to `path` (relative to the project).
    static func basing(_ pbxproj: String, on path: String) -> String {
        var text = pbxproj.replacingAll(
            "isa = XCBuildConfiguration;", with: "isa = XCBuildConfiguration;\n\t\t\tbaseConfigurationReference = FF00000000000000000000AA;")
        let ref = "\t\tFF00000000000000000000AA = {isa = PBXFileReference; path = \"\(path)\"; sourceTree = SOURCE_ROOT; };\n"
        text = text.replacingAll("/* Begin XCBuildConfiguration section */\n", with: "/* Begin XCBuildConfiguration section */\n" + ref)
        return text
    }

    /// CocoaPods writes the app target's base configuration at `pod install` and most repositories do not commit
    /// it; it never sets a device family, so its absence leaves Xcode's default (iPhone).
    @Test func anAbsentCocoaPodsAggregateXcconfigSetsNoDeviceFamily() throws {
        let pbxproj = XcodeProjectFixtures.project([.init(name: "Tiles", release: ["INFOPLIST_FILE = Tiles/Info.plist;"])])
        let based = Self.basing(pbxproj, on: "Pods/Target Support Files/Pods-Tiles/Pods-Tiles.release.xcconfig")
        let facts = try XcodeProjectReader.read(Array(based.utf8), path: "Tiles.xcodeproj/project.pbxproj", load: { _ in nil })
        #expect(facts.targets.first?.unreadXcconfig == nil)
        #expect(facts.targets.first.map { DeviceFamily.asBuilt(target: $0, infoPlist: nil) } == [.phone])
    }

    /// Projects write includes from the project folder too (`#include "Xcode/Shared/tvOS.xcconfig"` in a file under
    /// `Xcode/Targets/`), and they build: such an include is looked up from the project folder when it is not
    /// beside the including file.
    @Test func anIncludeWrittenFromTheProjectFolderIsFound() throws {
        let settings = try #require(
            Self.settings(
                [
                    "App/Xcode/Targets/TV.xcconfig": "#include \"Xcode/Shared/tvOS.xcconfig\"\n",
                    "App/Xcode/Shared/tvOS.xcconfig": "SDKROOT = appletvos\nTARGETED_DEVICE_FAMILY = 3\n",
                ], at: "App/Xcode/Targets/TV.xcconfig", projectDir: "App"))
        #expect(settings.map(\.key) == ["SDKROOT", "TARGETED_DEVICE_FAMILY"])
    }

    @Test func aRequiredIncludeFoundNowhereMarksTheFileIncomplete() {
        var r = Self.reader(["Config/App.xcconfig": "#include \"Missing.xcconfig\"\n#include? \"Optional.xcconfig\"\nA = 1\n"])
        #expect(r.settings(at: "Config/App.xcconfig")?.map(\.key) == ["A"])
        #expect(r.missingInclude == "Config/Missing.xcconfig")
    }
}
