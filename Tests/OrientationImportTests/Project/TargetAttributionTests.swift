import OrientationPolicy
import Testing

@testable import ImportFixtures
@testable import OrientationImport

/// Each app is imported and linted with the code its target compiles: a category, an app delegate or a class of
/// the same name compiled into another app is not its own.
@Suite struct TargetAttributionTests {
    typealias X = XcodeTargetFixtures
    typealias D = TargetAppFixtures

    static func files(of app: ImportedApp) -> Set<String> {
        Set(app.provenance.flatMap(\.values).map(\.file))
    }

    static func app(_ name: String, in project: ImportedProject) throws -> ImportedApp {
        try #require(project.apps.first { $0.name == name })
    }

    @Test func eachAppOfAProjectAnswersWithTheCategoryItsTargetCompiles() throws {
        let project = try X.importProject(D.twoDemos)
        #expect(Self.files(of: try Self.app("Portrait", in: project)).contains("Portrait/UIViewController+Portrait.m"))
        #expect(!Self.files(of: try Self.app("Portrait", in: project)).contains("Landscape/UIViewController+Landscape.m"))
        #expect(Self.files(of: try Self.app("Landscape", in: project)).contains("Landscape/UIViewController+Landscape.m"))
        #expect(!Self.files(of: try Self.app("Landscape", in: project)).contains("Portrait/UIViewController+Portrait.m"))
    }

    /// Two projects side by side, each with an `AppDelegate` and a `RootViewController`; only One's delegate
    /// answers `application(_:supportedInterfaceOrientationsFor:)`.
    static var twoProjects: [String: String] {
        let target = { (name: String) in
            X.Target(
                name: name, settings: ["INFOPLIST_FILE = Info.plist;"],
                sources: ["Sources/AppDelegate.swift", "Sources/RootViewController.swift"])
        }
        return [
            "One/One.xcodeproj/project.pbxproj": X.project([target("One")]),
            "One/Info.plist": X.infoPlist(["Portrait"]),
            "One/Sources/AppDelegate.swift": D.swiftDelegate(mask: ".portrait"),
            "One/Sources/RootViewController.swift": D.root(mask: ".portrait"),
            "Two/Two.xcodeproj/project.pbxproj": X.project([target("Two")]),
            "Two/Info.plist": X.infoPlist(["Portrait", "LandscapeLeft", "LandscapeRight"]),
            "Two/Sources/AppDelegate.swift": D.swiftDelegate(mask: nil),
            "Two/Sources/RootViewController.swift": D.root(mask: ".landscape"),
        ]
    }

    @Test func anAppDelegateOfAnotherProjectIsNotTheAppsOwn() throws {
        let project = try X.importProject(Self.twoProjects)
        let two = try Self.app("Two", in: project)
        #expect(two.scenarios.allSatisfy { $0.app.supportedInterfaceOrientationsForWindow == nil })
        let one = try Self.app("One", in: project)
        #expect(one.scenarios.allSatisfy { $0.app.supportedInterfaceOrientationsForWindow == .portrait })
    }

    @Test func aClassOfTheSameNameInAnotherProjectDoesNotAnswerForTheAppsOwn() throws {
        let project = try X.importProject(Self.twoProjects)
        let two = try Self.app("Two", in: project)
        #expect(Self.files(of: two).contains("Two/Sources/RootViewController.swift"))
        #expect(!Self.files(of: two).contains { $0.hasPrefix("One/") })
        let one = try Self.app("One", in: project)
        #expect(Self.files(of: one).contains("One/Sources/RootViewController.swift"))
        #expect(!Self.files(of: one).contains { $0.hasPrefix("Two/") })
    }

    @Test func sourcesNoProjectListsStayVisibleToTheApp() throws {
        var files = D.twoDemos
        files["Pods/Rotation/UINavigationController+Rotation.m"] = """
            @implementation UINavigationController (Rotation)
            - (BOOL)shouldAutorotate {
                return NO;
            }
            @end
            """
        files["Portrait/AppDelegate.m"] = D.appDelegate(root: "UINavigationController")
        let project = try X.importProject(files)
        #expect(Self.files(of: try Self.app("Portrait", in: project)).contains("Pods/Rotation/UINavigationController+Rotation.m"))
    }

    @Test func withoutAProjectFileEveryAppSeesEverySourceAsBefore() throws {
        var files = D.twoDemos
        files["Demo.xcodeproj/project.pbxproj"] = nil
        let project = try X.importProject(files)
        // Without a project both categories apply to both apps; the first in path order answers.
        let portrait = try #require(project.apps.first { $0.infoPlistPath == "Portrait/Info.plist" })
        #expect(Self.files(of: portrait).contains("Landscape/UIViewController+Landscape.m"))
    }
}

/// The devices an app is built for, as Xcode builds it: `TARGETED_DEVICE_FAMILY`, else the Info.plist's
/// `UIDeviceFamily`, else the setting's default, iPhone only; unknown only where no project says anything.
@Suite struct AppDeviceFamilyTests {
    typealias X = XcodeTargetFixtures

    static let universal = "<key>UIDeviceFamily</key>\n<array>\n<integer>1</integer>\n<integer>2</integer>\n</array>"

    static func families(settings: [String], plistExtra: String = "", xcconfig: String? = nil) throws -> [Idiom]? {
        let project = try X.importProject([
            "App.xcodeproj/project.pbxproj": X.project([
                X.Target(
                    name: "App", settings: ["INFOPLIST_FILE = App/Info.plist;"] + settings, sources: ["App/AppDelegate.swift"],
                    baseConfiguration: xcconfig)
            ]),
            "App/Info.plist": X.infoPlist(["Portrait"], extra: plistExtra),
            "App/AppDelegate.swift": "import UIKit\n",
        ])
        return try #require(project.apps.first).deviceFamilies
    }

    @Test func aTargetWithoutTheSettingIsAnIPhoneApp() throws {
        #expect(try Self.families(settings: []) == [.phone])
    }

    @Test(arguments: [("1", [Idiom.phone]), ("2", [.pad]), ("\"1,2\"", [.phone, .pad])])
    func theTargetsSettingSaysWhichDevices(setting: String, idioms: [Idiom]) throws {
        #expect(try Self.families(settings: ["TARGETED_DEVICE_FAMILY = \(setting);"]) == idioms)
    }

    @Test func theInfoPlistsDeviceFamilyIsHonouredWhenTheTargetSetsNone() throws {
        #expect(try Self.families(settings: [], plistExtra: Self.universal) == [.phone, .pad])
    }

    @Test func aTargetBasedOnAnXcconfigTheImporterDoesNotReadHasUnknownFamilies() throws {
        #expect(try Self.families(settings: [], xcconfig: "Config/App.xcconfig") == nil)
    }

    @Test func aGeneratedInfoPlistWithoutTheSettingIsAnIPhoneApp() throws {
        let project = try X.importProject([
            "App.xcodeproj/project.pbxproj": X.project([
                X.Target(
                    name: "App",
                    settings: ["GENERATE_INFOPLIST_FILE = YES;", "INFOPLIST_KEY_UISupportedInterfaceOrientations = UIInterfaceOrientationPortrait;"])
            ])
        ])
        #expect(try #require(project.apps.first).deviceFamilies == [.phone])
    }

    @Test func anInfoPlistNoProjectNamesKeepsBothFamilies() throws {
        let project = try X.importProject(["App/Info.plist": X.infoPlist(["Portrait"])])
        #expect(try #require(project.apps.first).deviceFamilies == nil)
    }
}
