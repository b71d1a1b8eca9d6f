import OrientationPolicy
import Testing

@testable import ImportFixtures
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

    @Test("An app takes the SDK its target pins, and none from SDKROOT = iphoneos")
    func appTakesThePinnedSDK() throws {
        #expect(try SDKRootFixtures.project(sdkroot: "iphoneos17.0").apps.first?.sdkVersion == SystemVersion(17, 0))
        #expect(try SDKRootFixtures.project(sdkroot: "iphoneos").apps.first?.sdkVersion == nil)
        #expect(try SDKRootFixtures.project(sdkroot: nil).apps.first?.sdkVersion == nil)
    }
}
