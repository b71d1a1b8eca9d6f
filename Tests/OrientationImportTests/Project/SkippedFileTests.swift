import OrientationPolicy
import Testing

@testable import ImportFixtures
@testable import OrientationImport

/// One broken file of a dependency must not stop the lint of the app around it.
@Suite struct SkippedFileTests {
    static let project = XcodeProjectFixtures.project([
        .init(name: "Tiles", release: ["INFOPLIST_FILE = Tiles/Info.plist;"])
    ])
    static let appPlist = InfoPlistFixtures.xml(
        InfoPlistFixtures.orientations("UISupportedInterfaceOrientations", ["UIInterfaceOrientationPortrait"]))
    /// A CocoaPods framework's Info.plist left with merge-conflict markers.
    static let conflicted = "<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<dict>\n<<<<<<< HEAD\n<key>CFBundlePackageType</key>\n"

    @Test func anInfoPlistNoApplicationTargetNamesIsSkippedWithItsError() throws {
        let files = try ProjectReaderTests.read([
            "Tiles.xcodeproj/project.pbxproj": Array(Self.project.utf8),
            "Tiles/Info.plist": Self.appPlist,
            "Pods/Target Support Files/Kit/Info.plist": Array(Self.conflicted.utf8),
        ])
        #expect(files.infoPlists.map(\.path) == ["Tiles/Info.plist"])
        let skipped = try #require(files.statistics.skippedFiles.first)
        #expect(skipped.code == .malformedPlist)
        #expect(skipped.file == "Pods/Target Support Files/Kit/Info.plist")
    }

    @Test func theInfoPlistOfAnApplicationTargetIsSkippedSayingItsAppIsNotLinted() throws {
        let files = try ProjectReaderTests.read([
            "Tiles.xcodeproj/project.pbxproj": Array(Self.project.utf8),
            "Tiles/Info.plist": Array(Self.conflicted.utf8),
        ])
        let error = files.statistics.skippedFiles.first
        #expect(error?.code == .malformedPlist)
        #expect(error?.file == "Tiles/Info.plist")
        #expect(error?.message.contains("is not linted") == true)
        #expect(files.infoPlists.isEmpty)
    }

    /// A camera library's demo: Release names `camera/Info.plist`, which the repository lacks, and Debug names the
    /// demo's own plist; the target's settings (deployment target 9.0) still apply to the app.
    @Test func aPlistNamedOnlyByAnotherConfigurationIsStillTheTargetsWhenTheChosenOneIsMissing() throws {
        let project = XcodeProjectFixtures.project([
            .init(
                name: "camera", release: ["INFOPLIST_FILE = camera/Info.plist;", "IPHONEOS_DEPLOYMENT_TARGET = 9.0;"],
                debug: ["INFOPLIST_FILE = \"Example App/Info.plist\";", "IPHONEOS_DEPLOYMENT_TARGET = 9.0;"])
        ])
        let files = try ProjectReaderTests.read([
            "camera.xcodeproj/project.pbxproj": Array(project.utf8),
            "Example App/Info.plist": Self.appPlist,
        ])
        let plist = try #require(files.infoPlists.first { $0.path == "Example App/Info.plist" })
        #expect(plist.declaresApp)
        #expect(plist.deploymentTarget == SystemVersion(9, 0))
    }

    /// An emulator core's bundle plist that says APPL inside a project whose every application target names its own
    /// Info.plist: the project says which plists are apps, and that one is not.
    @Test func anAPPLPlistNoTargetNamesInsideASettledProjectIsNotAnApp() throws {
        let bundle = InfoPlistFixtures.xml("\t<key>CFBundlePackageType</key>\n\t<string>APPL</string>")
        let files = try ProjectReaderTests.read([
            "Tiles.xcodeproj/project.pbxproj": Array(Self.project.utf8),
            "Tiles/Info.plist": Self.appPlist,
            "Cores/Core/Resources/Info.plist": bundle,
        ])
        #expect(files.infoPlists.filter(\.declaresApp).map(\.path) == ["Tiles/Info.plist"])
        // Without a project file nothing says so, and the plist is an app's as before.
        let alone = try ProjectReaderTests.read(["Cores/Core/Resources/Info.plist": bundle])
        #expect(alone.infoPlists.filter(\.declaresApp).map(\.path) == ["Cores/Core/Resources/Info.plist"])
    }
}
