import OrientationPolicy
import Testing

@testable import OrientationImport

/// The SDK a project pins in `SDKROOT`. Xcode's default is `iphoneos`, "the latest iOS SDK" of the Xcode that
/// builds the project, which names no version; `iphoneos17.0` or an SDK's path pins one.
@Suite struct SDKRootTests {
    @Test(
        "SDKROOT pins an iOS SDK version only when it names one",
        arguments: [
            ("iphoneos", nil), ("iphoneos17.0", SystemVersion(17, 0)), ("iPhoneOS26.2", SystemVersion(26, 2)),
            (
                "/Applications/Xcode.app/Contents/Developer/Platforms/iPhoneOS.platform/Developer/SDKs/iPhoneOS27.0.sdk",
                SystemVersion(27, 0)
            ),
            ("macosx14.0", nil), ("iphonesimulator17.0", nil), ("$(SDKROOT)", nil), ("iphoneosX", nil),
        ] as [(String, SystemVersion?)])
    func pinned(value: String, version: SystemVersion?) {
        #expect(SDKRoot.iOSVersion(value) == version)
    }

    static func project(sdkroot: String?) throws -> ImportedProject {
        var release = ["INFOPLIST_FILE = Game/Info.plist;"]
        if let sdkroot { release.append("SDKROOT = \(sdkroot);") }
        let pbxproj = XcodeProjectFixtures.project([XcodeProjectFixtures.Target(name: "Game", release: release)])
        return try ProjectImporter.importProject(
            InMemoryProjectSource(textFiles: [
                "Game.xcodeproj/project.pbxproj": pbxproj, "Game/Info.plist": ProjectReaderTests.appPlist,
            ]))
    }

    @Test("An app takes the SDK its target pins, and none from SDKROOT = iphoneos")
    func appTakesThePinnedSDK() throws {
        #expect(try Self.project(sdkroot: "iphoneos17.0").apps.first?.sdkVersion == SystemVersion(17, 0))
        #expect(try Self.project(sdkroot: "iphoneos").apps.first?.sdkVersion == nil)
        #expect(try Self.project(sdkroot: nil).apps.first?.sdkVersion == nil)
    }

    static func sceneFindings(_ project: ImportedProject, linkedAgainst: SystemVersion? = nil) -> [ProjectLintFinding] {
        ProjectLint.run(project, targets: [ReadinessLintTests.phone27], linkedAgainst: linkedAgainst).apps.flatMap(\.findings)
            .filter { $0.finding.code == .sceneLifeCycleRequired }
    }

    @Test("TN3187: an app whose project pins the iOS 26 SDK is not told it needs the scene life cycle of the 27 SDK")
    func pinnedOlderSDKGetsNoReadiness() throws {
        #expect(Self.sceneFindings(try Self.project(sdkroot: "iphoneos26.0")).isEmpty)
    }

    @Test("TN3187: SDKROOT = iphoneos is the latest SDK, 27, so an app without scenes is told it does not launch")
    func latestSDKGetsReadiness() throws {
        #expect(Self.sceneFindings(try Self.project(sdkroot: "iphoneos")).count == 1)
        #expect(Self.sceneFindings(try Self.project(sdkroot: "iphoneos27.0")).count == 1)
    }

    @Test("--linked-against wins over the project's SDKROOT")
    func callerWins() throws {
        #expect(Self.sceneFindings(try Self.project(sdkroot: "iphoneos26.0"), linkedAgainst: SystemVersion(27, 0)).count == 1)
        #expect(Self.sceneFindings(try Self.project(sdkroot: "iphoneos"), linkedAgainst: SystemVersion(26, 0)).isEmpty)
    }
}
