import OrientationPolicy
import Testing

@testable import ImportFixtures
@testable import OrientationImport

/// What the XcodeGen reader takes from a spec: the app named as its target, its devices and deployment target,
/// and every orientation key located at its line in the spec that sets it.
@Suite struct XcodeGenReaderTests {
    typealias G = XcodeGenFixtures

    static func read(_ files: [String: String]) throws -> ProjectFiles {
        try ProjectReaderTests.read(files.mapValues { Array($0.utf8) })
    }

    static func app(_ name: String, _ files: [String: String]) throws -> ImportedApp {
        try #require(try XcodeTargetFixtures.importProject(files).apps.first { $0.name == name })
    }

    static func keyLocation(_ key: String, of app: ImportedApp) -> OrientationImport.SourceLocation? {
        app.provenance.lazy.compactMap { $0[LintPointer.infoPlistKey(key)] }.first
    }

    @Test func infoPropertiesAreTheAppsKeysAtTheirLinesInTheSpec() throws {
        let app = try Self.app("Tiles", G.withProperties)
        #expect(app.deviceFamilies == [.phone])
        #expect(app.deploymentTarget == SystemVersion(12, 0))
        #expect(Self.keyLocation("UISupportedInterfaceOrientations", of: app) == OrientationImport.SourceLocation(file: "project.yml", line: 16))
    }

    @Test func infoplistKeySettingsAreTheAppsKeysAtTheirLinesInTheSpec() throws {
        let app = try Self.app("Tiles", G.withGeneratedKeys)
        // No TARGETED_DEVICE_FAMILY: XcodeGen's iOS preset writes "1,2".
        #expect(app.deviceFamilies == [.phone, .pad])
        #expect(app.deploymentTarget == SystemVersion(15, 0))
        #expect(
            Self.keyLocation("UISupportedInterfaceOrientations~iphone", of: app) == OrientationImport.SourceLocation(file: "project.yml", line: 15))
        #expect(Self.keyLocation("UISupportedInterfaceOrientations~ipad", of: app) == OrientationImport.SourceLocation(file: "project.yml", line: 16))
    }

    @Test func anIncludedTargetGetsItsTemplatesSettingGroupAndTheProjectsXcconfig() throws {
        let tiles = try Self.app("Tiles", G.withIncludesAndTemplates)
        #expect(tiles.infoPlistPath == "Tiles/Info.plist")
        #expect(tiles.deviceFamilies == [.phone])
        #expect(tiles.deploymentTarget == SystemVersion(13, 0))
        let demo = try Self.app("Demo", G.withIncludesAndTemplates)
        #expect(demo.infoPlistPath == "Demo/Info.plist")
        // Its Release configuration's settings win over the template's group.
        #expect(demo.deviceFamilies == [.phone, .pad])
    }

    @Test func eachAppSeesOnlyTheSourcesItsTargetLists() throws {
        let files = try Self.read(G.withIncludesAndTemplates)
        let project = try #require(files.xcodeProjects.first)
        #expect(project.targetFiles.map(\.name) == ["Demo", "Tiles"])
        #expect(project.targetFiles[0].files == ["Demo/DemoDelegate.swift", "Demo/Info.plist"])
        #expect(project.targetFiles[1].files.contains("Tiles/AppDelegate.swift"))
        #expect(!project.targetFiles[1].files.contains("Demo/DemoDelegate.swift"))
    }

    @Test func aSourceExcludeGlobLeavesItsFilesOut() throws {
        let project = try #require(try Self.read(G.withGeneratedKeys).xcodeProjects.first)
        #expect(project.targetFiles[0].files == ["App/AppDelegate.swift", "App/RootViewController.swift"])
    }

    @Test func aSpecNoLongerAsksToBeGenerated() throws {
        let files = try Self.read(G.withProperties)
        #expect(files.projectGenerators.isEmpty)
        #expect(files.statistics.skippedFiles.isEmpty)
    }

    @Test(arguments: [
        ("iOS", "platform: iOS", [Idiom.phone, .pad]),
        ("destinations", "supportedDestinations: [iOS]", [Idiom.phone, .pad]),
        ("destinations with Catalyst", "supportedDestinations: [iOS, macCatalyst]", [Idiom.phone, .pad]),
    ])
    func theDeviceFamilyIsXcodeGensPresetForThePlatform(form: String, platform: String, idioms: [Idiom]) throws {
        let spec = "targets:\n  Tiles:\n    type: application\n    \(platform)\n    info:\n      path: Info.plist\n"
        let target = try #require(try Self.read(["project.yml": spec]).xcodeProjects.first?.targets.first, "\(form)")
        #expect(target.deviceFamilies == idioms, "\(form)")
    }

    @Test func aTvOSTargetIsNoIOSApp() throws {
        let spec = "targets:\n  TV:\n    type: application\n    platform: tvOS\n    info:\n      path: TV/Info.plist\n"
        let project = try #require(try Self.read(["project.yml": spec]).xcodeProjects.first)
        #expect(project.targets.isEmpty)
        #expect(project.otherPlatformInfoPlists == ["TV/Info.plist"])
    }

    @Test func aMultiPlatformTargetIsOneTargetPerPlatform() throws {
        let spec = """
            targets:
              Tiles:
                type: application
                platform: [iOS, tvOS]
                deploymentTarget:
                  iOS: "14.0"
                  tvOS: "15.0"
                info:
                  path: ${platform}/Info.plist
            """
        let project = try #require(try Self.read(["project.yml": spec]).xcodeProjects.first)
        #expect(project.targets.map(\.name) == ["Tiles_iOS"])
        #expect(project.targets.first?.deploymentTarget == SystemVersion(14, 0))
        #expect(project.otherPlatformInfoPlists == ["tvOS/Info.plist"])
    }

    @Test func aSettingsInfoPlistFileIsReadFromTheSpecsFolder() throws {
        let spec = "targets:\n  Tiles:\n    type: application\n    platform: iOS\n    settings:\n      INFOPLIST_FILE: $(SRCROOT)/Tiles/Info.plist\n"
        let target = try #require(try Self.read(["ios/project.yml": spec]).xcodeProjects.first?.targets.first)
        #expect(target.infoPlistFile == "ios/Tiles/Info.plist")
    }

    @Test func withoutAnyInfoPlistSettingTheTargetsSourcesInfoPlistIsItsOwn() throws {
        let spec = "targets:\n  Tiles:\n    type: application\n    platform: iOS\n    sources: [Tiles]\n"
        let target = try #require(
            try Self.read(["project.yml": spec, "Tiles/Info.plist": XcodeTargetFixtures.infoPlist(["Portrait"])]).xcodeProjects.first?.targets.first)
        #expect(target.infoPlistFile == "Tiles/Info.plist")
    }
}

/// A file an XcodeGen target excludes from a folder it builds is compiled by no app, unlike a file no target
/// names at all (a CocoaPods or package source).
@Suite struct XcodeGenExcludedFileTests {
    static let spec = """
        targets:
          Tiles:
            type: application
            platform: iOS
            sources:
              - path: App
                excludes: [Legacy]
            info:
              path: App/Info.plist
        """

    static func scope() throws -> AppFileScope {
        let files = try XcodeGenReaderTests.read([
            "project.yml": spec, "App/AppDelegate.swift": "class A {}", "App/Legacy/Old.swift": "class B {}",
            "Pods/Kit/Kit.m": "",
        ])
        return AppFileScope(projects: files.xcodeProjects, infoPlistPath: "project.yml#Tiles")
    }

    @Test func aFileTheTargetExcludesIsNotTheApps() throws {
        #expect(try !Self.scope().sees("App/Legacy/Old.swift"))
    }

    @Test func aFileNoTargetNamesIsStillSeen() throws {
        let scope = try Self.scope()
        #expect(scope.sees("Pods/Kit/Kit.m"))
        #expect(scope.sees("App/AppDelegate.swift"))
    }
}
