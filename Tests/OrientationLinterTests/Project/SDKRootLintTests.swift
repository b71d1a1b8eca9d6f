import OrientationPolicy
import Testing

@testable import ImportFixtures
@testable import OrientationImport
@testable import OrientationLinter

/// Lint's SDK from the project's `SDKROOT` (TN3187, "Migrating to the UIKit scene-based life cycle": an app built
/// with the iOS 27 SDK needs the scene life cycle to launch). Xcode's default, `iphoneos`, is the latest SDK.
@Suite struct SDKRootLintTests {
    static func sceneFindings(_ project: ImportedProject, linkedAgainst: SystemVersion? = nil) -> [ProjectLintFinding] {
        ProjectLint.run(project, targets: [ReadinessLintTests.phone27], linkedAgainst: linkedAgainst).apps.flatMap(\.findings)
            .filter { $0.finding.code == .sceneLifeCycleRequired }
    }

    @Test("TN3187: an app whose project pins the iOS 26 SDK is not told it needs the scene life cycle of the 27 SDK")
    func pinnedOlderSDKGetsNoReadiness() throws {
        #expect(Self.sceneFindings(try SDKRootFixtures.project(sdkroot: "iphoneos26.0")).isEmpty)
    }

    @Test("TN3187: SDKROOT = iphoneos is the latest SDK, 27, so an app without scenes is told it does not launch")
    func latestSDKGetsReadiness() throws {
        #expect(Self.sceneFindings(try SDKRootFixtures.project(sdkroot: "iphoneos")).count == 1)
        #expect(Self.sceneFindings(try SDKRootFixtures.project(sdkroot: "iphoneos27.0")).count == 1)
    }

    @Test("--linked-against wins over the project's SDKROOT")
    func callerWins() throws {
        #expect(Self.sceneFindings(try SDKRootFixtures.project(sdkroot: "iphoneos26.0"), linkedAgainst: SystemVersion(27, 0)).count == 1)
        #expect(Self.sceneFindings(try SDKRootFixtures.project(sdkroot: "iphoneos"), linkedAgainst: SystemVersion(26, 0)).isEmpty)
    }
}
