@testable import OrientationImport

/// A one-target app whose Release configuration sets `SDKROOT` (or leaves it to Xcode's default): what the SDK
/// tests of the importer and of the linter both read.
enum SDKRootFixtures {
    static func project(sdkroot: String?) throws -> ImportedProject {
        var release = ["INFOPLIST_FILE = Game/Info.plist;"]
        if let sdkroot { release.append("SDKROOT = \(sdkroot);") }
        let pbxproj = XcodeProjectFixtures.project([XcodeProjectFixtures.Target(name: "Game", release: release)])
        return try ProjectImporter.importProject(
            InMemoryProjectSource(files: [
                "Game.xcodeproj/project.pbxproj": Array(pbxproj.utf8),
                "Game/Info.plist": InfoPlistFixtures.xml(
                    "<key>CFBundlePackageType</key><string>APPL</string>"
                        + "<key>UISupportedInterfaceOrientations</key><array><string>UIInterfaceOrientationPortrait</string></array>"),
            ]))
    }
}
