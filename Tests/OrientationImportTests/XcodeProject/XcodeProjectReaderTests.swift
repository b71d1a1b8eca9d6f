import OrientationPolicy
import Testing

@testable import ImportFixtures
@testable import OrientationImport

private typealias SourceLocation = OrientationImport.SourceLocation

@Suite struct XcodeProjectReaderTests {
    typealias F = XcodeProjectFixtures

    /// What Xcode 15's iOS App template writes into an app target's Release configuration.
    static let templateSettings = [
        "ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon;",
        "CODE_SIGN_STYLE = Automatic;",
        "GENERATE_INFOPLIST_FILE = YES;",
        "INFOPLIST_KEY_UIApplicationSceneManifest_Generation = YES;",
        "INFOPLIST_KEY_UIApplicationSupportsIndirectInputEvents = YES;",
        "INFOPLIST_KEY_UILaunchStoryboardName = LaunchScreen;",
        "INFOPLIST_KEY_UIMainStoryboardFile = Main;",
        "INFOPLIST_KEY_UISupportedInterfaceOrientations_iPad = \"UIInterfaceOrientationPortrait UIInterfaceOrientationPortraitUpsideDown UIInterfaceOrientationLandscapeLeft UIInterfaceOrientationLandscapeRight\";",
        "INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone = \"UIInterfaceOrientationPortrait UIInterfaceOrientationLandscapeLeft UIInterfaceOrientationLandscapeRight\";",
        "PRODUCT_BUNDLE_IDENTIFIER = com.example.Tiles;",
        "PRODUCT_NAME = \"$(TARGET_NAME)\";",
        "SWIFT_VERSION = 5.0;",
        "TARGETED_DEVICE_FAMILY = \"1,2\";",
    ]

    @Test func aGeneratedInfoPlistIsReadFromTheApplicationTargetsBuildSettings() throws {
        let facts = try F.read(F.project([F.Target(name: "Tiles", release: Self.templateSettings)]))
        #expect(facts.targets.map(\.name) == ["Tiles"])
        let plist = try #require(facts.generatedInfoPlists.first)
        #expect(plist.path == "Tiles.xcodeproj/project.pbxproj#Tiles")
        #expect(plist.declaresApp)
        #expect(plist.bundleName == "Tiles")
        #expect(
            plist.infoPlist
                == InfoPlist(
                    supportedInterfaceOrientationsPad: [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight],
                    supportedInterfaceOrientationsPhone: [.portrait, .landscapeLeft, .landscapeRight]))
        #expect(plist.mainStoryboard?.value == "Main")
        #expect(facts.applicationInfoPlistPaths.isEmpty)
        #expect(facts.targetNames == ["Tiles.xcodeproj/project.pbxproj#Tiles": "Tiles"])
    }

    @Test func everyGeneratedKeyIsLocatedAtItsSettingInTheReleaseConfiguration() throws {
        let text = F.project([
            F.Target(
                name: "Tiles", release: Self.templateSettings + ["INFOPLIST_KEY_UIRequiresFullScreen = NO;"],
                debug: Self.templateSettings)
        ])
        let plist = try #require(try F.read(text).generatedInfoPlists.first)
        func at(_ setting: String) -> SourceLocation? {
            // The target's Release configuration comes after the target's Debug one; the project's are empty.
            F.location(of: setting, after: "A1B2C3D4E5F6000000000103 /* Release */ = {", in: text)
        }
        #expect(plist.keyLocations["UISupportedInterfaceOrientations~ipad"] == at("INFOPLIST_KEY_UISupportedInterfaceOrientations_iPad"))
        #expect(plist.keyLocations["UISupportedInterfaceOrientations~iphone"] == at("INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone"))
        #expect(plist.keyLocations["UIRequiresFullScreen"] == at("INFOPLIST_KEY_UIRequiresFullScreen"))
        #expect(plist.keyLocations["UIMainStoryboardFile"] == at("INFOPLIST_KEY_UIMainStoryboardFile"))
        #expect(plist.mainStoryboard?.location == at("INFOPLIST_KEY_UIMainStoryboardFile"))
        #expect(plist.keyLocations["UIRequiresFullScreen"]?.column == 5)
        // Xcode's template generates the scene manifest (the scene life cycle, TN3187).
        #expect(plist.keyLocations["UIApplicationSceneManifest"] == at("INFOPLIST_KEY_UIApplicationSceneManifest_Generation"))
        #expect(plist.keyLocations.count == 5)
    }

    /// Each orientation setting into its field.
    @Test(arguments: [
        ("INFOPLIST_KEY_UISupportedInterfaceOrientations", "plain", "UISupportedInterfaceOrientations"),
        ("INFOPLIST_KEY_UISupportedInterfaceOrientations_iPad", "pad", "UISupportedInterfaceOrientations~ipad"),
        ("INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone", "phone", "UISupportedInterfaceOrientations~iphone"),
    ])
    func eachOrientationSettingIsItsKey(setting: String, field: String, key: String) throws {
        let text = F.project([
            F.Target(
                name: "Tiles",
                release: [
                    "GENERATE_INFOPLIST_FILE = YES;",
                    "\(setting) = UIInterfaceOrientationLandscapeRight;",
                ])
        ])
        let plist = try #require(try F.read(text).generatedInfoPlists.first)
        let info = plist.infoPlist
        let fields = [
            "plain": info.supportedInterfaceOrientations, "pad": info.supportedInterfaceOrientationsPad,
            "phone": info.supportedInterfaceOrientationsPhone,
        ]
        for (name, value) in fields {
            #expect(value == (name == field ? [.landscapeRight] : nil), "field \(name)")
        }
        #expect(plist.keyLocations.keys.sorted() == [key])
    }

    @Test(arguments: [("YES", true), ("NO", false), ("yes", true)])
    func requiresFullScreenIsABooleanSetting(value: String, expected: Bool) throws {
        let text = F.project([
            F.Target(
                name: "Tiles",
                release: [
                    "GENERATE_INFOPLIST_FILE = YES;",
                    "INFOPLIST_KEY_UIRequiresFullScreen = \(value);",
                ])
        ])
        #expect(try F.read(text).generatedInfoPlists.first?.infoPlist.requiresFullScreen == expected)
    }

    @Test func aNameThatIsNoOrientationIsSkippedAndRecordedAtItsSetting() throws {
        let text = F.project([
            F.Target(
                name: "Tiles",
                release: [
                    "GENERATE_INFOPLIST_FILE = YES;",
                    "INFOPLIST_KEY_UISupportedInterfaceOrientations = \"UIInterfaceOrientationPortrait portraitUpsideDown\";",
                ])
        ])
        let plist = try #require(try F.read(text).generatedInfoPlists.first)
        #expect(plist.infoPlist.supportedInterfaceOrientations == [.portrait])
        #expect(plist.ignoredOrientations.map(\.value) == ["portraitUpsideDown"])
        #expect(plist.ignoredOrientations.first?.location == F.location(of: "INFOPLIST_KEY_UISupportedInterfaceOrientations", in: text))
    }

    @Test func theReleaseConfigurationIsReadNotDebug() throws {
        let text = F.project([
            F.Target(
                name: "Tiles",
                release: ["GENERATE_INFOPLIST_FILE = YES;", "INFOPLIST_KEY_UISupportedInterfaceOrientations = UIInterfaceOrientationPortrait;"],
                debug: ["GENERATE_INFOPLIST_FILE = YES;", "INFOPLIST_KEY_UISupportedInterfaceOrientations = UIInterfaceOrientationLandscapeLeft;"])
        ])
        #expect(try F.read(text).generatedInfoPlists.first?.infoPlist.supportedInterfaceOrientations == [.portrait])
    }

    @Test func theProjectsSettingsApplyWhereTheTargetSetsNone() throws {
        let text = F.project(
            [F.Target(name: "Tiles", release: ["INFOPLIST_KEY_UISupportedInterfaceOrientations = UIInterfaceOrientationPortrait;"])],
            projectRelease: [
                "GENERATE_INFOPLIST_FILE = YES;", "INFOPLIST_KEY_UIRequiresFullScreen = YES;",
                "INFOPLIST_KEY_UISupportedInterfaceOrientations = UIInterfaceOrientationLandscapeLeft;",
            ])
        let plist = try #require(try F.read(text).generatedInfoPlists.first)
        #expect(plist.infoPlist.requiresFullScreen == true)
        #expect(plist.infoPlist.supportedInterfaceOrientations == [.portrait])
        #expect(plist.keyLocations["UIRequiresFullScreen"] == F.location(of: "INFOPLIST_KEY_UIRequiresFullScreen", in: text))
    }

    @Test func inheritedTakesTheProjectsValue() throws {
        let text = F.project(
            [
                F.Target(
                    name: "Tiles",
                    release: [
                        "GENERATE_INFOPLIST_FILE = YES;",
                        "INFOPLIST_KEY_UISupportedInterfaceOrientations = \"$(inherited) UIInterfaceOrientationLandscapeLeft\";",
                    ])
            ],
            projectRelease: ["INFOPLIST_KEY_UISupportedInterfaceOrientations = UIInterfaceOrientationPortrait;"])
        #expect(try F.read(text).generatedInfoPlists.first?.infoPlist.supportedInterfaceOrientations == [.portrait, .landscapeLeft])
    }

    @Test func aSettingForTheIOSSDKOnlyAppliesWhenThereIsNoPlainOne() throws {
        let text = F.project([
            F.Target(
                name: "Tiles",
                release: [
                    "GENERATE_INFOPLIST_FILE = YES;",
                    "\"INFOPLIST_KEY_UISupportedInterfaceOrientations[sdk=iphoneos*]\" = UIInterfaceOrientationPortrait;",
                    "\"INFOPLIST_KEY_UIRequiresFullScreen[sdk=iphoneos*]\" = YES;",
                    "INFOPLIST_KEY_UIRequiresFullScreen = NO;",
                ])
        ])
        let plist = try #require(try F.read(text).generatedInfoPlists.first)
        #expect(plist.infoPlist.supportedInterfaceOrientations == [.portrait])
        #expect(plist.infoPlist.requiresFullScreen == false)
    }

    @Test(arguments: [
        ("INFOPLIST_KEY_CFBundleDisplayName = \"Tiles Pro\";", "Tiles Pro"),
        ("INFOPLIST_KEY_CFBundleDisplayName = \"$(PRODUCT_NAME)\";", "Tiles"),
        ("", "Tiles"),
    ])
    func theGeneratedBundleNameIsTheLiteralDisplayNameElseTheTargetName(setting: String, name: String) throws {
        let text = F.project([F.Target(name: "Tiles", release: ["GENERATE_INFOPLIST_FILE = YES;", setting])])
        #expect(try F.read(text).generatedInfoPlists.first?.bundleName == name)
    }

    @Test func aTargetThatDoesNotGenerateItsPlistHasNone() throws {
        let text = F.project([
            F.Target(
                name: "Tiles",
                release: [
                    "INFOPLIST_FILE = Tiles/Info.plist;",
                    "INFOPLIST_KEY_UIRequiresFullScreen = YES;",
                ])
        ])
        let facts = try F.read(text)
        #expect(facts.generatedInfoPlists.isEmpty)
        #expect(facts.applicationInfoPlistPaths == ["Tiles/Info.plist"])
        #expect(facts.targetNames == ["Tiles/Info.plist": "Tiles"])
    }

    @Test func aTargetCanNameAFileAndGenerateKeysBoth() throws {
        let text = F.project([F.Target(name: "Tiles", release: ["INFOPLIST_FILE = Tiles/Info.plist;"] + Self.templateSettings)])
        let target = try #require(try F.read(text).targets.first)
        #expect(target.infoPlistFile == "Tiles/Info.plist")
        #expect(target.generatedInfoPlist?.path == "Tiles.xcodeproj/project.pbxproj#Tiles")
        #expect(target.location == F.location(of: "A1B2C3D4E5F6000000000100 /* Tiles */ = {", in: text))
    }

    /// Where INFOPLIST_FILE points, relative to the repository: paths in build settings are relative to the
    /// folder that holds the .xcodeproj.
    @Test(arguments: [
        ("Tiles.xcodeproj/project.pbxproj", "Tiles/Info.plist", "Tiles/Info.plist"),
        ("ios/Tiles.xcodeproj/project.pbxproj", "Tiles/Info.plist", "ios/Tiles/Info.plist"),
        ("ios/Tiles.xcodeproj/project.pbxproj", "\"$(SRCROOT)/Tiles/Info.plist\"", "ios/Tiles/Info.plist"),
        ("ios/Tiles.xcodeproj/project.pbxproj", "\"${PROJECT_DIR}/Tiles/Info.plist\"", "ios/Tiles/Info.plist"),
        ("ios/Tiles.xcodeproj/project.pbxproj", "\"$(TARGET_NAME)/Info.plist\"", "ios/Game/Info.plist"),
        ("ios/Tiles.xcodeproj/project.pbxproj", "\"$(PROJECT_NAME)-Info.plist\"", "ios/Tiles-Info.plist"),
        ("ios/Tiles.xcodeproj/project.pbxproj", "./Config/../Game/Info.plist", "ios/Game/Info.plist"),
        ("ios/Tiles.xcodeproj/project.pbxproj", "\"$(APP_FOLDER)/Info.plist\"", "ios/Sources/Game/Info.plist"),
        ("ios/Tiles.xcodeproj/project.pbxproj", "../Shared/Info.plist", "Shared/Info.plist"),
        ("Tiles.xcodeproj/project.pbxproj", "/Users/me/Info.plist", "/Users/me/Info.plist"),
    ])
    func theInfoPlistFileIsResolvedFromTheProjectFolder(pbxproj: String, value: String, resolved: String) throws {
        let text = F.project([F.Target(name: "Game", release: ["APP_FOLDER = \"Sources/$(TARGET_NAME)\";", "INFOPLIST_FILE = \(value);"])])
        #expect(try F.read(text, path: pbxproj).applicationInfoPlistPaths == [resolved])
    }

    /// Which targets are iOS apps.
    @Test(arguments: [
        ("com.apple.product-type.application", [String](), true),
        ("com.apple.product-type.application.on-demand-install-capable", [], true),
        ("com.apple.product-type.app-extension", [], false),
        ("com.apple.product-type.framework", [], false),
        ("com.apple.product-type.bundle.unit-test", [], false),
        ("com.apple.product-type.application.watchapp2", [], false),
        ("com.apple.product-type.application.messages", [], false),
        ("com.apple.product-type.application", ["SDKROOT = macosx;"], false),
        ("com.apple.product-type.application", ["SDKROOT = watchos;"], false),
        ("com.apple.product-type.application", ["SDKROOT = iphoneos;"], true),
        ("com.apple.product-type.application", ["SDKROOT = auto;", "SUPPORTED_PLATFORMS = \"iphoneos iphonesimulator macosx\";"], true),
        ("com.apple.product-type.application", ["SDKROOT = auto;", "SUPPORTED_PLATFORMS = macosx;"], false),
    ])
    func onlyIOSApplicationTargetsAreRead(productType: String, settings: [String], isApp: Bool) throws {
        let text = F.project([F.Target(name: "Tiles", productType: productType, release: settings + ["INFOPLIST_FILE = Tiles/Info.plist;"])])
        #expect(try F.read(text).targets.count == (isApp ? 1 : 0))
    }

    @Test func anAppleTVApplicationsInfoPlistIsListedAsAnotherPlatformsNotAsAnIOSApp() throws {
        let text = F.project([
            F.Target(name: "Tiles", release: ["INFOPLIST_FILE = Tiles/Info.plist;"]),
            F.Target(name: "Tiles-tvOS", release: ["SDKROOT = appletvos;", "INFOPLIST_FILE = \"Tiles-tvOS/Info.plist\";"]),
        ])
        let facts = try F.read(text)
        #expect(facts.applicationInfoPlistPaths == ["Tiles/Info.plist"])
        #expect(facts.otherPlatformInfoPlists == ["Tiles-tvOS/Info.plist"])
    }

    /// TARGETED_DEVICE_FAMILY: 1 iPhone, 2 iPad, both; other families are not iOS devices. Absent, the app is
    /// built for the setting's default, iPhone only.
    @Test(arguments: [
        ("TARGETED_DEVICE_FAMILY = 1;", [Idiom.phone] as [Idiom]?, [Idiom.phone] as [Idiom]?),
        ("TARGETED_DEVICE_FAMILY = 2;", [.pad], [.pad]),
        ("TARGETED_DEVICE_FAMILY = \"1,2\";", [.phone, .pad], [.phone, .pad]),
        ("TARGETED_DEVICE_FAMILY = \"2, 1\";", [.phone, .pad], [.phone, .pad]),
        ("TARGETED_DEVICE_FAMILY = \"1,2,6\";", [.phone, .pad], [.phone, .pad]),
        ("TARGETED_DEVICE_FAMILY = 3;", nil, nil),
        ("SWIFT_VERSION = 5.0;", nil, [.phone]),
    ])
    func theTargetedDeviceFamilySaysWhichDevicesTheAppIsFor(setting: String, idioms: [Idiom]?, built: [Idiom]?) throws {
        let text = F.project([F.Target(name: "Tiles", release: [setting, "GENERATE_INFOPLIST_FILE = YES;"])])
        let target = try #require(try F.read(text).targets.first)
        #expect(target.deviceFamilies == idioms)
        #expect(target.generatedInfoPlist?.deviceFamilies == built)
    }

    /// IPHONEOS_DEPLOYMENT_TARGET: the oldest iOS the app installs on; a variable the reader cannot expand says
    /// nothing.
    @Test(arguments: [
        ("IPHONEOS_DEPLOYMENT_TARGET = 15.0;", SystemVersion(15, 0) as SystemVersion?),
        ("IPHONEOS_DEPLOYMENT_TARGET = 12.4;", SystemVersion(12, 4)),
        ("IPHONEOS_DEPLOYMENT_TARGET = 16;", SystemVersion(16, 0)),
        ("IPHONEOS_DEPLOYMENT_TARGET = \"$(RECOMMENDED_IPHONEOS_DEPLOYMENT_TARGET)\";", nil),
        ("SWIFT_VERSION = 5.0;", nil),
    ])
    func theDeploymentTargetSaysTheOldestIOSTheAppRunsOn(setting: String, version: SystemVersion?) throws {
        let text = F.project([F.Target(name: "Tiles", release: [setting, "GENERATE_INFOPLIST_FILE = YES;"])])
        let target = try #require(try F.read(text).targets.first)
        #expect(target.deploymentTarget == version)
        #expect(target.generatedInfoPlist?.deploymentTarget == version)
    }

    @Test func theProjectsDeploymentTargetAppliesWhereTheTargetSetsNone() throws {
        let text = F.project(
            [F.Target(name: "Tiles", release: ["INFOPLIST_FILE = Tiles/Info.plist;"])],
            projectRelease: ["IPHONEOS_DEPLOYMENT_TARGET = 14.0;"])
        #expect(try F.read(text).targets.first?.deploymentTarget == SystemVersion(14, 0))
    }

    @Test func targetsKeepTheProjectsOrder() throws {
        let text = F.project([
            F.Target(name: "Tiles", release: ["INFOPLIST_FILE = Tiles/Info.plist;"]),
            F.Target(name: "TilesWidget", productType: "com.apple.product-type.app-extension", release: ["INFOPLIST_FILE = Widget/Info.plist;"]),
            F.Target(name: "Tiles Lite", release: ["GENERATE_INFOPLIST_FILE = YES;"]),
        ])
        let facts = try F.read(text)
        #expect(facts.targets.map(\.name) == ["Tiles", "Tiles Lite"])
        #expect(facts.targetNames == ["Tiles/Info.plist": "Tiles", "Tiles.xcodeproj/project.pbxproj#Tiles Lite": "Tiles Lite"])
    }

    @Test func aProjectWithoutApplicationsHasNoTargets() throws {
        let text = F.project([F.Target(name: "Kit", productType: "com.apple.product-type.framework")])
        let facts = try F.read(text)
        #expect(facts.targets.isEmpty && facts.otherPlatformInfoPlists.isEmpty)
        #expect(facts.targetFiles.map(\.name) == ["Kit"])
    }
}
