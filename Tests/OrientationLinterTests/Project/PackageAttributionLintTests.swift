import OrientationPolicy
import Testing

@testable import ImportFixtures
@testable import OrientationImport
@testable import OrientationLinter

/// A finding in a local Swift package's or a subproject's file is reported in the apps that link it, not in every
/// app of the repository (Provenance's PVUI package and emulator cores were reported in apps that link neither).
@Suite struct PackageAttributionLintTests {
    typealias X = XcodeTargetFixtures

    static let read = """
        @implementation Player
        - (void)turn {
            UIInterfaceOrientation o = [[UIApplication sharedApplication] statusBarOrientation];
        }
        @end
        """

    static func findingsByApp(_ files: [String: String]) throws -> [String: [String]] {
        let project = try X.importProject(files)
        let report = ProjectLint.run(project, targets: ReadinessLintTests.targets)
        return Dictionary(
            uniqueKeysWithValues: report.apps.map { a in
                (
                    a.app.name,
                    a.findings.filter { $0.finding.code == .statusBarOrientationDeprecated }.compactMap { $0.location?.file }
                        .sorted()
                )
            })
    }

    static let apps = [
        "Main/Info.plist": X.infoPlist(["Portrait"]),
        "Main/AppDelegate.m": "@implementation AppDelegate\n@end\n",
        "Other/Info.plist": X.infoPlist(["Portrait"]),
        "Other/AppDelegate.m": "@implementation OtherDelegate\n@end\n",
    ]

    @Test func aPackagesFindingIsReportedInTheAppThatLinksItsProductOnly() throws {
        var files = Self.apps
        files["Demo.xcodeproj/project.pbxproj"] = X.project(
            [
                X.Target(
                    name: "Main", settings: ["INFOPLIST_FILE = Main/Info.plist;"], sources: ["Main/AppDelegate.m"],
                    packageProducts: ["PlayerKit"]),
                X.Target(name: "Other", settings: ["INFOPLIST_FILE = Other/Info.plist;"], sources: ["Other/AppDelegate.m"]),
            ], localPackages: ["PlayerKit"])
        files["PlayerKit/Package.swift"] = """
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(name: "PlayerKit", products: [.library(name: "PlayerKit", targets: ["PlayerKit"])],
                                  targets: [.target(name: "PlayerKit")])
            """
        files["PlayerKit/Sources/PlayerKit/Player.m"] = Self.read
        #expect(try Self.findingsByApp(files) == ["Main": ["PlayerKit/Sources/PlayerKit/Player.m"], "Other": []])
    }

    @Test func aSubprojectsFindingIsReportedInTheAppThatLinksItsLibraryOnly() throws {
        var files = Self.apps
        files["Demo.xcodeproj/project.pbxproj"] = X.project([
            X.Target(
                name: "Main", settings: ["INFOPLIST_FILE = Main/Info.plist;"], sources: ["Main/AppDelegate.m"],
                subprojectDependencies: [("Cores/Player/Player.xcodeproj", "PlayerCore")]),
            X.Target(name: "Other", settings: ["INFOPLIST_FILE = Other/Info.plist;"], sources: ["Other/AppDelegate.m"]),
        ])
        files["Cores/Player/Player.xcodeproj/project.pbxproj"] = X.project([
            X.Target(name: "PlayerCore", productType: "com.apple.product-type.framework", sources: ["Core/Player.m"])
        ])
        files["Cores/Player/Core/Player.m"] = Self.read
        #expect(try Self.findingsByApp(files) == ["Main": ["Cores/Player/Core/Player.m"], "Other": []])
    }

    @Test func aPackageNoProjectReferencesIsStillEveryAppsFinding() throws {
        var files = Self.apps
        files["Demo.xcodeproj/project.pbxproj"] = X.project([
            X.Target(name: "Main", settings: ["INFOPLIST_FILE = Main/Info.plist;"], sources: ["Main/AppDelegate.m"]),
            X.Target(name: "Other", settings: ["INFOPLIST_FILE = Other/Info.plist;"], sources: ["Other/AppDelegate.m"]),
        ])
        files["Tools/Package.swift"] = """
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(name: "Tools", products: [.library(name: "Tools", targets: ["Tools"])])
            """
        files["Tools/Sources/Tools/Player.m"] = Self.read
        #expect(
            try Self.findingsByApp(files) == ["Main": ["Tools/Sources/Tools/Player.m"], "Other": ["Tools/Sources/Tools/Player.m"]])
    }
}
